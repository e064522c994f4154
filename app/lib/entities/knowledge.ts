/**
 * A knowledge article (table public.knowledge_article,
 * supabase/migrations/20261127010000_knowledge_base.sql): one of the company's answers to what
 * buyers ask sales (security, data, deployment, service, commercial terms), published at /trust,
 * retrieved by the AI Architect, edited by staff at /admin/knowledge
 * (docs/decisions/058-what-sales-knows-in-one-place.md). Its row type, topics, languages and
 * limits, shared by the server module (app/.server/knowledge.ts), the admin form, the page and
 * the tests.
 */

/** The topics /trust groups articles by, in the page's order (the database checks the same list). */
export const KNOWLEDGE_TOPICS = [
  'Security & compliance',
  'Data & privacy',
  'Deployment',
  'Integrations',
  'Service',
  'Commercial',
  'Getting started',
] as const
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number]

/**
 * The languages of the dashboard's settings. An article in Spanish or French is the translation
 * of the English article whose slug is its own without the `-es`/`-fr` suffix (the database
 * checks the suffix and derives that `key`).
 */
export const KNOWLEDGE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
] as const
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number]['value']
export const KNOWLEDGE_LANGUAGE_VALUES = KNOWLEDGE_LANGUAGES.map((l) => l.value) as [
  KnowledgeLanguage,
  ...KnowledgeLanguage[],
]

/** One row of public.knowledge_article, as the database returns it (without its search document). */
export interface KnowledgeArticle {
  id: string
  slug: string
  /** The English article's slug, shared by its translations (derived by the database). */
  key: string
  topic: KnowledgeTopic
  question: string
  /** Plain text with light markdown: paragraphs, `- ` lists, links to the site's own pages. */
  answer: string
  keywords: string[]
  language: KnowledgeLanguage
  published: boolean
  position: number
  updated_at: Date
  updated_by: string | null
}

/** What the admin form writes. */
export const KNOWLEDGE_WRITTEN_COLUMNS = [
  'slug',
  'topic',
  'question',
  'answer',
  'keywords',
  'language',
  'published',
  'position',
] as const satisfies ReadonlyArray<keyof KnowledgeArticle>

/** Whole rows, never the generated search document. */
export const KNOWLEDGE_COLUMNS = [
  'id',
  ...KNOWLEDGE_WRITTEN_COLUMNS,
  'key',
  'updated_at',
  'updated_by',
] as const satisfies ReadonlyArray<keyof KnowledgeArticle>
export type KnowledgeFields = Pick<KnowledgeArticle, (typeof KNOWLEDGE_WRITTEN_COLUMNS)[number]>

/** An article as /trust shows it. */
export type PublicKnowledgeArticle = Pick<KnowledgeArticle, 'slug' | 'topic' | 'question' | 'answer' | 'language'>

/** The database's limits (its check constraints say the same), and the admin list's. */
export const knowledgeLimits = {
  slug: 80,
  question: 200,
  answer: 4000,
  keywords: 20,
  keywordLength: 60,
  position: 10_000,
  search: 200,
  pageSize: 25,
  maxPage: 100,
} as const

/** Where an article is read: its anchor on /trust. */
export function knowledgeLink(slug: string) {
  return `/trust#${slug}`
}
