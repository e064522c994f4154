// The account routes (/signup, /login, Sign Out, /auth/callback) on both providers: built-in
// accounts, and Supabase Auth through @supabase/ssr against a fake of its HTTP API. The same
// route tests run on each; the database is real (PGlite here; the schema's engines are covered
// by the policy and migration tests).
import type { SubmissionResult } from '@conform-to/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { RATE_LIMITS } from '~/.server/rate-limit'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { loader as rootLoader } from '~/root'
import { loader as callbackLoader } from '~/routes/auth.callback'
import { action as loginAction, loader as loginLoader } from '~/routes/login'
import { action as logoutAction } from '~/routes/logout'
import { action as signupAction, loader as signupLoader } from '~/routes/signup'
import { CookieJar, formRequest, loaderData, request, respond, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from './helpers/fake-supabase-auth'
import { expectLoggedErrors } from './setup'

const args = (req: Request) => ({ request: req, params: {}, context: {} })

const ORG = {
  orgName: 'Northwind Clinics',
  industry: 'Healthcare',
  orgSize: '51-200',
  country: 'GB',
  useCase: 'Summarise clinical notes for our GPs.',
  website: 'https://northwind.example',
  phone: '20 7946 0958',
  password: 'a-strong-password',
}

let db: TestDatabase
let sequence = 0
const uniqueEmail = () => `org${++sequence}-${Date.now()}@example.com`

beforeAll(async () => {
  db = await useAppDatabase()
})
afterAll(async () => {
  await db.close()
  resetConfig()
})
// Every request here comes from one address: each test starts with fresh rate-limit windows.
beforeEach(async () => {
  await db.engine.query('delete from private.rate_limits')
})

/** The account's profile, and the organisations it belongs to with its role in each (as the owner sees them). */
async function profileOf(email: string) {
  const { rows } = await db.engine.query<{ name: string | null; is_admin: boolean; id: string }>(
    `select p.id, p.name, p.is_admin from public.profiles p join auth.users u on u.id = p.id where lower(u.email) = lower($1)`,
    [email],
  )
  const profile = rows[0]
  if (!profile) return undefined
  const { rows: organizations } = await db.engine.query(
    `select m.role, o.name, o.size, o.industry, o.use_case, o.website, o.phone, o.country, o.plan
     from public.organization_members m join public.organizations o on o.id = m.organization_id
     where m.user_id = $1 order by m.joined_at`,
    [profile.id],
  )
  return { name: profile.name, is_admin: profile.is_admin, organizations }
}

const organizationCount = async () =>
  (await db.engine.query<{ n: number }>('select count(*)::int as n from public.organizations')).rows[0]!.n

const userCount = async () =>
  Number((await db.engine.query<{ n: string }>('select count(*) as n from auth.users')).rows[0]!.n)

async function signUp(fields: Record<string, string>, jar = new CookieJar()) {
  return jar.take(await respond(() => signupAction(args(formRequest('/signup', fields, { cookie: jar.header })))))
}

async function signIn(fields: Record<string, string>, jar = new CookieJar()) {
  return jar.take(await respond(() => loginAction(args(formRequest('/login', fields, { cookie: jar.header })))))
}

async function currentUser(jar: CookieJar) {
  const response = await respond(() => rootLoader(args(request('/', { cookie: jar.header }))))
  jar.take(response)
  return ((await response.json()) as { user: { email: string } | null }).user
}

describe.each(['builtin', 'supabase'] as const)('accounts on the %s provider', (provider) => {
  let fake: FakeSupabaseAuth | undefined

  beforeAll(async () => {
    if (provider === 'supabase') {
      fake = await startFakeSupabaseAuth(db.engine)
      process.env.SUPABASE_URL = fake.url
      process.env.SUPABASE_ANON_KEY = fake.anonKey
    } else {
      delete process.env.SUPABASE_URL
      delete process.env.SUPABASE_ANON_KEY
    }
    resetConfig()
  })
  afterAll(async () => {
    delete process.env.SUPABASE_URL
    delete process.env.SUPABASE_ANON_KEY
    resetConfig()
    await fake?.close()
  })

  /** A confirmed organisation account (Supabase: the confirmation link was followed). */
  async function organisation() {
    const email = uniqueEmail()
    const response = await signUp({ ...ORG, email })
    expect(response.status).toBe(302)
    fake?.confirm(email)
    return email
  }

  describe('/signup', () => {
    it.each([
      [{ email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail, 'email'],
      [{ password: '12345' }, AUTH_MESSAGES.shortPassword, 'password'],
      [{ orgName: '  ' }, AUTH_MESSAGES.missingOrgFields, 'orgName'],
      [{ industry: '' }, AUTH_MESSAGES.missingOrgFields, 'industry'],
      [{ useCase: '' }, AUTH_MESSAGES.missingOrgFields, 'useCase'],
      [{ country: '' }, AUTH_MESSAGES.missingCountry, 'country'],
      [{ country: 'XX' }, AUTH_MESSAGES.missingCountry, 'country'],
      [{ phone: '' }, AUTH_MESSAGES.missingCountryCode, 'phone'],
      [{ phone: '12345' }, AUTH_MESSAGES.invalidPhone, 'phone'],
      [{ phone: '123456789012345' }, AUTH_MESSAGES.invalidPhone, 'phone'],
      [{ phone: '12-34-ab-56' }, AUTH_MESSAGES.invalidPhone, 'phone'],
    ])('refuses %o with "%s", creating nothing', async (override, message, field) => {
      const before = await userCount()
      const response = await signUp({ ...ORG, email: uniqueEmail(), ...override })
      expect(response.status).toBe(400)
      const body = (await response.json()) as SubmissionResult<string[]>
      // The error is the field's, shown beside it; the form has no message of its own.
      expect(body.error?.[field]).toContain(message)
      expect(body.error?.['']).toBeUndefined()
      // The typed values come back, so nothing has to be typed again, except the password.
      expect(body.initialValue).toMatchObject({ orgName: expect.any(String) as string })
      expect(body.initialValue).not.toHaveProperty('password')
      expect(JSON.stringify(body)).not.toContain(ORG.password)
      expect(await userCount()).toBe(before)
    })

    it('gives every broken rule beside its own field at once', async () => {
      const response = await signUp({ email: 'x', password: '1', country: 'GB', phone: '12' })
      expect(response.status).toBe(400)
      expect(((await response.json()) as SubmissionResult<string[]>).error).toEqual({
        orgName: [AUTH_MESSAGES.missingOrgFields],
        industry: [AUTH_MESSAGES.missingOrgFields],
        useCase: [AUTH_MESSAGES.missingOrgFields],
        phone: [AUTH_MESSAGES.invalidPhone],
        email: [AUTH_MESSAGES.invalidEmail],
        password: [AUTH_MESSAGES.shortPassword],
      })
    })

    it('takes the dial code from the chosen country, whatever the form sent beside it', async () => {
      const email = uniqueEmail()
      const response = await signUp({ ...ORG, email, country: 'JM', phone: '555-0100', dialCode: '+7' })
      expect(response.status).toBe(302)
      expect((await profileOf(email))?.organizations).toMatchObject([{ country: 'JM', phone: '+1876 5550100' }])
    })

    it('creates the organisation with its creator as Admin, and goes to / with the success message', async () => {
      const email = uniqueEmail()
      const jar = new CookieJar()
      const before = await organizationCount()
      const response = await signUp({ ...ORG, email }, jar)
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/')
      // The profile is the person (the form asks no name of them); the organisation has its own record.
      expect(await profileOf(email)).toEqual({
        name: null,
        is_admin: false,
        organizations: [
          {
            role: 'admin',
            name: 'Northwind Clinics',
            size: '51-200',
            industry: 'Healthcare',
            use_case: 'Summarise clinical notes for our GPs.',
            website: 'https://northwind.example',
            phone: '+44 2079460958',
            country: 'GB',
            plan: 'enterprise',
          },
        ],
      })
      expect(await organizationCount()).toBe(before + 1)
      const home = await respond(() => rootLoader(args(request('/', { cookie: jar.header }))))
      // Only what is true (decision 077): built-in accounts are signed in and sent our own link;
      // Supabase (confirmations on) sent its e-mail and signs them in from it.
      expect(((await home.json()) as { notice: string }).notice).toBe(
        provider === 'builtin' ? AUTH_MESSAGES.signedUpConfirmationSent : AUTH_MESSAGES.signedUp,
      )
      // Shown once: the root loader clears it.
      jar.take(home)
      const again = await loaderData(rootLoader(args(request('/', { cookie: jar.header }))))
      expect(again.notice).toBeNull()
    })

    it('saves the organisation whole or not at all: a failed membership leaves no organisation, and the account waits', async () => {
      const email = uniqueEmail()
      const before = await organizationCount()
      // A real failure inside the transaction, after the organisation's row is written.
      await db.engine.query('revoke insert on public.organization_members from service_role')
      let response: Response
      try {
        response = await signUp({ ...ORG, email })
      } finally {
        await db.engine.query('grant insert on public.organization_members to service_role')
      }
      // The account was made (the provider's); the visitor is told as after any sign-up.
      expect(response.status).toBe(302)
      expect(await profileOf(email)).toMatchObject({ is_admin: false, organizations: [] })
      expect(await organizationCount()).toBe(before)
      const logged = expectLoggedErrors()
      expect(logged).toHaveLength(1)
      expect(String(logged[0]![0])).toMatch(/^Creating the organisation after sign-up failed for user [0-9a-f-]{36}:$/)
      expect(String(logged[0]![1])).toMatch(/permission denied/i)
      // Nothing of the form in the log: it names a company and a person.
      expect(JSON.stringify(logged)).not.toContain(ORG.orgName)
    })

    it('answers a taken address with the already-registered message', async () => {
      const email = await organisation()
      const response = await signUp({ ...ORG, email: email.toUpperCase() })
      expect(response.status).toBe(409)
      // It belongs to no field: the form's own message.
      expect(await response.json()).toMatchObject({ error: { '': [AUTH_MESSAGES.alreadyRegistered] } })
    })

    it('takes no privilege from extra fields: is_admin stays false', async () => {
      const email = uniqueEmail()
      const response = await signUp({
        ...ORG,
        email,
        is_admin: 'true',
        isAdmin: 'true',
        role: 'service_role',
        'org_data[is_admin]': 'true',
        plan: 'free',
        role_in_organization: 'member',
      })
      expect(response.status).toBe(302)
      expect(await profileOf(email)).toMatchObject({
        is_admin: false,
        organizations: [{ role: 'admin', plan: 'enterprise' }],
      })
    })

    it('refuses a JSON body without creating anything', async () => {
      const before = await userCount()
      const response = await respond(() =>
        signupAction(
          args(
            request('/signup', {
              method: 'POST',
              body: JSON.stringify({ ...ORG, email: uniqueEmail(), is_admin: true }),
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        ),
      )
      expect(response.status).toBe(400)
      expect(await userCount()).toBe(before)
    })
  })

  describe('/login', () => {
    it('refuses a wrong password with the invalid-credentials message, and a malformed form before asking', async () => {
      const email = await organisation()
      const wrong = await signIn({ email, password: 'not-the-password' })
      expect(wrong.status).toBe(400)
      const body = (await wrong.json()) as SubmissionResult<string[]>
      expect(body).toMatchObject({ error: { '': [AUTH_MESSAGES.invalidCredentials] }, initialValue: { email } })
      expect(body.initialValue).not.toHaveProperty('password')
      const malformed = await signIn({ email: 'nope', password: '12345' })
      expect(malformed.status).toBe(400)
      expect(((await malformed.json()) as SubmissionResult<string[]>).error).toEqual({
        email: [AUTH_MESSAGES.invalidEmail],
        password: [AUTH_MESSAGES.shortPassword],
      })
    })

    it('signs in, goes to /, and the session follows every request until Sign Out', async () => {
      const email = await organisation()
      const jar = new CookieJar()
      const response = await signIn({ email, password: ORG.password }, jar)
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/')
      for (const line of response.headers.getSetCookie()) expect(line).toMatch(/HttpOnly/i)
      expect(await currentUser(jar)).toEqual({ email, isAdmin: false })

      // An auth page visited with a session goes to /dashboard.
      for (const loader of [loginLoader, signupLoader]) {
        const visit = await respond(() => loader(args(request('/login', { cookie: jar.header }))))
        expect(visit.headers.get('Location')).toBe('/dashboard')
      }

      const out = jar.take(
        await respond(() => logoutAction(args(request('/logout', { method: 'POST', cookie: jar.header })))),
      )
      expect(out.status).toBe(302)
      expect(out.headers.get('Location')).toBe('/')
      expect(await currentUser(jar)).toBeNull()
    })

    it('follows redirectTo only to a path on this site', async () => {
      const email = await organisation()
      for (const [redirectTo, expected] of [
        ['/dashboard?section=team', '/dashboard?section=team'],
        ['https://evil.example/', '/'],
        ['//evil.example', '/'],
        ['/\\evil.example', '/'],
      ]) {
        const response = await signIn({ email, password: ORG.password, redirectTo: redirectTo! })
        expect(response.headers.get('Location')).toBe(expected)
      }
    })

    it('a forged or foreign cookie is nobody', async () => {
      const jar = new CookieJar()
      jar.take(
        new Response(null, {
          headers: [
            ['Set-Cookie', '__session=forged'],
            ['Set-Cookie', 'sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0'],
          ],
        }),
      )
      expect(await currentUser(jar)).toBeNull()
      expectLoggedErrors()
    })

    it(`counts failed sign-ins per address and e-mail: after ${RATE_LIMITS.signInFailuresPerAddressAndAccount.limit}, even the right password is refused`, async () => {
      const email = await organisation()
      const { limit } = RATE_LIMITS.signInFailuresPerAddressAndAccount
      for (let i = 0; i < limit; i++) await signIn({ email, password: 'wrong-password' })
      const refused = await signIn({ email, password: ORG.password })
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ error: { '': [AUTH_MESSAGES.tooManyAttempts] } })
    })
  })

  describe('a plain signed-in user', () => {
    it('cannot make themselves an admin or an organisation by any request they can send', async () => {
      const email = uniqueEmail()
      if (provider === 'supabase') {
        // Supabase users are made by its Auth server; this one then leaves its organisation.
        await signUp({ ...ORG, email })
        fake!.confirm(email)
        await db.engine.query(
          `delete from public.organization_members where user_id = (select id from auth.users where email = $1)`,
          [email],
        )
      } else {
        await runAsServiceRole(db.engine, 'fixture', (tx) => createUser(tx, { email, password: ORG.password }))
      }
      const jar = new CookieJar()
      await signIn({ email, password: ORG.password }, jar)
      const escalation = { is_admin: 'true', is_org: 'true', isAdmin: 'true', role: 'admin' }
      const posts = [
        () => signupAction(args(formRequest('/signup', { ...ORG, email, ...escalation }, { cookie: jar.header }))),
        () =>
          loginAction(
            args(formRequest('/login', { email, password: ORG.password, ...escalation }, { cookie: jar.header })),
          ),
        () =>
          loginAction(
            args(
              request('/login', {
                method: 'POST',
                body: JSON.stringify({ email, password: ORG.password, ...escalation }),
                headers: { 'Content-Type': 'application/json' },
                cookie: jar.header,
              }),
            ),
          ),
      ]
      for (const post of posts) jar.take(await respond(post))
      expect(await profileOf(email)).toMatchObject({ is_admin: false, organizations: [] })
    })
  })
})

describe('Supabase only', () => {
  let fake: FakeSupabaseAuth
  beforeAll(async () => {
    fake = await startFakeSupabaseAuth(db.engine)
    process.env.SUPABASE_URL = fake.url
    process.env.SUPABASE_ANON_KEY = fake.anonKey
    resetConfig()
  })
  afterAll(async () => {
    delete process.env.SUPABASE_URL
    delete process.env.SUPABASE_ANON_KEY
    resetConfig()
    await fake.close()
  })

  it('sends the anon key, asks for the confirmation link to land on /auth/callback, and the link signs in', async () => {
    const email = uniqueEmail()
    const jar = new CookieJar()
    await signUp({ ...ORG, email }, jar)
    const signup = fake.requests.find(
      (r) => r.path.startsWith('/auth/v1/signup') && (r.body as { email?: string }).email === email,
    )
    expect(signup?.apikey).toBe(fake.anonKey)
    const redirectTo = new URL(signup!.path, 'http://x').searchParams.get('redirect_to')
    expect(redirectTo).toBe('http://localhost:3000/auth/callback')
    expect((signup?.body as { code_challenge?: string }).code_challenge).toBeTruthy()

    const code = fake.confirmationCode(email)!
    const landed = jar.take(
      await respond(() =>
        callbackLoader(args(request(`/auth/callback?code=${code}&next=/dashboard`, { cookie: jar.header }))),
      ),
    )
    expect(landed.headers.get('Location')).toBe('/dashboard')
    expect(await currentUser(jar)).toEqual({ email, isAdmin: false })
  })

  it('a bad or missing code goes to /login, and next never leaves the site', async () => {
    for (const path of ['/auth/callback', '/auth/callback?code=not-a-real-code']) {
      const response = await respond(() => callbackLoader(args(request(path))))
      expect(response.headers.get('Location')).toBe('/login')
    }
    const email = uniqueEmail()
    const jar = new CookieJar()
    await signUp({ ...ORG, email }, jar)
    const code = fake.confirmationCode(email)!
    const response = await respond(() =>
      callbackLoader(args(request(`/auth/callback?code=${code}&next=//evil.example`, { cookie: jar.header }))),
    )
    expect(response.headers.get('Location')).toBe('/')
  })

  it('an outage of the Auth server gives the unexpected-error message and a 503', async () => {
    fake.failWith(503)
    try {
      const response = await signIn({ email: uniqueEmail(), password: ORG.password })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ error: { '': [AUTH_MESSAGES.unexpected] } })
      expect(expectLoggedErrors().length).toBeGreaterThan(0)
    } finally {
      fake.failWith(null)
    }
  })
})
