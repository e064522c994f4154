/**
 * The posts of /login/two-factor (sign-in's second step) and /settings/two-factor (turning it on
 * and off, an Admin's requirement): read the form, count the code's rate limits, ask the store,
 * answer the page's message. A malformed post is a 400, a wrong code a 400 that says so, too many
 * wrong codes a 429 with Retry-After, a Member asking an Admin's change a 403; never a 500.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { organisationName } from '~/lib/dashboard'
import { safeRedirect } from '~/lib/safe-redirect'
import {
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETTINGS_PATH,
  validateCode,
  type SecondStepData,
  type TwoFactorActionData,
  type TwoFactorSettingsData,
} from '~/lib/two-factor'
import type { AuthUser } from '../auth/provider'
import { readForm } from '../input'
import { memberOrganization, setTwoFactorRequirement } from '../organizations'
import {
  completeSecondStep,
  confirmTwoFactor,
  disableTwoFactor,
  pendingSecondStep,
  startTwoFactorSetup,
  twoFactorStatus,
} from './index'
import { countCodeAttempt } from './limits'
import { normaliseRecoveryCode } from './recovery-codes'

type User = Pick<AuthUser, 'id' | 'email'>

/** A code field that is there and not blank (too long, or sent twice, it is a wrong code, not a missing one). */
function typedSomething(form: FormData) {
  const typed = form.get('code')
  return typeof typed === 'string' && typed.trim().length > 0
}

/** Six digits (the app's code) or, where `recovery` allows, a recovery code's shape. */
function isCodeShaped(code: string, recovery: boolean) {
  return /^\d{6}$/.test(code) || (recovery && normaliseRecoveryCode(code) !== null)
}

// ---- sign-in's second step ---------------------------------------------------------------------

const stepAnswer = (error: string, status: number, headers?: HeadersInit) =>
  data<SecondStepData>({ error }, { status, headers })

/** Only an account whose password was right and whose code is owed sees the code form. */
export async function secondStepLoader(request: Request) {
  const pending = await pendingSecondStep(request)
  if (!pending) throw redirect('/login')
  return null
}

/**
 * Checks the code (the app's or a recovery code) of the pending account: right, the session
 * starts and sign-in goes on where it was going; wrong, the form says so and the attempt counts
 * against the account and the client address.
 */
export async function secondStepAction(request: Request, context?: AppLoadContext) {
  const form = await readForm(request)
  if (!form) return stepAnswer(TWO_FACTOR_MESSAGES.invalidRequest, 400)
  // No sign-in waits for a code (never started, expired, forged): back to the password.
  const pending = await pendingSecondStep(request)
  if (!pending) throw redirect('/login')
  const submission = validateCode(form)
  if (submission.status !== 'success')
    return stepAnswer(
      typedSomething(form) ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.codeOrRecoveryRequired,
      400,
    )
  // Text that is no code at all cannot be right: refused without counting (it guesses nothing).
  if (!isCodeShaped(submission.value.code, true)) return stepAnswer(TWO_FACTOR_MESSAGES.wrongCode, 400)
  const attempt = await countCodeAttempt(context, pending.id)
  if (!attempt.allowed)
    return stepAnswer(TWO_FACTOR_MESSAGES.tooManyAttempts, 429, { 'Retry-After': String(attempt.retryAfterSeconds) })
  const headers = await completeSecondStep(request, pending, submission.value.code, context)
  if (!headers) return stepAnswer(TWO_FACTOR_MESSAGES.wrongCode, 400)
  await attempt.didNotFail().catch((error: unknown) => console.error('Two-factor: the attempt stayed counted:', error))
  throw redirect(safeRedirect(submission.value.redirectTo, '/'), { headers })
}

// ---- the settings page -------------------------------------------------------------------------

export async function settingsLoader(request: Request, user: User): Promise<TwoFactorSettingsData> {
  const [status, organisation] = await Promise.all([twoFactorStatus(request, user), memberOrganization(user)])
  return {
    email: user.email,
    status,
    organisation: organisation && {
      name: organisationName(organisation),
      requireTwoFactor: organisation.requireTwoFactor,
      isAdmin: organisation.role === 'admin',
    },
  }
}

const answer = (body: TwoFactorActionData, status = 200, headers?: HeadersInit) =>
  data<TwoFactorActionData>(body, { status, headers })
const problem = (intent: string, message: string, status: number, headers?: HeadersInit) =>
  answer({ kind: 'problem', intent, message }, status, headers)

const INTENTS = ['start', 'confirm', 'disable', 'require'] as const
type Intent = (typeof INTENTS)[number]

type Refusal = { message: string; status: number; headers?: HeadersInit }

