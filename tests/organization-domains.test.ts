// Joining by e-mail domain (docs/decisions/069-joining-by-domain.md), on every engine:
//
// 1. The policy matrix of public.organization_domains and public.organization_join_requests, as
//    tests/organizations-rls.test.ts and tests/organization-invitations.test.ts do theirs:
//    organisations A and B, each with an Admin and a Member; an outsider (who asked to join both);
//    a visitor; staff; the service role. Select, insert, update and delete against A's and B's
//    rows, each write cell on rows of its own, proven by its effect afterwards.
// 2. The functions every change goes through: an Admin claims the domain of their own address
//    (never a Member, never another domain, one organisation per domain), someone at it asks to
//    join (the Admins' e-mails queued), the organisation's Admin or staff approve or reject (the
//    person's e-mail queued), the refusals, and each change in the audit log with the
//    organisation named.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAsServiceRole, type Caller } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { describeEachEngine } from './helpers/database'
import {
  NO_DETAILS,
  organisationMatrix,
  organisationOf,
  outcome,
  SEEN_BY_MEMBERSHIP,
  type MatrixOrg,
  type MatrixWho,
} from './helpers/organization-matrix'

type Who = MatrixWho
type Org = MatrixOrg
type Expected = 'allowed' | 'no rows' | 'permission denied'

/** A domain of its own for each fixture: claims are unique per domain. */
const newDomain = () => `d${randomUUID().slice(0, 8)}.example.org`

