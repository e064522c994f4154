// The organisation tables' policy matrix (docs/decisions/067-organisations-as-records.md), on every
// engine: two organisations, A and B, each with an Admin and a Member; a signed-in outsider who
// belongs to neither; an anonymous visitor; staff (profiles.is_admin) who belong to neither; and
// the service role. Every caller tries select, insert, update and delete on both tables, against
// their own organisation (A) and the other one (B). Each cell states its outcome:
//
//   allowed            the statement succeeds and its effect is there afterwards
//   no rows            the statement succeeds and touches nothing (RLS hides the row)
//   permission denied  42501 from a missing table or column privilege
//
// and every write cell then looks at the data as the owner, so an allow is proven by its effect
// and a refusal by the lack of one. Each write cell works on an organisation of its own, made for
// it with A's or B's members, so no cell can spoil another's fixture.
//
// Then the helpers the policies and pages call: private.organization_team and
// private.record_member_activity, and the sets the policies test against.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Queryable } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'
import { NO_DETAILS, outcome, SEEN_BY_MEMBERSHIP } from './helpers/organization-matrix'

/** The callers. The Admin and Member are A's; B's own Admin and Member read too (selects). */
type Who = 'admin' | 'member' | 'adminB' | 'memberB' | 'outsider' | 'anon' | 'staff' | 'service'
type Org = 'A' | 'B'
type Refusal = 'permission denied'
type Expected = 'allowed' | 'no rows' | Refusal

