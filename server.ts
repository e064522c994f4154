/**
 * The production HTTP server. Everything about how the site meets the network lives here, in one
 * readable file: compression, static caching, security headers with a per-request CSP nonce,
 * request logging, body limits, the page cache and what empties it, and a graceful shutdown that
 * closes the database. With WEB_CONCURRENCY it runs as several worker processes on one port
 * (server/cluster.ts).
 */
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import morgan from 'morgan'
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, type TrustProxy } from './app/.server/client-address'
import { getConfig } from './app/.server/config'
import { getDb } from './app/.server/db'
import {
  listenForPublicPageChanges,
  onPublicPagesChanged,
  publicPagesChanged,
} from './app/.server/public-pages-changed'
import { READY_MESSAGE, runFleet } from './server/cluster'
import { refuseCrossSitePosts } from './server/cross-site'
import { redirectTrailingSlash } from './server/trailing-slash'
import { createPageCache } from './server/page-cache'
import { BROTLI_OPTIONS, compressWholePages } from './server/whole-page-compression'

const root = path.dirname(fileURLToPath(import.meta.url))
const buildDir = path.basename(root) === 'build' ? root : path.join(root, 'build')

/** Forms, the chat and the theme and consent posts: far below this. */
const MAX_FORM_BODY_BYTES = 100 * 1024
/** A voice message for transcription (at most 5 MB, checked again by the route). */
const MAX_AUDIO_BODY_BYTES = 6 * 1024 * 1024
/** Admin forms carry model images (each at most 5 MB, checked again by the action). */
const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024

interface EntryModule {
  listenAddress(): { port: number; host?: string }
  redactSecrets(text: string): string
  prepare(): Promise<{
    port: number
    host?: string
    siteUrl: string
    isProduction: boolean
    uploadsDir: string
    logRequests: boolean
    trustProxy: TrustProxy
  }>
  shutdown(): Promise<void>
}

