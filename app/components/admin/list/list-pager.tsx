/**
 * An admin list's pager: Previous and Next links either side of 'Page X of Y', in a navigation
 * landmark named 'Pages'. The links are built by the list's declaration (~/lib/list-query's
 * `pagerOf`), so they keep the search and filters of the view; nothing shows when there is one
 * page and it is the one shown. Plain links: paging works without JavaScript.
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { pagerOf, type ListDeclaration } from '~/lib/list-query'

export function ListPager({
  list,
  query,
  total,
}: {
  list: ListDeclaration
  query: Readonly<Record<string, string | number | null>>
  /** How many rows match the view, on every page. */
  total: number
}) {
  const pager = pagerOf(list, query, total)
  if (!pager) return null
  return (
    <PagerNav previous={pager.previous} next={pager.next}>
      Page {pager.page} of {pager.pages}
    </PagerNav>
  )
}

/**
 * The pagers' shared frame: Previous and Next links (or an empty place, so the middle stays put)
 * either side of where the reader is, in a navigation landmark named 'Pages'.
 */
export function PagerNav({
  previous,
  next,
  children,
}: {
  previous: string | null | undefined
  next: string | null | undefined
  children: ReactNode
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {previous ? (
        <Link to={previous} preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{children}</span>
      {next ? (
        <Link to={next} preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
