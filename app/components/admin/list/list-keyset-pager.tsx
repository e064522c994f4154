/**
 * The pager of an admin list paged by key (~/lib/list-query's `keysetPagerOf`): Previous and Next
 * links either side of which rows are shown ('21–40 of 57'), in a navigation landmark named
 * 'Pages', as ListPager looks. The links keep the view's search; nothing shows when every row is
 * on the page shown. Plain links: paging works without JavaScript.
 */
import { Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { groupDigits } from '~/lib/group-digits'
import { keysetPagerOf, type KeysetPage, type ListDeclaration } from '~/lib/list-query'

export function ListKeysetPager({
  list,
  query,
  page,
}: {
  list: ListDeclaration
  query: Readonly<Record<string, string | number | null>>
  page: KeysetPage
}) {
  const pager = keysetPagerOf(list, query, page)
  if (!pager) return null
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {pager.previous ? (
        <Link to={pager.previous} preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        {groupDigits(pager.from)}–{groupDigits(pager.to)} of {groupDigits(pager.total)}
      </span>
      {pager.next ? (
        <Link to={pager.next} preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
