/**
 * The model catalogue (docs/product.md#catalogue), on / and /models. Its state is the URL: without
 * JavaScript the search is a GET form and the chips and 'Show More' are links; with it, typing
 * searches as you go (debounced) and 'Show More' appends the next page in place, moving focus to
 * the first new card. Each chip and each new search is a history entry, so Back returns to the
 * previous filter; refining a search and 'Show More' replace theirs.
 */
import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import { Search } from '~/components/ui/icons'
import { useEffect, useRef } from 'react'
import { cn } from '~/lib/cn'
import { CurrencyNote } from './currency-note'
import { catalogueLimits, type CatalogueView } from '~/lib/entities/ai-model'
import { ModelCard } from './model-card'

const SEARCH_DEBOUNCE_MS = 300

function catalogueHref(basePath: string, state: { q: string; industry: string; page?: number }, anchor = '') {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.industry) params.set('industry', state.industry)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return `${basePath}${query ? `?${query}` : ''}${anchor}`
}

/** The search form's URL: an empty search leaves no `?q=` behind (the loader redirects the same for a plain GET). */
function searchHref(basePath: string, form: HTMLFormElement) {
  const fields = new FormData(form)
  const text = (name: string) => String(fields.get(name) ?? '').trim()
  return catalogueHref(basePath, { q: text('q'), industry: text('industry') })
}

/**
 * After 'Show More', focus moves to the first new card's link, so a keyboard continues from there:
 * the first card of the page just added, wherever the shown pages now begin (past
 * catalogueLimits.shownPages, the earliest ones leave as a new one comes).
 */
function useFocusFirstNewCard(list: React.RefObject<HTMLUListElement | null>, data: CatalogueView) {
  const shown = useRef({ q: data.q, industry: data.industry, page: data.page })
  useEffect(() => {
    const before = shown.current
    shown.current = { q: data.q, industry: data.industry, page: data.page }
    const firstNew = (data.page - data.firstPage) * catalogueLimits.pageSize
    const more =
      data.q === before.q &&
      data.industry === before.industry &&
      data.page === before.page + 1 &&
      data.models.length > firstNew
    if (more) list.current?.querySelectorAll<HTMLElement>(':scope > li')[firstNew]?.querySelector('a')?.focus()
  }, [list, data.q, data.industry, data.page, data.firstPage, data.models.length])
}

