/**
 * One list idiom for staff (docs/decisions/047-one-list-idiom-for-staff.md): an admin list declares
 * the parameters its URL may carry (searches, filters, a sort, paging), and this module turns a
 * query back into the URL its links need (pager, reset, confirmation and post/redirect/get links)
 * and says which rows a page holds. The URL is the list's whole state, so a list works without
 * JavaScript and every view can be linked to. The server reads a URL into a query with
 * `parseListQuery` (app/.server/list-query.ts); the components are in app/components/admin/list/.
 *
 * Paging lives here and nowhere else: a list's read takes the `PageWindow` of `pageWindow` and its
 * pager is built by `pagerOf`, so a change of how pages are cut (keyset paging) is made in one place.
 */

/** A search box: the cleaned text, cut to `maxLength`; empty means no search. */
interface SearchDeclaration {
  maxLength: number
}

/**
 * A filter: one of `values` (or any value `accepts` takes, when the choices are not fixed, as with
 * an owner's id). Without a `default`, an absent or unknown value is null: no filter.
 */
type FilterDeclaration =
  | { values: readonly string[]; default?: string }
  | { accepts: (value: string) => boolean; values?: never; default?: never }

export interface ListDeclaration {
  /** Where the list lives. */
  path: string
  /**
   * Parameters that place the list rather than narrow it (the dialog's tab it lives on): written
   * first in every link, never read back (the route decides them).
   */
  place?: Readonly<Record<string, string>>
  /** Search boxes, by URL parameter. */
  search?: Readonly<Record<string, SearchDeclaration>>
  /** Filters, by URL parameter, in the order their links write them. */
  filters?: Readonly<Record<string, FilterDeclaration>>
  /** The order of the rows (URL parameter `sort`); the default is omitted from links. */
  sort?: { keys: readonly string[]; default: string }
  /** Pages (URL parameter `page`, from 1): rows per page, and the deepest page a URL may ask for. */
  paging?: { pageSize: number; maxPage: number }
}

type FilterValue<F> = F extends { values: readonly (infer V)[]; default: string }
  ? V
  : F extends { values: readonly (infer V)[] }
    ? V | null
    : string | null

type Empty = Record<never, never>

/** What a list's URL says, once read: each search and filter by its parameter, the sort and the page. */
export type ListQuery<L extends ListDeclaration> = (L['search'] extends Readonly<Record<string, SearchDeclaration>>
  ? { -readonly [K in keyof L['search']]: string | null }
  : Empty) &
  (L['filters'] extends Readonly<Record<string, FilterDeclaration>>
    ? { -readonly [K in keyof L['filters']]: FilterValue<L['filters'][K]> }
    : Empty) &
  (L['sort'] extends { keys: readonly (infer S)[] } ? { sort: S } : Empty) &
  (L['paging'] extends object ? { page: number } : Empty)

/** A list's declaration, its literal values kept so its query is typed by them. */
export function defineList<const L extends ListDeclaration>(list: L): L {
  return list
}

/** Any list's query, as the shared components and functions below read it. */
type AnyQuery = Readonly<Record<string, string | number | null | undefined>>

/** Whether the query searches or filters anything (the sort and the page do not count). */
export function isFiltered(list: ListDeclaration, query: AnyQuery): boolean {
  if (Object.keys(list.search ?? {}).some((name) => query[name])) return true
  return Object.entries(list.filters ?? {}).some(
    ([name, filter]) => query[name] !== undefined && query[name] !== (filter.default ?? null),
  )
}

/**
 * The query as a search string (`?…`, or '' when it says nothing): the list's place first, then
 * each search, filter, sort and page that differs from its default, then `extra` (a confirmation
 * step's or an acknowledgement's own parameters, which belong to the link, not to the list).
 */
export function listSearch(list: ListDeclaration, query: AnyQuery, extra: Readonly<Record<string, string>> = {}) {
  const params = new URLSearchParams(list.place)
  for (const name of Object.keys(list.search ?? {})) {
    const value = query[name]
    if (value) params.set(name, String(value))
  }
  for (const [name, filter] of Object.entries(list.filters ?? {})) {
    const value = query[name]
    if (value !== null && value !== undefined && value !== filter.default) params.set(name, String(value))
  }
  if (list.sort && query.sort && query.sort !== list.sort.default) params.set('sort', String(query.sort))
  if (list.paging && typeof query.page === 'number' && query.page > 1) params.set('page', String(query.page))
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The list's URL for this query (see `listSearch`); `listHref(list, {})` is the list unfiltered. */
export function listHref(list: ListDeclaration, query: AnyQuery, extra?: Readonly<Record<string, string>>) {
  return `${list.path}${listSearch(list, query, extra)}`
}

/** Which rows a page holds, as the list's read asks the database for them. */
export interface PageWindow {
  limit: number
  offset: number
}

export function pageWindow(list: { paging: { pageSize: number } }, query: { page: number }): PageWindow {
  const { pageSize } = list.paging
  return { limit: pageSize, offset: (query.page - 1) * pageSize }
}

/** The pager's state: the page, how many there are, and the links to the pages either side. */
interface Pager {
  page: number
  pages: number
  previous: string | null
  next: string | null
}

/**
 * The pager for `total` matching rows, or null when there is nothing to page (one page, and on it).
 * A page past the last (the rows went meanwhile) links back to the last page.
 */
export function pagerOf(list: ListDeclaration, query: AnyQuery, total: number): Pager | null {
  if (!list.paging) return null
  const page = typeof query.page === 'number' ? query.page : 1
  const pages = Math.max(1, Math.ceil(total / list.paging.pageSize))
  if (pages <= 1 && page === 1) return null
  return {
    page,
    pages,
    previous: page > 1 ? listHref(list, { ...query, page: Math.min(page - 1, pages) }) : null,
    next: page < pages ? listHref(list, { ...query, page: page + 1 }) : null,
  }
}
