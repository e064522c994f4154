/**
 * The one module for table public.ai_models: the public catalogue's reads, a model's page, the
 * sitemap, and the admin's list, create, update, toggle and delete (docs/product.md#catalogue,
 * docs/product.md#admin). Every query runs as the caller, so Row Level Security decides: visitors
 * read active models only; only admins read inactive ones or write at all. The row's shape, the
 * column lists and the limits are in ~/lib/entities/ai-model. Every admin write records itself in
 * the audit log in its own transaction (./audit.ts).
 */
import { data } from '@remix-run/node'
import { z } from 'zod'
import {
  ADMIN_MODEL_ROW_COLUMNS,
  AI_MODEL_COLUMNS,
  ASSISTANT_MODEL_COLUMNS,
  type AssistantModel,
  MODEL_CARD_COLUMNS,
  MODEL_PAGE_COLUMNS,
  MODEL_WRITTEN_COLUMNS,
  type AdminModelRow,
  type AiModel,
  type ModelCardRow,
  type ModelFields,
  type ModelFlag,
  type ModelPageRow,
} from '~/lib/entities/ai-model'
import type { KnowledgeLanguage } from '~/lib/entities/knowledge'
import type { KeysetPage, KeysetWindow } from '~/lib/list-query'
import { recordAudit } from './audit'
import { ANON, asCaller, type Caller, type Queryable } from './db'

import { keptCounts, readKeysetPage } from './db/keyset'
import { likePattern } from './db/like'
import { remember } from './public-data'
import { publicPagesChanged } from './public-pages-changed'

/** Whole rows, as `AiModel` has them (not the generated search document). */
const ALL = AI_MODEL_COLUMNS.join(', ')

/** A trimmed search as the `like` pattern of SEARCH_CLAUSE's $1, or null for none. */
function searchPattern(search: string | null | undefined) {
  return search?.trim() ? likePattern(search.trim()) : null
}

/**
 * The one search, for the catalogue and the admin list alike: case-insensitive on title or
 * description, $1 being searchPattern's value. On the catalogue's view the planner can use the
 * trigram indexes for it (supabase/migrations/20261123031000_catalogue_reads.sql).
 */
const SEARCH_CLAUSE = `($1::text is null or title ilike $1 escape '\\' or description ilike $1 escape '\\')`

interface CatalogueQuery {
  search?: string | null
  industry?: string | null
  /** How many rows to skip and return. */
  offset: number
  limit: number
}

/**
 * Active models, featured first, then newest, then id: a stable order, so pages never repeat or
 * skip a row. The industry filter is containment in the model's industry list. Read through the
 * `catalogue_models` view (active models only), where the planner can use the trigram and industry
 * indexes, which the table's policy hides from it.
 */
export function listCatalogue(caller: Caller, query: CatalogueQuery): Promise<ModelCardRow[]> {
  const industry = query.industry?.trim() || null
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<ModelCardRow>(
      `select ${MODEL_CARD_COLUMNS.join(', ')} from public.catalogue_models
       where ${SEARCH_CLAUSE}
         and ($2::text is null or industry @> array[$2::text])
       order by is_featured desc, created_at desc, id desc
       limit $3 offset $4`,
      [searchPattern(query.search), industry, query.limit, query.offset],
    )
    return rows
  })
}

/**
 * How many active models match, counting no further than `upTo` (the catalogue's deepest page):
 * the catalogue asks only when a view past its end came back empty, to show its last pages.
 */
function countCatalogueUpTo(caller: Caller, query: Omit<CatalogueQuery, 'offset' | 'limit'>, upTo: number) {
  const industry = query.industry?.trim() || null
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ n: number }>(
      `select count(*)::int as n from (
         select 1 from public.catalogue_models
         where ${SEARCH_CLAUSE}
           and ($2::text is null or industry @> array[$2::text])
         limit $3) as matching`,
      [searchPattern(query.search), industry, upTo],
    )
    return rows[0]!.n
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

