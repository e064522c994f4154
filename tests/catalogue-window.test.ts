// The catalogue's 'Show More' bounded (issue 31): `?page=N` shows pages 1..N together only up to
// catalogueLimits.shownPages of them; past that, the last ones, with the first page shown named so
// the page links back to the earlier ones. A page never renders more than pageSize × shownPages
// cards, however far a visitor (or a crawler) pages, and consecutive views still join up: every
// model appears once walking back from the last view through its 'earlier' links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueLimits } from '~/lib/entities/ai-model'
import { loader } from '~/routes/models._index'
import { request, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
let total = 0
const load = (query: string) => loader({ request: request(`/models${query}`), params: {}, context: {} })
const most = catalogueLimits.pageSize * catalogueLimits.shownPages

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
  // Enough active models for 25 pages.
  await db.engine.query(
    `insert into public.ai_models (title, description, industry)
     select 'Window Model ' || lpad(g::text, 3, '0'), 'A model for the window test.', array['Healthcare']
     from generate_series(1, 250) as g`,
  )
  total = (await db.engine.query<{ n: number }>('select count(*)::int as n from public.ai_models where is_active'))
    .rows[0]!.n
  expect(total).toBeGreaterThan(most * 2)
})
afterAll(() => db.close())

describe('the catalogue past the pages one view shows', () => {
  it('shows pages 1..N together up to the limit, and from there only the last of them', async () => {
    const tenth = await load(`?page=${catalogueLimits.shownPages}`)
    expect(tenth).toMatchObject({ firstPage: 1, page: catalogueLimits.shownPages, hasMore: true })
    expect(tenth.models).toHaveLength(most)

    const fifteenth = await load('?page=15')
    expect(fifteenth.firstPage).toBe(15 - catalogueLimits.shownPages + 1)
    expect(fifteenth.models).toHaveLength(most)
    // The same models as pages 6 to 15 of the whole list: it begins where the earlier view ends.
    const earlier = await load(`?page=${fifteenth.firstPage - 1}`)
    expect(earlier.firstPage).toBe(1)
    expect([...earlier.models, ...fifteenth.models].map((m) => m.id)).toHaveLength(150)
    expect(new Set([...earlier.models, ...fifteenth.models].map((m) => m.id)).size).toBe(150)
  })

  it('never renders more than the limit; a page past the end shows the last pages there are', async () => {
    const lastPage = Math.ceil(total / catalogueLimits.pageSize)
    for (const asked of [lastPage + catalogueLimits.shownPages, catalogueLimits.maxPage, 10_000]) {
      const view = await load(`?page=${asked}`)
      expect(view).toMatchObject({
        page: lastPage,
        firstPage: lastPage - catalogueLimits.shownPages + 1,
        hasMore: false,
      })
      expect(view.models).toHaveLength(total - (view.firstPage - 1) * catalogueLimits.pageSize)
      expect(view.models.length).toBeLessThanOrEqual(most)
    }
    // Filtered, the same: the last pages of what matches.
    const filtered = await load('?q=Window%20Model&page=150')
    expect(filtered).toMatchObject({ page: 25, firstPage: 16 })
    expect(filtered.models).toHaveLength(100)
    expect(filtered.models.every((m) => m.title.startsWith('Window Model'))).toBe(true)
  })

  it('walks back from the last full view through the earlier links to every model, each once', async () => {
    const lastPage = Math.ceil(total / catalogueLimits.pageSize)
    const seen: string[] = []
    let page = lastPage
    for (let turn = 0; turn < 10 && page >= 1; turn++) {
      const view = await load(`?page=${page}`)
      seen.unshift(...view.models.map((m) => m.id))
      page = view.firstPage - 1
    }
    expect(page).toBe(0)
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
  })
})
