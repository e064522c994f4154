import type { AppLoadContext } from '@remix-run/node'

/**
 * The one interface routes use for accounts (docs/architecture.md#auth): built-in accounts or Supabase Auth
 * behind it. Every call takes the request (its cookies) and gives back the response headers to
 * send (cookies set or cleared), so a provider never reaches into the response itself.
 */
export interface AuthUser {
  id: string
  email: string
}

/**
 * A failure as the auth service reports it. Built-in accounts use Supabase's own messages
 * ('User already registered', 'Invalid login credentials'), so one mapping to the product's
 * messages serves both providers.
 */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

export type AuthOutcome =
  | {
      ok: true
      user: AuthUser | null
      headers: Headers
      /**
       * Sign-in only: the password was right and two-factor is on, so the headers hold the
       * pending state, not a session; the code is asked at /login/two-factor.
       */
      secondStep?: boolean
      /**
       * Sign-up only: where the new address stands. 'signed-in-link-sent': signed in, and our own
       * e-mail confirms the address (built-in); 'awaiting-confirmation': Supabase sent its e-mail
       * and the session starts from its link; 'confirmed': nothing to confirm.
       */
      signUp?: 'signed-in-link-sent' | 'awaiting-confirmation' | 'confirmed'
    }
  | { ok: false; error: AuthError; headers: Headers }

export interface Credentials {
  email: string
  password: string
}

export interface AuthProvider {
  readonly name: 'builtin' | 'supabase'
  /** The signed-in user, verified (never read from the cookie unchecked); null when signed out. */
  getUser(request: Request): Promise<{ user: AuthUser | null; headers: Headers }>
  /**
   * Creates the account. `user` is the new user (its id is needed for the profile). A built-in
   * session records the client address from the action's load `context`, as sign-in does.
   */
  signUp(
    request: Request,
    credentials: Credentials,
    /**
     * `emailRedirectTo`: where Supabase's confirmation link leads. `addressProven`: the address came
     * with an invitation's link, so a built-in account is confirmed at once and sent no link.
     */
    options: { emailRedirectTo: string; addressProven?: boolean },
    context?: AppLoadContext,
  ): Promise<AuthOutcome>
  signIn(request: Request, credentials: Credentials, context?: AppLoadContext): Promise<AuthOutcome>
  /** Ends the session; the headers clear its cookies. Never fails for a visitor already signed out. */
  signOut(request: Request): Promise<Headers>
  /** The e-mail confirmation link's code, exchanged for a session (Supabase only). */
  exchangeCode(request: Request, code: string): Promise<AuthOutcome>
  /** An e-mail link's `token_hash` and `type` (confirmation, recovery), verified for a session (Supabase only). */
  verifyEmailLink(request: Request, tokenHash: string, type: EmailLinkType): Promise<AuthOutcome>
  /**
   * Sends a password-reset link to `email` if it has an account; the same outcome either way.
   * `redirectTo` is where Supabase's link leads (built-in links go to /reset-password).
   */
  sendPasswordReset(request: Request, email: string, options: { redirectTo: string }): Promise<AuthOutcome>
  /** Whether /reset-password may set a password: the link's token (built-in) or its session (Supabase). */
  canResetPassword(request: Request, token: string | null): Promise<boolean>
  /** Sets the new password and ends every session of the account; the headers clear this one's cookies. */
  resetPassword(request: Request, token: string | null, password: string): Promise<AuthOutcome>
}

/** The kinds of e-mail link Supabase Auth sends with a `token_hash`. */
export const EMAIL_LINK_TYPES = ['signup', 'email', 'recovery', 'invite', 'magiclink', 'email_change'] as const
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number]
