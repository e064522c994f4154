/**
 * Between the two steps of a built-in sign-in: the password was right and two-factor is on, so
 * instead of a session the browser gets this signed, httpOnly cookie naming the account, good for
 * ten minutes. It opens nothing but /login/two-factor's code form (no page reads it as a user),
 * and the session starts only after a correct code, when the cookie is cleared.
 */
import { createCookie } from '@remix-run/node'
import { getSessionSecrets } from '../config'
import { cookieAttributes, TWO_FACTOR_PENDING_COOKIE } from '../cookies'
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

/** The `Set-Cookie` of the pending state for `user`. */
export function startPendingSignIn(user: AuthUser): Promise<string> {
  return getPendingCookie().serialize({ id: user.id, email: user.email, until: Date.now() + PENDING_MINUTES * 60_000 })
}

/** The account waiting for its code, or null (no cookie, a forged or expired one). */
export async function readPendingSignIn(request: Request): Promise<AuthUser | null> {
  const value: unknown = await getPendingCookie().parse(request.headers.get('Cookie'))
  if (!value || typeof value !== 'object') return null
  const { id, email, until } = value as Record<string, unknown>
  if (typeof id !== 'string' || typeof email !== 'string' || typeof until !== 'number' || until < Date.now())
    return null
  return { id, email }
}

export function clearPendingSignIn(): Promise<string> {
  return getPendingCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
