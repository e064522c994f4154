// The team that works together (docs/decisions/068-invitations-and-roles.md), on every engine:
//
// 1. public.organization_invitations' policy matrix, as tests/organizations-rls.test.ts does the
//    organisation tables: organisations A and B, each with an Admin and a Member; an outsider; a
//    visitor; staff; the service role. Select, insert, update and delete against A's and B's
//    invitations, each write cell on an invitation of its own, proven by its effect.
// 2. The functions every change goes through: invite → accept (expiry, single use, the wrong
//    account, a member of another organisation), Resend (the old link dies) and Revoke, an address
//    already in the team or already invited, roles, removal and leaving, the rule that an
//    organisation with members keeps an Admin (in the functions, and in the trigger under them),
//    and each change in the audit log with the organisation named.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Queryable } from '~/.server/db'
import { createOrganisationIn, endMembershipsIn } from '~/.server/organizations'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'
import { outcome } from './helpers/policy-outcome'

type Who = 'admin' | 'member' | 'adminB' | 'memberB' | 'outsider' | 'anon' | 'staff' | 'service'
type Org = 'A' | 'B'
type Expected = 'allowed' | 'no rows' | 'permission denied'

const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
const token = () => randomBytes(32).toString('base64url')
const hash = (t: string) => createHash('sha256').update(t).digest('hex')

