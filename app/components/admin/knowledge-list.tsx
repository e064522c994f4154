/**
 * The knowledge base's list (docs/decisions/058-what-sales-knows-in-one-place.md), in the admin
 * lists' one idiom (~/lib/admin-lists): a GET filter form (search, topic, language, status), the
 * articles in the page's order with a Publish/Unpublish button (a small POST form), Edit and
 * Delete links, and pages. Everything works without JavaScript.
 */
import { Form, Link } from '@remix-run/react'
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListPager } from '~/components/admin/list/list-pager'
import { RowLinks } from '~/components/admin/row-links'
import { ButtonLink } from '~/components/ui/button'
import { Eye, Plus } from '~/components/ui/icons'
import { KNOWLEDGE_STATUSES, knowledgeList, type KnowledgeQuery } from '~/lib/admin-lists'
import { cn } from '~/lib/cn'
import { KNOWLEDGE_LANGUAGES, KNOWLEDGE_TOPICS, knowledgeLink } from '~/lib/entities/knowledge'
import { isFiltered, listHref } from '~/lib/list-query'
import { useIsPending } from '~/lib/use-is-pending'

interface Row {
  id: string
  slug: string
  topic: string
  question: string
  language: string
  published: boolean
  position: number
}

function PublishToggle({ article }: { article: Row }) {
  const pending = useIsPending({ match: { intent: 'publish', id: article.id } })
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={article.id} />
      <input type="hidden" name="value" value={article.published ? 'false' : 'true'} />
      <button
        type="submit"
        aria-pressed={article.published}
        aria-label={`Published: ${article.question}`}
        disabled={pending}
        aria-busy={pending || undefined}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs font-medium',
          article.published
            ? 'border-primary bg-accent text-accent-foreground'
            : 'border-border text-muted-foreground hover:bg-muted',
        )}
      >
        <Eye aria-hidden="true" className="h-3.5 w-3.5" />
        Published
      </button>
    </Form>
  )
}

export function KnowledgeList({ query, articles, total }: { query: KnowledgeQuery; articles: Row[]; total: number }) {
  const filtered = isFiltered(knowledgeList, query)
  return (
    <div>
      <div className="mb-2 flex justify-end">
        <ButtonLink to="/admin/knowledge/new">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Article
        </ButtonLink>
      </div>
      <ListFilterForm
        label="Filter the knowledge base"
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        search={{
          id: 'knowledge-search',
          name: 'q',
          label: 'Search',
          placeholder: 'Question, answer or keyword',
          maxLength: knowledgeList.search.q.maxLength,
          value: query.q,
        }}
        filters={[
          {
            id: 'knowledge-topic',
            name: 'topic',
            label: 'Topic',
            value: query.topic,
            all: 'All topics',
            options: KNOWLEDGE_TOPICS.map((topic) => ({ value: topic, label: topic })),
          },
          {
            id: 'knowledge-language',
            name: 'language',
            label: 'Language',
            value: query.language,
            all: 'All languages',
            options: KNOWLEDGE_LANGUAGES,
          },
          {
            id: 'knowledge-status',
            name: 'status',
            label: 'Status',
            value: query.status,
            all: 'Published and drafts',
            options: KNOWLEDGE_STATUSES,
          },
        ]}
        submit="Filter"
        reset={filtered ? { to: listHref(knowledgeList, {}), label: 'Show all articles' } : null}
      />
      {articles.length === 0 ? (
        <ListEmpty className="mt-6">
          {total === 0
            ? filtered
              ? 'No articles match.'
              : 'No articles yet. Add the first one.'
            : 'No articles on this page.'}
        </ListEmpty>
      ) : (
        <ul
          aria-label={`Knowledge articles (${total})`}
          className="mt-6 divide-y divide-border rounded-xl border border-border"
        >
          {articles.map((article) => (
            <li key={article.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold" lang={article.language}>
                  {article.question}
                </h3>
                <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>{article.topic}</span>
                  <span>{KNOWLEDGE_LANGUAGES.find((l) => l.value === article.language)?.label}</span>
                  <span>Position {article.position}</span>
                  {article.published ? (
                    <Link to={knowledgeLink(article.slug)} className="text-primary hover:underline">
                      {knowledgeLink(article.slug)}
                    </Link>
                  ) : (
                    <span className="font-medium">Draft</span>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <PublishToggle article={article} />
                <RowLinks
                  editTo={`/admin/knowledge/${article.id}`}
                  deleteTo={`/admin/knowledge/${article.id}/delete`}
                  name={article.question}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager list={knowledgeList} query={query} total={total} />
    </div>
  )
}
