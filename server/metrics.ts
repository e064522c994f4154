/**
 * Prometheus's /metrics (docs/decisions/050-metrics-and-error-reports.md), with prom-client:
 *
 * - the server's own: requests and their latency by method, route and status, the page cache's
 *   answers, and Node's process metrics (event-loop lag, memory, CPU, handles);
 * - the app's (app/.server/metrics.ts: the mail outbox, chat turns, the database's connections),
 *   in a registry it hands over through `serverHooks.metricsRegistry`: nothing here imports app/.
 *
 * Never public: METRICS_PORT serves it on a port of its own (asking for METRICS_TOKEN too when
 * that is set); METRICS_TOKEN alone serves it on the site's port to a bearer of the token; neither
 * serves it nowhere. Under WEB_CONCURRENCY the primary process adds up every worker's metrics
 * (prom-client's AggregatorRegistry): its METRICS_PORT serves the fleet's sum, and a worker asked
 * on the site's port fetches that sum from the primary, so every scrape sees the whole fleet.
 */
import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import express from 'express'
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Where /metrics is served (the app's `metricsSettings`, from METRICS_PORT and METRICS_TOKEN). */
interface MetricsSettings {
  port: number | null
  token: string | null
  host?: string
}

/** What the page cache did with a page (server/page-cache.ts, its X-Page-Cache header). */
type PageCacheResult = 'hit' | 'miss' | 'bypass'

/** The exposition a scrape receives. */
interface Exposition {
  contentType: string
  body: string
}

/** How long a worker waits for the primary's sum before answering 503. */
const FLEET_ANSWER_MS = 10_000
const ASK = 'aivora:metrics?'
const ANSWER = 'aivora:metrics'

/** Paths the server answers itself, before any route: their own label each. */
const SERVER_PATHS: Record<string, string> = {
  '/healthz/live': 'probe:live',
  '/healthz/ready': 'probe:ready',
  '/metrics': 'metrics',
}
const SERVER_PREFIXES: [string, string][] = [
  ['/assets/', 'static:assets'],
  ['/uploads/', 'static:uploads'],
]
/** Labels kept for paths already seen; cleared when full (the labels are few, the paths are not). */
const MEMO_SIZE = 2_000

/**
 * The route label of a request's path: the id of the Remix route that answers it
 * (`routes/models.$slug`), with `.data` for the data of a page; `static:…` for the build's files,
 * uploads and the public folder; the catch-all route (`routes/$`) for every other unknown path.
 * A bounded set, whatever the paths visitors make up.
 */
export function routeLabeller(routes: ServerBuild['routes']) {
  const tree = childrenOf(routes, undefined)
  const memo = new Map<string, string>()
  const label = (pathname: string) => {
    const exact = SERVER_PATHS[pathname]
    if (exact) return exact
    for (const [prefix, name] of SERVER_PREFIXES) if (pathname.startsWith(prefix)) return name
    // A page's data (single fetch): /models.data, and /_root.data for the home page.
    const data = pathname.endsWith('.data')
    const page = data ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname
    try {
      decodeURI(page)
    } catch {
      // The router would warn about every such path; Express answers it 400 anyway.
      return 'unmatched'
    }
    const leaf = matchRoutes(tree, page)?.at(-1)?.route
    if (!leaf) return 'unmatched'
    // The catch-all answers what no route does: with an extension, a file of the public folder.
    if (leaf.path === '*' && !data && path.extname(page)) return 'static:public'
    return data ? `${leaf.id}.data` : leaf.id!
  }
  return (pathname: string) => {
    let known = memo.get(pathname)
    if (known === undefined) {
      if (memo.size >= MEMO_SIZE) memo.clear()
      known = label(pathname)
      memo.set(pathname, known)
    }
    return known
  }
}

/** Remix's flat route manifest as the router's nested routes, as Remix builds them itself. */
function childrenOf(routes: ServerBuild['routes'], parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: childrenOf(routes, route.id),
          },
    )
}

/** GET, HEAD and POST by name (the site answers nothing else): the rest is 'other'. */
function methodLabel(method: string) {
  return method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other'
}

