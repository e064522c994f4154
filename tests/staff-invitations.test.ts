// Staff join by invitation (docs/decisions/077-confirming-addresses-and-inviting-staff.md), on
// every engine:
//
// 1. public.staff_invitations' policy matrix: an organisation's Admin and Member (customers), an
//    outsider, a visitor, staff and the service role; select, insert, update and delete, each
//    write proven by its effect. Only staff (and the service role) read or write.
// 2. The functions: invite (only staff), accept (the invitee becomes staff with no organisation
//    and no join request; single use; the wrong account; expiry), Resend (the old link dies),
//    Revoke, an address already staff or already invited, each in the audit log.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachEngine } from './helpers/database'
import { organisationMatrix, outcome, type MatrixWho } from './helpers/organization-matrix'

type Who = MatrixWho
type Expected = 'allowed' | 'no rows' | 'permission denied'

const token = () => randomBytes(32).toString('base64url')
const hash = (t: string) => createHash('sha256').update(t).digest('hex')

describeEachEngine('staff invitations on %s', (kind) => {
  const matrix = organisationMatrix(kind, 'staff-invitations')
  const { ids, id, owner, exists, as, status, account } = matrix

  /** An open staff invitation, as the owner makes it. */
  async function invitation(email = `${randomUUID()}@staff.example.com`) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.staff_invitations (email, token_hash, expires_at)
       values ($1, $2, now() + interval '7 days') returning id`,
      [email, hash(token())],
    )
    return rows[0]!.id
  }

  beforeAll(async () => {
    await matrix.open()
    ids.inv = await invitation()
  })
  afterAll(() => matrix.close())

  // ---- 1. the policy matrix -----------------------------------------------------------------

  const SEEN: Record<Who, boolean | 'permission denied'> = {
    admin: false,
    member: false,
    adminB: false,
    memberB: false,
    outsider: false,
    anon: 'permission denied',
    staff: true,
    service: true,
  }

  it.each(Object.entries(SEEN))('staff_invitations select as %s: %j', async (who, expected) => {
    let seen = false
    const result = await outcome(
      as(who as Who, async (tx) => {
        const { rows } = await tx.query('select id from public.staff_invitations where id = $1', [id('inv')])
        seen = rows.length > 0
      }),
    )
    if (expected === 'permission denied') return expect(result).toBe('permission denied')
    expect(result).toBe('ok')
    expect(seen).toBe(expected)
  })

  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  const self = (who: Who) => (who === 'anon' || who === 'service' ? null : id(who))

  const WRITES: Record<string, (who: Who) => Promise<Attempt>> = {
    insert: async (who) => {
      const t = hash(token())
      return {
        sql: `insert into public.staff_invitations (email, token_hash, invited_by, expires_at)
              values ($1, $2, $3, now() + interval '7 days')`,
        params: [`${randomUUID()}@insert.example.com`, t, self(who)],
        happened: () => exists('select 1 from public.staff_invitations where token_hash = $1', [t]),
      }
    },
    'insert as another inviter': async () => {
      const t = hash(token())
      return {
        sql: `insert into public.staff_invitations (email, token_hash, invited_by, expires_at)
              values ($1, $2, $3, now() + interval '7 days')`,
        // In the name of someone who is not among the writers: never themselves.
        params: [`${randomUUID()}@forged.example.com`, t, id('adminB')],
        happened: () => exists('select 1 from public.staff_invitations where token_hash = $1', [t]),
      }
    },
    'update accepted_at': async () => {
      const invitationId = await invitation()
      return {
        sql: 'update public.staff_invitations set accepted_at = now() where id = $1',
        params: [invitationId],
        happened: () =>
          exists('select 1 from public.staff_invitations where id = $1 and accepted_at is not null', [invitationId]),
      }
    },
    delete: async () => {
      const invitationId = await invitation()
      return {
        sql: 'delete from public.staff_invitations where id = $1',
        params: [invitationId],
        happened: async () => !(await exists('select 1 from public.staff_invitations where id = $1', [invitationId])),
      }
    },
  }

  const ALLOWED: Record<string, Who[]> = {
    insert: ['staff', 'service'],
    'insert as another inviter': ['service'],
    'update accepted_at': ['service'],
    delete: ['staff', 'service'],
  }

  function refusal(op: string, who: Who): Expected {
    if (who === 'anon' || op === 'update accepted_at') return 'permission denied'
    if (op === 'delete') return 'no rows'
    return 'permission denied'
  }

  const WRITERS: Who[] = ['admin', 'member', 'outsider', 'anon', 'staff', 'service']
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.map((who) => ({
      op,
      who,
      expected: (ALLOWED[op]!.includes(who) ? 'allowed' : refusal(op, who)) as Expected,
    })),
  )

  it('has a cell for every caller and operation', () => {
    expect(CELLS).toHaveLength(4 * 6)
    expect(CELLS.filter((cell) => cell.expected === 'allowed').length).toBe(6)
  })

  it.each(CELLS)('staff_invitations $op as $who: $expected', async ({ op, who, expected }) => {
    const attempt = await WRITES[op]!(who)
    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))
    if (expected === 'permission denied') expect(result).toMatch(/^(permission denied|42501: new row violates)/)
    else expect(result).toBe('ok')
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  // ---- 2. the functions ---------------------------------------------------------------------

  const invite = (who: Who, email: string, t = token()) => status(who, 'private.invite_staff($1, $2)', [email, t])
  const accept = (who: Who | Parameters<typeof status>[0], t: string) =>
    status(who, 'private.accept_staff_invitation($1)', [t])
  const isStaff = async (user: string) =>
    (await owner<{ is_admin: boolean }>('select is_admin from public.profiles where id = $1', [user])).rows[0]!.is_admin
  const audited = async (action: string, email: string) =>
    (
      await owner<{ actor_email: string }>(
        `select actor_email from public.audit_log where action = $1 and (after ->> 'email' = $2 or before ->> 'email' = $2)`,
        [action, email],
      )
    ).rows.map((row) => row.actor_email)

  describe('inviting', () => {
    it('only staff invite: a customer Admin, a Member and an outsider are told no, a visitor may not call it', async () => {
      const email = `${randomUUID()}@nobody.example.com`
      for (const who of ['admin', 'member', 'outsider'] as const) expect(await invite(who, email)).toBe('not-admin')
      expect(await outcome(invite('anon', email))).toBe('permission denied')
      expect(await exists('select 1 from public.staff_invitations where email = $1', [email])).toBe(false)
    })

    it('staff invite: the invitation, its e-mail queued with the link, and the audit log', async () => {
      const email = `${randomUUID()}@rep.example.com`
      const t = token()
      expect(await invite('staff', ` ${email.toUpperCase()} `, t)).toBe('invited')
      const { rows } = await owner<{ token_hash: string; invited_by: string }>(
        'select token_hash, invited_by from public.staff_invitations where email = $1',
        [email],
      )
      expect(rows).toEqual([{ token_hash: hash(t), invited_by: id('staff') }])
      const mail = await owner<{ payload: { email: string; token: string; invited_by: string } }>(
        `select payload from private.mail_outbox where kind = 'staff_invitation' and payload ->> 'email' = $1`,
        [email],
      )
      expect(mail.rows.map((row) => row.payload)).toEqual([
        expect.objectContaining({ email, token: t, invited_by: 'staff@staff-invitations-matrix.example.com' }),
      ])
      expect(await audited('staff.invite', email)).toEqual(['staff@staff-invitations-matrix.example.com'])
      // Again: an invitation is waiting; staff already: nothing to invite.
      expect(await invite('staff', email)).toBe('pending')
      expect(await invite('staff', 'staff@staff-invitations-matrix.example.com')).toBe('staff')
    })
  })

  describe('accepting', () => {
    it('makes the invitee staff, with no organisation and no join request, once', async () => {
      const email = `${randomUUID()}@joiner.example.com`
      const t = token()
      expect(await invite('staff', email, t)).toBe('invited')
      const other = await account(`${randomUUID()}@other.example.com`)
      expect(await accept(other.caller, t)).toBe('wrong-account')
      expect(await isStaff(other.id)).toBe(false)
      const invitee = await account(email)
      expect(await accept(invitee.caller, t)).toBe('joined')
      expect(await isStaff(invitee.id)).toBe(true)
      expect(await exists('select 1 from public.organization_members where user_id = $1', [invitee.id])).toBe(false)
      expect(await exists('select 1 from public.organization_join_requests where email = $1', [email])).toBe(false)
      expect(await audited('staff.join', email)).toEqual([email])
      // Single use.
      expect(await accept(invitee.caller, t)).toBe('invalid')
      expect(await accept('anon', t).catch(() => 'permission denied')).toBe('permission denied')
    })

    it('refuses an expired link', async () => {
      const email = `${randomUUID()}@late.example.com`
      const t = token()
      expect(await invite('staff', email, t)).toBe('invited')
      await owner(
        `update public.staff_invitations set sent_at = now() - interval '8 days', expires_at = now() - interval '1 day'
         where email = $1`,
        [email],
      )
      const invitee = await account(email)
      expect(await accept(invitee.caller, t)).toBe('expired')
      expect(await isStaff(invitee.id)).toBe(false)
    })
  })

  describe('resend and revoke', () => {
    it('Resend kills the old link; Revoke removes the invitation and its unsent mail; only staff do either', async () => {
      const email = `${randomUUID()}@again.example.com`
      const first = token()
      expect(await invite('staff', email, first)).toBe('invited')
      const { rows } = await owner<{ id: string }>('select id from public.staff_invitations where email = $1', [email])
      const invitationId = rows[0]!.id
      expect(await status('admin', 'private.resend_staff_invitation($1, $2)', [invitationId, token()])).toBe(
        'not-admin',
      )
      const second = token()
      expect(await status('staff', 'private.resend_staff_invitation($1, $2)', [invitationId, second])).toBe('resent')
      const invitee = await account(email)
      expect(await accept(invitee.caller, first)).toBe('invalid')
      expect(await status('member', 'private.revoke_staff_invitation($1)', [invitationId])).toBe('not-admin')
      expect(await status('staff', 'private.revoke_staff_invitation($1)', [invitationId])).toBe('revoked')
      expect(await accept(invitee.caller, second)).toBe('invalid')
      expect(
        await exists(`select 1 from private.mail_outbox where kind = 'staff_invitation' and lead_id = $1`, [
          invitationId,
        ]),
      ).toBe(false)
      expect(await audited('staff.invitation_resend', email)).toHaveLength(1)
      expect(await audited('staff.invitation_revoke', email)).toHaveLength(1)
      expect(await status('staff', 'private.revoke_staff_invitation($1)', [invitationId])).toBe('not-found')
    })
  })
})
