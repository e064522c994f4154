// Who the client is, through the real server (decision 016). By default the socket's address
// counts and X-Forwarded-For is ignored: rotating it does not escape a per-address limit, and the
// session records the socket's address. With TRUST_PROXY naming the proxy in front (here this
// test, on loopback), the address that proxy forwards counts; a forwarded value that is not an
// IP address is never used or stored.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { expect, test } from '@playwright/test'
import { RATE_LIMITS } from '../app/.server/rate-limit'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { dataDirsBase } from '../tests/helpers/data-dirs'

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 85
const ADMIN = { ADMIN_EMAIL: 'admin@client-address.test', ADMIN_PASSWORD: 'client-address-password-1' }
const CONTACT = { name: 'Address Test', email: 'address@example.com', message: 'Please call us about your models.' }

test.describe.configure({ mode: 'serial' })

/** A form post; `headers` as a client or a proxy would send them. */
function post(
  server: ProductionServer,
  route: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  })
}

/** Signs the admin in, marking the session by its User-Agent; expects success. */
async function signIn(server: ProductionServer, marker: string, headers: Record<string, string>) {
  const response = await post(
    server,
    '/login',
    { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
    { ...headers, 'User-Agent': marker },
  )
  expect(response.status, marker).toBe(302)
}

/** The address stored with each session, by the User-Agent it was started with (server stopped). */
async function sessionAddresses(dataDir: string) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm, pgcrypto } })
  try {
    const { rows } = await db.query<{ user_agent: string; ip: string | null }>(
      'select user_agent, ip from auth.sessions',
    )
    return Object.fromEntries(rows.map((row) => [row.user_agent, row.ip]))
  } finally {
    await db.close()
  }
}

const contactStatuses = async (server: ProductionServer, addresses: string[]) => {
  const statuses: number[] = []
  for (const address of addresses) {
    statuses.push((await post(server, '/contact', CONTACT, { 'X-Forwarded-For': address })).status)
  }
  return statuses
}

const { limit } = RATE_LIMITS.contact
const rotating = (prefix: string) => Array.from({ length: limit + 1 }, (_, i) => `${prefix}.${i + 1}`)

for (const trusted of [false, true]) {
  test.describe(
    trusted ? 'TRUST_PROXY=loopback: the proxy names the client' : 'TRUST_PROXY unset: the socket is the client',
    () => {
      const dataDir = fs.mkdtempSync(path.join(dataDirsBase(), 'client-address-'))
      let server: ProductionServer | undefined

      test.beforeAll(async () => {
        test.setTimeout(180_000)
        server = await startProductionServer({
          port: BASE_PORT + (trusted ? 1 : 0),
          dataDir,
          seeded: true,
          // Explicitly empty when untrusted: whatever the environment running the tests holds.
          env: { ...ADMIN, ...(trusted ? VISITORS_VIA_LOOPBACK_PROXY : { TRUST_PROXY: '' }) },
        })
      })
      test.afterAll(async () => {
        await server?.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      })

      if (!trusted) {
        test('rotating X-Forwarded-For does not escape the contact limit', async () => {
          expect(await contactStatuses(server!, rotating('203.0.113'))).toEqual([
            ...Array<number>(limit).fill(302),
            429,
          ])
        })
      } else {
        test('each forwarded address is its own visitor, and one address is held to the limit', async () => {
          expect(await contactStatuses(server!, rotating('198.51.100'))).toEqual(Array<number>(limit + 1).fill(302))
          const one = Array<string>(limit + 1).fill('192.0.2.77')
          expect(await contactStatuses(server!, one)).toEqual([...Array<number>(limit).fill(302), 429])
        })
      }

      test('the session stores the client address, never a value it cannot vouch for', async () => {
        test.setTimeout(120_000)
        const sent: Record<string, Record<string, string>> = {
          forwarded: { 'X-Forwarded-For': '203.0.113.50' },
          mapped: { 'X-Forwarded-For': '::ffff:203.0.113.51' },
          'spoofed chain': { 'X-Forwarded-For': '10.9.9.9, 203.0.113.52' },
          garbage: { 'X-Forwarded-For': "not-an-ip' or 1=1" },
          script: { 'X-Forwarded-For': '<script>alert(1)</script>' },
          'with a port': { 'X-Forwarded-For': '203.0.113.53:4444' },
          'own header': { 'X-Client-Address': '203.0.113.54' },
        }
        for (const [marker, headers] of Object.entries(sent)) await signIn(server!, marker, headers)
        await server!.stop()
        server = undefined

        const stored = await sessionAddresses(dataDir)
        const socket = '127.0.0.1'
        expect(stored).toEqual(
          trusted
            ? {
                forwarded: '203.0.113.50',
                mapped: '203.0.113.51',
                // Only the last hop was added by the trusted proxy; what the client wrote before it is not believed.
                'spoofed chain': '203.0.113.52',
                garbage: socket,
                script: socket,
                'with a port': socket,
                'own header': socket,
              }
            : Object.fromEntries(Object.keys(sent).map((marker) => [marker, socket])),
        )
      })
    },
  )
}
