/**
 * Confirming a built-in account's e-mail address (docs/product.md#sign-up,
 * docs/decisions/077-confirming-addresses-and-inviting-staff.md): the page the link opens, and
 * every word a person reads about it.
 */
import { AUTH_MESSAGES } from './auth-messages'

export const EMAIL_CONFIRMATION_PATH = '/confirm-email'

/** The page a confirmation e-mail links to; the token is the link's secret. */
export function emailConfirmationPath(token: string) {
  return `${EMAIL_CONFIRMATION_PATH}?${new URLSearchParams({ token })}`
}

/** How long a link works, as the e-mail and the pages say it. */
export const CONFIRMATION_VALID_HOURS = 24

export const EMAIL_CONFIRMATION_WORDS = {
  bannerTitle: 'Your e-mail address is not confirmed yet',
  banner: (email: string) =>
    `We sent a link to ${email} when you signed up. Open it to confirm that the address is yours.`,
  sendAgain: 'Send again',
  sending: 'Sending...',
  noLink: {
    title: 'Confirm your e-mail address',
    message: 'Open the link in the e-mail we sent you. Signed in, your dashboard can send it again.',
  },
} as const

/** What /confirm-email answers: a heading, a sentence and the status. */
export const EMAIL_CONFIRMATION_OUTCOMES = {
  confirmed: { title: 'E-mail address confirmed', message: 'Success! Your e-mail address is confirmed.', status: 200 },
  sent: {
    title: 'Confirmation e-mail sent',
    message: `We have sent a new confirmation e-mail. Its link works for ${CONFIRMATION_VALID_HOURS} hours; any earlier link no longer does.`,
    status: 200,
  },
  invalid: {
    title: 'Link not valid',
    message:
      'This confirmation link is invalid or has already been used. If your address is not confirmed yet, choose Send again on your dashboard for a new link.',
    status: 400,
  },
  expired: {
    title: 'Link expired',
    message: 'This confirmation link has expired. Choose Send again on your dashboard for a new link.',
    status: 400,
  },
  'already-confirmed': {
    title: 'Already confirmed',
    message: 'Your e-mail address is already confirmed: there is nothing more to do.',
    status: 409,
  },
  'too-many': { title: 'Please wait', message: AUTH_MESSAGES.tooManyAttempts, status: 429 },
} as const

export type EmailConfirmationOutcome = keyof typeof EMAIL_CONFIRMATION_OUTCOMES
