// The lead inbox's mailto: links (app/lib/mailto.ts): an address stored before the forms refused
// '?', '&' and '%' must still open a message to that one address, never one that copies someone
// in or sets a subject; one with a line break in it gets no link at all.
import { describe, expect, it } from 'vitest'
import { mailtoHref } from '~/lib/mailto'

/** The recipients a mail client takes from a mailto: URL (RFC 6068): the path, and any to/cc/bcc. */
function recipients(href: string) {
  const url = new URL(href)
  const to = decodeURIComponent(url.pathname)
  const extra = ['to', 'cc', 'bcc'].flatMap((name) => url.searchParams.getAll(name))
  return { to, extra, headers: [...url.searchParams.keys()] }
}

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com')
    expect(mailtoHref('ada.lovelace+leads@example.co.uk')).toBe('mailto:ada.lovelace+leads@example.co.uk')
  })

  it.each([
    'a@b.example?cc=someone@evil.example',
    'a@b.example?subject=Invoice&body=pay%20now',
    'a@b.example&bcc=x@evil.example',
    'a#b@example.com',
    'a%3Fcc=x@example.com',
  ])('keeps %j one recipient with no header', (address) => {
    const href = mailtoHref(address)!
    expect(href).toMatch(/^mailto:[^?&#]+$/)
    expect(recipients(href)).toEqual({ to: address, extra: [], headers: [] })
  })

  it.each(['a@b.example\ncc: x@evil.example', 'a@b.example\r\n', 'a b@example.com', 'a@b\u2028.example', ''])(
    'gives no link for %j',
    (address) => {
      expect(mailtoHref(address)).toBeNull()
    },
  )
})
