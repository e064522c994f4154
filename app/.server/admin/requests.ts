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
import { leadLimits, type Lead, type LeadKind, type LeadNote } from '~/lib/entities/lead'
import { COUNT_BOUND, type KeysetPage, type KeysetWindow, readRowKey, type RowKey } from '~/lib/list-query'
import { asCaller, getDb, type Caller, type Queryable } from '../db'
import { likePattern } from '../db/like'
import { DUE_CONDITION } from '../lead-follow-up'
import { keptCounts } from '../db/keyset'

/**
 * Every lead as one row shape: an enquiry's or a chat's fields, and its state. A chat lead (kind
 * 'callback', booked or not) is dated by the chat record's last change; one with no booking is named
 * by what the AI Architect learned (its name, company and industry) until a form gives them. A lead's owner is an admin: one whose admin
 * access was taken back owns nothing any more, so their leads read as nobody's (under 'Unassigned',
 * with 'No owner', to be given to an admin), while the row keeps their id until someone changes it
 * (the audit log says who had it). Each source on its own too: a page or the export reads each in
 * order through its index (decision 055). The sources are read through private.staff_enquiry_leads
 * and private.staff_chat_leads (staff only, checked once per statement), where a search can use its
 * indexes; the lead's state and owner through their tables' policies (decision 078). `search` is
 * the text a search looks in (name, e-mail, company, message), served by a trigram index a source.
 */
const ENQUIRY_LEADS = `
  select 'enquiry'::text as kind, e.id, e.name, e.email, e.phone, null::text as company, null::text as industry,
         e.type, e.message, null::text as callback_time, null::text as time_zone, '{}'::jsonb as captured,
         '[]'::jsonb as messages, e.created_at as received_at, coalesce(l.status, 'new') as status, o.id as owner_id,
         to_char(l.follow_up_on, 'YYYY-MM-DD') as follow_up_on, e.search
  from private.staff_enquiry_leads e left join public.leads l on l.enquiry_id = e.id
    left join public.profiles o on o.id = l.owner_id and o.is_admin`
const CALLBACK_LEADS = `
  select 'callback'::text as kind, c.id, c.name, c.email, c.phone, c.company, c.industry, null::text as type,
         null::text as message, c.callback_time, c.time_zone, c.captured, c.messages, c.updated_at as received_at,
         coalesce(l.status, 'new') as status, o.id as owner_id,
         to_char(l.follow_up_on, 'YYYY-MM-DD') as follow_up_on, c.search
  from private.staff_chat_leads c left join public.leads l on l.chat_request_id = c.id
    left join public.profiles o on o.id = l.owner_id and o.is_admin`
/**
 * An organisation's request for a model (decision 084): who asked, their organisation (as the
 * company), the model (as the type) and their note (as the message). Its decision's fields are read
 * for the open lead alone (../model-access.ts `openAccessRequest`).
 */
const ACCESS_LEADS = `
  select 'access'::text as kind, a.id, a.name, a.email, null::text as phone, a.company, a.industry, a.type,
         a.message, null::text as callback_time, null::text as time_zone, '{}'::jsonb as captured,
         '[]'::jsonb as messages, a.created_at as received_at, coalesce(l.status, 'new') as status, o.id as owner_id,
         to_char(l.follow_up_on, 'YYYY-MM-DD') as follow_up_on, a.search
  from private.staff_access_leads a left join public.leads l on l.organization_model_id = a.id
    left join public.profiles o on o.id = l.owner_id and o.is_admin`
const SOURCES = [ENQUIRY_LEADS, CALLBACK_LEADS, ACCESS_LEADS]

/** What a lead's row carries to the page and the export (`search` stays in the database). */
const LEAD_COLUMNS = `kind, id, name, email, phone, company, industry, type, message, callback_time, time_zone,
  captured, messages, received_at, status, owner_id, follow_up_on`

/** A row's place in the order as a URL's key (~/lib/list-query `KEY`): microseconds since 1970 and id. */
const ROW_KEY = `(extract(epoch from received_at) * 1000000)::bigint || '_' || id`

