// How the measuring scripts find a model page to measure (scripts/lib/sitemap-reader.ts): through
// the site's own /sitemap.xml, which past 50,000 URLs is an index of parts (decision 082). Read
// here at the protocol's real limits, on a catalogue grown past them as `bench:scale` grows it.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sitemapAnswer, SITEMAP_LIMITS } from '~/.server/sitemap'
import { loadModels } from '../scripts/lib/generated-rows'
import { firstModelPage, readSitemap } from '../scripts/lib/sitemap-reader'
import { useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

/** The site's answer at a path, as the server would give it to a crawler. */
async function read(path: string) {
  const response = await sitemapAnswer(new URL(path, 'http://localhost:3000'))
  expect(response.status, path).toBe(200)
  return response.text()
}

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

  // Growing 53,000 models takes 10-20 s on an idle machine: room for a busy one.
  it('past 50,000 URLs, follows the index to a part and finds the first model page', { timeout: 180_000 }, async () => {
    // Models as bench:scale grows them; one in twenty inactive, so 53,000 leave over 50,000 listed.
    await loadModels(db.engine, 53_000)
    const { rows } = await db.engine.query<{ n: number }>(
      'select count(*)::int as n from public.ai_models where is_active',
    )
    expect(rows[0]!.n).toBeGreaterThan(SITEMAP_LIMITS.urls)
    const index = readSitemap(await read('/sitemap.xml'))
    expect(index.index).toBe(true)
    expect(index.locs.length).toBeGreaterThan(1)
    // What the bench used to look for: no model page in the index itself.
    expect(index.locs.filter((loc) => loc.includes('/models/'))).toEqual([])
    const model = await firstModelPage(read)
    expect(model).toBe(`/models/${await firstActive()}`)
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