describeEachEngine('organisation invitations and the team on %s', (kind) => {
  let db: TestDatabase
  const ids: Record<string, string> = {}
  const callers: Partial<Record<Who, Caller>> = { anon: ANON }
  const id = (label: string) => ids[label] ?? expect.unreachable(`no fixture ${label}`)
  const owner = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.engine.query(sql, params) as Promise<{ rows: T[] }>
  const exists = async (sql: string, params: unknown[]) => (await owner(sql, params)).rows.length > 0

  function as<T>(who: Who | Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (who === 'service') return runAsServiceRole(db.engine, 'the invitations tests', fn)
    const caller = typeof who === 'string' ? callers[who] : who
    return runAs(db.engine, caller ?? expect.unreachable(`no caller ${String(who)}`), fn)
  }

  /** One of the team's functions, as `who`: its answer. */
  async function status(who: Who | Caller, sql: string, params: unknown[]) {
    return as(
      who,
      async (tx) => (await tx.query<{ status: string }>(`select ${sql} as status`, params)).rows[0]!.status,
    )
  }

  async function account(email: string) {
    const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
      createUser(tx, { email, password: 'a-good-password', name: null }),
    )
    return { id: user.id, caller: userCaller(user) }
  }

  /** An organisation with A's or B's Admin and Member. */
  async function organisationLike(org: Org, name = `Like ${org}`) {
    const [admin, member] = org === 'A' ? [id('admin'), id('member')] : [id('adminB'), id('memberB')]
    return runAsServiceRole(db.engine, 'fixture', async (tx) => {
      const organization = await createOrganisationIn(tx, { ...NO_DETAILS, name }, admin)
      await tx.query(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
        [organization, member],
      )
      return organization
    })
  }

  /** An open invitation to `organization`, as the owner makes it. */
  async function invitation(organization: string, email = `${randomUUID()}@invited.example.com`) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.organization_invitations (organization_id, email, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '7 days') returning id`,
      [organization, email, hash(token())],
    )
    return rows[0]!.id
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    for (const who of ['admin', 'member', 'adminB', 'memberB', 'outsider', 'staff'] as const) {
      const made = await account(`${who.toLowerCase()}@invitations-matrix.example.com`)
      ids[who] = made.id
      callers[who] = made.caller
    }
    await owner('update public.profiles set is_admin = true where id = $1', [id('staff')])
    ids.A = await organisationLike('A', 'Organisation A')
    ids.B = await organisationLike('B', 'Organisation B')
    ids.invA = await invitation(ids.A)
    ids.invB = await invitation(ids.B)
  })
  afterAll(() => db?.close())

  // ---- 1. the policy matrix -----------------------------------------------------------------

  const SEEN: Record<Who, Org[] | 'permission denied'> = {
    admin: ['A'],
    member: [],
    adminB: ['B'],
    memberB: [],
    outsider: [],
    anon: 'permission denied',
    staff: ['A', 'B'],
    service: ['A', 'B'],
  }

  it.each(Object.entries(SEEN))('organization_invitations select as %s: %j', async (who, expected) => {
    let seen: string[] = []
    const result = await outcome(
      as(who as Who, async (tx) => {
        const { rows } = await tx.query<{ organization_id: string }>(
          'select organization_id from public.organization_invitations where id = any($1)',
          [[id('invA'), id('invB')]],
        )
        seen = rows.map((row) => (row.organization_id === id('A') ? 'A' : 'B')).sort()
      }),
    )
    if (expected === 'permission denied') return expect(result).toBe('permission denied')
    expect(result).toBe('ok')
    expect(seen).toEqual(expected)
  })

  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  const self = (who: Who) => (who === 'anon' || who === 'service' ? null : id(who))

  const WRITES: Record<string, (organization: string, who: Who) => Promise<Attempt>> = {
    // As themselves (invited_by their own id), the way the policy wants it.
    insert: async (organization, who) => {
      const t = hash(token())
      return {
        sql: `insert into public.organization_invitations (organization_id, email, token_hash, invited_by, expires_at)
              values ($1, 'someone@insert.example.com', $2, $3, now() + interval '7 days')`,
        params: [organization, t, self(who)],
        happened: () => exists('select 1 from public.organization_invitations where token_hash = $1', [t]),
      }
    },
    // In someone else's name: never an API role's.
    'insert as another inviter': async (organization) => {
      const t = hash(token())
      return {
        sql: `insert into public.organization_invitations (organization_id, email, token_hash, invited_by, expires_at)
              values ($1, 'someone@forged.example.com', $2, $3, now() + interval '7 days')`,
        params: [organization, t, id('staff')],
        happened: () => exists('select 1 from public.organization_invitations where token_hash = $1', [t]),
      }
    },
    'update accepted_at': async (organization) => {
      const invitationId = await invitation(organization)
      return {
        sql: 'update public.organization_invitations set accepted_at = now() where id = $1',
        params: [invitationId],
        happened: () =>
          exists('select 1 from public.organization_invitations where id = $1 and accepted_at is not null', [
            invitationId,
          ]),
      }
    },
    delete: async (organization) => {
      const invitationId = await invitation(organization)
      return {
        sql: 'delete from public.organization_invitations where id = $1',
        params: [invitationId],
        happened: async () =>
          !(await exists('select 1 from public.organization_invitations where id = $1', [invitationId])),
      }
    },
  }

  const ALLOWED: Record<string, Partial<Record<Who, Org[]>>> = {
    insert: { admin: ['A'], service: ['A', 'B'] },
    'insert as another inviter': { service: ['A', 'B'] },
    'update accepted_at': { service: ['A', 'B'] },
    delete: { admin: ['A'], service: ['A', 'B'] },
  }

  /** A refused write: a privilege the role lacks, or a row the policy hides or refuses. */
  function refusal(op: string, who: Who): Expected {
    if (who === 'anon' || op === 'update accepted_at') return 'permission denied'
    if (op === 'delete') return 'no rows'
    // An insert the policy's check refuses is a 42501 too ("violates row-level security policy").
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

  it('has a cell for every caller, operation and organisation', () => {
    expect(CELLS).toHaveLength(4 * 6 * 2)
    expect(CELLS.filter((cell) => cell.expected === 'allowed').length).toBe(10)
  })

  it.each(CELLS)('organization_invitations $op on $org as $who: $expected', async ({ op, who, org, expected }) => {
    const organization = await organisationLike(org)
    const attempt = await WRITES[op]!(organization, who)
    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))
    if (expected === 'permission denied') expect(result).toMatch(/^(permission denied|42501: new row violates)/)
    else expect(result).toBe('ok')
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  it('no API role changes a membership directly: the team changes only through its functions', async () => {
    const organization = await organisationLike('A')
    for (const sql of [
      `update public.organization_members set role = 'admin' where organization_id = $1`,
      `delete from public.organization_members where organization_id = $1`,
      `insert into public.organization_members (organization_id, user_id) values ($1, '${id('outsider')}')`,
    ])
      expect(await outcome(as('admin', (tx) => tx.query(sql, [organization])))).toBe('permission denied')
  })

  // ---- 2. the functions ---------------------------------------------------------------------

  const invite = (who: Who | Caller, organization: string, email: string, role = 'member', t = token()) =>
    status(who, 'private.invite_to_organization($1, $2, $3, $4)', [organization, email, role, t])
  const accept = (who: Who | Caller, t: string) =>
    as(
      who,
      async (tx) =>
        (await tx.query<{ status: string }>('select status from private.accept_organization_invitation($1)', [t]))
          .rows[0]!.status,
    )
  const roleOf = async (organization: string, user: string) =>
    (
      await owner<{ role: string }>(
        'select role from public.organization_members where organization_id = $1 and user_id = $2',
        [organization, user],
      )
    ).rows[0]?.role ?? null
  const audit = async (organization: string) =>
    (
      await owner<{
        action: string
        actor_email: string
        before: Record<string, unknown> | null
        after: Record<string, unknown> | null
      }>(
        `select action, actor_email, before, after from public.audit_log
         where entity = 'organization' and entity_id = $1 order by id`,
        [organization],
      )
    ).rows

  describe('invite → accept', () => {
    it('an Admin invites; the e-mail is queued with the link; the invitee signs in and joins, once', async () => {
      const organization = await organisationLike('A', 'Joiners Ltd')
      const invitee = await account(`${randomUUID()}@invitee.example.com`)
      const email = (await owner<{ email: string }>('select email from auth.users where id = $1', [invitee.id]))
        .rows[0]!.email
      const t = token()
      expect(await invite('admin', organization, email.toUpperCase(), 'member', t)).toBe('invited')

      const stored = await owner<{ email: string; token_hash: string; id: string }>(
        'select id, email, token_hash from public.organization_invitations where organization_id = $1',
        [organization],
      )
      expect(stored.rows).toEqual([expect.objectContaining({ email, token_hash: hash(t) })])
      expect(JSON.stringify(stored.rows)).not.toContain(t)
      const mail = await owner<{ payload: Record<string, unknown> }>(
        `select payload from private.mail_outbox where kind = 'invitation' and lead_id = $1`,
        [stored.rows[0]!.id],
      )
      expect(mail.rows).toEqual([
        { payload: expect.objectContaining({ email, organization: 'Joiners Ltd', role: 'member', token: t }) },
      ])

      expect(await accept(invitee.caller, t)).toBe('joined')
      expect(await roleOf(organization, invitee.id)).toBe('member')
      // Single use.
      expect(await accept(invitee.caller, t)).toBe('invalid')
      expect(await accept(invitee.caller, token())).toBe('invalid')

      const log = await audit(organization)
      expect(log.map((entry) => entry.action)).toEqual(['organization.invite', 'organization.join'])
      expect(log[0]).toMatchObject({
        actor_email: 'admin@invitations-matrix.example.com',
        after: { organization: 'Joiners Ltd', email, role: 'member' },
      })
      expect(log[1]).toMatchObject({ actor_email: email, after: { organization: 'Joiners Ltd', email } })
    })

    it('an Admin invites with the Admin role, and the invitee joins as an Admin', async () => {
      const organization = await organisationLike('A')
      const invitee = await account(`${randomUUID()}@invitee.example.com`)
      const email = (await owner<{ email: string }>('select email from auth.users where id = $1', [invitee.id]))
        .rows[0]!.email
      const t = token()
      expect(await invite('admin', organization, email, 'admin', t)).toBe('invited')
      expect(await accept(invitee.caller, t)).toBe('joined')
      expect(await roleOf(organization, invitee.id)).toBe('admin')
    })

    it('refuses an expired link, another account, and a member of another organisation', async () => {
      const organization = await organisationLike('A')
      const invitee = await account(`${randomUUID()}@invitee.example.com`)
      const email = (await owner<{ email: string }>('select email from auth.users where id = $1', [invitee.id]))
        .rows[0]!.email

      const expired = token()
      expect(await invite('admin', organization, email, 'member', expired)).toBe('invited')
      await owner(
        `update public.organization_invitations set sent_at = now() - interval '8 days', expires_at = now() - interval '1 day'
         where token_hash = $1`,
        [hash(expired)],
      )
      expect(await accept(invitee.caller, expired)).toBe('expired')
      expect(await roleOf(organization, invitee.id)).toBeNull()

      // Resend gives a new link, and the expired one stays dead.
      const { rows } = await owner<{ id: string }>(
        'select id from public.organization_invitations where token_hash = $1',
        [hash(expired)],
      )
      const fresh = token()
      expect(
        await status('admin', 'private.resend_organization_invitation($1, $2, $3)', [organization, rows[0]!.id, fresh]),
      ).toBe('resent')
      expect(await accept(invitee.caller, expired)).toBe('invalid')
      // Sent to another address: the outsider may not take it, and it stays open.
      expect(await accept('outsider', fresh)).toBe('wrong-account')
      // The B Member belongs to another organisation: one organisation per member for now.
      const forB = token()
      expect(await invite('admin', organization, 'memberb@invitations-matrix.example.com', 'member', forB)).toBe(
        'invited',
      )
      expect(await accept('memberB', forB)).toBe('other-organization')
      expect(await roleOf(organization, id('memberB'))).toBeNull()
      // A visitor cannot call it at all.
      expect(await outcome(accept('anon', fresh))).toBe('permission denied')

      expect(await accept(invitee.caller, fresh)).toBe('joined')
    })

    it('says when the address is in the team already or has an open invitation, and only Admins invite', async () => {
      const organization = await organisationLike('A')
      expect(await invite('admin', organization, 'member@invitations-matrix.example.com')).toBe('member')
      expect(await invite('admin', organization, 'new@pending.example.com')).toBe('invited')
      expect(await invite('admin', organization, ' NEW@pending.example.com ')).toBe('pending')
      expect(await invite('member', organization, 'other@pending.example.com')).toBe('not-admin')
      expect(await invite('adminB', organization, 'other@pending.example.com')).toBe('not-admin')
      expect(await invite('staff', organization, 'other@pending.example.com')).toBe('not-admin')
      expect(await invite('service', organization, 'other@pending.example.com')).toBe('not-admin')
      const open = await owner('select 1 from public.organization_invitations where organization_id = $1', [
        organization,
      ])
      expect(open.rows).toHaveLength(1)
    })

    it('Revoke: the link stops working and its unsent e-mail goes; only its Admins revoke', async () => {
      const organization = await organisationLike('A')
      const t = token()
      expect(await invite('admin', organization, 'outsider@invitations-matrix.example.com', 'member', t)).toBe(
        'invited',
      )
      const { rows } = await owner<{ id: string }>(
        'select id from public.organization_invitations where token_hash = $1',
        [hash(t)],
      )
      const invitationId = rows[0]!.id
      expect(
        await status('member', 'private.revoke_organization_invitation($1, $2)', [organization, invitationId]),
      ).toBe('not-admin')
      expect(await status('adminB', 'private.revoke_organization_invitation($1, $2)', [id('B'), invitationId])).toBe(
        'not-found',
      )
      expect(
        await status('admin', 'private.revoke_organization_invitation($1, $2)', [organization, invitationId]),
      ).toBe('revoked')
      expect(await exists('select 1 from private.mail_outbox where lead_id = $1', [invitationId])).toBe(false)
      expect(await accept('outsider', t)).toBe('invalid')
      expect((await audit(organization)).map((entry) => entry.action)).toEqual([
        'organization.invite',
        'organization.invitation_revoke',
      ])
    })
  })

  describe('roles, removal and leaving', () => {
    const setRole = (who: Who, organization: string, user: string, role: string) =>
      status(who, 'private.set_organization_member_role($1, $2, $3)', [organization, user, role])
    const remove = (who: Who, organization: string, user: string) =>
      status(who, 'private.remove_organization_member($1, $2)', [organization, user])
    const leave = (who: Who, organization: string) => status(who, 'private.leave_organization($1)', [organization])

    it('the only Admin can be neither demoted, removed nor leave; with a second Admin they can', async () => {
      const organization = await organisationLike('A', 'Last Admin Co')
      expect(await setRole('admin', organization, id('admin'), 'member')).toBe('last-admin')
      expect(await remove('admin', organization, id('admin'))).toBe('last-admin')
      expect(await leave('admin', organization)).toBe('last-admin')
      expect(await roleOf(organization, id('admin'))).toBe('admin')

      expect(await setRole('admin', organization, id('member'), 'admin')).toBe('changed')
      expect(await setRole('admin', organization, id('member'), 'admin')).toBe('unchanged')
      expect(await setRole('admin', organization, id('admin'), 'member')).toBe('changed')
      // Now the former Member is the only Admin.
      expect(await leave('member', organization)).toBe('last-admin')
      expect(await leave('admin', organization)).toBe('left')
      expect(await roleOf(organization, id('admin'))).toBeNull()

      const log = await audit(organization)
      expect(log.map((entry) => entry.action)).toEqual(['organization.role', 'organization.role', 'organization.leave'])
      expect(log[0]).toMatchObject({
        before: { organization: 'Last Admin Co', role: 'member' },
        after: { organization: 'Last Admin Co', role: 'admin' },
      })
      expect(log[2]).toMatchObject({ actor_email: 'admin@invitations-matrix.example.com', before: { role: 'member' } })
    })

    it('only the organisation’s Admins change roles or remove; a Member leaves', async () => {
      const organization = await organisationLike('A')
      expect(await setRole('member', organization, id('member'), 'admin')).toBe('not-admin')
      expect(await remove('member', organization, id('admin'))).toBe('not-admin')
      expect(await setRole('adminB', organization, id('member'), 'admin')).toBe('not-admin')
      expect(await remove('staff', organization, id('member'))).toBe('not-admin')
      expect(await remove('outsider', organization, id('member'))).toBe('not-admin')
      expect(await remove('admin', organization, id('outsider'))).toBe('not-found')
      expect(await leave('outsider', organization)).toBe('not-member')
      expect(await roleOf(organization, id('member'))).toBe('member')

      expect(await remove('admin', organization, id('member'))).toBe('removed')
      expect(await roleOf(organization, id('member'))).toBeNull()
      const other = await organisationLike('A')
      expect(await leave('member', other)).toBe('left')
      expect((await audit(organization)).map((entry) => entry.action)).toEqual(['organization.remove'])
      expect((await audit(other)).map((entry) => entry.action)).toEqual(['organization.leave'])
    })

    it('two Admins demoting each other at the same moment leave one Admin (on PostgreSQL, truly at once)', async () => {
      const organization = await organisationLike('A')
      await owner(`update public.organization_members set role = 'admin' where organization_id = $1`, [organization])
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all([
          setRole('admin', organization, id('member'), 'member'),
          setRole('member', organization, id('admin'), 'member'),
        ])
        expect(answers.sort()).toEqual(['changed', 'not-admin'])
        const admins = await owner<{ n: number }>(
          `select count(*)::int as n from public.organization_members where organization_id = $1 and role = 'admin'`,
          [organization],
        )
        expect(admins.rows[0]!.n).toBe(1)
        await owner(`update public.organization_members set role = 'admin' where organization_id = $1`, [organization])
      }
    })

    it('the trigger keeps an Admin whatever the path, the service role’s included', async () => {
      const organization = await organisationLike('A')
      const refused = await outcome(
        as('service', (tx) =>
          tx.query(`update public.organization_members set role = 'member' where organization_id = $1`, [organization]),
        ),
      )
      expect(refused).toMatch(/^23514: An organisation with members keeps at least one Admin/)
      expect(
        await outcome(
          as('service', (tx) =>
            tx.query(`delete from public.organization_members where organization_id = $1 and role = 'admin'`, [
              organization,
            ]),
          ),
        ),
      ).toMatch(/^23514/)
      expect(await roleOf(organization, id('admin'))).toBe('admin')
      // The last member going, and the organisation going, are not held to it.
      expect(
        await outcome(
          as('service', (tx) => tx.query('delete from public.organizations where id = $1', [organization])),
        ),
      ).toBe('ok')
    })

    it('erasing the only Admin makes the member who joined first an Admin', async () => {
      const solo = await account(`${randomUUID()}@erased.example.com`)
      const stays = await account(`${randomUUID()}@stays.example.com`)
      const organization = await runAsServiceRole(db.engine, 'fixture', async (tx) => {
        const made = await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Erasure Co' }, solo.id)
        await tx.query(`insert into public.organization_members (organization_id, user_id) values ($1, $2)`, [
          made,
          stays.id,
        ])
        return made
      })
      await runAsServiceRole(db.engine, 'erasure', (tx) => endMembershipsIn(tx, solo.id))
      expect(await roleOf(organization, stays.id)).toBe('admin')
      expect(await roleOf(organization, solo.id)).toBeNull()
    })
  })
})
