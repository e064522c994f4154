/**
 * The public pages: the same for every visitor who is not signed in. The sitemap lists them, the
 * measuring scripts measure them, and the server may keep their rendered HTML (server/page-cache.ts).
 */
export const PUBLIC_PAGES = [
  '/',
  '/models',
  '/about',
  '/labs',
  '/products',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
] as const

/** A public page or one model's page (/models/<slug>). */
export function isPublicPage(pathname: string) {
  return (PUBLIC_PAGES as readonly string[]).includes(pathname) || /^\/models\/[a-z0-9-]+$/.test(pathname)
}

/**
 * The cookies a public page's render reads (the theme; the consent choice, or the banner closed
 * for the session). Any other cookie may mean a signed-in visitor, a chat or a notice to show.
 */
export const THEME_COOKIE = 'theme'
export const CONSENT_COOKIE = 'gdpr-consent'
export const CONSENT_CLOSED_COOKIE = 'consent-banner-closed'
export const RENDER_COOKIES = [THEME_COOKIE, CONSENT_COOKIE, CONSENT_CLOSED_COOKIE] as const
