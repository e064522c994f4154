/**
 * An AI model (table public.ai_models, supabase/migrations/20261122000300_ai_models.sql): its one
 * row type, the projections the pages use (column lists, and types picked from the row by them),
 * and its limits. Shared by the server module that queries the table (app/.server/models.ts), the
 * admin form's schema, the components and the tests (docs/architecture.md#layers).
 */

/** One row of public.ai_models, as the database returns it. */
export interface AiModel {
  id: string
  title: string
  /** Derived by the database from the title (docs/decisions/004-slugs.md). */
  slug: string
  description: string
  short_description: string | null
  long_description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string[]
  url: string | null
  industry: string[]
  industry_use: string[]
  individual_use: string[]
  categories: string[]
  subcategories: string[]
  use_cases: string[]
  example_media: string[]
  cost: number
  is_featured: boolean
  is_enterprise: boolean
  is_active: boolean
  logo_url: string | null
  cover_image: string | null
  created_at: Date
  updated_at: Date
}

type AiModelColumn = keyof AiModel

/** A card in the catalogue grid (docs/product.md#catalogue); `industry` lets the filter be checked. */
export const MODEL_CARD_COLUMNS = [
  'id',
  'title',
  'slug',
  'short_description',
  'description',
  'categories',
  'industry',
  'cost',
  'is_featured',
  'is_enterprise',
  'logo_url',
  'cover_image',
] as const satisfies readonly AiModelColumn[]
export type ModelCardRow = Pick<AiModel, (typeof MODEL_CARD_COLUMNS)[number]>

/** A model's own page and its head tags (docs/product.md#model-page). */
export const MODEL_PAGE_COLUMNS = [
  'title',
  'slug',
  'description',
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'url',
  'industry',
  'industry_use',
  'individual_use',
  'categories',
  'subcategories',
  'example_media',
  'cost',
  'is_featured',
  'is_enterprise',
  'logo_url',
  'cover_image',
] as const satisfies readonly AiModelColumn[]
export type ModelPageRow = Pick<AiModel, (typeof MODEL_PAGE_COLUMNS)[number]>

/**
 * A model as the AI Architect quotes it (docs/decisions/026-the-ai-architect-sells.md): what it
 * does, for whom, and its starting price. Read from the `catalogue_search` view (active models).
 */
export const ASSISTANT_MODEL_COLUMNS = [
  'title',
  'slug',
  'short_description',
  'description',
  'industry',
  'industry_use',
  'use_cases',
  'categories',
  'cost',
  'is_enterprise',
] as const satisfies readonly AiModelColumn[]
export type AssistantModel = Pick<AiModel, (typeof ASSISTANT_MODEL_COLUMNS)[number]>

/** A row of the admin's List View (docs/product.md#admin). */
export const ADMIN_MODEL_ROW_COLUMNS = [
  'id',
  'title',
  'slug',
  'description',
  'categories',
  'cost',
  'is_featured',
  'is_enterprise',
  'is_active',
  'logo_url',
  'cover_image',
] as const satisfies readonly AiModelColumn[]
export type AdminModelRow = Pick<AiModel, (typeof ADMIN_MODEL_ROW_COLUMNS)[number]>

/**
 * What the Add/Edit AI Model form writes (docs/product.md#model-form): every column but the ones
 * the database sets (id, slug, the timestamps). The form's schema must produce exactly these
 * (app/lib/model-form.ts checks it against `ModelFields`).
 */
export const MODEL_WRITTEN_COLUMNS = [
  'title',
  'description',
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'url',
  'industry',
  'industry_use',
  'individual_use',
  'categories',
  'subcategories',
  'use_cases',
  'example_media',
  'cost',
  'is_featured',
  'is_enterprise',
  'is_active',
  'logo_url',
  'cover_image',
] as const satisfies readonly AiModelColumn[]
export type ModelFields = Pick<AiModel, (typeof MODEL_WRITTEN_COLUMNS)[number]>

/**
 * Every column of the row as `AiModel` has it, for the queries that read or return whole rows (the
 * admin's edit form, its writes and their audit); the table's generated `search_document` is not
 * among them.
 */
export const AI_MODEL_COLUMNS = [
  'id',
  'slug',
  ...MODEL_WRITTEN_COLUMNS,
  'created_at',
  'updated_at',
] as const satisfies readonly AiModelColumn[]

/** The two flags the admin list toggles in place. */
export type ModelFlag = Extract<AiModelColumn, 'is_active' | 'is_featured'>

/**
 * The form's limits, the table's own check constraints where it has one (so valid input never
 * trips the database); the fill-ins cut to the same lengths (docs/product.md#model-form).
 */
export const modelLimits = {
  title: 200,
  description: 20000,
  longDescription: 50000,
  shortDescription: 160,
  metaTitle: 60,
  metaDescription: 160,
  url: 2000,
  industryItems: 10,
  listItems: 50,
  listItemLength: 300,
  /** The largest cost Postgres' integer holds. */
  cost: 2147483647,
} as const

/** The catalogue's paging and search (docs/product.md#catalogue). */
export const catalogueLimits = {
  pageSize: 10,
  /** Beyond this many pages a URL is refused politely rather than scanning the table. */
  maxPage: 200,
  /**
   * The most pages one view shows together: `?page=N` past it shows the last of them, with a link
   * back to the ones before, so no page renders more than pageSize × this many cards.
   */
  shownPages: 10,
  /** A longer search (or industry filter) is cut, not refused. */
  searchLength: 100,
  /** The admin's List View shows this many rows a page, paged by key (decision 079). */
  adminPageSize: 25,
} as const

/** What the catalogue on / and /models shows: its URL state, the chips and the cards. */
export interface CatalogueView {
  q: string
  industry: string
  page: number
  /** The first page shown: 1, or past catalogueLimits.shownPages pages, the first of the last ones. */
  firstPage: number
  /** More pages are assumed while the last page returned was full (docs/product.md#quirks). */
  hasMore: boolean
  /** One chip per industry of the models loaded, and the chosen one (docs/product.md#catalogue). */
  industries: string[]
  models: readonly ModelCardRow[]
  /** The read failed: the page says so in its empty state instead of answering 500. */
  unavailable: boolean
}
