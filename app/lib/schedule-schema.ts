/**
 * The 'Schedule a Consultation' form of the chat (docs/product.md#callback): Name, Email (email-typed), Company,
 * Industry and Best Time for Callback required; Phone optional. Limits are chat_requests' own
 * check constraints. Shared by the action and the browser (docs/architecture.md#forms).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from '~/lib/zod'
import { singleLine } from './single-line'
import { CALLBACK_TIMES } from './chat'
import { EMAIL_PATTERN } from './email'
import { callbackLimits } from './entities/chat-request'
import { INDUSTRIES } from './industries'

export const scheduleMessages = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  company: 'Please enter your company',
  industry: 'Please choose your industry',
  callbackTime: 'Please choose the best time for a callback',
  tooLong: 'Please keep this shorter',
} as const

/** A required field of one line: a line break in it becomes a space (./single-line.ts). */
const required = (message: string, max: number) =>
  z.string({ error: message }).overwrite(singleLine).trim().min(1, message).max(max, scheduleMessages.tooLong)

export const scheduleSchema = z.object({
  name: required(scheduleMessages.name, callbackLimits.name),
  email: z
    .string({ error: scheduleMessages.email })
    .trim()
    .max(callbackLimits.email, scheduleMessages.emailInvalid)
    .regex(EMAIL_PATTERN, scheduleMessages.emailInvalid),
  phone: z.string().overwrite(singleLine).trim().max(callbackLimits.phone, scheduleMessages.tooLong).optional(),
  company: required(scheduleMessages.company, callbackLimits.company),
  industry: z.enum(INDUSTRIES, { error: scheduleMessages.industry }),
  callbackTime: z.enum(CALLBACK_TIMES.map((t) => t.value) as [string, ...string[]], {
    error: scheduleMessages.callbackTime,
  }),
  // The browser's IANA time zone, set by script (absent without JavaScript); one the runtime does
  // not know is dropped rather than refusing the booking.
  timeZone: z
    .string()
    .trim()
    .max(64)
    .optional()
    .catch(undefined)
    .transform((zone) => (zone && isTimeZone(zone) ? zone : undefined)),
})

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export type ScheduleInput = z.infer<typeof scheduleSchema>

/** A posted schedule form, checked: conform's submission (field errors, or the callback to book). */
export function validateSchedule(formData: FormData) {
  return parseWithZod(formData, { schema: scheduleSchema })
}
