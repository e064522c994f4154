// Sign-in's rate limits through the real /login action on a real database (decision 016): only
// failures count; the strict limit is per client address and account, so guessing from one place
// never locks the owner out elsewhere; a looser limit per address covers many accounts; and an
// account guessed at from many addresses is slowed down, by a bounded delay, never shut. On every
// engine: on PostgreSQL the parallel attempts really run at once.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { RATE_LIMITS, rateLimit, slowDownMs } from '~/.server/rate-limit'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { action as loginAction } from '~/routes/login'
import { formRequest, respond, routeArgs, useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

const PASSWORD = 'the-right-password'
const PAIR = RATE_LIMITS.signInFailuresPerAddressAndAccount
const PER_ADDRESS = RATE_LIMITS.signInFailuresPerAddress
const PER_ACCOUNT = RATE_LIMITS.signInFailuresPerAccount

let db: TestDatabase
let sequence = 0

beforeAll(() => {
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_ANON_KEY
  resetConfig()
})
afterAll(() => {
  resetConfig()
})

async function account() {
  const email = `owner${++sequence}-${Date.now()}@example.com`
  await runAsServiceRole(db.engine, 'fixture', (tx) => createUser(tx, { email, password: PASSWORD }))
  return email
}

/** A sign-in form post from `address`, as the server hands the client address to the action. */
function signIn(email: string, password: string, address: string) {
  return respond(() => loginAction(routeArgs(formRequest('/login', { email, password }), { clientAddress: address })))
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(429)
  expect(await response.json()).toMatchObject({ error: { '': [AUTH_MESSAGES.tooManyAttempts] } })
  const retryAfter = Number(response.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(PAIR.windowSeconds)
}

async function expectWrongPassword(response: Response) {
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ error: { '': [AUTH_MESSAGES.invalidCredentials] } })
}

async function hitsOf(key: string) {
  const { rows } = await db.engine.query<{ hits: number }>('select hits from private.rate_limits where key = $1', [key])
  return rows[0]?.hits ?? 0
}

