/**
 * One list idiom for staff (docs/decisions/047-one-list-idiom-for-staff.md): an admin list declares
 * the parameters its URL may carry (searches, filters, a sort, paging), and this module turns a
 * query back into the URL its links need (pager, reset, confirmation and post/redirect/get links)
 * and says which rows a page holds. The URL is the list's whole state, so a list works without
 * JavaScript and every view can be linked to. The server reads a URL into a query with
 * `parseListQuery` (app/.server/list-query.ts); the components are in app/components/admin/list/.
 *
 * Paging lives here and nowhere else: a list's read takes the `PageWindow` of `pageWindow` and its
 * pager is built by `pagerOf`. A list that pages by key instead (`keyset`: Organizations) takes the
 * `KeysetWindow` of `keysetWindow` and its pager is `keysetPagerOf`: each page continues after the
 * last row of the one before (`?after=`), or comes back before the first (`?before=`), so a page
 * costs the same at row 20 as at row 100,000 and rows arriving meanwhile neither repeat nor skip.
 */

import { groupDigits } from './group-digits'

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
  /**
   * Pages by key (URL parameters `after` and `before`, a row's key: ./list-query's `KEY`), newest
   * first: rows per page, and what a row's id is (a UUID unless said: the audit log's are whole
   * numbers). A list has `paging` or `keyset`, not both.
   */
  keyset?: {
    pageSize: number
    id?: 'uuid' | 'number'
    /** The URL's names for `after` and `before`, when two keyset lists share a page (Join Requests). */
    names?: { after: string; before: string }
  }
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
  (L['paging'] extends object ? { page: number } : Empty) &
  (L['keyset'] extends object ? { after: string | null; before: string | null } : Empty)

/** A list's declaration, its literal values kept so its query is typed by them. */
export function defineList<const L extends ListDeclaration>(list: L): L {
  return list
}

/** Any list's query, as the shared components and functions below read it. */
export type AnyQuery = Readonly<Record<string, string | number | null | undefined>>

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
  if (list.keyset) {
    const names = list.keyset.names ?? { after: 'after', before: 'before' }
    if (typeof query.after === 'string') params.set(names.after, query.after)
    else if (typeof query.before === 'string') params.set(names.before, query.before)
  }
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

/**
 * A row's key in a keyset list's URL: its time in microseconds since 1970 (a whole number, exact,
 * where a Date would keep milliseconds only) and its id, joined by '_': `1795766656769123_3f2a…`.
 * Rows are ordered by both, newest first, so the pair places a row exactly.
 */
const KEY = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/
/** The key of a row whose id is a whole number (the audit log's): `1795766656769123_48213`. */
const NUMBER_KEY = /^(\d{1,17})_([1-9]\d{0,17})$/

/** The pattern of a list's row keys (its rows' ids are UUIDs unless it says otherwise). */
export function keyPattern(list: { keyset?: { id?: 'uuid' | 'number' } }): RegExp {
  return list.keyset?.id === 'number' ? NUMBER_KEY : KEY
}

export interface RowKey {
  /** Microseconds since 1970, as text (beyond JavaScript's safe integers it stays exact). */
  micros: string
  id: string
}

/** A key a keyset read made (a row's own, so well formed: never one from a URL), as its parts. */
export function readRowKey(key: string): RowKey {
  const at = key.indexOf('_')
  return { micros: key.slice(0, at), id: key.slice(at + 1) }
}

function readKey(pattern: RegExp, value: string | null | undefined): RowKey | null {
  const match = value ? pattern.exec(value) : null
  return match ? { micros: match[1]!, id: match[2]! } : null
}

/** Which rows a keyset page holds: `limit` rows older than `after`, or newer than `before`, or the newest. */
export interface KeysetWindow {
  limit: number
  after: RowKey | null
  before: RowKey | null
}

export function keysetWindow(
  list: { keyset: { pageSize: number; id?: 'uuid' | 'number' } },
  query: { after: string | null; before: string | null },
): KeysetWindow {
  const pattern = keyPattern(list)
  const after = readKey(pattern, query.after)
  return { limit: list.keyset.pageSize, after, before: after ? null : readKey(pattern, query.before) }
}

