/**
 * What a client sends, read once for every route, so hostile input is dealt with in one place
 * before any route looks at it.
 *
 * PostgreSQL cannot store the NUL character in text or JSON ('invalid byte sequence for encoding
 * "UTF8": 0x00'): one in a form field or a query string would fail the whole query and answer a
 * 5xx. No browser form can type one. It becomes U+FFFD, the replacement character, which is what
 * the form decoder already makes of bytes that are not UTF-8 (`%FF`); the rest of the value is
 * kept, so validation still judges it as it was sent.
 */

/** NUL becomes U+FFFD, the replacement character. */
export function withoutNul(value: string): string {
  return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value
}

/**
 * A search or filter from a query string: no control character means anything there, so each
 * becomes a space (a search for 'a<TAB>b' finds 'a b'), then the ends are trimmed.
 */
export function searchText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()
}

/**
 * The request's form post, or null when the body is not a form (JSON, plain text, a multipart
 * post without its boundary, bytes that do not parse): each route answers null with its own 400.
 * Text values come back without NUL; files are passed through untouched, to be judged by their
 * bytes (see ./storage/images.ts).
 */
export async function readForm(request: Request): Promise<FormData | null> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return null
  }
  const clean = new FormData()
  for (const [name, value] of form)
    clean.append(withoutNul(name), typeof value === 'string' ? withoutNul(value) : value)
  return clean
}