/** One model's page by its slug, as the caller may see it (visitors: only if active). */
function getModelBySlug(caller: Caller, slug: string): Promise<ModelPageRow | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<ModelPageRow>(
      `select ${MODEL_PAGE_COLUMNS.join(', ')} from public.ai_models where slug = $1`,
      [slug],
    )
    return rows[0] ?? null
  })
}

/**
 * One page range of the public catalogue as every visitor sees it, kept between catalogue changes
 * (./public-data.ts): the `catalogue_models` view is the same for every caller (it runs with its
 * owner's rights), so one copy serves visitors and signed-in users alike.
 */
export function publicCatalogue(query: CatalogueQuery): Promise<readonly ModelCardRow[]> {
  const key = JSON.stringify(['catalogue', query.search ?? '', query.industry ?? '', query.offset, query.limit])
  return remember(key, async () => Object.freeze(await listCatalogue(ANON, query)))
}

/** `countCatalogueUpTo` as every visitor sees it, kept as publicCatalogue is. */
export function publicCatalogueCount(query: Omit<CatalogueQuery, 'offset' | 'limit'>, upTo: number): Promise<number> {
  const key = JSON.stringify(['catalogue-count', query.search ?? '', query.industry ?? '', upTo])
  return remember(key, () => countCatalogueUpTo(ANON, query, upTo))
}

/** A model's page as a visitor sees it (active models only), or null; kept as publicCatalogue is. */
export function publicModel(slug: string): Promise<ModelPageRow | null> {
  return remember(JSON.stringify(['model', slug]), async () => {
    const model = await getModelBySlug(ANON, slug)
    return model && Object.freeze(model)
  })
}

/**
 * A write to the catalogue: once it is done, what this process keeps of public pages is forgotten
 * at once (the database's notice then tells the other processes, decision 030).
 */
async function changingCatalogue<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await asCaller(caller, fn)
  } finally {
    publicPagesChanged('a catalogue write in this process')
  }
}

/** The AI Architect's searches: at most this many models come back, and a query is cut to this length. */
const ASSISTANT_SEARCH = { maxResults: 5, maxText: 300 } as const
/** How close a typed title must be to a model's (pg_trgm word similarity) to count as naming it. */
const TITLE_MATCH = 0.55

/**
 * Active models ranked by how well they answer a need in the visitor's words: PostgreSQL full-text
 * search over what each model is for (any of the words, weighted title > what it does and its use
 * cases > industries > description), plus trigram similarity for a title typed with a slip, optionally within one
 * industry. With no words, the industry's models, featured first. Read as the caller through the
 * `catalogue_search` view (active models only), or in Spanish or French through their translations
 * (models without one are not found there).
 */
export function searchCatalogue(
  caller: Caller,
  query: { text?: string | null; industry?: string | null; limit?: number; language?: KnowledgeLanguage },
): Promise<AssistantModel[]> {
  const words = searchWords(query.text)
  const industry = query.industry?.trim() || null
  const limit = Math.min(Math.max(query.limit ?? 3, 1), ASSISTANT_SEARCH.maxResults)
  const source = searchIn(query.language)
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AssistantModel>(
      `select ${ASSISTANT_MODEL_COLUMNS.join(', ')}
       from ${source.from} as c,
            lateral (select websearch_to_tsquery('${source.config}', ${source.text("coalesce($1::text, '')")})) as q(query),
            lateral (select ts_rank(document, q.query) + extensions.word_similarity(lower(title), lower(coalesce($3::text, ''))) as rank) as r
       where ($2::text is null or industry @> array[$2::text])
         and ($1::text is null or document @@ q.query
              or extensions.word_similarity(lower(title), lower(coalesce($3::text, ''))) >= ${TITLE_MATCH})
       order by r.rank desc, is_featured desc, created_at desc, slug
       limit $4`,
      [words, industry, query.text?.slice(0, ASSISTANT_SEARCH.maxText) ?? null, limit],
    )
    return rows
  })
}

