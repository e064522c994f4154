/**
 * `npm run bench:export`: the sales desk's CSV export (/admin/requests.csv: `eachLeadBatch`, read
 * as an admin through Row Level Security, each row made a CSV line) of 100,000 generated leads,
 * whole, on the embedded engine (PGlite in memory) and on a PostgreSQL server. Prints the seconds
 * each export takes, and the milliseconds of the desk's New and Unassigned counts (the dashboard's
 * Requests card, decision 075). A benchmark, not a test: it fails nothing, and the machine it runs
 * on matters.
 *
 *   npm run bench:export [-- --rows 100000] [--engines pglite,postgres] [--explain] [--counts-only] [--desk]
 *
 * `--desk` times the inbox's pages instead (decision 078), each the median of 21 as the admin under
 * RLS: the notification's `?q=<email>`, the newest page, a page in the middle and the last page (by
 * key), a search for a word, and the owners (listAdmins); then the whole export, with the process's
 * peak memory while it runs.
 * `--explain` also prints the plan (EXPLAIN ANALYZE, as the admin) of the batch in the middle of
 * each export; `--keep` keeps the PostgreSQL scratch database for a closer look. PostgreSQL:
 * BENCH_DATABASE_URL (or DATABASE_URL) names a server the script may create a scratch database on
 * (`bench_export_<random>`, dropped at the end). Without it only PGlite runs.
 */
