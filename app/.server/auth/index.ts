/**
 * What routes use for accounts: `getUser`, `requireUser`, `signUp`, `signIn`, `signOut`. The
 * provider is Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set, built-in accounts
 * otherwise (docs/architecture.md#auth).
 */
import { redirect } from '@remix-run/node'
import { getConfig } from '../config'
import { builtinProvider } from './builtin'
import type { AuthProvider, AuthUser } from './provider'
import { supabaseProvider } from './supabase'

export type { AuthUser } from './provider'

function authProvider(): AuthProvider {
  return getConfig().supabase ? supabaseProvider : builtinProvider
}

// The root loader and a page's loader both ask in the same request, which they share
// (patches/README.md): verify once.
const verified = new WeakMap<Request, Promise<{ user: AuthUser | null; headers: Headers }>>()

/** The signed-in user and the cookies to send back (Supabase may have refreshed the session). */
export function getSession(request: Request) {
  let pending = verified.get(request)
  if (!pending) {
    pending = authProvider().getUser(request)
    verified.set(request, pending)
  }
  return pending
}

export async function getUser(request: Request): Promise<AuthUser | null> {
  return (await getSession(request)).user
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request): Promise<AuthUser> {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`)
}

/** For /login and /signup: someone already signed in goes to their dashboard. */
export async function redirectSignedIn(request: Request) {
  if (await getUser(request)) throw redirect('/dashboard')
}

export function signUp(...args: Parameters<AuthProvider['signUp']>) {
  return authProvider().signUp(...args)
}

export function signIn(...args: Parameters<AuthProvider['signIn']>) {
  return authProvider().signIn(...args)
}

export function signOut(request: Request) {
  return authProvider().signOut(request)
}

export function exchangeCode(request: Request, code: string) {
  return authProvider().exchangeCode(request, code)
}

export function verifyEmailLink(...args: Parameters<AuthProvider['verifyEmailLink']>) {
  return authProvider().verifyEmailLink(...args)
}

export function sendPasswordReset(...args: Parameters<AuthProvider['sendPasswordReset']>) {
  return authProvider().sendPasswordReset(...args)
}

export function canResetPassword(...args: Parameters<AuthProvider['canResetPassword']>) {
  return authProvider().canResetPassword(...args)
}

export function resetPassword(...args: Parameters<AuthProvider['resetPassword']>) {
  return authProvider().resetPassword(...args)
}
