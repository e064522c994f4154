// Staff open one organisation (/admin/organizations/{id}, issue 29's sixth part), on every engine:
// its details, its members newest first a page at a time by key (members joining at the same
// instant neither skipped nor repeated), the invitations waiting and the requests to join it,
// through the route's loader as staff load it; a 404 for an id that is not one; the members'
// function gives staff rows and nobody else any; and a change of an organisation's details, made
// by its Admin straight through the database, is in the audit log with the organisation named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runAs, runAsServiceRole, setDb, userCaller, type Caller } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { organizationMemberList } from '~/lib/admin-lists'
import { keysetPagerOf } from '~/lib/list-query'
import { loader } from '~/routes/admin.organizations_.$id'
import { cookieFrom, request, respond } from './helpers/app'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }

describeEachEngine('staff open one organisation on %s', (kind) => {
  let db: TestDatabase
  let staffCookie = ''
  let organizationId = ''
  let otherOrganizationId = ''
  const callers: Record<'staff' | 'admin' | 'outsider', Caller> = {} as never
  /** The members' e-mails, newest first (as the owner reads them). */
  let expected: string[] = []

  const args = (path: string, id = organizationId) => ({
    request: request(path, { cookie: staffCookie }),
    params: { id },
    context: {},
  })
  const load = async (search = '') => loader(args(`/admin/organizations/${organizationId}${search}`))

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    setDb(db.engine)
    const make = (who: string) =>
      runAsServiceRole(db.engine, 'fixture', (tx) =>
        createUser(tx, { email: `${who}@staff-org.example.com`, password: 'a-good-password', name: who }),
      )
    const staff = await make('staff')
    await db.engine.query('update public.profiles set is_admin = true where id = $1', [staff.id])
    staffCookie = cookieFrom(await createUserSession(staff, request('/login')))
    callers.staff = userCaller(staff)
    const admin = await make('admin')
    callers.admin = userCaller(admin)
    const outsider = await make('outsider')
    callers.outsider = userCaller(outsider)
    organizationId = await runAsServiceRole(db.engine, 'fixture', (tx) =>
      createOrganisationIn(
        tx,
        { ...NO_DETAILS, name: 'Harbour Logistics', industry: 'Logistics', website: 'https://harbour.example' },
        admin.id,
      ),
    )
    otherOrganizationId = await runAsServiceRole(db.engine, 'fixture', (tx) =>
      createOrganisationIn(tx, { ...NO_DETAILS, name: 'Elsewhere Ltd' }, outsider.id),
    )
    // 44 more members, joining two to an instant (the user id breaks the tie), all before the Admin.
    for (let n = 1; n <= 44; n++) {
      const member = await make(`member${String(n).padStart(2, '0')}`)
      await db.engine.query(
        `insert into public.organization_members (organization_id, user_id, role, joined_at)
         values ($1, $2, 'member', timestamptz '2026-01-01 00:00:00.123456+00' + ($3 / 2) * interval '1 hour')`,
        [organizationId, member.id, n],
      )
    }
    expected = (
      await db.engine.query<{ email: string }>(
        `select u.email::text as email from public.organization_members m join auth.users u on u.id = m.user_id
         where m.organization_id = $1 order by m.joined_at desc, m.user_id desc`,
        [organizationId],
      )
    ).rows.map((row) => row.email)
    expect(expected).toHaveLength(45)
    await db.engine.query(
      `insert into public.organization_invitations (organization_id, email, role, token_hash, expires_at)
       values ($1, 'invited@harbour.example', 'admin', repeat('a', 64), now() + interval '7 days'),
              ($2, 'elsewhere@other.example', 'member', repeat('b', 64), now() + interval '7 days')`,
      [organizationId, otherOrganizationId],
    )
    const asker = await make('asker')
    await db.engine.query(
      `insert into public.organization_join_requests (organization_id, user_id, email) values ($1, $2, 'asker@staff-org.example.com')`,
      [organizationId, asker.id],
    )
  })
  afterAll(async () => {
    setDb(undefined)
    await db?.close()
  })

  it('shows the details, the invitations waiting and the requests to join, of this organisation only', async () => {
    const opened = await load()
    expect(opened.organization).toMatchObject({
      name: 'Harbour Logistics',
      industry: 'Logistics',
      website: 'https://harbour.example',
      plan: 'enterprise',
      domain: null,
      require_two_factor: false,
    })
    expect(opened.invitations.map((i) => [i.email, i.role])).toEqual([['invited@harbour.example', 'Admin']])
    expect(opened.requests.map((r) => r.email)).toEqual(['asker@staff-org.example.com'])
  })

  it('pages through every member by key, newest first, each once, and back again', async () => {
    const list = organizationMemberList(organizationId)
    const seen: string[] = []
    const pages: string[][] = []
    let search = ''
    for (let turn = 0; turn < 5; turn++) {
      const { members, page, query } = await load(search)
      pages.push(members.map((m) => m.email))
      seen.push(...members.map((m) => m.email))
      expect(page.total).toBe(45)
      const pager = keysetPagerOf(list, query, page)!
      expect(pager).toMatchObject({ from: turn * 20 + 1, to: Math.min(45, turn * 20 + 20), total: 45 })
      if (!pager.next) break
      expect(pager.next).toMatch(new RegExp(`^/admin/organizations/${organizationId}\\?after=\\d+_[0-9a-f-]{36}$`))
      search = pager.next.slice(list.path.length)
    }
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5])
    expect(seen).toEqual(expected)
    expect(seen[0]).toBe('admin@staff-org.example.com')

    const last = await load(search)
    const back = keysetPagerOf(list, last.query, last.page)!.previous!
    expect(back).toMatch(/\?before=/)
    const middle = await load(back.slice(list.path.length))
    expect(middle.members.map((m) => m.email)).toEqual(pages[1])
    expect(keysetPagerOf(list, middle.query, middle.page)!.previous).toBe(list.path)
  })

  it('answers 404 for an id that is not one or names no organisation', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await respond(() => loader(args(`/admin/organizations/${id}`, id)))
      expect(response.status).toBe(404)
    }
  })

  it('gives the members, names and e-mails, to staff and to nobody else', async () => {
    const page = (caller: Caller) =>
      runAs(db.engine, caller, async (tx) =>
        (
          await tx.query<{ email: string }>(
            'select email from private.staff_organization_members($1, null, null, true, 100)',
            [organizationId],
          )
        ).rows.map((r) => r.email),
      )
    expect(await page(callers.staff)).toEqual(expected)
    // Its own Admin reads the team through Team's function, not staff's; an outsider reads nothing.
    expect(await page(callers.admin)).toEqual([])
    expect(await page(callers.outsider)).toEqual([])
    await expect(
      runAs(db.engine, { role: 'anon' }, (tx) =>
        tx.query('select * from private.staff_organization_members($1, null, null, true, 10)', [organizationId]),
      ),
    ).rejects.toThrow(/permission denied/)
  })

  describe('changes of its details', () => {
    const entries = async () =>
      (
        await db.engine.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
          `select action, actor_email, before, after from public.audit_log
           where entity = 'organization' and entity_id = $1 and action = 'organization.update' order by id`,
          [organizationId],
        )
      ).rows

    it('records a change its Admin makes straight through the database, with the organisation named', async () => {
      await runAs(db.engine, callers.admin, (tx) =>
        tx.query(`update public.organizations set name = 'Harbour Logistics Group', website = website where id = $1`, [
          organizationId,
        ]),
      )
      expect(await entries()).toEqual([
        {
          action: 'organization.update',
          actor_email: 'admin@staff-org.example.com',
          before: { organization: 'Harbour Logistics Group', name: 'Harbour Logistics' },
          after: { organization: 'Harbour Logistics Group', name: 'Harbour Logistics Group' },
        },
      ])
    })

    it('records nothing when nothing changed, and refuses an outsider the change', async () => {
      await runAs(db.engine, callers.admin, (tx) =>
        tx.query('update public.organizations set industry = industry where id = $1', [organizationId]),
      )
      const { rows } = await runAs(db.engine, callers.outsider, (tx) =>
        tx.query(`update public.organizations set name = 'Hijacked' where id = $1 returning id`, [organizationId]),
      )
      expect(rows).toEqual([])
      expect(await entries()).toHaveLength(1)
    })
  })
})
