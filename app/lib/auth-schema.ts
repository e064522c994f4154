/**
 * The sign-in and sign-up forms' schemas (docs/product.md#sign-up, docs/architecture.md#forms):
 * one per form, parsed by the action on every post and by the browser for early feedback. Each
 * rule's words are the product's; an error belongs to the field it is about. Conform turns empty
 * fields into `undefined` before the schema sees them, so "missing" is each field's invalid-type
 * error. Checks that need the server (rate limits, a taken address, wrong credentials) are the
 * action's, and answer a message of the whole form.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { AUTH_MESSAGES, MAX_PASSWORD } from './auth-messages'
import { findCountry } from './countries'
import { isEmailAddress } from './email'
import { organizationLimits } from './entities/organization'
import { isIndustry, ORGANIZATION_SIZES } from './industries'
import { singleLine } from './single-line'
import { z } from './zod'

const email = z.string({ error: AUTH_MESSAGES.invalidEmail }).trim().refine(isEmailAddress, AUTH_MESSAGES.invalidEmail)

const password = z
  .string({ error: AUTH_MESSAGES.shortPassword })
  .min(6, AUTH_MESSAGES.shortPassword)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters long`)

export const signInSchema = z.object({
  email,
  password,
  /** The page that sent the visitor here (checked by safeRedirect in the action). */
  redirectTo: z.string().optional(),
})

/**
 * A required organisation field: blank (after trimming) is 'Please fill in all required…'. One of
 * one line (the organisation's name) has its line breaks made spaces (./single-line.ts).
 */
const orgField = (max: number, tooLong: string, oneLine = false) =>
  z
    .string({ error: AUTH_MESSAGES.missingOrgFields })
    .overwrite((value) => (oneLine ? singleLine(value) : value))
    .trim()
    .min(1, { error: AUTH_MESSAGES.missingOrgFields, abort: true })
    .max(max, tooLong)

/** An optional field: blank after trimming is null, as the profile stores it. */
const optional = (rule: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || rule(value), message)

function isHttpUrl(value: string) {
  // Written out, not only parsed: URL also reads 'http:example.com', which the table's check
  // (and a reader of the address) would not take as a website.
  if (value.length > organizationLimits.website || !/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const signUpSchema = z
  .object({
    orgName: orgField(
      organizationLimits.name,
      `Organization name must be at most ${organizationLimits.name} characters`,
      true,
    ),
    industry: z
      .string({ error: AUTH_MESSAGES.missingOrgFields })
      .trim()
      .min(1, { error: AUTH_MESSAGES.missingOrgFields, abort: true })
      .refine(isIndustry, 'Please choose an industry from the list'),
    orgSize: optional(
      (size) => (ORGANIZATION_SIZES as readonly string[]).includes(size),
      'Please choose an organization size from the list',
    ),
    // The phone's dial code is the chosen country's: the server derives it, so it is right with
    // or without JavaScript (docs/product.md#sign-up).
    country: z
      .string({ error: AUTH_MESSAGES.missingCountry })
      .trim()
      .refine((code) => findCountry(code) !== undefined, AUTH_MESSAGES.missingCountry),
    useCase: orgField(
      organizationLimits.useCase,
      `Primary use case must be at most ${organizationLimits.useCase} characters`,
    ),
    website: optional(isHttpUrl, 'Please enter a valid website address starting with http:// or https://'),
    phone: z
      .string({ error: AUTH_MESSAGES.missingCountryCode })
      .transform((value) => value.replace(/[\s().-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: AUTH_MESSAGES.missingCountryCode, abort: true })
          .regex(/^\d{6,14}$/, AUTH_MESSAGES.invalidPhone),
      ),
    email,
    password,
  })
  .transform(({ country, phone, ...rest }) => {
    const { code, dialCode } = findCountry(country)!
    /** Dial code joined with the number, as the profile stores it (docs/product.md#data): '+44 2079460958'. */
    return { ...rest, country: code, phone: `${dialCode} ${phone}` }
  })

/** /forgot-password: the address to send the link to. */
export const forgotPasswordSchema = z.object({ email })

/**
 * /reset-password: the new password, by sign-up's rules, and the link's token (built-in accounts;
 * with Supabase Auth the link's session stands for it).
 */
export const resetPasswordSchema = z.object({
  token: z.string().max(200).optional(),
  password,
})

export type SignUpInput = z.output<typeof signUpSchema>

/** A sign-in post, checked: conform's submission (field errors, or the typed value). */
export function validateSignIn(formData: FormData) {
  return parseWithZod(formData, { schema: signInSchema })
}

/** A sign-up post, checked: conform's submission (field errors, or the value to save). */
export function validateSignUp(formData: FormData) {
  return parseWithZod(formData, { schema: signUpSchema })
}

/** A forgot-password post, checked. */
export function validateForgotPassword(formData: FormData) {
  return parseWithZod(formData, { schema: forgotPasswordSchema })
}

/** A reset-password post, checked. */
export function validateResetPassword(formData: FormData) {
  return parseWithZod(formData, { schema: resetPasswordSchema })
}

/** The invitee's sign-up on the invitation's page: the address is the invitation's, so only a password. */
export const invitedSignUpSchema = z.object({ password })

export function validateInvitedSignUp(formData: FormData) {
  return parseWithZod(formData, { schema: invitedSignUpSchema })
}
