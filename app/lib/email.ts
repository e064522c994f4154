/**
 * What every form (sign-up, sign-in, contact, the chat's callback form) and the first admin's
 * ADMIN_EMAIL accept as an e-mail address: one shape and one length, so no address the database
 * would refuse ever reaches it (it would fail there as an error, not as the form's message).
 */

/**
 * 254 characters: the longest address SMTP can carry (RFC 5321 limits the path to 256 octets,
 * two of them the angle brackets; RFC 3696 erratum 1690). Longer addresses cannot receive mail
 * anyway, and it is below every column that stores one (auth.users.email is varchar(255) here
 * and on Supabase; enquiry and chat_requests check 320).
 */
export const MAX_EMAIL_LENGTH = 254

/**
 * Text, '@', text, '.', text, no spaces: the enquiry table's check has the same shape. Nor '?', '&'
 * or '%', nor any control character: an address becomes a mailto: link in the lead inbox and a
 * Reply-To in the notification, where '?cc=…', '&bcc=…' or an encoded line break ('%0A') after it
 * would copy someone in or add a header. RFC 5322 allows some of them in a local part; nobody's
 * address uses them, so the forms refuse them with their 'invalid e-mail' message.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
  /^[^\s@?&%\u0000-\u001f\u007f]+@[^\s@?&%\u0000-\u001f\u007f]+\.[^\s@?&%\u0000-\u001f\u007f]+$/

export function isEmailAddress(value: string) {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value)
}

/** One spelling per address: the accounts, the sign-in limits and the admin grant all key on it. */
export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}
