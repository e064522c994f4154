/**
 * The sign-in, sign-up, forgot-password and reset-password form posts (docs/architecture.md#forms): parse with the form's schema,
 * count the rate limits (sign-in's in sign-in-limits.ts), call the provider, map its failure to
 * the words the form shows. Answers a redirect (success) or conform's submission result: field
 * errors beside their fields, the failures that belong to no field (a rate limit, wrong
 * credentials, a taken address) as the form's message, and the typed values without the password.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { Submission, SubmissionResult } from '@conform-to/react'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { AUTH_MESSAGES, authFailureMessage } from '~/lib/auth-messages'
import {
  validateForgotPassword,
  validateInvitedSignUp,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from '~/lib/auth-schema'
import { invitationPath } from '~/lib/entities/organization'
import { safeRedirect } from '~/lib/safe-redirect'
import { twoFactorStepPath } from '~/lib/two-factor'
import { getConfig } from '../config'
import { providerFailure } from '../provider-failure'
import { readForm } from '../input'
import { setNotice, type NoticeKey } from '../notice'
import { rateLimitAddress } from '../client-address'
import { hitRateLimits, RATE_LIMITS, rateLimit } from '../rate-limit'
import { createSignUpOrganisation } from '../organizations'
import { previewInvitation } from '../organization-invitations'
import { normaliseEmail } from '~/lib/email'
import { resetPassword, sendPasswordReset, signIn, signUp } from './index'
import { countSignInAttempt } from './sign-in-limits'

/** What the auth forms show again: never the password (docs/architecture.md#forms). */
const HIDDEN = { hideFields: ['password'] }

/**
 * One log line for a provider's failure (its status and code, never its words: they can quote the
 * address asked for), and for anything thrown the stack below it too (decision 056).
 */
function logFailure(what: string, error: unknown) {
  const frames = error instanceof Error && !('status' in error) ? error.stack?.split('\n').slice(1) : undefined
  console.error([`${what} failed: ${providerFailure(error)}`, ...(frames ?? [])].join('\n'))
}

/** A refused post: the submission's field errors, or `formError` as the whole form's message. */
function refuse<T>(submission: Submission<T>, status: number, formError?: string, headers?: HeadersInit) {
  const result = submission.reply(formError ? { ...HIDDEN, formErrors: [formError] } : HIDDEN)
  return data<SubmissionResult<string[]>>(result, { status, headers })
}

/** A body that is not a form at all: nothing to keep, one message. */
const unreadable = () =>
  data<SubmissionResult<string[]>>({ status: 'error', error: { '': [AUTH_MESSAGES.unexpected] } }, { status: 400 })

/** Every sign-up attempt counts, per client address and per e-mail address. */
function withinSignUpLimits(context: AppLoadContext | undefined, email: string) {
  return hitRateLimits([
    rateLimit('signUpsPerAddress', rateLimitAddress(context)),
    rateLimit('signUpsPerEmail', normaliseEmail(email)),
  ])
}

