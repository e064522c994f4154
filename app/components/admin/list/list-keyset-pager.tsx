/**
 * The pager of an admin list paged by key (~/lib/list-query's `keysetPagerOf`): Previous and Next
 * links either side of which rows are shown ('21–40 of 57'), in a navigation landmark named
 * 'Pages', as ListPager looks. A list counted up to a bound says '21–40 of 1,000+', and past it
 * '20 past the first 1,000' (or, with an exact total, '… of 200,000') (~/lib/list-query's `keysetShownText`). The links keep the view's
 * search; nothing shows when every row is on the page shown. Plain links: paging works without JavaScript.
 */
import { keysetPagerOf, keysetShownText, type AnyQuery, type KeysetPage, type ListDeclaration } from '~/lib/list-query'
import { PagerNav } from './list-pager'

export function ListKeysetPager({
  list,
  query,
  page,
  href,
}: {
  list: ListDeclaration
  query: Readonly<Record<string, string | number | null>>
  page: KeysetPage
  /** Writes the links, when the list's own URL would drop another list's page (~/lib/list-query's `keysetPagerOf`). */
  href?: (query: AnyQuery) => string
}) {
  const pager = keysetPagerOf(list, query, page, href)
  if (!pager) return null
  return (
    <PagerNav previous={pager.previous} next={pager.next}>
      {keysetShownText(pager)}
    </PagerNav>
  )
}
