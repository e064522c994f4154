// Pages compressed in one call (server/whole-page-compression.ts, decision 037), behind the same
// `compression` middleware as the production server, over real HTTP. The raw bytes are read with
// node:http, which never decodes them, and decoded here.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROTLI_OPTIONS, compressWholePages } from '../server/whole-page-compression'

const page = `<!DOCTYPE html><html><body>${'<p>AI Models Catalog</p>'.repeat(400)}</body></html>`
const longPage = `<!DOCTYPE html><html><body>${'<p>x</p>'.repeat(60_000)}</body></html>`

let server: http.Server
let origin: string
let piecesEnded = 0

beforeAll(async () => {
  const app = express()
  app.use(compression({ brotli: BROTLI_OPTIONS }))
  app.use(compressWholePages())
  app.get('/page', (_req, res) => void res.type('html').send(page))
  // As entry.server.tsx and the page cache do: the page in pieces, then the end.
  app.get('/pieces', (_req, res) => {
    res.type('html')
    res.write(page.slice(0, 1000))
    res.write(Buffer.from(page.slice(1000, 5000)))
    res.end(page.slice(5000), 'utf8', () => (piecesEnded += 1))
  })
  app.get('/long', (_req, res) => void res.type('html').send(longPage))
  app.get('/small', (_req, res) => void res.type('html').send('<p>Hi</p>'))
  app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').type('html').send(page))
  app.get('/json', (_req, res) => void res.json({ text: 'AI Models Catalog '.repeat(200) }))
  app.get('/stream', (_req, res) => {
    res.type('text/plain')
    res.write('first line\n'.repeat(200))
    setTimeout(() => res.end('last line\n'), 20)
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

function get(path: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

function decoded(reply: { headers: http.IncomingHttpHeaders; body: Buffer }) {
  const encoding = reply.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body).toString()
  return reply.body.toString()
}

describe('whole-page compression', () => {
  it('sends a page with Brotli to a browser that takes it, with its length and Vary', async () => {
    const reply = await get('/page', 'gzip, deflate, br')
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.headers.vary).toMatch(/Accept-Encoding/)
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length)
    expect(reply.body.length).toBeLessThan(page.length / 10)
    expect(decoded(reply)).toBe(page)
  })

  it('joins a page written in pieces, and calls back when it is sent', async () => {
    const reply = await get('/pieces', 'br')
    expect(reply.headers['content-encoding']).toBe('br')
    expect(decoded(reply)).toBe(page)
    // The writer's own callback still runs once the page is sent.
    await expect.poll(() => piecesEnded).toBe(1)
  })

  it('uses gzip when Brotli is not accepted, and nothing when neither is', async () => {
    const gzip = await get('/page', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decoded(gzip)).toBe(page)
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/page', accept)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(page)
    }
  })

  it('compresses a long page off the main thread, whole', async () => {
    const reply = await get('/long', 'br')
    expect(reply.headers['content-encoding']).toBe('br')
    expect(decoded(reply)).toBe(longPage)
  })

  it('leaves alone a small page, a no-transform page and a HEAD', async () => {
    const small = await get('/small', 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('<p>Hi</p>')
    const kept = await get('/no-transform', 'br')
    expect(kept.headers['content-encoding']).toBeUndefined()
    expect(kept.body.toString()).toBe(page)
    const head = await get('/page', 'br', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.body.length).toBe(0)
  })

  it('passes other answers to compression as they come, a stream included', async () => {
    const json = await get('/json', 'br')
    expect(json.headers['content-encoding']).toBe('br')
    expect(JSON.parse(decoded(json))).toEqual({ text: 'AI Models Catalog '.repeat(200) })
    const stream = await get('/stream', 'gzip')
    expect(stream.headers['content-encoding']).toBe('gzip')
    expect(stream.headers['transfer-encoding']).toBe('chunked')
    expect(decoded(stream)).toBe(`${'first line\n'.repeat(200)}last line\n`)
  })
})
