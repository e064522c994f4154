/**
 * Refuses a POST that a browser sent from another site: forms, resource routes and the API alike
 * (docs/decisions/018-cross-site-posts-and-sweeps.md). The browser says where a request comes from
 * in `Origin` and, without it, in `Sec-Fetch-Site`; a page can set neither. A request that carries
 * neither comes from a program, not from a visitor's browser, and goes on to its route as before.
 */
import type { RequestHandler } from 'express'

const CROSS_SITE_REFUSAL =
  'This request came from another website, so it was refused: please use the form on this site.'

interface PostHeaders {
  origin?: string
  secFetchSite?: string
  host?: string
  forwardedHost?: string
}

/** The first value of a header a proxy may have listed several times. */
function first(value: string | undefined) {
  return value?.split(',')[0]?.trim().toLowerCase() || undefined
}

/**
 * Where a POST comes from: 'cross-site', 'same-site' (with the Origin's host), or 'unknown' (no
 * Origin and no Sec-Fetch-Site: a program). The site's own origin is SITE_URL's, or the host the
 * request was sent to (`Host`, or `X-Forwarded-Host` from a proxy) under SITE_URL's scheme: the
 * scheme is part of an origin, and `http://site` is not the site when SITE_URL is https (a page
 * served over plain HTTP can be anyone's, on a network that answers for the site). `Origin: null`
 * comes from an opaque context (a sandboxed frame, a data: URL), which any other site can make.
 */
function judge(
  headers: PostHeaders,
  site: URL,
): { verdict: 'cross-site' | 'unknown' } | { verdict: 'same-site'; host: string } {
  if (headers.origin === undefined) {
    return { verdict: headers.secFetchSite?.toLowerCase() === 'cross-site' ? 'cross-site' : 'unknown' }
  }
  let origin: URL
  try {
    origin = new URL(headers.origin)
  } catch {
    return { verdict: 'cross-site' } // 'null', or not an origin at all
  }
  const own =
    origin.origin === site.origin ||
    (origin.protocol === site.protocol && [first(headers.host), first(headers.forwardedHost)].includes(origin.host))
  return own ? { verdict: 'same-site', host: origin.host } : { verdict: 'cross-site' }
}

export function refuseCrossSitePosts(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl)
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const headers: PostHeaders = {
      origin: req.get('origin'),
      secFetchSite: req.get('sec-fetch-site'),
      host: req.get('host'),
      forwardedHost: req.get('x-forwarded-host'),
    }
    const judged = judge(headers, site)
    if (judged.verdict === 'cross-site') return res.status(403).type('text/plain').send(CROSS_SITE_REFUSAL)
    // Remix refuses a page action, with an empty 500, when the Origin's host is not the one it
    // compares it with (X-Forwarded-Host, else Host): a post from SITE_URL that reaches us under
    // another name, through a proxy that does not pass the Host on. It is the site's own: tell
    // Remix the host it was sent to.
    if (judged.verdict === 'same-site' && (first(headers.forwardedHost) ?? first(headers.host)) !== judged.host) {
      req.headers['x-forwarded-host'] = judged.host
    }
    next()
  }
}
