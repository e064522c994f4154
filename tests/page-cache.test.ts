// The page cache (server/page-cache.ts) in front of a stand-in app that counts its renders.
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from '../server/page-cache'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function start(ttlMs = 60_000) {
  const renders: string[] = []
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  })
  const cache = createPageCache({
    ttlMs,
    nonceOf: (res) => res.locals.cspNonce as string,
    changesPublicPages: (req) => req.path.startsWith('/admin'),
  })
  app.use(cache.middleware)
  app.post('/admin/models', (_req, res) => void res.status(204).end())
  app.get('*', async (req, res) => {
    renders.push(req.originalUrl)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const nonce = res.locals.cspNonce as string
    if (req.query.cookie) res.setHeader('Set-Cookie', 'notice=; Max-Age=0')
    res.status(req.query.missing ? 404 : 200).type('html')
    res.write(`<html><script nonce="${nonce}">a()</script>`)
    res.end(`<p>${renders.length}</p><script nonce="${nonce}">b()</script></html>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => new Promise((resolve) => server.close(() => resolve()))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, cookie?: string) => {
    const response = await fetch(`${origin}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
    return { status: response.status, html: await response.text() }
  }
  return { renders, cache, origin, get }
}

const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])

describe('the page cache', () => {
  it('renders a public page once and gives every later answer a nonce of its own', async () => {
    const site = await start()
    const first = await site.get('/models')
    const second = await site.get('/models')
    expect(site.renders).toEqual(['/models'])
    expect(second.html.replace(/nonce="[^"]+"/g, '')).toBe(first.html.replace(/nonce="[^"]+"/g, ''))
    const [a, b] = [nonces(first.html), nonces(second.html)]
    expect(new Set(a).size).toBe(1)
    expect(new Set(b).size).toBe(1)
    expect(b).toHaveLength(2)
    expect(b[0]).not.toBe(a[0])
  })

  it('keeps one copy per URL and per render cookie, and none for other visitors or pages', async () => {
    const site = await start()
    await site.get('/models?q=x')
    await site.get('/models?q=x', 'theme=light')
    await site.get('/models?q=x', 'theme=light')
    await site.get('/models?q=x', '__session=abc')
    await site.get('/models?q=x', 'theme=light; chat_id=1')
    await site.get('/dashboard')
    await site.get('/dashboard')
    expect(site.renders).toEqual([
      '/models?q=x',
      '/models?q=x',
      '/models?q=x',
      '/models?q=x',
      '/dashboard',
      '/dashboard',
    ])
  })

  it('never keeps an answer that sets a cookie or is not a 200', async () => {
    const site = await start()
    await site.get('/about?cookie=1')
    await site.get('/about?cookie=1')
    expect((await site.get('/models/gone?missing=1')).status).toBe(404)
    await site.get('/models/gone?missing=1')
    expect(site.renders).toHaveLength(4)
  })

  it('renders once for visitors who ask at the same time', async () => {
    const site = await start()
    const pages = await Promise.all(Array.from({ length: 10 }, () => site.get('/')))
    expect(site.renders).toEqual(['/'])
    expect(new Set(pages.map((p) => nonces(p.html)[0])).size).toBe(10)
  })

  it('forgets everything when the admin area changes something', async () => {
    const site = await start()
    await site.get('/models')
    await fetch(`${site.origin}/admin/models`, { method: 'POST' })
    await site.get('/models')
    expect(site.renders).toEqual(['/models', '/models'])
  })

  it('serves an old copy while one visitor renders its replacement', async () => {
    const site = await start(1)
    await site.get('/labs')
    await new Promise((resolve) => setTimeout(resolve, 5))
    const [a, b] = await Promise.all([site.get('/labs'), site.get('/labs')])
    expect(site.renders).toEqual(['/labs', '/labs'])
    // One of the two was the old copy (render 1), the other the new render (render 2).
    expect([a.html, b.html].map((html) => /<p>(\d)<\/p>/.exec(html)?.[1]).sort()).toEqual(['1', '2'])
  })
})
