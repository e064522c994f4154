/**
 * A stand-in for server.ts's worker in tests/fleet-metrics.test.ts: counts its requests with the
 * server's metrics (server/metrics.ts) as server/site.ts does, beside an app registry of its own
 * that says its pid, and serves /metrics to METRICS_TOKEN's bearer: the fleet's sum, which the
 * primary adds up.
 */
import http from 'node:http'
import express from 'express'
import { Gauge, Registry } from 'prom-client'
import { READY_MESSAGE } from '../../server/cluster'
import { createSiteMetrics, expositionOf, metricsEndpoint } from '../../server/metrics'

const site = createSiteMetrics(() => 'routes/hello')
const appRegistry = new Registry()
new Gauge({ name: 'worker_up', help: 'One per worker', registers: [appRegistry] }).set(1)

const app = express()
app.use(site.countRequests)
app.get('/metrics', metricsEndpoint(process.env.METRICS_TOKEN!, expositionOf([site.registry, appRegistry])))
app.get('/hello', (_req, res) => {
  res.setHeader('Connection', 'close')
  res.send(String(process.pid))
})
const server = http.createServer(app)
server.listen(Number(process.env.FLEET_PORT), '127.0.0.1', () => process.send?.(READY_MESSAGE))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
