/**
 * The admin's knowledge article form (docs/decisions/058-what-sales-knows-in-one-place.md): one
 * schema for the action and the browser, with the messages shown beside each field, and the
 * form's values for a new article, an existing one, or what was typed into a refused one.
 *
 * Keywords arrive as one text with a keyword per line (a plain text area, with or without
 * JavaScript): split on new lines, trimmed, empties dropped. An empty slug is made from the
 * question; a translation's slug must end with its language ('-es', '-fr'), so that it is found
 * beside the English article it translates.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import {
  KNOWLEDGE_LANGUAGE_VALUES,
  KNOWLEDGE_TOPICS,
  knowledgeLimits,
  type KnowledgeArticle,
  type KnowledgeFields,
} from './entities/knowledge'
import { answerLinks, isSiteLink } from './knowledge-text'
import { z } from './zod'

export const knowledgeMessages = {
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${knowledgeLimits.question} characters`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${knowledgeLimits.answer.toLocaleString('en-US')} characters`,
  answerLinks: "Links must go to this site's own pages: [text](/contact), [text](/trust#slug)",
  slugInvalid: 'Slug may hold only lower-case letters, digits and single hyphens between them',
  slugTooLong: `Slug must be at most ${knowledgeLimits.slug} characters`,
  slugLanguage: (language: string) =>
    `A translation's slug is the English article's, then -${language} (for example gdpr-dpa-${language})`,
  slugTaken: 'Another article already has this slug',
  topicInvalid: 'Choose a topic',
  languageInvalid: 'Choose a language',
  keywordsTooMany: `At most ${knowledgeLimits.keywords} keywords`,
  keywordTooLong: `Each keyword must be at most ${knowledgeLimits.keywordLength} characters`,
  positionInvalid: `Position must be a whole number from 0 to ${knowledgeLimits.position.toLocaleString('en-US')}`,
  saveFailed: 'The article could not be saved. Please try again.',
  gone: 'This article no longer exists.',
} as const

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug made from a question: ASCII letters and digits, hyphens between, cut at a word. */
function slugFromQuestion(question: string, language: string): string {
  const suffix = language === 'en' ? '' : `-${language}`
  const base = question
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const room = knowledgeLimits.slug - suffix.length
  const cut = base.length > room ? base.slice(0, room).replace(/-[^-]*$/, '') : base
  return `${cut || 'article'}${suffix}`
}

const keywords = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === 'string' ? v.split(/\r?\n/) : []))
      .map((v) => v.trim())
      .filter(Boolean),
  z
    .array(z.string().max(knowledgeLimits.keywordLength, knowledgeMessages.keywordTooLong))
    .max(knowledgeLimits.keywords, knowledgeMessages.keywordsTooMany),
)

export const knowledgeSchema = z
  .object({
    question: z
      .string({ error: knowledgeMessages.questionRequired })
      .trim()
      .min(1, knowledgeMessages.questionRequired)
      .max(knowledgeLimits.question, knowledgeMessages.questionTooLong),
    answer: z
      .string({ error: knowledgeMessages.answerRequired })
      .trim()
      .min(1, knowledgeMessages.answerRequired)
      .max(knowledgeLimits.answer, knowledgeMessages.answerTooLong)
      .refine((answer) => answerLinks(answer).every(isSiteLink), knowledgeMessages.answerLinks),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(knowledgeLimits.slug, knowledgeMessages.slugTooLong)
      .regex(SLUG, knowledgeMessages.slugInvalid)
      .optional(),
    topic: z.enum(KNOWLEDGE_TOPICS, { error: knowledgeMessages.topicInvalid }),
    language: z.enum(KNOWLEDGE_LANGUAGE_VALUES, { error: knowledgeMessages.languageInvalid }),
    keywords,
    position: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === undefined ? 0 : v),
      z
        .number({ error: knowledgeMessages.positionInvalid })
        .int(knowledgeMessages.positionInvalid)
        .min(0, knowledgeMessages.positionInvalid)
        .max(knowledgeLimits.position, knowledgeMessages.positionInvalid),
    ),
    published: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
  })
  .superRefine((value, context) => {
    if (value.slug && value.language !== 'en' && !value.slug.endsWith(`-${value.language}`))
      context.addIssue({ code: 'custom', path: ['slug'], message: knowledgeMessages.slugLanguage(value.language) })
  })
  .transform((value): KnowledgeFields => ({
    ...value,
    slug: value.slug || slugFromQuestion(value.question, value.language),
  }))

/** A submitted form, checked: conform's submission (field errors, or the article's fields). */
export function validateKnowledge(formData: FormData) {
  return parseWithZod(formData, { schema: knowledgeSchema })
}

/** What the form shows: text as typed (keywords one per line). */
export interface KnowledgeFormValues {
  question: string
  answer: string
  slug: string
  topic: string
  language: string
  keywords: string
  position: string
  published: boolean
}

/** A new article: English, a draft, at the end of its topic. */
export const newKnowledgeValues: KnowledgeFormValues = {
  question: '',
  answer: '',
  slug: '',
  topic: KNOWLEDGE_TOPICS[0],
  language: 'en',
  keywords: '',
  position: '100',
  published: false,
}

export function formValuesOfArticle(article: KnowledgeArticle): KnowledgeFormValues {
  return {
    question: article.question,
    answer: article.answer,
    slug: article.slug,
    topic: article.topic,
    language: article.language,
    keywords: article.keywords.join('\n'),
    position: String(article.position),
    published: article.published,
  }
}

/** What was typed, read back for the form after a refused save (nothing is validated here). */
export function knowledgeValuesFrom(form: FormData): KnowledgeFormValues {
  const text = (name: keyof KnowledgeFormValues) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    question: text('question'),
    answer: text('answer'),
    slug: text('slug'),
    topic: text('topic'),
    language: text('language'),
    keywords: text('keywords'),
    position: text('position'),
    published: form.get('published') === 'on' || form.get('published') === 'true',
  }
}
