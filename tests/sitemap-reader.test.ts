// How the measuring scripts find a model page to measure (scripts/lib/sitemap-reader.ts): through
// the site's own /sitemap.xml, which past 50,000 URLs is an index of parts (decision 082). Read
// here as the site answers at a limit the seeded catalogue passes, as tests/sitemap.test.ts reads
// it (growing 53,000 models to pass the real one took 20-57 s and added nothing the index's shape
// does not show; tests/sitemap.test.ts holds the real limits).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sitemapAnswer, SITEMAP_LIMITS } from '~/.server/sitemap'
import { PUBLIC_PAGES } from '~/lib/public-pages'
import { firstModelPage, readSitemap } from '../scripts/lib/sitemap-reader'
import { useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

/** The site's answer at a path, as the server would give it to a crawler, at `limits`. */
function reader(limits: { urls: number; bytes: number } = SITEMAP_LIMITS) {
  return async (path: string) => {
    const response = await sitemapAnswer(new URL(path, 'http://localhost:3000'), limits)
    expect(response.status, path).toBe(200)
    return response.text()
  }
}
const read = reader()
/** Two models a part at most: the public pages and the seeded catalogue take several parts. */
const small = reader({ urls: PUBLIC_PAGES.length + 2, bytes: SITEMAP_LIMITS.bytes })

describeEachEngine('finding a model page through the sitemap on %s', (kind) => {
  let db: TestDatabase
  const firstActive = async () =>
    (await db.engine.query<{ slug: string }>('select slug from public.ai_models where is_active order by slug limit 1'))
      .rows[0]!.slug

  beforeAll(async () => {
    db = await useAppDatabase(kind, { seed: true })
  })
  afterAll(() => db?.close())

  it('reads the one file of a seeded catalogue', async () => {
    const sitemap = readSitemap(await read('/sitemap.xml'))
    expect(sitemap.index).toBe(false)
    expect(await firstModelPage(read)).toBe(`/models/${await firstActive()}`)
  })

  it('past its limit, follows the index to a part and finds the first model page', async () => {
    const index = readSitemap(await small('/sitemap.xml'))
    expect(index.index).toBe(true)
    expect(index.locs.length).toBeGreaterThan(2)
    // What the bench used to look for: no model page in the index itself.
    expect(index.locs.filter((loc) => loc.includes('/models/'))).toEqual([])
    expect(await firstModelPage(small)).toBe(`/models/${await firstActive()}`)
  })
})

it('follows the index past a part that lists no model', async () => {
  const pages: Record<string, string> = {
    '/sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://other.example/sitemap.xml?to=b</loc></sitemap>\n<sitemap><loc>https://other.example/sitemap.xml?from=b&amp;to=c</loc></sitemap>\n</sitemapindex>\n`,
    '/sitemap.xml?to=b': `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://other.example/models</loc></url>\n</urlset>`,
    '/sitemap.xml?from=b&to=c': `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://other.example/models/b-model</loc></url>\n</urlset>`,
  }
  const asked: string[] = []
  const model = await firstModelPage(async (path) => {
    asked.push(path)
    return pages[path] ?? ''
  })
  expect(model).toBe('/models/b-model')
  expect(asked).toEqual(['/sitemap.xml', '/sitemap.xml?to=b', '/sitemap.xml?from=b&to=c'])
})

it('refuses what is not a sitemap rather than finding no model in it', () => {
  expect(() => readSitemap('<html><body>Not found</body></html>')).toThrow(/Not a sitemap/)
})
