/**
 * `npm run bench:catalogue`: the catalogue's own queries (app/.server/models.ts, run as a visitor
 * through Row Level Security, exactly as the /models loader runs them) on 100,000 generated
 * models, on the embedded engine (PGlite in memory) and on a PostgreSQL server. Prints p50/p95
 * per query. A benchmark, not a test: it fails nothing, and the machine it runs on matters.
 *
 *   npm run bench:catalogue [-- --rows 100000] [--runs 200] [--engines pglite,postgres] [--explain]
 *
 * `--explain` also prints each query's plan (EXPLAIN ANALYZE, run as the visitor it ran as);
 * `--keep` keeps the PostgreSQL scratch database for a closer look (and says its name).
 *
 * PostgreSQL: BENCH_DATABASE_URL (or DATABASE_URL) names a server the script may create a scratch
 * database on (`bench_catalogue_<random>`, dropped at the end), for instance
 * postgresql://postgres@127.0.0.1:5432/postgres. Without it only PGlite runs.
 */
import { ANON, setDb, type Engine } from '~/.server/db'
import { migrate } from '~/.server/db/migrate'
import { listCatalogue, listCatalogueIndustries } from '~/.server/models'
import { catalogueLimits } from '~/lib/entities/ai-model'
import { onEachEngine, recording } from './lib/bench-engines'
import { loadModels } from './lib/generated-rows'
import { option } from './lib/options'

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** What the /models loader asks for: pages 1..page in one query, as a GET of ?page=N does. */
const cases: Array<[string, () => Promise<unknown>]> = [
  ['first page', () => listCatalogue(ANON, { offset: 0, limit: catalogueLimits.pageSize })],
  ['search "vision"', () => listCatalogue(ANON, { search: 'vision', offset: 0, limit: catalogueLimits.pageSize })],
  ['search, no match', () => listCatalogue(ANON, { search: 'zzqx', offset: 0, limit: catalogueLimits.pageSize })],
  [
    'filter Healthcare',
    () => listCatalogue(ANON, { industry: 'Healthcare', offset: 0, limit: catalogueLimits.pageSize }),
  ],
  [
    'search + filter',
    () => listCatalogue(ANON, { search: 'scan', industry: 'Healthcare', offset: 0, limit: catalogueLimits.pageSize }),
  ],
  ['page 10 (100 rows)', () => listCatalogue(ANON, { offset: 0, limit: 10 * catalogueLimits.pageSize })],
  [
    'search + filter, page 10',
    () =>
      listCatalogue(ANON, { search: 'scan', industry: 'Healthcare', offset: 0, limit: 10 * catalogueLimits.pageSize }),
  ],
  ['industry chips', () => listCatalogueIndustries(ANON)],
]

async function explain(engine: Engine, sql: string, params: unknown[]) {
  const plan = await engine.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`)
    await tx.query('set local role anon')
    return (await tx.query<Record<string, string>>(`explain (analyze, costs off) ${sql}`, params)).rows
  })
  return plan.map((row) => `      ${Object.values(row)[0]}`).join('\n')
}

async function bench(label: string, plain: Engine, rows: number, runs: number, showPlans: boolean) {
  const { engine, statements } = recording(plain)
  setDb(engine)
  await migrate(engine)
  const started = performance.now()
  await loadModels(engine, rows)
  console.info(
    `\n${label}: ${rows.toLocaleString('en-US')} models loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  console.info(`${'query'.padEnd(28)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'rows'.padStart(8)}`)
  for (const [name, run] of cases) {
    for (let i = 0; i < Math.min(20, runs); i++) await run()
    const times: number[] = []
    let count = 0
    for (let i = 0; i < runs; i++) {
      const t = performance.now()
      const result = await run()
      times.push(performance.now() - t)
      count = (result as unknown[]).length
    }
    times.sort((a, b) => a - b)
    console.info(
      `${name.padEnd(28)}${percentile(times, 50).toFixed(2).padStart(10)}${percentile(times, 95).toFixed(2).padStart(10)}${String(count).padStart(8)}`,
    )
    const last = statements.at(-1)
    if (showPlans && last) console.info(await explain(plain, last.sql, last.params))
  }
}

async function main() {
  const rows = Number(option('rows', '100000'))
  const runs = Number(option('runs', '200'))
  const showPlans = process.argv.includes('--explain')
  console.info(`Catalogue queries as a visitor (RLS on), ${runs} runs each after a warm-up.`)
  await onEachEngine('bench_catalogue', (engine, label) => bench(label, engine, rows, runs, showPlans))
}

await main()
