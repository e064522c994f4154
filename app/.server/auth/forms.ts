/**
 * The sign-in and sign-up form posts: validate in SPEC 5's order, count the rate limits, call
 * the provider, map its failure to SPEC 8's words. Answers either a redirect (success) or what
 * the form shows again: one message, the field it concerns, and the typed values (never the
 * password).
 */
import { data, redirect } from '@remix-run/node'
import { AUTH_MESSAGES, authFailureMessage } from '~/lib/auth-messages'
import { validateSignIn, validateSignUp } from '~/lib/auth-validation'
import { safeRedirect } from '~/lib/safe-redirect'
import { getConfig } from '../config'
import { readForm } from '../input'
import { setNotice } from '../notice'
import { hitRateLimit } from '../rate-limit'
import { saveOrganisationProfile } from '../sign-up'
import { normaliseEmail } from './accounts'
import { signIn, signUp } from './index'
import { clientAddress } from './session'

/** Per client address and per e-mail address, per window. */
export const AUTH_RATE_LIMITS = {
  signIn: { perAddress: 30, perEmail: 10, windowSeconds: 15 * 60 },
  signUp: { perAddress: 10, perEmail: 5, windowSeconds: 60 * 60 },
} as const

export interface AuthFormReply {
  message: string
  field: string | null
  values: Record<string, string>
}

const KEPT_FIELDS = ['email', 'orgName', 'industry', 'orgSize', 'country', 'useCase', 'website', 'phone', 'redirectTo'] as const

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

async function withinLimits(kind: keyof typeof AUTH_RATE_LIMITS, request: Request, email: string) {
  const limits = AUTH_RATE_LIMITS[kind]
  const address = clientAddress(request) || 'unknown'
  const [byAddress, byEmail] = await Promise.all([
    hitRateLimit(`${kind}:address:${address}`, limits.perAddress, limits.windowSeconds),
    hitRateLimit(`${kind}:email:${normaliseEmail(email)}`, limits.perEmail, limits.windowSeconds),
  ])
  return byAddress && byEmail
}

export async function signInAction(request: Request) {
  const form = await readForm(request)
  if (!form) return data<AuthFormReply>({ message: AUTH_MESSAGES.unexpected, field: null, values: {} }, { status: 400 })
  const checked = validateSignIn(form)
  if (!checked.ok) return reply(form, checked.message, checked.field, 400)
  try {
    if (!(await withinLimits('signIn', request, checked.value.email))) {
      return reply(form, AUTH_MESSAGES.tooManyAttempts, null, 429, { 'Retry-After': String(AUTH_RATE_LIMITS.signIn.windowSeconds) })
    }
    const result = await signIn(request, checked.value)
    if (!result.ok) {
      const message = authFailureMessage(result.error.message)
      if (message === AUTH_MESSAGES.unexpected) console.error('Sign-in failed:', result.error)
      return reply(form, message, null, result.error.status >= 500 ? 503 : 400, result.headers)
    }
    // SPEC: sign-in goes to /; a page that sent the visitor here gets them back (same site only).
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
    if (!(await withinLimits('signUp', request, input.email))) {
      return reply(form, AUTH_MESSAGES.tooManyAttempts, null, 429, { 'Retry-After': String(AUTH_RATE_LIMITS.signUp.windowSeconds) })
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