/**
 * The text's words as a full-text query matching any of them ('hospital or radiology or
 * backlog'), or null when it has none. websearch_to_tsquery never fails on what a visitor types;
 * stop words drop out there.
 */
function searchWords(text: string | null | undefined): string | null {
  const words = (text ?? '')
    .slice(0, ASSISTANT_SEARCH.maxText)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.filter((word) => word !== 'or' && word !== 'and')
  return words?.length ? words.join(' or ') : null
}

/**
 * The active models a text names, best first: a title typed whole or nearly ('medscan vison 3'),
 * by trigram word similarity, among `candidates` (ids; ./title-index.ts keeps them: every title
 * that could be that close, so the answer is the same as over the whole catalogue, without
 * reading it). Read as the caller through the `catalogue_search` view.
 */
export function findModelsNamedAmong(caller: Caller, text: string, candidates: string[]): Promise<AssistantModel[]> {
  if (!candidates.length) return Promise.resolve([])
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AssistantModel>(
      `select ${ASSISTANT_MODEL_COLUMNS.join(', ')}
       from public.catalogue_search
       where id = any($2::uuid[])
         and extensions.word_similarity(lower(title), lower($1)) >= ${TITLE_MATCH}
       order by extensions.word_similarity(lower(title), lower($1)) desc, is_featured desc, slug
       limit ${ASSISTANT_SEARCH.maxResults}`,
      [text.slice(0, ASSISTANT_SEARCH.maxText), candidates],
    )
    return rows
  })
}

/** The share of a title's trigrams a text must hold for the title to be named (TITLE_MATCH). */
export const TITLE_MATCH_SHARE = TITLE_MATCH

/** Every active model's id and its title's trigrams as pg_trgm makes them (./title-index.ts). */
export function listTitleTrigrams(caller: Caller): Promise<Array<{ id: string; trigrams: string[] }>> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string; trigrams: string[] }>(
      `select id, extensions.show_trgm(lower(title)) as trigrams from public.catalogue_search`,
    )
    return rows
  })
}

/** A text's trigrams as pg_trgm makes them, cut as the title match cuts it. */
export function textTrigrams(caller: Caller, text: string): Promise<string[]> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ trigrams: string[] }>(`select extensions.show_trgm(lower($1)) as trigrams`, [
      text.slice(0, ASSISTANT_SEARCH.maxText),
    ])
    return rows[0]?.trigrams ?? []
  })
}

/** One active model by its slug, as the AI Architect quotes it, or null. */
export function getAssistantModel(caller: Caller, slug: string): Promise<AssistantModel | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AssistantModel>(
      `select ${ASSISTANT_MODEL_COLUMNS.join(', ')} from public.catalogue_search where slug = $1`,
      [slug],
    )
    return rows[0] ?? null
  })
}

/** A model as the sitemap lists it. */
export type SitemapModel = Pick<AiModel, 'slug' | 'updated_at'>

/**
 * Active models in slug order, from `from` (inclusive) to `to` (exclusive), at most `limit`: one
 * part of the sitemap, read by its key through ai_models_sitemap_idx (decision 082), never at an
 * offset. A bound left out is the catalogue's start or end.
 */
export function listSitemapModels(
  caller: Caller,
  range: { from: string | null; to: string | null },
  limit: number,
): Promise<SitemapModel[]> {
  const params: unknown[] = [limit]
  const bounds = [
    ...(range.from === null ? [] : [`slug >= $${params.push(range.from)}`]),
    ...(range.to === null ? [] : [`slug < $${params.push(range.to)}`]),
  ]
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<SitemapModel>(
      `select slug, updated_at from public.ai_models
       where ${['is_active', ...bounds].join(' and ')}
       order by slug
       limit $1`,
      params,
    )
    return rows
  })
}

/**
 * The sitemap's parts: for each run of `partSize` active models in slug order, its first slug, its
 * newest change and how many models it has. One pass over the index's slugs (no offset scan per
 * part); kept with the index page by the page cache.
 */
