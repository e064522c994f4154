// The catalogue, through the /models loader with real Requests on a seeded database: only active
// models, featured first in a stable order, search and industry filter, paging by the URL, and
// forgiving handling of odd input (never a 500), an empty search that leaves no `?q=`, and a failed
// read (the catalogue view revoked for real) that is logged and shows the page with none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loader as modelsLoader } from '~/routes/models._index'
import { loader as homeLoader } from '~/routes/_index'
import { loader as modelLoader } from '~/routes/models.$slug'
import { likePattern } from '~/.server/db/like'
import { forgetPublicData } from '~/.server/public-data'
import { request, respond, useAppDatabase } from './helpers/app'
import { expectLoggedErrors } from './setup'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
const load = (query: string) => modelsLoader({ request: request(`/models${query}`), params: {}, context: {} })

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
})
afterAll(() => db.close())

async function activeCount(where = 'true') {
  return (
    await db.engine.query<{ n: number }>(`select count(*)::int as n from public.ai_models where is_active and ${where}`)
  ).rows[0]!.n
}

describe('the catalogue', () => {
  it('lists pages of 10 active models, featured first', async () => {
    const data = await load('')
    expect(data.models).toHaveLength(10)
    expect(data.hasMore).toBe(true)
    const featured = data.models.map((m) => m.is_featured)
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)))
    const inactive = await db.engine.query<{ slug: string }>('select slug from public.ai_models where not is_active')
    expect(inactive.rows.length).toBeGreaterThan(0)
    const all = await load('?page=10')
    for (const row of inactive.rows) expect(all.models.map((m) => m.slug)).not.toContain(row.slug)
  })

  it('shows 30 different models on page 3, and every active model once over all pages', async () => {
    const page3 = await load('?page=3')
    expect(page3.models).toHaveLength(30)
    expect(new Set(page3.models.map((m) => m.id)).size).toBe(30)
    // The seed's models fit in the pages one view shows together (catalogueLimits.shownPages).
    const all = await load('?page=10')
    expect(all.firstPage).toBe(1)
    expect(all.models).toHaveLength(await activeCount())
    expect(new Set(all.models.map((m) => m.id)).size).toBe(all.models.length)
    expect(all.hasMore).toBe(false)
    // Page 3 is exactly the start of the full list: a stable order.
    expect(page3.models.map((m) => m.id)).toEqual(all.models.slice(0, 30).map((m) => m.id))
  })

  // docs/product.md#catalogue: one chip per distinct industry of the models loaded so far.
  const industriesOf = (models: ReadonlyArray<{ industry: string[] }>) =>
    [...new Set(models.flatMap((m) => m.industry))].sort((a, b) => a.localeCompare(b, 'en'))

  it('offers a chip for each industry of the models loaded so far, alphabetically', async () => {
    const page1 = await load('')
    expect(page1.industries).toEqual(industriesOf(page1.models))
    expect(page1.industries.length).toBeGreaterThan(1)
    const page3 = await load('?page=3')
    expect(page3.industries).toEqual(industriesOf(page3.models))
    // More models loaded, more industries found; fewer than the whole catalogue has on page 1.
    expect(page3.industries.length).toBeGreaterThan(page1.industries.length)
    const { rows } = await db.engine.query<{ n: number }>(
      'select count(distinct i)::int as n from public.ai_models, unnest(industry) as i where is_active',
    )
    expect(page1.industries.length).toBeLessThan(rows[0]!.n)
  })

  it('keeps the chosen industry among the chips while filtering, even when nothing matches', async () => {
    const filtered = await load('?industry=Healthcare')
    expect(filtered.industries).toContain('Healthcare')
    expect(filtered.industries).toEqual(industriesOf(filtered.models))
    const none = await load('?industry=Healthcare&q=no-such-model-anywhere')
    expect(none.models).toEqual([])
    expect(none.industries).toEqual(['Healthcare'])
  })

  it('searches title or description, ignoring case', async () => {
    const data = await load('?q=ViSiOn&page=10')
    expect(data.models.length).toBe(await activeCount(`(title ilike '%vision%' or description ilike '%vision%')`))
    expect(data.models.length).toBeGreaterThan(1)
    for (const model of data.models) expect(`${model.title} ${model.description}`.toLowerCase()).toContain('vision')
  })

  it('filters by industry, alone and with a search', async () => {
    const data = await load(`?industry=${encodeURIComponent('Healthcare')}&page=10`)
    expect(data.models.length).toBe(await activeCount(`industry @> array['Healthcare']`))
    for (const model of data.models) expect(model.industry).toContain('Healthcare')
    const both = await load(`?industry=Healthcare&q=scan&page=10`)
    for (const model of both.models) {
      expect(model.industry).toContain('Healthcare')
      expect(`${model.title} ${model.description}`.toLowerCase()).toContain('scan')
    }
    expect(both.industry).toBe('Healthcare')
    expect(both.q).toBe('scan')
  })

  it('treats % and _ as plain characters', async () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect((await load('?q=%25')).models).toEqual([])
    expect((await load('?q=_')).models).toEqual([])
  })

  it.each([
    ['?page=0', 1],
    ['?page=-1', 1],
    ['?page=abc', 1],
    ['?page=1.5', 1],
    ['?page=2&page=3', 2],
  ])('reads %s as page %i', async (query, page) => {
    const data = await load(query)
    expect(data.page).toBe(page)
  })

  it('reads a page past the end (?page=10000, the deepest a URL may ask for) as the last page there is', async () => {
    const data = await load('?page=10000')
    expect(data.page).toBe(Math.ceil((await activeCount()) / 10))
    expect(data.models).toHaveLength(await activeCount())
    expect(data.hasMore).toBe(false)
  })

  it.each([
    ['an SQL fragment', "?q=' or 1=1 --", 0],
    ['a script tag', '?q=%22%3Cscript%3E', 0],
    ['a 10,000-character search', `?q=${'x'.repeat(10_000)}`, 0],
    ['an unknown industry', '?industry=Not%20An%20Industry', 0],
    // PostgreSQL refuses NUL in text: it used to fail the whole page with a 500.
    ['a NUL in the industry', '?industry=Health%00care', 0],
    ['a 5,000-character industry', `?industry=${'y'.repeat(5000)}`, 0],
  ])('answers %s with a sensible page', async (_name, query, count) => {
    const data = await load(query)
    expect(data.models.length).toBe(count)
    expect(data.q.length).toBeLessThanOrEqual(100)
  })

  it.each([
    ['an empty search', '/models?q=', '/models'],
    [
      'a search of spaces, with a filter and a page',
      '/models?q=%20%20&industry=Healthcare&page=2',
      '/models?industry=Healthcare&page=2',
    ],
    ['control characters only', '/models?q=%00%01', '/models'],
    ['nothing but NUL in the search and the industry', '/models?q=%00&industry=%00', '/models'],
    ['an empty search on the home page', '/?q=&industry=Legal', '/?industry=Legal'],
  ])('redirects %s to the same view without ?q=', async (_name, from, to) => {
    const loader = from.startsWith('/models') ? modelsLoader : homeLoader
    const response = await respond(() => loader({ request: request(from), params: {}, context: {} }))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(to)
  })

  it('is the same on the home page', async () => {
    const home = await homeLoader({ request: request('/?industry=Healthcare'), params: {}, context: {} })
    const models = await load('?industry=Healthcare')
    expect(home.models.map((m) => m.id)).toEqual(models.models.map((m) => m.id))
  })
})

