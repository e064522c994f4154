/**
 * The engines a database benchmark runs on, as `--engines pglite,postgres` picks them: PGlite in
 * memory, and a scratch database (dropped at the end unless `--keep`) on the PostgreSQL server
 * BENCH_DATABASE_URL (or DATABASE_URL) names; without one, PostgreSQL is skipped with a sentence.
 */
import type { Engine } from '~/.server/db'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { option } from './options'
import { withScratchDatabase } from './scratch-database'

/**
 * The engine, remembering the statements callers ran (not the identity statements), so a plan can
 * be shown for one, under the role it ran as.
 */
export function recording(engine: Engine) {
  const statements: Array<{ sql: string; params: unknown[] }> = []
  const wrapped: Engine = {
    ...engine,
    kind: engine.kind,
    transaction: (fn, options) =>
      engine.transaction(
        (tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            query: (sql, params) => {
              if (!/^\s*(select set_config|set local)/.test(sql)) statements.push({ sql, params: params ?? [] })
              return tx.query(sql, params)
            },
          }),
        options,
      ),
  }
  return { engine: wrapped, statements }
}

/** Opens each engine, hands it to `run` with a label naming it, and closes it. */
export async function onEachEngine(prefix: string, run: (engine: Engine, label: string) => Promise<void>) {
  const engines = option('engines', 'pglite,postgres').split(',')
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
  if (engines.includes('pglite')) {
    const engine = await openPglite()
    try {
      await run(engine, 'PGlite (embedded, in memory)')
    } finally {
      await engine.close()
    }
  }
  if (!engines.includes('postgres')) return
  if (!serverUrl) {
    console.info('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server the script may create a database on).')
    return
  }
  await withScratchDatabase(
    serverUrl,
    prefix,
    async (url) => {
      const engine = await openPostgres(url, 4)
      try {
        const { rows: version } = await engine.query<{ v: string }>(`select current_setting('server_version') as v`)
        await run(engine, `PostgreSQL ${version[0]!.v}`)
      } finally {
        await engine.close()
      }
    },
    { keep: process.argv.includes('--keep') },
  )
}
