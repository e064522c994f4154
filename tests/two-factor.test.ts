// Two-factor authentication of built-in accounts (docs/decisions/071-two-factor-authentication.md),
// through its routes against a real database: the TOTP module with codes the library computes
// (tolerance, replay), recovery codes (each works once), the encrypted secret, turning it on with
// a correct code only, sign-in's second step (pending, not a session; wrong codes refused and
// rate-limited per account and per address), turning it off with a current code, the security
// notices in the outbox, and an organisation Admin's requirement (audited, enforced on /dashboard).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { hashPassword } from '~/.server/auth/passwords'
import { createUserSession } from '~/.server/auth/session'
import { runAsServiceRole } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { RATE_LIMITS } from '~/.server/rate-limit'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
} from '~/.server/two-factor/recovery-codes'
import { openSecret, sealSecret } from '~/.server/two-factor/secret-box'
import { checkTotp, newTotpSecret, totpCode, totpUri } from '~/.server/two-factor/totp'
import { resetConfig } from '~/.server/config'
import { TWO_FACTOR_MESSAGES, type TwoFactorActionData } from '~/lib/two-factor'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { action as loginAction } from '~/routes/login'
import { action as stepAction, loader as stepLoader } from '~/routes/login_.two-factor'
import { action as settingsAction, loader as settingsLoader } from '~/routes/settings.two-factor'
import { cookieFrom, formRequest, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

const PERIOD = 30
const T0 = 1_900_000_020 // a time step's first second

describe('the TOTP module', () => {
  const secret = newTotpSecret()

  it('makes 160-bit Base32 secrets and an otpauth address naming the site and the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    const uri = new URL(totpUri(secret, 'ada@example.com'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('Aivora')
    expect(decodeURIComponent(uri.pathname)).toContain('ada@example.com')
  })

  it('accepts the code of now and of the period either side, and no other', async () => {
    const now = await totpCode(secret, T0)
    expect(now).toMatch(/^\d{6}$/)
    const step = Math.floor(T0 / PERIOD)
    expect(await checkTotp(secret, now, null, T0)).toBe(step)
    expect(await checkTotp(secret, await totpCode(secret, T0 - PERIOD), null, T0)).toBe(step - 1)
    expect(await checkTotp(secret, await totpCode(secret, T0 + PERIOD), null, T0)).toBe(step + 1)
    const stale = await totpCode(secret, T0 - 3 * PERIOD)
    if (stale !== now) expect(await checkTotp(secret, stale, null, T0)).toBeNull()
    expect(await checkTotp(newTotpSecret(), now, null, T0)).toBeNull()
  })

  it('refuses a code used already, and any older one after it (replay)', async () => {
    const now = await totpCode(secret, T0)
    const step = (await checkTotp(secret, now, null, T0))!
    expect(await checkTotp(secret, now, step, T0)).toBeNull()
    expect(await checkTotp(secret, await totpCode(secret, T0 - PERIOD), step, T0)).toBeNull()
    expect(await checkTotp(secret, await totpCode(secret, T0 + PERIOD), step, T0)).toBe(step + 1)
  })

  it('refuses anything but six digits before the library sees it', async () => {
    for (const typed of ['', '12345', '1234567', '12 345', 'abcdef', '١٢٣٤٥٦', `${await totpCode(secret, T0)}\n`])
      expect(await checkTotp(secret, typed, null, T0)).toBeNull()
  })
})

