// The cross-site POST check (server/cross-site.ts) called as Express calls it: a post is the
// site's own only from SITE_URL's origin, or from the host it was sent to under SITE_URL's scheme.
// `http://site` is another origin than `https://site` (a page served over plain HTTP, by whoever
// can answer there, must not post to the HTTPS site).
import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { refuseCrossSitePosts } from '../server/cross-site'

interface Answer {
  status: number | null
  body: string | null
  next: boolean
}

/** Runs the check on a request with these headers and says what it did. */
function judge(siteUrl: string, headers: Record<string, string>, method = 'POST'): Answer {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const req = { method, headers: lower, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request
  const answer: Answer = { status: null, body: null, next: false }
  const res = {
    status(code: number) {
      answer.status = code
      return this
    },
    type() {
      return this
    },
    send(body: string) {
      answer.body = body
      return this
    },
  } as unknown as Response
  refuseCrossSitePosts(siteUrl)(req, res, (() => (answer.next = true)) as NextFunction)
  return answer
}

describe('refuseCrossSitePosts', () => {
  it('lets the site post from SITE_URL and from the host it was sent to', () => {
    expect(judge('https://www.aivora.test', { Origin: 'https://www.aivora.test', Host: 'internal:3000' }).next).toBe(
      true,
    )
    expect(judge('https://www.aivora.test', { Origin: 'https://app.aivora.test', Host: 'app.aivora.test' }).next).toBe(
      true,
    )
    expect(judge('http://localhost:3000', { Origin: 'http://127.0.0.1:3000', Host: '127.0.0.1:3000' }).next).toBe(true)
  })

  it('refuses http://site posting to an https:// SITE_URL, whatever the Host says', () => {
    const attempts: Array<Record<string, string>> = [
      { Origin: 'http://www.aivora.test', Host: 'www.aivora.test' },
      { Origin: 'http://www.aivora.test', Host: 'internal:3000', 'X-Forwarded-Host': 'www.aivora.test' },
      { Origin: 'http://app.aivora.test', Host: 'app.aivora.test' },
    ]
    for (const headers of attempts) {
      const answer = judge('https://www.aivora.test', headers)
      expect(answer.next).toBe(false)
      expect(answer.status).toBe(403)
    }
  })

  it('refuses another site, an opaque origin and a browser that says cross-site; lets programs and GETs through', () => {
    expect(judge('https://www.aivora.test', { Origin: 'https://evil.example', Host: 'www.aivora.test' }).status).toBe(
      403,
    )
    expect(judge('https://www.aivora.test', { Origin: 'null', Host: 'www.aivora.test' }).status).toBe(403)
    expect(judge('https://www.aivora.test', { 'Sec-Fetch-Site': 'cross-site' }).status).toBe(403)
    expect(judge('https://www.aivora.test', {}).next).toBe(true)
    expect(judge('https://www.aivora.test', { Origin: 'http://evil.example' }, 'GET').next).toBe(true)
  })
})
