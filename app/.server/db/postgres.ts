/**
 * A PostgreSQL server through `pg`: the local server in tests and CI, Supabase's Postgres in
 * production. Only transaction-scoped settings are used (`set local`, `set_config(..., true)`),
 * which is what Supabase's transaction pooler supports.
 *
 * A server that cannot be reached, or a connection that dies mid-query, surfaces as a
 * `DatabaseUnavailableError`; the pool drops that connection and opens a fresh one on the next
 * request, so the engine recovers on its own once the server answers again.
 */
import { randomBytes } from 'node:crypto'
import type { Client } from 'pg'
import type { Engine, NoticeHandlers, Queryable } from './engine'
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

/**
 * `options.listenUrl`: where `listen` opens its connection (DATABASE_LISTEN_URL), when the pool's
 * URL is a transaction pooler, which does not pass notices on; by default the pool's URL.
 */
export async function openPostgres(url: string, poolSize = 10, options: { listenUrl?: string } = {}): Promise<Engine> {
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
    async transaction(fn, options) {
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
        await client.query(options?.snapshot ? 'begin isolation level repeatable read, read only' : 'begin')
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
    listen: (channel, handlers) => listenOnPostgres(options.listenUrl ?? url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** The first wait before a lost LISTEN connection is opened again; doubled after each failure, up to the last. */
const LISTEN_RETRY_MS = 250
const LISTEN_RETRY_MAX_MS = 30_000
/** How often the LISTEN connection is asked `select 1`: a peer that vanished without a word is noticed. */
const LISTEN_HEARTBEAT_MS = 30_000
/** How long a listener waits for its own probe notice before saying that notices do not arrive. */
const LISTEN_PROBE_MS = 5_000
/** How the LISTEN connections are named in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'aivora-listen'

/**
 * LISTENs on a connection of its own, outside the pool: notices arrive on an idle session, which a
 * pool would hand to the next query. A lost connection (a restart, a failover, a network cut) is
 * opened again, 250 ms after it went and doubling up to 30 s while it cannot be; each time it is
 * back, `resumed` says that notices may have been missed meanwhile. After each LISTEN the
 * connection notifies itself once: a probe that does not come back within 5 s means notices do not
 * reach this connection (a transaction pooler), which is said once in the log.
 */
async function listenOnPostgres(url: string, channel: string, handlers: NoticeHandlers) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  const { default: pg } = await import('pg')
  let stopped = false
  let current: Client | undefined
  let timer: NodeJS.Timeout | undefined
  let wait = LISTEN_RETRY_MS
  let attempts = 0
  let probeWarned = false

  const attempt = async () => {
    attempts++
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    })
    current = client
    let lost = false
    // This connection's timers: its heartbeat, and its probe while that has not come back.
    const watch: { heartbeat?: NodeJS.Timeout; probe?: { payload: string; timer: NodeJS.Timeout } } = {}
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      clearInterval(watch.heartbeat)
      clearTimeout(watch.probe?.timer)
      if (current === client) current = undefined
      client.end().catch(() => {})
      if (stopped) return
      // Said once per loss, not for each attempt that follows it.
      if (wait === LISTEN_RETRY_MS)
        console.warn(
          `[db] not hearing ${channel} (${error ? withoutQueryData(error).message : 'connection closed'}): trying again`,
        )
      timer = setTimeout(() => void attempt(), wait)
      timer.unref()
      wait = Math.min(wait * 2, LISTEN_RETRY_MAX_MS)
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (message) => {
      if (message.channel !== channel) return
      const payload = message.payload ?? ''
      if (watch.probe?.payload === payload) {
        clearTimeout(watch.probe.timer)
        watch.probe = undefined
        return
      }
      // Another process's probe: no change.
      if (payload.startsWith('probe:')) return
      handlers.notice(payload)
    })
    try {
      await client.connect()
      await client.query(`listen ${channel}`)
    } catch (error) {
      return onLost(error instanceof Error ? error : new Error(String(error)))
    }
    if (stopped) return void client.end().catch(() => {})
    if (attempts > 1) {
      console.info(`[db] hearing ${channel} again`)
      handlers.resumed()
    }
    wait = LISTEN_RETRY_MS
    watch.heartbeat = setInterval(() => {
      client.query('select 1').catch((error: Error) => onLost(error))
    }, LISTEN_HEARTBEAT_MS)
    watch.heartbeat.unref()
    const payload = `probe:${randomBytes(6).toString('hex')}`
    const unheard = setTimeout(() => {
      if (probeWarned || lost) return
      probeWarned = true
      console.warn(
        `[db] notices on ${channel} do not arrive through this connection (a transaction pooler?): ` +
          'set DATABASE_LISTEN_URL to a direct or session-mode connection; until then other processes see changes late',
      )
    }, LISTEN_PROBE_MS)
    unheard.unref()
    watch.probe = { payload, timer: unheard }
    client.query('select pg_notify($1, $2)', [channel, payload]).catch((error: Error) => onLost(error))
  }

  await attempt()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await current?.end().catch(() => {})
  }
}
