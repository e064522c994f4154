// Confirming a built-in account's address (docs/decisions/077-confirming-addresses-and-inviting-staff.md),
// on every engine: sign-up leaves the address unconfirmed and queues a link (only its hash stored,
// the token in the outbox until sent); the link confirms once; an expired one does not; 'Send
// again' ends the earlier links and stops after three an hour; an address proven by an
// invitation's link is confirmed at once, with no e-mail.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { builtinProvider } from '~/.server/auth/builtin'
import { confirmEmail, isEmailUnconfirmed, resendEmailConfirmation } from '~/.server/auth/email-confirmation'
import type { AuthUser } from '~/.server/auth/provider'
import { useAppDatabase, request } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

describeEachEngine('confirming a built-in address on %s', (kind) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await useAppDatabase(kind)
  })
  afterAll(() => db.close())

  let serial = 0
  async function signUp(addressProven = false): Promise<AuthUser> {
    serial += 1
    const email = `confirm-${serial}-${Date.now()}@example.com`
    const result = await builtinProvider.signUp(
      request('/signup', { method: 'POST' }),
      { email, password: 'a-good-password-1' },
      { emailRedirectTo: 'http://localhost:3000/auth/callback', addressProven },
    )
    if (!result.ok || !result.user) throw new Error('sign-up failed')
    return result.user
  }
  /** The tokens of the account's queued confirmation e-mails, oldest first. */
  const queuedTokens = async (user: AuthUser) =>
    (
      await db.engine.query<{ token: string }>(
        `select payload ->> 'token' as token from private.mail_outbox
         where kind = 'email_confirmation' and lead_id = $1 order by created_at`,
        [user.id],
      )
    ).rows.map((row) => row.token)
  const confirmedAt = async (user: AuthUser) =>
    (
      await db.engine.query<{ at: Date | null }>('select email_confirmed_at as at from auth.users where id = $1', [
        user.id,
      ])
    ).rows[0]!.at

  it('sign-up leaves the address unconfirmed and queues one link, kept only as its hash', async () => {
    const user = await signUp()
    expect(await isEmailUnconfirmed(user)).toBe(true)
    expect(await confirmedAt(user)).toBeNull()
    const [token] = await queuedTokens(user)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { rows } = await db.engine.query<{ token_hash: string; email: string; hours: number }>(
      `select token_hash, email, round(extract(epoch from expires_at - created_at) / 3600)::int as hours
       from private.email_confirmations where user_id = $1`,
      [user.id],
    )
    expect(rows).toEqual([{ token_hash: hash(token!), email: user.email, hours: 24 }])
  })

  it('the link confirms once; an unknown or malformed one confirms nothing', async () => {
    const user = await signUp()
    const [token] = await queuedTokens(user)
    expect(await confirmEmail('x'.repeat(43))).toBe('invalid')
    expect(await confirmEmail('not a token')).toBe('invalid')
    expect(await confirmEmail(null)).toBe('invalid')
    expect(await confirmEmail(token)).toBe('confirmed')
    expect(await confirmedAt(user)).not.toBeNull()
    expect(await isEmailUnconfirmed(user)).toBe(false)
    expect(await confirmEmail(token)).toBe('invalid')
    expect(await resendEmailConfirmation(user)).toBe('already-confirmed')
  })

  it('an expired link confirms nothing', async () => {
    const user = await signUp()
    const [token] = await queuedTokens(user)
    await db.engine.query(
      `update private.email_confirmations set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour'
       where user_id = $1`,
      [user.id],
    )
    expect(await confirmEmail(token)).toBe('expired')
    expect(await confirmedAt(user)).toBeNull()
  })

  it("'Send again' ends the earlier links, and stops after three an hour", async () => {
    const user = await signUp()
    const [first] = await queuedTokens(user)
    for (let i = 0; i < 3; i++) expect(await resendEmailConfirmation(user)).toBe('sent')
    expect(await resendEmailConfirmation(user)).toBe('too-many')
    // The unsent e-mails of the earlier links went with them: one link, one e-mail waiting.
    const tokens = await queuedTokens(user)
    expect(tokens).toHaveLength(1)
    expect(tokens[0]).not.toBe(first)
    expect(await confirmEmail(first)).toBe('invalid')
    expect(await confirmEmail(tokens[0])).toBe('confirmed')
  })

  it("an address an invitation's link proved is confirmed at once, and sent nothing", async () => {
    const user = await signUp(true)
    expect(await confirmedAt(user)).not.toBeNull()
    expect(await queuedTokens(user)).toEqual([])
  })
})
