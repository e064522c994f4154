// The shell's loaders and actions, called with real Requests against a real database: the root
// loader (user, theme, consent banner), the theme and consent forms, sign-out, the health check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { signInWithPassword } from '~/.server/auth/session'
import { runAsServiceRole } from '~/.server/db'
import { dashboardHref } from '~/lib/root-data'
import { loader as rootLoader } from '~/root'
import { action as consentAction } from '~/routes/resources.consent'
import { action as themeAction } from '~/routes/resources.theme'
import { action as logoutAction } from '~/routes/logout'
import { loader as healthLoader } from '~/routes/healthz'
import { cookieFrom, formRequest, loaderData, request, respond, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
const args = (req: Request) => ({ request: req, params: {}, context: {} })

beforeAll(async () => {
  db = await useAppDatabase()
  await runAsServiceRole(db.engine, 'fixture', (tx) =>
    createUser(tx, { email: 'grace@example.com', password: 'a-good-password' }),
  )
})
afterAll(() => db.close())

describe('the root loader', () => {
  it('gives a visitor the dark theme, the consent banner and no user', async () => {
    const data = await loaderData(rootLoader(args(request('/'))))
    expect(data).toMatchObject({ user: null, theme: 'dark', showConsentBanner: true })
    expect(data.year).toBe(new Date().getFullYear())
  })

  it('follows the session, the theme cookie and the consent choice', async () => {
    const session = await signInWithPassword(request('/login'), 'grace@example.com', 'a-good-password')
    const theme = await respond(() => themeAction(args(formRequest('/resources/theme', { theme: 'light' }))))
    const consent = await respond(() => consentAction(args(formRequest('/resources/consent', { intent: 'decline' }))))
    const cookie = [session!.setCookie, theme.headers.get('Set-Cookie'), consent.headers.get('Set-Cookie')]
      .map(cookieFrom)
      .join('; ')
    const data = await loaderData(rootLoader(args(request('/', { cookie }))))
    expect(data).toMatchObject({
      user: { email: 'grace@example.com', isAdmin: false },
      theme: 'light',
      showConsentBanner: false,
    })
  })

  it("tells the bar that an admin's 'Dashboard' is /admin", async () => {
    const admin = await runAsServiceRole(db.engine, 'fixture: an admin', async (tx) => {
      const user = await createUser(tx, { email: 'staff@example.com', password: 'a-good-password' })
      await tx.query('update public.profiles set is_admin = true where id = $1', [user.id])
      return user
    })
    const session = await signInWithPassword(request('/login'), admin.email, 'a-good-password')
    const data = await loaderData(rootLoader(args(request('/', { cookie: cookieFrom(session!.setCookie) }))))
    expect(data.user).toEqual({ email: 'staff@example.com', isAdmin: true })
    expect(dashboardHref(data.user!)).toBe('/admin')
    expect(dashboardHref({ isAdmin: false })).toBe('/dashboard')
  })
})

describe('the consent form', () => {
  it.each([
    ['accept', 'gdpr-consent=true'],
    ['decline', 'gdpr-consent=false'],
  ])('stores %s and goes back to the page it came from', async (intent, stored) => {
    const response = await respond(() =>
      consentAction(
        args(formRequest('/resources/consent', { intent }, { headers: { Referer: 'http://localhost:3000/privacy' } })),
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/privacy')
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${stored};`))
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const data = await loaderData(rootLoader(args(request('/', { cookie }))))
    expect(data.showConsentBanner).toBe(false)
  })

  it('close hides the banner for the session without storing a choice', async () => {
    const response = await respond(() => consentAction(args(formRequest('/resources/consent', { intent: 'close' }))))
    const setCookie = response.headers.get('Set-Cookie') ?? ''
    expect(setCookie).not.toContain('gdpr-consent')
    expect(setCookie).not.toMatch(/Max-Age|Expires/i)
    const data = await loaderData(rootLoader(args(request('/', { cookie: cookieFrom(setCookie) }))))
    expect(data.showConsentBanner).toBe(false)
  })

  it('answers JavaScript submissions with data instead of a redirect', async () => {
    const response = await respond(() =>
      consentAction(args(formRequest('/resources/consent', { intent: 'accept', js: '1' }))),
    )
    expect(response.status).toBe(200)
  })

  it('refuses an unknown choice with a 400 and stores nothing', async () => {
    const response = await respond(() => consentAction(args(formRequest('/resources/consent', { intent: 'maybe' }))))
    expect(response.status).toBe(400)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('never redirects to another site', async () => {
    const response = await respond(() =>
      consentAction(
        args(
          formRequest('/resources/consent', { intent: 'accept' }, { headers: { Referer: 'https://evil.example/x' } }),
        ),
      ),
    )
    expect(response.headers.get('Location')).toBe('/')
  })
})

describe('the theme form', () => {
  it('accepts JSON from remix-themes and form posts without JavaScript', async () => {
    const json = await respond(() =>
      themeAction(
        args(
          request('/resources/theme', {
            method: 'POST',
            body: JSON.stringify({ theme: 'light' }),
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    )
    expect(json.status).toBe(200)
    expect(json.headers.get('Set-Cookie')).toMatch(/^theme=/)
    const form = await respond(() => themeAction(args(formRequest('/resources/theme', { theme: 'dark' }))))
    expect(form.status).toBe(302)
  })

  it.each([{ theme: 'purple' }, {}])('refuses %o with a 400', async (fields) => {
    const response = await respond(() =>
      themeAction(args(formRequest('/resources/theme', fields as Record<string, string>))),
    )
    expect(response.status).toBe(400)
  })

  it('refuses a body that is not JSON', async () => {
    const response = await respond(() =>
      themeAction(
        args(
          request('/resources/theme', {
            method: 'POST',
            body: '{nope',
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    )
    expect(response.status).toBe(400)
  })
})

describe('sign out', () => {
  it('ends the session and goes to /', async () => {
    const session = await signInWithPassword(request('/login'), 'grace@example.com', 'a-good-password')
    const cookie = cookieFrom(session!.setCookie)
    const response = await respond(() => logoutAction(args(request('/logout', { method: 'POST', cookie }))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    const data = await loaderData(rootLoader(args(request('/', { cookie }))))
    expect(data.user).toBeNull()
  })
})

describe('the health check', () => {
  it('answers ok when the database answers', async () => {
    const response = await respond(() => healthLoader())
    expect(response.status).toBe(200)
  })
})
