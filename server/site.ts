/**
 * The site's HTTP server, for production (server.ts) and development (server/dev.ts) alike: the
 * same middleware in the same order, so `npm run dev` refuses a cross-site post, sends the same
 * security headers and limits bodies as production does (docs/decisions/043-one-server-program.md).
 * The two differ only in where Remix's build and the browser's files come from (the build
 * directory, or Vite's module graph) and in the page cache, which development leaves out: a kept
 * page would hide an edit for its few seconds.
 *
 * Nothing here imports app/: the app is reached through the hooks its build exports
 * (app/.server/server-hooks.ts), so the process holds one copy of every app module.
 */
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import express from 'express'
import compression from 'compression'
import helmet from 'helmet'
import type { ServerBuild } from '@remix-run/node'
import type { DestinationStream } from 'pino'
import type { ServerHooks, ServerSettings } from '../app/.server/server-hooks'
import { READY_MESSAGE } from './cluster'
import { refuseCrossSitePosts } from './cross-site'
import { createProbes } from './health'
import { createSiteMetrics, expositionOf, listenForMetrics, metricsEndpoint, routeLabeller } from './metrics'
import { createPageCache } from './page-cache'
import { assignRequestId, createLogger, requestLog } from './request-log'
import { redirectTrailingSlash } from './trailing-slash'
import { BROTLI_OPTIONS, compressWholePages } from './whole-page-compression'
import { trackRoomToWrite, type RoomToWrite } from './room-to-write'

/** Forms, the chat and the theme and consent posts: far below this. */
const MAX_FORM_BODY_BYTES = 100 * 1024
/** A voice message for transcription (at most 5 MB, checked again by the route). */
const MAX_AUDIO_BODY_BYTES = 6 * 1024 * 1024
/** Admin forms carry model images (each at most 5 MB, checked again by the action). */
const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024
/** The dashboard's Settings form carries a profile photo (at most 5 MB, checked again by the action). */
const MAX_PHOTO_BODY_BYTES = 6 * 1024 * 1024

/** The largest body a request to this path may carry. */
function bodyLimit(req: express.Request) {
  if (req.path.startsWith('/admin')) return MAX_UPLOAD_BODY_BYTES
  if (req.path === '/api/transcribe') return MAX_AUDIO_BODY_BYTES
  // The Settings form: posted to the page, or with JavaScript to its data URL (`/dashboard.data`).
  if (/^\/dashboard(\.data)?$/.test(req.path) && req.query.section === 'settings') return MAX_PHOTO_BODY_BYTES
  return MAX_FORM_BODY_BYTES
}

/** What a request carries from this server into Remix's loaders and actions: its load context. */
export function loadContextOf(res: express.Response) {
  return {
    cspNonce: res.locals.cspNonce as string,
    clientAddress: res.locals.clientAddress as string,
    requestId: res.locals.requestId as string,
    roomToWrite: res.locals.roomToWrite as RoomToWrite,
  }
}

interface Handlers {
  /** Remix's request handler (createRequestHandler with `loadContextOf`). */
  remix: express.RequestHandler
  /** The browser's files by their build names: the build's /assets, or Vite's transformed modules. */
  assets: express.RequestHandler
  /** The rest of the public folder (favicon, images), when `assets` does not serve it already. */
  publicFiles?: express.RequestHandler
  /** Keep public pages for a few seconds (server/page-cache.ts): production only. */
  pageCache: boolean
  /** Where log lines go: stdout as JSON lines unless given (`npm run dev`: pino-pretty). */
  logTo?: DestinationStream
  /** The build's routes, whose ids label requests in the metrics (server/metrics.ts). */
  routes: ServerBuild['routes']
}

/** The server's metrics and how a scrape is answered, when /metrics is served (server/metrics.ts). */
interface SiteMetrics {
  site: ReturnType<typeof createSiteMetrics>
  endpoint: express.RequestHandler | null
}

/**
 * Binds the port first (a port in use is said before the database is opened or migrated), holds
 * the requests that arrive meanwhile, prepares the app, then serves it until SIGTERM or SIGINT.
 */
