import { Headset, LayoutGrid, PiggyBank, ShieldCheck, UserCog, Users } from '~/components/ui/icons'
import { featureCards } from '~/lib/marketing'

const icons = {
  marketplace: LayoutGrid,
  team: Users,
  savings: PiggyBank,
  architects: UserCog,
  'account-manager': Headset,
  enterprise: ShieldCheck,
} as const

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Everything your organisation needs to adopt AI
        </h2>
        <p className="mt-4 text-muted-foreground">
          One marketplace, one team and one bill for every AI model your business runs.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featureCards.map((card) => {
          const Icon = icons[card.key]
          return (
            <li key={card.key} className="rounded-2xl border border-border bg-card/70 p-6">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{card.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
