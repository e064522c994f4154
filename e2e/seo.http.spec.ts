// What search engines fetch, over HTTP from the production server (the 'http' project: no
// browser): the sitemap with every public page and every active model, and robots.txt.
import http from 'node:http'
import { expect, readDatabase, test } from './fixtures'

/** A GET with the path sent as written: an HTTP client would read `//evil.com/` as another host. */
function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http
      .get({ hostname, port, path }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      })
      .on('error', reject)
  })
}

test('/sitemap.xml lists every public page and every active model, and no inactive one', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  for (const path of [
    '/',
    '/models',
    '/about',
    '/labs',
    '/products',
    '/contact',
    '/privacy',
    '/terms',
    '/cookies',
    '/trust',
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  const models = await readDatabase<{ slug: string; is_active: boolean }>(
    'select slug, is_active from public.ai_models',
  )
  expect(models.some((m) => !m.is_active)).toBe(true)
  for (const model of models) expect(xml.includes(`<loc>${baseURL}/models/${model.slug}</loc>`)).toBe(model.is_active)
})

test('/robots.txt points to the sitemap and keeps /admin and /dashboard out', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toMatch(/^Disallow: \/admin$/m)
  expect(text).toMatch(/^Disallow: \/dashboard$/m)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('odd catalogue URLs on the home page answer with the page, never an error', async ({ request }) => {
  for (const query of [
    '?page=0',
    '?page=-1',
    '?page=abc',
    '?page=10000',
    '?q=%25%27%22_',
    `?q=${'x'.repeat(10_000)}`,
    '?industry=Nope',
  ]) {
    const response = await request.get(`/${query}`)
    expect(response.status(), query).toBe(200)
    expect(await response.text(), query).toContain('AI Models Catalog')
  }
})

test('a trailing slash and a slug in another case answer 301 to the canonical URL, never off-site', async ({
  request,
  baseURL,
}) => {
  for (const [from, to] of [
    ['/models/?q=vision&page=2', '/models?q=vision&page=2'],
    ['/about/', '/about'],
    ['/models/MedScan-Vision-3?ref=mail', '/models/medscan-vision-3?ref=mail'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers()['location'], from).toBe(to)
  }
  for (const from of ['//evil.com/', '///evil.com//', '/%2Fevil.com/', '/%5Cevil.com/']) {
    const { status, location } = await rawGet(baseURL!, from)
    expect(location === undefined || /^\/(?![/\\])/.test(location), `${from} → ${location}`).toBe(true)
    expect(status, from).toBe(404)
  }
})