/** A keyset page as its read found it: the keys of its first and last rows, how many match, how many come before it. */
export interface KeysetPage {
  firstKey: string | null
  lastKey: string | null
  /** Rows shown on this page. */
  count: number
  /** Rows that match the view, on every page (at most `bound + 1` when counted up to a bound). */
  total: number
  /** Matching rows newer than this page's first (at most `bound + 1` when counted up to a bound). */
  position: number
  /**
   * Counted up to this many (the sales desk's inbox, decision 078): a total or position above it
   * says only "more than `bound`". Absent: both are exact.
   */
  bound?: number
  /** The total is exact however large (a count the database keeps: decision 079), not counted to `bound`. */
  totalExact?: boolean
  /** Whether rows come after this page's last; absent, `position + count < total` says it. */
  more?: boolean
}

/** How many rows the staff lists count at most for their pagers' words (decision 079): past it, '10,000+'. */
export const COUNT_BOUND = 10_000

/**
 * A keyset pager's state: which rows are shown ('21–40 of 57') and the links either side. Past a
 * count's bound, `total` is the bound and `totalPast` says there are more; `positionPast` says the
 * page starts beyond the bound, where `from` and `to` are not known (the page shows `to - from + 1`
 * rows past the first `bound`).
 */
interface KeysetShown {
  from: number
  to: number
  total: number
  totalPast: boolean
  positionPast: boolean
  /** The count's bound (Infinity when the counts are exact). */
  bound: number
}

interface KeysetPager extends KeysetShown {
  previous: string | null
  next: string | null
}

/** Which rows a keyset page shows, as its pager and its list's own line say it. */
export function keysetShown(page: KeysetPage): KeysetShown {
  const bound = page.bound ?? Infinity
  const positionPast = page.position > bound
  return {
    from: positionPast ? 1 : page.count ? page.position + 1 : page.position,
    to: positionPast ? page.count : page.position + page.count,
    total: page.totalExact ? page.total : Math.min(page.total, bound),
    totalPast: !page.totalExact && page.total > bound,
    positionPast,
    bound,
  }
}

/**
 * '21–40 of 57', '21–40 of 1,000+', or past the bound '20 past the first 1,000' (with an exact
 * total, '20 past the first 10,000 of 200,000').
 */
export function keysetShownText({ from, to, total, totalPast, positionPast, bound }: KeysetShown) {
  const figure = groupDigits
  if (positionPast) return `${figure(to)} past the first ${figure(bound)}${total > bound ? ` of ${figure(total)}` : ''}`
  return `${figure(from)}–${figure(to)} of ${figure(total)}${totalPast ? '+' : ''}`
}

/** How many rows match, as a list's caption says it: '57', '10,000+' past the bound, or a kept count exact. */
export function keysetTotalText(page: KeysetPage) {
  const { total, totalPast } = keysetShown(page)
  return `${groupDigits(total)}${totalPast ? '+' : ''}`
}

/**
 * The pager of a keyset page, or null when everything fits on the one shown. Its links are the
 * list's (`listHref`), unless `href` writes them: a page holding two lists (Join Requests) keeps
 * the other list where it stands.
 */
export function keysetPagerOf(
  list: ListDeclaration,
  query: AnyQuery,
  page: KeysetPage,
  href: (query: AnyQuery) => string = (moved) => listHref(list, moved),
): KeysetPager | null {
  const rest = { ...query, after: null, before: null }
  const previous =
    page.position > 0 && page.firstKey
      ? // Back to the newest page when that is where the previous one starts: its plain URL.
        page.position <= (list.keyset?.pageSize ?? 0)
        ? href(rest)
        : href({ ...rest, before: page.firstKey })
      : null
  const more = page.more ?? page.position + page.count < page.total
  const next = more && page.lastKey ? href({ ...rest, after: page.lastKey }) : null
  if (!previous && !next) return null
  return { ...keysetShown(page), previous, next }
}