export function listSitemapParts(
  caller: Caller,
  partSize: number,
): Promise<Array<{ first: string; lastmod: Date; models: number }>> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ first: string; lastmod: Date; models: number }>(
      `select min(slug) as first, max(updated_at) as lastmod, count(*)::int as models
       from (select slug, updated_at, (row_number() over (order by slug) - 1) / $1 as part
             from public.ai_models where is_active) as numbered
       group by part
       order by part`,
      [partSize],
    )
    return rows
  })
}

/**
 * The admin's List View: all models, newest first, optionally narrowed by the search, a page by key
 * (decision 079) with what its pager needs. Through private.staff_models, which gives staff every
 * model and anyone else none, so the search can use the trigram indexes; unfiltered, the total is
 * the count the database keeps.
 */
export function listModelsForAdmin(
  caller: Caller,
  search: string | null,
  window: KeysetWindow,
): Promise<{ models: AdminModelRow[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const pattern = searchPattern(search)
    const total = pattern ? null : ((await keptCounts(tx)).ai_models ?? 0)
    const { items, page } = await readKeysetPage<AdminModelRow>(
      tx,
      {
        columns: ADMIN_MODEL_ROW_COLUMNS.join(', '),
        from: 'private.staff_models',
        at: 'created_at',
        id: 'id',
        idType: 'uuid',
        where: (add) =>
          pattern
            ? `(title ilike ${add(pattern)} escape '\\' or description ilike ${add(pattern)} escape '\\')`
            : 'true',
        total,
      },
      window,
    )
    return { models: items, page }
  })
}

/** The model id in a route's params; anything but a UUID is a page that does not exist. */
export function modelIdParam(params: { id?: string }): string {
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data(null, { status: 404 })
  return id.data
}

/** One whole row by id, as the caller may see it (the admin's edit and delete pages). */
export function getModelForAdmin(caller: Caller, id: string): Promise<AiModel | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AiModel>(`select ${ALL} from public.ai_models where id = $1`, [id])
    return rows[0] ?? null
  })
}

function valuesOf(input: ModelFields) {
  return MODEL_WRITTEN_COLUMNS.map((column) => input[column])
}

/**
 * The columns whose values differ, before and after (the audit log keeps only what changed; the
 * time of the change is the entry's own).
 */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  }
}

/**
 * Inserts a model; returns its id and the slug the database derived. `imported` says the form was
 * filled from JSON (recorded as an import). Throws the database's error.
 */
export function createModel(
  caller: Caller,
  input: ModelFields,
  options: { imported?: boolean } = {},
): Promise<Pick<AiModel, 'id' | 'slug'>> {
  const placeholders = MODEL_WRITTEN_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')
  return changingCatalogue(caller, async (tx) => {
    const { rows } = await tx.query<AiModel>(
      `insert into public.ai_models (${MODEL_WRITTEN_COLUMNS.join(', ')}) values (${placeholders}) returning ${ALL}`,
      valuesOf(input),
    )
    const model = rows[0]!
    await recordAudit(tx, {
      action: options.imported ? 'model.import' : 'model.create',
      entity: 'model',
      entityId: model.id,
      after: model,
    })
    return { id: model.id, slug: model.slug }
  })
}

/**
 * Updates a model and returns it as it was before (for removing replaced images), or null when
 * there is no such model. Throws the database's error.
 */
export function updateModel(
  caller: Caller,
  id: string,
  input: ModelFields,
): Promise<{ slug: string; before: AiModel } | null> {
  const assignments = MODEL_WRITTEN_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')
  return changingCatalogue(caller, async (tx) => {
    const before = (await tx.query<AiModel>(`select ${ALL} from public.ai_models where id = $1 for update`, [id]))
      .rows[0]
    if (!before) return null
    const { rows } = await tx.query<AiModel>(
      `update public.ai_models set ${assignments} where id = $1 returning ${ALL}`,
      [id, ...valuesOf(input)],
    )
    const after = rows[0]!
    await recordAudit(tx, {
      action: 'model.update',
      entity: 'model',
      entityId: id,
      ...changed(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>),
    })
    return { slug: after.slug, before }
  })
}

