/**
 * One address per page: `/models/` and `/about/` answer 301 to `/models` and `/about`, with the
 * query string kept, so links and search engines settle on one URL (decision 024). Only a path
 * on this site is ever the target: `//evil.com/` is not made into `//evil.com`, which a browser
 * would follow to another site; such a path is left to the app, which answers 404.
 */
import type express from 'express'
import { safeRedirect } from '../app/lib/safe-redirect'

/** The address without its trailing slashes, or null when it has none or is not one of ours. */
export function withoutTrailingSlash(originalUrl: string): string | null {
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

export const redirectTrailingSlash: express.RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const target = withoutTrailingSlash(req.originalUrl)
  if (!target) return next()
  res.redirect(301, target)
}