/** The server's metrics, in a registry of their own, with this process's default metrics. */
export function createSiteMetrics(routeOf: (pathname: string) => string) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: "Requests answered, by method, route (the Remix route's id, or static:… for files) and status ('aborted': the client left first)",
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Public pages answered from the page cache (hit), rendered to keep (miss), or rendered for one visitor (bypass)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  let cachedPages = () => 0
  new Gauge({
    name: 'page_cache_entries',
    help: 'Pages kept in the page cache of this process',
    registers: [registry],
    collect() {
      this.set(cachedPages())
    },
  })

  /** Counts and times every request, from the moment it arrives to the end of its answer. */
  const countRequests: express.RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint()
    const pathname = req.path
    res.once('close', () => {
      const method = methodLabel(req.method)
      const route = routeOf(pathname)
      const status = res.writableFinished ? String(res.statusCode) : 'aborted'
      requests.inc({ method, route, status })
      duration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9)
    })
    next()
  }

  return {
    registry,
    countRequests,
    pageCacheAnswered: (result: PageCacheResult) => pageCache.inc({ result }),
    /** How many pages the page cache keeps now, read at each scrape. */
    watchPageCache: (entries: () => number) => {
      cachedPages = entries
    },
  }
}

/**
 * How this process answers a scrape: its own registries merged; in a worker of a fleet, the
 * fleet's sum, which the primary adds up (`serveFleetMetrics`).
 */
export function expositionOf(registries: Registry[]): () => Promise<Exposition> {
  if (!cluster.isWorker) {
    const merged = Registry.merge(registries)
    return async () => ({ contentType: merged.contentType, body: await merged.metrics() })
  }
  // Answers the primary's requests for this worker's metrics with these registries.
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries(registries)
  return askPrimary
}

let asked = 0
const waiting = new Map<number, (answer: Exposition | Error) => void>()

function askPrimary(): Promise<Exposition> {
  const id = ++asked
  if (waiting.size === 0) process.on('message', onAnswer)
  return new Promise<Exposition>((resolve, reject) => {
    const timer = setTimeout(() => settle(id, new Error('the primary process did not answer')), FLEET_ANSWER_MS)
    waiting.set(id, (answer) => {
      clearTimeout(timer)
      if (answer instanceof Error) reject(answer)
      else resolve(answer)
    })
    process.send?.({ type: ASK, id })
  })
}

function settle(id: number, answer: Exposition | Error) {
  const resolve = waiting.get(id)
  if (!resolve) return
  waiting.delete(id)
  if (waiting.size === 0) process.off('message', onAnswer)
  resolve(answer)
}

function onAnswer(message: { type?: string; id?: number; error?: string } & Partial<Exposition>) {
  if (message?.type !== ANSWER || message.id === undefined) return
  settle(
    message.id,
    message.error !== undefined
      ? new Error(message.error)
      : { contentType: message.contentType ?? '', body: message.body ?? '' },
  )
}

/**
 * The primary of a fleet: adds up its workers' metrics for a worker that was asked on the site's
 * port, and serves them on METRICS_PORT when that is set.
 */
export async function serveFleetMetrics(settings: MetricsSettings) {
  const aggregator = new AggregatorRegistry()
  const exposition = async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() })
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return
    exposition().then(
      (answer) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer }),
      (error: Error) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: error.message }),
    )
  })
  return settings.port === null ? undefined : listenForMetrics(settings, exposition)
}

/** The bearer token's check, in constant time whatever the length of what was sent. */
function bearerOf(token: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  const expected = digest(`Bearer ${token}`)
  return (header: string | undefined) => header !== undefined && timingSafeEqual(digest(header), expected)
}

/** GET /metrics: the exposition, to a bearer of `token` when there is one. */
export function metricsEndpoint(token: string | null, exposition: () => Promise<Exposition>): express.RequestHandler {
  const authorised = token === null ? () => true : bearerOf(token)
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (!authorised(req.headers.authorization)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      return res.status(401).type('text/plain').send('The metrics need a bearer token (METRICS_TOKEN).')
    }
    exposition().then(
      // prom-client's own Content-Type, as Prometheus negotiates it (Express's send would rewrite it).
      ({ contentType, body }) => res.setHeader('Content-Type', contentType).end(body),
      (error: Error) => res.status(503).type('text/plain').send(`The metrics could not be gathered: ${error.message}`),
    )
  }
}

/**
 * METRICS_PORT: /metrics alone on a port of its own (everything else there is a 404). Resolves
 * once it listens, with a function that stops it; a port in use is the operator's sentence.
 */
export async function listenForMetrics(settings: MetricsSettings, exposition: () => Promise<Exposition>) {
  const app = express()
  app.disable('x-powered-by')
  app.get('/metrics', metricsEndpoint(settings.token, exposition))
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found: the metrics are at /metrics.'))
  const server = http.createServer(app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${settings.port} is already in use: stop the other server or set METRICS_PORT.`)
          : error,
      ),
    )
    server.listen(settings.port!, settings.host ?? '0.0.0.0', () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
