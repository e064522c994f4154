// Error reports (app/.server/error-report.ts, decision 050) on the wire: Remix's own request
// handler runs a loader that throws, app/entry.server.tsx's handleError reports it through
// Sentry's SDK to a stand-in for Sentry's ingest (a local HTTP server the DSN points at), tagged
// with the request's id and without its query string. Without SENTRY_DSN nothing is sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectLoggedErrors } from './setup'
import { flushErrorReports, startErrorReports } from '~/.server/error-report'
import { handleError } from '~/entry.server'

/** What arrived at the stand-in ingest: each envelope's items, parsed. */
const received: Record<string, unknown>[][] = []
let ingest: http.Server
let dsn: string

beforeAll(async () => {
  ingest = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString()
      received.push(
        text
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      )
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve))
  dsn = `http://publickey5a1e@127.0.0.1:${(ingest.address() as AddressInfo).port}/42`
})

afterAll(async () => {
  await flushErrorReports()
  await new Promise((resolve) => ingest.close(resolve))
})

/** A build of one route whose loader throws, with the app's own handleError. */
function failingBuild(): ServerBuild {
  return {
    mode: 'production',
    entry: { module: { default: () => new Response('<!doctype html>'), handleError } },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          loader: () => {
            throw new Error('the loader failed (canary 7c2d)')
          },
          default: () => null,
        },
      },
    },
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild
}

/** The page's data, as a browser asks for it, with a query string that must not be reported. */
async function failingRequest(requestId: string) {
  const handler = createRequestHandler(failingBuild(), 'production')
  const response = await handler(new Request('http://localhost/_root.data?email=alice%40example.com'), {
    requestId,
  })
  const [[line]] = expectLoggedErrors() as [[string]]
  expect(line).toBe(`[error] GET /_root.data (request ${requestId}):`)
  return response
}

const events = () => received.flatMap((items) => items.filter((item) => 'exception' in item && 'event_id' in item))

describe('error reports', () => {
  it('sends nothing without SENTRY_DSN', async () => {
    await startErrorReports(null)
    await failingRequest('a8e3a1a4-0000-4000-8000-000000000001')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(received).toEqual([])
  })

  it('reports a failing loader to Sentry with the request’s id, without its query string', async () => {
    await startErrorReports({ dsn, environment: 'test' })
    const id = 'a8e3a1a4-0000-4000-8000-000000000002'
    await failingRequest(id)
    await expect.poll(() => events().length, { timeout: 10_000 }).toBe(1)
    const [event] = events() as [{ tags: Record<string, string>; environment: string; exception: unknown }]
    expect(event.tags).toMatchObject({ request_id: id, method: 'GET', path: '/_root.data' })
    expect(event.environment).toBe('test')
    expect(JSON.stringify(event.exception)).toContain('the loader failed (canary 7c2d)')
    expect(JSON.stringify(received)).not.toContain('alice')
  })
})
