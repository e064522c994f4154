// The admin lists' one idiom (docs/decisions/047-one-list-idiom-for-staff.md): a list's URL read
// into a typed query, where nothing a visitor can type is an error (bad values are the defaults),
// and written back with the defaults left out, so that reading a written URL gives the same query.
import { describe, expect, it } from 'vitest'
import { parseListQuery } from '~/.server/list-query'
import {
  auditList,
  domainJoinRequestList,
  joinRequestList,
  joinRequestsHref,
  joinRequestsPagerHref,
  leadList,
  organizationList,
  userList,
} from '~/lib/admin-lists'
import {
  defineList,
  isFiltered,
  keysetPagerOf,
  keysetShownText,
  keysetWindow,
  listHref,
  listSearch,
  pagerOf,
  pageWindow,
} from '~/lib/list-query'

const KEY_SAMPLE = '1795766656769123_3f2a0c1e-8b7d-4c3a-9f1e-2d4b6a8c0e12'

/** Every kind of parameter a list may declare. */
const things = defineList({
  path: '/admin/things',
  place: { tab: 'things' },
  search: { q: { maxLength: 10 } },
  filters: {
    colour: { values: ['red', 'green'] },
    size: { values: ['small', 'large'], default: 'small' },
    owner: { accepts: (value: string) => value === 'none' || /^\d+$/.test(value) },
  },
  sort: { keys: ['newest', 'name'], default: 'newest' },
  paging: { pageSize: 20, maxPage: 50 },
})
const parse = (search: string) => parseListQuery(things, new URLSearchParams(search))
const defaults = { q: null, colour: null, size: 'small', owner: null, sort: 'newest', page: 1 }

describe('parseListQuery', () => {
  it('reads what the URL says', () => {
    expect(parse('q=vision&colour=green&size=large&owner=42&sort=name&page=3')).toEqual({
      q: 'vision',
      colour: 'green',
      size: 'large',
      owner: '42',
      sort: 'name',
      page: 3,
    })
    expect(parse('owner=none').owner).toBe('none')
  })

  it('gives the defaults for an empty URL, and ignores what the list does not declare', () => {
    expect(parse('')).toEqual(defaults)
    expect(parse('tab=other&done=grant&user=7&index')).toEqual(defaults)
  })

  it('reads an unknown filter or sort as the default, never an error', () => {
    expect(parse('colour=blue&size=huge&owner=someone&sort=price')).toEqual(defaults)
    expect(parse('colour=&size=&owner=&sort=')).toEqual(defaults)
    // Values are matched exactly.
    expect(parse('colour=RED&size=Large').colour).toBeNull()
    expect(parse('colour=RED&size=Large').size).toBe('small')
  })

  it('cleans a search and cuts it to its length; a blank one is no search', () => {
    expect(parse('q=%20%20vision%09model%00%20').q).toBe('vision mod')
    expect(parse('q=abcdefghijklmnop').q).toBe('abcdefghij')
    expect(parse('q=%20%09%20').q).toBeNull()
    expect(parse('q=100%25_').q).toBe('100%_')
  })

  it('reads a page from 1 to the deepest page; anything else is page 1', () => {
    expect(parse('page=1').page).toBe(1)
    expect(parse('page=50').page).toBe(50)
    for (const page of ['0', '-3', '51', '2.5', '2.0', '1e1', '0x2', ' 2', '02', 'two', '', '99999999999999999999'])
      expect(parse(`page=${encodeURIComponent(page)}`).page, page).toBe(1)
  })

  it('takes the first of a repeated parameter, as a form would send it once', () => {
    expect(parse('colour=green&colour=red&page=2&page=3')).toMatchObject({ colour: 'green', page: 2 })
  })
})

