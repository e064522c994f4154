// Decision 048 on the wire, against the production build: the probes (/healthz/live, /healthz/ready
// beside /healthz), and the request log's JSON line on stdout, whose request id is the answer's
// X-Request-Id and which holds no query string, cookie or credential; and SIGTERM with
// SHUTDOWN_DELAY_SECONDS: not ready at once, still serving, closed after the delay. Without the
// delay the server stops listening as SIGTERM arrives, so no new connection can ask it
// (tests/health.test.ts tests the probe's answer then). The healthy server's tests only read it,
// and the delay changes nothing until SIGTERM, so one server, started with the delay, serves all
// three and is stopped by the last (one start of about 7 s of CPU fewer than a server each).
import net from 'node:net'
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'

// A port of its own: E2E_PORT + 97.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 97

test.describe.configure({ mode: 'serial' })

/** A port nothing listens on: PostgreSQL there refuses every connection. */
async function closedPort() {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

test.describe('a healthy server', () => {
  let server: ProductionServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startProductionServer({ port: PORT, seeded: true, env: { SHUTDOWN_DELAY_SECONDS: '3' } })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('is live and ready, and /healthz answers as before', async () => {
    for (const [path, body] of [
      ['/healthz/live', { status: 'live' }],
      ['/healthz/ready', { status: 'ready' }],
      ['/healthz', { status: 'ok' }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(await response.json(), path).toEqual(body)
    }
  })

  test('logs one JSON line per request, under the id the answer carries, without its secrets', async () => {
    const email = `probe.${randomBytes(4).toString('hex')}@example.com`
    const response = await fetch(`${server.url}/models?q=${encodeURIComponent(email)}`, {
      headers: {
        Cookie: 'theme=dark; __session=session-canary-3f9a',
        Authorization: 'Bearer bearer-canary-8c1e',
        'X-Request-Id': 'chosen-by-the-client',
      },
    })
    expect(response.status).toBe(200)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    await expect.poll(() => server.stdout()).toContain(id!)
    const line = server
      .stdout()
      .split('\n')
      // The server's few other lines (its address, the mail settings) are plain text.
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.requestId === id)
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/models',
      status: 200,
      clientAddress: '127.0.0.1',
      durationMs: expect.any(Number),
      time: expect.any(String),
    })
    // Successful probes are left out, as static files are.
    expect(server.stdout()).not.toContain('/healthz/live')
    for (const secret of [email, 'session-canary-3f9a', 'bearer-canary-8c1e', 'chosen-by-the-client']) {
      expect(server.stdout()).not.toContain(secret)
    }
  })

  test('after SIGTERM, with SHUTDOWN_DELAY_SECONDS, it says it is not ready and serves on until the delay is over', async () => {
    // Last: it ends the server the tests above read.
    try {
      const signalled = performance.now()
      process.kill(server.pid, 'SIGTERM')
      await expect.poll(async () => (await fetch(`${server.url}/healthz/ready`)).status, { intervals: [50] }).toBe(503)
      const ready = await fetch(`${server.url}/healthz/ready`)
      expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' })
      // A request the load balancer still sends meanwhile is served in full.
      const page = await fetch(`${server.url}/about`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('</html>')
      expect(await server.exited).toBe(0)
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(3000)
      expect(server.log() + server.stdout()).toContain('not ready from now on; serving for 3 s more before closing')
    } finally {
      await server.stop()
    }
  })
})

test('a server whose database is unreachable is live but not ready', async () => {
  test.setTimeout(120_000)
  const server = await startProductionServer({
    port: PORT,
    waitFor: 'listening',
    quiet: true,
    env: {
      DATABASE_URL: `postgresql://app@127.0.0.1:${await closedPort()}/app`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  })
  try {
    const live = await fetch(`${server.url}/healthz/live`)
    expect(live.status).toBe(200)
    const ready = await fetch(`${server.url}/healthz/ready`)
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('10')
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database' })
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503)
  } finally {
    await server.stop()
  }
})
