/**
 * Built-in sessions: a row in auth.sessions and an httpOnly, SameSite=Lax cookie signed with the
 * session secret (Secure in production) that carries only the row's id. Routes reach these through
 * the provider interface (index.ts); sign-out deletes every session of the user (Supabase's
 * default 'global' scope).
 */
import { createCookie, type AppLoadContext } from '@remix-run/node'
import { clientAddress } from '../client-address'
import { getConfig, getSessionSecrets } from '../config'
import { cookieAttributes, SESSION_COOKIE } from '../cookies'
import { asServiceRole, type Queryable } from '../db'
import { isTwoFactorOn } from '../two-factor/builtin'
import { startPendingSignIn } from '../two-factor/pending'
import { checkPassword } from './accounts'
import type { AuthUser } from './provider'

const SESSION_DAYS = 30

let sessionCookie: ReturnType<typeof createCookie> | undefined

function getSessionCookie() {
  const config = getConfig()
  sessionCookie ??= createCookie(SESSION_COOKIE, {
    ...cookieAttributes(),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
    secrets: getSessionSecrets(config),
  })
  return sessionCookie
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await getSessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && UUID.test(value) ? value : null
}

/**
 * The signed-in user, or null. Checked against the sessions table on every request. The session
 * is a subquery, not a join: the same answer, and the embedded engine plans it in a fraction of
 * the time (0.3 ms instead of 1.2 ms a request there).
 */
export async function readSessionUser(request: Request): Promise<AuthUser | null> {
  const sessionId = await readSessionId(request)
  if (!sessionId) return null
  const rows = await asServiceRole('resolve the session behind a signed cookie', (tx) =>
    tx.query<AuthUser>(
      `select u.id, u.email from auth.users u
       where u.id = (select s.user_id from auth.sessions s where s.id = $1 and s.not_after > now())
         and u.deleted_at is null and (u.banned_until is null or u.banned_until < now())`,
      [sessionId],
    ),
  )
  return rows.rows[0] ?? null
}

async function startSession(tx: Queryable, user: AuthUser, request: Request, context?: AppLoadContext) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, not_after, user_agent, ip)
     values ($1, now() + make_interval(days => $2), $3, $4) returning id`,
    [user.id, SESSION_DAYS, request.headers.get('User-Agent')?.slice(0, 300) ?? null, clientAddress(context)],
  )
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
  return rows[0]!.id
}

/** The `Set-Cookie` value that starts a session for `user`. */
export async function createUserSession(user: AuthUser, request: Request, context?: AppLoadContext): Promise<string> {
  const id = await asServiceRole('start a session after the password was checked', (tx) =>
    startSession(tx, user, request, context),
  )
  return getSessionCookie().serialize(id)
}

/**
 * Checks the password and starts a session; null when the e-mail or password is wrong. With
 * two-factor on, no session yet: the pending state of the second step (two-factor/pending.ts).
 */
export async function signInWithPassword(request: Request, email: string, password: string, context?: AppLoadContext) {
  const checked = await asServiceRole('check a password', async (tx) => {
    const user = await checkPassword(tx, email, password)
    return user ? { user, secondStep: await isTwoFactorOn(tx, user.id) } : null
  })
  if (!checked) return null
  const { user, secondStep } = checked
  if (secondStep) return { user, secondStep, setCookie: await startPendingSignIn(user) }
  return { user, secondStep, setCookie: await createUserSession(user, request, context) }
}

/** Ends every session of the signed-in user; returns the `Set-Cookie` that clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const sessionId = await readSessionId(request)
  if (sessionId) {
    await asServiceRole('end the sessions of the user signing out', (tx) =>
      tx.query(`delete from auth.sessions where user_id = (select user_id from auth.sessions where id = $1)`, [
        sessionId,
      ]),
    )
  }
  return clearSessionCookie()
}

/** The `Set-Cookie` that removes the session cookie. */
export function clearSessionCookie(): Promise<string> {
  return getSessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
