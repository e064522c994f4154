/**
 * The catalogue's state lives in the URL (`?q=&industry=&page=`), so every view can be shared and
 * works without JavaScript. This reads it forgivingly (bad values fall back to sensible ones,
 * never an error) and loads what the page shows: pages 1..page, or past
 * catalogueLimits.shownPages of them the last ones only (a page never renders every card up to
 * the 200th page), and the industry chips of the models loaded (docs/product.md#catalogue).
 */
import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { safeRedirect } from '~/lib/safe-redirect'
import { searchText } from './input'
import { catalogueLimits, type CatalogueView, type ModelCardRow } from '~/lib/entities/ai-model'
import { publicCatalogue, publicCatalogueCount } from './models'

const params = z.object({
  q: z
    .string()
    .catch('')
    // Control characters never belong in a search or a filter (and PostgreSQL refuses NUL); a very
    // long one is cut, not refused.
    .transform((value) => searchText(value).slice(0, catalogueLimits.searchLength)),
  industry: z
    .string()
    .catch('')
    .transform((value) => searchText(value).slice(0, catalogueLimits.searchLength)),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((page) => Math.min(page, catalogueLimits.maxPage)),
})

type CatalogueState = Pick<CatalogueView, 'q' | 'industry' | 'page'>

function readCatalogueState(url: URL): CatalogueState {
  return params.parse({
    q: url.searchParams.get('q') ?? '',
    industry: url.searchParams.get('industry') ?? '',
    page: url.searchParams.get('page') ?? '1',
  })
}

/** The distinct industries of these models, alphabetically, with the chosen one always among them. */
function industriesOf(models: readonly ModelCardRow[], chosen: string): string[] {
  const found = new Set(models.flatMap((model) => model.industry))
  if (chosen) found.add(chosen)
  return [...found].sort((a, b) => a.localeCompare(b, 'en'))
}

/**
 * The same view without an empty `?q=` (a search form sent blank), or null when the search is not
 * blank. Built from the state as read, so what the page ignores is not carried along either.
 */
function withoutEmptySearch(url: URL, state: CatalogueState): string | null {
  const q = url.searchParams.get('q')
  if (q === null || state.q !== '') return null
  const params = new URLSearchParams()
  if (state.industry) params.set('industry', state.industry)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return safeRedirect(`${url.pathname}${query ? `?${query}` : ''}`)
}

/** The first page a view ending at `page` shows: no view holds more than shownPages pages. */
const shownFrom = (page: number) => Math.max(1, page - catalogueLimits.shownPages + 1)

export async function loadCatalogue(request: Request): Promise<CatalogueView> {
  const url = new URL(request.url)
  const state = readCatalogueState(url)
  // An empty search leaves no `?q=` in the address bar; the browser keeps the #catalogue anchor.
  const clean = withoutEmptySearch(url, state)
  if (clean) throw redirect(clean)
  let firstPage = shownFrom(state.page)
  let limit = (state.page - firstPage + 1) * catalogueLimits.pageSize
  let models: readonly ModelCardRow[]
  try {
    const filter = { search: state.q, industry: state.industry }
    const read = () => publicCatalogue({ ...filter, offset: (firstPage - 1) * catalogueLimits.pageSize, limit })
    models = await read()
    if (models.length === 0 && firstPage > 1) {
      // A page past the end (a shared link that outlived models, a typed ?page=200): its last
      // pages, not an empty catalogue. The count stops at the deepest page a URL may ask for.
      const matching = await publicCatalogueCount(filter, catalogueLimits.maxPage * catalogueLimits.pageSize)
      state.page = Math.max(1, Math.ceil(matching / catalogueLimits.pageSize))
      firstPage = shownFrom(state.page)
      limit = (state.page - firstPage + 1) * catalogueLimits.pageSize
      models = await read()
    }
  } catch (error) {
    // An outage is the 503 page (decision 013); any other failed read is logged and the page
    // shows the rest of itself with an empty catalogue (docs/product.md#messages).
    if (error instanceof Response) throw error
    console.error(`[catalogue] could not read the catalogue; showing none: ${oneLine(error)}`)
    return {
      ...state,
      firstPage,
      models: [],
      industries: industriesOf([], state.industry),
      hasMore: false,
      unavailable: true,
    }
  }
  return {
    ...state,
    firstPage,
    models,
    industries: industriesOf(models, state.industry),
    hasMore: models.length === limit && state.page < catalogueLimits.maxPage,
    unavailable: false,
  }
}

function oneLine(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
}