describeEachEngine('organisation policies on %s', (kind) => {
  let db: TestDatabase
  const ids: Record<string, string> = {}
  const callers: Partial<Record<Who, Caller>> = { anon: ANON }
  const id = (label: string) => ids[label] ?? expect.unreachable(`no fixture ${label}`)
  const owner = (sql: string, params: unknown[] = []) => db.engine.query(sql, params)
  const exists = async (sql: string, params: unknown[]) => (await owner(sql, params)).rows.length > 0

  function as<T>(who: Who, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (who === 'service') return runAsServiceRole(db.engine, 'the organisation policy matrix', fn)
    return runAs(db.engine, callers[who] ?? expect.unreachable(`no caller ${who}`), fn)
  }

  /** An organisation with A's or B's Admin and Member, for one write cell. */
  async function organisationLike(org: Org) {
    const [admin, member] = org === 'A' ? [id('admin'), id('member')] : [id('adminB'), id('memberB')]
    return runAsServiceRole(db.engine, 'matrix fixture', async (tx) => {
      const organization = await createOrganisationIn(tx, { ...NO_DETAILS, name: `Like ${org}` }, admin)
      await tx.query(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
        [organization, member],
      )
      return organization
    })
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    for (const who of ['admin', 'member', 'adminB', 'memberB', 'outsider', 'staff'] as const) {
      const user = await runAsServiceRole(db.engine, 'matrix fixture', (tx) =>
        createUser(tx, {
          email: `${who.toLowerCase()}@orgs-matrix.example.com`,
          password: 'a-good-password',
          name: who,
        }),
      )
      ids[who] = user.id
      callers[who] = userCaller(user)
    }
    await owner('update public.profiles set is_admin = true where id = $1', [id('staff')])
    await runAsServiceRole(db.engine, 'matrix fixture', async (tx) => {
      ids.A = await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Organisation A' }, id('admin'))
      ids.B = await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Organisation B' }, id('adminB'))
      await tx.query(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member'), ($3, $4, 'member')`,
        [ids.A, id('member'), ids.B, id('memberB')],
      )
    })
  })
  afterAll(() => db?.close())

  // ---- select ------------------------------------------------------------------------------

  const MEMBERS_SEEN: Record<Who, string[] | Refusal> = {
    admin: ['A:admin', 'A:member'],
    member: ['A:admin', 'A:member'],
    adminB: ['B:adminB', 'B:memberB'],
    memberB: ['B:adminB', 'B:memberB'],
    outsider: [],
    anon: 'permission denied',
    staff: ['A:admin', 'A:member', 'B:adminB', 'B:memberB'],
    service: ['A:admin', 'A:member', 'B:adminB', 'B:memberB'],
  }
  const label = (value: string) => Object.keys(ids).find((key) => ids[key] === value) ?? value

  it.each(Object.entries(SEEN_BY_MEMBERSHIP))('organizations select as %s: %j', async (who, expected) => {
    let seen: string[] = []
    const result = await outcome(
      as(who as Who, async (tx) => {
        const { rows } = await tx.query<{ id: string }>('select id from public.organizations where id = any($1)', [
          [id('A'), id('B')],
        ])
        seen = rows.map((row) => label(row.id)).sort()
      }),
    )
    if (expected === 'permission denied') return expect(result).toBe('permission denied')
    expect(result).toBe('ok')
    expect(seen).toEqual(expected)
  })

  it.each(Object.entries(MEMBERS_SEEN))('organization_members select as %s: %j', async (who, expected) => {
    let seen: string[] = []
    const result = await outcome(
      as(who as Who, async (tx) => {
        const { rows } = await tx.query<{ organization_id: string; user_id: string }>(
          'select organization_id, user_id from public.organization_members where organization_id = any($1)',
          [[id('A'), id('B')]],
        )
        seen = rows.map((row) => `${label(row.organization_id)}:${label(row.user_id)}`).sort()
      }),
    )
    if (expected === 'permission denied') return expect(result).toBe('permission denied')
    expect(result).toBe('ok')
    expect(seen).toEqual(expected)
  })

  // ---- insert, update, delete ---------------------------------------------------------------

  /** One write: the statement, and whether its effect is there (read as the owner). */
  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  type Op = (organization: string, key: string) => Promise<Attempt>

  const WRITES: Record<string, Op> = {
    'organizations insert': async (_organization, key) => ({
      sql: `insert into public.organizations (id, name) values ($1, 'Forged')`,
      params: [key],
      happened: () => exists('select 1 from public.organizations where id = $1', [key]),
    }),
    'organizations update name': async (organization, key) => ({
      sql: 'update public.organizations set name = $2 where id = $1',
      params: [organization, `Renamed ${key}`],
      happened: () =>
        exists('select 1 from public.organizations where id = $1 and name = $2', [organization, `Renamed ${key}`]),
    }),
    // The only plan there is: a refusal here is the column grant's, not the check's; the service
    // role's write shows in updated_at.
    'organizations update plan': async (organization) => {
      // As text: a Date would drop the microseconds, and the time read back would seem later.
      const { rows } = await owner('select updated_at::text as at from public.organizations where id = $1', [
        organization,
      ])
      return {
        sql: `update public.organizations set plan = 'enterprise' where id = $1`,
        params: [organization],
        happened: () =>
          exists('select 1 from public.organizations where id = $1 and updated_at > $2::timestamptz', [
            organization,
            (rows[0] as { at: string }).at,
          ]),
      }
    },
    'organizations delete': async (organization) => ({
      sql: 'delete from public.organizations where id = $1',
      params: [organization],
      happened: async () => !(await exists('select 1 from public.organizations where id = $1', [organization])),
    }),
    // Someone added to the organisation: for the outsider, themselves.
    'organization_members insert the outsider': async (organization) => ({
      sql: `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`,
      params: [organization, id('outsider')],
      happened: () =>
        exists('select 1 from public.organization_members where organization_id = $1 and user_id = $2', [
          organization,
          id('outsider'),
        ]),
    }),
    'organization_members update the member to admin': async (organization) => ({
      sql: `update public.organization_members set role = 'admin' where organization_id = $1 and role = 'member'`,
      params: [organization],
      happened: async () =>
        !(await exists(`select 1 from public.organization_members where organization_id = $1 and role = 'member'`, [
          organization,
        ])),
    }),
    'organization_members update last_active_at': async (organization) => ({
      sql: `update public.organization_members set last_active_at = '2000-01-01' where organization_id = $1`,
      params: [organization],
      happened: () =>
        exists(
          `select 1 from public.organization_members where organization_id = $1 and last_active_at = '2000-01-01'`,
          [organization],
        ),
    }),
    'organization_members delete the member': async (organization) => ({
      sql: `delete from public.organization_members where organization_id = $1 and role = 'member'`,
      params: [organization],
      happened: async () =>
        !(await exists(`select 1 from public.organization_members where organization_id = $1 and role = 'member'`, [
          organization,
        ])),
    }),
  }

  /**
   * Who may do each write, on A (the Admin's and Member's own) or B: everything not listed is
   * refused. The service role does all of it. An organisation's Admin edits its details; nobody
   * else writes, and nobody through the API writes the plan, a membership or an organisation's
   * existence.
   */
  const ALLOWED: Record<string, Partial<Record<Who, Org[]>>> = {
    'organizations insert': { service: ['A', 'B'] },
    'organizations update name': { admin: ['A'], service: ['A', 'B'] },
    'organizations update plan': { service: ['A', 'B'] },
    'organizations delete': { service: ['A', 'B'] },
    'organization_members insert the outsider': { service: ['A', 'B'] },
    'organization_members update the member to admin': { service: ['A', 'B'] },
    'organization_members update last_active_at': { service: ['A', 'B'] },
    'organization_members delete the member': { service: ['A', 'B'] },
  }

  /**
   * How a write that is not allowed is refused: a privilege the role lacks, or (an UPDATE the
   * caller holds the column's privilege for) a row the policy hides.
   */
  function refusal(op: string, who: Who): Expected {
    if (op === 'organizations update name' && who !== 'anon') return 'no rows'
    return 'permission denied'
  }

  const WRITERS: Who[] = ['admin', 'member', 'outsider', 'anon', 'staff', 'service']
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.flatMap((who) =>
      (['A', 'B'] as const).map((org) => ({
        op,
        who,
        org,
        expected: (ALLOWED[op]![who]?.includes(org) ? 'allowed' : refusal(op, who)) as Expected,
      })),
    ),
  )

  it('has a cell for every caller, table, operation and organisation, and proves allows as well as refusals', () => {
    expect(CELLS).toHaveLength(8 * 6 * 2)
    expect(CELLS.filter((cell) => cell.expected === 'allowed').length).toBe(17)
    for (const table of ['organizations', 'organization_members'])
      for (const op of ['insert', 'update', 'delete'])
        expect(CELLS.some((cell) => cell.op.startsWith(`${table} ${op}`))).toBe(true)
  })

  it.each(CELLS)('$op on $org as $who: $expected', async ({ op, who, org, expected }) => {
    const organization = await organisationLike(org)
    const attempt = await WRITES[op]!(organization, randomUUID())

    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))

    expect(result).toBe(expected === 'permission denied' ? 'permission denied' : 'ok')
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  // ---- the helpers ---------------------------------------------------------------------------

  const TEAM_SEEN: Record<Exclude<Who, 'service'>, { A: string[]; B: string[] } | Refusal> = {
    admin: { A: ['admin', 'member'], B: [] },
    member: { A: ['admin', 'member'], B: [] },
    adminB: { A: [], B: ['adminB', 'memberB'] },
    memberB: { A: [], B: ['adminB', 'memberB'] },
    outsider: { A: [], B: [] },
    anon: 'permission denied',
    staff: { A: ['admin', 'member'], B: ['adminB', 'memberB'] },
  }

  it.each(Object.entries(TEAM_SEEN))(
    'private.organization_team as %s: only members and staff see a team and its e-mails',
    async (who, expected) => {
      const team = (org: Org) =>
        as(who as Who, async (tx) => {
          const { rows } = await tx.query<{ user_id: string; email: string; role: string }>(
            'select user_id, email, role from private.organization_team($1)',
            [id(org)],
          )
          for (const row of rows) expect(row.email).toBe(`${label(row.user_id).toLowerCase()}@orgs-matrix.example.com`)
          return rows.map((row) => label(row.user_id))
        })
      if (expected === 'permission denied') {
        expect(await outcome(team('A'))).toBe('permission denied')
        return
      }
      // Admins first.
      expect(await team('A')).toEqual(expected.A)
      expect(await team('B')).toEqual(expected.B)
    },
  )

  it('private.record_member_activity writes only the caller’s own membership, at most every 5 minutes', async () => {
    const organization = await organisationLike('A')
    const lastActive = async (who: string) =>
      (
        await owner(
          'select last_active_at from public.organization_members where organization_id = $1 and user_id = $2',
          [organization, id(who)],
        )
      ).rows[0] as { last_active_at: Date | null } | undefined
    const record = (who: Who) =>
      as(who, async (tx) => {
        const { rows } = await tx.query<{ written: boolean }>('select private.record_member_activity($1) as written', [
          organization,
        ])
        return rows[0]!.written
      })

    expect(await outcome(record('anon'))).toBe('permission denied')
    // Not theirs: nothing is written, for an outsider, staff or another organisation's Admin.
    expect(await record('outsider')).toBe(false)
    expect(await record('staff')).toBe(false)
    expect(await record('adminB')).toBe(false)
    expect(await lastActive('member')).toEqual({ last_active_at: null })
    expect(await lastActive('admin')).toEqual({ last_active_at: null })

    expect(await record('member')).toBe(true)
    const first = (await lastActive('member'))!.last_active_at
    expect(first).toBeInstanceOf(Date)
    expect(await lastActive('admin')).toEqual({ last_active_at: null })
    // Again at once: not written.
    expect(await record('member')).toBe(false)
    expect((await lastActive('member'))!.last_active_at).toEqual(first)
    // Six minutes on, it is.
    await owner(
      `update public.organization_members set last_active_at = now() - interval '6 minutes' where organization_id = $1 and user_id = $2`,
      [organization, id('member')],
    )
    expect(await record('member')).toBe(true)
  })

  it('the sets the policies test against are not for visitors, and say only the caller’s own', async () => {
    expect(await outcome(as('anon', (tx) => tx.query('select private.caller_organizations()')))).toBe(
      'permission denied',
    )
    expect(await outcome(as('anon', (tx) => tx.query('select private.caller_admin_organizations()')))).toBe(
      'permission denied',
    )
    const set = (who: Who, fn: string) =>
      as(who, async (tx) =>
        (await tx.query<{ id: string }>(`select ${fn}() as id`)).rows
          .map((row) => label(row.id))
          .filter((l) => l === 'A' || l === 'B'),
      )
    expect(await set('admin', 'private.caller_organizations')).toEqual(['A'])
    expect(await set('admin', 'private.caller_admin_organizations')).toEqual(['A'])
    expect(await set('member', 'private.caller_organizations')).toEqual(['A'])
    expect(await set('member', 'private.caller_admin_organizations')).toEqual([])
    expect(await set('staff', 'private.caller_organizations')).toEqual([])
  })
})
