/**
 * The admin's Requests → Sales view, the sales desk's inbox: contact enquiries and the chats that
 * became leads (a callback booked, or the visitor's e-mail given: lead_at, decision 063; with the
 * transcript and what the AI Architect learned), each with its
 * lead's status and owner (New and nobody until the desk first changes it) and notes. One query
 * over the sources and public.leads, read as the admin under the tables' 'admins read' policies;
 * the lead's writes are in ../leads.ts. Also the dashboard's live counts, and the desk's New and
 * Unassigned.
 */
import type { LeadQuery } from '~/lib/admin-lists'
import { LEAD_COUNT_CAP, type LeadsToTriage } from '~/lib/lead-desk'
import type { Lead, LeadKind, LeadNote } from '~/lib/entities/lead'
import type { PageWindow } from '~/lib/list-query'
import { asCaller, type Caller, type Queryable } from '../db'
import { likePattern } from '../db/like'
import { keptCounts } from '../db/keyset'

/**
 * Every lead as one row shape: an enquiry's or a chat's fields, and its state. A chat lead (kind
 * 'callback', booked or not) is dated by the chat record's last change; one with no booking is named
 * by what the AI Architect learned (its name, company and industry) until a form gives them. A lead's owner is an admin: one whose admin
 * access was taken back owns nothing any more, so their leads read as nobody's (under 'Unassigned',
 * with 'No owner', to be given to an admin), while the row keeps their id until someone changes it
 * (the audit log says who had it). Each source on its own too: the export reads each in order
 * through its index (decision 055).
 */
const ENQUIRY_LEADS = `
  select 'enquiry'::text as kind, e.id, e.name, e.email, e.phone, null::text as company, null::text as industry,
         e.type, e.message, null::text as callback_time, null::text as time_zone, '{}'::jsonb as captured,
         '[]'::jsonb as messages, e.created_at as received_at, coalesce(l.status, 'new') as status, o.id as owner_id
  from public.enquiry e left join public.leads l on l.enquiry_id = e.id
    left join public.profiles o on o.id = l.owner_id and o.is_admin`
const CALLBACK_LEADS = `
  select 'callback'::text as kind, c.id, coalesce(c.name, c.captured ->> 'name') as name, c.email, c.phone,
         coalesce(c.company, c.captured ->> 'company') as company,
         coalesce(c.industry, c.captured ->> 'industry') as industry, null::text as type,
         null::text as message, c.callback_time, c.time_zone, c.captured, c.messages, c.updated_at as received_at,
         coalesce(l.status, 'new') as status, o.id as owner_id
  from public.chat_requests c left join public.leads l on l.chat_request_id = c.id
    left join public.profiles o on o.id = l.owner_id and o.is_admin
  where c.lead_at is not null`
const LEADS = `${ENQUIRY_LEADS} union all ${CALLBACK_LEADS}`

// $1 search pattern, $2 status, $3 kind, $4 owner id, $5 unassigned only.
const WHERE = `
  where ($1::text is null or name ilike $1 escape '\\' or email ilike $1 escape '\\'
         or company ilike $1 escape '\\' or message ilike $1 escape '\\')
    and ($2::text is null or status = $2)
    and ($3::text is null or kind = $3)
    and ($4::uuid is null or owner_id = $4)
    and (not $5::boolean or owner_id is null)`

function filterParams(query: LeadQuery) {
  return [
    query.q ? likePattern(query.q) : null,
    query.status,
    query.type,
    query.owner && query.owner !== 'none' ? query.owner : null,
    query.owner === 'none',
  ]
}

/** Where an export's batch ended: its last lead's time exactly (microseconds, as text) and id. */
interface ExportCursor {
  receivedAt: string
  id: string
}

/** A page of the inbox, or an export's next batch: the leads after `after` (all, when null). */
type LeadWindow = PageWindow | { limit: number; after: ExportCursor | null }

/**
 * Leads newest first, in (received_at, id) order: each source ordered and cut on its own, then the
 * two merged, so each reads its newest rows through its index (enquiry_received_idx,
 * chat_requests_lead_idx) and stops, instead of every lead being read and sorted. A page of the
 * inbox needs at most offset + limit from each; an export's batch continues after the last row of
 * the one before ($7, $8: keyset paging, decision 055), as exact as the timestamp itself, so leads
 * that share a time, of either kind, are neither skipped nor repeated. Only the export selects its
 * cursor; the page's rows stay as the browser gets them.
 */
async function selectLeads(tx: Queryable, query: LeadQuery, window: LeadWindow, transcript: boolean) {
  const exporting = 'after' in window
  const after = exporting && window.after ? 'and (received_at, id) < ($7::timestamptz, $8::uuid)' : ''
  const each = exporting ? '$6::int' : '$6::int + $7::int'
  const source = (leads: string) =>
    `(select * from (${leads}) as source ${WHERE} ${after} order by received_at desc, id desc limit ${each})`
  const { rows } = await tx.query<Lead & { cursor?: string }>(
    `select kind, id, name, email, phone, company, industry, type, message, callback_time, time_zone, captured,
            ${transcript ? 'messages' : `'[]'::jsonb as messages`}, received_at, status, owner_id
            ${exporting ? `, to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor` : ''}
     from (${source(ENQUIRY_LEADS)} union all ${source(CALLBACK_LEADS)}) as leads
     order by received_at desc, id desc
     limit $6 ${exporting ? '' : 'offset $7'}`,
    [
      ...filterParams(query),
      window.limit,
      ...(!exporting ? [window.offset] : window.after ? [window.after.receivedAt, window.after.id] : []),
    ],
  )
  return rows
}

