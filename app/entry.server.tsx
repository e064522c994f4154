/**
 * Renders every page on the server (streaming; whole documents for bots), with the request's CSP
 * nonce on every script. Also the hooks the HTTP server (server.ts) calls: `prepare` before taking
 * traffic and `shutdown` when stopping, so it needs nothing from app/ but this build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { getConfig } from './.server/config'
import { closeDb, getDb } from './.server/db'
import { NonceProvider } from './components/nonce'

const ABORT_DELAY = 5_000

export async function prepare() {
  const config = getConfig()
  await getDb()
  const uploadsDir = path.join(config.dataDir, 'uploads')
  fs.mkdirSync(uploadsDir, { recursive: true })
  return {
    port: config.port,
    host: config.host,
    isProduction: config.isProduction,
    uploadsDir,
    logRequests: config.logRequests,
  }
}

export async function shutdown() {
  await closeDb()
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor navigated away) are not errors.
  if (request.signal.aborted) return
  console.error(`[error] ${request.method} ${new URL(request.url).pathname}:`, error)
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, onShellError rejects.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY + 1_000)
  })
}
