/**
 * The auth form's messages (docs/product.md#sign-up, docs/product.md#sign-in). Messages starting
 * with 'Success' are shown green, all others red.
 */
/** bcrypt reads at most 72 bytes, and Supabase Auth refuses longer passwords. */
export const MAX_PASSWORD = 72

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters long',
  missingOrgFields: 'Please fill in all required organization fields',
  // The Country field's own message; it spoke of a phone number before (issue 32).
  missingCountry: 'Please choose your country',
  missingCountryCode: 'Please enter a valid phone number with country code',
  invalidPhone: 'Please enter a valid phone number',
  // Supabase Auth with confirmations on: it sent its e-mail, and the session starts from its link.
  signedUp: 'Success! Please check your email to confirm your account.',
  // Built-in accounts: signed in at once, and our own e-mail confirms the address (decision 077).
  signedUpConfirmationSent:
    'Success! Your account is ready. We have sent you an e-mail with a link to confirm your address.',
  // Supabase Auth with confirmations off: nothing to confirm.
  signedUpReady: 'Success! Your account is ready.',
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetSent:
    'If an account exists for that address, we have sent it a link to reset the password. The link works for one hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Success! Your password has been changed. Please sign in with your new password.',
} as const

export function isSuccessMessage(message: string) {
  return message.startsWith('Success')
}

/** An auth service failure, in the words the visitor reads. */
export function authFailureMessage(serviceMessage: string) {
  if (serviceMessage.includes('already registered')) return AUTH_MESSAGES.alreadyRegistered
  if (serviceMessage.includes('Invalid login credentials')) return AUTH_MESSAGES.invalidCredentials
  return AUTH_MESSAGES.unexpected
}
