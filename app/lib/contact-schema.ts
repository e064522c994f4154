/**
 * The contact form's one schema (docs/architecture.md#forms), used by the action on every
 * submission and by the browser for early feedback (loaded after the page is up: see
 * ~/lib/contact). Conform turns empty fields into `undefined` before the schema sees them, so
 * "missing" is the invalid-type error of each required field.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { CONTACT_EMAIL, contactMessages, inquiryTypes } from '~/lib/contact'
import { enquiryLimits } from '~/lib/entities/enquiry'
import { singleLine } from '~/lib/single-line'
import { z } from '~/lib/zod'

export const contactSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .overwrite(singleLine)
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(enquiryLimits.name, contactMessages.nameTooLong),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .max(enquiryLimits.email, contactMessages.emailInvalid)
    .regex(CONTACT_EMAIL, contactMessages.emailInvalid),
  phone: z.string().overwrite(singleLine).trim().max(enquiryLimits.phone, contactMessages.phoneTooLong).optional(),
  type: z.enum(inquiryTypes, { error: contactMessages.typeInvalid }).optional(),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(enquiryLimits.message, contactMessages.messageTooLong),
})

/** A submitted contact form, checked: conform's submission (field errors or the typed value). */
export function validateContact(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema })
}
