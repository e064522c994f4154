// Joining by e-mail domain through the routes, against a real database
// (docs/decisions/069-joining-by-domain.md): A's Admin claims the domain of their address in Team;
// C signs up at it, makes no organisation of their own, and is offered to ask to join A's; the
// request shows in A's Team (and staff's Join Requests), A's Admins get an e-mail; A approves and
// C reaches A's dashboard, told by e-mail. A Member's claim is a 403; a free-mail domain cannot be
// claimed; malformed posts are 400s; staff approve or reject from Organizations → Join Requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAsServiceRole } from '~/.server/db'
import { drainOutbox } from '~/.server/mail/outbox'
import { isFreeMailDomain } from '~/.server/organization-domains'
import { createOrganisationIn } from '~/.server/organizations'
import { domainJoinRequestWords } from '~/lib/admin'
import { DOMAIN_MESSAGES, emailDomain, JOIN_OFFER_MESSAGES } from '~/lib/join-by-domain'
import { TEAM_MESSAGES } from '~/lib/team'
import * as organizationsRoute from '~/routes/admin.organizations'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/dashboard'
import { action as signupAction } from '~/routes/signup'
import { withMailFiles } from './helpers/mail-files'
import { cookieFrom, formRequest, request, respond, routeArgs, signedInOn, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
const DOMAIN = 'acme-walk.example'

const signedIn = (email: string) => signedInOn(db.engine, email)

const post = (cookie: string, fields: Record<string, string>) =>
  respond(() => dashboardAction(routeArgs(formRequest('/dashboard?section=team', fields, { cookie }))))
const body = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>
const dashboard = (cookie: string) => dashboardLoader(routeArgs(request('/dashboard?section=team', { cookie })))
const staffPage = (cookie: string, search = '') =>
  respond(() =>
    organizationsRoute.loader(routeArgs(request(`/admin/organizations?tab=join-requests${search}`, { cookie }))),
  )
const staffDecide = (cookie: string, fields: Record<string, string>) =>
  respond(() =>
    organizationsRoute.action(routeArgs(formRequest('/admin/organizations?tab=join-requests', fields, { cookie }))),
  )

let admin: Awaited<ReturnType<typeof signedIn>>
let member: Awaited<ReturnType<typeof signedIn>>
let staff: Awaited<ReturnType<typeof signedIn>>
let organizationId: string

beforeAll(async () => {
  db = await useAppDatabase()
  admin = await signedIn(`a@${DOMAIN}`)
  member = await signedIn(`m@${DOMAIN}`)
  staff = await signedIn('staff@staff-walk.example')
  await db.engine.query('update public.profiles set is_admin = true where id = $1', [staff.user.id])
  organizationId = await runAsServiceRole(db.engine, 'fixture', async (tx) => {
    const made = await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Acme Walk Ltd' }, admin.user.id)
    await tx.query(
      `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
      [made, member.user.id],
    )
    return made
  })
})
afterAll(() => db.close())

describe('the free-mail list', () => {
  it('knows the public providers and leaves company domains alone', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com', 'GMAIL.COM'])
      expect(isFreeMailDomain(domain)).toBe(true)
    for (const domain of [DOMAIN, 'northwind.example', 'example.org']) expect(isFreeMailDomain(domain)).toBe(false)
    expect(emailDomain(' Someone@Acme.Example ')).toBe('acme.example')
    expect(emailDomain('no-at-sign')).toBe('')
  })
})

describe('A claims the domain → C signs up and asks → A approves → C is in', () => {
  let carolCookie = ''
  let requestId = ''

  it('a Member may not claim: a 403 that says why, and nothing is claimed', async () => {
    const refused = await post(member.cookie, { intent: 'claim-domain', domain: DOMAIN })
    expect(refused.status).toBe(403)
    expect(await body(refused)).toMatchObject({ kind: 'forbidden', title: TEAM_MESSAGES.forbiddenTitle })
    expect(await dashboard(member.cookie)).toMatchObject({ canManage: false, joining: null })
  })

  it('the Admin sees the domain of their address offered, and claims it', async () => {
    expect(await dashboard(admin.cookie)).toMatchObject({
      joining: { domain: { kind: 'claimable', domain: DOMAIN }, requests: [] },
    })
    // Only the domain of their own address; a post without one is malformed.
    const other = await post(admin.cookie, { intent: 'claim-domain', domain: 'someone-else.example' })
    expect(other.status).toBe(409)
    expect(await body(other)).toEqual({ kind: 'problem', message: DOMAIN_MESSAGES.notYourDomain })
    expect((await post(admin.cookie, { intent: 'claim-domain' })).status).toBe(400)
    const claimed = await post(admin.cookie, { intent: 'claim-domain', domain: DOMAIN.toUpperCase() })
    expect(claimed.status).toBe(200)
    expect(await body(claimed)).toEqual({ kind: 'done', message: DOMAIN_MESSAGES.claimed(DOMAIN) })
    expect(await dashboard(admin.cookie)).toMatchObject({ joining: { domain: { kind: 'claimed', domain: DOMAIN } } })
  })

  it('C signs up at the domain: no organisation of their own, and the offer to ask to join A’s', async () => {
    await db.engine.query('delete from private.rate_limits')
    const signedUp = await respond(() =>
      signupAction(
        routeArgs(
          formRequest('/signup', {
            email: `carol@${DOMAIN}`,
            password: 'a-strong-password',
            orgName: 'Carol’s own',
            industry: 'Healthcare',
            orgSize: '1-10',
            country: 'GB',
            useCase: 'Whatever the team needs.',
            website: '',
            phone: '20 7946 0958',
          }),
        ),
      ),
    )
    expect(signedUp.status).toBe(302)
    carolCookie = cookieFrom(signedUp.headers.getSetCookie().find((c) => c.startsWith('__session=')))
    expect(carolCookie).not.toBe('')
    const { rows } = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.organizations where name = 'Carol’s own'`,
    )
    expect(rows[0]!.n).toBe(0)
    expect(await dashboard(carolCookie)).toMatchObject({
      view: 'thank-you',
      joinOffer: { kind: 'ask', organizationId, organizationName: 'Acme Walk Ltd', domain: DOMAIN },
    })
  })

  it('C asks (a bad post is a 400), sees the access-request screen with the request waiting', async () => {
    for (const fields of [
      { intent: 'ask-to-join' } as Record<string, string>,
      { intent: 'ask-to-join', organization: "1' or '1'='1" },
    ])
      expect((await post(carolCookie, fields)).status).toBe(400)
    const asked = await post(carolCookie, { intent: 'ask-to-join', organization: organizationId })
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/dashboard')
    expect(await dashboard(carolCookie)).toMatchObject({
      view: 'thank-you',
      joinOffer: { kind: 'pending', organizationName: 'Acme Walk Ltd' },
    })
    const again = await post(carolCookie, { intent: 'ask-to-join', organization: organizationId })
    expect(again.status).toBe(409)
    expect(await body(again)).toEqual({ kind: 'problem', message: JOIN_OFFER_MESSAGES.alreadyAsked })
  })

  it('the request shows in A’s Team and in staff’s Join Requests', async () => {
    const data = (await dashboard(admin.cookie)) as { joining: { requests: { id: string; email: string }[] } }
    expect(data.joining.requests.map((r) => r.email)).toEqual([`carol@${DOMAIN}`])
    requestId = data.joining.requests[0]!.id
    const page = await body(await staffPage(staff.cookie))
    expect((page.requests as { requests: unknown[] }).requests).toMatchObject([
      { id: requestId, email: `carol@${DOMAIN}`, organization_name: 'Acme Walk Ltd' },
    ])
    // Listed with the request, not again as an account in no organisation.
    expect((page.people as { people: { email: string }[] }).people.map((p) => p.email)).not.toContain(`carol@${DOMAIN}`)
    const confirm = await body(await staffPage(staff.cookie, `&confirm=approve&request=${requestId}`))
    expect(confirm.confirmRequest).toEqual({
      what: 'approve',
      id: requestId,
      email: `carol@${DOMAIN}`,
      consequence: domainJoinRequestWords.approve.consequence('Acme Walk Ltd'),
    })
  })

  it('a Member cannot decide; a malformed decision is a 400; A approves and C reaches A’s dashboard', async () => {
    expect((await post(member.cookie, { intent: 'approve-join', request: requestId })).status).toBe(403)
    expect((await post(admin.cookie, { intent: 'approve-join', request: 'nope' })).status).toBe(400)
    const approved = await post(admin.cookie, { intent: 'approve-join', request: requestId })
    expect(await body(approved)).toEqual({ kind: 'done', message: DOMAIN_MESSAGES.approved(`carol@${DOMAIN}`) })
    const gone = await post(admin.cookie, { intent: 'reject-join', request: requestId })
    expect(gone.status).toBe(404)
    expect(await body(gone)).toEqual({ kind: 'problem', message: DOMAIN_MESSAGES.requestGone })

    const data = await dashboard(carolCookie)
    expect(data).toMatchObject({ view: 'organisation', organisationName: 'Acme Walk Ltd', canManage: false })
    expect((data as { team: { email: string; role: string }[] }).team.map((m) => [m.email, m.role])).toContainEqual([
      `carol@${DOMAIN}`,
      'Member',
    ])
    const log = await db.engine.query<{ action: string }>(
      `select action from public.audit_log where entity = 'organization' and entity_id = $1 order by id`,
      [organizationId],
    )
    expect(log.rows.map((row) => row.action)).toEqual([
      'organization.domain_claim',
      'organization.join_request',
      'organization.join_approve',
    ])
  })

  it('staff reject another request from Join Requests; the person stays on the access-request screen', async () => {
    const dan = await signedIn(`dan@${DOMAIN}`)
    expect((await post(dan.cookie, { intent: 'ask-to-join', organization: organizationId })).status).toBe(302)
    const page = await body(await staffPage(staff.cookie))
    const id = (page.requests as { requests: { id: string; email: string }[] }).requests.find(
      (r) => r.email === `dan@${DOMAIN}`,
    )!.id
    expect((await staffDecide(staff.cookie, { intent: 'reject', requestId: 'x' })).status).toBe(400)
    const rejected = await staffDecide(staff.cookie, { intent: 'reject', requestId: id })
    expect(rejected.status).toBe(302)
    const back = await body(await staffPage(staff.cookie, `&done=reject&request=${id}`))
    expect(back.done).toBe(domainJoinRequestWords.reject.done(`dan@${DOMAIN}`))
    const twice = await staffDecide(staff.cookie, { intent: 'approve', requestId: id })
    expect(twice.status).toBe(409)
    expect(await dashboard(dan.cookie)).toMatchObject({
      view: 'thank-you',
      joinOffer: { kind: 'rejected', organizationName: 'Acme Walk Ltd' },
    })
  })

  it('the Admin unclaims; a free-mail Admin cannot claim', async () => {
    const unclaimed = await post(admin.cookie, { intent: 'unclaim-domain' })
    expect(await body(unclaimed)).toEqual({ kind: 'done', message: DOMAIN_MESSAGES.unclaimed(DOMAIN) })
    expect((await post(admin.cookie, { intent: 'unclaim-domain' })).status).toBe(404)

    const gmail = await signedIn('someone.walk@gmail.com')
    await runAsServiceRole(db.engine, 'fixture', (tx) =>
      createOrganisationIn(tx, { ...NO_DETAILS, name: 'Gmail Team' }, gmail.user.id),
    )
    expect(await dashboard(gmail.cookie)).toMatchObject({
      joining: { domain: { kind: 'unavailable', domain: 'gmail.com', reason: 'free-mail' } },
    })
    const refused = await post(gmail.cookie, { intent: 'claim-domain', domain: 'gmail.com' })
    expect(refused.status).toBe(409)
    expect(await body(refused)).toEqual({ kind: 'problem', message: DOMAIN_MESSAGES.freeMail('gmail.com') })
    const { rows } = await db.engine.query(`select 1 from public.organization_domains where domain = 'gmail.com'`)
    expect(rows).toEqual([])
  })
})

describe('the e-mails', () => {
  it('the Admins are told of a request, the person of the decision, through the outbox', () =>
    withMailFiles(async (read) => {
      await db.engine.query(`update private.mail_outbox set sent_at = now()`)
      expect((await post(admin.cookie, { intent: 'claim-domain', domain: DOMAIN })).status).toBe(200)
      const erin = await signedIn(`erin@${DOMAIN}`)
      expect((await post(erin.cookie, { intent: 'ask-to-join', organization: organizationId })).status).toBe(302)
      const id = ((await dashboard(admin.cookie)) as { joining: { requests: { id: string }[] } }).joining.requests[0]!
        .id
      expect((await post(admin.cookie, { intent: 'reject-join', request: id })).status).toBe(200)
      expect(await drainOutbox(db.engine)).toEqual({ sent: 2, failed: 0 })

      const [notice, ...more] = read('join-request')
      expect(more).toEqual([])
      expect(notice).toContain(`To: a@${DOMAIN}`)
      expect(notice).toContain(`erin@${DOMAIN}`)
      expect(notice).toContain('Acme Walk Ltd')
      expect(notice).toContain('https://www.aivora.test/dashboard?section=team')
      const [decision, ...others] = read('join-decision')
      expect(others).toEqual([])
      expect(decision).toContain(`To: erin@${DOMAIN}`)
      expect(decision).toContain('was not approved')
    }))
})
