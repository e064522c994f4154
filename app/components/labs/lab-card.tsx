/** One lab in the /labs grid: image, status badge, name, team, description and its external page. */
import { ExternalLink, FlaskConical, Users } from '~/components/ui/icons'
import type { LabCardRow } from '~/lib/entities/lab'
import { LabStatusBadge } from './lab-status-badge'

export function LabCard({ lab, eager = false }: { lab: LabCardRow; eager?: boolean }) {
  const titleId = `lab-${lab.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card/80 shadow-sm"
    >
      <div className="aspect-[1200/630] bg-muted">
        {lab.image_url ? (
          <img
            src={lab.image_url}
            alt=""
            width={1200}
            height={630}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-accent to-card text-accent-foreground">
            <FlaskConical aria-hidden="true" className="h-10 w-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <LabStatusBadge status={lab.status} />
          {lab.team_name ? (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <Users aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Team: </span>
              {lab.team_name}
            </p>
          ) : null}
        </div>
        <h3 id={titleId} className="mt-4 text-xl font-semibold leading-snug">
          {lab.name}
        </h3>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{lab.description}</p>
        {lab.external_url ? (
          <div className="mt-auto pt-6">
            <a
              href={lab.external_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Learn more
              <span className="sr-only"> about {lab.name} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          </div>
        ) : null}
      </div>
    </article>
  )
}
