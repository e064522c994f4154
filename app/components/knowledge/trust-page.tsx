/**
 * /trust (docs/decisions/058-what-sales-knows-in-one-place.md): the knowledge base's published
 * articles, English grouped by topic with a table of contents, then the translations, each in a
 * section marked with its language. Every article is an anchor (`/trust#<slug>`) the AI Architect
 * links to as its source. Static HTML: nothing here needs JavaScript.
 */
import { Link } from '@remix-run/react'
import { ShieldCheck } from '~/components/ui/icons'
import { buttonClass } from '~/components/ui/button'
import { KNOWLEDGE_TOPICS, type PublicKnowledgeArticle } from '~/lib/entities/knowledge'
import { TRANSLATION_HEADINGS, topicAnchor, trustPage } from '~/lib/knowledge-page'
import { AnswerText } from './answer-text'

function Article({ article }: { article: PublicKnowledgeArticle }) {
  return (
    <article id={article.slug} aria-labelledby={`${article.slug}-question`} className="scroll-mt-24 py-6">
      <h3 id={`${article.slug}-question`} className="text-lg font-semibold text-foreground">
        <a href={`#${article.slug}`} aria-label={trustPage.linkTo(article.question)} className="hover:underline">
          {article.question}
        </a>
      </h3>
      <div className="mt-3">
        <AnswerText answer={article.answer} />
      </div>
    </article>
  )
}

export function TrustPage({ articles }: { articles: readonly PublicKnowledgeArticle[] }) {
  const english = articles.filter((a) => a.language === 'en')
  const topics = KNOWLEDGE_TOPICS.map((topic) => ({
    topic,
    articles: english.filter((a) => a.topic === topic),
  })).filter((group) => group.articles.length > 0)
  const translations = (['es', 'fr'] as const)
    .map((language) => ({ language, articles: articles.filter((a) => a.language === language) }))
    .filter((group) => group.articles.length > 0)

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header className="border-b border-border pb-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-accent-foreground">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          {trustPage.heading}
        </p>
        <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">What buyers ask us</h1>
        <p className="mt-4 text-lg text-muted-foreground">{trustPage.intro}</p>
        <nav aria-labelledby="trust-contents" className="mt-8">
          <h2 id="trust-contents" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {trustPage.contents}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {topics.map(({ topic }) => (
              <li key={topic}>
                <a
                  href={`#${topicAnchor(topic)}`}
                  className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                >
                  {topic}
                </a>
              </li>
            ))}
            {translations.map(({ language }) => (
              <li key={language} lang={language}>
                <a
                  href={`#faq-${language}`}
                  className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                >
                  {TRANSLATION_HEADINGS[language]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {topics.map(({ topic, articles: inTopic }) => (
        <section
          key={topic}
          id={topicAnchor(topic)}
          aria-labelledby={`${topicAnchor(topic)}-title`}
          className="scroll-mt-24 pt-10"
        >
          <h2 id={`${topicAnchor(topic)}-title`} className="text-2xl font-semibold tracking-tight">
            {topic}
          </h2>
          <div className="divide-y divide-border">
            {inTopic.map((article) => (
              <Article key={article.slug} article={article} />
            ))}
          </div>
        </section>
      ))}

      {translations.map(({ language, articles: inLanguage }) => (
        <section
          key={language}
          id={`faq-${language}`}
          lang={language}
          aria-labelledby={`faq-${language}-title`}
          className="scroll-mt-24 pt-12"
        >
          <h2 id={`faq-${language}-title`} className="text-2xl font-semibold tracking-tight">
            {TRANSLATION_HEADINGS[language]}
          </h2>
          <div className="divide-y divide-border">
            {inLanguage.map((article) => (
              <Article key={article.slug} article={article} />
            ))}
          </div>
        </section>
      ))}

      <aside aria-labelledby="trust-ask" className="mt-14 rounded-2xl border border-border bg-card p-6">
        <h2 id="trust-ask" className="text-xl font-semibold">
          {trustPage.askHeading}
        </h2>
        <p className="mt-2 text-muted-foreground">{trustPage.askText}</p>
        <Link to="/contact" className={buttonClass({ className: 'mt-4' })}>
          {trustPage.askLink}
        </Link>
      </aside>
    </div>
  )
}
