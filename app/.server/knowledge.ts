/**
 * The one module for table public.knowledge_article (docs/decisions/058-what-sales-knows-in-one-place.md):
 * the company's answers as /trust shows them, the AI Architect's retrieval (`searchKnowledge`, and
 * `bestKnowledgeAnswer` for the offline dialogue), and the admin's list, create, update, publish and
 * delete. Every query runs as the caller, so Row Level Security decides: visitors read published
 * articles only; only admins read drafts or write. Every admin write records itself in the audit
 * log in its own transaction, and empties what this process keeps of public pages.
 */
import { data } from '@remix-run/node'
import { z } from 'zod'
import type { KnowledgeQuery } from '~/lib/admin-lists'
import {
  KNOWLEDGE_COLUMNS,
  KNOWLEDGE_LANGUAGE_VALUES,
  KNOWLEDGE_TOPICS,
  KNOWLEDGE_WRITTEN_COLUMNS,
  knowledgeLink,
  type KnowledgeArticle,
  type KnowledgeFields,
  type KnowledgeLanguage,
  type KnowledgeTopic,
  type PublicKnowledgeArticle,
} from '~/lib/entities/knowledge'
import { answerExcerpt } from '~/lib/knowledge-text'
import type { PageWindow } from '~/lib/list-query'
import { recordAudit } from './audit'
import { ANON, asCaller, type Caller, type Queryable } from './db'
import { likePattern } from './db/like'
import { remember } from './public-data'
import { publicPagesChanged } from './public-pages-changed'

const ALL = KNOWLEDGE_COLUMNS.join(', ')

// ---------------------------------------------------------------------------------------------
// What visitors read

/** Languages and topics in the page's order: English first, then each topic as the list has it. */
function pageOrder(a: PublicKnowledgeArticle & { position: number }, b: PublicKnowledgeArticle & { position: number }) {
  return (
    KNOWLEDGE_LANGUAGE_VALUES.indexOf(a.language) - KNOWLEDGE_LANGUAGE_VALUES.indexOf(b.language) ||
    KNOWLEDGE_TOPICS.indexOf(a.topic) - KNOWLEDGE_TOPICS.indexOf(b.topic) ||
    a.position - b.position ||
    a.slug.localeCompare(b.slug)
  )
}

/**
 * Every published article, in the page's order: /trust as every visitor sees it, kept between
 * changes like the catalogue (./public-data.ts).
 */
