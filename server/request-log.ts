/**
 * The server's log (docs/decisions/048-logs-and-probes.md): pino, one JSON line per request
 * through pino-http, each request with an id of its own that its answer carries in X-Request-Id
 * and the app receives in its load context (server/site.ts, `loadContextOf`), so an error the app
 * logs can be matched with the request's line and with what a visitor or a proxy saw.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino'
import { pinoHttp } from 'pino-http'

/**
 * What pino censors wherever it appears in a line of this logger, whoever writes the line. A
 * request's own line is built from named fields only (`requestFields`), so none of these is in it;
 * this is the rule for everything else logged through the logger (a request or response object, an
 * error with the headers it was sent with): cookies, credentials, query strings (search terms,
 * e-mail addresses, the one-time keys of e-mail links) and bodies are never written.
 */
const REDACTED_PATHS = [
  'cookie',
  'authorization',
  'query',
  'body',
  'password',
  'token',
  'headers.cookie',
  'headers.authorization',
  'headers["proxy-authorization"]',
  'headers["set-cookie"]',
  'headers.referer',
  '*.cookie',
  '*.authorization',
  '*.query',
  '*.body',
  '*.password',
  '*.token',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["proxy-authorization"]',
  '*.headers["set-cookie"]',
  // A page's address as the browser last saw it, query string and all.
  '*.headers.referer',
]

/**
 * The process's logger: JSON lines on stdout (pino's asynchronous writer, flushed when the process
 * exits), or `destination` (pino-pretty under `npm run dev`, a captured stream in tests).
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    // The worker that wrote the line (several share a port with WEB_CONCURRENCY); the host is the
    // log collector's to add.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // 'info' rather than 30: a line read by a person or filtered by a collector says its level.
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * Gives every request a random id of our own, in `res.locals.requestId` and the X-Request-Id
 * header. An id a client sends is ignored, whoever sent it: a made-up or reused one would tie a
 * line to the wrong request, and ours is as good for matching a proxy's log by time and address.
 */
export function assignRequestId(_req: express.Request, res: express.Response, next: express.NextFunction) {
  const id = randomUUID()
  res.locals.requestId = id
  res.setHeader('X-Request-Id', id)
  next()
}

/** Static files and probes: their successful requests would drown out the ones that matter. */
const QUIET_WHEN_SUCCESSFUL = /^\/(assets|images|favicon|@|app\/|node_modules|healthz\/(live|ready)$)/

const PROBE = /^\/healthz(\/(live|ready))?$/

/** The path the client asked for, without its query string (which is never logged). */
function routeOf(req: IncomingMessage) {
  const url = (req as express.Request).originalUrl ?? req.url ?? '/'
  const query = url.indexOf('?')
  return query < 0 ? url : url.slice(0, query)
}

function levelOf(req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent {
  // A visitor who left before the answer was written is not a failure of the server.
  if (!res.writableEnded) return 'info'
  // A probe's 503 is its answer (stopping, or the database is away: said in its own lines), not a
  // failure of the request.
  if (!error && PROBE.test(routeOf(req))) return res.statusCode >= 400 ? 'warn' : 'silent'
  if (error || res.statusCode >= 500) return 'error'
  if (res.statusCode >= 400) return 'warn'
  return QUIET_WHEN_SUCCESSFUL.test(routeOf(req)) ? 'silent' : 'info'
}

/** A request's line, beside its time, level, pid and request id: these fields and nothing else. */
function requestFields(req: IncomingMessage, res: ServerResponse, durationMs: number) {
  return {
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs,
    clientAddress: (res as express.Response).locals.clientAddress as string | undefined,
    ...(res.writableEnded ? {} : { aborted: true }),
  }
}

/**
 * The request log: one line when each answer is finished (or the client has gone), at info, warn
 * for a 4xx, error for a 5xx; successful static files and probes are left out. It needs
 * `assignRequestId` and the client address (`res.locals.clientAddress`) set before it.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => (res as express.Response).locals.requestId as string,
    // The line names its fields itself: no serialized request or response (their headers hold
    // cookies and credentials, their URL the query string).
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http still makes a child logger per request bound to the request; this keeps that cheap
    // (no copy of every header made and thrown away) and is what a line with a request in it shows.
    wrapSerializers: false,
    serializers: { req: (req: IncomingMessage) => ({ method: req.method, route: routeOf(req) }) },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: levelOf,
    customSuccessObject: (req, res, value: { durationMs: number }) => requestFields(req, res, value.durationMs),
    customErrorObject: (req, res, _error, value: { durationMs: number }) => requestFields(req, res, value.durationMs),
    customSuccessMessage: (req, res) =>
      `${req.method} ${routeOf(req)} ${res.writableEnded ? res.statusCode : 'aborted'}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
  })
}
