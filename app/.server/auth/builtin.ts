/**
 * Built-in accounts: users in auth.users with bcrypt hashes, a session row, and a signed
 * httpOnly cookie (session.ts). There is no mail server, so accounts are confirmed when created
 * and the new user is signed in straight away.
 */
import { asServiceRole } from '../db'
import { createUser, EmailTakenError } from './accounts'
import { AuthError, type AuthProvider } from './provider'
import { createUserSession, readSessionUser, signInWithPassword, signOut } from './session'

function withCookie(setCookie: string) {
  return new Headers({ 'Set-Cookie': setCookie })
}

export const builtinProvider: AuthProvider = {
  name: 'builtin',

  async getUser(request) {
    return { user: await readSessionUser(request), headers: new Headers() }
  },

  async signUp(request, { email, password }) {
    try {
      const user = await asServiceRole('create an account at sign-up', (tx) => createUser(tx, { email, password }))
      return { ok: true, user, headers: withCookie(await createUserSession(user, request)) }
    } catch (error) {
      if (error instanceof EmailTakenError)
        return { ok: false, error: new AuthError(error.message, 422, 'user_already_exists'), headers: new Headers() }
      throw error
    }
  },

  async signIn(request, { email, password }) {
    const result = await signInWithPassword(request, email, password)
    if (!result)
      return {
        ok: false,
        error: new AuthError('Invalid login credentials', 400, 'invalid_credentials'),
        headers: new Headers(),
      }
    return { ok: true, user: result.user, headers: withCookie(result.setCookie) }
  },

  async signOut(request) {
    return withCookie(await signOut(request))
  },

  async exchangeCode() {
    return {
      ok: false,
      error: new AuthError('Built-in accounts have no confirmation links.', 400, 'validation_failed'),
      headers: new Headers(),
    }
  },
}
