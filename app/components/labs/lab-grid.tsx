/** The grid of active labs, or the empty state when there are none (or they could not be loaded). */
import { FlaskConical } from '~/components/ui/icons'
import type { LabCardRow } from '~/lib/entities/lab'
import { LabCard } from './lab-card'

export function LabGrid({ labs }: { labs: LabCardRow[] }) {
  return (
    <section aria-labelledby="active-labs-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="active-labs-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Active Labs
        </h2>
        <p className="mt-4 text-muted-foreground">The projects our teams are working on right now.</p>
      </div>
      {labs.length > 0 ? (
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Active labs">
          {labs.map((lab, index) => (
            <li key={lab.id}>
              <LabCard lab={lab} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-dashed border-border bg-card/70 px-6 py-14 text-center">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <FlaskConical aria-hidden="true" className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">No Active Labs</h3>
          <p className="mt-2 text-muted-foreground">Check back soon for new innovation projects.</p>
        </div>
      )}
    </section>
  )
}
