// The sales desk's CSV export a batch at a time (eachLeadBatch, decision 055), on every engine:
// every lead the filters match exactly once and newest first across batch boundaries, with many
// leads of both kinds at the same microsecond and others a microsecond either side; and a lead that
// arrives or goes between two batches moves no other (the offset paging it replaced repeated one
// and skipped another).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eachLeadBatch } from '~/.server/admin/requests'
import { createUser } from '~/.server/auth/accounts'
import { runAsServiceRole, setDb, userCaller, type Caller, type Engine } from '~/.server/db'
import { parseListQuery } from '~/.server/list-query'
import { leadList } from '~/lib/admin-lists'
import { recording } from '../scripts/lib/bench-engines'
import { useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

/** A lead as the oracle knows it: what the filters look at, and its exact time as text. */
interface Known {
  key: string
  at: string
  id: string
  kind: 'enquiry' | 'callback'
  text: string
  status: string
  owner: string | null
}

describeEachEngine('the leads export on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  let admin: Caller
  let adminId: string

  const exported = async (search: string, batchSize: number) => {
    const keys: string[] = []
    for await (const batch of eachLeadBatch(admin, parseListQuery(leadList, new URLSearchParams(search)), batchSize))
      keys.push(...batch.map((lead) => `${lead.kind}:${lead.id}`))
    return keys
  }

  /**
   * Every lead from the tables themselves, newest first, sorted here rather than by the database:
   * the times as fixed-width UTC text to the microsecond, then the ids (PostgreSQL orders uuids as
   * their hex text).
   */
  const known = async () => {
    const at = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as at`
    const { rows } = await engine.query<Omit<Known, 'key'>>(
      `select 'enquiry' as kind, e.id::text, ${at('e.created_at')}, concat_ws(' ', e.name, e.email, e.message) as text,
              coalesce(l.status, 'new') as status, l.owner_id as owner
       from public.enquiry e left join public.leads l on l.enquiry_id = e.id
       union all
       select 'callback', c.id::text, ${at('c.updated_at')}, concat_ws(' ', c.name, c.email, c.company),
              coalesce(l.status, 'new'), l.owner_id
       from public.chat_requests c left join public.leads l on l.chat_request_id = c.id
       where c.lead_at is not null`,
    )
    return rows
      .map((row) => ({ ...row, key: `${row.kind}:${row.id}` }))
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
  }

  beforeAll(async () => {
    db = await useAppDatabase(kind)
    engine = db.engine
    const user = await runAsServiceRole(engine, 'test fixture: the admin who exports', (tx) =>
      createUser(tx, { email: `exporter-${kind}@example.com`, password: 'a-good-password' }),
    )
    await engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
    admin = userCaller(user)
    adminId = user.id

    // Many of both kinds at one microsecond, more a microsecond either side, and some spread over
    // days; one in four mentions a needle, one in three has been worked. Three chats left no
    // e-mail and booked nothing: no leads (decision 063).
    const tie = `timestamptz '2026-03-01 10:00:00.123456+00'`
    const enquiries: Array<[string, number]> = [
      ['0', 23],
      ['1 microsecond', 6],
      ['-1 microsecond', 6],
    ]
    for (const [shift, count] of enquiries)
      await engine.query(
        `insert into public.enquiry (name, email, message, created_at)
         select 'Enquirer ' || i, 'e' || i || '@example.com', case when i % 4 = 0 then 'A NEEDLE here' else 'Hello' end,
                ${tie} + interval '${shift}'
         from generate_series(1, $1::int) as i`,
        [count],
      )
    await engine.query(
      `insert into public.enquiry (name, email, message, created_at)
       select 'Older ' || i, 'o' || i || '@example.com', 'Hello', ${tie} - i * interval '1 day 1.5 second'
       from generate_series(1, 20) as i`,
    )
    await engine.query(
      `insert into public.chat_requests (chat_id, name, email, company, callback_time, updated_at)
       select gen_random_uuid(), 'Caller ' || i, case when i <= 31 then 'c' || i || '@example.com' end,
              case when i % 4 = 0 then 'Needle Works' else 'Acme' end,
              case when i <= 31 then 'morning' end,
              case when i <= 17 or i > 31 then ${tie} when i <= 21 then ${tie} + interval '1 microsecond'
                   else ${tie} - (i - 21) * interval '7 hours' end
       from generate_series(1, 34) as i`,
    )
    // Every lead has its row from the start (decision 075): some are worked.
    await engine.query(
      `update public.leads l set status = case when n % 2 = 0 then 'contacted' else 'lost' end,
              owner_id = case when n % 2 = 0 then $1::uuid end
       from (select id, row_number() over (order by id) as n from public.enquiry) as e
       where l.enquiry_id = e.id and n % 3 = 0`,
      [user.id],
    )
    await engine.query(
      `update public.leads set status = 'contacted', owner_id = $1 where chat_request_id in (
         select id from public.chat_requests where callback_time is not null and company = 'Acme' limit 9)`,
      [user.id],
    )
  })
  afterAll(() => db?.close())

  it('yields every lead once, newest first, whatever the batch size, through ties of both kinds', async () => {
    const all = await known()
    expect(all).toHaveLength(86)
    // The ties the batches must cut through: 40 leads of both kinds at the same microsecond.
    expect(
      all
        .filter((lead) => lead.at === '2026-03-01 10:00:00.123456')
        .map((lead) => lead.kind)
        .sort(),
    ).toEqual([...Array<string>(17).fill('callback'), ...Array<string>(23).fill('enquiry')])
    for (const batchSize of [1, 7, 40, 86, 500]) expect(await exported('', batchSize)).toEqual(all.map((l) => l.key))
  })

  it('yields exactly the leads each filter matches, in order', async () => {
    const all = await known()
    const cases: Array<[string, (lead: Known) => boolean]> = [
      ['q=needle', (lead) => /needle/i.test(lead.text)],
      ['type=callback', (lead) => lead.kind === 'callback'],
      ['status=contacted', (lead) => lead.status === 'contacted'],
      [`owner=${adminId}`, (lead) => lead.owner === adminId],
      ['owner=none&type=enquiry', (lead) => lead.owner === null && lead.kind === 'enquiry'],
      ['q=needle&status=new', (lead) => /needle/i.test(lead.text) && lead.status === 'new'],
    ]
    for (const [search, matches] of cases) {
      const expected = all.filter(matches).map((lead) => lead.key)
      expect(expected.length, search).toBeGreaterThan(3)
      for (const batchSize of [3, 500]) expect(await exported(search, batchSize), search).toEqual(expected)
    }
  })

  it('moves no lead when one arrives or goes between batches', async () => {
    const before = (await known()).map((lead) => lead.key)
    const keys: string[] = []
    let batches = 0
    for await (const batch of eachLeadBatch(admin, parseListQuery(leadList, new URLSearchParams()), 10)) {
      keys.push(...batch.map((lead) => `${lead.kind}:${lead.id}`))
      batches++
      // A new enquiry, newer than any: it was not there when the export began, and shifts nothing.
      if (batches === 1)
        await engine.query(
          `insert into public.enquiry (name, email, message) values ('Late', 'late@example.com', 'Hi')`,
        )
      // One already written to the file is deleted: nothing after it is skipped.
      if (batches === 2) {
        const written = keys.find((key) => key.startsWith('enquiry:'))!.slice('enquiry:'.length)
        expect(
          (await engine.query('delete from public.enquiry where id = $1 returning id', [written])).rows,
        ).toHaveLength(1)
      }
    }
    expect(batches).toBe(9)
    expect(keys).toEqual(before)
  })

  /**
   * Sessions of this database inside a transaction, other than the one asking (PostgreSQL). A
   * transaction counts whether it is idle or running a statement: the export sends its next FETCH
   * as soon as a batch is out, so at any moment the session may be either.
   */
  const openTransactions = async () =>
    kind === 'postgres'
      ? (
          await engine.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
          )
        ).rows[0]!.n
      : 0

  it('stops reading, and lets its transaction go, when the client leaves', async () => {
    const query = parseListQuery(leadList, new URLSearchParams())
    // The stream cancelled: the generator's return() after the first batch.
    const batches = eachLeadBatch(admin, query, 10)
    expect((await batches.next()).value).toHaveLength(10)
    if (kind === 'postgres') expect(await openTransactions()).toBe(1)
    expect(await batches.return(undefined)).toEqual({ done: true, value: undefined })
    expect(await openTransactions()).toBe(0)
    expect((await batches.next()).done).toBe(true)

    // The request's signal: aborted while a batch is out, nothing more is read.
    const client = new AbortController()
    const read: number[] = []
    for await (const batch of eachLeadBatch(admin, query, 10, client.signal)) {
      read.push(batch.length)
      client.abort()
    }
    expect(read).toEqual([10])
    expect(await openTransactions()).toBe(0)
    // Other work goes on meanwhile and after (PGlite's one connection is not held).
    expect((await engine.query<{ n: number }>('select count(*)::int as n from public.enquiry')).rows[0]!.n).toBe(55)
  })

  it('reads one snapshot: a lead that arrives during the export is not in the file, none is repeated', async () => {
    const before = (await known()).map((lead) => lead.key)
    const keys: string[] = []
    for await (const batch of eachLeadBatch(admin, parseListQuery(leadList, new URLSearchParams()), 25)) {
      keys.push(...batch.map((lead) => `${lead.kind}:${lead.id}`))
      // A chat becomes a lead, and an enquiry arrives, in the middle of the export.
      await engine.query(
        `insert into public.chat_requests (chat_id, name, email, callback_time) values (gen_random_uuid(), 'Mid', $1, 'morning')`,
        [`mid-${keys.length}@example.com`],
      )
      await engine.query(`insert into public.enquiry (name, email, message) values ('Mid', 'mid@example.com', 'Hi')`)
    }
    expect(keys).toEqual(before)
  })

  it('on PostgreSQL reads the next batch while the one before is with the client; on PGlite only when asked', async () => {
    // The process database, its statements noted: each read of a batch (a FETCH from the snapshot's
    // cursor on PostgreSQL, a page of leads after a key on PGlite), in the order they are sent.
    const { engine: noting, statements } = recording(engine)
    const reads = () => statements.filter(({ sql }) => /^\s*(fetch |select kind,)/.test(sql))
    setDb(noting)
    try {
      const batches = eachLeadBatch(admin, parseListQuery(leadList, new URLSearchParams()), 10)
      expect((await batches.next()).value).toHaveLength(10)
      if (kind === 'postgres') {
        // The first batch is out and nothing more has been asked for: the second is being read
        // (decision 090: the database works while the server writes).
        await expect.poll(() => reads().length, { timeout: 2000 }).toBe(2)
      } else {
        // PGlite's one connection is every request's: a batch is its own transaction, read when asked.
        await new Promise((resolve) => setTimeout(resolve, 200))
        expect(reads()).toHaveLength(1)
      }
      expect(await batches.return(undefined)).toEqual({ done: true, value: undefined })
      expect(reads()).toHaveLength(kind === 'postgres' ? 2 : 1)
      expect(await openTransactions()).toBe(0)
    } finally {
      setDb(engine)
    }
  })
})
