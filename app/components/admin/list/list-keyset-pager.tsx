/**
 * The pager of an admin list paged by key (~/lib/list-query's `keysetPagerOf`): Previous and Next
 * links either side of which rows are shown ('21–40 of 57'), in a navigation landmark named
 * 'Pages', as ListPager looks. Counts stop at a bound (decision 079): 'of 10,000+' past it, and a
 * page beyond the first 10,000 rows says 'Past the first 10,000 of 200,000'. The links keep the
 * view's search; nothing shows when every row is on the page shown. Plain links: paging works
 * without JavaScript.
 */
import { groupDigits } from '~/lib/group-digits'
import { keysetPagerOf, type KeysetPage, type ListDeclaration } from '~/lib/list-query'
import { PagerNav } from './list-pager'

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
  const total = `${groupDigits(pager.total)}${pager.totalAtLeast ? '+' : ''}`
  return (
    <PagerNav previous={pager.previous} next={pager.next}>
      {pager.deep
        ? `Past the first ${groupDigits(page.position)} of ${total}`
        : `${groupDigits(pager.from)}–${groupDigits(pager.to)} of ${total}`}
    </PagerNav>
  )
}