export function Catalogue({
  data,
  basePath,
  headingLevel = 2,
}: {
  data: CatalogueView
  basePath: string
  headingLevel?: 1 | 2
}) {
  const navigation = useNavigation()
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const anchor = basePath === '/' ? '#catalogue' : ''
  const Heading = headingLevel === 1 ? 'h1' : 'h2'

  // Keep the box in step with the URL (back/forward), unless the visitor is typing in it.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = data.q
  }, [data.q])
  useEffect(() => () => clearTimeout(timer.current), [])

  useFocusFirstNewCard(list, data)

  const nextPage = catalogueHref(basePath, { q: data.q, industry: data.industry, page: data.page + 1 })
  const loading = navigation.state === 'loading' && navigation.location.pathname === basePath
  const loadingMore = loading && new URLSearchParams(navigation.location.search).get('page') === String(data.page + 1)
  const search = (form: HTMLFormElement, replace: boolean) =>
    navigate(searchHref(basePath, form), { replace, preventScrollReset: true })

  return (
    <section
      id="catalogue"
      aria-labelledby="catalogue-title"
      aria-busy={loading || undefined}
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <Heading id="catalogue-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          AI Models Catalog
        </Heading>
        <p className="mt-4 text-muted-foreground">
          Discover industry-specific AI models, ready to deploy for your business.
        </p>
        <CurrencyNote className="mt-2" />
      </div>

      <Form
        method="get"
        action={`${basePath}${anchor}`}
        role="search"
        preventScrollReset
        className="mx-auto mt-10 flex max-w-xl gap-2"
        onChange={(event) => {
          const form = event.currentTarget
          clearTimeout(timer.current)
          // A new search is an entry of its own; refining the one shown replaces it, so Back
          // does not step through every pause in the typing.
          timer.current = setTimeout(() => search(form, data.q !== ''), SEARCH_DEBOUNCE_MS)
        }}
        onSubmit={(event) => {
          // Enter searches at once; the search still waiting on the debounce would otherwise land
          // later and undo whatever the visitor did next (a chip, say).
          event.preventDefault()
          clearTimeout(timer.current)
          search(event.currentTarget, false)
        }}
      >
        <label htmlFor="catalogue-search" className="sr-only">
          Search models
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={input}
            id="catalogue-search"
            type="search"
            name="q"
            defaultValue={data.q}
            placeholder="Search models..."
            maxLength={100}
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-border bg-background pl-9 pr-3 text-sm placeholder:text-muted-foreground"
          />
        </div>
        {data.industry ? <input type="hidden" name="industry" value={data.industry} /> : null}
        <button
          type="submit"
          className="h-11 cursor-pointer rounded-lg border border-border px-4 text-sm font-medium hover:bg-muted"
        >
          Search
        </button>
      </Form>

      <nav aria-label="Industries" className="mt-6">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:justify-center md:overflow-visible md:px-0">
          {[{ label: 'All Categories', value: '' }, ...data.industries.map((i) => ({ label: i, value: i }))].map(
            (chip) => {
              const selected = chip.value === data.industry
              return (
                <li key={chip.label} className="shrink-0">
                  <Link
                    to={catalogueHref(basePath, { q: data.q, industry: chip.value }, anchor)}
                    preventScrollReset
                    aria-current={selected ? 'true' : undefined}
                    className={cn(
                      'inline-flex h-9 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors',
                      selected
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-card/60 hover:bg-muted',
                    )}
                  >
                    {chip.label}
                  </Link>
                </li>
              )
            },
          )}
        </ul>
      </nav>

      {data.firstPage > 1 && data.models.length > 0 ? (
        // Past the pages one view shows, the earlier ones are a link away (no page renders them all).
        <p className="mt-10 flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
          <span>
            Showing models {(data.firstPage - 1) * catalogueLimits.pageSize + 1}–
            {(data.firstPage - 1) * catalogueLimits.pageSize + data.models.length}
          </span>
          <Link
            to={`${catalogueHref(basePath, { q: data.q, industry: data.industry, page: data.firstPage - 1 })}${anchor}`}
            className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
          >
            Show earlier AI models
          </Link>
        </p>
      ) : null}
      {data.models.length > 0 ? (
        <ul ref={list} className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="AI models">
          {data.models.map((model, index) => (
            <li key={model.id}>
              <ModelCard model={model} eager={index < 3} headingLevel={headingLevel === 1 ? 2 : 3} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-12 rounded-2xl border border-dashed border-border p-10 text-center" role="status">
          {data.unavailable ? (
            <>
              <p className="text-lg font-semibold">The catalogue is unavailable right now</p>
              <p className="mt-2 text-sm text-muted-foreground">Please try again in a moment.</p>
            </>
          ) : (
            <>
              <p className="text-lg font-semibold">No models found</p>
              <p className="mt-2 text-sm text-muted-foreground">Try another search or choose All Categories.</p>
            </>
          )}
        </div>
      )}

      {data.hasMore ? (
        <div className="mt-10 flex justify-center">
          {/* Without JavaScript the next page opens at the catalogue; with it, the page stays where it is. */}
          <Link
            to={`${nextPage}${anchor}`}
            onClick={(event) => {
              // A new tab or window (a modified or middle click) takes the link as it is.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              navigate(nextPage, { replace: true, preventScrollReset: true })
            }}
            aria-disabled={loadingMore || undefined}
            className="inline-flex h-12 items-center rounded-lg border border-border bg-card px-6 font-medium hover:bg-muted"
          >
            {loadingMore ? 'Loading...' : 'Show More AI Models'}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
