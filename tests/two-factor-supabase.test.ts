// Two-factor authentication on Supabase Auth (docs/decisions/071-two-factor-authentication.md), through
// the same routes as built-in accounts, against the fake of Supabase's HTTP API (its MFA endpoints:
// enrol, challenge, verify, unenrol): the factor is turned on with a code computed by otplib, the
// security notice is queued, a password alone then leaves the session at aal1 (not signed in to the
// site) until /login/two-factor's code lifts it to aal2; wrong codes are refused; a current code
// turns it off.
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '~/.server/config'
import { TWO_FACTOR_MESSAGES, type TwoFactorActionData } from '~/lib/two-factor'
import { loader as rootLoader } from '~/root'
import { action as loginAction } from '~/routes/login'
import { action as logoutAction } from '~/routes/logout'
import { action as signupAction } from '~/routes/signup'
import { action as stepAction, loader as stepLoader } from '~/routes/login_.two-factor'
import { action as settingsAction, loader as settingsLoader } from '~/routes/settings.two-factor'
import { CookieJar, formRequest, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from './helpers/fake-supabase-auth'

const EMAIL = 'mfa@supabase-two-factor.example'
const PASSWORD = 'a-strong-password'

let db: TestDatabase
let fake: FakeSupabaseAuth
const jar = new CookieJar()

const post = async (run: () => unknown) => jar.take(await respond(run))
const settings = (fields: Record<string, string>) =>
  post(() => settingsAction(routeArgs(formRequest('/settings/two-factor', fields, { cookie: jar.header }))))
const json = async <T = Record<string, unknown>>(response: Response) => JSON.parse(await response.text()) as T

async function currentUser() {
  const response = await post(() => rootLoader(routeArgs(request('/', { cookie: jar.header }))))
  return ((await response.json()) as { user: { email: string } | null }).user
}

function signIn() {
  return post(() =>
    loginAction(routeArgs(formRequest('/login', { email: EMAIL, password: PASSWORD }, { cookie: jar.header }))),
  )
}

const signOut = () => post(() => logoutAction(routeArgs(formRequest('/logout', {}, { cookie: jar.header }))))

beforeAll(async () => {
  db = await useAppDatabase()
  fake = await startFakeSupabaseAuth(db.engine)
  process.env.SUPABASE_URL = fake.url
  process.env.SUPABASE_ANON_KEY = fake.anonKey
  resetConfig()
  const signedUp = await respond(() =>
    signupAction(
      routeArgs(
        formRequest('/signup', {
          email: EMAIL,
          password: PASSWORD,
          orgName: 'Factor Ltd',
          industry: 'Healthcare',
          orgSize: '11-50',
          country: 'GB',
          useCase: 'Testing factors.',
          phone: '2079460958',
        }),
      ),
    ),
  )
  expect(signedUp.status).toBe(302)
  fake.confirm(EMAIL)
})
afterAll(async () => {
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_ANON_KEY
  resetConfig()
  await fake.close()
  await db.close()
})

describe('two-factor on Supabase Auth', () => {
  let secret = ''

  it('enrols a TOTP factor and turns it on with the code the library computes', async () => {
    expect((await signIn()).headers.get('Location')).toBe('/')
    expect(await currentUser()).toMatchObject({ email: EMAIL })
    const page = await settingsLoader(routeArgs(request('/settings/two-factor', { cookie: jar.header })))
    expect(page.status).toEqual({ enabled: false, recoveryCodesLeft: null })

    const started = await json<Extract<TwoFactorActionData, { kind: 'setup' }>>(await settings({ intent: 'start' }))
    expect(started.kind).toBe('setup')
    expect(started.setup.factorId).toBeTruthy()
    secret = started.setup.secret
    expect(secret).toBe(fake.totpSecret(EMAIL))
    expect(started.setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)

    const wrongCode = (await generate({ secret })) === '000000' ? '000001' : '000000'
    const fields = { intent: 'confirm', factorId: started.setup.factorId!, secret }
    const wrong = await settings({ ...fields, code: wrongCode })
    expect(wrong.status).toBe(400)
    expect(await json(wrong)).toMatchObject({ kind: 'setup', error: TWO_FACTOR_MESSAGES.wrongCode, setup: { secret } })

    const enabled = await settings({ ...fields, code: await generate({ secret }) })
    expect(enabled.status).toBe(200)
    expect(await json(enabled)).toEqual({ kind: 'enabled', recoveryCodes: null })
    // The session was lifted to aal2: still signed in.
    expect(await currentUser()).toMatchObject({ email: EMAIL })
    const { rows } = await db.engine.query(
      `select payload ->> 'event' as event from private.mail_outbox where kind = 'security' and payload ->> 'email' = $1`,
      [EMAIL],
    )
    expect(rows).toEqual([{ event: 'two-factor-on' }])
  })

  it('after sign-out, a password alone is not signed in: the code is asked, wrong ones refused', async () => {
    await signOut()
    const signedIn = await signIn()
    expect(signedIn.headers.get('Location')).toBe('/login/two-factor')
    expect(await currentUser()).toBeNull()
    expect(
      (await respond(() => stepLoader(routeArgs(request('/login/two-factor', { cookie: jar.header }))))).status,
    ).toBe(200)
    const right = await generate({ secret })
    const wrong = await post(() =>
      stepAction(
        routeArgs(
          formRequest('/login/two-factor', { code: right === '111111' ? '222222' : '111111' }, { cookie: jar.header }),
        ),
      ),
    )
    expect(wrong.status).toBe(400)
    expect(await currentUser()).toBeNull()

    const done = await post(() =>
      stepAction(
        routeArgs(formRequest('/login/two-factor', { code: right, redirectTo: '/dashboard' }, { cookie: jar.header })),
      ),
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/dashboard')
    expect(await currentUser()).toMatchObject({ email: EMAIL })
  })

  it('a current code turns it off (unenrolled at aal2); then the password is enough again', async () => {
    const off = await settings({ intent: 'disable', code: await generate({ secret }) })
    expect(off.status).toBe(200)
    expect(await json(off)).toEqual({ kind: 'done', message: TWO_FACTOR_MESSAGES.disabled })
    expect(fake.totpSecret(EMAIL)).toBeUndefined()
    await signOut()
    expect((await signIn()).headers.get('Location')).toBe('/')
    expect(await currentUser()).toMatchObject({ email: EMAIL })
  })
})
