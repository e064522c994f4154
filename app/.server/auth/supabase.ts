/**
 * Supabase Auth through @supabase/ssr: a server client per call, reading the request's cookies
 * and collecting the cookies it sets into fresh response headers. The user is verified with
 * Supabase on every request (`auth.getUser()` asks the Auth server), never taken from the cookie.
 */
import type { RealtimeClientOptions, AuthError as SupabaseAuthError, User } from '@supabase/supabase-js'
import { getConfig } from '../config'
import { cookieAttributes } from '../cookies'
import { passwordChangedMail } from '../mail/person-mail'
import { sendToPerson } from '../mail/recipients'
import { AuthError, type AuthOutcome, type AuthProvider, type AuthUser } from './provider'

/** A server client for this request, and the headers collecting the cookies it sets (two-factor uses it too). */
export async function supabaseClient(request: Request) {
  const config = getConfig()
  if (!config.supabase) throw new Error('Supabase is not configured (SUPABASE_URL and SUPABASE_ANON_KEY).')
  // Loaded on the first request that needs them: a site on built-in accounts never does.
  const [{ createServerClient, parseCookieHeader, serializeCookieHeader }, { default: WebSocket }] = await Promise.all([
    import('@supabase/ssr'),
    import('ws'),
  ])
  const headers = new Headers()
  const supabase = createServerClient(config.supabase.url, config.supabase.anonKey, {
    cookies: {
      getAll: () =>
        parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' })),
      setAll: (cookies, cacheHeaders) => {
        for (const { name, value, options } of cookies)
          headers.append('Set-Cookie', serializeCookieHeader(name, value, options))
        // Responses that set auth cookies must never be cached by a proxy.
        for (const [key, value] of Object.entries(cacheHeaders)) headers.set(key, value)
      },
    },
    cookieOptions: cookieAttributes(),
    auth: { flowType: 'pkce' },
    // Never used on the server, but the client builds its realtime part anyway, and Node 20 has
    // no WebSocket of its own.
    realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
  })
  return { supabase, headers }
}

function toUser(user: User | null | undefined): AuthUser | null {
  return user ? { id: user.id, email: user.email ?? '' } : null
}

/** Whether the user has a verified factor (two-factor on), as Supabase Auth lists them. */
export function hasVerifiedFactor(user: User | null | undefined): boolean {
  return user?.factors?.some((factor) => factor.status === 'verified') ?? false
}

/** The session's assurance level ('aal1' after a password, 'aal2' after a factor), read from its token. */
export async function assuranceLevel(supabase: Awaited<ReturnType<typeof supabaseClient>>['supabase']) {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  return data?.currentLevel ?? null
}

function toError(error: SupabaseAuthError): AuthError {
  return new AuthError(error.message, error.status ?? 500, error.code)
}

function outcome(
  result: { data: { user: User | null }; error: SupabaseAuthError | null },
  headers: Headers,
): AuthOutcome {
  return result.error
    ? { ok: false, error: toError(result.error), headers }
    : { ok: true, user: toUser(result.data.user), headers }
}

export const supabaseProvider: AuthProvider = {
  name: 'supabase',

  async getUser(request) {
    const { supabase, headers } = await supabaseClient(request)
    // No auth cookie at all: a visitor. Skip the round trip to the Auth server.
    if (!/(^|;\s*)sb-[^=]*-auth-token/.test(request.headers.get('Cookie') ?? '')) return { user: null, headers }
    const { data, error } = await supabase.auth.getUser()
    if (error && error.status !== 401 && error.status !== 403 && error.name !== 'AuthSessionMissingError') {
      console.error('Supabase could not verify the session:', error.message)
    }
    if (error || !data.user) return { user: null, headers }
    // Two-factor on and its code not given yet: signed in only after /login/two-factor (decision 071).
    if (hasVerifiedFactor(data.user) && (await assuranceLevel(supabase)) !== 'aal2') return { user: null, headers }
    return { user: toUser(data.user), headers }
  },

  async signUp(request, { email, password }, { emailRedirectTo }) {
    const { supabase, headers } = await supabaseClient(request)
    const result = await supabase.auth.signUp({ email, password, options: { emailRedirectTo } })
    // With confirmations on, Supabase answers a taken address with a user that has no
    // identities instead of an error; the form says 'already registered' (docs/product.md#sign-up).
    if (!result.error && result.data.user && result.data.user.identities?.length === 0) {
      return { ok: false, error: new AuthError('User already registered', 422, 'user_already_exists'), headers }
    }
    const created = outcome(result, headers)
    // No session: confirmations are on, and Supabase has sent its e-mail.
    if (created.ok) return { ...created, signUp: result.data.session ? 'confirmed' : 'awaiting-confirmation' }
    return created
  },

  async signIn(request, { email, password }) {
    const { supabase, headers } = await supabaseClient(request)
    const result = await supabase.auth.signInWithPassword({ email, password })
    const signedIn = outcome(result, headers)
    // The password was right and a factor is verified: the session is aal1 until the code is given.
    if (signedIn.ok && hasVerifiedFactor(result.data.user)) return { ...signedIn, secondStep: true }
    return signedIn
  },

  async signOut(request) {
    const { supabase, headers } = await supabaseClient(request)
    // 401, 403 and 404 mean the session is already gone: the cookies are cleared all the same.
    const { error } = await supabase.auth.signOut()
    if (error && ![401, 403, 404].includes(error.status ?? 0)) console.error('Supabase sign-out failed:', error.message)
    return headers
  },

  async exchangeCode(request, code) {
    const { supabase, headers } = await supabaseClient(request)
    return outcome(await supabase.auth.exchangeCodeForSession(code), headers)
  },

  // As Supabase's server-side auth guide does it: the link's token_hash is verified on the
  // server, which then holds the session in its cookies (no code verifier needed).
  async verifyEmailLink(request, tokenHash, type) {
    const { supabase, headers } = await supabaseClient(request)
    return outcome(await supabase.auth.verifyOtp({ token_hash: tokenHash, type }), headers)
  },

  async sendPasswordReset(request, email, { redirectTo }) {
    const { supabase, headers } = await supabaseClient(request)
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
    return error ? { ok: false, error: toError(error), headers } : { ok: true, user: null, headers }
  },

  async canResetPassword(request) {
    return (await this.getUser(request)).user !== null
  },

  async resetPassword(request, _token, password) {
    const { supabase, headers } = await supabaseClient(request)
    const { data } = await supabase.auth.getUser()
    if (!data.user) {
      return { ok: false, error: new AuthError('Auth session missing!', 400, 'session_missing'), headers }
    }
    const updated = await supabase.auth.updateUser({ password })
    if (updated.error) return { ok: false, error: toError(updated.error), headers }
    // Every session of the account ends, this one too: whoever held the old password is out.
    const { error } = await supabase.auth.signOut({ scope: 'global' })
    if (error && ![401, 403, 404].includes(error.status ?? 0)) console.error('Supabase sign-out failed:', error.message)
    // The same security notice the built-in accounts send (required: mail/recipients.ts).
    const email = data.user.email
    if (email) sendToPerson('password-changed', email, (language) => passwordChangedMail(email, new Date(), language))
    return { ok: true, user: null, headers }
  },
}
