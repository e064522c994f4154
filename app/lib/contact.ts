/**
 * The contact form's words, without zod: what the page needs to render the form.
 * docs/product.md#contact: name, email and message are required, phone and inquiry type optional. The
 * length limits are the enquiry's own (./entities/enquiry.ts).
 * The schema itself is in ./contact-schema.ts, which the browser loads only after the page is up.
 */
import { EMAIL_PATTERN } from './email'
import { enquiryLimits } from './entities/enquiry'
import { groupDigits } from './group-digits'

/** The inquiry types (docs/product.md#contact), in this order. */
export const inquiryTypes = ['General', 'Inquiry', 'Support', 'Collaboration', 'Business', 'Partnership'] as const

/** The same shape as the enquiry table's check: text, '@', text, '.', text, no spaces. */
export const CONTACT_EMAIL = EMAIL_PATTERN

/** The visually hidden field only robots fill in; not part of the schema, never stored. */
export const HONEYPOT_FIELD = 'company_website'

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Please keep your name under ${enquiryLimits.name} characters`,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneTooLong: `Please keep the phone number under ${enquiryLimits.phone} characters`,
  typeInvalid: 'Please choose an inquiry type from the list',
  messageRequired: 'Please enter a message',
  messageTooLong: `Please keep your message under ${groupDigits(enquiryLimits.message)} characters`,
  success: "Thank you for your message. We'll get back to you soon!",
  failure: 'Something went wrong. Please try again.',
  tooMany: 'Too many messages. Please try again later.',
} as const

/**
 * The browser's own checks (`required`, the inquiry type's pattern) as conform derives them from
 * the schema; written out so the page need not load zod to render. A test holds the two together.
 */
export const contactConstraint = {
  name: { required: true },
  email: { required: true },
  phone: { required: false },
  type: { required: false, pattern: inquiryTypes.join('|') },
  message: { required: true },
}