/** Numbered parameters, added as the statement is written (so a filter is one line below). */
function parameters() {
  const values: unknown[] = []
  return { values, add: (value: unknown) => `$${values.push(value)}` }
}
type Add = ReturnType<typeof parameters>['add']

/** What a notification links to (`?q=<email>`) and what a person pastes: an e-mail address alone. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const byEmail = (query: LeadQuery) => query.q !== null && EMAIL_ADDRESS.test(query.q)

/**
 * The filters of the view as conditions on a lead's row, one each. A search that is an e-mail
 * address finds the leads with that address, any case, through the lower(email) indexes; any other
 * finds the text in name, e-mail, company or message (`%` and `_` literal), through the trigram
 * indexes on `search`.
 */
function filterConditions(add: Add, query: LeadQuery): string[] {
  const conditions: string[] = []
  if (query.q)
    conditions.push(
      byEmail(query)
        ? `lower(email) = lower(${add(query.q)})`
        : `search ilike ${add(likePattern(query.q))} escape '\\'`,
    )
  if (query.status) conditions.push(`status = ${add(query.status)}`)
  if (query.type) conditions.push(`kind = ${add(query.type)}`)
  if (query.owner === 'none') conditions.push('owner_id is null')
  else if (query.owner) conditions.push(`owner_id = ${add(query.owner)}::uuid`)
  if (query.due === 'today') conditions.push(DUE_CONDITION)
  return conditions
}

const whereAll = (conditions: readonly string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '')

/** A row key's place in the order, for a condition on (received_at, id). */
function rowKeySql(add: Add, key: RowKey) {
  return `(timestamptz 'epoch' + ${add(key.micros)}::bigint * interval '1 microsecond', ${add(key.id)}::uuid)`
}

/**
 * Leads in (received_at, id) order, newest first (`older`: those older than `key`, or the newest
 * when it is null) or oldest first (newer than `key`): each source ordered and cut on its own, then
 * the two merged, so each reads its rows through its index in that order (enquiry_received_idx,
 * chat_requests_lead_idx) and stops at `limit`, instead of every lead being read and sorted
 * (decision 055). Leads that share a time, of either kind, are neither skipped nor repeated.
 */
async function selectLeads(
  tx: Queryable,
  query: LeadQuery,
  { key, older, limit, transcript }: { key: RowKey | null; older: boolean; limit: number; transcript: boolean },
) {
  const { values, add } = parameters()
  const conditions = filterConditions(add, query)
  if (key) conditions.push(`(received_at, id) ${older ? '<' : '>'} ${rowKeySql(add, key)}`)
  const order = older ? 'desc' : 'asc'
  const n = add(limit)
  // An e-mail address finds a few leads by its index: each source's matches as they are, sorted
  // below. Ordered and cut here too, the planner would walk a source's newest-first index looking
  // for the address (every chat lead read when it has none).
  const source = (leads: string) =>
    `(select * from (${leads}) as source ${whereAll(conditions)}
      ${byEmail(query) ? '' : `order by received_at ${order}, id ${order} limit ${n}`})`
  const { rows } = await tx.query<Lead & { key: string }>(
    `select ${LEAD_COLUMNS.replace('messages', transcript ? 'messages' : `'[]'::jsonb as messages`)}, ${ROW_KEY} as key
     from (${SOURCES.map(source).join(' union all ')}) as leads
     order by received_at ${order}, id ${order}
     limit ${n}`,
    values,
  )
  return rows
}

/**
 * How many leads match, and how many of them are newer than `first`, each counted up to
 * `bound + 1` rows (decision 078): past the bound the page says '1,000+' rather than read every
 * lead on every page.
 */
