// Decision 050 on the wire, against the production build: /metrics refused without METRICS_TOKEN
// and served with it, counting requests by their Remix route, the page cache's hits, the mail
// outbox, chat turns and the database's connection; with METRICS_PORT, served there and not on
// the site's port.
import { expect, test } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'
import { freePort } from '../tests/helpers/smtp-server'

// A port of its own: E2E_PORT + 98.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 98
const TOKEN = 'e2e-metrics-token-4b7d0c9e1f2a3b4c'
const asBearer = { Authorization: `Bearer ${TOKEN}` }

test.describe.configure({ mode: 'serial' })

/** A sample's value in the Prometheus text format, or undefined when absent. */
function sample(body: string, series: string) {
  const line = body.split('\n').find((text) => text.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

test.describe('METRICS_TOKEN', () => {
  let server: ProductionServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startProductionServer({ port: PORT, seeded: true, env: { METRICS_TOKEN: TOKEN } })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('refuses /metrics without the token, and with another', async () => {
    const tries: Record<string, string>[] = [{}, { Authorization: 'Bearer e2e-metrics-token-but-not-this-one' }]
    for (const headers of tries) {
      const response = await fetch(`${server.url}/metrics`, { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(await response.text()).not.toContain('http_requests_total')
    }
  })

  test('serves them with it: requests by route, the page cache, the outbox, chat turns, the database', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/models`)).status).toBe(200)
    expect((await fetch(`${server.url}/no-such-page-${Date.now()}`)).status).toBe(404)
    const chat = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      body: new URLSearchParams({ message: 'We are a retail business with 40 stores' }),
    })
    expect(chat.status).toBe(200)
    await chat.text()

    const response = await fetch(`${server.url}/metrics`, { headers: asBearer })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0.0.4/)
    const body = await response.text()
    expect(sample(body, 'http_requests_total{method="GET",route="routes/models._index",status="200"}')).toBe(3)
    expect(sample(body, 'http_requests_total{method="GET",route="routes/$",status="404"}')).toBe(1)
    expect(sample(body, 'http_requests_total{method="POST",route="routes/api.chat",status="200"}')).toBe(1)
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="routes/models._index"}')).toBe(3)
    // The first /models was rendered and kept, the next two answered from memory.
    expect(sample(body, 'page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1)
    expect(sample(body, 'page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1)
    expect(sample(body, 'page_cache_entries')).toBeGreaterThanOrEqual(1)
    expect(sample(body, 'mail_outbox_depth{state="pending"}')).toBe(0)
    expect(sample(body, 'mail_outbox_depth{state="given_up"}')).toBe(0)
    expect(sample(body, 'chat_turns_total{outcome="answered"}')).toBe(1)
    expect(sample(body, 'db_pool_connections{state="total"}')).toBe(1)
    expect(sample(body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    // The token's own request is counted under its route, not under a path.
    expect(body).not.toContain('no-such-page')
  })
})

test.describe('METRICS_PORT', () => {
  let server: ProductionServer
  let metricsUrl: string
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const metricsPort = await freePort()
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
    server = await startProductionServer({ port: PORT, seeded: true, env: { METRICS_PORT: String(metricsPort) } })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('serves /metrics on its own port only', async () => {
    expect((await fetch(`${server.url}/about`)).status).toBe(200)
    const response = await fetch(metricsUrl)
    expect(response.status).toBe(200)
    expect(sample(await response.text(), 'http_requests_total{method="GET",route="routes/about",status="200"}')).toBe(1)
    // On the site's port /metrics is a page like any other that does not exist.
    expect((await fetch(`${server.url}/metrics`, { headers: asBearer })).status).toBe(404)
  })
})
