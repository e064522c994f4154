/** The /labs hero: the 'Innovation Lab' badge, the heading and the four fixed statistics. */
import { FlaskConical } from '~/components/ui/icons'

/** Fixed figures, not counted from the database (docs/product.md#labs). */
const labStatistics = [
  { value: '15+', label: 'Active Projects' },
  { value: '50+', label: 'Team Members' },
  { value: '25+', label: 'AI Models' },
  { value: '30+', label: 'Research Papers' },
] as const

export function LabsHero() {
  return (
    <section aria-labelledby="labs-title" className="mx-auto max-w-7xl px-4 pb-16 pt-20 text-center sm:px-6 sm:pt-28">
      <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-accent-foreground">
        <FlaskConical aria-hidden="true" className="h-4 w-4" />
        Innovation Lab
      </p>
      <h1 id="labs-title" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
        Where Innovation Takes <span className="text-primary">Flight</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Our labs turn research into production AI: our scientists and engineers work with customers and partners on the
        problems that matter most to their industries.
      </p>
      <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
        {labStatistics.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl border border-border bg-card/70 p-5">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
