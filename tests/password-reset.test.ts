// Password reset, through the routes with real Requests on a real database: 'Forgot password?'
// answers the same whether or not the address has an account, the link (built-in accounts) is a
// one-hour, one-time token kept only as its hash and e-mailed through the site's mailer (an .eml
// file here, no SMTP_URL), the new password follows sign-up's rules and ends every session; with
// Supabase Auth the same pages use its recovery e-mail, /auth/confirm verifies the link's
// token_hash, and updateUser sets the password.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SubmissionResult } from '@conform-to/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { readSessionUser, signInWithPassword } from '~/.server/auth/session'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { RATE_LIMITS } from '~/.server/rate-limit'
import { settleMail } from '~/.server/mail/mailer'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { loader as confirmLoader } from '~/routes/auth.confirm'
import { action as forgotAction, loader as forgotLoader } from '~/routes/forgot-password'
import { action as resetAction, loader as resetLoader } from '~/routes/reset-password'
import { cookieFrom, formRequest, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from './helpers/fake-supabase-auth'
import { expectLoggedErrors } from './setup'

const SITE = 'https://www.aivora.test'
const args = (req: Request) => ({ request: req, params: {}, context: {} })
let db: TestDatabase
let dataDir: string
const saved = { ...process.env }

beforeAll(async () => {
  db = await useAppDatabase()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reset-test-'))
  process.env.SITE_URL = SITE
  process.env.DATA_DIR = dataDir
  delete process.env.SMTP_URL
  resetConfig()
})
afterAll(async () => {
  await settleMail()
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.env = saved
  resetConfig()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

let address = 0
function forgot(fields: Record<string, string>, init: { address?: string; cookie?: string } = {}) {
  address += 1
  const clientAddress = init.address ?? `192.0.2.${address}`
  return respond(() =>
    forgotAction(routeArgs(formRequest('/forgot-password', fields, { cookie: init.cookie }), { clientAddress })),
  )
}
const reset = (fields: Record<string, string>, cookie?: string) =>
  respond(() => resetAction(args(formRequest('/reset-password', fields, { cookie }))))
const resetPage = (query: string, cookie?: string) =>
  respond(() => resetLoader(args(request(`/reset-password${query}`, { cookie }))))

function mailFiles() {
  const dir = path.join(dataDir, 'mail')
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes('-password-reset-')) : []
}

/** The 'your password was changed' e-mails written so far. */
function changedMails() {
  const dir = path.join(dataDir, 'mail')
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes('-password-changed-')) : []
}

/** An .eml file's text, decoded from quoted-printable. */
function decoded(raw: string) {
  const bytes = raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The reset link in the newest .eml file, decoded from quoted-printable. */
function linkInLatestMail() {
  const files = mailFiles().sort()
  const raw = fs.readFileSync(path.join(dataDir, 'mail', files.at(-1)!), 'utf8')
  return { raw, link: /https:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(decoded(raw))?.[0] }
}

let sequence = 0
async function account(password = 'old-password-1') {
  const email = `reset${++sequence}-${Date.now()}@example.com`
  await runAsServiceRole(db.engine, 'test fixture', (tx) => createUser(tx, { email, password }))
  return { email, password }
}

describe('built-in accounts', () => {
  it('answer the same for a known and an unknown address, and e-mail a link only to the known one', async () => {
    const { email } = await account()
    const before = mailFiles().length

    const unknown = await forgot({ email: 'nobody-here@example.com' })
    const known = await forgot({ email: email.toUpperCase() })
    for (const response of [unknown, known]) {
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/forgot-password?sent=1')
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
    expect(await forgotLoader(args(request('/forgot-password?sent=1')))).toEqual({ sent: true })

    await settleMail()
    expect(mailFiles().length).toBe(before + 1)
    const { raw, link } = linkInLatestMail()
    expect(raw).toMatch(new RegExp(`^To: ${email}`, 'm'))
    expect(link).toBeTruthy()
    expect(link!.startsWith(`${SITE}/reset-password?token=`)).toBe(true)

    // Only the token's hash is kept.
    const token = new URL(link!).searchParams.get('token')!
    const { rows } = await db.engine.query<{ token_hash: string; minutes: number }>(
      `select t.token_hash, round(extract(epoch from t.expires_at - t.created_at) / 60)::int as minutes
       from private.password_reset_tokens t join auth.users u on u.id = t.user_id where u.email = $1`,
      [email],
    )
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), minutes: 60 }])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('set a new password by sign-up rules with the link once, and end every session of the account', async () => {
    const { email, password } = await account()
    const phone = await signInWithPassword(request('/login'), email, password)
    const laptop = await signInWithPassword(request('/login'), email, password)
    await forgot({ email })
    await settleMail()
    const link = linkInLatestMail().link!
    const token = new URL(link).searchParams.get('token')!

    const page = await resetPage(`?token=${token}`)
    expect(page.status).toBe(200)
    expect(await page.json()).toEqual({ valid: true, token })
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')

    const short = await reset({ token, password: '123' })
    expect(short.status).toBe(400)
    const refused = (await short.json()) as SubmissionResult<string[]>
    expect(refused.error).toEqual({ password: [AUTH_MESSAGES.shortPassword] })
    expect(refused.initialValue).not.toHaveProperty('password')

    const done = await reset({ token, password: 'brand-new-password' })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/login')
    expect(done.headers.getSetCookie().join('\n')).toMatch(/notice=password-changed/)
    expect(done.headers.getSetCookie().join('\n')).toMatch(/__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i)

    for (const session of [phone, laptop]) {
      expect(await readSessionUser(request('/', { cookie: cookieFrom(session!.setCookie) }))).toBeNull()
    }
    expect(await signInWithPassword(request('/login'), email, password)).toBeNull()
    expect(await signInWithPassword(request('/login'), email, 'brand-new-password')).not.toBeNull()

    // Spent: the page and the form both say so, with a 400.
    const again = await resetPage(`?token=${token}`)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ valid: false, token: null })
    const reused = await reset({ token, password: 'another-password' })
    expect(reused.status).toBe(400)
    expect(((await reused.json()) as SubmissionResult<string[]>).error).toEqual({
      '': [AUTH_MESSAGES.resetLinkInvalid],
    })
  })

  it('tell the owner by e-mail that the password was changed, when, and what to do if it was not them', async () => {
    const { email } = await account()
    await forgot({ email })
    await settleMail()
    const token = new URL(linkInLatestMail().link!).searchParams.get('token')!
    const changedBefore = changedMails().length

    const started = Date.now()
    expect((await reset({ token, password: 'brand-new-password-2' })).status).toBe(302)
    await settleMail()
    const files = changedMails()
    expect(files.length).toBe(changedBefore + 1)
    const raw = fs.readFileSync(path.join(dataDir, 'mail', files.sort().at(-1)!), 'utf8')
    const body = decoded(raw)
    expect(raw).toMatch(new RegExp(`^To: ${email}`, 'm'))
    expect(raw).toMatch(/^Subject: Your Aivora password was changed/m)
    expect(body).toContain(`${SITE}/forgot-password`)
    // When, to the minute, in UTC.
    const minute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
    expect([minute.format(started), minute.format(Date.now())].some((when) => body.includes(`${when} UTC`))).toBe(true)
    // No secret: neither the new password nor the link.
    expect(body).not.toContain('brand-new-password-2')
    expect(body).not.toContain(token)
    expect(body).not.toContain('/reset-password')

    // A refused attempt (the link is spent now) tells nobody anything.
    expect((await reset({ token, password: 'another-password' })).status).toBe(400)
    await settleMail()
    expect(changedMails().length).toBe(changedBefore + 1)
  })

  it('refuse an expired, unknown or malformed link with a 400, never a 500', async () => {
    const { email } = await account()
    await forgot({ email })
    await settleMail()
    const token = new URL(linkInLatestMail().link!).searchParams.get('token')!
    await db.engine.query(`update private.password_reset_tokens set expires_at = now() - interval '1 second'`)
    for (const query of [`?token=${token}`, '?token=nope', '', `?token=${'x'.repeat(5000)}`, '?token=a&token=b']) {
      expect((await resetPage(query)).status).toBe(400)
    }
    expect((await reset({ token, password: 'brand-new-password' })).status).toBe(400)
    expect((await reset({ password: 'brand-new-password' })).status).toBe(400)
    const unreadable = await respond(() =>
      resetAction(
        args(
          request('/reset-password', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    )
    expect(unreadable.status).toBe(400)
    const badEmail = await forgot({ email: 'not an address' })
    expect(badEmail.status).toBe(400)
    expect(((await badEmail.json()) as SubmissionResult<string[]>).error).toEqual({
      email: [AUTH_MESSAGES.invalidEmail],
    })
  })

  it('are rate-limited per address asked for from one client address, per client address, and per address asked for overall', async () => {
    const { email } = await account()
    const stranger = '198.18.0.66'
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await forgot({ email }, { address: stranger })).status)
    expect(statuses).toEqual([302, 302, 302, 429])
    const limited = await forgot({ email }, { address: stranger })
    expect(limited.headers.get('Retry-After')).toBe('3600')
    expect(((await limited.json()) as SubmissionResult<string[]>).error).toEqual({
      '': [AUTH_MESSAGES.tooManyAttempts],
    })

    const client = '198.18.0.77'
    const fromOne = []
    for (let i = 0; i < 11; i++)
      fromOne.push((await forgot({ email: `someone${i}@example.com` }, { address: client })).status)
    expect(fromOne.slice(0, 10).every((s) => s === 302)).toBe(true)
    expect(fromOne[10]).toBe(429)

    // Overall, one address is sent at most RATE_LIMITS.passwordResetsPerEmail links an hour; a
    // client refused by its own limits counts nothing towards it.
    const { email: popular } = await account()
    const overall = RATE_LIMITS.passwordResetsPerEmail.limit
    const answers = []
    for (let i = 0; i <= overall; i++) answers.push((await forgot({ email: popular })).status)
    expect(answers.slice(0, overall).every((s) => s === 302)).toBe(true)
    expect(answers[overall]).toBe(429)
    await settleMail()
  })

  it("a stranger asking for someone's link again and again does not stop the owner's own", async () => {
    const { email } = await account()
    const stranger = '198.18.0.88'
    for (let i = 0; i < 20; i++) await forgot({ email }, { address: stranger })
    await settleMail()
    const before = mailFiles().length

    const owner = await forgot({ email }, { address: '203.0.113.200' })
    expect(owner.status).toBe(302)
    expect(owner.headers.get('Location')).toBe('/forgot-password?sent=1')
    await settleMail()
    expect(mailFiles().length).toBe(before + 1)
    expect(linkInLatestMail().raw).toMatch(new RegExp(`^To: ${email}`, 'm'))
  })

  it('/auth/confirm has nothing to verify without Supabase and goes to the right page', async () => {
    const recovery = await respond(() =>
      confirmLoader(args(request('/auth/confirm?token_hash=abc&type=recovery&next=/reset-password'))),
    )
    expect(recovery.headers.get('Location')).toBe('/reset-password')
    expect(expectLoggedErrors()).toEqual([])
    const other = await respond(() => confirmLoader(args(request('/auth/confirm?type=nope'))))
    expect(other.headers.get('Location')).toBe('/login')
  })
})

