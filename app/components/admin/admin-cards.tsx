/**
 * The dashboard's six cards; each opens its dialog (a link, so it works without JavaScript). A card
 * without a live count shows its fixed sample figure marked as such, never passed off as a record.
 */
import { Link } from '@remix-run/react'
import { Bot, Building2, FileText, MessageSquare, Newspaper, Users, type IconComponent } from '~/components/ui/icons'
import { groupDigits } from '~/lib/group-digits'
import { adminDialogs, SAMPLE_FIGURE_LABEL, type AdminDialogId } from '~/lib/admin'
import { triageCount, type LeadsToTriage } from '~/lib/lead-desk'
import { COUNT_BOUND } from '~/lib/list-query'

const icons: Record<AdminDialogId, IconComponent> = {
  models: Bot,
  organizations: Building2,
  users: Users,
  invoices: FileText,
  blog: Newspaper,
  requests: MessageSquare,
}

export function AdminCards({
  counts,
  leadCounts,
}: {
  counts: Partial<Record<AdminDialogId, number>>
  /** The Requests card's New and Unassigned, what the sales desk has to pick up. */
  leadCounts: LeadsToTriage
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {adminDialogs.map((dialog) => {
        const Icon = icons[dialog.id]
        const live = counts[dialog.id]
        const count = live ?? dialog.sampleCount
        return (
          <li key={dialog.id}>
            <Link
              to={`/admin/${dialog.id}`}
              preventScrollReset
              className="flex items-center gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:border-primary hover:shadow-md"
            >
              <span className="rounded-xl bg-accent p-3 text-accent-foreground">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <span>
                <span className="block text-sm font-medium text-muted-foreground">{dialog.card}</span>
                <span className="block text-3xl font-bold tabular-nums">
                  {count > COUNT_BOUND ? `${groupDigits(COUNT_BOUND)}+` : groupDigits(count)}
                </span>
                {live === undefined ? (
                  <span className="mt-1 inline-block rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground">
                    {SAMPLE_FIGURE_LABEL}
                  </span>
                ) : null}
                {dialog.id === 'requests' ? (
                  <span className="mt-1 block text-sm text-muted-foreground">
                    New: {triageCount(leadCounts.new)} · Unassigned: {triageCount(leadCounts.unassigned)}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