/**
 * One page of the inbox (the window ~/lib/list-query's `pageWindow` gives), newest first, with the
 * total that match and the notes of the leads shown.
 */
export function listLeads(
  caller: Caller,
  query: LeadQuery,
  window: PageWindow,
): Promise<{ leads: Lead[]; total: number; notes: LeadNote[] }> {
  return asCaller(caller, async (tx) => {
    const { rows: counted } = await tx.query<{ total: number }>(
      `select count(*)::int as total from (${LEADS}) as leads ${WHERE}`,
      filterParams(query),
    )
    const leads = await selectLeads(tx, query, window, true)
    return { leads, total: counted[0]!.total, notes: await notesOf(tx, leads) }
  })
}

/** The notes of these leads, oldest first, each with the lead it belongs to. */
async function notesOf(tx: Queryable, leads: Array<Pick<Lead, 'kind' | 'id'>>) {
  const ids = (kind: LeadKind) => leads.filter((lead) => lead.kind === kind).map((lead) => lead.id)
  const { rows } = await tx.query<LeadNote>(
    `select n.id, n.author_id, n.author_email, n.body, n.created_at, n.edited_at,
            case when l.enquiry_id is not null then 'enquiry' else 'callback' end as kind,
            coalesce(l.enquiry_id, l.chat_request_id) as source_id
     from public.lead_notes n join public.leads l on l.id = n.lead_id
     where l.enquiry_id = any($1::uuid[]) or l.chat_request_id = any($2::uuid[])
     order by n.created_at, n.id`,
    [ids('enquiry'), ids('callback')],
  )
  return rows
}

/**
 * Every lead the filters match, newest first, a batch at a time (the CSV export streams them): each
 * batch its own short read, so a large export never holds a transaction open while the client reads,
 * and each continues after the last lead of the one before (not at an offset, which would read and
 * sort every earlier lead again), so a lead that arrives or goes meanwhile moves no other.
 */
export async function* eachLeadBatch(
  caller: Caller,
  query: LeadQuery,
  batchSize: number,
): AsyncGenerator<Array<Lead & { notes: LeadNote[] }>> {
  for (let after: ExportCursor | null = null; ;) {
    const { rows, notes } = await asCaller(caller, async (tx) => {
      const rows = await selectLeads(tx, query, { limit: batchSize, after }, false)
      return { rows, notes: await notesOf(tx, rows) }
    })
    const last = rows.at(-1)
    if (last) {
      after = { receivedAt: last.cursor!, id: last.id }
      yield rows.map(({ cursor: _cursor, ...lead }) => ({
        ...lead,
        notes: notes.filter((note) => note.kind === lead.kind && note.source_id === lead.id),
      }))
    }
    if (rows.length < batchSize) return
  }
}

interface AdminCounts {
  models: number
  organizations: number
  users: number
  requests: number
}

/**
 * The live figures of the dashboard's cards (invoices and blog keep fixed sample figures: we store
 * neither): the counts the database keeps as rows come and go (decision 079), so the dashboard
 * reads four numbers, never the tables. Requests are the leads: every enquiry and every chat that
 * became a lead has its row in public.leads (decision 075).
 */
export function countForDashboard(caller: Caller): Promise<AdminCounts> {
  return asCaller(caller, async (tx) => {
    const kept = await keptCounts(tx)
    return {
      models: kept.ai_models ?? 0,
      organizations: kept.organizations ?? 0,
      users: kept.profiles ?? 0,
      requests: kept.leads ?? 0,
    }
  })
}

/**
 * The desk's two counts, each at most LEAD_COUNT_CAP + 1 rows read however many leads there are
 * (decision 075): every lead has its row in public.leads, so New is the rows with status 'new'
 * (leads_status_idx) and Unassigned the rows with no owner (leads_owner_idx), then those of owners
 * who are no longer admins. Those owners are found by skipping through leads_owner_idx one owner
 * at a time (a handful of admins ever, however many leads), never by reading every owned lead, and
 * each is looked up in profiles by its key (not a scan of every profile).
 */
export function countLeadsToTriage(caller: Caller): Promise<LeadsToTriage> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<LeadsToTriage>(
      `with recursive owners (id) as (
         (select owner_id from public.leads where owner_id is not null order by owner_id limit 1)
         union all
         select (select l.owner_id from public.leads l where l.owner_id > o.id order by l.owner_id limit 1)
         from owners o where o.id is not null
       )
       select
         (select count(*) from (select 1 from public.leads where status = 'new' limit $1) as capped)::int as new,
         (select count(*) from (
            (select 1 from public.leads where owner_id is null limit $1)
            union all
            (select 1 from owners o
               cross join lateral (select 1 from public.leads l where l.owner_id = o.id limit $1) as theirs
             where not exists (select 1 from public.profiles p where p.id = o.id and p.is_admin))
            limit $1) as capped)::int as unassigned`,
      [LEAD_COUNT_CAP + 1],
    )
    return rows[0]!
  })
}
