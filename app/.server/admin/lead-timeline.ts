/**
 * The open lead's timeline on the sales desk (decision 080): when it came in, when the sales team
 * was told of it (the notification's sending, while the outbox keeps it: 30 days), every change
 * the desk made to it (status, owner, notes, follow-up: its audit-log entries) and what the
 * visitor wrote in the chat after it became a lead. Newest first, at most leadLimits.timeline
 * events: each source is read newest first and cut at that bound, so a lead with years of history
 * costs the same. Read as the admin (the tables' 'admins read' policies).
 */
import { leadLimits, type LeadKind } from '~/lib/entities/lead'
import type { TimelineEvent } from '~/lib/lead-timeline'
import { asCaller, type Caller } from '../db'

/** The timeline of the lead `kind:id`, newest first (empty when there is no such lead). */
export function leadTimeline(caller: Caller, lead: { kind: LeadKind; id: string }): Promise<TimelineEvent[]> {
  const limit = leadLimits.timeline
  return asCaller(caller, async (tx) => {
    const { rows: source } = await tx.query<{ received: string; notified: string | null }>(
      {
        enquiry: `select to_json(created_at)#>>'{}' as received, to_json(private.lead_notified_at('enquiry', id))#>>'{}' as notified
           from public.enquiry where id = $1`,
        callback: `select to_json(lead_at)#>>'{}' as received, to_json(private.lead_notified_at('callback', id))#>>'{}' as notified
           from public.chat_requests where id = $1 and lead_at is not null`,
        // A model access request tells nobody when it comes: the desk is where staff see it (decision 084).
        access: `select to_json(created_at)#>>'{}' as received, null as notified
           from public.organization_models where id = $1`,
      }[lead.kind],
      [lead.id],
    )
    if (!source[0]) return []
    const { rows: changes } = await tx.query<Extract<TimelineEvent, { type: 'change' }>>(
      `select 'change' as type, to_json(at)#>>'{}' as at, action, actor_email as actor, before, after
       from public.audit_log
       where entity = 'lead' and entity_id = $1
       order by at desc, id desc
       limit $2`,
      [`${lead.kind}:${lead.id}`, limit],
    )
    // The visitor's own messages after the chat became a lead (a timestamp that is no time is skipped).
    const { rows: messages } =
      lead.kind === 'callback'
        ? await tx.query<Extract<TimelineEvent, { type: 'message' }>>(
            `select 'message' as type, to_json(m.at)#>>'{}' as at, m.text from (
               select (message ->> 'timestamp')::timestamptz as at, message ->> 'content' as text
               from public.chat_requests c, jsonb_array_elements(c.messages) as message
               where c.id = $1 and message ->> 'role' = 'user'
                 and message ->> 'timestamp' ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})$'
             ) m, public.chat_requests c
             where c.id = $1 and m.at > c.lead_at
             order by m.at desc
             limit $2`,
            [lead.id, limit],
          )
        : { rows: [] }
    const events: TimelineEvent[] = [
      { type: 'received', at: source[0].received },
      ...(source[0].notified ? [{ type: 'notified' as const, at: source[0].notified }] : []),
      ...changes,
      ...messages,
    ]
    // Newest first; at one instant, what happened later in the story first (a change after its mail).
    const order = { change: 3, message: 2, notified: 1, received: 0 } as const
    return events
      .map((event, index) => ({ event, index }))
      .sort(
        (a, b) =>
          Date.parse(b.event.at) - Date.parse(a.event.at) ||
          order[b.event.type] - order[a.event.type] ||
          a.index - b.index,
      )
      .slice(0, limit)
      .map(({ event }) => event)
  })
}
