// Organizations → Organizations for staff (docs/decisions/067-organisations-as-records.md), on
// every engine: newest first, paged by key in the URL (after and before a row, rows at the same
// instant neither skipped nor repeated, an organisation arriving meanwhile moving nothing), searched
// by name or website (% and _ literal), through the route's loader as staff would load it; only
// staff read the list's view; and the statements the list runs use the indexes made for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { ANON, runAs, runAsServiceRole, setDb, userCaller, type Caller, type Engine } from '~/.server/db'
import { createOrganisationIn, listOrganizations } from '~/.server/organizations'
import { organizationList } from '~/lib/admin-lists'
import { COUNT_BOUND, keysetPagerOf, keysetShown, keysetShownText, keysetWindow } from '~/lib/list-query'
import { loader } from '~/routes/admin.organizations'
import { cookieFrom, request } from './helpers/app'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
const args = (req: Request) => ({ request: req, params: {}, context: {} })

describeEachEngine('the staff list of organisations on %s', (kind) => {
  let db: TestDatabase
  let staffCookie = ''
  const callers: Record<'staff' | 'member' | 'outsider', Caller> = {} as never
  /** Every organisation's id, in the list's order (as the owner reads them). */
  let expected: string[] = []

  const load = async (search: string) =>
    (await loader(args(request(`/admin/organizations${search}`, { cookie: staffCookie })))).organizations!
  const inOrder = async () =>
    (
      await db.engine.query<{ id: string }>('select id from public.organizations order by created_at desc, id desc')
    ).rows.map((row) => row.id)

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    setDb(db.engine)
    for (const who of ['staff', 'member', 'outsider'] as const) {
      const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
        createUser(tx, { email: `${who}@orgs-list.example.com`, password: 'a-good-password', name: who }),
      )
      callers[who] = userCaller(user)
      if (who === 'staff') {
        await db.engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
        staffCookie = cookieFrom(await createUserSession(user, request('/login')))
      }
      if (who === 'member') {
        await runAsServiceRole(db.engine, 'fixture', (tx) =>
          createOrganisationIn(
            tx,
            { ...NO_DETAILS, name: 'Membership Ltd', website: 'https://membership.example' },
            user.id,
          ),
        )
      }
    }
    // 45 more, three to an instant (the key's id breaks the tie), and one whose name holds % and _.
    await db.engine.query(
      `insert into public.organizations (name, website, created_at)
       select 'Org ' || lpad(g::text, 3, '0'), 'https://org' || g || '.example',
              timestamptz '2026-01-01 00:00:00.123456+00' + (g / 3) * interval '1 hour'
       from generate_series(1, 45) as g`,
    )
    await db.engine.query(
      `insert into public.organizations (name, created_at) values ('Acme 100%_ Ltd', timestamptz '2025-06-01 12:00:00+00')`,
    )
    expected = await inOrder()
    expect(expected).toHaveLength(47)
  })
  afterAll(async () => {
    setDb(undefined)
    await db?.close()
  })

  it('pages through every organisation by key, newest first, each once, and back again', async () => {
    const seen: string[] = []
    let search = ''
    const pages: string[][] = []
    for (let turn = 0; turn < 10; turn++) {
      const { organizations, page, query } = await load(search)
      pages.push(organizations.map((o) => o.id))
      seen.push(...organizations.map((o) => o.id))
      expect(page.total).toBe(47)
      const pager = keysetPagerOf(organizationList, query, page)!
      expect(pager).toMatchObject({ from: turn * 20 + 1, to: Math.min(47, turn * 20 + 20), total: 47 })
      if (turn > 0) expect(pager.previous).toMatch(/^\/admin\/organizations(\?before=\d+_[0-9a-f-]+)?$/)
      if (!pager.next) break
      expect(pager.next).toMatch(/^\/admin\/organizations\?after=\d+_[0-9a-f-]{36}$/)
      search = pager.next.slice('/admin/organizations'.length)
    }
    expect(pages.map((p) => p.length)).toEqual([20, 20, 7])
    expect(seen).toEqual(expected)

    // Back from the last page: the one before it, then the newest.
    const last = await load(search)
    const back = keysetPagerOf(organizationList, last.query, last.page)!.previous!
    expect(back).toMatch(/\?before=/)
    const middle = await load(back.slice('/admin/organizations'.length))
    expect(middle.organizations.map((o) => o.id)).toEqual(pages[1])
    expect(keysetPagerOf(organizationList, middle.query, middle.page)!.previous).toBe('/admin/organizations')
  })

  it('moves no row when an organisation arrives between two pages', async () => {
    const first = await load('')
    const next = keysetPagerOf(organizationList, first.query, first.page)!.next!
    const { rows } = await db.engine.query<{ id: string }>(
      `insert into public.organizations (name) values ('Newcomer Ltd') returning id`,
    )
    try {
      const second = await load(next.slice('/admin/organizations'.length))
      // The page after the first is what it was: the newcomer is on the newest page, not here twice.
      expect(second.organizations.map((o) => o.id)).toEqual(expected.slice(20, 40))
      expect(second.page).toMatchObject({ total: 48, position: 21 })
      expect((await load('')).organizations[0]!.id).toBe(rows[0]!.id)
    } finally {
      await db.engine.query('delete from public.organizations where id = $1', [rows[0]!.id])
    }
  })

  it('searches by name or website, any case, with % and _ taken literally', async () => {
    const names = async (q: string) => (await load(`?q=${encodeURIComponent(q)}`)).organizations.map((o) => o.name)
    // Ten, in the list's order (three to an instant, their ids deciding).
    const { rows: tens } = await db.engine.query<{ name: string }>(
      `select name from public.organizations where name like 'Org 01_' order by created_at desc, id desc`,
    )
    expect(tens).toHaveLength(10)
    expect(await names('org 01')).toEqual(tens.map((row) => row.name))
    expect(await names('ORG7.EXAMPLE')).toEqual(['Org 007'])
    expect(await names('membership.example')).toEqual(['Membership Ltd'])
    expect(await names('100%')).toEqual(['Acme 100%_ Ltd'])
    expect(await names('%_')).toEqual(['Acme 100%_ Ltd'])
    expect(await names('_')).toEqual(['Acme 100%_ Ltd'])
    expect(await names('no such organisation')).toEqual([])
    const searched = await load('?q=org')
    expect(searched.page.total).toBe(45)
    // The pager keeps the search.
    expect(keysetPagerOf(organizationList, searched.query, searched.page)!.next).toMatch(
      /^\/admin\/organizations\?q=org&after=/,
    )
  })

  it('shows each organisation with its members, its first Admin and its plan', async () => {
    const { organizations } = await load('?q=membership')
    expect(organizations).toEqual([
      {
        id: expect.any(String),
        name: 'Membership Ltd',
        size: null,
        industry: null,
        website: 'https://membership.example',
        phone: null,
        plan: 'enterprise',
        created_at: expect.any(Date),
        members: 1,
        admin_email: 'member@orgs-list.example.com',
      },
    ])
  })

  it('takes a key that names no row, or a tampered one, without an error', async () => {
    // A well-formed key of a row that is not there: the rows older than it.
    const { organizations } = await load(`?after=1_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)
    expect(organizations).toEqual([])
    const far = await load(`?before=99999999999999999_${'f'.repeat(8)}-ffff-4fff-bfff-${'f'.repeat(12)}`)
    // Nothing newer than the far future: the newest page.
    expect(far.organizations.map((o) => o.id)).toEqual(expected.slice(0, 20))
    for (const bad of ['?after=x', '?before=1_2', "?after=1'--"]) {
      expect((await load(bad)).organizations.map((o) => o.id)).toEqual(expected.slice(0, 20))
    }
  })

  describe('who reads the list', () => {
    it('gives staff every organisation and anyone else none, or no access at all', async () => {
      const count = (caller: Caller) =>
        runAs(db.engine, caller, async (tx) =>
          Number(
            (await tx.query<{ n: number }>('select count(*)::int as n from private.staff_organizations')).rows[0]!.n,
          ),
        )
      expect(await count(callers.staff)).toBe(47)
      // A member of an organisation, even its Admin, is not staff.
      expect(await count(callers.member)).toBe(0)
      expect(await count(callers.outsider)).toBe(0)
      await expect(count(ANON)).rejects.toMatchObject({ code: '42501' })
      // And through the module, as the list reads it.
      const window = keysetWindow(organizationList, { after: null, before: null })
      expect((await listOrganizations(callers.member, null, window)).organizations).toEqual([])
    })
  })

  describe('at many organisations', () => {
    /** An engine that explains each statement of the list before running it. */
    function explaining(engine: Engine, plans: string[]): Engine {
      return {
        ...engine,
        transaction: (fn) =>
          engine.transaction((tx) =>
            fn({
              exec: (sql) => tx.exec(sql),
              query: async (sql, params) => {
                if (sql.includes('private.staff_organizations')) {
                  // At 20,000 rows a rare word is found as fast by reading the table whole; forbidding
                  // that shows whether the indexes can serve a search at all (through the policy, ILIKE
                  // could use none: decision 011).
                  if (sql.includes('ilike')) await tx.query('set local enable_seqscan = off')
                  const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)
                  plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
                }
                return tx.query(sql, params)
              },
            }),
          ),
      }
    }

    it('reads each page through the newest-first index, and a search through the trigram indexes', async () => {
      await db.engine.query(
        `insert into public.organizations (name, website, created_at)
         select 'Bulk ' || g, 'https://bulk' || g || '.example', now() - g * interval '1 minute'
         from generate_series(1, 20000) as g`,
      )
      await db.engine.query('analyze public.organizations')
      const plans: string[] = []
      setDb(explaining(db.engine, plans))
      try {
        const first = await load('')
        const next = keysetPagerOf(organizationList, first.query, first.page)!.next!
        await load(next.slice('/admin/organizations'.length))
        await load('?q=zebra')
      } finally {
        setDb(db.engine)
      }
      const [firstPage, firstCounts, secondPage, , search, searchCounts] = plans
      // No count reads every organisation: unfiltered, the total is the one the database keeps, and
      // a search's (and the rows before a page) stop at the bound, as every staff list's do.
      expect(firstCounts).not.toMatch(/Seq Scan|Bitmap Heap Scan/)
      expect(searchCounts).toMatch(/Limit/)
      const all = await load('')
      expect(all.page).toMatchObject({ total: 20_047, totalExact: true })
      expect(keysetShownText(keysetShown(all.page))).toBe('1–20 of 20,047')
      const many = await load('?q=bulk')
      expect(many.page.total).toBe(COUNT_BOUND + 1)
      expect(keysetShownText(keysetShown(many.page))).toBe('1–20 of 10,000+')
      // A page is read in the list's order from its index, never by reading and sorting the table
      // (the one sort is of an organisation's own members, for its first Admin).
      for (const plan of [firstPage, secondPage]) {
        expect(plan).toMatch(/Index Scan using organizations_newest_idx on organizations/)
        expect(plan).not.toMatch(/Seq Scan on organizations |Sort Key: [^\n]*created_at/)
      }
      // The page after a key starts at the key, in the index itself.
      expect(secondPage).toMatch(/Index Cond: \(ROW\(o?\.?created_at, o?\.?id\) < ROW\(/)
      // A search reads the rows whose name or website holds it, not the whole table.
      expect(search).toMatch(/Bitmap Index Scan on organizations_name_trgm_idx/)
      expect(search).toMatch(/Bitmap Index Scan on organizations_website_trgm_idx/)
      expect(search).not.toMatch(/Seq Scan on organizations/)
      // The staff check runs once, before any row (a one-time filter), not once per row.
      expect(firstPage).toMatch(/One-Time Filter/)
    })
  })
})
