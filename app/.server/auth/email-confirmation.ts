/**
 * Confirming a built-in account's e-mail address (docs/product.md#sign-up,
 * docs/decisions/077-confirming-addresses-and-inviting-staff.md). An account made at /signup starts
 * with auth.users.email_confirmed_at null; a link with 32 random bytes, valid 24 hours, is mailed
 * through the outbox in the account's own transaction, and following it sets the column. The
 * database keeps only the token's SHA-256 (private.email_confirmations); the outbox row keeps the
 * token until the mail is sent. 'Send again' makes a new link and ends the earlier ones.
 *
 * With Supabase Auth, Supabase confirms addresses itself: nothing here runs.
 */
import { createHash, randomBytes } from 'node:crypto'
import { CONFIRMATION_VALID_HOURS, type EmailConfirmationOutcome } from '~/lib/email-confirmation'
import { getConfig } from '../config'
import { asServiceRole, type Queryable } from '../db'
import { kickOutbox } from '../mail/outbox'
import { hitRateLimits, rateLimit } from '../rate-limit'
import type { AuthUser } from './provider'

/** 32 bytes in base64url: what a link carries, checked before any query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new link for the account, its e-mail queued, in the caller's transaction (the account's own at
 * sign-up): the earlier open links and their unsent e-mails go. The outbox sends it once committed.
 */
export async function queueEmailConfirmationIn(tx: Queryable, user: Pick<AuthUser, 'id' | 'email'>) {
  const token = randomBytes(32).toString('base64url')
  await tx.query('delete from private.email_confirmations where user_id = $1 and used_at is null', [user.id])
  await tx.query(
    `delete from private.mail_outbox where kind = 'email_confirmation' and lead_id = $1 and sent_at is null`,
    [user.id],
  )
  await tx.query(
    `with link as (
       insert into private.email_confirmations (token_hash, user_id, email, expires_at)
       values ($1, $2, $3, now() + make_interval(hours => $4))
       returning expires_at)
     insert into private.mail_outbox (kind, lead_id, payload)
     select 'email_confirmation', $2, jsonb_build_object('email', $3::text, 'token', $5::text, 'expires_at', link.expires_at)
     from link`,
    [digest(token), user.id, user.email, CONFIRMATION_VALID_HOURS, token],
  )
}

/** True when the built-in account's address is not confirmed yet (always false on Supabase). */
export async function isEmailUnconfirmed(user: Pick<AuthUser, 'id'>): Promise<boolean> {
  if (getConfig().supabase) return false
  const { rows } = await asServiceRole("read whether an account's address is confirmed", (tx) =>
    tx.query<{ unconfirmed: boolean }>(
      'select email_confirmed_at is null as unconfirmed from auth.users where id = $1',
      [user.id],
    ),
  )
  return rows[0]?.unconfirmed === true
}

/** 'Send again': a new link, at most three an hour for an account. */
export async function resendEmailConfirmation(
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<Extract<EmailConfirmationOutcome, 'sent' | 'already-confirmed' | 'too-many'>> {
  if (!(await isEmailUnconfirmed(user))) return 'already-confirmed'
  if (!(await hitRateLimits([rateLimit('confirmationMailsPerAccount', user.id)]))) return 'too-many'
  const queued = await asServiceRole('send a new link that confirms an address', async (tx) => {
    // Read again under a lock: a confirmation that landed meanwhile needs no new link.
    const { rows } = await tx.query<{ email: string }>(
      'select email from auth.users where id = $1 and email_confirmed_at is null for update',
      [user.id],
    )
    if (!rows[0]) return false
    await queueEmailConfirmationIn(tx, { id: user.id, email: rows[0].email })
    return true
  })
  if (!queued) return 'already-confirmed'
  kickOutbox()
  return 'sent'
}

/**
 * Follows a link: the account's address is confirmed, and the link (with every other open one of
 * the account) is spent. Needs no session: the link is the proof. A link made for an address the
 * account no longer has confirms nothing.
 */
export async function confirmEmail(
  token: string | null | undefined,
): Promise<Extract<EmailConfirmationOutcome, 'confirmed' | 'invalid' | 'expired'>> {
  if (!token || !TOKEN_SHAPE.test(token)) return 'invalid'
  return asServiceRole('confirm an address with its link', async (tx) => {
    const { rows } = await tx.query<{ user_id: string; email: string; expired: boolean }>(
      `select user_id, email, expires_at <= now() as expired from private.email_confirmations
       where token_hash = $1 and used_at is null for update`,
      [digest(token)],
    )
    const link = rows[0]
    if (!link) return 'invalid'
    if (link.expired) return 'expired'
    const { rows: confirmed } = await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now())
       where id = $1 and lower(email) = lower($2) and deleted_at is null
       returning id`,
      [link.user_id, link.email],
    )
    await tx.query('update private.email_confirmations set used_at = now() where user_id = $1 and used_at is null', [
      link.user_id,
    ])
    return confirmed.length > 0 ? 'confirmed' : 'invalid'
  })
}