async function countLeads(tx: Queryable, query: LeadQuery, first: RowKey | null, bound: number) {
  const { values, add } = parameters()
  const conditions = filterConditions(add, query)
  const upTo = add(bound + 1)
  const capped = (extra: readonly string[]) =>
    `(select count(*) from (${SOURCES.map((leads) => `(select 1 from (${leads}) as source ${whereAll([...conditions, ...extra])} limit ${upTo})`).join(' union all ')} limit ${upTo}) as capped)::int`
  const { rows } = await tx.query<{ total: number; position: number }>(
    `select ${capped([])} as total,
            ${first ? capped([`(received_at, id) > ${rowKeySql(add, first)}`]) : '0'} as position`,
    values,
  )
  return rows[0]!
}

/**
 * One page of the inbox by key (~/lib/list-query's `keysetWindow`: the newest, after a lead or
 * before one), newest first, with the notes of the leads shown and the page as its pager needs it:
 * how many match and how many are newer, each counted up to leadLimits.countBound, and whether
 * older leads follow (one more row read). Every page costs the same, however deep.
 */
export function listLeads(
  caller: Caller,
  query: LeadQuery,
  window: KeysetWindow,
): Promise<{ leads: Lead[]; notes: LeadNote[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const read = (key: RowKey | null, older: boolean, limit: number) =>
      selectLeads(tx, query, { key, older, limit, transcript: true })
    let rows: Array<Lead & { key: string }>
    let more: boolean
    if (window.before) {
      rows = (await read(window.before, false, window.limit)).reverse()
      more = true
      // Fewer than a page newer than `before` (leads went meanwhile): the newest page instead.
      if (rows.length < window.limit) rows = await read(null, true, window.limit + 1)
    } else rows = await read(window.after, true, window.limit + 1)
    if (rows.length > window.limit) {
      rows = rows.slice(0, window.limit)
      more = true
    } else more = false
    const last = rows.at(-1)
    // A page come back to from an older one: whether anything is older than its last lead now.
    if (window.before && last && rows.length === window.limit)
      more = (await read(readRowKey(last.key), true, 1)).length > 0
    const bound = leadLimits.countBound
    const counts = await countLeads(tx, query, rows[0] ? readRowKey(rows[0].key) : null, bound)
    const leads = rows.map(({ key: _key, ...lead }) => lead)
    return {
      leads,
      notes: await notesOf(tx, leads),
      page: {
        firstKey: rows[0]?.key ?? null,
        lastKey: last?.key ?? null,
        count: rows.length,
        total: counts.total,
        position: counts.position,
        bound,
        more,
      },
    }
  })
}

/**
 * Where a page that starts at this lead begins (an `after` key just newer than it: the lead, then
 * older ones), within the view's filters and as the viewer may read it; null when no such lead
 * matches. For a link that names one lead (the e-mails to its owner, decision 080): by the time it
 * is followed, a desk taking a hundred leads a day has moved it off the newest page.
 */
export function pageStartingAt(
  caller: Caller,
  query: LeadQuery,
  lead: Pick<Lead, 'kind' | 'id'>,
): Promise<string | null> {
  return asCaller(caller, async (tx) => {
    const { values, add } = parameters()
    const conditions = [...filterConditions(add, query), `kind = ${add(lead.kind)}`, `id = ${add(lead.id)}::uuid`]
    const { rows } = await tx.query<{ micros: string }>(
      `select (extract(epoch from received_at) * 1000000)::bigint::text as micros
       from (${SOURCES.map((leads) => `(select received_at from (${leads}) as source ${whereAll(conditions)})`).join(' union all ')}) as leads
       limit 1`,
      values,
    )
    // Every lead of that microsecond is older than the next one's first key.
    return rows[0] ? `${BigInt(rows[0].micros) + 1n}_00000000-0000-0000-0000-000000000000` : null
  })
}

/** The notes of these leads, oldest first, each with the lead it belongs to. */
async function notesOf(tx: Queryable, leads: Array<Pick<Lead, 'kind' | 'id'>>) {
  const ids = (kind: LeadKind) => leads.filter((lead) => lead.kind === kind).map((lead) => lead.id)
  const { rows } = await tx.query<LeadNote>(
    `select n.id, n.author_id, n.author_email, n.body, n.created_at, n.edited_at,
            case when l.enquiry_id is not null then 'enquiry'
                 when l.chat_request_id is not null then 'callback' else 'access' end as kind,
            coalesce(l.enquiry_id, l.chat_request_id, l.organization_model_id) as source_id
     from public.lead_notes n join public.leads l on l.id = n.lead_id
     where l.enquiry_id = any($1::uuid[]) or l.chat_request_id = any($2::uuid[])
       or l.organization_model_id = any($3::uuid[])
     order by n.created_at, n.id`,
    [ids('enquiry'), ids('callback'), ids('access')],
  )
  return rows
}

