// /metrics of a fleet (server/metrics.ts, WEB_CONCURRENCY, decision 050): the primary adds up its
// workers' registries (prom-client's AggregatorRegistry) on METRICS_PORT, and a worker asked on
// the site's port with the token answers that same sum, fetched from the primary. The workers are
// a stand-in (tests/helpers/metrics-worker.ts) that counts requests as server/site.ts does.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { runFleet, type Fleet } from '../server/cluster'
import { serveFleetMetrics } from '../server/metrics'
import { freePort } from './helpers/smtp-server'

const TOKEN = 'fleet-metrics-token-0123456789'
let running: Fleet | undefined
let stopMetrics: (() => Promise<void>) | undefined

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(async () => {
  running?.stop('the test is over')
  await running?.done
  await stopMetrics?.()
})

/** A sample's value in the Prometheus text format. */
function sample(body: string, series: string) {
  const line = body.split('\n').find((text) => text.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

it(
  'serves the sum of every worker’s metrics, on METRICS_PORT and on the site’s port',
  { timeout: 60_000 },
  async () => {
    const [port, metricsPort] = [await freePort(), await freePort()]
    stopMetrics = await serveFleetMetrics({ port: metricsPort, token: null, host: '127.0.0.1' })
    running = runFleet({
      workers: 2,
      exec: 'tests/helpers/metrics-worker.ts',
      execArgv: ['--import', 'tsx'],
      env: { FLEET_PORT: String(port), METRICS_TOKEN: TOKEN },
      stopTimeoutMs: 5_000,
    })
    // Until both workers answer (the primary hands connections to them in turn).
    const pids = new Set<string>()
    let requests = 0
    for (const deadline = Date.now() + 30_000; pids.size < 2 && Date.now() < deadline; requests++) {
      const answer = await fetch(`http://127.0.0.1:${port}/hello`).catch(() => undefined)
      if (answer) pids.add(await answer.text())
      else requests--
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(pids.size).toBe(2)

    const body = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(sample(body, 'worker_up')).toBe(2)
    expect(sample(body, 'http_requests_total{method="GET",route="routes/hello",status="200"}')).toBe(requests)

    const viaWorker = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(viaWorker.status).toBe(200)
    const summed = await viaWorker.text()
    expect(sample(summed, 'worker_up')).toBe(2)
    expect(sample(summed, 'http_requests_total{method="GET",route="routes/hello",status="200"}')).toBe(requests)
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401)
  },
)
