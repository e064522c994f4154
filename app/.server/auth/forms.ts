/**
 * The sign-in and sign-up form posts: validate, count the rate limits (sign-in's in
 * sign-in-limits.ts), call the provider, map its failure to the words the form shows. Answers
 * either a redirect (success) or what the form shows again: one message, the field it concerns,
 * and the typed values (never the password).
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { data, redirect } from '@remix-run/node'
import { AUTH_MESSAGES, authFailureMessage } from '~/lib/auth-messages'
import { validateSignIn, validateSignUp } from '~/lib/auth-validation'
import { safeRedirect } from '~/lib/safe-redirect'
import { getConfig } from '../config'
import { readForm } from '../input'
import { setNotice } from '../notice'
import { rateLimitAddress } from '../client-address'
import { hitRateLimits, RATE_LIMITS, rateLimit } from '../rate-limit'
import { saveOrganisationProfile } from '../profiles'
import { normaliseEmail } from '~/lib/email'
import { signIn, signUp } from './index'
import { countSignInAttempt } from './sign-in-limits'

interface AuthFormReply {
  message: string
  field: string | null
  values: Record<string, string>
}

const KEPT_FIELDS = [
  'email',
  'orgName',
  'industry',
  'orgSize',
  'country',
  'useCase',
  'website',
  'phone',
  'redirectTo',
] as const

function keptValues(form: FormData) {
  const values: Record<string, string> = {}
  for (const name of KEPT_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, 2000)
  }
  return values
}

function reply(form: FormData, message: string, field: string | null, status: number, headers?: HeadersInit) {
  return data<AuthFormReply>({ message, field, values: keptValues(form) }, { status, headers })
}

/** Every sign-up attempt counts, per client address and per e-mail address. */
function withinSignUpLimits(request: Request, email: string) {
  return hitRateLimits([
    rateLimit('signUpsPerAddress', rateLimitAddress(request)),
    rateLimit('signUpsPerEmail', normaliseEmail(email)),
  ])
}

export async function signInAction(request: Request) {
  const form = await readForm(request)
  if (!form) return data<AuthFormReply>({ message: AUTH_MESSAGES.unexpected, field: null, values: {} }, { status: 400 })
  const checked = validateSignIn(form)
  if (!checked.ok) return reply(form, checked.message, checked.field, 400)
  try {
    const attempt = await countSignInAttempt(request, checked.value.email)
    if (!attempt.allowed) {
      return reply(form, AUTH_MESSAGES.tooManyAttempts, null, 429, { 'Retry-After': String(attempt.retryAfterSeconds) })
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs)
    const result = await signIn(request, checked.value)
    if (result.ok || result.error.status >= 500) {
      // Uncounting must not undo a sign-in that worked: at worst the attempt stays counted.
      await attempt.didNotFail().catch((error: unknown) => console.error('Sign-in: the attempt stayed counted:', error))
    }
    if (!result.ok) {
      const message = authFailureMessage(result.error.message)
      if (message === AUTH_MESSAGES.unexpected) console.error('Sign-in failed:', result.error)
      return reply(form, message, null, result.error.status >= 500 ? 503 : 400, result.headers)
    }
    // Sign-in goes to / (docs/product.md#sign-in); a page that sent the visitor here gets them back (same site only).
    throw redirect(safeRedirect(form.get('redirectTo'), '/'), { headers: result.headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    console.error('Sign-in failed:', thrown)
    return reply(form, AUTH_MESSAGES.unexpected, null, 503)
  }
}

export async function signUpAction(request: Request) {
  const form = await readForm(request)
  if (!form) return data<AuthFormReply>({ message: AUTH_MESSAGES.unexpected, field: null, values: {} }, { status: 400 })
  const checked = validateSignUp(form)
  if (!checked.ok) return reply(form, checked.message, checked.field, 400)
  const input = checked.value
  try {
    if (!(await withinSignUpLimits(request, input.email))) {
      const retryAfter = String(RATE_LIMITS.signUpsPerAddress.windowSeconds)
      return reply(form, AUTH_MESSAGES.tooManyAttempts, null, 429, { 'Retry-After': retryAfter })
    }
    const emailRedirectTo = new URL('/auth/callback', getConfig().siteUrl).href
    const result = await signUp(request, { email: input.email, password: input.password }, { emailRedirectTo })
    if (!result.ok) {
      const message = authFailureMessage(result.error.message)
      if (message === AUTH_MESSAGES.unexpected) console.error('Sign-up failed:', result.error)
      const status = message === AUTH_MESSAGES.alreadyRegistered ? 409 : result.error.status >= 500 ? 503 : 400
      return reply(form, message, message === AUTH_MESSAGES.alreadyRegistered ? 'email' : null, status, result.headers)
    }
    if (result.user) await saveOrganisationProfile(result.user.id, input)
    else console.error('Sign-up returned no user: the organisation profile was not saved')
    const headers = new Headers(result.headers)
    headers.append('Set-Cookie', setNotice('signed-up'))
    throw redirect('/', { headers })
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown
    console.error('Sign-up failed:', thrown)
    return reply(form, AUTH_MESSAGES.unexpected, null, 503)
  }
}
