// /dashboard's loader against a real database: the session guard, the organisation dashboard for
// a member of an organisation (its name and plan from its record, the section from the URL, the
// Team section's real members and their last activity, written at most every few minutes), staff
// sent to /admin, the thank-you screen for everyone else, and a failed read (logged, thank-you
// screen). Everything is read as the user, under Row Level Security.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runAs, runAsServiceRole, userCaller } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { loadProfile } from '~/.server/profiles'
import { saveSettings } from '~/.server/settings'
import { lastActiveText, parseSection, sectionHref } from '~/lib/dashboard'
import { loader, meta } from '~/routes/dashboard'
import { cookieFrom, request, respond, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

let db: TestDatabase
const args = (req: Request) => ({ request: req, params: {}, context: {} })

const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }

/** A new organisation named `name` with `adminId` as its Admin, as sign-up makes it. */
function organisation(name: string | null, adminId: string) {
  return runAsServiceRole(db.engine, 'test fixture: an organisation, as sign-up makes it', (tx) =>
    createOrganisationIn(tx, { ...NO_DETAILS, name, industry: 'Healthcare' }, adminId),
  )
}

/** Adds a member, as the service role would (invitations are a later step), who joined `minutesAgo`. */
function addMember(organizationId: string, userId: string, minutesAgo = 0) {
  return db.engine.query(
    `insert into public.organization_members (organization_id, user_id, role, joined_at)
     values ($1, $2, 'member', now() - make_interval(mins => $3))`,
    [organizationId, userId, minutesAgo],
  )
}

/** A user with a session; `profile` sets the profile's name and staff flag, or removes the profile. */
async function signedIn(email: string, profile: { name?: string | null; isAdmin?: boolean; missing?: boolean } = {}) {
  const user = await runAsServiceRole(db.engine, 'test fixture: an account', (tx) =>
    createUser(tx, { email, password: 'a-good-password', name: profile.name ?? null }),
  )
  if (profile.missing) await db.engine.query('delete from public.profiles where id = $1', [user.id])
  if (profile.isAdmin) await db.engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
  const cookie = cookieFrom(await createUserSession(user, request('/login')))
  return { user, cookie }
}

/** A signed-in Admin of a new organisation named `orgName`. */
async function signedInAdminOf(
  email: string,
  orgName: string | null,
  profile: { name?: string | null; isAdmin?: boolean } = {},
) {
  const account = await signedIn(email, profile)
  const organizationId = await organisation(orgName, account.user.id)
  return { ...account, organizationId }
}

beforeAll(async () => {
  db = await useAppDatabase()
})
afterAll(() => db.close())

describe('/dashboard without a session', () => {
  it('redirects to /login, coming back to the dashboard afterwards', async () => {
    const response = await respond(() => loader(args(request('/dashboard?section=team'))))
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!, 'http://localhost')
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('redirectTo')).toBe('/dashboard?section=team')
  })

  it('treats an unknown or tampered cookie as no session', async () => {
    const response = await respond(() => loader(args(request('/dashboard', { cookie: '__session=forged' }))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/login\b/)
  })
})

