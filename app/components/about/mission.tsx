/** 'Our Mission': the mission statement and the four values (docs/product.md#company-pages). */
import { Globe, Handshake, Lightbulb, Rocket } from '~/components/ui/icons'
import { brand } from '~/lib/brand'
import { values } from '~/lib/marketing'

const icons = {
  innovation: Lightbulb,
  collaboration: Handshake,
  impact: Globe,
  evolution: Rocket,
} as const satisfies Record<(typeof values)[number]['key'], unknown>

export function Mission() {
  return (
    <section aria-labelledby="mission-title" className="border-y border-border bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="mission-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our Mission
          </h2>
          <p className="mt-4 text-lg text-foreground">
            To make enterprise AI practical, affordable and safe for every industry.
          </p>
          <p className="mt-4 text-muted-foreground">
            Generic models leave value on the table. {brand.name} curates and builds models trained for the language,
            data and regulation of each industry, and pairs them with AI architects who know how to put them to work.
            Today more than 2,500 active users across 15+ industries choose from 200+ industry-specific models in one
            place.
          </p>
          <p className="mt-4 text-muted-foreground">
            From our offices in {brand.headquarters.map((office) => office.city).join(' and ')}, we work alongside our
            customers from the first conversation to production, with a dedicated account manager and 24/7 expert
            support.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Our values">
          {values.map((value) => {
            const Icon = icons[value.key]
            return (
              <li key={value.key} className="rounded-2xl border border-border bg-background/70 p-6">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{value.description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
