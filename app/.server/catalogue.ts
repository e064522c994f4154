/**
 * The catalogue's state lives in the URL (`?q=&industry=&page=`), so every view can be shared and
 * works without JavaScript. This reads it forgivingly (bad values fall back to sensible ones,
 * never an error) and loads what the page shows: pages 1..page, and the industry chips.
 */
import { z } from 'zod'
import { ANON, type Caller } from './db'
import { searchText } from './input'
import { catalogueLimits, type CatalogueView } from '~/lib/entities/ai-model'
import { listCatalogue, listCatalogueIndustries } from './models'

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

export async function loadCatalogue(request: Request, caller: Caller = ANON): Promise<CatalogueView> {
  const state = readCatalogueState(new URL(request.url))
  const limit = state.page * catalogueLimits.pageSize
  const [models, industries] = await Promise.all([
    listCatalogue(caller, { search: state.q, industry: state.industry, offset: 0, limit }),
    listCatalogueIndustries(caller),
  ])
  return {
    ...state,
    models,
    industries,
    hasMore: models.length === limit && state.page < catalogueLimits.maxPage,
  }
}
