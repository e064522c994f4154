/**
 * The one module for support tickets and their threads (public.support_tickets and
 * public.support_messages; docs/decisions/083-support-that-answers.md). Every read and write runs
 * as the caller, so Row Level Security decides: a member reaches their organisation's tickets, staff
 * every ticket. A message queues the other side's e-mail in its own transaction (the table's
 * trigger); every staff change is recorded in the audit log in the change's transaction.
 */
import type {
  StaffTicket,
  TicketMessage,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '~/lib/entities/support-ticket'
import { ticketLimits } from '~/lib/entities/support-ticket'
import type { KeysetPage, KeysetWindow, RowKey } from '~/lib/list-query'
import { recordAudit } from './audit'
import type { AuthUser } from './auth/provider'
import { asCaller, userCaller, type Caller, type Queryable } from './db'
import { readRowKey } from '~/lib/list-query'
import { keysetPageOf } from './list-query'
import { kickOutbox } from './mail/outbox'

type Member = Pick<AuthUser, 'id' | 'email'>

/** A ticket opened: its model's title with it (null: none, or one the caller may not read). */
type OpenedTicket<T extends TicketSummary> = T & { model_title: string | null }

const SUMMARY = 't.id, t.number::int as number, t.title, t.status, t.priority, t.created_at, t.last_activity_at'

async function threadOf(tx: Queryable, ticketId: string) {
  const { rows } = await tx.query<TicketMessage>(
    'select id, from_staff, author_email, body, created_at from private.support_thread($1)',
    [ticketId],
  )
  return rows
}

async function modelTitle(tx: Queryable, modelId: string | null) {
  if (!modelId) return null
  const { rows } = await tx.query<{ title: string }>('select title from public.ai_models where id = $1', [modelId])
  return rows[0]?.title ?? null
}

// ---- the organisation's side ----------------------------------------------------------------

/** The organisation's tickets, newest activity first (its most recent `organisationList`). */
export function listOrganisationTickets(user: Member, organizationId: string): Promise<TicketSummary[]> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<TicketSummary>(
      `select ${SUMMARY} from public.support_tickets t
       where t.organization_id = $1
       order by t.last_activity_at desc, t.id desc limit $2`,
      [organizationId, ticketLimits.organisationList],
    )
    return rows
  })
}

/** One of the organisation's tickets with its thread; null when it has no such ticket. */
export function openOrganisationTicket(
  user: Member,
  organizationId: string,
  ticketId: string,
): Promise<{ ticket: OpenedTicket<TicketSummary>; messages: TicketMessage[] } | null> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<TicketSummary & { model_id: string | null }>(
      `select ${SUMMARY}, t.model_id from public.support_tickets t where t.id = $1 and t.organization_id = $2`,
      [ticketId, organizationId],
    )
    const found = rows[0]
    if (!found) return null
    const { model_id: modelId, ...ticket } = found
    return { ticket: { ...ticket, model_title: await modelTitle(tx, modelId) }, messages: await threadOf(tx, ticketId) }
  })
}

/** The catalogue's models a ticket may be about (the form's choices): those the member can see, by title. */
export function listModelChoices(user: Member): Promise<Array<{ id: string; title: string }>> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<{ id: string; title: string }>(
      'select id, title from public.ai_models where is_active order by title, id limit 500',
    )
    return rows
  })
}

interface NewTicket {
  title: string
  description: string
  priority: TicketPriority
  model?: string | null
}

/**
 * A member opens a ticket for their organisation: the ticket (Open, nobody its owner) and its
 * description as the thread's first message, in one transaction; the team's e-mail is queued with
 * it. A model must be one the member can see in the catalogue.
 */
