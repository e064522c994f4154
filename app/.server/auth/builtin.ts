/**
 * Built-in accounts: users in auth.users with bcrypt hashes, a session row, and a signed
 * httpOnly cookie (session.ts). The new user is signed in straight away; an address nothing has
 * proven yet (sign-up at /signup) gets a link that confirms it, queued with the account
 * (./email-confirmation.ts), while one that came by an invitation's link is confirmed already.
 */
import { asServiceRole } from '../db'
import { kickOutbox } from '../mail/outbox'
import { createUser, EmailTakenError } from './accounts'
import { queueEmailConfirmationIn } from './email-confirmation'
import { AuthError, type AuthProvider } from './provider'
import { isResetTokenValid, requestPasswordReset, resetPasswordWithToken } from './password-reset'
import { clearSessionCookie, createUserSession, readSessionUser, signInWithPassword, signOut } from './session'

function withCookie(setCookie: string) {
  return new Headers({ 'Set-Cookie': setCookie })
}

export const builtinProvider: AuthProvider = {
  name: 'builtin',

  async getUser(request) {
    return { user: await readSessionUser(request), headers: new Headers() }
  },

  async signUp(request, { email, password }, { addressProven = false }, context) {
    try {
      const user = await asServiceRole('create an account at sign-up', async (tx) => {
        const created = await createUser(tx, { email, password, confirmed: addressProven })
        if (!addressProven) await queueEmailConfirmationIn(tx, created)
        return created
      })
      if (!addressProven) kickOutbox()
      return {
        ok: true,
        user,
        headers: withCookie(await createUserSession(user, request, context)),
        signUp: addressProven ? 'confirmed' : 'signed-in-link-sent',
      }
    } catch (error) {
      if (error instanceof EmailTakenError)
        return { ok: false, error: new AuthError(error.message, 422, 'user_already_exists'), headers: new Headers() }
      throw error
    }
  },

  async signIn(request, { email, password }, context) {
    const result = await signInWithPassword(request, email, password, context)
    if (!result)
      return {
        ok: false,
        error: new AuthError('Invalid login credentials', 400, 'invalid_credentials'),
        headers: new Headers(),
      }
    return { ok: true, user: result.user, headers: withCookie(result.setCookie), secondStep: result.secondStep }
  },

  async signOut(request) {
    return withCookie(await signOut(request))
  },

  async exchangeCode() {
    return noLinks()
  },

  async verifyEmailLink() {
    return noLinks()
  },

  async sendPasswordReset(_request, email) {
    await requestPasswordReset(email)
    return { ok: true, user: null, headers: new Headers() }
  },

  canResetPassword(_request, token) {
    return isResetTokenValid(token)
  },

  async resetPassword(_request, token, password) {
    if (token && (await resetPasswordWithToken(token, password))) {
      return { ok: true, user: null, headers: withCookie(await clearSessionCookie()) }
    }
    return {
      ok: false,
      error: new AuthError('Email link is invalid or has expired', 403, 'otp_expired'),
      headers: new Headers(),
    }
  },
}

function noLinks() {
  return {
    ok: false as const,
    error: new AuthError('Built-in accounts have no confirmation links.', 400, 'validation_failed'),
    headers: new Headers(),
  }
}