describe('a catalogue that cannot be read', () => {
  it('logs one line and shows no models, on /models and on the home page, instead of a 500', async () => {
    // A real failure: visitors lose the right to read the catalogue's view.
    await db.engine.query('revoke select on public.catalogue_models from anon')
    // A change the app did not make: forgotten as on the database's notice of it (./public-data.ts).
    forgetPublicData()
    try {
      for (const [loader, path] of [
        [modelsLoader, '/models?industry=Healthcare'],
        [homeLoader, '/?q=vision'],
      ] as const) {
        const data = await loader({ request: request(path), params: {}, context: {} })
        expect(data).toMatchObject({ models: [], hasMore: false, unavailable: true })
        const logged = expectLoggedErrors()
        expect(logged).toHaveLength(1)
        expect(logged[0]).toHaveLength(1)
        expect(String(logged[0]![0])).toMatch(
          /^\[catalogue\] could not read the catalogue; showing none: .*permission denied/,
        )
        expect(String(logged[0]![0])).not.toContain('\n')
      }
      expect((await load('?industry=Healthcare')).industries).toEqual(['Healthcare'])
      expectLoggedErrors()
    } finally {
      await db.engine.query('grant select on public.catalogue_models to anon')
    }
    forgetPublicData()
    const back = await load('')
    expect(back.models).toHaveLength(10)
    expect(back.unavailable).toBe(false)
  })
})