/** The admin list's featured and active toggles. False when no row changed. */
export function setModelFlag(caller: Caller, id: string, flag: ModelFlag, value: boolean): Promise<boolean> {
  // `flag` is one of two literal column names, checked by the type and by the caller's schema.
  const column = flag === 'is_active' ? 'is_active' : 'is_featured'
  return changingCatalogue(caller, async (tx) => {
    const { rows } = await tx.query<{ title: string; was: boolean }>(
      `select title, ${column} as was from public.ai_models where id = $1 for update`,
      [id],
    )
    const before = rows[0]
    if (!before) return false
    await tx.query(`update public.ai_models set ${column} = $2 where id = $1`, [id, value])
    await recordAudit(tx, {
      action: column === 'is_active' ? 'model.visibility' : 'model.feature',
      entity: 'model',
      entityId: id,
      before: { title: before.title, [column]: before.was },
      after: { title: before.title, [column]: value },
    })
    return true
  })
}

type DeletedModel = Pick<AiModel, 'title' | 'logo_url' | 'cover_image'>

/** Deletes a model; returns its image URLs (to remove the stored files), or null when none was deleted. */
export function deleteModel(caller: Caller, id: string): Promise<DeletedModel | null> {
  return changingCatalogue(caller, async (tx) => {
    const { rows } = await tx.query<AiModel>(`delete from public.ai_models where id = $1 returning ${ALL}`, [id])
    const deleted = rows[0]
    if (!deleted) return null
    await recordAudit(tx, { action: 'model.delete', entity: 'model', entityId: id, before: deleted })
    return { title: deleted.title, logo_url: deleted.logo_url, cover_image: deleted.cover_image }
  })
}

/**
 * How far the best match for a need must lead the next one (full-text rank) for its industry to be
 * read as the visitor's: 'our geologists log drill core by hand' names no industry, but one
 * model answers it and the rest barely do. A close second means the words are not specific enough.
 */
const NEED_MATCH = { minRank: 0.03, lead: 2.5 } as const

/**
 * A word of the visitor's is distinctive when at most this many active models use it ('notebook',
 * 'CSRD', 'borescope'); two of them in the best match's document, and more than in the next one's,
 * name that model even without a lead in rank ('our knowledge is buried in old lab notebooks').
 * Counted with a LIMIT one past it, so a common word costs no more than a rare one.
 */
const DISTINCTIVE = { usedByAtMost: 3, needed: 2, candidates: 5 } as const

/** How many more of the visitor's words the best match must hold to break a tie in distinctive words. */
const TIE_BROKEN_BY = 2

/** Words (stems) of a need that say nothing about which model answers it, in each language. */
const NOT_DISTINCTIVE: Record<KnowledgeLanguage, string[]> = {
  en: ['need', 'want', 'use', 'help', 'ai', 'model', 'data', 'team', 'compani', 'busi', 'work'],
  es: ['necesit', 'quer', 'quier', 'usar', 'ayud', 'ia', 'model', 'dat', 'equip', 'empres', 'negoci', 'trabaj'],
  fr: ['besoin', 'veut', 'voulon', 'util', 'aid', 'ia', 'model', 'don', 'equip', 'entrepris', 'societ', 'travail'],
}

/**
 * Where the assistant's search reads a language's documents: the English catalogue, or its Spanish
 * or French translations (supabase/migrations/20261128040000_model_translations.sql) with that
 * language's stemmer and accents folded, as they were folded in the documents. `language` is one of
 * three literals, checked here as well as by its type, because it is written into the query.
 */
