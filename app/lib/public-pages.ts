/**
 * The public pages: the same for every visitor who is not signed in. The sitemap lists them, the
 * measuring scripts measure them, and the server may keep their rendered HTML (server/page-cache.ts; the cookies
 * their render reads are named in app/.server/cookies.ts).
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
  '/trust',
] as const

/** A public page or one model's page (/models/<slug>). */
export function isPublicPage(pathname: string) {
  return (PUBLIC_PAGES as readonly string[]).includes(pathname) || /^\/models\/[a-z0-9-]+$/.test(pathname)
}

/** The sitemap's address (app/routes/sitemap[.]xml.ts), which robots.txt names and the page cache keeps. */
export const SITEMAP_PATH = '/sitemap.xml'
