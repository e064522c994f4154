// /sitemap.xml past the protocol's limits (decision 082): an index of parts read by key, seen at a
// small injected limit on the seeded catalogue, on both engines.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getConfig } from '~/.server/config'
import { modelsPerFile, SITEMAP_LIMITS, sitemapAnswer } from '~/.server/sitemap'
import { PUBLIC_PAGES } from '~/lib/public-pages'
import { useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
const modelSlugs = (xml: string) =>
  locs(xml)
    .map((loc) => /\/models\/([a-z0-9-]+)$/.exec(loc)?.[1])
    .filter((slug): slug is string => slug !== undefined)

describeEachEngine('the sitemap on %s', (kind) => {
  let db: TestDatabase
  /** Four models a file at most, so the seeded catalogue takes several parts of three. */
  const limits = { urls: PUBLIC_PAGES.length + 4, bytes: SITEMAP_LIMITS.bytes }
  const get = async (url: string, at = limits) => {
    const response = await sitemapAnswer(new URL(url, 'http://localhost'), at)
    return { status: response.status, type: response.headers.get('Content-Type'), xml: await response.text() }
  }
  const active = async () =>
    (
      await db.engine.query<{ slug: string; updated_at: Date }>(
        'select slug, updated_at from public.ai_models where is_active order by slug',
      )
    ).rows

  beforeAll(async () => {
    db = await useAppDatabase(kind, { seed: true })
  })
  afterAll(() => db?.close())

  it('is one file while the catalogue fits in one', async () => {
    const { status, type, xml } = await get('/sitemap.xml', SITEMAP_LIMITS)
    expect([status, type]).toEqual([200, 'application/xml; charset=utf-8'])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(modelSlugs(xml)).toEqual((await active()).map((m) => m.slug))
    expect(locs(xml).slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((p) => `${getConfig().siteUrl}${p}`))
  })

  it('past the limit, is an index of parts that list every active model once, within the limit, with lastmod', async () => {
    const models = await active()
    expect(models.length).toBeGreaterThan(8)
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const parts = locs(index.xml)
    const lastmods = [...index.xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])
    // Three models a part: nine tenths of the four a file holds, rounded down.
    expect(parts).toHaveLength(Math.ceil(models.length / 3))
    expect(lastmods).toHaveLength(parts.length)
    const listed: string[] = []
    for (const [i, part] of parts.entries()) {
      expect(part.startsWith(`${getConfig().siteUrl}/sitemap.xml?`)).toBe(true)
      const { status, xml } = await get(part)
      expect(status).toBe(200)
      expect(xml).toContain('<urlset')
      expect(locs(xml).length).toBeLessThanOrEqual(limits.urls)
      // The public pages are the first part's.
      expect(locs(xml).filter((loc) => !loc.includes('/models/'))).toHaveLength(i === 0 ? PUBLIC_PAGES.length : 0)
      const slugs = modelSlugs(xml)
      expect(slugs).toHaveLength(Math.min(3, models.length - 3 * i))
      const newest = models
        .filter((m) => slugs.includes(m.slug))
        .map((m) => new Date(m.updated_at).toISOString())
        .sort()
        .at(-1)
      expect(lastmods[i]).toBe(newest)
      listed.push(...slugs)
    }
    expect(listed).toEqual(models.map((m) => m.slug))
  })

  it('keeps a model added after the index was read in exactly one part, and no hidden one', async () => {
    const parts = locs((await get('/sitemap.xml')).xml)
    const [second] = await db.engine
      .query<{ slug: string }>(`select slug from public.ai_models where is_active order by slug offset 4 limit 1`)
      .then((r) => r.rows)
    // A title that sorts just after the second part's first model, so it lands inside that part.
    await db.engine.query(
      `insert into public.ai_models (title, description) values ($1, 'Added while a crawler reads the index.')`,
      [`${second!.slug}-a`],
    )
    await db.engine.query(`update public.ai_models set is_active = false where slug = $1`, [second!.slug])
    const listed: string[] = []
    for (const part of parts) listed.push(...modelSlugs((await get(part)).xml))
    expect(listed.filter((slug) => slug === `${second!.slug}-a`)).toHaveLength(1)
    expect(listed).not.toContain(second!.slug)
    expect(listed).toEqual((await active()).map((m) => m.slug))
  })

  it('keeps each file within the byte limit when titles are as long as they may be', async () => {
    for (let i = 0; i < 6; i++)
      await db.engine.query(`insert into public.ai_models (title, description) values ($1, 'Long.')`, [
        `${String.fromCharCode(97 + i)}${'x'.repeat(199)}`,
      ])
    const bytes = 4_000
    const index = await get('/sitemap.xml', { urls: SITEMAP_LIMITS.urls, bytes })
    expect(index.xml).toContain('<sitemapindex')
    const listed: string[] = []
    for (const part of locs(index.xml)) {
      const { xml } = await get(part, { urls: SITEMAP_LIMITS.urls, bytes })
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(bytes)
      listed.push(...modelSlugs(xml))
    }
    expect(listed).toEqual((await active()).map((m) => m.slug))
  })

  it('answers a part that is not a slug range with a 400', async () => {
    for (const query of ['?from=%3Cscript%3E', '?to=A', `?from=${'a'.repeat(201)}`, '?from='])
      expect((await get(`/sitemap.xml${query}`)).status, query).toBe(400)
  })
})

it('keeps every file within 50,000 URLs and 50 MB, whatever the slugs', () => {
  const siteUrl = 'https://www.example.com'
  expect(modelsPerFile(siteUrl)).toBe(SITEMAP_LIMITS.urls - PUBLIC_PAGES.length)
  // At a byte limit that holds few of the longest entries, fewer models go in a file.
  const line = `<url><loc>${siteUrl}/models/${'x'.repeat(200)}</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod></url>\n`
  const perFile = modelsPerFile(siteUrl, { urls: 50_000, bytes: 20_000 })
  expect(perFile).toBeGreaterThan(0)
  expect(perFile * line.length).toBeLessThanOrEqual(20_000)
})