function searchIn(language: KnowledgeLanguage = 'en') {
  if (language === 'es' || language === 'fr')
    return {
      from: `(select * from public.catalogue_search_translated where language = '${language}')`,
      config: language === 'es' ? 'spanish' : 'french',
      text: (parameter: string) => `private.knowledge_fold(${parameter})`,
      notDistinctive: NOT_DISTINCTIVE[language],
    }
  return {
    from: 'public.catalogue_search',
    config: 'english',
    text: (parameter: string) => parameter,
    notDistinctive: NOT_DISTINCTIVE.en,
  }
}

/**
 * The one active model that clearly answers a need in the visitor's words, or null: the best
 * full-text match, when it leads the next one by NEED_MATCH.lead ('traceability for recalls' is
 * HarvestChain's, whatever industry the visitor named), or when it holds more of the visitor's
 * distinctive words than the next (DISTINCTIVE). Otherwise the words are not specific enough.
 * `industry` keeps to the models of the visitor's industry.
 */
export function clearBestModel(
  caller: Caller,
  text: string,
  options: { industry?: string; language?: KnowledgeLanguage; oneWordNamesIndustry?: boolean } = {},
): Promise<AssistantModel | null> {
  const words = searchWords(text)
  if (!words) return Promise.resolve(null)
  const source = searchIn(options.language)
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<
      AssistantModel & { rank: number; distinctive: number; position: number; matched: string[] }
    >(
      `with q as (
         select websearch_to_tsquery('${source.config}', ${source.text('$1::text')}) as query,
                array(select lexeme from unnest(to_tsvector('${source.config}', ${source.text('$2::text')})) as t(lexeme)
                      where length(lexeme) >= 3 and lexeme !~ '^[0-9]+$' and lexeme <> all($3::text[])) as lexemes
       ),
       top as (
         select ${ASSISTANT_MODEL_COLUMNS.join(', ')}, ts_rank(document, q.query)::float8 as rank,
                row_number() over (order by ts_rank(document, q.query) desc, is_featured desc, slug) as position,
                array(select l from unnest(q.lexemes) as l where document @@ quote_literal(l)::tsquery) as matched
         from ${source.from} as c, q
         where document @@ q.query and ($4::text is null or $4 = any(industry))
         order by rank desc, is_featured desc, slug
         limit ${DISTINCTIVE.candidates}
       )
       select top.*,
              (select count(*)::int from unnest(top.matched) as m
               where (select count(*) from (select 1 from ${source.from} as c
                                             where c.document @@ quote_literal(m)::tsquery
                                             limit ${DISTINCTIVE.usedByAtMost + 1}) as used) <= ${DISTINCTIVE.usedByAtMost}
              ) as distinctive
       from top
       order by position`,
      [words, text.slice(0, ASSISTANT_SEARCH.maxText), source.notDistinctive, options.industry ?? null],
    )
    const [best, next] = rows
    if (!best || best.rank < NEED_MATCH.minRank) return null
    const pick = ({ rank: _r, distinctive: _d, position: _p, matched: _m, ...model }: (typeof rows)[number]) => model
    // A lead in rank counts for two of the visitor's words or more: one word ('make that 4 plants')
    // leads by chance.
    if ((!next || best.rank >= NEED_MATCH.lead * next.rank) && best.matched.length >= 2) return pick(best)
    // Within the visitor's own industry one distinctive word is enough ('AML alerts' at a bank).
    const needed = options.industry ? 1 : DISTINCTIVE.needed
    const [most, second] = rows.toSorted((a, b) => b.distinctive - a.distinctive || a.position - b.position)
    if (most!.distinctive >= needed && most!.distinctive > (second?.distinctive ?? 0)) return pick(most!)
    // Two models tied on distinctive words: the best ranked wins when it also holds clearly more of
    // the visitor's words ('cracks and missing welds… need automated inspection' is LineGuard's
    // five words against an aircraft inspector's three).
    if (
      most!.distinctive >= needed &&
      most === best &&
      rows.every((r) => r === best || best.matched.length >= r.matched.length + TIE_BROKEN_BY)
    )
      return pick(best)
    // One distinctive word is enough when the model also holds more of the visitor's words than any
    // other, and no other holds a distinctive one ('we price our rooms by gut feeling': only one
    // model prices rooms).
    // Only for naming the visitor's industry (industryOfNeed): a model put forward needs more.
    const others = rows.filter((r) => r !== most)
    return options.oneWordNamesIndustry &&
      most!.distinctive >= 1 &&
      most!.matched.length >= 2 &&
      others.every((r) => r.distinctive === 0 && r.matched.length < most!.matched.length)
      ? pick(most!)
      : null
  })
}