describe('recovery codes and the sealed secret', () => {
  it('makes ten different 80-bit codes, read back in any case, with or without dashes', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
    const code = codes[0]!
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replaceAll('-', ' ')} `)).toBe(code.replaceAll('-', ''))
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code))
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/)
    expect(normaliseRecoveryCode('0000-1111-iiii-llll')).toBeNull()
    expect(normaliseRecoveryCode('abcd')).toBeNull()
  })

  it('keeps the secret sealed: a new nonce each time, tampering refused, rotated session secrets honoured', () => {
    const secret = newTotpSecret()
    const sealed = sealSecret(secret)
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain(secret)
    expect(sealSecret(secret)).not.toBe(sealed)
    expect(openSecret(sealed)).toBe(secret)
    const body = sealed.slice(3)
    const flipped = `v1.${body.slice(0, 20)}${body[20] === 'A' ? 'B' : 'A'}${body.slice(21)}`
    expect(openSecret(flipped)).toBeNull()
    expect(openSecret('v2.abc')).toBeNull()

    const before = process.env.SESSION_SECRET
    try {
      process.env.SESSION_SECRET = `a-new-session-secret-of-at-least-32-chars,${before}`
      resetConfig()
      expect(openSecret(sealed)).toBe(secret)
      process.env.SESSION_SECRET = 'only-a-new-session-secret-of-32-characters'
      resetConfig()
      expect(openSecret(sealed)).toBeNull()
    } finally {
      process.env.SESSION_SECRET = before
      resetConfig()
    }
  })
})

let db: TestDatabase
const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
const PASSWORD = 'a-good-password'

async function account(email: string) {
  const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
    createUser(tx, { email, password: PASSWORD, name: null }),
  )
  return { user, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
}

const settings = (cookie: string, fields: Record<string, string>, clientAddress = '198.51.100.7') =>
  respond(() => settingsAction(routeArgs(formRequest('/settings/two-factor', fields, { cookie }), { clientAddress })))
const json = async <T = Record<string, unknown>>(response: Response) => JSON.parse(await response.text()) as T

function signIn(email: string, clientAddress = '198.51.100.7') {
  return respond(() => loginAction(routeArgs(formRequest('/login', { email, password: PASSWORD }), { clientAddress })))
}
function secondStep(pending: string, code: string, clientAddress = '198.51.100.7', redirectTo?: string) {
  const fields: Record<string, string> = { code }
  if (redirectTo) fields.redirectTo = redirectTo
  return respond(() =>
    stepAction(routeArgs(formRequest('/login/two-factor', fields, { cookie: pending }), { clientAddress })),
  )
}
const cookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`) && !/Max-Age=0/i.test(line))

/** Turns two-factor on for `cookie`'s account: the secret and the recovery codes. */
async function turnOn(cookie: string) {
  const started = await json<TwoFactorActionData>(await settings(cookie, { intent: 'start' }))
  if (started.kind !== 'setup') throw new Error(`no setup: ${JSON.stringify(started)}`)
  const secret = started.setup.secret
  const enabled = await json<TwoFactorActionData>(
    await settings(cookie, { intent: 'confirm', code: await totpCode(secret) }),
  )
  if (enabled.kind !== 'enabled') throw new Error(`not enabled: ${JSON.stringify(enabled)}`)
  return { secret, recoveryCodes: enabled.recoveryCodes! }
}

/** The time moved on by whole periods, so the app shows a new code (Date only: timers run as usual). */
function later(periods: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + periods * PERIOD * 1000 })
}

beforeAll(async () => {
  db = await useAppDatabase()
})
afterAll(() => db.close())
afterEach(() => {
  vi.useRealTimers()
})

