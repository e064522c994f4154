// A database that cannot be reached: the engine says so with a DatabaseUnavailableError, the request
// path answers 503 (routes with a failure message of their own keep it), and nothing remembers the
// outage, so the first request after the database is back works. The PostgreSQL cases run against
// the real server in TEST_DATABASE_URL through a TCP proxy that refuses, cuts and holds connections;
// the whole server's behaviour (start-up, pages, recovery) is in e2e/database-outage.http.spec.ts.
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetConfig } from '~/.server/config'
import { asCaller, ANON, closeDb, openDbWith, setDb, type Engine } from '~/.server/db'
import { openProcessDatabase } from '~/.server/startup'
import { openPostgres } from '~/.server/db/postgres'
import { forgetPublicData } from '~/.server/public-data'
import { DatabaseUnavailableError, isConnectivityError, UNAVAILABLE_MESSAGE } from '~/.server/db/unavailable'
import { contactMessages } from '~/lib/contact'
import { action as contactAction } from '~/routes/contact'
import { loader as healthz } from '~/routes/healthz'
import { loader as labsLoader } from '~/routes/labs'
import { loader as modelsLoader } from '~/routes/models._index'
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './helpers/database'
import { formRequest, request, respond } from './helpers/app'
import { startTcpProxy, throughProxy, type TcpProxy } from './helpers/tcp-proxy'
import { expectLoggedErrors } from './setup'

const args = (req: Request) => ({ request: req, params: {}, context: {} })

/** Cut sockets close a moment later; their errors are logged then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

/** A port on this machine that nothing listens on. */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('telling an outage from a bug', () => {
  it('calls a refused connection an outage', async () => {
    const port = await closedPort()
    const opening = openPostgres(`postgresql://postgres@127.0.0.1:${port}/nothing`)
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await expect(opening).rejects.toThrow(/unreachable \(connect ECONNREFUSED/)
  })

  it('calls PostgreSQL shutting down, a full server and a cut connection outages, and nothing else', () => {
    // SQLSTATEs as the server sends them: admin_shutdown, cannot_connect_now, too_many_connections,
    // connection_failure; and pg's own words for a connection that died.
    for (const code of ['57P01', '57P03', '53300', '08006'])
      expect(isConnectivityError(Object.assign(new Error('x'), { code }))).toBe(true)
    expect(isConnectivityError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isConnectivityError(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isConnectivityError(new AggregateError([Object.assign(new Error(''), { code: 'ECONNREFUSED' })]))).toBe(true)
    // A bug or bad data is not an outage: a syntax error, a duplicate key, a check constraint.
    for (const code of ['42601', '23505', '23514', '42501'])
      expect(isConnectivityError(Object.assign(new Error('x'), { code }))).toBe(false)
    expect(isConnectivityError(new Error('relation "public.nope" does not exist'))).toBe(false)
  })
})

// PostgreSQL only: the embedded engine runs in this process and cannot become unreachable.
describeOnPostgres('PostgreSQL going away and coming back', () => {
  let db: TestDatabase
  let proxy: TcpProxy
  let engine: Engine

  beforeAll(async () => {
    db = await createTestDatabase('postgres', { seed: true })
    const target = new URL(db.url!)
    proxy = await startTcpProxy({ port: 0, target: { host: target.hostname, port: Number(target.port || 5432) } })
    engine = await openPostgres(throughProxy(db.url!, proxy), 4)
    setDb(engine)
  })
  afterAll(async () => {
    setDb(undefined)
    await engine?.close()
    await proxy?.close()
    await db?.close()
  })
  // Each test asks the database itself, not the catalogue a test before it read (./public-data.ts).
  beforeEach(() => forgetPublicData())

  it('answers 503 with Retry-After while it is unreachable, and 200 again once it is back', async () => {
    expect((await respond(() => modelsLoader(args(request('/models'))))).status).toBe(200)

    await proxy.refuse()
    await settle()
    expectLoggedErrors() // the pool's idle connections, cut: one line each
    // The catalogue read a moment ago is still shown (kept at most 5 s): a blip costs visitors nothing.
    expect((await respond(() => modelsLoader(args(request('/models'))))).status).toBe(200)
    forgetPublicData()
    const page = await respond(() => modelsLoader(args(request('/models'))))
    expect(page.status).toBe(503)
    expect(page.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await page.text()).toBe(UNAVAILABLE_MESSAGE)
    // A loader with a fallback for a failed query (labs: an empty list) does not hide an outage.
    expect((await respond(() => labsLoader(args(request('/labs'))))).status).toBe(503)
    const health = await healthz()
    expect(health.status).toBe(503)
    // The contact form keeps its own failure message (docs/product.md#contact), as a 503.
    const contact = await respond(() =>
      contactAction(
        args(
          formRequest('/contact', {
            name: 'Ada',
            email: 'ada@example.com',
            message: 'We would like to talk about a model.',
          }),
        ),
      ),
    )
    expect(contact.status).toBe(503)
    expect(JSON.stringify(await contact.json())).toContain(contactMessages.failure)
    // Each outage is logged in one line (no stack trace).
    const logged = expectLoggedErrors().map((line) => line.map(String).join(' '))
    expect(logged.length).toBeGreaterThan(0)
    for (const line of logged) expect(line).not.toMatch(/\n\s+at /)
    expect(logged.some((line) => line.includes('The database is unreachable'))).toBe(true)

    await proxy.accept()
    expect((await respond(() => modelsLoader(args(request('/models'))))).status).toBe(200)
    expect((await healthz()).status).toBe(200)
  })

  it('answers 503 for a query cut off in flight, and the pool does not keep the dead connection', async () => {
    proxy.hold()
    const inFlight = respond(() => modelsLoader(args(request('/models'))))
    await proxy.holding()
    // The query has left our side and is waiting for an answer that will not come: cut the line.
    proxy.cut()
    const cutOff = await inFlight
    expect(cutOff.status).toBe(503)
    await settle()
    expectLoggedErrors()

    await proxy.accept()
    // Every following request works: none of them is handed the connection that died.
    for (let i = 0; i < 6; i += 1)
      expect((await respond(() => modelsLoader(args(request('/models'))))).status).toBe(200)
  })

  it('opens the database on the first request after it was unreachable at start', async () => {
    // As the server does: DATABASE_URL through the proxy, and no database opened yet.
    const saved = process.env.DATABASE_URL
    process.env.DATABASE_URL = throughProxy(db.url!, proxy)
    resetConfig()
    setDb(undefined)
    openDbWith(openProcessDatabase)
    try {
      await proxy.refuse()
      await settle()
      expectLoggedErrors() // the idle connections, cut
      await expect(asCaller(ANON, (tx) => tx.query('select 1'))).rejects.toHaveProperty('status', 503)
      expectLoggedErrors()
      await proxy.accept()
      const { rows } = await asCaller(ANON, (tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.ai_models'),
      )
      expect(rows[0]!.n).toBeGreaterThan(0)
    } finally {
      await closeDb()
      if (saved === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = saved
      resetConfig()
      setDb(engine)
    }
  })
})
