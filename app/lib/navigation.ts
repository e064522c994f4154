/** The site's link lists: the bar and the footer (docs/product.md#shell). */
import { brand } from './brand'
import { isPublicPage } from './public-pages'

export const mainNav = [
  { to: '/models', label: 'Models' },
  { to: '/about', label: 'About' },
  { to: '/labs', label: 'Labs' },
  { to: '/contact', label: 'Contact' },
] as const

export const footerCompanyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/models', label: 'AI Models' },
  { to: '/labs', label: 'Innovation Labs' },
  { to: '/contact', label: 'Contact' },
] as const

export const footerResourceLinks = [
  { to: '/products', label: 'Products', external: false },
  { to: brand.documentationUrl, label: 'Documentation', external: true },
  { to: brand.statusUrl, label: 'System Status', external: true },
  { to: '/privacy', label: 'Privacy Policy', external: false },
  { to: '/trust', label: 'Trust & FAQ', external: false },
] as const

export const legalLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const

/** Routes where the bar and footer are hidden (they have their own chrome). */
export function isAppArea(pathname: string) {
  return /^\/(dashboard|admin)(\/|$)/.test(pathname)
}

/**
 * Pages that end with a call to action of their own (/about's 'Join Us', /labs' 'Ready to
 * Innovate with Us?'): the footer leaves its own out there, so they do not end with two in a row.
 */
export function hasClosingCallToAction(pathname: string) {
  return pathname === '/about' || pathname === '/labs'
}

/** The mobile fixed 'Talk to AI Architect' button: not where it would cover a form or the chat. */
export function showsFixedButton(pathname: string) {
  return !/^\/(signup|login|chat)(\/|$)/.test(pathname)
}

/**
 * The site-wide 'Ask the AI Architect' launcher: on the public pages (app/lib/public-pages.ts) and
 * the 404 page; not on /chat (the chat itself), sign-in, sign-up, the dashboard or the admin area.
 */
export function showsArchitectLauncher(pathname: string, notFound = false) {
  return isPublicPage(pathname) || notFound
}