describe('listSearch and listHref', () => {
  it('leave every default out, so the plain list is its path with its place', () => {
    expect(listSearch(things, defaults)).toBe('?tab=things')
    expect(listHref(things, {})).toBe('/admin/things?tab=things')
    expect(listHref(userList, { q: null, page: 1 })).toBe('/admin/users')
  })

  it('write the place, the searches, the filters in their order, the sort, the page, then the extras', () => {
    expect(
      listHref(
        things,
        { q: 'a b&c', colour: 'red', size: 'large', owner: 'none', sort: 'name', page: 2 },
        { confirm: 'grant', user: '7' },
      ),
    ).toBe('/admin/things?tab=things&q=a+b%26c&colour=red&size=large&owner=none&sort=name&page=2&confirm=grant&user=7')
  })

  it('round-trip: reading a written query gives it back', () => {
    const queries = [
      defaults,
      { q: 'vision', colour: 'green', size: 'large', owner: '42', sort: 'name', page: 3 },
      { q: '100%_ & ?#', colour: null, size: 'small', owner: 'none', sort: 'newest', page: 50 },
      { ...defaults, q: 'café 東京' },
    ]
    for (const query of queries) expect(parse(listSearch(things, query).slice(1))).toEqual(query)
  })

  it("keep a list's state in the links the admin lists make", () => {
    expect(
      listHref(leadList, {
        q: 'ada@example.com',
        status: 'won',
        type: 'callback',
        owner: null,
        after: null,
        before: `1795766656769123_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      }),
    ).toBe(
      `/admin/requests?q=ada%40example.com&status=won&type=callback&before=1795766656769123_00000000-0000-4000-8000-000000000000`,
    )
    expect(listHref(userList, { q: 'plain', after: KEY_SAMPLE, before: null }, { done: 'grant', user: 'u1' })).toBe(
      `/admin/users?q=plain&after=${KEY_SAMPLE}&done=grant&user=u1`,
    )
    expect(listHref(joinRequestList, {}, { confirm: 'reject', user: 'u2' })).toBe(
      '/admin/organizations?tab=join-requests&confirm=reject&user=u2',
    )
    expect(listHref(auditList, { actor: 'operator', action: null, entity: 'user', after: null, before: null })).toBe(
      '/admin/audit?actor=operator&entity=user',
    )
    expect(listHref(domainJoinRequestList, { after: null, before: KEY_SAMPLE })).toBe(
      `/admin/organizations?tab=join-requests&requests_before=${KEY_SAMPLE}`,
    )
  })
})

describe('isFiltered', () => {
  it('counts searches and filters away from their defaults, not the sort or the page', () => {
    expect(isFiltered(things, defaults)).toBe(false)
    expect(isFiltered(things, { ...defaults, sort: 'name', page: 4 })).toBe(false)
    expect(isFiltered(things, { ...defaults, q: 'x' })).toBe(true)
    expect(isFiltered(things, { ...defaults, size: 'large' })).toBe(true)
    expect(isFiltered(things, { ...defaults, owner: 'none' })).toBe(true)
  })
})

describe('paging', () => {
  it('gives the rows of a page', () => {
    expect(pageWindow(things, { page: 1 })).toEqual({ limit: 20, offset: 0 })
    expect(pageWindow(things, { page: 3 })).toEqual({ limit: 20, offset: 40 })
  })

  it('has no pager for one page, or for a list without pages', () => {
    expect(pagerOf(things, defaults, 0)).toBeNull()
    expect(pagerOf(things, defaults, 20)).toBeNull()
    expect(pagerOf(joinRequestList, {}, 500)).toBeNull()
  })

  it('links the pages either side, keeping the search and filters', () => {
    const query = { ...defaults, colour: 'red', page: 2 }
    expect(pagerOf(things, query, 41)).toEqual({
      page: 2,
      pages: 3,
      previous: '/admin/things?tab=things&colour=red',
      next: '/admin/things?tab=things&colour=red&page=3',
    })
    expect(pagerOf(things, { ...query, page: 1 }, 41)).toMatchObject({ previous: null, next: expect.any(String) })
    expect(pagerOf(things, { ...query, page: 3 }, 41)).toMatchObject({ previous: expect.any(String), next: null })
  })

  it('leads back from a page past the last to the last page', () => {
    expect(pagerOf(things, { ...defaults, page: 9 }, 41)).toEqual({
      page: 9,
      pages: 3,
      previous: '/admin/things?tab=things&page=3',
      next: null,
    })
    expect(pagerOf(things, { ...defaults, page: 9 }, 0)).toMatchObject({
      pages: 1,
      previous: '/admin/things?tab=things',
    })
  })
})

describe('paging by key (Organizations, decision 067)', () => {
  const ID = '3f2a0c1e-7b6d-4e5f-8a9b-0c1d2e3f4a5b'
  const KEY = `1795766656769123_${ID}`
  const OTHER = `1795766000000000_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`
  const parseOrg = (search: string) => parseListQuery(organizationList, new URLSearchParams(search))

  it('reads a row key after or before, and anything else as the newest page', () => {
    expect(parseOrg('')).toEqual({ q: null, after: null, before: null })
    expect(parseOrg(`q=acme&after=${KEY}`)).toEqual({ q: 'acme', after: KEY, before: null })
    expect(parseOrg(`before=${KEY}`)).toEqual({ q: null, after: null, before: KEY })
    // One direction: `after` when both are there.
    expect(parseOrg(`before=${OTHER}&after=${KEY}`)).toEqual({ q: null, after: KEY, before: null })
    for (const bad of [
      '1795766656769123',
      ID,
      `abc_${ID}`,
      `1795766656769123_${ID.toUpperCase()}`,
      `123456789012345678_${ID}`,
      `-1_${ID}`,
      `1795766656769123_${ID}x`,
      `1795766656769123 ${ID}`,
      "1'; drop table x; --",
    ])
      expect(parseOrg(`after=${encodeURIComponent(bad)}`), bad).toMatchObject({ after: null, before: null })
    // No `page` on a keyset list.
    expect(parseOrg('page=3')).toEqual({ q: null, after: null, before: null })
  })

  it('writes the key back, so a written link reads as the same query', () => {
    const query = { q: 'acme', after: KEY, before: null }
    expect(listHref(organizationList, query)).toBe(`/admin/organizations?q=acme&after=${KEY}`)
    expect(parseOrg(listSearch(organizationList, query).slice(1))).toEqual(query)
    expect(listHref(organizationList, { q: null, after: null, before: KEY })).toBe(`/admin/organizations?before=${KEY}`)
    expect(listHref(organizationList, {})).toBe('/admin/organizations')
  })

  it('gives the window a read takes: the page size and the key as its parts', () => {
    expect(keysetWindow(organizationList, { after: null, before: null })).toEqual({
      limit: 20,
      after: null,
      before: null,
    })
    expect(keysetWindow(organizationList, { after: KEY, before: null })).toEqual({
      limit: 20,
      after: { micros: '1795766656769123', id: ID },
      before: null,
    })
    expect(keysetWindow(organizationList, { after: null, before: KEY })).toMatchObject({
      after: null,
      before: { micros: '1795766656769123', id: ID },
    })
  })

  it('links the pages either side from where the page sits, keeping the search', () => {
    const query = { q: 'ac', after: null, before: null }
    const page = (position: number, count: number, total: number) => ({
      firstKey: OTHER,
      lastKey: KEY,
      count,
      total,
      position,
    })
    // Everything on one page: no pager.
    expect(keysetPagerOf(organizationList, query, page(0, 12, 12))).toBeNull()
    expect(keysetPagerOf(organizationList, query, page(0, 0, 0))).toBeNull()
    // The newest page of 57.
    expect(keysetPagerOf(organizationList, query, page(0, 20, 57))).toEqual({
      from: 1,
      to: 20,
      total: 57,
      totalPast: false,
      positionPast: false,
      bound: Infinity,
      previous: null,
      next: `/admin/organizations?q=ac&after=${KEY}`,
    })
    // The second: back is the newest page's own URL.
    expect(keysetPagerOf(organizationList, { ...query, after: OTHER }, page(20, 20, 57))).toEqual({
      from: 21,
      to: 40,
      total: 57,
      totalPast: false,
      positionPast: false,
      bound: Infinity,
      previous: '/admin/organizations?q=ac',
      next: `/admin/organizations?q=ac&after=${KEY}`,
    })
    // The last: back is before its first row.
    expect(keysetPagerOf(organizationList, query, page(40, 17, 57))).toEqual({
      from: 41,
      to: 57,
      total: 57,
      totalPast: false,
      positionPast: false,
      bound: Infinity,
      previous: `/admin/organizations?q=ac&before=${OTHER}`,
      next: null,
    })
  })

  it('says "more than" a bound when counted up to one, and asks the read whether more rows follow', () => {
    const query = { q: null, status: null, type: null, owner: null, after: null, before: null }
    const page = (position: number, count: number, total: number, more: boolean) => ({
      firstKey: OTHER,
      lastKey: KEY,
      count,
      total,
      position,
      bound: 10_000,
      more,
    })
    // Newest page of more than 10,000.
    expect(keysetPagerOf(leadList, query, page(0, 20, 10_001, true))).toMatchObject({
      from: 1,
      to: 20,
      total: 10_000,
      totalPast: true,
      positionPast: false,
      previous: null,
      next: `/admin/requests?after=${KEY}`,
    })
    // Past the first 10,000: which rows is not known, only how many are shown.
    expect(keysetPagerOf(leadList, { ...query, after: OTHER }, page(10_001, 20, 10_001, false))).toMatchObject({
      from: 1,
      to: 20,
      positionPast: true,
      previous: `/admin/requests?before=${OTHER}`,
      next: null,
    })
  })

  it('says past the bound that it counted no further, with an exact total when the database keeps one', () => {
    const query = { q: null, after: OTHER, before: null }
    const deep = { firstKey: OTHER, lastKey: KEY, count: 20, total: 10_001, position: 10_001, bound: 10_000 }
    expect(keysetPagerOf(organizationList, query, { ...deep, more: true })).toMatchObject({
      totalPast: true,
      positionPast: true,
      next: `/admin/organizations?after=${KEY}`,
    })
    // The read saw no row after the page: no Next, whatever the (bounded) counts say.
    expect(keysetPagerOf(organizationList, query, { ...deep, more: false })).toMatchObject({
      next: null,
      previous: `/admin/organizations?before=${OTHER}`,
    })
    // A total the database keeps is exact: '20 past the first 10,000 of 200,000'.
    const exact = keysetPagerOf(organizationList, query, { ...deep, total: 200_000, totalExact: true, more: true })
    expect(exact).toMatchObject({ total: 200_000, totalPast: false, positionPast: true })
    expect(keysetShownText(exact!)).toBe('20 past the first 10,000 of 200,000')
  })

  it("pages each of Join Requests' two lists and keeps the other where it stands", () => {
    const pages = { people: { after: KEY, before: null }, requests: { after: OTHER, before: null } }
    const page = { firstKey: OTHER, lastKey: KEY, count: 20, total: 57, position: 20 }
    // The accounts' pager moves `after`/`before` and keeps the requests' page, and the other way round.
    expect(keysetPagerOf(joinRequestList, pages.people, page, joinRequestsPagerHref(pages, 'people'))).toMatchObject({
      previous: `/admin/organizations?tab=join-requests&requests_after=${OTHER}`,
      next: `/admin/organizations?tab=join-requests&after=${KEY}&requests_after=${OTHER}`,
    })
    expect(
      keysetPagerOf(
        domainJoinRequestList,
        pages.requests,
        { ...page, position: 40, more: true },
        joinRequestsPagerHref(pages, 'requests'),
      ),
    ).toMatchObject({
      previous: `/admin/organizations?tab=join-requests&after=${KEY}&requests_before=${OTHER}`,
      next: `/admin/organizations?tab=join-requests&after=${KEY}&requests_after=${KEY}`,
    })
    // Without `href`, a pager writes its own list's URL alone.
    expect(keysetPagerOf(joinRequestList, pages.people, page)?.next).toBe(
      `/admin/organizations?tab=join-requests&after=${KEY}`,
    )
    // A decision's links keep both, and add their own.
    expect(joinRequestsHref(pages, { confirm: 'reject', user: 'u1' })).toBe(
      `/admin/organizations?tab=join-requests&after=${KEY}&requests_after=${OTHER}&confirm=reject&user=u1`,
    )
  })

  it("reads the audit log's keys, whose ids are whole numbers, and no other list's", () => {
    const parseAudit = (search: string) => parseListQuery(auditList, new URLSearchParams(search))
    expect(parseAudit('after=1795766656769123_48213')).toMatchObject({ after: '1795766656769123_48213' })
    expect(parseAudit(`after=${KEY}`)).toMatchObject({ after: null, before: null })
    expect(parseAudit('after=1795766656769123_0482')).toMatchObject({ after: null })
    expect(parseOrg('after=1795766656769123_48213')).toMatchObject({ after: null })
    expect(keysetWindow(auditList, { after: null, before: '1795766656769123_7' })).toEqual({
      limit: 25,
      after: null,
      before: { micros: '1795766656769123', id: '7' },
    })
  })
})