describe('/dashboard for a member of an organisation', () => {
  it('shows the organisation dashboard with the e-mail, the plan and the overview by default', async () => {
    const { cookie } = await signedInAdminOf('ops@acme.example', 'Acme')
    const data = await loader(args(request('/dashboard', { cookie })))
    expect(data).toEqual({
      view: 'organisation',
      email: 'ops@acme.example',
      section: 'overview',
      organisationName: 'Acme',
      plan: 'Enterprise Plan',
      team: null,
      settings: { emailNotifications: true, language: 'en', photoUrl: null },
      twoFactorOn: false,
      me: expect.any(String),
      canManage: true,
      invitations: null,
      // Team's joining panel (decision 069) is read on the Team section only.
      joining: null,
      // Made confirmed (no sign-up form): no note about the address (decision 077).
      emailUnconfirmed: false,
      // The tickets (decision 083) are read on the Support section only.
      support: null,
      // The invoices (decision 085) on the Billing section only.
      invoices: null,
      // Its figures, models (decision 084) and events (decision 089), on the Overview: all its own,
      // so far only its Admin joining.
      overview: {
        stats: [
          { title: 'Models in use', value: '0', change: null, trend: 'flat', good: true },
          { title: 'Open tickets', value: '0', change: null, trend: 'flat', good: true },
          { title: 'Balance due', value: '$0.00', change: null, trend: 'flat', good: true },
        ],
        models: [],
        activity: [
          expect.objectContaining({ text: 'ops@acme.example joined the team', href: '/dashboard?section=team' }),
        ],
      },
    })
  })

  it("heads the sidebar with the organisation's own name from its record, never the profile's or a made-up one", async () => {
    const named = await signedInAdminOf('ops@globex.example', 'Globex Logistics', { name: 'Pat' })
    expect(await loader(args(request('/dashboard', { cookie: named.cookie })))).toMatchObject({
      organisationName: 'Globex Logistics',
    })
    const nameless = await signedInAdminOf('ops@nameless.example', null, { name: 'Initech' })
    expect(await loader(args(request('/dashboard', { cookie: nameless.cookie })))).toMatchObject({
      organisationName: 'Your organisation',
    })
  })

  it('is the same dashboard for a Member as for an Admin: membership decides, not the role', async () => {
    const { organizationId } = await signedInAdminOf('admin@member-rule.example', 'Member Rule Ltd')
    const member = await signedIn('member@member-rule.example')
    // Not a member yet: the thank-you screen.
    expect(await loader(args(request('/dashboard', { cookie: member.cookie })))).toMatchObject({ view: 'thank-you' })
    await addMember(organizationId, member.user.id)
    expect(await loader(args(request('/dashboard', { cookie: member.cookie })))).toMatchObject({
      view: 'organisation',
      organisationName: 'Member Rule Ltd',
    })
  })

  it('gives the member their own saved settings, the defaults until they save', async () => {
    const { cookie, user } = await signedInAdminOf('settings@acme.example', 'Acme')
    const at = () => loader(args(request('/dashboard?section=settings', { cookie })))
    expect(await at()).toMatchObject({ settings: { emailNotifications: true, language: 'en', photoUrl: null } })
    await saveSettings(user, { emailNotifications: false, language: 'fr' })
    expect(await at()).toMatchObject({ settings: { emailNotifications: false, language: 'fr', photoUrl: null } })
  })

  it('shows the section named in the URL, and the overview for an unknown one', async () => {
    const { cookie } = await signedInAdminOf('billing@acme.example', 'Acme')
    for (const section of ['overview', 'billing', 'team', 'support', 'settings'] as const) {
      const data = await loader(args(request(`/dashboard?section=${section}`, { cookie })))
      expect(data).toMatchObject({ view: 'organisation', section })
    }
    for (const odd of ['?section=admin', '?section=', '?section=Billing', '?section=__proto__']) {
      expect(await loader(args(request(`/dashboard${odd}`, { cookie })))).toMatchObject({ section: 'overview' })
    }
  })
})

