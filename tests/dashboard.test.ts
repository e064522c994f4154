// /dashboard's loader against a real database: the session guard, the organisation dashboard
// with its section from the URL, the thank-you screen with and without a name, and a failed
// profile load (logged, thank-you screen). Profiles are read as the user, under RLS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runAs, runAsServiceRole, userCaller } from '~/.server/db'
import { loadProfile } from '~/.server/profiles'
import { parseSection, sectionHref } from '~/lib/dashboard'
import { loader, meta } from '~/routes/dashboard'
import { cookieFrom, request, respond, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

let db: TestDatabase
const args = (req: Request) => ({ request: req, params: {}, context: {} })

/** A user with a session; `profile` sets the profile's name and is_org as the service role would. */
async function signedIn(
  email: string,
  profile: {
    name?: string | null
    isOrg?: boolean
    isAdmin?: boolean
    orgName?: string
    missing?: boolean
  } = {},
) {
  const user = await runAsServiceRole(db.engine, 'test fixture: an account', (tx) =>
    createUser(tx, { email, password: 'a-good-password', name: profile.name ?? null }),
  )
  await runAsServiceRole(db.engine, 'test fixture: set is_org as sign-up does', async (tx) => {
    if (profile.missing) await tx.query('delete from public.profiles where id = $1', [user.id])
    else
      await tx.query('update public.profiles set is_org = $2, is_admin = $3, org_data = $4 where id = $1', [
        user.id,
        profile.isOrg ?? false,
        profile.isAdmin ?? false,
        profile.orgName === undefined ? null : JSON.stringify({ org_name: profile.orgName, industry: 'Healthcare' }),
      ])
  })
  const cookie = cookieFrom(await createUserSession(user, request('/login')))
  return { user, cookie }
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

describe('/dashboard for an organisation', () => {
  it('shows the organisation dashboard with the e-mail and the overview by default', async () => {
    const { cookie } = await signedIn('ops@acme.example', { name: 'Acme', isOrg: true })
    const data = await loader(args(request('/dashboard', { cookie })))
    expect(data).toEqual({
      view: 'organisation',
      email: 'ops@acme.example',
      section: 'overview',
      organisationName: 'Acme',
      settingsNotSaved: false,
    })
  })

  it("heads the sidebar with the organisation's own name: org_data's, else the profile's, never a made-up one", async () => {
    const named = await signedIn('ops@globex.example', { name: 'Pat', isOrg: true, orgName: ' Globex Logistics ' })
    expect(await loader(args(request('/dashboard', { cookie: named.cookie })))).toMatchObject({
      organisationName: 'Globex Logistics',
    })
    const blankOrg = await signedIn('ops@initech.example', { name: 'Initech', isOrg: true, orgName: '  ' })
    expect(await loader(args(request('/dashboard', { cookie: blankOrg.cookie })))).toMatchObject({
      organisationName: 'Initech',
    })
    const nameless = await signedIn('ops@nameless.example', { name: null, isOrg: true })
    expect(await loader(args(request('/dashboard', { cookie: nameless.cookie })))).toMatchObject({
      organisationName: 'Your organisation',
    })
  })

  it("says settings were not saved only when 'Save Changes' was pressed on the settings section", async () => {
    const { cookie } = await signedIn('settings@acme.example', { name: 'Acme', isOrg: true })
    const at = (url: string) => loader(args(request(url, { cookie })))
    expect(await at('/dashboard?section=settings&settings=not-saved')).toMatchObject({
      section: 'settings',
      settingsNotSaved: true,
    })
    expect(await at('/dashboard?section=settings')).toMatchObject({ settingsNotSaved: false })
    expect(await at('/dashboard?section=billing&settings=not-saved')).toMatchObject({ settingsNotSaved: false })
    expect(await at('/dashboard?section=settings&settings=saved')).toMatchObject({ settingsNotSaved: false })
  })

  it('shows the section named in the URL, and the overview for an unknown one', async () => {
    const { cookie } = await signedIn('billing@acme.example', { name: 'Acme', isOrg: true })
    for (const section of ['overview', 'billing', 'team', 'support', 'settings'] as const) {
      const data = await loader(args(request(`/dashboard?section=${section}`, { cookie })))
      expect(data).toMatchObject({ view: 'organisation', section })
    }
    for (const odd of ['?section=admin', '?section=', '?section=Billing', '?section=__proto__']) {
      expect(await loader(args(request(`/dashboard${odd}`, { cookie })))).toMatchObject({ section: 'overview' })
    }
  })
})

describe('/dashboard for an admin', () => {
  it('sends staff to /admin, never to the access-request screen', async () => {
    const { cookie } = await signedIn('staff@example.com', { name: 'Sam Staff', isAdmin: true })
    const response = await respond(() => loader(args(request('/dashboard', { cookie }))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin')
  })

  it('keeps the organisation dashboard for an admin whose profile is also an organisation', async () => {
    const { cookie } = await signedIn('staff@globex.example', { isOrg: true, isAdmin: true, orgName: 'Globex' })
    expect(await loader(args(request('/dashboard', { cookie })))).toMatchObject({
      view: 'organisation',
      organisationName: 'Globex',
    })
  })
})

describe('/dashboard for everyone else', () => {
  it('shows the thank-you screen with the profile name', async () => {
    const { cookie } = await signedIn('ada@example.com', { name: 'Ada Lovelace', isOrg: false })
    const data = await loader(args(request('/dashboard?section=billing', { cookie })))
    expect(data).toEqual({
      view: 'thank-you',
      name: 'Ada Lovelace',
      schedulingUrl: expect.stringMatching(/^https:\/\//),
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

  it('logs a failed profile load and shows the thank-you screen without a name', async () => {
    const { user, cookie } = await signedIn('broken@example.com', { name: 'Broken Org', isOrg: true })
    // A real failure from the database: the signed-in role loses its right to read profiles.
    await db.engine.query('revoke select on public.profiles from authenticated')
    try {
      const data = await loader(args(request('/dashboard', { cookie })))
      expect(data).toMatchObject({ view: 'thank-you', name: null })
    } finally {
      await db.engine.query('grant select on public.profiles to authenticated')
    }
    const logged = expectLoggedErrors()
    expect(logged).toHaveLength(1)
    expect(String(logged[0]![0])).toContain('[dashboard] could not load the profile')
    expect(String(logged[0]![0])).toContain(user.id)
    expect(String(logged[0]![1])).toMatch(/permission denied/i)
  })
})

describe('loadProfile', () => {
  it("reads the user's own profile, and the policy hides everyone else's", async () => {
    const { user } = await signedIn('rls@example.com', { name: 'Rls Org', isOrg: true })
    expect(await loadProfile(user)).toEqual({ name: 'Rls Org', is_org: true, org_data: null })
    // The same query as another signed-in user finds nothing (the revoke test above shows that
    // loadProfile runs as the signed-in role, not the service role).
    const other = await signedIn('other@example.com', { name: 'Other' })
    const seen = await runAs(db.engine, userCaller(other.user), (tx) =>
      tx.query('select name, is_org, org_data from public.profiles where id = $1', [user.id]),
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