describe('turning two-factor on and signing in with it', () => {
  let ada: Awaited<ReturnType<typeof account>>
  let secret = ''
  let recoveryCodes: string[] = []

  beforeAll(async () => {
    ada = await account('ada@two-factor.example')
  })

  it('is off at first; the setup shows a QR code and the key, the same on every start until confirmed', async () => {
    const page = await settingsLoader(routeArgs(request('/settings/two-factor', { cookie: ada.cookie })))
    expect(page).toMatchObject({ status: { enabled: false }, organisation: null })

    const first = await json<Extract<TwoFactorActionData, { kind: 'setup' }>>(
      await settings(ada.cookie, { intent: 'start' }),
    )
    expect(first.kind).toBe('setup')
    expect(first.setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(first.setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg')
    expect(first.setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    const again = await json<Extract<TwoFactorActionData, { kind: 'setup' }>>(
      await settings(ada.cookie, { intent: 'start' }),
    )
    expect(again.setup.secret).toBe(first.setup.secret)
    secret = first.setup.secret

    // Still off: nothing changes at sign-in until a correct code.
    const signedIn = await signIn('ada@two-factor.example')
    expect(signedIn.headers.get('Location')).toBe('/')
  })

  it('a wrong code does not turn it on, and shows the same setup again with the reason', async () => {
    const right = await totpCode(secret)
    const wrong = right === '000000' ? '000001' : '000000'
    const refused = await settings(ada.cookie, { intent: 'confirm', code: wrong })
    expect(refused.status).toBe(400)
    expect(await json(refused)).toMatchObject({
      kind: 'setup',
      error: TWO_FACTOR_MESSAGES.wrongCode,
      setup: { secret },
    })
    const blank = await settings(ada.cookie, { intent: 'confirm', code: '  ' })
    expect(blank.status).toBe(400)
    const { rows } = await db.engine.query('select enabled_at from public.two_factor where user_id = $1', [ada.user.id])
    expect(rows).toEqual([{ enabled_at: null }])
  })

  it('a code computed by the library turns it on, shows ten recovery codes once and queues the notice', async () => {
    const enabled = await settings(ada.cookie, { intent: 'confirm', code: await totpCode(secret) })
    expect(enabled.status).toBe(200)
    const body = await json<Extract<TwoFactorActionData, { kind: 'enabled' }>>(enabled)
    expect(body.kind).toBe('enabled')
    recoveryCodes = body.recoveryCodes!
    expect(recoveryCodes).toHaveLength(10)

    const page = await settingsLoader(routeArgs(request('/settings/two-factor', { cookie: ada.cookie })))
    expect(page.status).toEqual({ enabled: true, recoveryCodesLeft: 10 })
    expect(JSON.stringify(page)).not.toContain(secret)
    // Never shown again: starting over is refused.
    const restart = await settings(ada.cookie, { intent: 'start' })
    expect(restart.status).toBe(409)
    expect(await restart.text()).not.toContain(secret)

    // The database holds neither the secret nor a code in the clear.
    const { rows } = await db.engine.query<{ row: string }>(
      `select t::text as row from public.two_factor t where user_id = $1
       union all select c::text from public.two_factor_recovery_codes c where user_id = $1`,
      [ada.user.id],
    )
    expect(rows).toHaveLength(11)
    for (const { row } of rows) {
      expect(row).not.toContain(secret)
      for (const code of recoveryCodes) expect(row).not.toContain(code.replaceAll('-', ''))
    }
    const { rows: mail } = await db.engine.query(
      `select payload ->> 'email' as email, payload ->> 'event' as event from private.mail_outbox
       where kind = 'security' and lead_id = $1`,
      [ada.user.id],
    )
    expect(mail).toEqual([{ email: 'ada@two-factor.example', event: 'two-factor-on' }])
  })

  it('sign-in then asks for the code: a pending cookie, not a session', async () => {
    const signedIn = await signIn('ada@two-factor.example')
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('Location')).toBe('/login/two-factor')
    expect(cookieNamed(signedIn, '__session')).toBeUndefined()
    const pending = cookieFrom(cookieNamed(signedIn, '__2fa_pending'))
    expect(pending).toMatch(/^__2fa_pending=/)
    expect(cookieNamed(signedIn, '__2fa_pending')).toMatch(/HttpOnly/i)

    // The pending cookie is not a signed-in user: the dashboard sends it to /login.
    const dashboard = await respond(() => dashboardLoader(routeArgs(request('/dashboard', { cookie: pending }))))
    expect(dashboard.headers.get('Location')).toMatch(/^\/login\?/)
    // Only it opens the code form.
    expect((await respond(() => stepLoader(routeArgs(request('/login/two-factor'))))).headers.get('Location')).toBe(
      '/login',
    )
    expect((await respond(() => stepLoader(routeArgs(request('/login/two-factor', { cookie: pending }))))).status).toBe(
      200,
    )

    // A page that sent the visitor to sign in is kept for after the code.
    const back = await respond(() =>
      loginAction(
        routeArgs(
          formRequest('/login', { email: 'ada@two-factor.example', password: PASSWORD, redirectTo: '/dashboard' }),
        ),
      ),
    )
    expect(back.headers.get('Location')).toBe('/login/two-factor?redirectTo=%2Fdashboard')
  })

  it('the code the library computes signs in; the same code again is refused (replay)', async () => {
    later(1)
    const code = await totpCode(secret)
    const pending = cookieFrom(cookieNamed(await signIn('ada@two-factor.example'), '__2fa_pending'))
    const done = await secondStep(pending, code, '198.51.100.7', '/dashboard')
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/dashboard')
    expect(cookieNamed(done, '__session')).toBeDefined()
    expect(
      done.headers
        .getSetCookie()
        .some((line) => line.startsWith('__2fa_pending=;') || /__2fa_pending=.*Max-Age=0/i.test(line)),
    ).toBe(true)

    const again = cookieFrom(cookieNamed(await signIn('ada@two-factor.example'), '__2fa_pending'))
    const replayed = await secondStep(again, code)
    expect(replayed.status).toBe(400)
    expect(await json(replayed)).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode })
  })

  it('a recovery code works once, typed in any case; the count of those left goes down', async () => {
    const code = recoveryCodes[3]!
    const pending = cookieFrom(cookieNamed(await signIn('ada@two-factor.example'), '__2fa_pending'))
    const done = await secondStep(pending, code.toUpperCase())
    expect(done.status).toBe(302)
    expect(cookieNamed(done, '__session')).toBeDefined()

    const again = cookieFrom(cookieNamed(await signIn('ada@two-factor.example'), '__2fa_pending'))
    const reused = await secondStep(again, code)
    expect(reused.status).toBe(400)
    const page = await settingsLoader(routeArgs(request('/settings/two-factor', { cookie: ada.cookie })))
    expect(page.status).toEqual({ enabled: true, recoveryCodesLeft: 9 })
  })

  it('a forged or expired pending cookie is no pending sign-in', async () => {
    const pending = cookieFrom(cookieNamed(await signIn('ada@two-factor.example'), '__2fa_pending'))
    const forged = pending.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const forgedAnswer = await secondStep(forged, '123456')
    expect(forgedAnswer.status).toBe(302)
    expect(forgedAnswer.headers.get('Location')).toBe('/login')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 })
    const expired = await secondStep(pending, await totpCode(secret))
    expect(expired.status).toBe(302)
    expect(expired.headers.get('Location')).toBe('/login')
    expect(cookieNamed(expired, '__session')).toBeUndefined()
  })

  it('a password changed meanwhile ends the pending sign-in: the right code then opens nothing', async () => {
    vi.useRealTimers()
    const pending = cookieFrom(cookieNamed(await signIn('ada@two-factor.example'), '__2fa_pending'))
    const { rows } = await db.engine.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email = 'ada@two-factor.example'`,
    )
    const before = rows[0]!.encrypted_password
    // What a reset writes (app/.server/auth/password-reset.ts): a new hash for the account.
    await db.engine.query(`update auth.users set encrypted_password = $1 where email = 'ada@two-factor.example'`, [
      await hashPassword('a-new-password-after-reset'),
    ])
    try {
      later(2)
      const refused = await secondStep(pending, await totpCode(secret))
      expect(refused.status).toBe(302)
      expect(refused.headers.get('Location')).toBe('/login')
      expect(cookieNamed(refused, '__session')).toBeUndefined()
      expect(
        (await respond(() => stepLoader(routeArgs(request('/login/two-factor', { cookie: pending }))))).headers.get(
          'Location',
        ),
      ).toBe('/login')
    } finally {
      await db.engine.query(`update auth.users set encrypted_password = $1 where email = 'ada@two-factor.example'`, [
        before,
      ])
    }
  })
})

describe('wrong codes are refused and rate-limited', () => {
  it('per account: after five wrong codes even the right one waits, from any address', async () => {
    const bob = await account('bob@two-factor.example')
    const { secret } = await turnOn(bob.cookie)
    later(1)
    const pending = cookieFrom(cookieNamed(await signIn('bob@two-factor.example'), '__2fa_pending'))
    const right = await totpCode(secret)
    const wrong = right === '111111' ? '222222' : '111111'
    for (let i = 0; i < RATE_LIMITS.twoFactorFailuresPerAccount.limit; i++) {
      const refused = await secondStep(pending, i % 2 ? wrong : 'aaaa-bbbb-cccc-dddd', `203.0.113.${i}`)
      expect(refused.status).toBe(400)
    }
    const limited = await secondStep(pending, right, '203.0.113.200')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await json(limited)).toEqual({ error: TWO_FACTOR_MESSAGES.tooManyAttempts })
    // Turning it off is held to the same allowance: whoever has the session cannot guess either.
    expect((await settings(bob.cookie, { intent: 'disable', code: right })).status).toBe(429)
  })

  it('per client address: across accounts, the address is refused after its limit', async () => {
    const address = '192.0.2.99'
    let refusedAt = -1
    for (let i = 0; i < 5 && refusedAt < 0; i++) {
      const someone = await account(`guess${i}@two-factor.example`)
      await turnOn(someone.cookie)
      const pending = cookieFrom(cookieNamed(await signIn(`guess${i}@two-factor.example`), '__2fa_pending'))
      for (let j = 0; j < RATE_LIMITS.twoFactorFailuresPerAccount.limit; j++) {
        const answer = await secondStep(pending, '999999', address)
        if (answer.status === 429) {
          refusedAt = i * RATE_LIMITS.twoFactorFailuresPerAccount.limit + j
          break
        }
        expect(answer.status).toBe(400)
      }
    }
    expect(refusedAt).toBe(RATE_LIMITS.twoFactorFailuresPerAddress.limit)
  })

  it('right codes do not use the allowance up', async () => {
    const cy = await account('cy@two-factor.example')
    const { secret } = await turnOn(cy.cookie)
    for (let i = 1; i <= RATE_LIMITS.twoFactorFailuresPerAccount.limit + 2; i++) {
      later(i)
      const pending = cookieFrom(cookieNamed(await signIn('cy@two-factor.example'), '__2fa_pending'))
      expect((await secondStep(pending, await totpCode(secret))).status).toBe(302)
    }
  })
})

describe('turning two-factor off', () => {
  it('needs a current code; then sign-in asks for the password only, and the notice is queued', async () => {
    const dee = await account('dee@two-factor.example')
    const { secret } = await turnOn(dee.cookie)
    const wrong = await settings(dee.cookie, {
      intent: 'disable',
      code: '000000' === (await totpCode(secret)) ? '000001' : '000000',
    })
    expect(wrong.status).toBe(400)
    expect(await json(wrong)).toMatchObject({
      kind: 'problem',
      intent: 'disable',
      message: TWO_FACTOR_MESSAGES.wrongCode,
    })
    expect((await settings(dee.cookie, { intent: 'disable' })).status).toBe(400)

    later(1)
    const off = await settings(dee.cookie, { intent: 'disable', code: await totpCode(secret) })
    expect(off.status).toBe(200)
    expect(await json(off)).toEqual({ kind: 'done', message: TWO_FACTOR_MESSAGES.disabled })
    expect((await signIn('dee@two-factor.example')).headers.get('Location')).toBe('/')
    const { rows } = await db.engine.query(
      `select (select count(*)::int from public.two_factor where user_id = $1) as secrets,
              (select count(*)::int from public.two_factor_recovery_codes where user_id = $1) as codes,
              (select array_agg(payload ->> 'event' order by created_at) from private.mail_outbox
               where kind = 'security' and lead_id = $1) as notices`,
      [dee.user.id],
    )
    expect(rows[0]).toEqual({ secrets: 0, codes: 0, notices: ['two-factor-on', 'two-factor-off'] })
    expect((await settings(dee.cookie, { intent: 'disable', code: '123456' })).status).toBe(409)
  })

  it('a recovery code turns it off too (the phone is lost)', async () => {
    const eve = await account('eve@two-factor.example')
    const { recoveryCodes } = await turnOn(eve.cookie)
    expect((await settings(eve.cookie, { intent: 'disable', code: recoveryCodes[0]! })).status).toBe(200)
  })
})

describe("an organisation Admin's requirement", () => {
  let admin: Awaited<ReturnType<typeof account>>
  let member: Awaited<ReturnType<typeof account>>
  let organizationId = ''

  beforeAll(async () => {
    admin = await account('admin@two-factor-org.example')
    member = await account('member@two-factor-org.example')
    organizationId = await runAsServiceRole(db.engine, 'fixture', async (tx) => {
      const id = await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Secure Ltd' }, admin.user.id)
      await tx.query(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
        [id, member.user.id],
      )
      return id
    })
  })

  it('a Member may not set it (403); an Admin does, and the audit log names the organisation', async () => {
    const refused = await settings(member.cookie, { intent: 'require', required: 'on' })
    expect(refused.status).toBe(403)
    expect(await json(refused)).toMatchObject({ message: TWO_FACTOR_MESSAGES.notAdmin })

    const set = await settings(admin.cookie, { intent: 'require', required: 'on' })
    expect(set.status).toBe(200)
    expect(await json(set)).toEqual({ kind: 'done', message: TWO_FACTOR_MESSAGES.requirementOn })
    const { rows } = await db.engine.query(
      `select actor_email, action, before, after from public.audit_log
       where entity = 'organization' and entity_id = $1 and action = 'organization.require_two_factor'`,
      [organizationId],
    )
    expect(rows).toEqual([
      {
        actor_email: 'admin@two-factor-org.example',
        action: 'organization.require_two_factor',
        before: { organization: 'Secure Ltd', require_two_factor: false },
        after: { organization: 'Secure Ltd', require_two_factor: true },
      },
    ])
    const page = await settingsLoader(routeArgs(request('/settings/two-factor', { cookie: member.cookie })))
    expect(page.organisation).toEqual({ name: 'Secure Ltd', requireTwoFactor: true, isAdmin: false })
  })

  it('a member without two-factor is sent to set it up before the dashboard; with it, they reach it', async () => {
    const sent = await respond(() => dashboardLoader(routeArgs(request('/dashboard', { cookie: member.cookie }))))
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/settings/two-factor')
    await turnOn(member.cookie)
    const reached = await respond(() =>
      dashboardLoader(routeArgs(request('/dashboard?section=settings', { cookie: member.cookie }))),
    )
    expect(reached.status).toBe(200)
    expect(await json(reached)).toMatchObject({ view: 'organisation', twoFactorOn: true })
  })

  it('turning the requirement off is audited too; a value other than on or off is a 400', async () => {
    expect((await settings(admin.cookie, { intent: 'require', required: 'maybe' })).status).toBe(400)
    expect((await settings(admin.cookie, { intent: 'require', required: 'off' })).status).toBe(200)
    const { rows } = await db.engine.query(
      `select count(*)::int as n from public.audit_log where entity_id = $1 and action = 'organization.require_two_factor'`,
      [organizationId],
    )
    expect(rows[0]).toEqual({ n: 2 })
  })

  it('an unknown intent or an unreadable body is a 400, never a 500', async () => {
    expect((await settings(admin.cookie, { intent: 'become-admin' })).status).toBe(400)
    expect((await settings(admin.cookie, {})).status).toBe(400)
  })
})