import { csvLine, leadCsvRow } from '~/.server/admin/csv'
import { countLeadsToTriage, eachLeadBatch, listLeads } from '~/.server/admin/requests'
import { createUser } from '~/.server/auth/accounts'
import { runAs, runAsServiceRole, setDb, userCaller, type Caller, type Engine } from '~/.server/db'
import { migrate } from '~/.server/db/migrate'
import { parseListQuery } from '~/.server/list-query'
import { listAdmins } from '~/.server/profiles'
import { leadList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'
import { onEachEngine, recording } from './lib/bench-engines'
import { inChunks } from './lib/generated-rows'
import { option } from './lib/options'

/**
 * Four in five leads are enquiries, the rest booked callbacks (and a few chats that booked none);
 * three leads share each second, and a callback shares its second with enquiries, as a busy desk's
 * would; one enquiry in ten mentions 'vision'; one lead in ten has been worked (contacted, with an
 * owner). About a year of them, newest an hour ago.
 */
async function load(engine: Engine, rows: number, ownerId: string) {
  const callbacks = Math.floor(rows / 5)
  const stamp = (i: string) => `date_trunc('second', now()) - interval '1 hour' - (${i} / 3) * interval '15 minutes'`
  await inChunks(rows - callbacks, (from, to) =>
    engine.query(
      `insert into public.enquiry (name, email, type, message, created_at)
       select 'Person ' || i, 'person' || i || '@example.com', 'Business',
              case when i % 10 = 0 then 'We want vision models' else 'Tell us about pricing' end, ${stamp('i')}
       from generate_series($1::int, $2::int) as i`,
      [from, to],
    ),
  )
  await inChunks(callbacks + Math.floor(callbacks / 10), (from, to) =>
    engine.query(
      `insert into public.chat_requests (chat_id, name, email, company, callback_time, updated_at)
       select gen_random_uuid(), 'Caller ' || i, 'caller' || i || '@example.com', 'Company ' || (i % 50),
              case when i <= $3 then 'morning' end, ${stamp('i * 4')}
       from generate_series($1::int, $2::int) as i`,
      [from, to, callbacks],
    ),
  )
  // Every lead has its row from the start (decision 075).
  await inChunks(rows - callbacks, (from, to) =>
    engine.query(
      `update public.leads l set status = 'contacted', owner_id = $1
       from public.enquiry e where l.enquiry_id = e.id and e.name ~ '0$' and e.name in (
         select 'Person ' || i from generate_series($2::int, $3::int) as i)`,
      [ownerId, from, to],
    ),
  )
  // Settled, as tables that have been live for a while would be (and no autovacuum mid-run).
  await engine.query('vacuum analyze public.enquiry, public.chat_requests, public.leads')
}

/** The desk's two counts, as the dashboard reads them: the median of 21 runs, and what they said. */
async function benchCounts(caller: Caller) {
  const times: number[] = []
  let counts = await countLeadsToTriage(caller)
  for (let i = 0; i < 21; i++) {
    const t = performance.now()
    counts = await countLeadsToTriage(caller)
    times.push(performance.now() - t)
  }
  const median = times.sort((a, b) => a - b)[10]!
  console.info(
    `${'New and Unassigned'.padEnd(20)}${median.toFixed(2).padStart(8)} ms (median of 21) ${JSON.stringify(counts)}`,
  )
}

/**
 * A desk that has kept up: every lead but 500 worked (contacted, with an owner), 300 of them by
 * someone who has since stopped being an admin. The counts are then exact and small (500 New,
 * 800 Unassigned), read through the same indexes.
 */
async function workTheDesk(engine: Engine, ownerId: string) {
  const former = await runAsServiceRole(engine, 'benchmark: a former admin', (tx) =>
    createUser(tx, { email: 'bench-former@example.com', password: 'a-good-password' }),
  )
  await engine.query('update public.profiles set is_admin = true where id = $1', [former.id])
  const started = performance.now()
  for (;;) {
    const { rows } = await engine.query(
      `update public.leads set status = 'contacted', owner_id = $1
       where id in (select id from public.leads where status = 'new' or owner_id is null
                    order by id offset 500 limit 10000) returning 1`,
      [ownerId],
    )
    if (rows.length === 0) break
  }
  await engine.query(
    `update public.leads set owner_id = $1 where id in (
       select id from public.leads where owner_id = $2 order by id limit 300)`,
    [former.id, ownerId],
  )
  await engine.query('update public.profiles set is_admin = false where id = $1', [former.id])
  await engine.query('vacuum analyze public.leads, public.profiles')
  console.info(`A desk that kept up (worked in ${((performance.now() - started) / 1000).toFixed(1)} s):`)
}

/** EXPLAIN ANALYZE of a statement as the admin ran it (RLS on). */
async function printPlan(engine: Engine, caller: Caller, statement: { sql: string; params?: unknown[] }) {
  const plan = await runAs(
    engine,
    caller,
    async (tx) => (await tx.query(`explain (analyze, costs off) ${statement.sql}`, statement.params)).rows,
  )
  console.info(plan.map((row) => `      ${Object.values(row)[0]}`).join('\n'))
}

/** The median of 21 runs of `work` (after one to warm up), in milliseconds. */
async function median(work: () => Promise<unknown>) {
  await work()
  const times: number[] = []
  for (let i = 0; i < 21; i++) {
    const t = performance.now()
    await work()
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)[10]!
}

/**
 * The inbox's pages as the desk opens them (decision 078), and the whole export with its peak
 * memory. The keys of the middle and last pages are read once as the owner, as a 'Next page' link
 * would carry them.
 */
async function benchDesk(
  engine: Engine,
  plain: Engine,
  statements: Array<{ sql: string; params: unknown[] }>,
  caller: Caller,
  showPlans: boolean,
) {
  const keyAt = async (offset: number) =>
    (
      await plain.query<{ key: string }>(
        `select (extract(epoch from received_at) * 1000000)::bigint || '_' || id as key from (
           select created_at as received_at, id from public.enquiry
           union all select updated_at, id from public.chat_requests where lead_at is not null) as leads
         order by received_at desc, id desc offset $1 limit 1`,
        [offset],
      )
    ).rows[0]!.key
  const { rows: counted } = await plain.query<{ n: number }>(
    `select ((select count(*) from public.enquiry) + (select count(*) from public.chat_requests where lead_at is not null))::int as n`,
  )
  const total = counted[0]!.n
  const someone = (
    await plain.query<{ email: string }>(`select email from public.enquiry order by created_at limit 1 offset 777`)
  ).rows[0]!.email
  const pages: Array<[string, string]> = [
    ['?q=<email>', `q=${encodeURIComponent(someone)}`],
    ['newest page', ''],
    ['middle page', `after=${await keyAt(Math.floor(total / 2))}`],
    ['last page', `after=${await keyAt(total - 21)}`],
    ['search "vision"', 'q=vision'],
    ['"vision", page 2', ''],
  ]
  const visionFirst = await listLeads(caller, parseListQuery(leadList, new URLSearchParams('q=vision')), {
    limit: leadList.keyset.pageSize,
    after: null,
    before: null,
  })
  pages[5]![1] = `q=vision&after=${visionFirst.page.lastKey}`
  for (const [name, search] of pages) {
    const query = parseListQuery(leadList, new URLSearchParams(search))
    const window = keysetWindow(leadList, query)
    statements.length = 0
    const page = await listLeads(caller, query, window)
    const reads = [...statements]
    const ms = await median(() => listLeads(caller, query, window))
    console.info(
      `${name.padEnd(20)}${ms.toFixed(2).padStart(8)} ms (median of 21) ${page.leads.length} leads, ${JSON.stringify({ total: page.page.total, position: page.page.position, more: page.page.more })}`,
    )
    if (showPlans) for (const statement of reads.slice(0, 2)) await printPlan(plain, caller, statement)
  }
  statements.length = 0
  const adminsMs = await median(() => listAdmins(caller))
  console.info(`${'owners (listAdmins)'.padEnd(20)}${adminsMs.toFixed(2).padStart(8)} ms (median of 21)`)
  if (showPlans && statements[0]) await printPlan(plain, caller, statements[0])

  let peak = process.memoryUsage().rss
  const start = { rss: peak, heap: process.memoryUsage().heapUsed }
  const owners = new Map<string, string>()
  const t = performance.now()
  let count = 0
  // Each engine's own batch, as the route reads them.
  for await (const batch of eachLeadBatch(caller, parseListQuery(leadList, new URLSearchParams()))) {
    count += batch.length
    batch.map((lead) => csvLine(leadCsvRow(lead, owners))).join('')
    peak = Math.max(peak, process.memoryUsage().rss)
  }
  console.info(
    `${'the whole CSV'.padEnd(20)}${((performance.now() - t) / 1000).toFixed(2).padStart(8)} s ${count} rows, rss ${(start.rss / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB`,
  )
  void engine
}

async function bench(
  label: string,
  plain: Engine,
  rows: number,
  showPlans: boolean,
  countsOnly: boolean,
  desk: boolean,
) {
  const { engine, statements } = recording(plain)
  setDb(engine)
  await migrate(engine)
  const admin = await runAsServiceRole(engine, 'benchmark: the admin who exports', (tx) =>
    createUser(tx, { email: 'bench-admin@example.com', password: 'a-good-password' }),
  )
  await engine.query('update public.profiles set is_admin = true where id = $1', [admin.id])
  const caller: Caller = userCaller(admin)
  const started = performance.now()
  await load(engine, rows, admin.id)
  console.info(
    `\n${label}: ${rows.toLocaleString('en-US')} leads loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  statements.length = 0
  await benchCounts(caller)
  const counting = statements.at(-1)
  if (showPlans && counting) await printPlan(plain, caller, counting)
  if (desk) return benchDesk(engine, plain, statements, caller, showPlans)
  if (countsOnly) {
    await workTheDesk(engine, admin.id)
    await benchCounts(caller)
    if (showPlans && counting) await printPlan(plain, caller, counting)
    return
  }
  const owners = new Map([[admin.id, admin.email]])
  for (const [name, search] of [
    ['everything', ''],
    ['search "vision"', 'q=vision'],
    ['status Contacted', 'status=contacted'],
    ['callbacks', 'type=callback'],
  ] as const) {
    const query = parseListQuery(leadList, new URLSearchParams(search))
    statements.length = 0
    const t = performance.now()
    let count = 0
    let bytes = 0
    for await (const batch of eachLeadBatch(caller, query)) {
      count += batch.length
      bytes += batch.map((lead) => csvLine(leadCsvRow(lead, owners))).join('').length
    }
    const seconds = (performance.now() - t) / 1000
    console.info(
      `${name.padEnd(20)}${seconds.toFixed(2).padStart(8)} s${String(count).padStart(8)} rows${String(statements.length).padStart(5)} batches ${(bytes / 1e6).toFixed(1)} MB`,
    )
    const middle = statements[Math.floor(statements.length / 2)]
    if (showPlans && middle) await printPlan(plain, caller, middle)
  }
}

async function main() {
  const rows = Number(option('rows', '100000'))
  const showPlans = process.argv.includes('--explain')
  const countsOnly = process.argv.includes('--counts-only')
  const desk = process.argv.includes('--desk')
  console.info(
    desk
      ? "The inbox's pages and the whole export as an admin (RLS on)."
      : 'The CSV export as an admin (RLS on), whole, once per filter.',
  )
  await onEachEngine('bench_export', (engine, label) => bench(label, engine, rows, showPlans, countsOnly, desk))
}

await main()
