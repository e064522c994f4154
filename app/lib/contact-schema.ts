/**
 * The contact form's one schema (DESIGN.md decision 9), used by the action on every submission and
 * by the browser for early feedback. SPEC.md section 5: name, email and message are required, phone
 * and inquiry type optional. The length limits are the enquiry table's own check constraints
 * (supabase/migrations/20261122000500_enquiry.sql), so valid input never trips the database.
 *
 * Conform turns empty fields into `undefined` before the schema sees them, so "missing" is the
 * invalid-type error of each required field.
 */
import { z } from 'zod'

/** SPEC.md section 3 'Inquiry type options', in this order. */
export const inquiryTypes = ['General', 'Inquiry', 'Support', 'Collaboration', 'Business', 'Partnership'] as const
export type InquiryType = (typeof inquiryTypes)[number]

export const contactLimits = { name: 200, email: 320, phone: 40, message: 5000 } as const

/** The same shape as the enquiry table's check: text, '@', text, '.', text, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The visually hidden field only robots fill in; not part of the schema, never stored. */
export const HONEYPOT_FIELD = 'company_website'

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Please keep your name under ${contactLimits.name} characters`,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneTooLong: `Please keep the phone number under ${contactLimits.phone} characters`,
  typeInvalid: 'Please choose an inquiry type from the list',
  messageRequired: 'Please enter a message',
  messageTooLong: `Please keep your message under ${contactLimits.message.toLocaleString('en-US')} characters`,
  success: "Thank you for your message. We'll get back to you soon!",
  failure: 'Something went wrong. Please try again.',
  tooMany: 'Too many messages. Please try again later.',
} as const

export const contactSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(contactLimits.name, contactMessages.nameTooLong),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .max(contactLimits.email, contactMessages.emailInvalid)
    .regex(EMAIL, contactMessages.emailInvalid),
  phone: z.string().trim().max(contactLimits.phone, contactMessages.phoneTooLong).optional(),
  type: z.enum(inquiryTypes, { error: contactMessages.typeInvalid }).optional(),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(contactLimits.message, contactMessages.messageTooLong),
})

export type ContactInput = z.output<typeof contactSchema>