describe('Supabase Auth', () => {
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

  /** A browser's cookies across responses. */
  class Jar {
    private cookies = new Map<string, string>()
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        const cleared = /Max-Age=0\b/i.test(line) || pair!.slice(at + 1) === ''
        if (cleared) this.cookies.delete(pair!.slice(0, at))
        else this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      return response
    }
    get header() {
      return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
  }

  async function supabaseAccount() {
    const email = `sb${++sequence}-${Date.now()}@example.com`
    await fetch(`${fake.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: fake.anonKey },
      body: JSON.stringify({ email, password: 'old-password-1' }),
    })
    fake.confirm(email)
    return email
  }

  it("send Supabase's recovery e-mail to /auth/confirm, verify its token_hash, and set the password with updateUser", async () => {
    const email = await supabaseAccount()
    const jar = new Jar()
    const asked = jar.take(await forgot({ email }, { cookie: jar.header }))
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/forgot-password?sent=1')
    const recovery = fake.recovery(email)!
    expect(recovery.redirectTo).toBe(`${SITE}/auth/confirm?next=/reset-password`)
    expect(mailFiles().filter((f) => f.includes(email))).toEqual([])

    // Without the link's session the page refuses.
    expect((await resetPage('')).status).toBe(400)

    const landed = jar.take(
      await respond(() =>
        confirmLoader(
          args(
            request(`/auth/confirm?token_hash=${recovery.tokenHash}&type=recovery&next=/reset-password`, {
              cookie: jar.header,
            }),
          ),
        ),
      ),
    )
    expect(landed.headers.get('Location')).toBe('/reset-password')
    expect(jar.header).toMatch(/sb-[^=]*-auth-token/)

    const page = await resetPage('', jar.header)
    expect(page.status).toBe(200)
    const short = await reset({ password: '123' }, jar.header)
    expect(short.status).toBe(400)

    const done = jar.take(await reset({ password: 'brand-new-password' }, jar.header))
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/login')
    expect(fake.hasPassword(email, 'brand-new-password')).toBe(true)
    expect(fake.requests.some((r) => r.method === 'PUT' && r.path === '/auth/v1/user')).toBe(true)
    expect(fake.requests.some((r) => r.path.startsWith('/auth/v1/logout') && r.path.includes('scope=global'))).toBe(
      true,
    )
    // The session the link started is over.
    expect((await resetPage('', jar.header)).status).toBe(400)

    // Our own notice that the password was changed, as the built-in accounts get it (decision 070).
    await settleMail()
    const notices = changedMails().map((file) => fs.readFileSync(path.join(dataDir, 'mail', file), 'utf8'))
    expect(notices.filter((raw) => raw.includes(`To: ${email}`))).toHaveLength(1)

    // The link worked once.
    const spent = await respond(() =>
      confirmLoader(args(request(`/auth/confirm?token_hash=${recovery.tokenHash}&type=recovery&next=/reset-password`))),
    )
    expect(spent.headers.get('Location')).toBe('/reset-password')
  })

  it('/auth/confirm confirms a sign-up link, and next never leaves the site', async () => {
    const email = await supabaseAccount()
    const jar = new Jar()
    const hash = fake.signupTokenHash(email)!
    const landed = jar.take(
      await respond(() =>
        confirmLoader(args(request(`/auth/confirm?token_hash=${hash}&type=email&next=//evil.example`))),
      ),
    )
    expect(landed.headers.get('Location')).toBe('/')
    expect(jar.header).toMatch(/sb-[^=]*-auth-token/)
  })

  it('log an outage by its status and code, never by what Supabase said (which can quote the address)', async () => {
    const email = await supabaseAccount()
    fake.failWith(500, `Error sending recovery email to ${email}`)
    try {
      const response = await forgot({ email })
      expect(response.status).toBe(503)
    } finally {
      fake.failWith(null)
    }
    expect(expectLoggedErrors().map((args) => args.join(' '))).toEqual(['Password reset request failed: HTTP 500'])
  })

  it('the same answer for an unknown address', async () => {
    const response = await forgot({ email: 'no-such-user@example.com' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/forgot-password?sent=1')
  })
})
