// The request log (server/request-log.ts, decision 048): one JSON line per request with its id,
// the same id in X-Request-Id and in the load context, and never a query string, a cookie, a
// credential or a body, through the middleware server/site.ts mounts, in the same order.
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { LevelWithSilent } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assignRequestId, createLogger, requestLog } from '../server/request-log'
import { loadContextOf } from '../server/site'

const SECRETS = {
  email: 'alice.secret@example.com',
  resetToken: 'reset-token-5e1f0a',
  session: 'session-cookie-value-77c2',
  bearer: 'bearer-credential-9d3b',
  body: 'body-text-4a61',
}

type Line = Record<string, unknown>

let servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
})

/** The site's first middleware (per-request values, the id, the log) before a few routes. */
async function serve(level: LevelWithSilent = 'info') {
  const raw: string[] = []
  const logger = createLogger(level, { write: (line: string) => void raw.push(line) })
  const app = express()
  app.use((_req, res, next) => {
    res.locals.clientAddress = '203.0.113.7'
    next()
  })
  app.use(assignRequestId)
  app.use(requestLog(logger))
  app.get('/admin/requests', (_req, res) => void res.json(loadContextOf(res)))
  app.post('/contact', express.urlencoded({ extended: false }), (_req, res) => void res.send('thanks'))
  app.get('/missing', (_req, res) => void res.status(404).send('not found'))
  app.get('/broken', (_req, res) => void res.status(500).send('broken'))
  app.get('/assets/entry.js', (_req, res) => void res.type('js').send('0'))
  app.get('/healthz/live', (_req, res) => void res.json({ status: 'live' }))
  app.get('/healthz/ready', (_req, res) => void res.status(503).json({ status: 'unavailable' }))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    logger,
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as Line),
    fetch: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init),
    /** The line is written when the answer is finished, which the client may see first. */
    waitForLines: (count: number) => vi.waitFor(() => expect(raw).toHaveLength(count)),
  }
}

describe('the request log', () => {
  it('writes one line with the request’s id, method, route, status, duration and client address', async () => {
    const site = await serve()
    const response = await site.fetch(`/admin/requests?q=${SECRETS.email}&token=${SECRETS.resetToken}`, {
      headers: {
        Cookie: `__session=${SECRETS.session}`,
        Authorization: `Bearer ${SECRETS.bearer}`,
        Referer: `http://localhost/admin/requests?q=${SECRETS.email}`,
        // A client's own id is not believed: the server makes one for every request.
        'X-Request-Id': 'chosen-by-the-client',
      },
    })
    const context = (await response.json()) as ReturnType<typeof loadContextOf>
    await site.waitForLines(1)
    const [line] = site.lines()

    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(context.requestId).toBe(id)
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      requestId: id,
      method: 'GET',
      route: '/admin/requests',
      status: 200,
      durationMs: expect.any(Number),
      clientAddress: '203.0.113.7',
      msg: 'GET /admin/requests 200',
    })
    for (const secret of Object.values(SECRETS)) expect(site.raw[0]).not.toContain(secret)
  })

  it('never writes a body', async () => {
    const site = await serve()
    await site.fetch('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: SECRETS.email, message: SECRETS.body }),
    })
    await site.waitForLines(1)
    expect(site.lines()[0]).toMatchObject({ method: 'POST', route: '/contact', status: 200 })
    for (const secret of Object.values(SECRETS)) expect(site.raw[0]).not.toContain(secret)
  })

  it('a new id for every request', async () => {
    const site = await serve()
    const ids = []
    for (let i = 0; i < 3; i++) ids.push((await site.fetch('/admin/requests')).headers.get('x-request-id'))
    await site.waitForLines(3)
    expect(new Set(ids).size).toBe(3)
    expect(site.lines().map((line) => line.requestId)).toEqual(ids)
  })

  it('says a 4xx at warn and a 5xx at error, a probe that is not ready at warn; leaves out successful static files and probes', async () => {
    const site = await serve()
    for (const path of [
      '/assets/entry.js',
      '/healthz/live',
      '/missing',
      '/assets/gone.js',
      '/broken',
      '/healthz/ready',
    ]) {
      await (await site.fetch(path)).arrayBuffer()
    }
    await site.waitForLines(4)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(site.lines().map(({ level, route, status }) => ({ level, route, status }))).toEqual([
      { level: 'warn', route: '/missing', status: 404 },
      { level: 'warn', route: '/assets/gone.js', status: 404 },
      { level: 'error', route: '/broken', status: 500 },
      { level: 'warn', route: '/healthz/ready', status: 503 },
    ])
  })

  it('writes only the lines LOG_LEVEL lets through', async () => {
    const site = await serve('warn')
    await (await site.fetch('/admin/requests')).arrayBuffer()
    await (await site.fetch('/missing')).arrayBuffer()
    await site.waitForLines(1)
    expect(site.lines()[0]).toMatchObject({ level: 'warn', route: '/missing' })

    const silent = await serve('silent')
    await (await silent.fetch('/broken')).arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(silent.raw).toEqual([])
  })

  it('censors cookies, credentials, query strings and bodies in any line of the logger', async () => {
    const site = await serve()
    site.logger.info(
      {
        req: {
          url: '/admin/requests',
          query: { q: SECRETS.email },
          headers: {
            cookie: `__session=${SECRETS.session}`,
            authorization: `Bearer ${SECRETS.bearer}`,
            referer: `http://localhost/reset-password?token=${SECRETS.resetToken}`,
          },
          body: { message: SECRETS.body },
        },
        res: { headers: { 'set-cookie': `__session=${SECRETS.session}` } },
      },
      'a request logged whole',
    )
    const [line] = site.lines()
    expect(line).toMatchObject({
      req: {
        url: '/admin/requests',
        query: '[redacted]',
        headers: { cookie: '[redacted]', authorization: '[redacted]', referer: '[redacted]' },
        body: '[redacted]',
      },
      res: { headers: { 'set-cookie': '[redacted]' } },
    })
    for (const secret of Object.values(SECRETS)) expect(site.raw[0]).not.toContain(secret)
  })
})