export async function openTicket(
  user: Member,
  organizationId: string,
  input: NewTicket,
): Promise<{ ok: true; id: string } | { ok: false; reason: 'unknown-model' }> {
  const opened = await asCaller(userCaller(user), async (tx) => {
    if (input.model && !(await modelTitle(tx, input.model))) return { ok: false, reason: 'unknown-model' } as const
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.support_tickets (organization_id, author_id, title, priority, model_id)
       values ($1, $2, $3, $4, $5) returning id`,
      [organizationId, user.id, input.title, input.priority, input.model ?? null],
    )
    const id = rows[0]!.id
    await tx.query(
      'insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, false, $3)',
      [id, user.id, input.description],
    )
    return { ok: true, id } as const
  })
  if (opened.ok) kickOutbox()
  return opened
}

/** A member's reply to one of their organisation's tickets; false when it has no such ticket. */
export async function replyAsMember(user: Member, organizationId: string, ticketId: string, body: string) {
  const sent = await asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query('select 1 from public.support_tickets where id = $1 and organization_id = $2', [
      ticketId,
      organizationId,
    ])
    if (rows.length === 0) return false
    await tx.query(
      'insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, false, $3)',
      [ticketId, user.id, body],
    )
    return true
  })
  if (sent) kickOutbox()
  return sent
}

// ---- staff's side ---------------------------------------------------------------------------

const STAFF_COLUMNS = `id, number::int as number, title, status, priority, model_id, created_at, last_activity_at,
  organization_id, organization_name, author_email, owner_id, owner_email`

/** A row's place in the desk's order, for a condition on (last_activity_at, id). */
const keySql = (micros: number, id: number) =>
  `(timestamptz 'epoch' + $${micros}::bigint * interval '1 microsecond', $${id}::uuid)`

/**
 * The desk (Requests → Support): every organisation's tickets, newest activity first, all or of one
 * status, a page by key (~/lib/list-query's `keysetWindow`), with how many match and how many are
 * newer than the page. As the staff member, through private.staff_support_tickets, which gives
 * staff every ticket and anyone else none.
 */
export function listStaffTickets(
  caller: Caller,
  status: TicketStatus | null,
  window: KeysetWindow,
): Promise<{ tickets: StaffTicket[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const read = async (key: RowKey | null, older: boolean) => {
      const order = older ? 'desc' : 'asc'
      const { rows } = await tx.query<StaffTicket & { key: string }>(
        `select ${STAFF_COLUMNS}, (extract(epoch from last_activity_at) * 1000000)::bigint || '_' || id as key
         from private.staff_support_tickets
         where ($1::text is null or status = $1)
           and ($2::bigint is null or (last_activity_at, id) ${older ? '<' : '>'} ${keySql(2, 3)})
         order by last_activity_at ${order}, id ${order}
         limit $4`,
        [status, key?.micros ?? null, key?.id ?? null, window.limit],
      )
      return older ? rows : rows.reverse()
    }
    let rows = window.before ? await read(window.before, false) : await read(window.after, true)
    // Fewer than a page newer than `before` (tickets moved meanwhile): the newest page instead.
    if (window.before && rows.length < window.limit) rows = await read(null, true)
    const first = rows[0] ? readRowKey(rows[0].key) : null
    const { rows: counts } = await tx.query<{ total: number; position: number }>(
      `select count(*)::int as total,
         count(*) filter (where $2::bigint is not null and (last_activity_at, id) > ${keySql(2, 3)})::int as position
       from private.staff_support_tickets where ($1::text is null or status = $1)`,
      [status, first?.micros ?? null, first?.id ?? null],
    )
    const { items, page } = keysetPageOf(rows, counts[0]!)
    return { tickets: items, page }
  })
}

/** One ticket as the desk opens it, with its thread; null when there is none. */
export function openStaffTicket(
  caller: Caller,
  ticketId: string,
): Promise<{ ticket: OpenedTicket<StaffTicket>; messages: TicketMessage[] } | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<StaffTicket>(
      `select ${STAFF_COLUMNS} from private.staff_support_tickets where id = $1`,
      [ticketId],
    )
    const ticket = rows[0]
    if (!ticket) return null
    return {
      ticket: { ...ticket, model_title: await modelTitle(tx, ticket.model_id) },
      messages: await threadOf(tx, ticketId),
    }
  })
}

/** What a staff change did: done, or why not. */
export type StaffTicketChange = { ok: true } | { ok: false; reason: 'not-found' | 'not-admin' }

/** The ticket, locked for this change; null when there is none. */
async function lockTicket(tx: Queryable, ticketId: string) {
  const { rows } = await tx.query<{
    title: string
    status: TicketStatus
    priority: TicketPriority
    owner_id: string | null
  }>('select title, status, priority, owner_id from public.support_tickets where id = $1 for update', [ticketId])
  return rows[0] ?? null
}

/** Staff answer a ticket: the message (its author's e-mail queued) and the audit entry, by its length. */
export async function replyAsStaff(caller: Caller, ticketId: string, body: string): Promise<StaffTicketChange> {
  const sent = await asCaller(caller, async (tx): Promise<StaffTicketChange> => {
    const ticket = await lockTicket(tx, ticketId)
    if (!ticket) return { ok: false, reason: 'not-found' }
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.support_messages (ticket_id, author_id, from_staff, body)
       values ($1, (select auth.uid()), true, $2) returning id`,
      [ticketId, body],
    )
    await recordAudit(tx, {
      action: 'support.reply',
      entity: 'support_ticket',
      entityId: ticketId,
      // The reply's length, never its words (as a chat's: they are the organisation's).
      after: { title: ticket.title, message_id: rows[0]!.id, length: body.length },
    })
    return { ok: true }
  })
  if (sent.ok) kickOutbox()
  return sent
}

type Field = 'status' | 'priority' | 'owner_id'
const ACTIONS = { status: 'support.status', priority: 'support.priority', owner_id: 'support.owner' } as const

/** One of the ticket's fields changed by staff (a value it has already changes nothing and records nothing). */
function changeTicket(
  caller: Caller,
  ticketId: string,
  field: Field,
  value: string | null,
): Promise<StaffTicketChange> {
  return asCaller(caller, async (tx) => {
    if (field === 'owner_id' && value) {
      const { rows } = await tx.query('select 1 from public.profiles where id = $1 and is_admin', [value])
      if (rows.length === 0) return { ok: false, reason: 'not-admin' }
    }
    const ticket = await lockTicket(tx, ticketId)
    if (!ticket) return { ok: false, reason: 'not-found' }
    if (ticket[field] !== value) {
      // `field` is one of three literal names above.
      await tx.query(`update public.support_tickets set ${field} = $2 where id = $1`, [ticketId, value])
      await recordAudit(tx, {
        action: ACTIONS[field],
        entity: 'support_ticket',
        entityId: ticketId,
        before: { title: ticket.title, [field]: ticket[field] },
        after: { title: ticket.title, [field]: value },
      })
    }
    return { ok: true }
  })
}

export const setTicketStatus = (caller: Caller, ticketId: string, status: TicketStatus) =>
  changeTicket(caller, ticketId, 'status', status)

export const setTicketPriority = (caller: Caller, ticketId: string, priority: TicketPriority) =>
  changeTicket(caller, ticketId, 'priority', priority)

/** Gives the ticket to an admin (or to nobody, with null). Anyone but an admin is refused as 'not-admin'. */
export const setTicketOwner = (caller: Caller, ticketId: string, ownerId: string | null) =>
  changeTicket(caller, ticketId, 'owner_id', ownerId)