describe('the Team section', () => {
  it('lists the real members, Admins first: name, e-mail, role, last active', async () => {
    const admin = await signedInAdminOf('lead@team.example', 'Team Ltd', { name: 'Lee Lead' })
    const active = await signedIn('active@team.example', { name: 'Ada Active' })
    const never = await signedIn('never@team.example')
    // Members by the order they joined in (the clock may read the same for two quick inserts).
    await addMember(admin.organizationId, active.user.id, 2)
    await addMember(admin.organizationId, never.user.id, 1)
    await db.engine.query(
      `update public.organization_members set last_active_at = now() - interval '2 hours 5 minutes' where user_id = $1`,
      [active.user.id],
    )
    // Another organisation's people never show.
    await signedInAdminOf('other@elsewhere.example', 'Elsewhere Ltd')

    const data = await loader(args(request('/dashboard?section=team', { cookie: admin.cookie })))
    expect(data).toMatchObject({ view: 'organisation', section: 'team' })
    if (data.view !== 'organisation') throw new Error('not the organisation dashboard')
    expect(data.team).toEqual([
      // The one looking has just been recorded as active.
      {
        id: admin.user.id,
        name: 'Lee Lead',
        email: 'lead@team.example',
        role: 'Admin',
        lastActiveAt: expect.any(String),
        lastActive: 'Just now',
      },
      {
        id: active.user.id,
        name: 'Ada Active',
        email: 'active@team.example',
        role: 'Member',
        lastActiveAt: expect.any(String),
        lastActive: '2 hours ago',
      },
      {
        id: never.user.id,
        name: null,
        email: 'never@team.example',
        role: 'Member',
        lastActiveAt: null,
        lastActive: 'Not yet',
      },
    ])
    // Only the Team section reads the team.
    expect(await loader(args(request('/dashboard?section=billing', { cookie: admin.cookie })))).toMatchObject({
      team: null,
    })
  })

  it("records a member's visit at most every 5 minutes, not on every request", async () => {
    const { user, cookie } = await signedInAdminOf('visits@team.example', 'Visits Ltd')
    const lastActive = async () =>
      (
        await db.engine.query<{ at: string | null }>(
          'select last_active_at::text as at from public.organization_members where user_id = $1',
          [user.id],
        )
      ).rows[0]!.at
    expect(await lastActive()).toBeNull()
    await loader(args(request('/dashboard', { cookie })))
    const first = await lastActive()
    expect(first).not.toBeNull()
    await loader(args(request('/dashboard?section=team', { cookie })))
    await loader(args(request('/dashboard?section=billing', { cookie })))
    expect(await lastActive()).toBe(first)
    // Six minutes later, the next visit is written.
    await db.engine.query(
      `update public.organization_members set last_active_at = last_active_at - interval '6 minutes' where user_id = $1`,
      [user.id],
    )
    const backdated = await lastActive()
    await loader(args(request('/dashboard', { cookie })))
    expect(await lastActive()).not.toBe(backdated)
    expect(new Date((await lastActive())!).getTime()).toBeGreaterThan(new Date(backdated!).getTime())
  })

  it("says a visit's age in the sample data's words", () => {
    const now = new Date('2026-11-27T12:00:00Z')
    const ago = (ms: number) => lastActiveText(new Date(now.getTime() - ms), now)
    const minute = 60_000
    const day = 24 * 60 * minute
    expect(lastActiveText(null, now)).toBe('Not yet')
    expect(ago(30_000)).toBe('Just now')
    expect(ago(minute)).toBe('1 minute ago')
    expect(ago(59 * minute)).toBe('59 minutes ago')
    expect(ago(60 * minute)).toBe('1 hour ago')
    expect(ago(2 * 60 * minute + 59 * minute)).toBe('2 hours ago')
    expect(ago(day)).toBe('1 day ago')
    expect(ago(3 * day)).toBe('3 days ago')
    expect(ago(45 * day)).toBe('1 month ago')
    expect(ago(364 * day)).toBe('11 months ago')
    expect(ago(365 * day)).toBe('1 year ago')
    expect(ago(800 * day)).toBe('2 years ago')
    // A clock a little behind the database's is no visit from the future.
    expect(lastActiveText(new Date(now.getTime() + 5_000), now)).toBe('Just now')
  })
})