describeEachEngine('joining by e-mail domain on %s', (kind) => {
  const matrix = organisationMatrix(kind, 'domains')
  const { engine, ids, callers, id, owner, exists, as, status, account, organisationLike } = matrix

  /** A claim and a request of the outsider's (pending, or already decided), as the owner makes them. */
  async function claim(organization: string, domain = newDomain()) {
    await owner('insert into public.organization_domains (domain, organization_id) values ($1, $2)', [
      domain,
      organization,
    ])
    return domain
  }
  async function joinRequest(organization: string, pending: boolean) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.organization_join_requests (organization_id, user_id, email, status, decided_at)
       values ($1, $2, 'outsider@domains-matrix.example.com', $3, $4) returning id`,
      [organization, id('outsider'), pending ? 'pending' : 'rejected', pending ? null : new Date()],
    )
    return rows[0]!.id
  }

  beforeAll(async () => {
    await matrix.open()
    await claim(id('A'))
    await claim(id('B'))
    ids.reqA = await joinRequest(id('A'), true)
    ids.reqB = await joinRequest(id('B'), false)
  })
  afterAll(() => matrix.close())

  // ---- 1. the policy matrix -----------------------------------------------------------------

  const REQUESTS_SEEN: Record<Who, Org[] | 'permission denied'> = {
    admin: ['A'],
    member: [],
    adminB: ['B'],
    memberB: [],
    // The person who asked reads their own requests, whatever became of them.
    outsider: ['A', 'B'],
    anon: 'permission denied',
    staff: ['A', 'B'],
    service: ['A', 'B'],
  }

  const orgOf = (organization: string) => (organization === id('A') ? 'A' : 'B')

  const SELECTS = [
    ['organization_domains', 'organization_id = any($1)', [() => [id('A'), id('B')]], SEEN_BY_MEMBERSHIP],
    ['organization_join_requests', 'id = any($1)', [() => [id('reqA'), id('reqB')]], REQUESTS_SEEN],
  ] as const
  const SELECT_CELLS = SELECTS.flatMap(([table, where, [params], seen]) =>
    Object.entries(seen).map(([who, expected]) => ({ table, where, params, who: who as Who, expected })),
  )

  it.each(SELECT_CELLS)('$table select as $who: $expected', async ({ table, where, params, who, expected }) => {
    let seen: string[] = []
    const result = await outcome(
      as(who, async (tx) => {
        const { rows } = await tx.query<{ organization_id: string }>(
          `select organization_id from public.${table} where ${where}`,
          [params()],
        )
        seen = rows.map((row) => orgOf(row.organization_id)).sort()
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
  const self = (who: Who) => (who === 'anon' || who === 'service' ? id('outsider') : id(who))

  const WRITES: Record<string, (organization: string, who: Who) => Promise<Attempt>> = {
    'domains insert': async (organization) => {
      const domain = newDomain()
      return {
        sql: 'insert into public.organization_domains (domain, organization_id) values ($1, $2)',
        params: [domain, organization],
        happened: () => exists('select 1 from public.organization_domains where domain = $1', [domain]),
      }
    },
    'domains update': async (organization) => {
      const domain = await claim(organization)
      const next = newDomain()
      return {
        sql: 'update public.organization_domains set domain = $2 where domain = $1',
        params: [domain, next],
        happened: () => exists('select 1 from public.organization_domains where domain = $1', [next]),
      }
    },
    'domains delete': async (organization) => {
      const domain = await claim(organization)
      return {
        sql: 'delete from public.organization_domains where domain = $1',
        params: [domain],
        happened: async () => !(await exists('select 1 from public.organization_domains where domain = $1', [domain])),
      }
    },
    // As themselves: asking to join without the function's checks.
    'requests insert': async (organization, who) => {
      const email = `${randomUUID()}@domains-insert.example.com`
      return {
        sql: `insert into public.organization_join_requests (organization_id, user_id, email, status, decided_at)
              values ($1, $2, $3, 'rejected', now())`,
        params: [organization, self(who), email],
        happened: () => exists('select 1 from public.organization_join_requests where email = $1', [email]),
      }
    },
    // An Admin (or the person) approving by hand, past the function.
    'requests update': async (organization) => {
      const requestId = await joinRequest(organization, false)
      return {
        sql: `update public.organization_join_requests set status = 'approved' where id = $1`,
        params: [requestId],
        happened: () =>
          exists(`select 1 from public.organization_join_requests where id = $1 and status = 'approved'`, [requestId]),
      }
    },
    'requests delete': async (organization) => {
      const requestId = await joinRequest(organization, false)
      return {
        sql: 'delete from public.organization_join_requests where id = $1',
        params: [requestId],
        happened: async () =>
          !(await exists('select 1 from public.organization_join_requests where id = $1', [requestId])),
      }
    },
  }

  const WRITERS: Who[] = ['admin', 'member', 'outsider', 'anon', 'staff', 'service']
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.flatMap((who) =>
      (['A', 'B'] as const).map((org) => ({
        op,
        who,
        org,
        // Only the service role writes either table; everyone else goes through the functions.
        expected: (who === 'service' ? 'allowed' : 'permission denied') as Expected,
      })),
    ),
  )

  it('has a cell for every caller, operation and organisation, and only the service role writes', () => {
    expect(CELLS).toHaveLength(6 * 6 * 2)
    expect(CELLS.filter((cell) => cell.expected === 'allowed').length).toBe(12)
  })

  it.each(CELLS)('$op on $org as $who: $expected', async ({ op, who, org, expected }) => {
    const organization = await organisationLike(org)
    const attempt = await WRITES[op]!(organization, who)
    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))
    if (expected === 'permission denied') expect(result).toBe('permission denied')
    else expect(result).toBe('ok')
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  it('no API role calls the inner helper that reads the caller’s address', async () => {
    expect(await outcome(as('admin', (tx) => tx.query('select private.caller_email_domain()')))).toBe(
      'permission denied',
    )
  })

  // ---- 2. the functions ---------------------------------------------------------------------

  const claimAs = (who: Caller, organization: string, domain: string) =>
    status(who, 'private.claim_organization_domain($1, $2)', [organization, domain])
  const unclaimAs = (who: Caller, organization: string) =>
    status(who, 'private.unclaim_organization_domain($1)', [organization])
  const ask = (who: Caller, organization: string) =>
    status(who, 'private.request_to_join_organization($1)', [organization])
  const decide = (who: Caller | Who, request: string, approve: boolean) =>
    status(who, 'private.decide_organization_join_request($1, $2)', [request, approve])
  const offer = (who: Caller) =>
    as(who, async (tx) => (await tx.query('select * from private.caller_join_offer()')).rows)
  const roleOf = async (organization: string, user: string) =>
    (
      await owner<{ role: string }>(
        'select role from public.organization_members where organization_id = $1 and user_id = $2',
        [organization, user],
      )
    ).rows[0]?.role ?? null
  const audit = async (organization: string) =>
    (
      await owner<{ action: string; actor_email: string; after: Record<string, unknown> | null; before: unknown }>(
        `select action, actor_email, before, after from public.audit_log
         where entity = 'organization' and entity_id = $1 order by id`,
        [organization],
      )
    ).rows
  const mails = async (kind: string, lead: string) =>
    (
      await owner<{ payload: Record<string, unknown> }>(
        'select payload from private.mail_outbox where kind = $1 and lead_id = $2 order by payload ->> $3',
        [kind, lead, 'email'],
      )
    ).rows.map((row) => row.payload)

  /** An organisation at a fresh domain: an Admin and a Member there, and a second Admin elsewhere. */
  async function company(name: string) {
    const domain = newDomain()
    const admin = await account(`admin@${domain}`)
    const member = await account(`member@${domain}`)
    const elsewhere = await account(`second@${newDomain()}`)
    const organization = await organisationOf(engine(), name, admin.id, member.id)
    await owner(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`, [
      organization,
      elsewhere.id,
    ])
    return { domain, admin, member, elsewhere, organization }
  }

  describe('claiming a domain', () => {
    it('only an Admin, only the domain of their own address, one organisation per domain', async () => {
      const acme = await company('Acme Ltd')
      expect(await claimAs(acme.member.caller, acme.organization, acme.domain)).toBe('not-admin')
      expect(await claimAs(callers.outsider!, acme.organization, acme.domain)).toBe('not-admin')
      expect(await claimAs(acme.admin.caller, acme.organization, 'other.example.org')).toBe('not-your-domain')
      expect(await claimAs(acme.admin.caller, acme.organization, ` ${acme.domain.toUpperCase()} `)).toBe('claimed')
      expect(await claimAs(acme.admin.caller, acme.organization, acme.domain)).toBe('already')
      // Another Admin of it, at another domain: one domain per organisation.
      const second = acme.elsewhere.email.split('@')[1]!
      expect(await claimAs(acme.elsewhere.caller, acme.organization, second)).toBe('has-domain')

      // Someone at the same domain who is Admin of another organisation.
      const rival = await account(`rival@${acme.domain}`)
      const rivalOrganization = await runAsServiceRole(engine(), 'fixture', (tx) =>
        createOrganisationIn(tx, { ...NO_DETAILS, name: 'Rival' }, rival.id),
      )
      expect(await claimAs(rival.caller, rivalOrganization, acme.domain)).toBe('taken')

      expect(await unclaimAs(acme.member.caller, acme.organization)).toBe('not-admin')
      expect(await unclaimAs(acme.admin.caller, acme.organization)).toBe('unclaimed')
      expect(await unclaimAs(acme.admin.caller, acme.organization)).toBe('not-found')
      // Free now: the rival may claim it.
      expect(await claimAs(rival.caller, rivalOrganization, acme.domain)).toBe('claimed')

      expect(await audit(acme.organization)).toEqual([
        {
          action: 'organization.domain_claim',
          actor_email: acme.admin.email,
          before: null,
          after: { organization: 'Acme Ltd', domain: acme.domain },
        },
        {
          action: 'organization.domain_unclaim',
          actor_email: acme.admin.email,
          before: { organization: 'Acme Ltd', domain: acme.domain },
          after: null,
        },
      ])
    })
  })

  describe('asking to join, and the decision', () => {
    it('someone at the claimed domain asks; the Admins are e-mailed; an Admin approves; they are a Member', async () => {
      const acme = await company('Acme Ltd')
      await claimAs(acme.admin.caller, acme.organization, acme.domain)
      const other = await company('Other Ltd')
      await claimAs(other.admin.caller, other.organization, other.domain)
      const carol = await account(`carol@${acme.domain}`)

      expect(await offer(carol.caller)).toEqual([
        {
          organization_id: acme.organization,
          organization_name: 'Acme Ltd',
          domain: acme.domain,
          request_status: null,
        },
      ])
      // Only the organisation that claimed their domain.
      expect(await ask(carol.caller, other.organization)).toBe('no-claim')
      expect(await ask(carol.caller, acme.organization)).toBe('requested')
      expect(await ask(carol.caller, acme.organization)).toBe('pending')
      expect(await offer(carol.caller)).toEqual([
        { organization_id: acme.organization, organization_name: 'Acme Ltd', domain: null, request_status: 'pending' },
      ])
      // A member of any organisation does not ask.
      expect(await ask(acme.member.caller, acme.organization)).toBe('member')

      const { rows } = await owner<{ id: string }>(
        `select id from public.organization_join_requests where user_id = $1 and status = 'pending'`,
        [carol.id],
      )
      const requestId = rows[0]!.id
      // One e-mail for each of its Admins, none for the Member.
      expect(await mails('join_request', requestId)).toEqual([
        { email: acme.admin.email, requester: carol.email, organization: 'Acme Ltd' },
        { email: acme.elsewhere.email, requester: carol.email, organization: 'Acme Ltd' },
      ])

      // Who may decide: not a Member, not another organisation's Admin, not the person.
      expect(await decide(acme.member.caller, requestId, true)).toBe('not-allowed')
      expect(await decide(other.admin.caller, requestId, true)).toBe('not-allowed')
      expect(await decide(carol.caller, requestId, true)).toBe('not-allowed')
      expect(await decide(callers.outsider!, randomUUID(), true)).toBe('not-allowed')
      expect(await roleOf(acme.organization, carol.id)).toBeNull()

      expect(await decide(acme.admin.caller, requestId, true)).toBe('approved')
      expect(await roleOf(acme.organization, carol.id)).toBe('member')
      expect(await decide(acme.admin.caller, requestId, false)).toBe('not-found')
      expect(await mails('join_decision', requestId)).toEqual([
        { email: carol.email, organization: 'Acme Ltd', approved: true },
      ])
      expect(await offer(carol.caller)).toEqual([
        {
          organization_id: acme.organization,
          organization_name: 'Acme Ltd',
          domain: acme.domain,
          request_status: 'approved',
        },
      ])

      const log = await audit(acme.organization)
      expect(log.slice(1)).toEqual([
        {
          action: 'organization.join_request',
          actor_email: carol.email,
          before: null,
          after: { organization: 'Acme Ltd', email: carol.email },
        },
        {
          action: 'organization.join_approve',
          actor_email: acme.admin.email,
          before: null,
          after: { organization: 'Acme Ltd', email: carol.email, role: 'member' },
        },
      ])
    })

    it('staff reject; the person is told, is no member, and may not ask the same organisation again', async () => {
      const acme = await company('Acme Ltd')
      await claimAs(acme.admin.caller, acme.organization, acme.domain)
      const dave = await account(`dave@${acme.domain}`)
      expect(await ask(dave.caller, acme.organization)).toBe('requested')
      const requestId = (
        await owner<{ id: string }>('select id from public.organization_join_requests where user_id = $1', [dave.id])
      ).rows[0]!.id
      expect(await decide('staff', requestId, false)).toBe('rejected')
      expect(await roleOf(acme.organization, dave.id)).toBeNull()
      expect(await mails('join_decision', requestId)).toEqual([
        { email: dave.email, organization: 'Acme Ltd', approved: false },
      ])
      expect(await offer(dave.caller)).toMatchObject([{ request_status: 'rejected' }])
      expect(await ask(dave.caller, acme.organization)).toBe('rejected')
      expect((await audit(acme.organization)).map((row) => [row.action, row.actor_email])).toEqual([
        ['organization.domain_claim', acme.admin.email],
        ['organization.join_request', dave.email],
        ['organization.join_reject', 'staff@domains-matrix.example.com'],
      ])
      expect(await decide('staff', randomUUID(), true)).toBe('not-found')
    })

    it('approving someone who has joined another organisation meanwhile is refused; Reject still closes it', async () => {
      const acme = await company('Acme Ltd')
      await claimAs(acme.admin.caller, acme.organization, acme.domain)
      const erin = await account(`erin@${acme.domain}`)
      expect(await ask(erin.caller, acme.organization)).toBe('requested')
      const requestId = (
        await owner<{ id: string }>('select id from public.organization_join_requests where user_id = $1', [erin.id])
      ).rows[0]!.id
      await owner(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
        [id('B'), erin.id],
      )
      expect(await decide(acme.admin.caller, requestId, true)).toBe('other-organization')
      expect(await roleOf(acme.organization, erin.id)).toBeNull()
      expect(await decide(acme.admin.caller, requestId, false)).toBe('rejected')
    })

    it('an unclaimed domain offers nothing, and a request already made stays for the Admins', async () => {
      const acme = await company('Acme Ltd')
      await claimAs(acme.admin.caller, acme.organization, acme.domain)
      const finn = await account(`finn@${acme.domain}`)
      const gina = await account(`gina@${acme.domain}`)
      expect(await ask(finn.caller, acme.organization)).toBe('requested')
      expect(await unclaimAs(acme.admin.caller, acme.organization)).toBe('unclaimed')
      expect(await offer(gina.caller)).toEqual([])
      expect(await ask(gina.caller, acme.organization)).toBe('no-claim')
      expect(await offer(finn.caller)).toMatchObject([{ request_status: 'pending', organization_name: 'Acme Ltd' }])
      const requestId = (
        await owner<{ id: string }>('select id from public.organization_join_requests where user_id = $1', [finn.id])
      ).rows[0]!.id
      expect(await decide(acme.admin.caller, requestId, true)).toBe('approved')
    })

    it('the visitor has no function to call', async () => {
      expect(await outcome(as('anon', (tx) => tx.query('select private.caller_join_offer()')))).toBe(
        'permission denied',
      )
      expect(
        await outcome(as('anon', (tx) => tx.query('select private.request_to_join_organization($1)', [id('A')]))),
      ).toBe('permission denied')
    })
  })
})
