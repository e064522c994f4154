// A redirect target from a request is followed only when it is a plain path on this site; any
// odd character makes it the fallback, never a failure of the request that carries it.
import { redirect } from '@remix-run/node'
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { backTo, safeRedirect } from '~/lib/safe-redirect'

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/models?q=vision&industry=Healthcare', '/models?q=vision&industry=Healthcare'],
    ['/models/medscan-vision-3#pricing', '/models/medscan-vision-3#pricing'],
    // Already percent-encoded, as every address this site makes: kept as it is.
    ['/models?q=caf%C3%A9%20bar', '/models?q=caf%C3%A9%20bar'],
    ['/models?q=100%25', '/models?q=100%25'],
  ])('follows the path %j', (to, expected) => {
    expect(safeRedirect(to, '/fallback')).toBe(expected)
  })

  it.each([
    ['nothing', null],
    ['a file field', new File(['/dashboard'], 'x.txt')],
    ['an empty string', ''],
    ['another origin', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/models\\..\\admin'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/dashboard\nSet-Cookie: x=1'],
    ['a carriage return and line feed', '/dashboard\r\nLocation: //evil.example'],
    ['a NUL', '/dash\u0000board'],
    ['DEL', '/dash\u007fboard'],
    ['a space', '/dash board'],
    ['a leading space', ' /dashboard'],
    ['an encoded newline', '/dashboard%0d%0aSet-Cookie:%20x=1'],
    ['an encoded NUL', '/dashboard%00'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['invalid percent-encoding', '/models%E0%A4%A'],
    ['a stray percent sign', '/models/%zz'],
    ['a lone surrogate', '/\ud800'],
    ['a character above U+00FF', '/€'],
    ['an emoji in the query', '/models?q=\u{1F600}'],
    ['a Latin-1 character', '/caf\u00e9'],
    ['a non-breaking space', '/\u00a0'],
    ['a line separator', '/\u2028'],
    ['a byte-order mark', '/\ufeff'],
    ['a very long value', `/${'a'.repeat(2000)}`],
  ])('falls back for %s', (_, to) => {
    expect(safeRedirect(to as string | null, '/fallback')).toBe('/fallback')
  })

  it('returns only what Remix and Node can send as a Location header', () => {
    const odd = [
      '/€',
      '/dash\u007fboard',
      '/\ud800',
      '/a?x=\u{1F600}',
      '/\u0085',
      '/caf\u00e9',
      '/ok',
      '/models?q=caf%C3%A9',
    ]
    for (const to of odd) {
      const location = safeRedirect(to)
      expect(() => redirect(location)).not.toThrow()
      expect(() => http.validateHeaderValue('Location', location)).not.toThrow()
    }
  })
})

describe('backTo', () => {
  const post = (referer: string | null) =>
    new Request('http://localhost:3000/resources/theme', {
      method: 'POST',
      headers: referer === null ? {} : { Referer: referer },
    })

  it('goes back to a page of this site, and nowhere else', () => {
    expect(backTo(post('http://localhost:3000/models?q=vision'))).toBe('/models?q=vision')
    expect(backTo(post('https://evil.example/models'))).toBe('/')
    expect(backTo(post(null))).toBe('/')
    expect(backTo(post('not a url'))).toBe('/')
  })
})
