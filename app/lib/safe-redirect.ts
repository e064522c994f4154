/**
 * Every redirect target that comes from a request goes through here: only a path on this site
 * is followed, never another origin (no open redirects).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2000) return fallback
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  // Control characters and backslashes can turn a path into another origin in some browsers.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(to)) return fallback
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