/** The code of a confirm or disable post, counted against the limits; or why it was refused. */
async function countedCode(form: FormData, user: User, recovery: boolean, context?: AppLoadContext) {
  const submission = validateCode(form)
  if (submission.status !== 'success') {
    const message = typedSomething(form) ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.codeRequired
    return { refusal: { message, status: 400 } as Refusal } as const
  }
  // Text that is no code at all cannot be right: refused without counting (it guesses nothing).
  if (!isCodeShaped(submission.value.code, recovery))
    return { refusal: { message: TWO_FACTOR_MESSAGES.wrongCode, status: 400 } as Refusal } as const
  const attempt = await countCodeAttempt(context, user.id)
  if (!attempt.allowed) {
    const headers = { 'Retry-After': String(attempt.retryAfterSeconds) }
    return { refusal: { message: TWO_FACTOR_MESSAGES.tooManyAttempts, status: 429, headers } as Refusal } as const
  }
  return { refusal: null, code: submission.value.code, attempt } as const
}

/** A short field of the form, or null (absent, empty or too long to be ours). */
function field(form: FormData, name: string, max: number) {
  const value = form.get(name)
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null
}

export async function settingsAction(request: Request, user: User, context?: AppLoadContext) {
  const form = await readForm(request)
  if (!form) return problem('', TWO_FACTOR_MESSAGES.invalidRequest, 400)
  const intent = form.get('intent')
  if (typeof intent !== 'string' || !(INTENTS as readonly string[]).includes(intent))
    return problem('', TWO_FACTOR_MESSAGES.invalidRequest, 400)

  switch (intent as Intent) {
    case 'start': {
      const { setup, headers } = await startTwoFactorSetup(request, user)
      if (!setup) return problem(intent, TWO_FACTOR_MESSAGES.alreadyOn, 409, headers)
      return answer({ kind: 'setup', setup, error: null }, 200, headers)
    }
    case 'confirm': {
      // Supabase's factor and (to show again after a wrong code) its secret travel in the form.
      const factorId = field(form, 'factorId', 100)
      const secret = field(form, 'secret', 200)
      const again = factorId && secret && /^[A-Z2-7]+=*$/.test(secret) ? { factorId, secret } : undefined
      const showAgain = async ({ message, status, headers }: Refusal) => {
        const { setup } = await startTwoFactorSetup(request, user, again)
        if (!setup) return problem(intent, message, status, headers)
        return answer({ kind: 'setup', setup, error: message }, status, headers)
      }
      const counted = await countedCode(form, user, false, context)
      if (counted.refusal) return showAgain(counted.refusal)
      const result = await confirmTwoFactor(request, user, counted.code, factorId)
      if (result.status === 'enabled') {
        await counted.attempt.didNotFail()
        return answer({ kind: 'enabled', recoveryCodes: result.recoveryCodes }, 200, result.headers)
      }
      if (result.status === 'already-on') return problem(intent, TWO_FACTOR_MESSAGES.alreadyOn, 409)
      if (result.status === 'no-setup') return problem(intent, TWO_FACTOR_MESSAGES.setupExpired, 409)
      return showAgain({ message: TWO_FACTOR_MESSAGES.wrongCode, status: 400, headers: result.headers })
    }
    case 'disable': {
      if (!(await twoFactorStatus(request, user)).enabled) return problem(intent, TWO_FACTOR_MESSAGES.notOn, 409)
      const counted = await countedCode(form, user, true, context)
      if (counted.refusal) {
        const { message, status, headers } = counted.refusal
        return problem(intent, message, status, headers)
      }
      const result = await disableTwoFactor(request, user, counted.code)
      if (result.status === 'not-on') return problem(intent, TWO_FACTOR_MESSAGES.notOn, 409, result.headers)
      if (result.status === 'wrong-code') return problem(intent, TWO_FACTOR_MESSAGES.wrongCode, 400, result.headers)
      await counted.attempt.didNotFail()
      return answer({ kind: 'done', message: TWO_FACTOR_MESSAGES.disabled }, 200, result.headers)
    }
    case 'require': {
      const value = form.get('required')
      if (value !== 'on' && value !== 'off') return problem(intent, TWO_FACTOR_MESSAGES.invalidRequest, 400)
      const organisation = await memberOrganization(user)
      if (!organisation || organisation.role !== 'admin') return problem(intent, TWO_FACTOR_MESSAGES.notAdmin, 403)
      const status = await setTwoFactorRequirement(user, organisation.id, value === 'on')
      if (status === 'not-admin') return problem(intent, TWO_FACTOR_MESSAGES.notAdmin, 403)
      const message = value === 'on' ? TWO_FACTOR_MESSAGES.requirementOn : TWO_FACTOR_MESSAGES.requirementOff
      return answer({ kind: 'done', message })
    }
  }
}

/** Where a member of an organisation that requires two-factor, without it, is sent instead of the dashboard. */
export async function requireTwoFactorIfAsked(request: Request, user: User, organisationRequires: boolean) {
  if (organisationRequires && !(await twoFactorStatus(request, user)).enabled) throw redirect(TWO_FACTOR_SETTINGS_PATH)
}
