/**
 * Every cookie the site uses, named once, and the attributes every cookie we set carries.
 *
 * The list says what the page cache (server/page-cache.ts, decision 030) does with a request that
 * carries each one: a 'render' cookie is read by the render of public pages, so its value is part
 * of the cache key; a 'personal' one means a page made for that visitor (signed in, a chat, a
 * notice to show), never served from the cache nor kept in it. A cookie the list does not name is
 * not ours (analytics, a CDN's challenge): no render reads it, so the cache ignores it.
 * tests/cookies.test.ts fails when code in app/ sets or reads a cookie this list does not name.
 *
 * The attributes: none is for scripts (httpOnly), none is sent on cross-site posts
 * (SameSite=Lax), and in production on https none travels over plain HTTP (Secure). A local
 * production build on http://localhost keeps working without Secure (decision 014).
 */
import { getConfig } from './config'

export const THEME_COOKIE = 'theme'
export const CONSENT_COOKIE = 'gdpr-consent'
export const CONSENT_CLOSED_COOKIE = 'consent-banner-closed'
export const SESSION_COOKIE = '__session'
export const CHAT_COOKIE = 'chat_id'
export const NOTICE_COOKIE = 'notice'
export const TWO_FACTOR_PENDING_COOKIE = '__2fa_pending'

type CookieUse = 'render' | 'personal'

interface AppCookie {
  /** The name, or for a family of names the pattern they follow (`matches`). */
  name: string
  matches?: RegExp
  use: CookieUse
  /** What it holds and who sets it. */
  holds: string
}

export const APP_COOKIES: readonly AppCookie[] = [
  { name: THEME_COOKIE, use: 'render', holds: 'the theme choice (theme.ts)' },
  { name: CONSENT_COOKIE, use: 'render', holds: 'the cookie-consent choice (consent.ts)' },
  { name: CONSENT_CLOSED_COOKIE, use: 'render', holds: 'the banner closed for the browser session (consent.ts)' },
  { name: SESSION_COOKIE, use: 'personal', holds: "a built-in account's session (auth/session.ts)" },
  {
    name: 'sb-<project>-auth-token',
    // Supabase Auth's session, in chunks .0, .1 … when it is long, and its PKCE code verifier:
    // named by @supabase/ssr (auth/supabase.ts), all beginning with sb-.
    matches: /^sb-/,
    use: 'personal',
    holds: 'a Supabase Auth session and its code verifier (auth/supabase.ts, named by @supabase/ssr)',
  },
  { name: CHAT_COOKIE, use: 'personal', holds: "the browser's chat id (chat/chat-id.ts)" },
  { name: NOTICE_COOKIE, use: 'personal', holds: 'a one-time notice across a redirect (notice.ts)' },
  {
    name: TWO_FACTOR_PENDING_COOKIE,
    use: 'personal',
    holds: 'a built-in sign-in waiting for its two-factor code (two-factor/pending.ts)',
  },
]

/** The cookies a public page's render reads: with the URL, they key the page cache. */
export const RENDER_COOKIES: readonly string[] = APP_COOKIES.filter((cookie) => cookie.use === 'render').map(
  (cookie) => cookie.name,
)

/** What a cookie of this name is to the page cache; null for a cookie that is not ours. */
export function cookieUse(name: string): CookieUse | null {
  const cookie = APP_COOKIES.find((c) => (c.matches ? c.matches.test(name) : c.name === name))
  return cookie?.use ?? null
}

export function cookieAttributes() {
  const config = getConfig()
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction && config.siteUrl.startsWith('https://'),
  }
}