export function publicKnowledge(): Promise<readonly PublicKnowledgeArticle[]> {
  return remember(JSON.stringify(['knowledge']), () =>
    asCaller(ANON, async (tx) => {
      const { rows } = await tx.query<PublicKnowledgeArticle & { position: number }>(
        `select slug, topic, question, answer, language, position from public.knowledge_article where published`,
      )
      return Object.freeze(rows.sort(pageOrder).map(({ position: _position, ...article }) => article))
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Retrieval

/** An article that answers a question, with its source on /trust and how well it matched. */
export interface KnowledgeMatch {
  id: string
  slug: string
  /** The English article's slug, shared by its translations. */
  key: string
  language: KnowledgeLanguage
  /** Its section of /trust ('Integrations', 'Service', …). */
  topic: KnowledgeTopic
  question: string
  answer: string
  /** Where it is published: `/trust#<slug>`. */
  link: string
  /** Full-text rank plus 0.2 per keyword the question contains; at least `MIN_SCORE`. */
  score: number
}

/** The longest question read, and the most articles returned. */
const SEARCH = { maxText: 300, maxResults: 5 } as const
/** A keyword of the article said in the question, as a phrase, in the article's language. */
const KEYWORD_WEIGHT = 0.2
/**
 * Below this nothing is a real match: a greeting or a thank-you shares no word with any article
 * (rank 0), and a catalogue question ('a model for fraud detection', 'can I get a human') only
 * grazes an answer's body (ranks 0.03 to 0.06). A question on an article's subject names its
 * words in the question or keywords (0.07 and up) or one of its keywords (0.2 each).
 */
const MIN_SCORE = 0.1

/**
 * The text's words as a full-text query matching any of them, or null when it has none (as the
 * catalogue's search does); stop words drop out in the database, in the article's language.
 */
function anyOfTheWords(text: string): string | null {
  const words = text
    .slice(0, SEARCH.maxText)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.filter((word) => !['or', 'and', 'o', 'y', 'ou', 'et'].includes(word))
  return words?.length ? words.join(' or ') : null
}

type MatchRow = Omit<KnowledgeMatch, 'link' | 'score'> & { score: number }

async function ranked(
  tx: Queryable,
  text: string,
  language: KnowledgeLanguage,
  limit: number,
  topic: KnowledgeTopic | null,
): Promise<MatchRow[]> {
  const words = anyOfTheWords(text)
  if (!words) return []
  // The article's language decides the stemming of both sides (private.knowledge_search_config);
  // accents are folded on both (private.knowledge_fold). Keywords are matched as phrases in what
  // was said ('data residency', 'SOC 2'); one made only of stop words matches nothing.
  const { rows } = await tx.query<MatchRow>(
    `select a.id, a.slug, a.key, a.language, a.topic, a.question, a.answer,
            (ts_rank(a.search_document, q.query, 1) + ${KEYWORD_WEIGHT} * k.hits)::float8 as score
     from public.knowledge_article a,
          lateral (select private.knowledge_search_config($2) as config) c,
          lateral (select websearch_to_tsquery(c.config, private.knowledge_fold($1)) as query,
                          to_tsvector(c.config, private.knowledge_fold($3)) as said) q,
          lateral (select count(*)::int as hits
                   from unnest(a.keywords) as keyword,
                        lateral (select phraseto_tsquery(c.config, private.knowledge_fold(keyword)) as phrase) p
                   where numnode(p.phrase) > 0 and q.said @@ p.phrase) k
     where a.published and a.language = $2 and ($5::text is null or a.topic = $5)
       and (a.search_document @@ q.query or k.hits > 0)
       and ts_rank(a.search_document, q.query, 1) + ${KEYWORD_WEIGHT} * k.hits >= ${MIN_SCORE}
     order by score desc, a.position, a.slug
     limit $4`,
    [words, language, text.slice(0, SEARCH.maxText), limit, topic],
  )
  return rows
}

/**
 * The published articles that best answer `query`, best first, in `language` (English by
 * default). When nothing in that language matches, the English articles that do, each replaced by
 * its translation into `language` where one is published (so a question typed in French about
 * 'SOC 2' still finds its answer, in French when there is one). [] when nothing is a real match.
 */
export function searchKnowledge(
  caller: Caller,
  query: string,
  options: { language?: KnowledgeLanguage; limit?: number; topic?: KnowledgeTopic } = {},
): Promise<KnowledgeMatch[]> {
  const language = options.language ?? 'en'
  const topic = options.topic ?? null
  const limit = Math.min(Math.max(options.limit ?? 3, 1), SEARCH.maxResults)
  return asCaller(caller, async (tx) => {
    let rows = await ranked(tx, query, language, limit, topic)
    if (!rows.length && language !== 'en') {
      const english = await ranked(tx, query, 'en', limit, topic)
      const translated = english.length
        ? (
            await tx.query<Omit<MatchRow, 'score'>>(
              `select id, slug, key, language, topic, question, answer from public.knowledge_article
               where published and language = $1 and key = any($2::text[])`,
              [language, english.map((row) => row.key)],
            )
          ).rows
        : []
      rows = english.map((row) => {
        const translation = translated.find((t) => t.key === row.key)
        return translation ? { ...translation, score: row.score } : row
      })
    }
    return rows.map((row) => ({ ...row, score: Number(row.score), link: knowledgeLink(row.slug) }))
  })
}

/**
 * The one article that answers a visitor's message, with the start of its answer to quote, or
 * null when nothing does (then say so and offer a person). For the offline dialogue: the visitor's
 * language, read as a visitor reads (published articles only). `except` leaves out articles
 * (by their /trust link) the chat has already given in full, so the next best one answers.
 */
export async function bestKnowledgeAnswer(
  text: string,
  language: KnowledgeLanguage = 'en',
  caller: Caller = ANON,
  except: readonly string[] = [],
  /** Only this section of /trust ('Integrations'), where the question's subject is sure. */
  topic?: KnowledgeTopic,
): Promise<{ article: KnowledgeMatch; excerpt: string; whole: string } | null> {
  const found = await searchKnowledge(caller, text, { language, limit: except.length ? 3 : 1, topic })
  // A translation's link is its English article's with the language after it ('#pricing-policy-es').
  const article = found.find((a) => !except.some((link) => a.link === link || a.link.startsWith(`${link}-`)))
  return article
    ? { article, excerpt: answerExcerpt(article.answer), whole: answerExcerpt(article.answer, Infinity) }
    : null
}

// ---------------------------------------------------------------------------------------------
// The admin's

/** A row of the admin's list. */
type AdminKnowledgeRow = Pick<
  KnowledgeArticle,
  'id' | 'slug' | 'topic' | 'question' | 'language' | 'published' | 'position' | 'updated_at'
>

/**
 * One page of the admin's list (the window ~/lib/list-query's `pageWindow` gives), in the page's
 * order, narrowed by a search (question, answer, slug or a keyword), topic, language and status;
 * with the total for paging.
 */
export function listKnowledgeForAdmin(
  caller: Caller,
  query: KnowledgeQuery,
  { limit, offset }: PageWindow,
): Promise<{ articles: AdminKnowledgeRow[]; total: number }> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AdminKnowledgeRow & { total: number }>(
      `select id, slug, topic, question, language, published, position, updated_at, count(*) over ()::int as total
       from public.knowledge_article
       where ($1::text is null or question ilike $1 escape '\\' or answer ilike $1 escape '\\' or slug ilike $1 escape '\\'
              or exists (select 1 from unnest(keywords) k where k ilike $1 escape '\\'))
         and ($2::text is null or topic = $2)
         and ($3::text is null or language = $3)
         and ($4::boolean is null or published = $4)
       order by array_position($5::text[], language), array_position($6::text[], topic), position, slug
       limit $7 offset $8`,
      [
        query.q ? likePattern(query.q) : null,
        query.topic,
        query.language,
        query.status === null ? null : query.status === 'published',
        KNOWLEDGE_LANGUAGE_VALUES,
        KNOWLEDGE_TOPICS,
        limit,
        offset,
      ],
    )
    return { articles: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 }
  })
}

/** The article id in a route's params; anything but a UUID is a page that does not exist. */
export function knowledgeIdParam(params: { id?: string }): string {
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data(null, { status: 404 })
  return id.data
}

/** One whole article by id, as the caller may see it (the admin's edit and delete pages). */
export function getKnowledgeArticle(caller: Caller, id: string): Promise<KnowledgeArticle | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<KnowledgeArticle>(`select ${ALL} from public.knowledge_article where id = $1`, [id])
    return rows[0] ?? null
  })
}

