// Issue 7, point 7: rate limits live in the database (private.rate_limits), so every server process
// on one database counts against the same windows. On PostgreSQL two servers run side by side; the
// embedded database belongs to one process at a time, so there the second process takes over the
// first one's data directory and finds its counts.
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { RATE_LIMITS } from '../app/.server/rate-limit'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { createScratchDatabase, type ScratchDatabase } from '../tests/helpers/scratch-database'
import { describeOnPostgres, TEST_DATABASE_URL } from './fixtures'
import { dataDirsBase } from '../tests/helpers/data-dirs'

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 70
const TOO_MANY_MESSAGES = 'Too many messages. Please try again later.'
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

function post(server: ProductionServer, route: string, fields: Record<string, string>, address: string) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    redirect: 'manual',
  })
}

const randomAddress = () => `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** One visitor's contact messages, taking turns between servers: the limit holds across them. */
async function contactAcross(servers: () => ProductionServer[], marker: string) {
  const address = randomAddress()
  const statuses: number[] = []
  for (let i = 0; i <= RATE_LIMITS.contact.limit; i++) {
    const server = servers()[i % servers().length]!
    const response = await post(
      server,
      '/contact',
      { name: 'Rate Test', email: 'rate@example.com', message: `${marker} #${i}` },
      address,
    )
    statuses.push(response.status)
    if (response.status === 429) expect(await response.text()).toContain(TOO_MANY_MESSAGES)
  }
  expect(statuses).toEqual([...Array<number>(RATE_LIMITS.contact.limit).fill(302), 429])
}

/** Failed sign-ins on one e-mail from one address: the limit on them holds across servers. */
async function signInAcross(servers: () => ProductionServer[]) {
  const email = `nobody-${randomBytes(4).toString('hex')}@example.com`
  const address = randomAddress()
  const { limit } = RATE_LIMITS.signInFailuresPerAddressAndAccount
  const statuses: number[] = []
  for (let i = 0; i <= limit; i++) {
    const server = servers()[i % servers().length]!
    const response = await post(server, '/login', { email, password: 'not-the-password' }, address)
    statuses.push(response.status)
    if (response.status === 429) expect(await response.text()).toContain(TOO_MANY_ATTEMPTS)
  }
  expect(statuses).toEqual([...Array<number>(limit).fill(400), 429])
}

describeOnPostgres('rate limits on PostgreSQL, two servers side by side', () => {
  test.describe.configure({ mode: 'serial' })
  let scratch: ScratchDatabase
  let servers: ProductionServer[] = []

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    scratch = await createScratchDatabase(TEST_DATABASE_URL, 'rate')
    const env = {
      DATABASE_URL: scratch.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_SIZE: '3',
      ...VISITORS_VIA_LOOPBACK_PROXY,
    }
    // Started at the same moment on an empty database: both migrate it, once.
    servers = await Promise.all([0, 1].map((i) => startProductionServer({ port: BASE_PORT + i, env })))
  })
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await scratch?.drop()
  })

  test('a visitor’s contact messages count on both servers', async () => {
    const marker = `shared-${randomBytes(4).toString('hex')}`
    await contactAcross(() => servers, marker)
    const client = new pg.Client({ connectionString: scratch.url })
    await client.connect()
    try {
      const { rows } = await client.query('select count(*)::int as n from public.enquiry where message like $1', [
        `${marker}%`,
      ])
      expect(rows[0].n).toBe(RATE_LIMITS.contact.limit)
    } finally {
      await client.end()
    }
  })

  test('failed sign-ins on one e-mail from one address count on both servers', async () => {
    await signInAcross(() => servers)
  })
})

test.describe('rate limits on the embedded database, one process after another', () => {
  test.describe.configure({ mode: 'serial' })
  const dataDir = fs.mkdtempSync(path.join(dataDirsBase(), 'rate-limits-'))
  let current: ProductionServer | undefined
  let starts = 0

  /** Stops the running server and starts a new process on the same data directory. */
  const next = async () => {
    await current?.stop()
    // The first on a copy of the seeded database (what a first start from nothing does is
    // e2e/operator-start.http.spec.ts's subject); the second on what the first left.
    current = await startProductionServer({
      port: BASE_PORT + 2,
      dataDir,
      seeded: starts === 0,
      env: VISITORS_VIA_LOOPBACK_PROXY,
    })
    starts++
    return current
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await next()
  })
  test.afterAll(async () => {
    await current?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('the counts survive a new process', async () => {
    test.setTimeout(180_000)
    const address = randomAddress()
    const send = (i: number) =>
      post(current!, '/contact', { name: 'Rate Test', email: 'rate@example.com', message: `turn ${i}` }, address)
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) expect((await send(i)).status).toBe(302)
    await next()
    const refused = await send(RATE_LIMITS.contact.limit)
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(TOO_MANY_MESSAGES)
    expect(starts).toBe(2)
  })
})
