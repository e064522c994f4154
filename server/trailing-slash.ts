/**
 * One address per page: `/models/` and `/about/` answer 301 to `/models` and `/about`, with the
 * query string kept, so links and search engines settle on one URL (decision 024). Only a path
 * on this site is ever the target: `//evil.com/` is not made into `//evil.com`, which a browser
 * would follow to another site; such a path is left to the app, which answers 404.
 */
import type express from 'express'

/** The app's rule for a redirect target (app/lib/safe-redirect.ts): `to`, or `fallback` when it could leave the site. */
type SafeRedirect = (to: string, fallback: string) => string

/** The address without its trailing slashes, or null when it has none or is not one of ours. */
export function withoutTrailingSlash(originalUrl: string, safeRedirect: SafeRedirect): string | null {
  const at = originalUrl.indexOf('?')
  const path = at < 0 ? originalUrl : originalUrl.slice(0, at)
  const query = at < 0 ? '' : originalUrl.slice(at)
  if (path === '/' || !path.endsWith('/')) return null
  const trimmed = path.replace(/\/+$/, '')
  if (trimmed === '') return null
  // safeRedirect refuses `//host`, `/\host` and anything else a browser could take off-site.
  const target = safeRedirect(`${trimmed}${query}`, '')
  return target === '' ? null : target
}

export function redirectTrailingSlash(safeRedirect: SafeRedirect): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const target = withoutTrailingSlash(req.originalUrl, safeRedirect)
    if (!target) return next()
    res.redirect(301, target)
  }
}
