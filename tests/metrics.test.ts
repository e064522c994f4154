// The server's metrics (server/metrics.ts, decision 050): requests labelled by the Remix route that
// answers them, a bounded set however many paths visitors make up; /metrics refused without the
// bearer token and served with it; METRICS_PORT serving /metrics alone, and a port in use said.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createSiteMetrics, expositionOf, listenForMetrics, metricsEndpoint, routeLabeller } from '../server/metrics'
import { freePort } from './helpers/smtp-server'

/** A route manifest shaped as Remix's build has it (flat, by parent id). */
function manifest(): ServerBuild['routes'] {
  const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    module: {} as ServerBuild['routes'][string]['module'],
  })
  return {
    root: route('root', undefined, ''),
    'routes/_index': route('routes/_index', 'root', undefined, true),
    'routes/models._index': route('routes/models._index', 'root', 'models', true),
    'routes/models.$slug': route('routes/models.$slug', 'root', 'models/:slug'),
    'routes/admin': route('routes/admin', 'root', 'admin'),
    'routes/admin.users': route('routes/admin.users', 'routes/admin', 'users'),
    'routes/admin_.requests[.]csv': route('routes/admin_.requests[.]csv', 'root', 'admin/requests.csv'),
    'routes/robots[.]txt': route('routes/robots[.]txt', 'root', 'robots.txt'),
    'routes/$': route('routes/$', 'root', '*'),
  }
}

describe('the route label', () => {
  const label = routeLabeller(manifest())

  it('is the id of the route that answers, for a page and for its data', () => {
    expect(label('/')).toBe('routes/_index')
    expect(label('/_root.data')).toBe('routes/_index.data')
    expect(label('/models')).toBe('routes/models._index')
    expect(label('/models/shelfsense-vision')).toBe('routes/models.$slug')
    expect(label('/models/another-model')).toBe('routes/models.$slug')
    expect(label('/models/shelfsense-vision.data')).toBe('routes/models.$slug.data')
    expect(label('/admin/users')).toBe('routes/admin.users')
    expect(label('/admin/requests.csv')).toBe('routes/admin_.requests[.]csv')
    expect(label('/robots.txt')).toBe('routes/robots[.]txt')
  })

  it('names the server’s own answers and files, and puts every unknown path in one', () => {
    expect(label('/healthz/live')).toBe('probe:live')
    expect(label('/healthz/ready')).toBe('probe:ready')
    expect(label('/metrics')).toBe('metrics')
    expect(label('/assets/entry.client-AbC123.js')).toBe('static:assets')
    expect(label('/uploads/model-1700000000.webp')).toBe('static:uploads')
    expect(label('/favicon.ico')).toBe('static:public')
    expect(label('/wp-login.php')).toBe('static:public')
    expect(label('/no/such/page')).toBe('routes/$')
    expect(label('/%E0%A4%A')).toBe('unmatched')
  })

  it('takes a bounded set of values whatever the paths', () => {
    const labels = new Set<string>()
    for (let i = 0; i < 5_000; i++) {
      labels.add(label(`/models/m-${i}`))
      labels.add(label(`/x${i}/y/${i}`))
      labels.add(label(`/f${i}.png`))
      labels.add(label(`/admin/users?page=${i}`.split('?')[0]!))
    }
    expect([...labels].sort()).toEqual(['routes/$', 'routes/admin.users', 'routes/models.$slug', 'static:public'])
  })
})

const TOKEN = 'metrics-token-0123456789abcdef'
const servers: http.Server[] = []
const stops: (() => Promise<void>)[] = []

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()))
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function listen(app: express.Express) {
  const server = http.createServer(app)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A site as server/site.ts wires it: counting first, /metrics behind the token, pages after. */
function site() {
  const metrics = createSiteMetrics(routeLabeller(manifest()))
  const app = express()
  app.use(metrics.countRequests)
  app.get('/metrics', metricsEndpoint(TOKEN, expositionOf([metrics.registry])))
  app.get('/models/:slug', (_req, res) => {
    metrics.pageCacheAnswered('miss')
    res.send('a model')
  })
  app.use((_req, res) => res.status(404).send('Not found'))
  return { app, metrics }
}

describe('/metrics behind a bearer token', () => {
  it('is refused without the token or with another, and says how to ask', async () => {
    const url = await listen(site().app)
    const tries: Record<string, string>[] = [{}, { Authorization: 'Bearer not-the-token' }, { Authorization: TOKEN }]
    for (const headers of tries) {
      const response = await fetch(`${url}/metrics`, { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(await response.text()).not.toContain('http_requests_total')
    }
  })

  it('counts and times requests by route, with the process’s own metrics', async () => {
    const url = await listen(site().app)
    await fetch(`${url}/models/one`)
    await fetch(`${url}/models/two`)
    await fetch(`${url}/no/such/page`)
    const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.text()
    expect(body).toContain('http_requests_total{method="GET",route="routes/models.$slug",status="200"} 2')
    expect(body).toContain('http_requests_total{method="GET",route="routes/$",status="404"} 1')
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="routes/models.$slug"} 2')
    expect(body).toContain('page_cache_requests_total{result="miss"} 2')
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    // No path of a request is a label value.
    expect(body).not.toContain('/models/one')
  })
})

describe('METRICS_PORT', () => {
  it('serves /metrics alone, and asks for the token when there is one', async () => {
    const { metrics } = site()
    for (const token of [null, TOKEN]) {
      const port = await freePort()
      stops.push(await listenForMetrics({ port, token, host: '127.0.0.1' }, expositionOf([metrics.registry])))
      const url = `http://127.0.0.1:${port}`
      const asked = await fetch(`${url}/metrics`)
      expect(asked.status).toBe(token ? 401 : 200)
      const withToken = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(withToken.status).toBe(200)
      expect(await withToken.text()).toContain('# TYPE http_requests_total counter')
      expect((await fetch(`${url}/models/one`)).status).toBe(404)
    }
  })

  it('says so when the port is taken', async () => {
    const url = await listen(express())
    const port = Number(new URL(url).port)
    await expect(
      listenForMetrics({ port, token: null, host: '127.0.0.1' }, expositionOf([createSiteMetrics(() => '').registry])),
    ).rejects.toThrow(`Port ${port} is already in use: stop the other server or set METRICS_PORT.`)
  })
})