/** Each action takes the route's request and load context (the client address the server resolved). */
export async function signInAction(request: Request, context?: AppLoadContext) {
  const form = await readForm(request)
  if (!form) return unreadable()
  const submission = validateSignIn(form)
  if (submission.status !== 'success') return refuse(submission, 400)
  const { email, password } = submission.value
  try {
    const attempt = await countSignInAttempt(context, email)
    if (!attempt.allowed) {
      return refuse(submission, 429, AUTH_MESSAGES.tooManyAttempts, {
        'Retry-After': String(attempt.retryAfterSeconds),
      })
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs)
    const result = await signIn(request, { email, password }, context)
    if (result.ok || result.error.status >= 500) {
      // Uncounting must not undo a sign-in that worked: at worst the attempt stays counted.
      await attempt.didNotFail().catch((error: unknown) => console.error('Sign-in: the attempt stayed counted:', error))
    }
    if (!result.ok) {
      const message = authFailureMessage(result.error.message)
      if (message === AUTH_MESSAGES.unexpected) logFailure('Sign-in', result.error)
      return refuse(submission, result.error.status >= 500 ? 503 : 400, message, result.headers)
    }
    // Sign-in goes to / (docs/product.md#sign-in); a page that sent the visitor here gets them back (same site only).
    const next = safeRedirect(submission.value.redirectTo, '/')
    // Two-factor on: the code first (docs/decisions/071-two-factor-authentication.md).
    if (result.secondStep) throw redirect(twoFactorStepPath(next), { headers: result.headers })
    throw redirect(next, { headers: result.headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    logFailure('Sign-in', thrown)
    return refuse(submission, 503, AUTH_MESSAGES.unexpected)
  }
}

/** What the home page says after sign-up: only what is true of the new address (decision 077). */
const SIGN_UP_NOTICES = {
  'signed-in-link-sent': 'signed-up-confirmation-sent',
  'awaiting-confirmation': 'signed-up',
  confirmed: 'signed-up-ready',
} as const satisfies Record<string, NoticeKey>

export async function signUpAction(request: Request, context?: AppLoadContext) {
  const form = await readForm(request)
  if (!form) return unreadable()
  const submission = validateSignUp(form)
  if (submission.status !== 'success') return refuse(submission, 400)
  const input = submission.value
  try {
    if (!(await withinSignUpLimits(context, input.email))) {
      const retryAfter = String(RATE_LIMITS.signUpsPerAddress.windowSeconds)
      return refuse(submission, 429, AUTH_MESSAGES.tooManyAttempts, { 'Retry-After': retryAfter })
    }
    const emailRedirectTo = new URL('/auth/callback', getConfig().siteUrl).href
    const result = await signUp(request, { email: input.email, password: input.password }, { emailRedirectTo }, context)
    if (!result.ok) {
      const message = authFailureMessage(result.error.message)
      if (message === AUTH_MESSAGES.unexpected) logFailure('Sign-up', result.error)
      const status = message === AUTH_MESSAGES.alreadyRegistered ? 409 : result.error.status >= 500 ? 503 : 400
      return refuse(submission, status, message, result.headers)
    }
    // The organisation and its Admin membership, in one transaction of their own: the account is
    // the provider's (Supabase Auth's own database, on Supabase) and is already made.
    if (result.user) await createSignUpOrganisation(result.user.id, input)
    else console.error('Sign-up returned no user: the organisation was not created')
    const headers = new Headers(result.headers)
    headers.append('Set-Cookie', setNotice(SIGN_UP_NOTICES[result.signUp ?? 'awaiting-confirmation']))
    throw redirect('/', { headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    logFailure('Sign-up', thrown)
    return refuse(submission, 503, AUTH_MESSAGES.unexpected)
  }
}

/** An invitation whose link's page offers the account for its address: how to read it, and the page. */
interface InvitationKind {
  preview(token: string): Promise<{ status: 'open'; email: string } | { status: 'invalid' | 'expired' }>
  path(token: string): string
}

const ORGANISATION_INVITATION: InvitationKind = { preview: previewInvitation, path: invitationPath }

/**
 * The invitee's sign-up on the invitation's page (docs/decisions/068-invitations-and-roles.md): the
 * account for the address the invitation was sent to, with no organisation of its own, then back
 * to the invitation's page, which joins them (or, on Supabase with confirmation on, asks them to
 * confirm the address first: the confirmation link comes back to the same page). The token is the
 * page's own address's; the redirect is made from it, never from a target the request names.
 */
export async function invitedSignUpAction(
  request: Request,
  context?: AppLoadContext,
  // The staff invitation's page (decision 077) passes its own invitation and path.
  kind: InvitationKind = ORGANISATION_INVITATION,
) {
  const { preview, path: invitationPath } = kind
  // The token is the page's own address's, never the form's.
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    // The invitation first: a link that does not work is said by its own page, not by the form.
    const invitation = await preview(token)
    if (invitation.status !== 'open') throw redirect(invitationPath(token))
    const form = await readForm(request)
    if (!form) return unreadable()
    const submission = validateInvitedSignUp(form)
    if (submission.status !== 'success') return refuse(submission, 400)
    const { password } = submission.value
    if (!(await withinSignUpLimits(context, invitation.email))) {
      const retryAfter = String(RATE_LIMITS.signUpsPerAddress.windowSeconds)
      return refuse(submission, 429, AUTH_MESSAGES.tooManyAttempts, { 'Retry-After': retryAfter })
    }
    const back = new URL('/auth/callback', getConfig().siteUrl)
    back.searchParams.set('next', invitationPath(token))
    // The address is the invitation's, and its link came to it: nothing more to confirm.
    const result = await signUp(
      request,
      { email: invitation.email, password },
      { emailRedirectTo: back.href, addressProven: true },
      context,
    )
    if (!result.ok) {
      const message = authFailureMessage(result.error.message)
      if (message === AUTH_MESSAGES.unexpected) logFailure('Invited sign-up', result.error)
      const status = message === AUTH_MESSAGES.alreadyRegistered ? 409 : result.error.status >= 500 ? 503 : 400
      return refuse(submission, status, message, result.headers)
    }
    throw redirect(invitationPath(token), { headers: result.headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    logFailure('Invited sign-up', thrown)
    return data<SubmissionResult<string[]>>(
      { status: 'error', error: { '': [AUTH_MESSAGES.unexpected] } },
      { status: 503 },
    )
  }
}

/**
 * /forgot-password: counts the limits, asks the provider for a link (built-in: our own, sent in
 * the background; Supabase: its recovery e-mail) and answers the same whether or not the address
 * has an account: a redirect to the page saying a link is on its way if it does.
 */
export async function forgotPasswordAction(request: Request, context?: AppLoadContext) {
  const form = await readForm(request)
  if (!form) return unreadable()
  const submission = validateForgotPassword(form)
  if (submission.status !== 'success') return refuse(submission, 400)
  const { email } = submission.value
  try {
    // Per client address first, and the address asked for overall only for what those let through:
    // a stranger asking for someone's links from one address reaches their own limit after 3 and
    // adds nothing more to the overall count, so the owner, asking from their own address, still
    // gets a link (docs/product.md#password-reset).
    const client = rateLimitAddress(context)
    const address = normaliseEmail(email)
    const allowed =
      (await hitRateLimits([
        rateLimit('passwordResetsPerAddress', client),
        rateLimit('passwordResetsPerEmailAndAddress', address, client),
      ])) && (await hitRateLimits([rateLimit('passwordResetsPerEmail', address)]))
    if (!allowed) {
      const retryAfter = String(RATE_LIMITS.passwordResetsPerAddress.windowSeconds)
      return refuse(submission, 429, AUTH_MESSAGES.tooManyAttempts, { 'Retry-After': retryAfter })
    }
    const redirectTo = new URL('/auth/confirm?next=/reset-password', getConfig().siteUrl).href
    const result = await sendPasswordReset(request, email, { redirectTo })
    if (!result.ok) {
      if (result.error.status === 429) return refuse(submission, 429, AUTH_MESSAGES.tooManyAttempts, result.headers)
      logFailure('Password reset request', result.error)
      return refuse(submission, 503, AUTH_MESSAGES.unexpected, result.headers)
    }
    throw redirect('/forgot-password?sent=1', { headers: result.headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    logFailure('Password reset request', thrown)
    return refuse(submission, 503, AUTH_MESSAGES.unexpected)
  }
}

/**
 * /reset-password: sets the new password (sign-up's rules) with the link's token or, on
 * Supabase, the session its link started; every session of the account ends, and the visitor
 * signs in again with the new password.
 */
export async function resetPasswordAction(request: Request, context?: AppLoadContext) {
  const form = await readForm(request)
  if (!form) return unreadable()
  const submission = validateResetPassword(form)
  if (submission.status !== 'success') return refuse(submission, 400)
  const { token, password } = submission.value
  try {
    // Counted before the link is looked up, valid or not: a flood of guesses stops here.
    if (!(await hitRateLimits([rateLimit('newPasswordsPerAddress', rateLimitAddress(context))]))) {
      const retryAfter = String(RATE_LIMITS.newPasswordsPerAddress.windowSeconds)
      return refuse(submission, 429, AUTH_MESSAGES.tooManyAttempts, { 'Retry-After': retryAfter })
    }
    const result = await resetPassword(request, token ?? null, password)
    if (!result.ok) {
      const { status, code } = result.error
      if (status < 500 && (status === 403 || status === 401 || code === 'session_missing' || code === 'otp_expired'))
        return refuse(submission, 400, AUTH_MESSAGES.resetLinkInvalid, result.headers)
      if (status < 500) return refuse(submission, 400, result.error.message, result.headers)
      logFailure('Password reset', result.error)
      return refuse(submission, 503, AUTH_MESSAGES.unexpected, result.headers)
    }
    const headers = new Headers(result.headers)
    headers.append('Set-Cookie', setNotice('password-changed'))
    throw redirect('/login', { headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    logFailure('Password reset', thrown)
    return refuse(submission, 503, AUTH_MESSAGES.unexpected)
  }
}
