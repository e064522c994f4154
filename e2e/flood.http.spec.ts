/**
 * No single client takes the site down by making it hash passwords (issue 27). While dozens of
 * posts that each cost a bcrypt computation arrive at once (sign-ins with a wrong password for a
 * real account, each from its own address so the per-address limits let them through, and reset
 * links guessed at), the site goes on answering pages: hashing runs on libuv's threads
 * (app/.server/auth/passwords.ts) and a guessed reset link is looked up before anything is hashed.
 * Before, bcrypt ran on the event loop and /about took two seconds.
 */
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'

// A port of its own: E2E_PORT + 96.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 96
const ACCOUNT = { email: 'flooded@example.com', password: 'the-right-password-1' }

let server: ProductionServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startProductionServer({
    port: PORT,
    seeded: true,
    quiet: true,
    env: { ...VISITORS_VIA_LOOPBACK_PROXY, ADMIN_EMAIL: ACCOUNT.email, ADMIN_PASSWORD: ACCOUNT.password },
  })
})

test.afterAll(async () => {
  await server?.stop()
})

let visitor = 0
/** A form post from a visitor of its own (the server trusts this runner as its proxy). */
function post(path: string, fields: Record<string, string>) {
  visitor += 1
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'X-Forwarded-For': `10.96.${visitor >> 8}.${visitor & 255}` },
    redirect: 'manual',
  }).then((response) => response.status)
}

/** Requests for /about, one after another, until `until` settles (at least `least` of them): their times. */
async function aboutTimes(until: Promise<unknown>, least: number) {
  let settled = false
  void until.finally(() => (settled = true))
  const times: number[] = []
  while (!settled || times.length < least) {
    const started = performance.now()
    const response = await fetch(`${server.url}/about`)
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    times.push(performance.now() - started)
  }
  return times
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!

test('pages are answered while sign-ins and reset links flood in', async () => {
  test.setTimeout(120_000)
  const quiet = median(await aboutTimes(Promise.resolve(), 10))
  const flood = Promise.all([
    ...Array.from({ length: 24 }, () => post('/login', { email: ACCOUNT.email, password: 'a-wrong-password-1' })),
    ...Array.from({ length: 24 }, () =>
      post('/reset-password', { token: randomBytes(32).toString('base64url'), password: 'a-new-password-1' }),
    ),
  ])
  const times = await aboutTimes(flood, 10)
  const statuses = await flood
  const during = median(times)
  // Every post was answered as the site answers it: a wrong password (400, or 429 once the
  // account's own limit is reached) and an invalid link (403), never a server error.
  expect(statuses.filter((status) => status >= 500)).toEqual([])
  expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(0)
  const said = `/about's median: ${quiet.toFixed(1)} ms quiet, ${during.toFixed(1)} ms over ${times.length} requests during the flood (slowest ${Math.max(...times).toFixed(0)} ms)`
  console.info(said)
  expect(during, said).toBeLessThan(50)
})
