/** Signing in to a running server as a browser without JavaScript does: for the benchmarks. */

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** The session cookie a form post sets (sign-in or sign-up), or a clear error. */
export async function sessionFrom(origin: string, path: string, fields: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('__session='))
  if (response.status !== 302 || !cookie) throw new Error(`${path} did not sign in (status ${response.status}).`)
  return cookie
}