describe('/dashboard for an admin', () => {
  it('sends staff who belong to no organisation to /admin, never to the access-request screen', async () => {
    const { cookie } = await signedIn('staff@example.com', { name: 'Sam Staff', isAdmin: true })
    const response = await respond(() => loader(args(request('/dashboard', { cookie }))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin')
  })

  it('keeps the organisation dashboard for staff who are also a member of an organisation', async () => {
    const { cookie } = await signedInAdminOf('staff@globex.example', 'Globex', { isAdmin: true })
    expect(await loader(args(request('/dashboard', { cookie })))).toMatchObject({
      view: 'organisation',
      organisationName: 'Globex',
    })
  })
})

describe('/dashboard for everyone else', () => {
  it('shows the thank-you screen with the profile name', async () => {
    const { cookie } = await signedIn('ada@example.com', { name: 'Ada Lovelace' })
    const data = await loader(args(request('/dashboard?section=billing', { cookie })))
    expect(data).toEqual({
      view: 'thank-you',
      name: 'Ada Lovelace',
      schedulingUrl: expect.stringMatching(/^https:\/\//),
      // No organisation claims example.com: nothing to ask to join (decision 069).
      joinOffer: null,
      email: 'ada@example.com',
      emailUnconfirmed: false,
    })
  })

  it('shows the thank-you screen without a name when the profile has none (or only blanks)', async () => {
    const { cookie } = await signedIn('anon@example.com', { name: null })
    expect(await loader(args(request('/dashboard', { cookie })))).toMatchObject({ view: 'thank-you', name: null })

    const blank = await signedIn('blank@example.com', { name: '   ' })
    expect(await loader(args(request('/dashboard', { cookie: blank.cookie })))).toMatchObject({
      view: 'thank-you',
      name: null,
    })
  })

  it('shows the thank-you screen without a name when the user has no profile row', async () => {
    const { cookie } = await signedIn('ghost@example.com', { missing: true })
    expect(await loader(args(request('/dashboard', { cookie })))).toMatchObject({ view: 'thank-you', name: null })
  })

  it('logs a failed read of the organisation and shows the thank-you screen without a name', async () => {
    const { user, cookie } = await signedInAdminOf('broken@example.com', 'Broken Org')
    // A real failure from the database: the signed-in role loses its right to read memberships.
    await db.engine.query('revoke select on public.organization_members from authenticated')
    try {
      const data = await loader(args(request('/dashboard', { cookie })))
      expect(data).toMatchObject({ view: 'thank-you', name: null })
    } finally {
      await db.engine.query('grant select on public.organization_members to authenticated')
    }
    const logged = expectLoggedErrors()
    expect(logged).toHaveLength(1)
    expect(String(logged[0]![0])).toContain('[dashboard] could not load the organisation')
    expect(String(logged[0]![0])).toContain(user.id)
    expect(String(logged[0]![1])).toMatch(/permission denied/i)
  })

  it('shows the thank-you screen to a user whose organisation is gone', async () => {
    const { cookie, organizationId } = await signedInAdminOf('gone@example.com', 'Gone Ltd', { name: 'Gwen Gone' })
    await db.engine.query('delete from public.organizations where id = $1', [organizationId])
    expect(await loader(args(request('/dashboard', { cookie })))).toMatchObject({
      view: 'thank-you',
      name: 'Gwen Gone',
    })
  })
})

describe('loadProfile', () => {
  it("reads the user's own profile, and the policy hides everyone else's", async () => {
    const { user } = await signedIn('rls@example.com', { name: 'Rls Person' })
    expect(await loadProfile(user)).toEqual({ name: 'Rls Person' })
    // The same query as another signed-in user finds nothing.
    const other = await signedIn('other@example.com', { name: 'Other' })
    const seen = await runAs(db.engine, userCaller(other.user), (tx) =>
      tx.query('select name from public.profiles where id = $1', [user.id]),
    )
    expect(seen.rows).toEqual([])
  })
})

describe('the page', () => {
  it('is titled for the brand and kept out of search engines', () => {
    const tags = meta({} as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ title: 'Dashboard | Aivora' })
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('links each section by URL, the overview at the bare path', () => {
    expect(sectionHref('overview')).toBe('/dashboard')
    expect(sectionHref('support')).toBe('/dashboard?section=support')
    expect(parseSection(null)).toBe('overview')
    expect(parseSection('settings')).toBe('settings')
  })
})
