// The Team section's changes and the invitation's page, through their routes against a real
// database (docs/decisions/068-invitations-and-roles.md): an Admin invites by e-mail, the invitee
// creates their account from the link and joins; a Member is refused Admin-only changes with a 403
// that says why; roles change, the last Admin stays, a member is removed and sees the access
// request screen; links that are expired, used or for another address say so; bad posts are 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listMailFailures } from '~/.server/mail/failures'
import { drainOutbox } from '~/.server/mail/outbox'
import { createUser } from '~/.server/auth/accounts'
import { runAsServiceRole, userCaller } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { TEAM_MESSAGES } from '~/lib/team'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/dashboard'
import { action as loginAction } from '~/routes/login'
import { action as invitationAction, loader as invitationLoader } from '~/routes/invitation'
import { withMailFiles } from './helpers/mail-files'
import { cookieFrom, formRequest, request, respond, routeArgs, signedInOn, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }

const signedIn = (email: string) => signedInOn(db.engine, email)

const team = (cookie: string, fields: Record<string, string>) =>
  respond(() => dashboardAction(routeArgs(formRequest('/dashboard?section=team', fields, { cookie }))))
const body = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>
const dashboard = (cookie: string) => dashboardLoader(routeArgs(request('/dashboard?section=team', { cookie })))

/** The token of the last invitation e-mail queued for `email` (the outbox keeps it until sent). */
async function tokenFor(email: string) {
  const { rows } = await db.engine.query<{ token: string }>(
    `select payload ->> 'token' as token from private.mail_outbox
     where kind = 'invitation' and payload ->> 'email' = $1 order by created_at desc limit 1`,
    [email],
  )
  return rows[0]!.token
}

let admin: Awaited<ReturnType<typeof signedIn>>
let organizationId: string

beforeAll(async () => {
  db = await useAppDatabase()
  admin = await signedIn('a@team-walk.example')
  organizationId = await runAsServiceRole(db.engine, 'fixture', (tx) =>
    createOrganisationIn(tx, { ...NO_DETAILS, name: 'Walk Ltd' }, admin.user.id),
  )
})
afterAll(() => db.close())

