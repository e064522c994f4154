/**
 * A mailto: link to one stored address (the lead inbox). In a mailto: URL everything after '?' is
 * headers (`?cc=`, `&bcc=`, `&subject=`), so an address typed as `a@b.example?cc=x@evil.example`
 * would copy someone in: the address is percent-encoded whole (RFC 6068: '?', '&', '%', '#' in an
 * address are written %3F, %26, %25, %23), '@' and '+' kept readable. The forms refuse such addresses now
 * (./email.ts), but rows saved before stay. An address with whitespace or a control character in it
 * gets no link at all: it cannot be an address, and a line break is what a header is made of.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const NOT_AN_ADDRESS = /[\s\u0000-\u001f\u007f]/

export function mailtoHref(address: string): string | null {
  if (!address || NOT_AN_ADDRESS.test(address)) return null
  return `mailto:${encodeURIComponent(address).replaceAll('%40', '@').replaceAll('%2B', '+')}`
}
