/**
 * Renders every page on the server, whole, with the request's CSP nonce on every script and its
 * scripts fetched after its first paint (decision 035). Also the hooks the HTTP server (server.ts)
 * calls (app/.server/server-hooks.ts), so it needs nothing from app/ but this build.
 */
import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { DatabaseUnavailableError, openDbWith } from './.server/db'
import { RETRY_AFTER_SECONDS } from './.server/db/unavailable'
import { reportError } from './.server/error-report'
import { openProcessDatabase } from './.server/startup'
import { scriptsAfterFirstPaint } from './.server/paint-first'
import { NonceProvider } from './components/nonce'

// What the HTTP server asks of the app (server.ts reaches the app through this object alone).
export { serverHooks } from './.server/server-hooks'

const ABORT_DELAY = 5_000

// The process database is opened by start-up (migrations, seed, the first admin) on first use. Set
// here, where the app is loaded (by the server, in production and development, and by Vite's
// module loader in development), so nothing can query before it is known how to open it.
openDbWith(openProcessDatabase)

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the visitor navigated away) are not errors.
  if (request.signal.aborted) return
  // The request's id (server/site.ts puts it in the load context) ties this line to the request's
  // own log line and to the X-Request-Id a visitor or a proxy saw. Never the query string, which
  // may carry an e-mail address or a reset token.
  const id = typeof context.requestId === 'string' ? context.requestId : 'unknown'
  const path = new URL(request.url).pathname
  const where = `${request.method} ${path} (request ${id})`
  // An outage is one line, not a stack trace, and no report: every request would send one, and
  // the readiness probe and the database metrics already say it.
  if (error instanceof DatabaseUnavailableError) return console.error(`[error] ${where}: ${error.message}`)
  console.error(`[error] ${where}:`, error)
  // To Sentry when SENTRY_DSN is set (app/.server/error-report.ts), under the same request id.
  reportError(error, { requestId: id, method: request.method, path })
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
          if (!shellRendered) return
          console.error(error)
          const requestId = typeof loadContext.requestId === 'string' ? loadContext.requestId : 'unknown'
          reportError(error, { requestId, method: request.method, path: new URL(request.url).pathname })
        },
      },
    )
    const timer = setTimeout(abort, ABORT_DELAY + 1_000)
  })
}
