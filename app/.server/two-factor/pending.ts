/**
 * Between the two steps of a built-in sign-in: the password was right and two-factor is on, so
 * instead of a session the browser gets this signed, httpOnly cookie naming the account, good for
 * ten minutes. It opens nothing but /login/two-factor's code form (no page reads it as a user),
 * and the session starts only after a correct code, when the cookie is cleared.
 *
 * It also carries a stamp of the password it was started with (an HMAC of the stored hash, keyed
 * by the session secret, so the cookie reveals nothing of it): a password changed meanwhile (a
 * reset, which also ends every session) ends the pending sign-in too, so whoever knew the old
 * password and waits at the code form gets no further.
 */
import { createHmac } from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { getSessionSecrets } from '../config'
import { cookieAttributes, TWO_FACTOR_PENDING_COOKIE } from '../cookies'
import { asServiceRole } from '../db'
import type { AuthUser } from '../auth/provider'

const PENDING_MINUTES = 10

let pendingCookie: ReturnType<typeof createCookie> | undefined

function getPendingCookie() {
  pendingCookie ??= createCookie(TWO_FACTOR_PENDING_COOKIE, {
    ...cookieAttributes(),
    maxAge: PENDING_MINUTES * 60,
    secrets: getSessionSecrets(),
  })
  return pendingCookie
}

/** The stamp of the account's current password; null for an account without one (or none). */
async function passwordStamp(userId: string): Promise<string | null> {
  const { rows } = await asServiceRole('stamp a pending sign-in with its password', (tx) =>
    tx.query<{ encrypted_password: string | null }>('select encrypted_password from auth.users where id = $1', [
      userId,
    ]),
  )
  const hash = rows[0]?.encrypted_password
  return hash ? createHmac('sha256', getSessionSecrets()[0]!).update(hash).digest('base64url').slice(0, 22) : null
}

/** The `Set-Cookie` of the pending state for `user`. */
export async function startPendingSignIn(user: AuthUser): Promise<string> {
  return getPendingCookie().serialize({
    id: user.id,
    email: user.email,
    until: Date.now() + PENDING_MINUTES * 60_000,
    password: await passwordStamp(user.id),
  })
}

/**
 * The account waiting for its code, or null (no cookie, a forged or expired one, or one started
 * before the account's password changed).
 */
export async function readPendingSignIn(request: Request): Promise<AuthUser | null> {
  const value: unknown = await getPendingCookie().parse(request.headers.get('Cookie'))
  if (!value || typeof value !== 'object') return null
  const { id, email, until, password } = value as Record<string, unknown>
  if (typeof id !== 'string' || typeof email !== 'string' || typeof until !== 'number' || until < Date.now())
    return null
  if (typeof password !== 'string' || password !== (await passwordStamp(id))) return null
  return { id, email }
}

export function clearPendingSignIn(): Promise<string> {
  return getPendingCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
