/**
 * Model access from the catalogue (docs/decisions/084-model-access-from-the-catalogue.md): the
 * request an organisation's Admin posts from a model's page, the fields staff decide it with on the
 * desk, and the words both say. Shared by the routes, the components and the tests.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { ACCESS_PLAN_VALUES, accessLimits } from './entities/organization-model'
import { groupDigits } from './group-digits'
import { z } from './zod'

export const accessMessages = {
  unreadable: 'That request could not be read. Please try again.',
  plan: 'Choose a trial or a subscription.',
  teams: `Enter the number of teams, from 1 to ${accessLimits.teams}.`,
  noteTooLong: `A note can be at most ${groupDigits(accessLimits.note)} characters.`,
  tooMany: 'Too many requests from here. Please wait a few minutes and try again.',
  modelNotFound: 'This model is not in the catalogue any more.',
  alreadyOpen: 'Your organisation has already asked for this model, or uses it now.',
  notAdmin: 'Only an Admin of your organisation can request access to a model.',
  noOrganisation: 'Requesting access is for organisations: your account does not belong to one.',
  startsOn: 'Enter the start date as a date, for example 2026-12-01.',
  term: `Enter the term in whole months, from 1 to ${accessLimits.termMonths}.`,
  price: 'Enter the monthly price in dollars, for example 2500 or 2500.00.',
  reason: 'Give the reason for declining.',
  reasonTooLong: `A reason can be at most ${groupDigits(accessLimits.reason)} characters.`,
  decided: 'This request was already decided.',
} as const

/** Trimmed text; empty as none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null)

/** The request from a model's page. */
export const accessRequestSchema = z.object({
  plan: z.enum(ACCESS_PLAN_VALUES, { error: accessMessages.plan }),
  teams: z.coerce
    .number({ error: accessMessages.teams })
    .int(accessMessages.teams)
    .min(1, accessMessages.teams)
    .max(accessLimits.teams, accessMessages.teams),
  note: optionalText(accessLimits.note, accessMessages.noteTooLong),
})
export type AccessRequestInput = z.infer<typeof accessRequestSchema>

export function validateAccessRequest(form: FormData) {
  return parseWithZod(form, { schema: accessRequestSchema })
}

/** A calendar day as a date input sends it (YYYY-MM-DD), one that exists, in the column's range. */
const dayInput = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        value >= '2000-01-01' &&
        value <= '2099-12-31'
      )
    }, message)

/**
 * Dollars as typed ('2500', '2,500.50') to integer cents, read from the digits (never through a
 * binary fraction): 2500.5 is 250050 cents exactly.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents <= accessLimits.priceCents ? cents : null
}

/** Integer cents as the price field shows them: 250050 → '2500.50'. */
export const centsToDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** Staff's approval and decline (the desk's `access-approve` and `access-decline` forms). */
export const accessApproveFields = {
  startsOn: dayInput(accessMessages.startsOn),
  termMonths: z.coerce
    .number({ error: accessMessages.term })
    .int(accessMessages.term)
    .min(1, accessMessages.term)
    .max(accessLimits.termMonths, accessMessages.term),
  price: z.string({ error: accessMessages.price }).transform((value, ctx) => {
    const cents = dollarsToCents(value)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: accessMessages.price })
      return z.NEVER
    }
    return cents
  }),
}
export const accessDeclineFields = {
  reason: z
    .string({ error: accessMessages.reason })
    .trim()
    .min(1, accessMessages.reason)
    .max(accessLimits.reason, accessMessages.reasonTooLong),
}

/** Where the model page's request form is, and what it says once sent. */
export const REQUEST_ACCESS_ANCHOR = 'request-access'
export const ACCESS_REQUESTED =
  'Request sent. Our team will answer by e-mail; you will see it in your dashboard’s Overview.'
