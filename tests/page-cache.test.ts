// The page cache (server/page-cache.ts) in front of a stand-in app that counts its renders.
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from '../server/page-cache'
import { cookieUse, RENDER_COOKIES } from '~/.server/cookies'
import { isPublicPage } from '~/lib/public-pages'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function start(ttlMs = 60_000, rules: { isPublicPage(path: string): boolean } = { isPublicPage }) {
  const renders: string[] = []
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  })
  const cache = createPageCache({
    rules: { ...rules, cookieUse, renderCookies: RENDER_COOKIES },
    ttlMs,
    nonceOf: (res) => res.locals.cspNonce as string,
  })
  app.use(cache.middleware)
  app.post(['/admin/models', '/admin/requests'], (_req, res) => void res.status(204).end())
  app.get('/sitemap.xml', (req, res) => {
    renders.push(req.originalUrl)
    res.type('application/xml').send(`<?xml version="1.0"?><urlset><url><loc>/${renders.length}</loc></url></urlset>`)
  })
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
  const get = async (path: string, cookie?: string, method = 'GET') => {
    const response = await fetch(`${origin}${path}`, { method, headers: cookie ? { Cookie: cookie } : {} })
    return { status: response.status, html: await response.text(), cache: response.headers.get('X-Page-Cache') }
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

  it('keeps every copy through a post: only the news that public pages changed empties it (decision 082)', async () => {
    const site = await start()
    await site.get('/models')
    for (const path of ['/admin/requests', '/admin/models'])
      expect((await fetch(`${site.origin}${path}`, { method: 'POST' })).status).toBe(204)
    expect((await site.get('/models')).cache).toBe('hit')
    site.cache.clear()
    expect((await site.get('/models')).cache).toBe('miss')
    expect(site.renders).toEqual(['/models', '/models'])
  })

  it('keeps the sitemap’s XML as it keeps pages, when the rules say it may', async () => {
    const rules = { isPublicPage: (path: string) => isPublicPage(path) || path === '/sitemap.xml' }
    const site = await start(60_000, rules)
    const first = await site.get('/sitemap.xml')
    const second = await site.get('/sitemap.xml')
    expect([first.cache, second.cache]).toEqual(['miss', 'hit'])
    expect(second.html).toBe(first.html)
    expect(site.renders).toEqual(['/sitemap.xml'])
  })

  it('forgets everything on clear(), and keeps no render that began before it', async () => {
    const site = await start()
    await site.get('/models')
    site.cache.clear()
    expect((await site.get('/models')).cache).toBe('miss')
    const during = site.get('/about')
    // Once its render has begun (the stand-in app counts it first, then takes 20 ms), not after a
    // fixed wait: on a busy machine the request may not have arrived yet.
    while (!site.renders.includes('/about')) await new Promise((resolve) => setTimeout(resolve, 1))
    site.cache.clear()
    await during
    expect((await site.get('/about')).cache).toBe('miss')
    expect(site.renders).toEqual(['/models', '/models', '/about', '/about'])
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

  it('serves visitors whose cookies are not ours (analytics, a CDN) from the cache, and keys nothing by them', async () => {
    const site = await start()
    expect((await site.get('/models')).cache).toBe('miss')
    for (const cookie of [
      '_ga=GA1.1.123.456; _gid=GA1.1.789',
      'hubspotutk=0f1e2d3c; cf_clearance=abc.def-1700000000-0-150',
      '_ga_ABC123=GS1.1.1; _fbp=fb.1.2.3; ajs_anonymous_id=x',
    ]) {
      expect((await site.get('/models', cookie)).cache, cookie).toBe('hit')
    }
    // With a render cookie: one copy per theme, whatever else the visitor carries.
    expect((await site.get('/models', 'theme=light; _ga=GA1.1.1')).cache).toBe('miss')
    expect((await site.get('/models', '_gid=2; theme=light; cf_clearance=z')).cache).toBe('hit')
    expect(site.renders).toEqual(['/models', '/models'])
  })

  it('renders for visitors with a session, chat, notice or Supabase cookie, and keeps nothing of theirs', async () => {
    const site = await start()
    const personal = [
      '__session=eyJzZXNzaW9u.signature',
      'chat_id=8f14e45f-ceea-4167-a5a6-4c1c4e2f5b6a',
      'notice=signed-up',
      'sb-abcdefghijklmnop-auth-token=base64-eyJhY2Nlc3NfdG9rZW4i',
      'sb-abcdefghijklmnop-auth-token.0=base64-eyJh; sb-abcdefghijklmnop-auth-token.1=Y2Nlc3M',
      'sb-abcdefghijklmnop-auth-token-code-verifier=verifier',
    ]
    for (const cookie of personal) {
      // Beside analytics and render cookies too: the personal one decides.
      for (const withOthers of [cookie, `_ga=GA1.1.1; ${cookie}; theme=light`]) {
        expect((await site.get('/models/vision-pro', withOthers)).cache, withOthers).toBe('bypass')
      }
    }
    expect(site.renders).toHaveLength(personal.length * 2)
    // Nothing was kept from them: the first anonymous visitor renders too.
    expect((await site.get('/models/vision-pro')).cache).toBe('miss')
    expect((await site.get('/models/vision-pro', 'theme=light')).cache).toBe('miss')
  })

  it('keys pages by every render cookie: theme, consent choice, banner closed', async () => {
    const site = await start()
    const variants = [
      '',
      'theme=light',
      'theme=dark',
      'gdpr-consent=true',
      'gdpr-consent=false',
      'consent-banner-closed=1',
      'theme=light; gdpr-consent=true',
    ]
    for (const cookie of variants) expect((await site.get('/', cookie || undefined)).cache, cookie).toBe('miss')
    for (const cookie of variants) expect((await site.get('/', cookie || undefined)).cache, cookie).toBe('hit')
    expect(site.renders).toHaveLength(variants.length)
  })

  it('says what it did in X-Page-Cache, on public pages only', async () => {
    const site = await start()
    expect((await site.get('/labs')).cache).toBe('miss')
    expect((await site.get('/labs')).cache).toBe('hit')
    expect((await site.get('/labs', undefined, 'HEAD')).cache).toBe('hit')
    // An answer that may not be kept was rendered for its visitor alone.
    expect((await site.get('/about?cookie=1')).cache).toBe('bypass')
    expect((await site.get('/models/gone?missing=1')).cache).toBe('bypass')
    // A HEAD without a fresh copy is rendered, and leaves none behind.
    expect((await site.get('/products', undefined, 'HEAD')).cache).toBe('bypass')
    expect((await site.get('/products')).cache).toBe('miss')
    // Pages that are not public, and posts, are none of its business.
    expect((await site.get('/dashboard')).cache).toBeNull()
    expect((await fetch(`${site.origin}/admin/models`, { method: 'POST' })).headers.get('X-Page-Cache')).toBeNull()
  })
})