/**
 * The industry of the one model that clearly answers a need in the visitor's words, or null: how a
 * business the assistant has no word for is still recognised (docs/decisions/061-understanding-by-nlp-js.md).
 */
export async function industryOfNeed(
  caller: Caller,
  text: string,
  language: KnowledgeLanguage = 'en',
): Promise<string | null> {
  return (await clearBestModel(caller, text, { language, oneWordNamesIndustry: true }))?.industry[0] ?? null
}

/**
 * What an active model's page says about it, sentence by sentence material for the AI Architect's
 * answers; in Spanish or French its translation (what it does, its description, its long
 * description when it has one, and its uses), or null when it has none.
 */
export function getModelText(caller: Caller, slug: string, language: KnowledgeLanguage = 'en'): Promise<string | null> {
  if (language === 'es' || language === 'fr')
    return asCaller(caller, async (tx) => {
      const { rows } = await tx.query<{ text: string }>(
        `select concat_ws(E'\n', short_description, description, long_description,
                          array_to_string(use_cases, E'\n'), array_to_string(industry_use, E'\n')) as text
         from public.catalogue_search_translated where slug = $1 and language = $2`,
        [slug, language],
      )
      return rows[0]?.text ?? null
    })
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ text: string }>(
      `select concat_ws(E'\n', short_description, description, long_description) as text
       from public.ai_models where slug = $1 and is_active`,
      [slug],
    )
    return rows[0]?.text ?? null
  })
}

/**
 * Active models whose search document holds every word of a capability the visitor asks about
 * ('highlight clips for social', 'contract review'), best first: none means the catalogue has no
 * model for it ('sign language translation' finds translation, never sign language).
 */
export function modelsCovering(
  caller: Caller,
  words: string[],
  language: KnowledgeLanguage = 'en',
): Promise<AssistantModel[]> {
  const query = words
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .join(' ')
  if (!query) return Promise.resolve([])
  const source = searchIn(language)
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AssistantModel>(
      `select ${ASSISTANT_MODEL_COLUMNS.join(', ')}
       from ${source.from} as c,
            lateral (select websearch_to_tsquery('${source.config}', ${source.text('$1::text')})) as q(query)
       where numnode(q.query) > 0 and document @@ q.query
       order by ts_rank(document, q.query) desc, is_featured desc, slug
       limit 2`,
      [query.slice(0, ASSISTANT_SEARCH.maxText)],
    )
    return rows
  })
}

/** The lowest and highest monthly list price among active models (null when none is active). */
export function activePriceRange(caller: Caller): Promise<{ low: number; high: number } | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ low: number | null; high: number | null }>(
      'select min(cost)::float8 as low, max(cost)::float8 as high from public.catalogue_search',
    )
    const [range] = rows
    return range?.low == null || range.high == null ? null : { low: Number(range.low), high: Number(range.high) }
  })
}

/** The words of the active models' search documents (stemmed, as full-text search stores them). */
export function listCatalogueWords(caller: Caller): Promise<string[]> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ word: string }>(
      `select word from ts_stat('select document from public.catalogue_search') where length(word) >= 4`,
    )
    return rows.map((row) => row.word)
  })
}

/** Every active model's title and slug, for the AI Architect to recognise a model by its own word. */
export function listActiveModelTitles(caller: Caller): Promise<Array<{ title: string; slug: string }>> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ title: string; slug: string }>(
      'select title, slug from public.catalogue_search order by is_featured desc, slug',
    )
    return rows
  })
}
