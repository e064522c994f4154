/**
 * The cookie-consent choice. The browser keeps it in local storage as 'gdpr-consent'; we keep the
 * same name and the same plain values ('true' or 'false') in a cookie too, so the server renders
 * the banner only while no choice exists and the banner works without JavaScript. Closing the
 * banner without choosing hides it for the browser session only (a cookie with no lifetime), which
 * stores no choice. See docs/decisions/005-consent-and-theme-cookies.md.
 */
import { parse, serialize } from 'cookie'
import { CONSENT_CLOSED_COOKIE as CLOSED, CONSENT_COOKIE as CONSENT, cookieAttributes } from './cookies'

const ONE_YEAR = 60 * 60 * 24 * 365

type ConsentChoice = 'true' | 'false'

function cookies(request: Request) {
  return parse(request.headers.get('Cookie') ?? '')
}

function getConsent(request: Request): ConsentChoice | null {
  const value = cookies(request)[CONSENT]
  return value === 'true' || value === 'false' ? value : null
}

/** Whether the banner should be rendered for this request. */
export function shouldShowConsentBanner(request: Request) {
  return getConsent(request) === null && cookies(request)[CLOSED] !== '1'
}

export function storeConsent(choice: ConsentChoice) {
  return serialize(CONSENT, choice, { ...cookieAttributes(), maxAge: ONE_YEAR })
}

/** Hides the banner until the browser closes; no choice is stored. */
export function closeBanner() {
  return serialize(CLOSED, '1', cookieAttributes())
}
