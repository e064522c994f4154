/** 'Areas of AI Innovation': the six areas (docs/product.md#company-pages). */
import { Bot, Brain, ChartColumn, MessagesSquare, ScanEye, ShieldCheck } from '~/components/ui/icons'
import { innovationAreas } from '~/lib/marketing'

const icons = {
  generative: Brain,
  bi: ChartColumn,
  vision: ScanEye,
  agents: Bot,
  security: ShieldCheck,
  conversational: MessagesSquare,
} as const satisfies Record<(typeof innovationAreas)[number]['key'], unknown>

export function InnovationAreas() {
  return (
    <section aria-labelledby="areas-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="areas-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Areas of AI Innovation
        </h2>
        <p className="mt-4 text-muted-foreground">
          Six fields where our models and our research make the biggest difference for enterprises today.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {innovationAreas.map((area) => {
          const Icon = icons[area.key]
          return (
            <li
              key={area.key}
              className="rounded-2xl border border-border bg-card/70 p-6 transition-colors hover:border-primary/60"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{area.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{area.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
