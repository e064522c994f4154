/**
 * Password reset for built-in accounts (docs/decisions/027-mail-outbox-and-password-reset.md): a
 * one-time link by e-mail, valid for an hour. The link carries 32 random bytes; the database keeps
 * only their SHA-256 (private.password_reset_tokens), so reading the table gives no one a link.
 * Setting the new password spends every open link of the account and ends all its sessions, and
 * the account's address is told by e-mail that its password changed (and what to do if that was
 * not its owner).
 */
import { createHash, randomBytes } from 'node:crypto'
import { normaliseEmail } from '~/lib/email'
import { getConfig } from '../config'
import { asServiceRole } from '../db'
import { passwordChangedMail, passwordResetMail } from '../mail/person-mail'
import { sendToPerson } from '../mail/recipients'
import { hashPassword } from './passwords'

const VALID_MINUTES = 60
/** 32 bytes in base64url: what a link carries, checked before any query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/** The reset page's address for a token. */
function resetLink(token: string) {
  const url = new URL('/reset-password', getConfig().siteUrl)
  url.searchParams.set('token', token)
  return url.href
}

/**
 * Makes a link for the account with this address, if there is one, and sends it in the
 * background. Returns nothing either way: the page says the same whether or not it exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const user = await asServiceRole('make a password-reset link for the account with this address', async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string }>(
      `select id, email from auth.users
       where lower(email) = $1 and deleted_at is null and (banned_until is null or banned_until < now())`,
      [normaliseEmail(email)],
    )
    const found = rows[0]
    if (!found) return null
    await tx.query(
      `insert into private.password_reset_tokens (token_hash, user_id, expires_at)
       values ($1, $2, now() + make_interval(mins => $3))`,
      [digest(token), found.id, VALID_MINUTES],
    )
    return found
  })
  if (user) {
    const link = resetLink(token)
    sendToPerson('password-reset', user.email, (language) => passwordResetMail(user.email, link, language))
  }
}

/** True while `token` is a link that can still set a password. */
export async function isResetTokenValid(token: string | null | undefined): Promise<boolean> {
  if (!token || !TOKEN_SHAPE.test(token)) return false
  const { rows } = await asServiceRole('check a password-reset link', (tx) =>
    tx.query(
      `select 1 from private.password_reset_tokens t join auth.users u on u.id = t.user_id
       where t.token_hash = $1 and t.used_at is null and t.expires_at > now() and u.deleted_at is null`,
      [digest(token)],
    ),
  )
  return rows.length > 0
}

/**
 * Sets the account's new password with a link's token: false when the link is unknown, spent or
 * expired. Spends every open link of the account and ends all its sessions, together; then tells
 * the account's address, in the background like the link itself.
 */
export async function resetPasswordWithToken(token: string, password: string): Promise<boolean> {
  // The token first: hashing a password is the costly part (bcrypt), and must not be had for the
  // price of a well-formed guess. Only a link that can set a password gets its password hashed.
  if (!(await isResetTokenValid(token))) return false
  // Hashed before the transaction, which holds the token's row: nothing need wait for bcrypt.
  const hash = await hashPassword(password)
  const changed = await asServiceRole('set a new password with a password-reset link', async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>(
      `select user_id from private.password_reset_tokens
       where token_hash = $1 and used_at is null and expires_at > now() for update`,
      [digest(token)],
    )
    const userId = rows[0]?.user_id
    if (!userId) return null
    const { rows: users } = await tx.query<{ email: string; updated_at: Date }>(
      `update auth.users set encrypted_password = $2, updated_at = now() where id = $1
       returning email, updated_at`,
      [userId, hash],
    )
    await tx.query('update private.password_reset_tokens set used_at = now() where user_id = $1 and used_at is null', [
      userId,
    ])
    await tx.query('delete from auth.sessions where user_id = $1', [userId])
    return users[0] ?? null
  })
  if (!changed) return false
  // A security notice: required, so it comes whatever the person's Settings say (mail/recipients.ts).
  sendToPerson('password-changed', changed.email, (language) =>
    passwordChangedMail(changed.email, new Date(changed.updated_at), language),
  )
  return true
}