async function main() {
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild
  const entry = build.entry.module as unknown as EntryModule

  // The port first: a port already in use is said before the database is opened or migrated.
  // Requests that arrive meanwhile wait until the site is ready (as they would in the backlog).
  const waiting: [http.IncomingMessage, http.ServerResponse][] = []
  const server = http.createServer((req, res) => waiting.push([req, res]))
  let settings: Awaited<ReturnType<EntryModule['prepare']>>
  try {
    const { port, host } = entry.listenAddress()
    await listen(server, port, host ?? '0.0.0.0')
    // Opens (migrates, seeds) the database before taking traffic.
    settings = await entry.prepare()
  } catch (error) {
    cannotStart(error, entry)
  }

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

  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    // Loaders read the client address from here; whatever the client sent is overwritten.
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req)
    next()
  })

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

  if (settings.logRequests) {
    // Morgan's 'tiny' line, with the one-time keys of e-mail links (a password reset's token, a
    // Supabase link's token_hash or code) left out: a log must not hold a key to an account.
    morgan.token('safe-url', (req: express.Request) =>
      req.originalUrl.replace(/([?&](?:token|token_hash|code)=)[^&#]*/g, '$1[redacted]'),
    )
    app.use(
      morgan(':method :safe-url :status :res[content-length] - :response-time ms', {
        // Static assets would drown out the requests that matter.
        skip: (req, res) => res.statusCode < 400 && /^\/(assets|images|favicon)/.test(req.path),
      }),
    )
  }

  // Fingerprinted build output never changes: cache it for a year.
  app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
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
    const limit = req.path.startsWith('/admin')
      ? MAX_UPLOAD_BODY_BYTES
      : req.path === '/api/transcribe'
        ? MAX_AUDIO_BODY_BYTES
        : MAX_FORM_BODY_BYTES
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
  app.use(redirectTrailingSlash)

  // Public pages rendered once for many visitors (server/page-cache.ts, decision 012), emptied
  // whenever the database announces a change to what they show, in every process (decision 030).
  const pageCache = createPageCache({
    nonceOf: (res) => res.locals.cspNonce as string,
    changesPublicPages: (req) => req.path.startsWith('/admin'),
    // This process's other caches forget an admin write at once too, before the notice arrives.
    changedPublicPages: () => publicPagesChanged('an admin write in this process'),
  })
  onPublicPagesChanged(() => pageCache.clear())
  const listening = listenForPublicPageChanges(getDb)
  app.use(pageCache.middleware)
  // The rest of the public folder (favicon, images). After the page cache, so a cached page is
  // answered without first looking for a file of its name on disk; and only for names with an
  // extension (every file there has one, no page has one), so no render waits on a disk lookup.
  const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h' })
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))

  // With several workers, the health check says which one answered (X-Worker-Pid): a load
  // balancer's log then names the process, and a test can see them all answer.
  if (cluster.isWorker) {
    app.get('/healthz', (_req, res, next) => {
      res.setHeader('X-Worker-Pid', String(process.pid))
      next()
    })
  }

  app.all(
    '*',
    createRequestHandler({
      build,
      mode: settings.isProduction ? 'production' : 'development',
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  )

  // What Express itself refuses before any route (an address it cannot decode, `/models/%FF`) is
  // the client's mistake: a plain 4xx, without the stack Express would print to the log.
  app.use(
    (
      error: { status?: number; statusCode?: number },
      _req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500
      if (res.headersSent || status >= 500) return next(error)
      res.status(status).type('text/plain').send('Bad request: the address could not be read.')
    },
  )

  server.removeAllListeners('request')
  server.on('request', app)
  for (const [req, res] of waiting.splice(0)) app(req, res)
  console.info(
    `Serving on http://localhost:${settings.port}${cluster.isWorker ? ` (worker process ${process.pid})` : ''}`,
  )
  // Slow clients must not hold sockets forever.
  server.headersTimeout = 20_000
  server.requestTimeout = 60_000

  let stopping = false
  const stop = (why: string) => {
    if (stopping) return
    stopping = true
    console.info(`${why}: closing the server and the database`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(() => {
      listening
        .stop()
        .then(() => entry.shutdown())
        .catch((error: unknown) => console.error('Database close failed:', error))
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM received'))
  process.on('SIGINT', () => stop('SIGINT received'))
  if (cluster.isWorker) {
    process.send?.(READY_MESSAGE)
    // The primary was killed without stopping the workers: nothing hands this one connections now.
    process.on('disconnect', () => stop('The primary process ended'))
  }
}

/**
 * How many worker processes to run: WEB_CONCURRENCY, except on the embedded database, whose data
 * directory belongs to one process (decision 030). A malformed setting means one: that process
 * then says what is wrong, as it always has.
 */
function workersToRun(): number {
  let config: ReturnType<typeof getConfig>
  try {
    config = getConfig()
  } catch {
    return 1
  }
  if (config.workers > 1 && config.database.kind === 'pglite') {
    console.warn(
      `WEB_CONCURRENCY asks for ${config.workers} processes, but the embedded database (no DATABASE_URL) ` +
        'belongs to one process: serving from one. Set DATABASE_URL to run several.',
    )
    return 1
  }
  return config.workers
}

/** One process, or the primary of several (server/cluster.ts), whose workers each run `main`. */
async function start() {
  const workers = cluster.isPrimary ? workersToRun() : 1
  if (workers === 1) return main()
  const fleet = runFleet({ workers })
  process.on('SIGTERM', () => fleet.stop('SIGTERM received'))
  process.on('SIGINT', () => fleet.stop('SIGINT received'))
  process.exit(await fleet.done)
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
function cannotStart(error: unknown, entry: EntryModule): never {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`\nThe server cannot start. ${entry.redactSecrets(message)}\n`)
  process.exit(1)
}

void start()
