/**
 * The open lead's timeline (decision 080), newest first: when it came in and the sales team was
 * told, every change the desk made (from the audit log: who, when, what) and what the visitor
 * wrote in the chat afterwards. The server cuts it at the last 50 events.
 */
import { auditActionLabel } from '~/lib/entities/audit'
import { leadStatusLabel } from '~/lib/entities/lead'
import { followUpLabel } from '~/lib/lead-desk'
import type { TimelineEvent } from '~/lib/lead-timeline'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const when = (at: string) => `${dateFormat.format(new Date(at))} UTC`
const cut = (text: unknown, length: number) => {
  const value = typeof text === 'string' ? text : ''
  return value.length > length ? `${value.slice(0, length)}…` : value
}
const owner = (values: Record<string, unknown> | null) =>
  typeof values?.owner === 'string' ? values.owner : values?.owner_id ? 'a former admin' : 'Nobody'

/** What an event says. */
function timelineText(event: TimelineEvent): string {
  switch (event.type) {
    case 'received':
      return 'Came in'
    case 'notified':
      return 'Sales team notified by e-mail'
    case 'message':
      return `Visitor wrote: ${cut(event.text, 300)}`
    case 'change': {
      const { before, after } = event
      switch (event.action) {
        case 'lead.status':
          return `Status changed from ${leadStatusLabel(String(before?.status))} to ${leadStatusLabel(String(after?.status))}`
        case 'lead.owner':
          return `Owner changed from ${owner(before)} to ${owner(after)}`
        case 'lead.note':
          return `Note added: ${cut(after?.body, 200)}`
        case 'lead.note_edit':
          return `Note edited: ${cut(after?.body, 200)}`
        case 'lead.note_delete':
          return 'Note deleted'
        case 'lead.follow_up':
          return after?.follow_up_on
            ? `Follow-up set for ${followUpLabel(String(after.follow_up_on))}`
            : 'Follow-up cleared'
        // A model access request's decision (decision 084).
        case 'model_access.approve':
        case 'model_access.decline':
          return auditActionLabel(event.action)
        default:
          return event.action
      }
    }
  }
}

export function LeadTimeline({ events, headingId }: { events: TimelineEvent[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-border pt-4">
      <h4 id={headingId} className="text-sm font-semibold">
        Timeline <span className="font-normal text-muted-foreground">(newest first)</span>
      </h4>
      <ol className="mt-2 space-y-1.5">
        {events.map((event, index) => (
          <li key={index} className="text-sm">
            <span className="whitespace-pre-line">{timelineText(event)}</span>
            <span className="block text-xs text-muted-foreground">
              {event.type === 'change' ? `${event.actor} · ` : ''}
              {when(event.at)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
