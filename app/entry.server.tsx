/**
 * Renders every page on the server, whole, with the request's CSP nonce on every script and its
 * scripts fetched after its first paint (decision 035). Also the hooks the HTTP server (server.ts)
 * calls: `prepare` before taking traffic and `shutdown` when stopping, so it needs nothing from
 * app/ but this build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { getConfig } from './.server/config'
import { closeDb, DatabaseUnavailableError, getDb, openDbWith } from './.server/db'
import { ensurePrivateDir } from './.server/db/data-dir'
import { RETRY_AFTER_SECONDS } from './.server/db/unavailable'
import { closeMailer, settleMail } from './.server/mail/mailer'
import { settleOutbox, startOutbox, stopOutbox } from './.server/mail/outbox'
import { openProcessDatabase } from './.server/startup'
import { startSweeping, stopSweeping } from './.server/sweep'
import { scriptsAfterFirstPaint } from './.server/paint-first'
import { NonceProvider } from './components/nonce'

// server.ts passes the message of anything that stops start-up through it.
export { redactSecrets } from './.server/config'

const ABORT_DELAY = 5_000

// The process database is opened by start-up (migrations, seed, the first admin) on first use. Set
// here, where the app is loaded by both the production server and `remix vite:dev` (which never
// calls `prepare`), so nothing can query before it is known how to open the database.
openDbWith(openProcessDatabase)

/**
 * Where to listen, from the validated environment (a malformed variable throws its sentence).
 * Asked before `prepare`, so a port already in use is reported before the database is opened.
 */
export function listenAddress() {
  const config = getConfig()
  return { port: config.port, host: config.host }
}

export async function prepare() {
  const config = getConfig()
  // On either engine: DATA_DIR holds the session secret and uploads (and PGlite's files).
  ensurePrivateDir(config.dataDir)
  try {
    await getDb()
  } catch (error) {
    // A PostgreSQL server that is down is an outage, not a misconfiguration: serve 503 pages and
    // open it on the first request after it is back. Anything else (a bad setting, a failing
    // migration) still stops the server.
    if (!(error instanceof DatabaseUnavailableError)) throw error
    console.error(`[db] ${error.message}. Serving 503 pages until it answers; every request tries again.`)
  }
  // Expired sessions and rate-limit rows: now, then every quarter of an hour (app/.server/sweep.ts).
  startSweeping()
  // Notification e-mails the database queued: now, then every minute and after each new lead.
  void startOutbox()
  const uploadsDir = path.join(config.dataDir, 'uploads')
  fs.mkdirSync(uploadsDir, { recursive: true, mode: 0o700 })
  return {
    port: config.port,
    host: config.host,
    siteUrl: config.siteUrl,
    isProduction: config.isProduction,
    uploadsDir,
    logRequests: config.logRequests,
    trustProxy: config.trustProxy,
  }
}

export async function shutdown() {
  stopSweeping()
  stopOutbox()
  // A mail on its way is finished (its row then says sent); the SMTP timeouts bound the wait.
  await Promise.all([settleOutbox(), settleMail()])
  closeMailer()
  await closeDb()
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor navigated away) are not errors.
  if (request.signal.aborted) return
  const where = `${request.method} ${new URL(request.url).pathname}`
  // An outage is one line, not a stack trace.
  if (error instanceof DatabaseUnavailableError) return console.error(`[error] ${where}: ${error.message}`)
  console.error(`[error] ${where}:`, error)
}

/** A 503 (the database is unreachable) tells clients when to come back, and is never cached. */
function markUnavailable(status: number, headers: Headers) {
  if (status !== 503) return
  if (!headers.has('Retry-After')) headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  headers.set('Cache-Control', 'no-store')
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  markUnavailable(response.status, response.headers)
  return response
}

/**
 * Every page is rendered whole, then sent in one piece. No loader defers data (nothing to stream
 * after the shell), and a profile of /models showed that streaming React's ~40 small chunks cost
 * more than the render: each went through a web stream, the compressor and a socket write of its
 * own (decision 029). Whole documents also let compression see the page at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          const chunks: Buffer[] = []
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              clearTimeout(timer)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              markUnavailable(responseStatusCode, responseHeaders)
              const html = scriptsAfterFirstPaint(Buffer.concat(chunks))
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
              done()
            },
          })
          pipe(document)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here (a boundary shows them); before it, onShellError rejects.
          if (shellRendered) console.error(error)
        },
      },
    )
    const timer = setTimeout(abort, ABORT_DELAY + 1_000)
  })
}
