/**
 * Reads an admin list's URL into its query (the declaration and the way back to a URL are in
 * ~/lib/list-query). A URL is something anyone can type, and a search box is forgiving, so nothing
 * in it is an error: a search is cleaned (./input's `searchText`) and cut to its length, an unknown
 * filter or sort is the default, a page that is not a whole number from 1 to the list's deepest
 * page is page 1, and a row key that is not one (KEY) is none: the newest page. Parameters the list
 * does not declare are ignored.
 */
import { keyPattern, type KeysetPage, type ListDeclaration, type ListQuery } from '~/lib/list-query'
import { searchText } from './input'

/** Only digits: '2.0', '0x2', '1e1' or ' 2' are not a page someone linked to. */
const PAGE = /^[1-9]\d{0,9}$/

export function parseListQuery<L extends ListDeclaration>(list: L, params: URLSearchParams): ListQuery<L> {
  const query: Record<string, string | number | null> = {}
  for (const [name, search] of Object.entries(list.search ?? {})) {
    query[name] = searchText(params.get(name) ?? '').slice(0, search.maxLength) || null
  }
  for (const [name, filter] of Object.entries(list.filters ?? {})) {
    const value = params.get(name)
    const allowed = value !== null && (filter.values ? filter.values.includes(value) : filter.accepts(value))
    query[name] = allowed ? value : (filter.default ?? null)
  }
  if (list.sort) {
    const sort = params.get('sort')
    query.sort = sort !== null && list.sort.keys.includes(sort) ? sort : list.sort.default
  }
  if (list.paging) {
    const page = params.get('page') ?? ''
    query.page = PAGE.test(page) && Number(page) <= list.paging.maxPage ? Number(page) : 1
  }
  if (list.keyset) {
    const pattern = keyPattern(list)
    const key = (name: string) => {
      const value = params.get(name)
      return value !== null && pattern.test(value) ? value : null
    }
    // One direction at a time: `after` when both are given.
    const names = list.keyset.names ?? { after: 'after', before: 'before' }
    query.after = key(names.after)
    query.before = query.after ? null : key(names.before)
  }
  return query as ListQuery<L>
}

/** A page's rows without their keys, and the page as the pager needs it (its keys, how many, where). */
export function keysetPageOf<T extends { key: string }>(
  rows: readonly T[],
  counts: { total: number; position: number },
): { items: Omit<T, 'key'>[]; page: KeysetPage } {
  return {
    items: rows.map(({ key: _key, ...item }) => item),
    page: {
      firstKey: rows[0]?.key ?? null,
      lastKey: rows.at(-1)?.key ?? null,
      count: rows.length,
      total: counts.total,
      position: counts.position,
    },
  }
}
