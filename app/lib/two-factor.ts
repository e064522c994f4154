/**
 * Two-factor authentication's words, addresses and form schemas (docs/product.md#two-factor,
 * docs/decisions/071-two-factor-authentication.md), shared by the server and the pages.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { AUTH_MESSAGES } from './auth-messages'
import { z } from './zod'

/** The settings page: turn on (QR code, code), recovery codes once, turn off; an Admin's requirement. */
export const TWO_FACTOR_SETTINGS_PATH = '/settings/two-factor'
/** Sign-in's second step. */
const TWO_FACTOR_STEP_PATH = '/login/two-factor'

/** The second step's address, carrying where sign-in goes afterwards (checked again there). */
export function twoFactorStepPath(next: string) {
  return next === '/' ? TWO_FACTOR_STEP_PATH : `${TWO_FACTOR_STEP_PATH}?${new URLSearchParams({ redirectTo: next })}`
}

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the code from your authenticator app.',
  codeOrRecoveryRequired: 'Please enter the code from your authenticator app or a recovery code.',
  wrongCode: 'That code is not right. Please try again.',
  tooManyAttempts: AUTH_MESSAGES.tooManyAttempts,
  enabled: 'Success! Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  setupExpired: 'Please start the setup again.',
  required: (organisation: string) =>
    `${organisation} requires two-factor authentication. Please turn it on to continue to your dashboard.`,
  requirementOn: 'Members now need two-factor authentication to open the dashboard.',
  requirementOff: 'Members no longer need two-factor authentication.',
  notAdmin: 'Only an Admin of your organisation can change this.',
  invalidRequest: 'Something in this request was not right. Please reload the page and try again.',
} as const

/** A typed code: the app's six digits or a recovery code (16 letters and digits, dashes allowed). */
const MAX_CODE = 40

const codeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.codeOrRecoveryRequired)
    .max(MAX_CODE, TWO_FACTOR_MESSAGES.wrongCode),
  redirectTo: z.string().optional(),
})

export function validateCode(formData: FormData) {
  return parseWithZod(formData, { schema: codeSchema })
}

/** Whether the person's two-factor is on. */
export interface TwoFactorStatus {
  enabled: boolean
  /** Recovery codes not used yet (built-in accounts only; null on Supabase, which has none). */
  recoveryCodesLeft: number | null
}

/** What the setup shows: the QR code (an SVG data address, no script needed) and the secret as text. */
export interface TwoFactorSetup {
  qrCode: string
  secret: string
  /** Supabase's factor being set up (its id is not a secret); null for built-in accounts. */
  factorId: string | null
}

export interface TwoFactorSettingsData {
  email: string
  status: TwoFactorStatus
  /** The member's organisation, if any: its name, whether it requires two-factor, and whether they are its Admin. */
  organisation: { name: string; requireTwoFactor: boolean; isAdmin: boolean } | null
}

export type TwoFactorActionData =
  /** Setting up: the QR code and secret, and what was wrong with the last code. */
  | { kind: 'setup'; setup: TwoFactorSetup; error: string | null }
  /** Just turned on: the recovery codes, shown this once (none on Supabase). */
  | { kind: 'enabled'; recoveryCodes: string[] | null }
  | { kind: 'done'; message: string }
  | { kind: 'problem'; intent: string; message: string }

/** The second step's answer to a refused code. */
export interface SecondStepData {
  error: string | null
}
