// One address per page: a trailing slash answers 301 to the same path without it, query kept,
// and never to another site (server/trailing-slash.ts; on the wire in e2e/seo.http.spec.ts).
import { describe, expect, it } from 'vitest'
import { withoutTrailingSlash } from '../server/trailing-slash'
import { safeRedirect } from '~/lib/safe-redirect'

describe('withoutTrailingSlash', () => {
  it.each([
    ['/models/', '/models'],
    ['/about//', '/about'],
    ['/models/medscan-vision-3/', '/models/medscan-vision-3'],
    ['/models/?q=vision&industry=Healthcare', '/models?q=vision&industry=Healthcare'],
    ['/models/?next=//evil.com/', '/models?next=//evil.com/'],
  ])('%s → %s', (from, to) => {
    expect(withoutTrailingSlash(from, safeRedirect)).toBe(to)
  })

  it.each([
    ['the home page', '/'],
    ['a path without one', '/models'],
    ['a slash only in the query', '/models?q=a/'],
    ['another host', '//evil.com/'],
    ['another host, slashes doubled', '///evil.com//'],
    ['a backslash host', '/\\evil.com/'],
    ['an escaped second slash', '/%2Fevil.com/'],
    ['an escaped backslash', '/%5Cevil.com/'],
    ['slashes only', '////'],
  ])('leaves %s alone (%s)', (_name, from) => {
    expect(withoutTrailingSlash(from, safeRedirect)).toBeNull()
  })
})