describeEachEngine('sign-in limits on %s', (kind) => {
  beforeAll(async () => {
    db = await useAppDatabase(kind)
  })
  afterAll(async () => {
    await db.close()
  })
  beforeEach(async () => {
    await db.engine.query('delete from private.rate_limits')
  })

  it(`after ${PAIR.limit} failures from one address, the owner still signs in from another`, async () => {
    const email = await account()
    for (let i = 0; i < PAIR.limit; i++) await expectWrongPassword(await signIn(email, 'a-wrong-guess', '203.0.113.66'))

    const owner = await signIn(email, PASSWORD, '198.51.100.20')
    expect(owner.status).toBe(302)
    expect(owner.headers.get('Set-Cookie')).toContain('__session=')
  })

  it('the guessing address is refused, even with the right password', async () => {
    const email = await account()
    for (let i = 0; i < PAIR.limit; i++) await signIn(email, 'a-wrong-guess', '203.0.113.67')
    await expectRefused(await signIn(email, PASSWORD, '203.0.113.67'))
    // The same address written another way is the same client.
    await expectRefused(await signIn(email, PASSWORD, '::ffff:203.0.113.67'))
  })

  it('an office behind one address signing in all day is never refused', async () => {
    const colleagues = await Promise.all([account(), account(), account()])
    // A few typos along the way, just under the strict limit for one of them.
    for (let i = 0; i < PAIR.limit - 1; i++)
      await expectWrongPassword(await signIn(colleagues[0]!, 'a-typo-here', '192.0.2.200'))
    for (let round = 0; round < PER_ADDRESS.limit + PAIR.limit; round++) {
      const email = colleagues[round % colleagues.length]!
      const response = await signIn(email, PASSWORD, '192.0.2.200')
      expect(response.status, `sign-in ${round + 1} of ${email}`).toBe(302)
    }
    // Successes were taken back: the typos are all that count.
    expect(await hitsOf(rateLimit('signInFailuresPerAddressAndAccount', '192.0.2.200', colleagues[0]!).key)).toBe(
      PAIR.limit - 1,
    )
    expect(await hitsOf(rateLimit('signInFailuresPerAddress', '192.0.2.200').key)).toBe(PAIR.limit - 1)
    await expectWrongPassword(await signIn(colleagues[0]!, 'a-typo-here', '192.0.2.200'))
  })

  it(`one address trying many accounts is refused after ${PER_ADDRESS.limit} failures, other addresses are not`, async () => {
    for (let i = 0; i < PER_ADDRESS.limit; i++) {
      await expectWrongPassword(await signIn(`stuffed-${i}@example.com`, 'leaked-password', '203.0.113.99'))
    }
    const email = await account()
    await expectRefused(await signIn(email, PASSWORD, '203.0.113.99'))
    expect((await signIn(email, PASSWORD, '203.0.113.100')).status).toBe(302)
  })

  it('parallel guesses cannot slip past the limit while their passwords are checked', async () => {
    const email = await account()
    const answers = await Promise.all(
      Array.from({ length: PAIR.limit * 2 }, () => signIn(email, 'a-wrong-guess', '203.0.113.101')),
    )
    const statuses = answers.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array<number>(PAIR.limit).fill(400), ...Array<number>(PAIR.limit).fill(429)])
  })

  it('an IPv6 client cannot escape by moving to another address of its /64', async () => {
    const email = await account()
    for (let i = 0; i < PAIR.limit; i++) await signIn(email, 'a-wrong-guess', `2001:db8:5:6::${(i + 1).toString(16)}`)
    await expectRefused(await signIn(email, PASSWORD, '2001:db8:5:6:ffff::1'))
    expect((await signIn(email, PASSWORD, '2001:db8:5:7::1')).status).toBe(302)
  })

  it('a 254-character e-mail (the longest SMTP carries) is counted like any other', async () => {
    // With the rule's name and the address, its key is longer than the column holds: it is
    // counted by digest, and still refused after the limit.
    const email = `${'a'.repeat(64)}@${'b'.repeat(150)}.${'c'.repeat(26)}.example.com`
    expect(email.length).toBe(254)
    for (let i = 0; i < PAIR.limit; i++)
      await expectWrongPassword(await signIn(email, 'a-wrong-guess', '203.0.113.102'))
    await expectRefused(await signIn(email, 'a-wrong-guess', '203.0.113.102'))
  })

  it('an account guessed at from many addresses is slowed down, not shut: the owner waits, then signs in', async () => {
    const email = await account()
    // The failures of several addresses, each within its own limits, add up on the account.
    for (let i = 0; i < PER_ACCOUNT.limit; i++) {
      await expectWrongPassword(await signIn(email, 'a-wrong-guess', `203.0.113.${110 + Math.floor(i / PAIR.limit)}`))
    }
    const first = slowDownMs(PER_ACCOUNT, PER_ACCOUNT.limit + 1)
    expect(first).toBeGreaterThan(0)
    let started = performance.now()
    const owner = await signIn(email, PASSWORD, '198.51.100.30')
    expect(owner.status).toBe(302)
    expect(performance.now() - started).toBeGreaterThanOrEqual(first - 5)

    // However many addresses have failed, the wait stops at the cap.
    await db.engine.query('update private.rate_limits set hits = 100000 where key = $1', [
      rateLimit('signInFailuresPerAccount', email).key,
    ])
    const cap = PER_ACCOUNT.slowDown.maxDelayMs
    started = performance.now()
    const again = await signIn(email, PASSWORD, '198.51.100.31')
    const waited = performance.now() - started
    expect(again.status).toBe(302)
    expect(waited).toBeGreaterThanOrEqual(cap - 5)
    expect(waited).toBeLessThan(cap + 3_000)
  })

  it('the slow-down grows with the failures and never exceeds its cap', () => {
    const { limit, slowDown } = PER_ACCOUNT
    expect(slowDownMs(PER_ACCOUNT, 0)).toBe(0)
    expect(slowDownMs(PER_ACCOUNT, limit)).toBe(0)
    expect(slowDownMs(PER_ACCOUNT, limit + 1)).toBe(slowDown.firstDelayMs)
    let previous = 0
    for (const hits of [limit + 1, limit + 2, limit + 3, limit + 5, limit + 10, limit + 100, 1e6, 2 ** 31 - 1]) {
      const delay = slowDownMs(PER_ACCOUNT, hits)
      expect(delay).toBeGreaterThanOrEqual(previous)
      expect(delay).toBeLessThanOrEqual(slowDown.maxDelayMs)
      previous = delay
    }
    expect(previous).toBe(slowDown.maxDelayMs)
  })
})
