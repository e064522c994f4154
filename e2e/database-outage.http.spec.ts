// The database unreachable, at start and during requests, through the whole production server. A
// real PostgreSQL (TEST_DATABASE_URL, a scratch database made and dropped here) sits behind a TCP
// proxy (tests/helpers/tcp-proxy.ts) that refuses, cuts and holds connections: the server must
// start anyway, answer 503 'Service temporarily unavailable' with Retry-After (never a 500, never a
// stack trace), keep the contact form's own failure message, and work again as soon as the
// database answers, without a restart. A failing migration, unlike an outage, still stops it.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { CHAT_FAILURE } from '../app/lib/chat'
import { describeOnPostgres, TEST_DATABASE_URL } from './fixtures'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { startTcpProxy, throughProxy, type TcpProxy } from '../tests/helpers/tcp-proxy'

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 20
const STACK_TRACE = /\n\s+at /
const UNAVAILABLE = 'Service temporarily unavailable'
const CONTACT_FAILURE = 'Something went wrong. Please try again.'

test.describe.configure({ mode: 'serial' })

test('a migration that fails stops the server, naming the file', async () => {
  test.setTimeout(120_000)
  // A copy of supabase/ with one more migration that cannot run.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-site-migrations-'))
  fs.cpSync('supabase', root, { recursive: true })
  fs.writeFileSync(path.join(root, 'migrations', '29991231000000_broken.sql'), 'select * from public.no_such_table;\n')
  try {
    const started = startProductionServer({ port: BASE_PORT + 2, env: { SUPABASE_DIR: root }, quiet: true })
    const error = await started.then(
      () => null,
      (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown)),
    )
    expect(error).toContain('the server exited with 1')
    expect(error).toContain('The server cannot start. The migration 29991231000000_broken.sql failed')
    expect(error).toContain('no_such_table')
    expect(error).not.toMatch(STACK_TRACE)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

// PostgreSQL only: the embedded database is in the server's own process and cannot be unreachable
// (its faults are in crash.http.spec.ts).
describeOnPostgres('PostgreSQL unreachable', () => {
  const baseUrl = TEST_DATABASE_URL
  const database = `outage_${Date.now()}_${randomBytes(3).toString('hex')}`
  let databaseUrl: string
  let proxy: TcpProxy
  let server: ProductionServer

  async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await fn(client)
    } finally {
      await client.end()
    }
  }

  /** The server has not crashed (an unhandled connection error would have ended it). */
  async function expectAlive() {
    const state = await Promise.race([
      server.exited.then(() => 'exited'),
      new Promise((resolve) => setTimeout(() => resolve('running'), 50)),
    ])
    expect(state).toBe('running')
  }

  async function get(pathname: string, init?: RequestInit) {
    // A personal cookie (a chat's) keeps every answer out of the page cache (decision 030), as for
    // a signed-in visitor: each request here is rendered and asks the database.
    const headers = new Headers(init?.headers)
    headers.set('Cookie', 'chat_id=outage-probe')
    const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init, headers })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }

  function postContact(marker: string, address: string) {
    return get('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
      body: new URLSearchParams({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        message: `About your models, ${marker}.`,
      }),
    })
  }

  /** A page that needs the database, answered while it is unreachable. */
  function expectUnavailablePage(answer: { status: number; headers: Headers; body: string }, what: string) {
    expect(answer.status, what).toBe(503)
    expect(answer.headers.get('retry-after'), what).toMatch(/^\d+$/)
    expect(answer.headers.get('cache-control'), what).toBe('no-store')
    expect(answer.body, what).toContain(UNAVAILABLE)
    expect(answer.body, what).not.toMatch(STACK_TRACE)
  }

  test.beforeAll(async () => {
    test.info().setTimeout(180_000)
    await admin(baseUrl, (client) => client.query(`create database ${database}`))
    const target = new URL(baseUrl)
    databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString()
    proxy = await startTcpProxy({
      port: BASE_PORT + 1,
      target: { host: target.hostname, port: Number(target.port || 5432) },
    })
    // Unreachable from the start: nothing listens where DATABASE_URL points.
    await proxy.refuse()
    server = await startProductionServer({
      port: BASE_PORT,
      waitFor: 'listening',
      quiet: true,
      env: {
        DATABASE_URL: throughProxy(databaseUrl, proxy),
        DATABASE_POOL_SIZE: '4',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SEED_DATABASE: 'true',
        ...VISITORS_VIA_LOOPBACK_PROXY,
      },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
    await proxy?.close()
    await admin(baseUrl, (client) => client.query(`drop database if exists ${database} with (force)`))
  })

  test('starts while the database is unreachable, says so, and answers 503', async () => {
    expect(server.log()).toContain('The database is unreachable (connect ECONNREFUSED')
    expect(server.log()).toContain('every request tries again')

    // Pages that need the database; a page that does not (/about) is still served.
    for (const pathname of ['/', '/models', '/models/medscan-vision-3', '/labs', '/chat']) {
      expectUnavailablePage(await get(pathname), pathname)
    }
    expect((await get('/about')).status).toBe(200)
    // A client-side navigation's data request, and a resource route.
    const data = await get('/models.data')
    expect(data.status).toBe(503)
    expect(data.headers.get('retry-after')).toMatch(/^\d+$/)
    expectUnavailablePage(await get('/sitemap.xml'), '/sitemap.xml')

    const health = await get('/healthz')
    expect(health.status).toBe(503)
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(JSON.parse(health.body)).toEqual({ status: 'unavailable' })

    // Routes with a failure message of their own keep it: the contact form and the chat (docs/product.md#messages).
    const contact = await postContact('during-outage', '198.51.100.1')
    expect(contact.status).toBe(503)
    expect(contact.body).toContain(CONTACT_FAILURE)
    const chat = await get('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.2' },
      body: new URLSearchParams({ message: 'We run three clinics.' }),
    })
    expect(chat.status).toBe(503)
    expect(JSON.parse(chat.body)).toEqual({ error: CHAT_FAILURE })

    // One line per outage in the log, never a stack trace.
    expect(server.log()).not.toMatch(STACK_TRACE)
    await expectAlive()
  })

  test('opens the database on the first request after it is back, without a restart', async () => {
    test.setTimeout(120_000)
    const pid = server.pid
    await proxy.accept()
    // The first request migrates and seeds the new database, then answers.
    const health = await get('/healthz')
    expect(health.status).toBe(200)
    expect(server.pid).toBe(pid)
    await expectAlive()
    const models = await get('/models')
    expect(models.status).toBe(200)
    expect(models.body).toContain('MedScan Vision')
    expect((await postContact('after-recovery', '198.51.100.3')).status).toBe(302)
    const { rows } = await admin(databaseUrl, (client) =>
      client.query(`select 1 from public.enquiry where message like '%after-recovery%'`),
    )
    expect(rows).toHaveLength(1)
  })

  test('a request cut off in flight answers 503, and the next one after the database is back works', async () => {
    const before = server.log().length
    // Bytes to PostgreSQL are held, so the page's queries wait mid-flight; then the line is cut.
    // Searches nobody made before: the visitors' catalogue, kept between changes (decision 029),
    // would otherwise answer a page seen in the previous test without asking the database.
    const unseenSearch = (words: string) => `/models?q=${encodeURIComponent(`${words} ${Date.now()}`)}`
    proxy.hold()
    const inFlight = get(unseenSearch('cut off'))
    await proxy.holding()
    proxy.cut()
    expectUnavailablePage(await inFlight, 'a request cut off in flight')
    await proxy.refuse()
    expectUnavailablePage(await get(unseenSearch('refused')), 'a search while refused')
    expect((await get('/healthz')).status).toBe(503)
    await expectAlive()

    await proxy.accept()
    for (const pathname of ['/', '/models', '/healthz']) expect((await get(pathname)).status, pathname).toBe(200)
    expect(server.log().slice(before)).not.toMatch(STACK_TRACE)
    expect(server.log().slice(before)).toContain('The database is unreachable')
  })

  test('PostgreSQL ending every connection (a restart) leaves no dead connection behind', async () => {
    expect((await get('/models')).status).toBe(200)
    // What a server restart or a failover does to the pool's connections: FATAL 57P01.
    await admin(baseUrl, (client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      ),
    )
    // The backends end a moment after the call returns; the pool hears of each and drops it. (A
    // request that took a connection in that instant would answer 503, and the next one works.)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // The following requests open new connections: none of them is handed a dead one.
    for (const pathname of ['/models', '/', '/healthz', '/models'])
      expect((await get(pathname)).status, pathname).toBe(200)
    await expectAlive()
  })
})