type ExportBatch = Array<Lead & { notes: LeadNote[] }>

/**
 * A batch's leads, each given its notes (found by lead, not by a search of the batch's notes for
 * each). The rows are the driver's, fresh for this batch: given their notes in place rather than
 * copied, since the export does this for every lead of the year.
 */
async function withNotes(tx: Queryable, leads: Lead[]): Promise<ExportBatch> {
  if (leads.length === 0) return []
  const byLead = new Map<string, LeadNote[]>()
  for (const note of await notesOf(tx, leads)) {
    const of = `${note.kind}:${note.source_id}`
    const notes = byLead.get(of)
    if (notes) notes.push(note)
    else byLead.set(of, [note])
  }
  return leads.map((lead) => Object.assign(lead, { notes: byLead.get(`${lead.kind}:${lead.id}`) ?? [] }))
}

/**
 * Every lead the filters match, newest first, a batch at a time (the CSV export streams them), as
 * they were when the export began, each once (decision 078). It stops reading when the consumer
 * stops asking (the generator's `return()`: the stream was cancelled) or `signal` aborts (the
 * client left), and what it held is let go before `return()` resolves.
 *
 * On PostgreSQL: one read-only REPEATABLE READ transaction, one cursor over one statement, FETCHed
 * a batch at a time, the notes of each batch in the same snapshot. It holds one of the pool's
 * connections while the client downloads, no other request's.
 *
 * On the embedded engine (PGlite has one connection, shared by every request, so a transaction held
 * for a whole download would stop the site): each batch its own short transaction, continuing after
 * the last lead of the one before (decision 055), all bounded by the export's start: the first batch
 * takes the time, and nothing received after it is read, so a lead that arrives meanwhile is neither
 * included nor repeated, and one that goes meanwhile moves no other. A chat lead whose chat changes
 * during the export is dated by that change, so it is left out, as one that arrived.
 */
export async function* eachLeadBatch(
  caller: Caller,
  query: LeadQuery,
  /** Leads a batch; by default each engine's own (leadLimits.exportFetch, leadLimits.exportBatch). */
  batchSize?: number,
  signal?: AbortSignal,
): AsyncGenerator<ExportBatch> {
  if ((await getDb()).kind === 'postgres')
    yield* snapshotBatches(caller, query, batchSize ?? leadLimits.exportFetch, signal)
  else yield* keysetBatches(caller, query, batchSize ?? leadLimits.exportBatch, signal)
}

/** What the export's cursor reads of a lead: no transcript (the file has none), no page key. */
const EXPORT_COLUMNS = LEAD_COLUMNS.replace(/\bmessages,\s*/, '')

