/**
 * /trust's words and its structured data (docs/decisions/058-what-sales-knows-in-one-place.md):
 * the page's title and description, how its sections are named, and the schema.org FAQPage of its
 * English articles (a FAQPage is one language; the translations follow on the same page, each
 * marked with its language, so every answer has one anchor to link).
 */
import { brand } from './brand'
import type { KnowledgeLanguage, PublicKnowledgeArticle } from './entities/knowledge'
import { answerPlainText } from './knowledge-text'

export const TRUST_PATH = '/trust'

export const trustPage = {
  title: `Trust & FAQ | ${brand.name}`,
  heading: 'Trust & FAQ',
  description: `How ${brand.name} handles security, compliance, your data, deployment, support and pricing: straight answers to what buyers ask us, and how to get the documents behind them.`,
  intro:
    'Straight answers to what security, legal and procurement teams ask us. Where we are not there yet, we say so. Documents, contract terms and prices other than list prices come from a person.',
  contents: 'On this page',
  askHeading: 'Not answered here?',
  askText: 'A person on our team answers security, legal and commercial questions, usually within one business day.',
  askLink: 'Contact us',
  linkTo: (question: string) => `Link to this answer: ${question}`,
} as const

/** The heading of the translations in each other language, in that language. */
export const TRANSLATION_HEADINGS: Record<Exclude<KnowledgeLanguage, 'en'>, string> = {
  es: 'Preguntas frecuentes en español',
  fr: 'Questions fréquentes en français',
}

/** A topic's anchor on the page ('Security & compliance' → 'topic-security-compliance'). */
export function topicAnchor(topic: string) {
  return `topic-${topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}

/** schema.org FAQPage: each English article a Question with its acceptedAnswer in plain text. */
export function faqPageData(articles: readonly PublicKnowledgeArticle[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${siteUrl}${TRUST_PATH}`,
    inLanguage: 'en',
    mainEntity: articles
      .filter((article) => article.language === 'en')
      .map((article) => ({
        '@type': 'Question',
        name: article.question,
        url: `${siteUrl}${TRUST_PATH}#${article.slug}`,
        acceptedAnswer: { '@type': 'Answer', text: answerPlainText(article.answer) },
      })),
  }
}
