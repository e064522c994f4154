import { innovationAreas } from '~/lib/marketing'

export function Vision() {
  return (
    <section id="vision" aria-labelledby="vision-title" className="border-y border-border bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="vision-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our vision: AI that fits every industry
          </h2>
          <p className="mt-4 text-muted-foreground">
            Generic models leave value on the table. We curate and build models trained for the language, data and
            regulation of each industry, and pair them with architects who know how to put them to work.
          </p>
          <p className="mt-4 text-muted-foreground">
            2,500+ active users across 15+ industries already rely on our catalogue, with enterprise-grade security and
            24/7 expert support.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {innovationAreas.map((area) => (
            <li key={area.key} className="rounded-xl border border-border bg-background/60 p-5">
              <h3 className="font-semibold">{area.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