async function* snapshotBatches(caller: Caller, query: LeadQuery, batchSize: number, signal?: AbortSignal) {
  yield* generatorOf<ExportBatch>((emit) =>
    asCaller(
      caller,
      async (tx) => {
        const { values, add } = parameters()
        const conditions = whereAll(filterConditions(add, query))
        const source = (leads: string) =>
          `(select * from (${leads}) as source ${conditions} order by received_at desc, id desc)`
        await tx.query(
          `declare lead_export no scroll cursor for
           select ${EXPORT_COLUMNS}
           from (${SOURCES.map(source).join(' union all ')}) as leads
           order by received_at desc, id desc`,
          values,
        )
        type Read = Promise<{ more: boolean; leads: ExportBatch }>
        const read = (): Read => {
          const reading = (async () => {
            const { rows } = await tx.query<Lead>(`fetch ${Number(batchSize)} from lead_export`)
            // The statement reads no transcript: the file has none.
            for (const row of rows) row.messages = []
            return { more: rows.length === batchSize, leads: await withNotes(tx, rows) }
          })()
          // Awaited later (after the batch before it is written), or let go: never an unhandled rejection.
          reading.catch(() => undefined)
          return reading
        }
        // One batch read ahead: the database reads the next while this one is written out and
        // compressed (two cores at work instead of one by turns); memory holds two batches.
        let next: Read | null = read()
        try {
          while (next && !signal?.aborted) {
            const batch: Awaited<Read> = await next
            next = batch.more ? read() : null
            if (batch.leads.length > 0 && !(await emit(batch.leads))) return
          }
        } finally {
          // The transaction ends only once the statement read ahead has: a stopped export waits for
          // it, and its answer (or error) is nobody's.
          await next?.catch(() => undefined)
        }
      },
      { snapshot: true },
    ),
  )
}

async function* keysetBatches(caller: Caller, query: LeadQuery, batchSize: number, signal?: AbortSignal) {
  let after: RowKey | null = null
  while (!signal?.aborted) {
    const batch: { rows: Array<Lead & { key: string }>; leads: ExportBatch } = await asCaller(caller, async (tx) => {
      // The export's start, a microsecond on, with the smallest id: every lead received up to it.
      after ??= (
        await tx.query<RowKey>(
          `select ((extract(epoch from now()) * 1000000)::bigint + 1)::text as micros,
                  '00000000-0000-0000-0000-000000000000' as id`,
        )
      ).rows[0]!
      const rows = await selectLeads(tx, query, { key: after, older: true, limit: batchSize, transcript: false })
      return {
        rows,
        leads: await withNotes(
          tx,
          rows.map(({ key: _key, ...lead }) => lead),
        ),
      }
    })
    const last = batch.rows.at(-1)
    if (last) {
      after = readRowKey(last.key)
      yield batch.leads
    }
    if (batch.rows.length < batchSize) return
  }
}

/**
 * A producer that runs inside a callback (a transaction) as an async generator: each `emit(value)`
 * hands one value to the consumer and resolves when it asks for the next (true) or stops (false:
 * `return()` or a throw at the `yield`). The generator ends once the producer has returned, so a
 * transaction is over, its connection released, before the consumer's `return()` resolves; the
 * producer's error is the generator's.
 */
async function* generatorOf<T>(run: (emit: (value: T) => Promise<boolean>) => Promise<void>): AsyncGenerator<T> {
  type Slot = { value: T; answer: (more: boolean) => void } | null
  let offer!: (slot: Slot) => void
  let offered = new Promise<Slot>((resolve) => (offer = resolve))
  const finished = run(
    (value) =>
      new Promise<boolean>((answer) => {
        offer({ value, answer })
      }),
  ).finally(() => offer(null))
  let answer: ((more: boolean) => void) | undefined
  let stopped = true
  try {
    for (;;) {
      const slot = await offered
      if (!slot) break
      offered = new Promise<Slot>((resolve) => (offer = resolve))
      answer = slot.answer
      yield slot.value
      answer = undefined
      slot.answer(true)
    }
    stopped = false
  } finally {
    if (stopped) {
      answer?.(false)
      // The consumer has gone: what the producer says on its way out is nobody's to hear.
      await finished.catch(() => undefined)
    }
  }
  await finished
}

interface AdminCounts {
  models: number
  organizations: number
  users: number
  requests: number
  /** Invoices issued (decision 085), counted up to COUNT_BOUND + 1: a year's invoices, never a scan of every one. */
  invoices: number
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
    const { rows } = await tx.query<{ invoices: number }>(
      'select count(*)::int as invoices from (select 1 from private.staff_invoices limit $1) bounded',
      [COUNT_BOUND + 1],
    )
    return {
      models: kept.ai_models ?? 0,
      organizations: kept.organizations ?? 0,
      users: kept.profiles ?? 0,
      requests: kept.leads ?? 0,
      invoices: rows[0]?.invoices ?? 0,
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
