/**
 * Every redirect target that comes from a request goes through here: only a path on this site
 * is followed, never another origin (no open redirects), and anything odd is ignored for the
 * fallback rather than failing the request that carries it.
 */

/** Far longer than any address of this site. */
const MAX_LENGTH = 2000
const ORIGIN = 'http://this-site.invalid'

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_LENGTH) return fallback
  // Printable ASCII only. The Location header carries bytes: a character above U+00FF cannot be
  // sent at all (redirect() throws), and DEL or control characters are refused by Node or can
  // turn a path into another origin in some browsers. Every address this site makes is already
  // percent-encoded, so only a typed or forged one has anything else.
  if (!/^\/[\x21-\x7e]*$/.test(to)) return fallback
  // `//host` and `/\host` are other origins to a browser.
  if (to.startsWith('//') || to.includes('\\')) return fallback
  let decoded: string
  try {
    if (new URL(to, ORIGIN).origin !== ORIGIN) return fallback
    // An escape that does not decode (`%E0%A4%A`, `%zz`) names no page: Express answers it 400.
    decoded = decodeURIComponent(to)
  } catch {
    return fallback
  }
  // Nor does an escaped control character, backslash or second leading slash name one of ours.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith('//')) return fallback
  return to
}

/** The same-site path of the page a form was posted from, for no-JavaScript round trips. */
export function backTo(request: Request, fallback = '/'): string {
  const referer = request.headers.get('Referer')
  if (!referer) return fallback
  try {
    const from = new URL(referer)
    const here = new URL(request.url)
    if (from.origin !== here.origin) return fallback
    return safeRedirect(`${from.pathname}${from.search}`, fallback)
  } catch {
    return fallback
  }
}
