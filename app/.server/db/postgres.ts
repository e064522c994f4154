/**
 * A PostgreSQL server through `pg`: the local server in tests and CI, Supabase's Postgres in
 * production. Only transaction-scoped settings are used (`set local`, `set_config(..., true)`),
 * which is what Supabase's transaction pooler supports.
 */
import pg from 'pg'
import type { Engine, Queryable } from './engine'

// Return bigint counts as numbers and timestamps as Date, as PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export async function openPostgres(url: string, poolSize = 10): Promise<Engine> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    options: '-c search_path=public,extensions',
  })
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle connection error:', error.message))
  // Fail at start-up, with the server's own message, when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  let closed = false
  return {
    kind: 'postgres',
    async transaction(fn) {
      const client = await pool.connect()
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
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    query: async (sql, params) => {
      const result = await pool.query(sql, params as unknown[] | undefined)
      return { rows: result.rows }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
