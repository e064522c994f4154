/**
 * One page of a staff list by key (~/lib/list-query's `keysetWindow`, decisions 067 and 079), for
 * a relation ordered by a time and an id: the page's rows, and what its pager needs. The rows come
 * through the relation's index on (time, id), a page's worth (and one more, to know whether another
 * follows), whatever the page's depth. The counts stop at COUNT_BOUND rows, so no page counts every
 * row: the total is given exact when the caller knows it (a count the database keeps, for the list
 * unfiltered), else counted up to the bound; the rows before the page are counted up to the bound.
 */
import { COUNT_BOUND, type KeysetPage, type KeysetWindow, readRowKey, type RowKey } from '~/lib/list-query'
import type { Queryable } from './index'

/** One statement's parameters, numbered as they are added. */
function parameters() {
  const values: unknown[] = []
  return { values, add: (value: unknown) => `$${values.push(value)}` }
}

export type AddParameter = (value: unknown) => string

export interface KeysetList {
  /** The columns of a row, as the select list writes them. */
  columns: string
  /**
   * What is read: a table or view (a staff view, decision 067), or a subquery in parentheses; it is
   * named `keyed`, so that the order and the key name its columns, never the select list's (an
   * `id::text` there would order the ids as text).
   */
  from: string
  /** The rows' order: its time column and its id column, and the id's type. */
  at: string
  id: string
  idType: 'uuid' | 'bigint'
  /** Newest first (the default), or oldest first (requests waiting their turn). */
  order?: 'newest' | 'oldest'
  /** The list's narrowing (its search and filters) as SQL, its values added through `add`. */
  where: (add: AddParameter) => string
  /** The total when known exactly without counting (the list unfiltered); else counted to the bound. */
  total?: number | null
  /** Where the counts stop (COUNT_BOUND unless said). */
  bound?: number
  /**
   * The caller knows more than `bound` rows match (All Users' search found more before it stopped,
   * decision 090): the total is not counted again, and says '1,000+'.
   */
  pastBound?: boolean
  /**
   * Rows leave the list as staff decide them (Join Requests): a page past its last row (the one
   * row of the last page was just decided) shows the page before it, the list's last, rather than
   * nothing and no way back.
   */
  backWhenEmpty?: boolean
}

/** A row's place in the list's order, for a condition on (at, id). */
function keySql(add: AddParameter, key: RowKey, idType: KeysetList['idType']) {
  return `(timestamptz 'epoch' + ${add(key.micros)}::bigint * interval '1 microsecond', ${add(key.id)}::${idType})`
}

export async function readKeysetPage<T>(
  tx: Queryable,
  list: KeysetList,
  window: KeysetWindow,
): Promise<{ items: T[]; page: KeysetPage }> {
  const newest = (list.order ?? 'newest') === 'newest'
  // 'later' in the list's order: older rows for a newest-first list.
  const later = newest ? '<' : '>'
  const earlier = newest ? '>' : '<'
  const position = `(keyed.${list.at}, keyed.${list.id})`
  const from = `${list.from} as keyed`

  /**
   * `limit` rows (and one more) beyond `key` in the list's order (`forward`) or against it, in the
   * list's order; `key`'s own row too when `inclusive`.
   */
  const read = async (key: RowKey | null, forward: boolean, inclusive = false) => {
    const beyond = `${forward ? later : earlier}${inclusive ? '=' : ''}`
    const { values, add } = parameters()
    const ascending = newest !== forward
    const order = ascending ? 'asc' : 'desc'
    const { rows } = await tx.query<T & { key__: string }>(
      `select ${list.columns},
         (extract(epoch from keyed.${list.at}) * 1000000)::bigint || '_' || keyed.${list.id} as key__
       from ${from}
       where ${list.where(add)} ${key ? `and ${position} ${beyond} ${keySql(add, key, list.idType)}` : ''}
       order by keyed.${list.at} ${order}, keyed.${list.id} ${order}
       limit ${add(window.limit + 1)}`,
      values,
    )
    const more = rows.length > window.limit
    const page = rows.slice(0, window.limit)
    return { rows: forward ? page : page.reverse(), more: forward ? more : true }
  }
  let found = window.before ? await read(window.before, false) : await read(window.after, true)
  let readBack = window.before !== null
  // Nothing after `after` in a list whose rows leave it: the page before, which ended with `after`'s
  // row (if it is still there), and which nothing follows now.
  if (list.backWhenEmpty && window.after && found.rows.length === 0) {
    found = { rows: (await read(window.after, false, true)).rows, more: false }
    readBack = true
  }
  // Fewer than a page before a key (rows went meanwhile): the first page instead.
  if (readBack && found.rows.length < window.limit) found = await read(null, true)
  // A page read back from `before` is followed by that key's row, if it is still there, or by
  // whatever comes after it; a key no row reaches (one typed or kept past the last row) by nothing.
  else if (window.before && found.more) {
    const { values, add } = parameters()
    const { rows } = await tx.query(
      `select 1 from ${from}
       where ${list.where(add)} and ${position} ${later}= ${keySql(add, window.before, list.idType)} limit 1`,
      values,
    )
    found = { ...found, more: rows.length > 0 }
  }

  const first = found.rows[0]
  const bound = list.bound ?? COUNT_BOUND
  const total = list.total ?? null
  // Each count reads at most the bound and one more row: past it, the pager says 'at least'.
  const { values, add } = parameters()
  const bounded = (condition: string) =>
    `(select count(*) from (select 1 from ${from} where ${condition} limit ${add(bound + 1)}) as counted)::int`
  const totalSql = total === null && !list.pastBound ? bounded(list.where(add)) : 'null::int'
  const positionSql = first
    ? bounded(`${list.where(add)} and ${position} ${earlier} ${keySql(add, readRowKey(first.key__), list.idType)}`)
    : '0'
  const { rows: counts } = await tx.query<{ total: number | null; position: number }>(
    `select ${totalSql} as total, ${positionSql} as position`,
    values,
  )
  const counted = counts[0]!
  const countedTotal = counted.total ?? total ?? (list.pastBound ? bound + 1 : 0)
  return {
    items: found.rows.map(({ key__: _key, ...item }) => item as T),
    page: {
      firstKey: first?.key__ ?? null,
      lastKey: found.rows.at(-1)?.key__ ?? null,
      count: found.rows.length,
      total: countedTotal,
      position: counted.position,
      bound,
      totalExact: total !== null,
      more: found.more,
    },
  }
}

/** The tables whose rows the database counts as they come and go (private.row_counts). */
type KeptCount = 'ai_models' | 'organizations' | 'profiles' | 'leads' | 'audit_log'

/**
 * How many rows a table holds, as the database keeps it (decision 079), read as the caller: staff
 * read it through private.staff_row_counts, anyone else gets null.
 */
export async function keptCounts(tx: Queryable): Promise<Partial<Record<KeptCount, number>>> {
  const { rows } = await tx.query<{ name: KeptCount; n: number }>(
    'select name, n::int as n from private.staff_row_counts',
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.n]))
}
