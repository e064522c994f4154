/**
 * Where Supabase's e-mail confirmation link lands: exchange the code for a session, then go to
 * `next` when it is a path on this site, else /. A bad or spent code goes to /login.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { exchangeCode } from '~/.server/auth'
import { safeRedirect } from '~/lib/safe-redirect'

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const code = url.searchParams.get('code')
  const next = safeRedirect(url.searchParams.get('next'), '/')
  if (!code || code.length > 500) throw redirect('/login')
  const result = await exchangeCode(request, code)
  if (!result.ok) {
    console.warn('The confirmation link could not be exchanged:', result.error.message)
    throw redirect('/login', { headers: result.headers })
  }
  throw redirect(next, { headers: result.headers })
}
