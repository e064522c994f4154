/**
 * A one-time notice carried across a redirect (sign-up's 'Success! …' on the home page). The
 * cookie holds only a key from the list below, never text from the request, and the root
 * loader clears it the first time it shows it.
 */
import { parse, serialize } from 'cookie'
import { cookieAttributes, NOTICE_COOKIE as NOTICE } from './cookies'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { imageMessages } from './storage/images'

// 'remove-failed': a model was saved or deleted but storage refused to remove an old image.
// 'password-changed': /reset-password set a new password and ended every session.
const NOTICES = {
  'signed-up': AUTH_MESSAGES.signedUp,
  'signed-up-confirmation-sent': AUTH_MESSAGES.signedUpConfirmationSent,
  'signed-up-ready': AUTH_MESSAGES.signedUpReady,
  'remove-failed': imageMessages.removeFailed,
  'password-changed': AUTH_MESSAGES.passwordChanged,
} as const

export type NoticeKey = keyof typeof NOTICES

export function setNotice(key: NoticeKey) {
  return serialize(NOTICE, key, { ...cookieAttributes(), maxAge: 60 })
}

/** The notice to show on this page, and the cookie that clears it (both null when none). */
export function takeNotice(request: Request): { message: string | null; clear: string | null } {
  const key = parse(request.headers.get('Cookie') ?? '')[NOTICE]
  if (key === undefined) return { message: null, clear: null }
  const message = Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : null
  return { message, clear: serialize(NOTICE, '', { ...cookieAttributes(), maxAge: 0, expires: new Date(0) }) }
}
