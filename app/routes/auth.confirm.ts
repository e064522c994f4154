/**
 * Where Supabase Auth's e-mail links land when its templates use `token_hash` (e-mail
 * confirmation, password recovery), as Supabase's server-side auth guide does it: the link is
 * verified on the server (`verifyOtp`), which then holds the session in its cookies, and the
 * visitor goes to `next` when it is a path on this site (/reset-password for a recovery link),
 * else /. A link with a PKCE `code` instead (Supabase's default templates) is exchanged the same
 * way /auth/callback does. A bad, spent or expired link goes to /reset-password (recovery, which
 * then says so) or /login. Built-in accounts send no such links.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { exchangeCode, verifyEmailLink } from '~/.server/auth'
import { EMAIL_LINK_TYPES, type EmailLinkType } from '~/.server/auth/provider'
import { safeRedirect } from '~/lib/safe-redirect'

const isLinkType = (value: string | null): value is EmailLinkType =>
  (EMAIL_LINK_TYPES as readonly (string | null)[]).includes(value)

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const tokenHash = url.searchParams.get('token_hash')
  const code = url.searchParams.get('code')
  const type = url.searchParams.get('type')
  const next = safeRedirect(url.searchParams.get('next'), '/')
  const failed = type === 'recovery' || next === '/reset-password' ? '/reset-password' : '/login'

  const result =
    tokenHash && tokenHash.length <= 500 && isLinkType(type)
      ? await verifyEmailLink(request, tokenHash, type)
      : code && code.length <= 500
        ? await exchangeCode(request, code)
        : null
  if (!result) throw redirect(failed)
  if (!result.ok) {
    console.warn('An e-mail link could not be verified:', result.error.message)
    throw redirect(failed, { headers: result.headers })
  }
  throw redirect(next, { headers: result.headers })
}