export async function serveSite(
  hooks: ServerHooks,
  handlersFor: (settings: ServerSettings) => Handlers | Promise<Handlers>,
  server: http.Server = http.createServer(),
) {
  const waiting: [http.IncomingMessage, http.ServerResponse][] = []
  const hold = (req: http.IncomingMessage, res: http.ServerResponse) => waiting.push([req, res])
  server.on('request', hold)
  let settings: ServerSettings
  let handlers: Handlers
  let metrics: SiteMetrics | undefined
  let stopMetrics = () => Promise.resolve()
  try {
    const { port, host } = hooks.listenAddress()
    await listen(server, port, host ?? '0.0.0.0')
    settings = await hooks.prepare()
    handlers = await handlersFor(settings)
    if (settings.metrics) {
      // Counted only where they are served: otherwise not a cost on every request.
      const site = createSiteMetrics(routeLabeller(handlers.routes))
      const exposition = expositionOf([site.registry, hooks.metricsRegistry])
      const { port: metricsPort, token } = settings.metrics
      // On its own port (the primary of a fleet serves that one), or on the site's behind the token.
      metrics = { site, endpoint: metricsPort === null ? metricsEndpoint(token, exposition) : null }
      if (metricsPort !== null && !cluster.isWorker) stopMetrics = await listenForMetrics(settings.metrics, exposition)
    }
  } catch (error) {
    cannotStart(error, hooks)
  }
  const probes = createProbes(() => hooks.databaseAnswers())
  const { app, stopListening } = createSiteApp(hooks, settings, handlers, probes.router, metrics)

  server.off('request', hold)
  server.on('request', app)
  for (const [req, res] of waiting.splice(0)) app(req, res)
  console.info(
    `Serving on http://localhost:${settings.port}${cluster.isWorker ? ` (worker process ${process.pid})` : ''}`,
  )
  // Slow clients must not hold sockets forever.
  server.headersTimeout = 20_000
  server.requestTimeout = 60_000

  let closing = false
  const close = (why: string) => {
    if (closing) return
    closing = true
    console.info(`${why}: closing the server and the database`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(() => {
      Promise.all([stopListening(), stopMetrics()])
        .then(() => hooks.shutdown())
        .catch((error: unknown) => console.error('Database close failed:', error))
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  let draining: NodeJS.Timeout | undefined
  /**
   * Says it is not ready (first of all, so a load balancer that asks stops sending requests), then,
   * after `delayMs` (SHUTDOWN_DELAY_SECONDS, for SIGTERM: the time that balancer takes to notice,
   * during which requests still arrive and are served), closes. A second signal closes at once.
   */
  const stop = (why: string, delayMs = 0) => {
    probes.shuttingDown()
    if (draining || delayMs === 0) {
      clearTimeout(draining)
      return close(why)
    }
    console.info(`${why}: not ready from now on; serving for ${delayMs / 1000} s more before closing`)
    draining = setTimeout(() => close(why), delayMs)
  }
  process.on('SIGTERM', () => stop('SIGTERM received', settings.shutdownDelayMs))
  // A person at a terminal (Ctrl-C): no load balancer to wait for.
  process.on('SIGINT', () => stop('SIGINT received'))
  if (cluster.isWorker) {
    process.send?.(READY_MESSAGE)
    // The primary was killed without stopping the workers: nothing hands this one connections now.
    process.on('disconnect', () => stop('The primary process ended'))
  }
}

/**
 * The page cache as the site runs it (decisions 012, 030, 082): emptied whenever public pages may
 * show something else, and only then. The database announces each change to a table they read, in
 * every process; the module that wrote (a model, a knowledge article) says so in its own process
 * the moment it commits. A POST is not a reason in itself: a lead's status or note, an organisation,
 * a user leave every kept page as it is.
 */
export function publicPageCache(
  publicPages: ServerHooks['publicPages'],
  options: { answered?: (result: 'hit' | 'miss' | 'bypass') => void; ttlMs?: number } = {},
) {
  const pageCache = createPageCache({ ...options, rules: publicPages, nonceOf: (res) => res.locals.cspNonce as string })
  const unsubscribe = publicPages.onChanged(() => pageCache.clear())
  const listening = publicPages.listen()
  return {
    ...pageCache,
    /** Settles once the first attempt to listen is over. */
    listening: listening.started,
    async stop() {
      unsubscribe()
      await listening.stop()
    },
  }
}

function createSiteApp(
  hooks: ServerHooks,
  settings: ServerSettings,
  handlers: Handlers,
  probes: express.RequestHandler,
  metrics: SiteMetrics | undefined,
) {
  const app = express()
  app.disable('x-powered-by')
  // Only the proxies the operator names in TRUST_PROXY may say who the client is; without it the
  // socket's address counts, whatever X-Forwarded-For claims (decision 016).
  app.set('trust proxy', settings.trustProxy)

  // Brotli's default window (4 MB of encoder memory per response) is far larger than any page
  // or asset we send; under load those allocations cost more than the compressing itself.
  // 256 KB covers every response and measured two to three times cheaper (decision 012).
  // Quality 2 instead of compression's 4: on the catalogue's 80 KB page it compresses in a third
  // of the time for 7% more bytes, and every page is compressed anew (each has its own nonce).
  app.use(compression({ brotli: BROTLI_OPTIONS }))
  // Pages, which are written whole, are compressed in one call instead (decision 037).
  app.use(compressWholePages())
  // After both: a streamed answer waits for its client (server/room-to-write.ts).
  app.use(trackRoomToWrite())

  app.use((req, res, next) => {
    // The request's values for the app, handed over in its load context (`loadContextOf`).
    res.locals.cspNonce = randomBytes(16).toString('base64')
    res.locals.clientAddress = hooks.resolveClientAddress(req)
    next()
  })
  // Its id, made here whatever the client sent: in X-Request-Id, the load context and the log.
  app.use(assignRequestId)
  // Every request counted and timed by route, from here to the end of its answer.
  if (metrics) app.use(metrics.site.countRequests)
  if (settings.logRequests) {
    // One JSON line per request (server/request-log.ts): never its query string, cookies,
    // credentials or body. Before the rest, so its duration is the whole answer's.
    app.use(requestLog(createLogger(settings.logLevel, handlers.logTo)))
  }

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'connect-src': ["'self'", 'https:'],
          'font-src': ["'self'", 'data:'],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'frame-src': [
            "'self'",
            'https://calendly.com',
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
          ],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'blob:', 'https:'],
          'object-src': ["'none'"],
          'script-src': [
            "'self'",
            'https://assets.calendly.com',
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
          ],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'", 'https://assets.calendly.com'],
          'upgrade-insecure-requests': settings.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: settings.isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
    }),
  )

  // Liveness and readiness (server/health.ts), before anything that could answer for them.
  app.use(probes)
  // METRICS_TOKEN without METRICS_PORT: /metrics here, to a bearer of the token alone.
  if (metrics?.endpoint) app.get('/metrics', metrics.endpoint)

  app.use(handlers.assets)
  // Uploaded images are stored under a random name plus a timestamp and never overwritten.
  app.use('/uploads', express.static(settings.uploadsDir, { maxAge: '1h', fallthrough: false, dotfiles: 'deny' }))
  // A missing upload (a replaced or deleted image) is an ordinary 404, not an error to log.
  app.use(
    '/uploads',
    (error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res
        .status(error.status === 403 ? 403 : 404)
        .type('text/plain')
        .send('Not found')
    },
  )

  // Pages are read with GET and forms post with POST; nothing on the site answers another method
  // (Remix would run the route's action for PUT, PATCH or DELETE as if it were a form post).
  app.use((req, res, next) => {
    if (['GET', 'HEAD', 'POST'].includes(req.method)) return next()
    res.setHeader('Allow', 'GET, HEAD, POST')
    return res.status(405).type('text/plain').send('This method is not allowed: use GET or POST.')
  })
  // `?_data=` is Remix's data protocol from before single fetch, which this site uses (the browser
  // asks for `.data` URLs). Remix still answers it, and with an action's `data()` that comes out as
  // a 500; nobody but a hand-made request sends it.
  app.use((req, res, next) => {
    const query = req.originalUrl.indexOf('?')
    if (query < 0 || !new URLSearchParams(req.originalUrl.slice(query + 1)).has('_data')) return next()
    return res.status(400).type('text/plain').send('This site does not answer ?_data requests.')
  })

  // A POST a browser sent from another site is refused with a 403 before any route or action runs,
  // pages and resource routes alike (server/cross-site.ts, decision 018).
  app.use(refuseCrossSitePosts(settings.siteUrl))

  // Bodies are read by the route actions; refuse oversized ones before any of them start reading.
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const limit = bodyLimit(req)
    const declared = req.headers['content-length']
    if (declared === undefined && req.headers['transfer-encoding']) {
      // A streamed body could grow without bound; every browser form post says its length.
      return res.status(411).type('text/plain').send('Send the request with a Content-Length.')
    }
    if (Number(declared ?? 0) > limit) {
      res.setHeader('Connection', 'close')
      return res
        .status(413)
        .type('text/plain')
        .send(`The request is too large: the limit is ${Math.round(limit / 1024)} KB.`)
    }
    next()
  })

  // `/models/` → `/models` (301), before the page cache keys a second copy of the page (decision 024).
  app.use(redirectTrailingSlash(hooks.safeRedirect))

  let stopListening = () => Promise.resolve()
  if (handlers.pageCache) {
    // Public pages rendered once for many visitors (server/page-cache.ts, decision 012), emptied
    // whenever the database announces a change to what they show, in every process (decision 030).
    const pageCache = publicPageCache(hooks.publicPages, { answered: metrics?.site.pageCacheAnswered })
    metrics?.site.watchPageCache(() => pageCache.stats().entries)
    stopListening = pageCache.stop
    app.use(pageCache.middleware)
  }
  // After the page cache, so a cached page is answered without first looking for a file of its
  // name on disk; and only for names with an extension (every file there has one, no page has
  // one) other than `.data` (a page's data, which the browser asks for on each navigation), so
  // no render waits on a disk lookup.
  const { publicFiles } = handlers
  if (publicFiles) {
    app.use((req, res, next) => {
      const extension = path.extname(req.path)
      return extension && extension !== '.data' ? publicFiles(req, res, next) : next()
    })
  }

  // With several workers, the health check says which one answered (X-Worker-Pid): a load
  // balancer's log then names the process, and a test can see them all answer.
  if (cluster.isWorker) {
    app.get('/healthz', (_req, res, next) => {
      res.setHeader('X-Worker-Pid', String(process.pid))
      next()
    })
  }

  app.all('*', handlers.remix)

  // What Express itself refuses before any route (an address it cannot decode, `/models/%FF`) is
  // the client's mistake: a plain 4xx, without the stack Express would print to the log. A failure
  // of the server's own (a middleware that threw) is reported as well (when SENTRY_DSN is set),
  // under the request's id, then logged by Express.
  app.use(
    (
      error: { status?: number; statusCode?: number },
      req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500
      if (status >= 500) {
        const requestId = res.locals.requestId as string
        hooks.reportError(error, { requestId, method: req.method, path: req.path })
      }
      if (res.headersSent || status >= 500) return next(error)
      res.status(status).type('text/plain').send('Bad request: the address could not be read.')
    },
  )
  return { app, stopListening }
}

/** Binds the port, or fails with the operator's sentence when it is taken or not ours to open. */
function listen(server: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new Error(`Port ${port} is already in use: stop the other server or set PORT.`))
      else if (error.code === 'EACCES')
        reject(new Error(`Port ${port} may not be opened by this user: set PORT to 1024 or above.`))
      else reject(error)
    })
    server.listen(port, host, () => resolve())
  })
}

/** One sentence on stderr and exit 1; never a secret's value, whoever wrote the message. */
function cannotStart(error: unknown, hooks: Pick<ServerHooks, 'redactSecrets'>): never {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`\nThe server cannot start. ${hooks.redactSecrets(message)}\n`)
  process.exit(1)
}
