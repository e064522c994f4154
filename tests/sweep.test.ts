// Expired rows are swept (docs/decisions/018-cross-site-posts-and-sweeps.md): built-in sessions
// past not_after and rate-limit rows of ended windows go, live ones stay, several processes may
// sweep one database at once, and the server sweeps at start and then on a timer that does not
// keep the process alive.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DatabaseUnavailableError, runAsServiceRole, setDb, type Engine } from '~/.server/db'
import { openPostgres } from '~/.server/db/postgres'
import { hitRateLimit } from '~/.server/rate-limit'
import { runningSweeper, startSweeping, stopSweeping, sweepExpired } from '~/.server/sweep'
import { prepare, shutdown } from '~/.server/server-hooks'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

// prepare() makes DATA_DIR/uploads: not in the working tree.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-site-sweep-'))
process.env.DATA_DIR = dataDir
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeEachEngine('the sweep on %s', (kind) => {
  let db: TestDatabase
  let userId: string
  let n = 0

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    const { rows } = await db.engine.query<{ id: string }>(
      `insert into auth.users (email) values ('sweep@example.com') returning id`,
    )
    userId = rows[0]!.id
  })
  afterAll(() => db.close())
  afterEach(() => {
    stopSweeping()
    setDb(undefined)
  })

  /** A session ending `offset` from now ('-1 minute': expired); returns its id. */
  async function session(offset: string) {
    const { rows } = await db.engine.query<{ id: string }>(
      `insert into auth.sessions (user_id, not_after) values ($1, now() + $2::interval) returning id`,
      [userId, offset],
    )
    return rows[0]!.id
  }

  /** A rate-limit key hit through the real function, with a window of `windowMs`. */
  async function limited(windowMs: number) {
    const key = `sweep-test:${kind}:${++n}`
    await runAsServiceRole(db.engine, 'test fixture', (tx) =>
      tx.query(`select private.hit_rate_limit($1, 5, make_interval(secs => $2::float8))`, [key, windowMs / 1000]),
    )
    return key
  }

  async function fixtures() {
    const expiredKey = await limited(10)
    const fixture = {
      liveSession: await session('1 day'),
      expiredSession: await session('-1 minute'),
      liveKey: await limited(60 * 60 * 1000),
      expiredKey,
    }
    await sleep(30) // the 10 ms window has ended
    return fixture
  }

  async function present(f: Awaited<ReturnType<typeof fixtures>>) {
    const { rows } = await db.engine.query<{ name: string }>(
      `select 'liveSession' as name from auth.sessions where id = $1
       union all select 'expiredSession' from auth.sessions where id = $2
       union all select 'liveKey' from private.rate_limits where key = $3
       union all select 'expiredKey' from private.rate_limits where key = $4`,
      [f.liveSession, f.expiredSession, f.liveKey, f.expiredKey],
    )
    return rows.map((r) => r.name).sort()
  }

  it('deletes expired sessions and ended rate-limit windows, and keeps live ones', async () => {
    const f = await fixtures()
    expect(await present(f)).toEqual(['expiredKey', 'expiredSession', 'liveKey', 'liveSession'])

    const swept = await sweepExpired(db.engine)

    expect(swept.sessions).toBeGreaterThanOrEqual(1)
    expect(swept.rateLimits).toBeGreaterThanOrEqual(1)
    expect(await present(f)).toEqual(['liveKey', 'liveSession'])
    expect(await sweepExpired(db.engine)).toEqual({
      sessions: 0,
      rateLimits: 0,
      sentMail: 0,
      resetTokens: 0,
      confirmationTokens: 0,
    })
  })

  it('keeps counting a live window and starts a new one after a swept window', async () => {
    setDb(db.engine)
    const key = `sweep-test:${kind}:counting`
    for (let i = 0; i < 3; i++) expect(await hitRateLimit(key, 3, 1)).toBe(true)
    expect(await hitRateLimit(key, 3, 1)).toBe(false)
    const { rows } = await db.engine.query<{ length: number }>(
      `select extract(epoch from window_end - window_start)::float8 as length from private.rate_limits where key = $1`,
      [key],
    )
    expect(rows).toEqual([{ length: 1 }])

    await sleep(1100)
    await sweepExpired(db.engine)
    expect((await db.engine.query('select 1 from private.rate_limits where key = $1', [key])).rows).toEqual([])
    expect(await hitRateLimit(key, 3, 1)).toBe(true)
    // Its one-second window would end before the next test's sweep and be counted with its rows.
    await db.engine.query('delete from private.rate_limits where key = $1', [key])
  })

  it('is safe when several processes sweep at once, while visitors keep counting', async () => {
    const many = 3000
    await db.engine.query(
      `insert into private.rate_limits (key, window_start, window_end, hits)
       select 'sweep-test:bulk:' || i, now() - interval '2 hours', now() - interval '1 hour', 1
       from generate_series(1, $1::int) as i`,
      [many],
    )
    await db.engine.query(
      `insert into auth.sessions (user_id, not_after) select $1, now() - interval '1 hour' from generate_series(1, 50)`,
      [userId],
    )
    // Four processes on PostgreSQL (four pools on one database); the embedded database has one connection.
    const engines: Engine[] = [db.engine]
    if (db.url) for (let i = 0; i < 3; i++) engines.push(await openPostgres(db.url, 2))
    try {
      setDb(db.engine)
      const results = await Promise.all([
        ...engines.flatMap((engine) => [sweepExpired(engine), sweepExpired(engine)]),
        ...Array.from({ length: 20 }, (_, i) => hitRateLimit(`sweep-test:bulk:${i + 1}`, 5, 60)),
      ])
      const sweeps = results.filter((r): r is Awaited<ReturnType<typeof sweepExpired>> => typeof r === 'object')
      // Whichever sweep held the lock deleted the rows; the others found them gone or stood aside.
      const rateLimits = sweeps.reduce((sum, r) => sum + r.rateLimits, 0)
      expect(rateLimits).toBeGreaterThanOrEqual(many - 20)
      expect(rateLimits).toBeLessThanOrEqual(many)
      expect(sweeps.reduce((sum, r) => sum + r.sessions, 0)).toBe(50)
      // Nothing ended is left, and the keys hit during the sweep are live windows of one hit.
      const { rows } = await db.engine.query<{ ended: number; hit: number }>(
        `select count(*) filter (where window_end <= now())::int as ended,
                count(*) filter (where key like 'sweep-test:bulk:%' and hits = 1 and window_end > now())::int as hit
         from private.rate_limits`,
      )
      expect(rows[0]).toEqual({ ended: 0, hit: 20 })
    } finally {
      for (const engine of engines.slice(1)) await engine.close()
    }
  })

  it('deletes links that confirm an address a day past their end, used or not, and keeps the others', async () => {
    const link = async (name: string, created: string) => {
      await db.engine.query(
        `insert into private.email_confirmations (token_hash, user_id, email, created_at, expires_at)
         values (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, 'sweep@example.com',
                 now() - $3::interval, now() - $3::interval + interval '24 hours')`,
        [`${kind}:${name}`, userId, created],
      )
    }
    await link('live', '1 hour') // ends in 23 hours
    await link('just-expired', '36 hours') // ended 12 hours ago: still says 'expired'
    await link('spent', '3 days') // ended 2 days ago
    const swept = await sweepExpired(db.engine)
    expect(swept.confirmationTokens).toBe(1)
    const { rows } = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from private.email_confirmations where user_id = $1`,
      [userId],
    )
    expect(rows[0]!.n).toBe(2)
  })

  it('uses an index to find what to delete', async () => {
    for (const [table, column] of [
      ['private.rate_limits', 'window_end'],
      ['auth.sessions', 'not_after'],
      ['private.email_confirmations', 'expires_at'],
    ] as const) {
      const { rows } = await db.engine.query<{ indexed: boolean }>(
        `select exists (
           select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
           where i.indrelid = $1::regclass and a.attname = $2) as indexed`,
        [table, column],
      )
      expect(rows[0]!.indexed, `${table} (${column})`).toBe(true)
    }
  })

  it('runs in the server: at start, then again and again on a timer that does not hold the process', async () => {
    setDb(db.engine)
    const atStart = await fixtures()
    await prepare()
    const sweeper = runningSweeper()
    expect(sweeper).toBeDefined()
    expect(sweeper!.timer.hasRef()).toBe(false)
    await sweeper!.first
    expect(await present(atStart)).toEqual(['liveKey', 'liveSession'])

    // The same sweeper, every 100 ms instead of every quarter of an hour.
    startSweeping(100)
    await runningSweeper()!.first
    const later = await fixtures()
    await expect.poll(() => present(later), { timeout: 5_000 }).toEqual(['liveKey', 'liveSession'])

    setDb(undefined) // shutdown closes the process database; this one belongs to the test
    await shutdown()
    expect(runningSweeper()).toBeUndefined()
  })
})

describe('a sweep that fails', () => {
  afterEach(() => {
    stopSweeping()
    setDb(undefined)
  })

  /** A process database whose every transaction fails with `error`. */
  function failingWith(error: Error): Engine {
    const fail = () => Promise.reject(error)
    return { kind: 'postgres', transaction: fail, exec: fail, query: fail, listen: fail, close: async () => {} }
  }

  it('during an outage says so in one line and keeps its timer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setDb(
      failingWith(
        new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      ),
    )
    await startSweeping().first
    expect(warn.mock.calls.map((call) => call.join(' '))).toEqual([
      '[sweep] skipped: The database is unreachable (connect ECONNREFUSED)',
    ])
    expect(runningSweeper()).toBeDefined()
  })

  it('logs anything else as an error, and never throws', async () => {
    setDb(failingWith(new Error('relation "private.rate_limits" does not exist')))
    await startSweeping().first
    const logged = expectLoggedErrors()
    expect(logged).toHaveLength(1)
    expect(logged[0]![0]).toBe('[sweep] deleting expired rows failed')
  })
})
