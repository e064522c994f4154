/**
 * `npm run bench:export`: the sales desk's CSV export (/admin/requests.csv: `eachLeadBatch`, read
 * as an admin through Row Level Security, each row made a CSV line) of 100,000 generated leads,
 * whole, on the embedded engine (PGlite in memory) and on a PostgreSQL server. Prints the seconds
 * each export takes, and the milliseconds of the desk's New and Unassigned counts (the dashboard's
 * Requests card, decision 075). A benchmark, not a test: it fails nothing, and the machine it runs
 * on matters.
 *
 *   npm run bench:export [-- --rows 100000] [--engines pglite,postgres] [--explain] [--counts-only]
 *
 * `--explain` also prints the plan (EXPLAIN ANALYZE, as the admin) of the batch in the middle of
 * each export; `--keep` keeps the PostgreSQL scratch database for a closer look. PostgreSQL:
 * BENCH_DATABASE_URL (or DATABASE_URL) names a server the script may create a scratch database on
 * (`bench_export_<random>`, dropped at the end). Without it only PGlite runs.
 */
import { csvLine, leadCsvRow } from '~/.server/admin/csv'
import { countLeadsToTriage, eachLeadBatch } from '~/.server/admin/requests'
import { createUser } from '~/.server/auth/accounts'
import { runAs, runAsServiceRole, setDb, userCaller, type Caller, type Engine } from '~/.server/db'
import { migrate } from '~/.server/db/migrate'
import { parseListQuery } from '~/.server/list-query'
import { leadList } from '~/lib/admin-lists'
import { leadLimits } from '~/lib/entities/lead'
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

async function bench(label: string, plain: Engine, rows: number, showPlans: boolean, countsOnly: boolean) {
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
    for await (const batch of eachLeadBatch(caller, query, leadLimits.exportBatch)) {
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
  console.info('The CSV export as an admin (RLS on), whole, once per filter.')
  await onEachEngine('bench_export', (engine, label) => bench(label, engine, rows, showPlans, countsOnly))
}

await main()
