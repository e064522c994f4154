/**
 * A PostgreSQL server through `pg`: the local server in tests and CI, Supabase's Postgres in
 * production. Only transaction-scoped settings are used (`set local`, `set_config(..., true)`),
 * which is what Supabase's transaction pooler supports.
 *
 * A server that cannot be reached, or a connection that dies mid-query, surfaces as a
 * `DatabaseUnavailableError`; the pool drops that connection and opens a fresh one on the next
 * request, so the engine recovers on its own once the server answers again.
 */
import type { Engine, Queryable } from './engine'
import { withoutQueryData } from './quiet-errors'
import { classifyDatabaseError, isConnectivityError } from './unavailable'

/** No query of this site takes long; one that does is talking to a server that stopped answering. */
const QUERY_TIMEOUT_MS = 20_000

async function classified<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw classifyDatabaseError(withoutQueryData(error))
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Engine> {
  // Loaded by the engine that uses it (the embedded one never does), not at every start-up.
  const { default: pg } = await import('pg')
  // Return bigint counts as numbers and timestamps as Date, as PGlite does.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: QUERY_TIMEOUT_MS,
    // A connection whose peer vanished without a word is noticed instead of waited on forever.
    keepAlive: true,
    options: '-c search_path=public,extensions',
  })
  // An idle client that loses its connection must not crash the process (the pool drops it).
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message))
  // Fail at start-up, with the server's own message, when the database is unreachable.
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end().catch(() => {})
    throw classifyDatabaseError(error)
  }
  let closed = false
  return {
    kind: 'postgres',
    async transaction(fn) {
      const client = await classified(() => pool.connect())
      let broken: unknown
      // A connection that dies while checked out also emits 'error' on its client, and the pool
      // listens only to idle ones: unheard, that event would crash the process. The query in
      // flight fails with the same error, which is what this transaction reports.
      const onError = (error: Error) => {
        broken = error
      }
      client.on('error', onError)
      try {
        await client.query('begin')
        const tx: Queryable = {
          query: async (sql, params) => {
            const result = await client.query(sql, params as unknown[] | undefined)
            return { rows: result.rows }
          },
          exec: async (sql) => {
            await client.query(sql)
          },
        }
        const value = await fn(tx)
        await client.query('commit')
        return value
      } catch (error) {
        if (isConnectivityError(error)) broken = error
        else await client.query('rollback').catch(() => {})
        throw classifyDatabaseError(withoutQueryData(error))
      } finally {
        client.off('error', onError)
        // A connection that failed is discarded, not handed to the next request.
        client.release(broken instanceof Error ? broken : undefined)
      }
    },
    exec: (sql) =>
      classified(async () => {
        await pool.query(sql)
      }),
    query: (sql, params) =>
      classified(async () => {
        const result = await pool.query(sql, params as unknown[] | undefined)
        return { rows: result.rows }
      }),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