describe('invite → sign up from the link → join → refused → removed', () => {
  let memberCookie = ''
  let memberId = ''

  it('an Admin invites b@ as a Member; the same address again, or a member’s, is a clear 409', async () => {
    const sent = await team(admin.cookie, { intent: 'invite', email: ' B@Team-Walk.example ', role: 'member' })
    expect(sent.status).toBe(200)
    expect(await body(sent)).toMatchObject({ kind: 'invite', message: TEAM_MESSAGES.invited('b@team-walk.example') })

    const again = await team(admin.cookie, { intent: 'invite', email: 'b@team-walk.example', role: 'admin' })
    expect(again.status).toBe(409)
    expect(JSON.stringify(await body(again))).toContain(TEAM_MESSAGES.alreadyInvited('b@team-walk.example'))
    const self = await team(admin.cookie, { intent: 'invite', email: 'a@team-walk.example', role: 'member' })
    expect(self.status).toBe(409)
    expect(JSON.stringify(await body(self))).toContain(TEAM_MESSAGES.alreadyMember('a@team-walk.example'))

    const data = await dashboard(admin.cookie)
    expect(data).toMatchObject({
      canManage: true,
      invitations: [{ email: 'b@team-walk.example', role: 'Member', expires: expect.stringMatching(/^Expires /) }],
    })
  })

  it('the link shows the organisation and the address to a visitor, who creates the account and joins', async () => {
    const token = await tokenFor('b@team-walk.example')
    const page = await respond(() => invitationLoader(routeArgs(request(`/invitation?token=${token}`))))
    expect(page.status).toBe(200)
    expect(await body(page)).toEqual({
      view: 'open',
      token,
      email: 'b@team-walk.example',
      organisationName: 'Walk Ltd',
    })

    const tooShort = await respond(() =>
      invitationAction(routeArgs(formRequest(`/invitation?token=${token}`, { password: 'abc' }))),
    )
    expect(tooShort.status).toBe(400)

    const made = await respond(() =>
      invitationAction(routeArgs(formRequest(`/invitation?token=${token}`, { password: 'b-good-password' }))),
    )
    expect(made.status).toBe(302)
    expect(made.headers.get('Location')).toBe(`/invitation?token=${token}`)
    memberCookie = cookieFrom(made.headers.get('Set-Cookie'))
    expect(memberCookie).not.toBe('')

    const joined = await respond(() =>
      invitationLoader(routeArgs(request(`/invitation?token=${token}`, { cookie: memberCookie }))),
    )
    expect(joined.status).toBe(302)
    expect(joined.headers.get('Location')).toBe('/dashboard?section=team')

    const data = await dashboard(memberCookie)
    expect(data).toMatchObject({
      view: 'organisation',
      organisationName: 'Walk Ltd',
      canManage: false,
      invitations: null,
    })
    const members = (data as { team: { email: string; role: string; id: string }[] }).team
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ['a@team-walk.example', 'Admin'],
      ['b@team-walk.example', 'Member'],
    ])
    memberId = members[1]!.id

    // The link is spent.
    const again = await respond(() => invitationLoader(routeArgs(request(`/invitation?token=${token}`))))
    expect(again.status).toBe(404)
    const log = await db.engine.query<{ action: string }>(
      `select action from public.audit_log where entity = 'organization' and entity_id = $1 order by id`,
      [organizationId],
    )
    expect(log.rows.map((row) => row.action)).toEqual(['organization.invite', 'organization.join'])
  })

  it('a Member cannot invite, change a role or remove: a 403 that says why, and nothing changes', async () => {
    for (const fields of [
      { intent: 'invite', email: 'c@team-walk.example', role: 'member' } as Record<string, string>,
      { intent: 'role', member: memberId, role: 'admin' },
      { intent: 'remove', member: admin.user.id },
    ]) {
      const refused = await team(memberCookie, fields)
      expect(refused.status).toBe(403)
      expect(await body(refused)).toEqual({
        kind: 'forbidden',
        title: TEAM_MESSAGES.forbiddenTitle,
        message: TEAM_MESSAGES.forbidden,
      })
    }
    const count = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.organization_invitations where email = 'c@team-walk.example'`,
    )
    expect(count.rows[0]!.n).toBe(0)
  })

  it('an Admin changes roles; the only Admin can neither leave nor be made a Member', async () => {
    const leave = await team(admin.cookie, { intent: 'leave' })
    expect(leave.status).toBe(409)
    expect(await body(leave)).toEqual({ kind: 'problem', message: TEAM_MESSAGES.lastAdmin })
    const demote = await team(admin.cookie, { intent: 'role', member: admin.user.id, role: 'member' })
    expect(demote.status).toBe(409)

    const promoted = await team(admin.cookie, { intent: 'role', member: memberId, role: 'admin' })
    expect(await body(promoted)).toEqual({
      kind: 'done',
      message: TEAM_MESSAGES.roleChanged('b@team-walk.example', 'Admin'),
    })
    const back = await team(admin.cookie, { intent: 'role', member: memberId, role: 'member' })
    expect(await body(back)).toEqual({
      kind: 'done',
      message: TEAM_MESSAGES.roleChanged('b@team-walk.example', 'Member'),
    })
  })

  it('refuses malformed posts with a 400, changing nothing', async () => {
    for (const fields of [
      { intent: 'promote' } as Record<string, string>,
      { intent: 'role', member: 'not-a-uuid', role: 'admin' },
      { intent: 'role', member: memberId, role: 'owner' },
      { intent: 'revoke', invitation: "1' or '1'='1" },
    ]) {
      expect((await team(admin.cookie, fields)).status).toBe(400)
    }
    const bad = await team(admin.cookie, { intent: 'invite', email: 'not an address', role: 'member' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await body(bad))).toContain(TEAM_MESSAGES.invalidEmail)
  })

  it('an Admin removes B, who then sees the access-request screen', async () => {
    const removed = await team(admin.cookie, { intent: 'remove', member: memberId })
    expect(await body(removed)).toEqual({ kind: 'done', message: TEAM_MESSAGES.removed('b@team-walk.example') })
    expect(await dashboard(memberCookie)).toMatchObject({ view: 'thank-you' })
    // And the removed member's posts no longer reach the team.
    const after = await team(memberCookie, { intent: 'leave' })
    expect(after.status).toBe(302)
  })
})

describe('the invitation link’s refusals', () => {
  it('Resend kills the old link; Revoke kills the new one; an expired link and another account are told why', async () => {
    await team(admin.cookie, { intent: 'invite', email: 'd@team-walk.example', role: 'member' })
    const first = await tokenFor('d@team-walk.example')
    const { invitations } = (await dashboard(admin.cookie)) as { invitations: { id: string; email: string }[] }
    const invitation = invitations.find((i) => i.email === 'd@team-walk.example')!
    expect(await body(await team(admin.cookie, { intent: 'resend', invitation: invitation.id }))).toEqual({
      kind: 'done',
      message: TEAM_MESSAGES.resent('d@team-walk.example'),
    })
    const second = await tokenFor('d@team-walk.example')
    expect(second).not.toBe(first)
    expect((await respond(() => invitationLoader(routeArgs(request(`/invitation?token=${first}`))))).status).toBe(404)

    // Another account, signed in, is refused, and the invitation stays open.
    const other = await signedIn('e@team-walk.example')
    const wrong = await respond(() =>
      invitationLoader(routeArgs(request(`/invitation?token=${second}`, { cookie: other.cookie }))),
    )
    expect(wrong.status).toBe(403)
    expect(await body(wrong)).toEqual({ view: 'refused', reason: 'wrong-account' })

    await db.engine.query(
      `update public.organization_invitations set sent_at = now() - interval '8 days', expires_at = now() - interval '1 day'
       where id = $1`,
      [invitation.id],
    )
    expect((await respond(() => invitationLoader(routeArgs(request(`/invitation?token=${second}`))))).status).toBe(410)

    expect(await body(await team(admin.cookie, { intent: 'revoke', invitation: invitation.id }))).toEqual({
      kind: 'done',
      message: TEAM_MESSAGES.revoked('d@team-walk.example'),
    })
    expect((await respond(() => invitationLoader(routeArgs(request(`/invitation?token=${second}`))))).status).toBe(404)
    // A token of the wrong shape is never looked up, and says the same.
    expect((await respond(() => invitationLoader(routeArgs(request('/invitation?token=%00x'))))).status).toBe(404)
  })
})

describe('an invitee who has an account', () => {
  it('signs in from the link’s page and comes back to it, which joins them', async () => {
    const other = await runAsServiceRole(db.engine, 'fixture', (tx) =>
      createUser(tx, { email: 'g@team-walk.example', password: 'g-good-password', name: null }),
    )
    expect(other.id).toBeTruthy()
    await team(admin.cookie, { intent: 'invite', email: 'g@team-walk.example', role: 'member' })
    const token = await tokenFor('g@team-walk.example')
    const back = `/invitation?token=${token}`
    const signIn = await respond(() =>
      loginAction(
        routeArgs(
          formRequest('/login', { email: 'g@team-walk.example', password: 'g-good-password', redirectTo: back }),
          { clientAddress: '10.9.8.7' },
        ),
      ),
    )
    expect(signIn.status).toBe(302)
    expect(signIn.headers.get('Location')).toBe(back)
    const cookie = cookieFrom(signIn.headers.getSetCookie().find((c) => c.startsWith('__session=')))
    const joined = await respond(() => invitationLoader(routeArgs(request(back, { cookie }))))
    expect(joined.headers.get('Location')).toBe('/dashboard?section=team')
    expect(await dashboard(cookie)).toMatchObject({ view: 'organisation', organisationName: 'Walk Ltd' })
  })
})

describe('the invitation e-mail', () => {
  it('is sent from the outbox with the single-use link, and the outbox keeps no token once it is sent', () =>
    withMailFiles(async (read) => {
      await db.engine.query(`update private.mail_outbox set sent_at = now()`)
      await team(admin.cookie, { intent: 'invite', email: 'f@team-walk.example', role: 'admin' })
      const token = await tokenFor('f@team-walk.example')
      expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })

      const mails = read('invitation')
      expect(mails).toHaveLength(1)
      const raw = mails[0]!
      expect(raw).toContain('To: f@team-walk.example')
      expect(raw).toContain('Walk Ltd')
      expect(raw).toContain('as an Admin')
      expect(raw).toContain(`https://www.aivora.test/invitation?token=${token}`)

      const { rows } = await db.engine.query<{ token: string | null; sent: boolean }>(
        `select payload ->> 'token' as token, sent_at is not null as sent from private.mail_outbox
         where kind = 'invitation' and payload ->> 'email' = 'f@team-walk.example'`,
      )
      expect(rows).toEqual([{ token: null, sent: true }])

      // One that fails is retried, and stays out of the admin overview's list of leads not announced.
      await team(admin.cookie, { intent: 'invite', email: 'h@team-walk.example', role: 'member' })
      await db.engine.query(
        `update private.mail_outbox set sent_at = null, next_attempt_at = null, attempts = 48, last_error = 'refused'
         where kind = 'invitation' and payload ->> 'email' = 'h@team-walk.example'`,
      )
      const staff = await signedIn('staff@team-walk.example')
      await db.engine.query('update public.profiles set is_admin = true where id = $1', [staff.user.id])
      expect(await listMailFailures(userCaller(staff.user))).toEqual([])
    }))
})