describe('a model page', () => {
  it('loads an active model by its slug', async () => {
    const data = await modelLoader({
      request: request('/models/medscan-vision-3'),
      params: { slug: 'medscan-vision-3' },
      context: {},
    })
    expect(data.model.title).toBe('MedScan Vision-3')
    expect(data.siteUrl).toMatch(/^https?:\/\//)
  })

  it.each([
    ['an unknown slug', 'no-such-model'],
    ['a path', '../../etc'],
    ['a path in upper case', '../../ETC'],
    ['non-ASCII upper case', 'MEDSCAN-VİSİON-3'],
    ['a 500-character slug', 'x'.repeat(500)],
  ])('answers 404 for %s', async (_name, slug) => {
    const response = await respond(() =>
      modelLoader({ request: request(`/models/${slug}`), params: { slug }, context: {} }),
    )
    expect(response.status).toBe(404)
  })

  it.each([
    ['/models/MedScan-Vision-3', 'MedScan-Vision-3', '/models/medscan-vision-3'],
    [
      '/models/MEDSCAN-VISION-3?utm_source=mail&x=%20',
      'MEDSCAN-VISION-3',
      '/models/medscan-vision-3?utm_source=mail&x=%20',
    ],
    ['/models/No-Such-Model', 'No-Such-Model', '/models/no-such-model'],
  ])('redirects %s permanently to its lower-case slug, keeping the query', async (path, slug, to) => {
    const response = await respond(() => modelLoader({ request: request(path), params: { slug }, context: {} }))
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(to)
  })

  it('answers 404 for an inactive model', async () => {
    const { rows } = await db.engine.query<{ slug: string }>(
      'select slug from public.ai_models where not is_active limit 1',
    )
    const slug = rows[0]!.slug
    const response = await respond(() =>
      modelLoader({ request: request(`/models/${slug}`), params: { slug }, context: {} }),
    )
    expect(response.status).toBe(404)
  })
})

describe('for search engines', () => {
  it('the sitemap lists every public page and every active model, and no inactive one', async () => {
    const { loader } = await import('~/routes/sitemap[.]xml')
    const response = await loader({ request: request('/sitemap.xml'), params: {}, context: {} })
    expect(response.headers.get('Content-Type')).toContain('application/xml')
    const xml = await response.text()
    for (const path of [
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
      expect(xml).toContain(`${path}</loc>`)
    }
    const { rows } = await db.engine.query<{ slug: string; is_active: boolean }>(
      'select slug, is_active from public.ai_models',
    )
    for (const row of rows) expect(xml.includes(`/models/${row.slug}</loc>`)).toBe(row.is_active)
  })

  it('robots.txt points to the sitemap and keeps /admin and /dashboard out', async () => {
    const { loader } = await import('~/routes/robots[.]txt')
    const text = await loader().text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /dashboard')
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })
})
