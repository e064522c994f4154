/**
 * The AI model catalogue: one query per function, each run as the caller so Row Level Security
 * decides what they may see (visitors: active models only).
 */
import { asCaller, type Caller } from './db'

export const CATALOGUE_PAGE_SIZE = 10
/** Beyond this many pages a URL is refused politely rather than scanning the table. */
export const MAX_CATALOGUE_PAGE = 200
export const MAX_SEARCH_LENGTH = 100

export interface ModelCard {
  id: string
  title: string
  slug: string
  short_description: string | null
  description: string
  categories: string[]
  industry: string[]
  cost: number
  is_featured: boolean
  is_enterprise: boolean
  logo_url: string | null
  cover_image: string | null
}

export interface AiModel extends ModelCard {
  long_description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string[]
  url: string | null
  industry_use: string[]
  individual_use: string[]
  subcategories: string[]
  use_cases: string[]
  example_media: string[]
  is_active: boolean
  created_at: Date
}

const CARD_COLUMNS = `id, title, slug, short_description, description, categories, industry, cost,
  is_featured, is_enterprise, logo_url, cover_image`

/** `%` and `_` are literal characters in a search, not wildcards. */
export function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

interface CatalogueQuery {
  search?: string | null
  industry?: string | null
  /** How many rows to skip and return. */
  offset: number
  limit: number
}

/**
 * Active models, featured first, then newest, then id: a stable order, so pages never repeat or
 * skip a row. Search is case-insensitive on title or description; the industry filter is
 * containment in the model's industry list. Read through the `catalogue_models` view (active
 * models only), where the planner can use the trigram and industry indexes, which the table's
 * policy hides from it (supabase/migrations/20261123031000_catalogue_reads.sql).
 */
export function listCatalogue(caller: Caller, query: CatalogueQuery): Promise<ModelCard[]> {
  const search = query.search?.trim() ? likePattern(query.search.trim()) : null
  const industry = query.industry?.trim() || null
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<ModelCard>(
      `select ${CARD_COLUMNS} from public.catalogue_models
       where ($1::text is null or title ilike $1 escape '\\' or description ilike $1 escape '\\')
         and ($2::text is null or industry @> array[$2::text])
       order by is_featured desc, created_at desc, id desc
       limit $3 offset $4`,
      [search, industry, query.limit, query.offset],
    )
    return rows
  })
}

/**
 * Every industry that active models carry, alphabetically: the catalogue's filter chips. The
 * database keeps the count per industry as models change, so this never reads the models.
 */
export function listCatalogueIndustries(caller: Caller): Promise<string[]> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ industry: string }>(
      `select industry from public.catalogue_industries where active_models > 0 order by industry`,
    )
    return rows.map((row) => row.industry)
  })
}

/** One model by its slug, as the caller may see it (visitors: only if active). */
export function getModelBySlug(caller: Caller, slug: string): Promise<AiModel | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AiModel>(`select * from public.ai_models where slug = $1`, [slug])
    return rows[0] ?? null
  })
}

/** Slugs of every active model, for the sitemap. */
export function listActiveSlugs(caller: Caller): Promise<Array<{ slug: string; updated_at: Date }>> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ slug: string; updated_at: Date }>(
      `select slug, updated_at from public.ai_models where is_active order by is_featured desc, created_at desc, id desc`,
    )
    return rows
  })
}