/** A write to the knowledge base: /trust's cached copies in this process go once it is done. */
async function changingKnowledge<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await asCaller(caller, fn)
  } finally {
    publicPagesChanged('a knowledge base write in this process')
  }
}

const valuesOf = (fields: KnowledgeFields) => KNOWLEDGE_WRITTEN_COLUMNS.map((column) => fields[column])

/** What the audit log keeps of an article: what was written, not who or when (the entry says so). */
function audited(article: KnowledgeArticle) {
  return Object.fromEntries(KNOWLEDGE_WRITTEN_COLUMNS.map((column) => [column, article[column]]))
}

/** Inserts an article; returns its id and slug. Throws the database's error. */
export function createKnowledgeArticle(caller: Caller, fields: KnowledgeFields): Promise<{ id: string; slug: string }> {
  const placeholders = KNOWLEDGE_WRITTEN_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')
  return changingKnowledge(caller, async (tx) => {
    const { rows } = await tx.query<KnowledgeArticle>(
      `insert into public.knowledge_article (${KNOWLEDGE_WRITTEN_COLUMNS.join(', ')}) values (${placeholders})
       returning ${ALL}`,
      valuesOf(fields),
    )
    const article = rows[0]!
    await recordAudit(tx, {
      action: 'knowledge.create',
      entity: 'knowledge_article',
      entityId: article.id,
      after: audited(article),
    })
    return { id: article.id, slug: article.slug }
  })
}

/** Updates an article; false when there is no such article. Throws the database's error. */
export function updateKnowledgeArticle(caller: Caller, id: string, fields: KnowledgeFields): Promise<boolean> {
  const assignments = KNOWLEDGE_WRITTEN_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')
  return changingKnowledge(caller, async (tx) => {
    const before = (
      await tx.query<KnowledgeArticle>(`select ${ALL} from public.knowledge_article where id = $1 for update`, [id])
    ).rows[0]
    if (!before) return false
    const after = (
      await tx.query<KnowledgeArticle>(
        `update public.knowledge_article set ${assignments} where id = $1 returning ${ALL}`,
        [id, ...valuesOf(fields)],
      )
    ).rows[0]!
    const was = audited(before)
    const is = audited(after)
    const changed = Object.keys(is).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    await recordAudit(tx, {
      action: 'knowledge.update',
      entity: 'knowledge_article',
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, is[key]])),
    })
    return true
  })
}

/** Publishes or unpublishes an article; false when there is no such article. */
export function setKnowledgePublished(caller: Caller, id: string, published: boolean): Promise<boolean> {
  return changingKnowledge(caller, async (tx) => {
    const { rows } = await tx.query<{ slug: string; was: boolean }>(
      `select slug, published as was from public.knowledge_article where id = $1 for update`,
      [id],
    )
    const before = rows[0]
    if (!before) return false
    await tx.query(`update public.knowledge_article set published = $2 where id = $1`, [id, published])
    await recordAudit(tx, {
      action: 'knowledge.publish',
      entity: 'knowledge_article',
      entityId: id,
      before: { slug: before.slug, published: before.was },
      after: { slug: before.slug, published },
    })
    return true
  })
}

/** Deletes an article; returns its question, or null when none was deleted. */
export function deleteKnowledgeArticle(caller: Caller, id: string): Promise<{ question: string } | null> {
  return changingKnowledge(caller, async (tx) => {
    const { rows } = await tx.query<KnowledgeArticle>(
      `delete from public.knowledge_article where id = $1 returning ${ALL}`,
      [id],
    )
    const deleted = rows[0]
    if (!deleted) return null
    await recordAudit(tx, {
      action: 'knowledge.delete',
      entity: 'knowledge_article',
      entityId: id,
      before: audited(deleted),
    })
    return { question: deleted.question }
  })
}
