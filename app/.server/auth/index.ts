/**
 * What routes use for accounts: `getUser`, `requireUser`, `signUp`, `signIn`, `signOut`. The
 * provider is Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set, built-in accounts
 * otherwise (docs/architecture.md#auth).
 */
import { redirect, type AppLoadContext } from '@remix-run/node'
import { getConfig } from '../config'
import { oncePerRequest } from '../request-memo'
import { builtinProvider } from './builtin'
import type { AuthProvider, AuthUser } from './provider'
import { supabaseProvider } from './supabase'

export type { AuthUser } from './provider'

function authProvider(): AuthProvider {
  return getConfig().supabase ? supabaseProvider : builtinProvider
}

/**
 * The signed-in user and the cookies to send back (Supabase may have refreshed the session).
 * Loaders pass their load context: the root's loader and a page's loader then verify once
 * (app/.server/request-memo.ts).
 */
export function getSession(request: Request, context?: AppLoadContext) {
  return oncePerRequest({ request, context }, 'session', () => authProvider().getUser(request))
}

export async function getUser(request: Request, context?: AppLoadContext): Promise<AuthUser | null> {
  return (await getSession(request, context)).user
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request, context?: AppLoadContext): Promise<AuthUser> {
  const user = await getUser(request, context)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`)
}

/** For /login and /signup: someone already signed in goes to their dashboard. */
export async function redirectSignedIn(request: Request, context?: AppLoadContext) {
  if (await getUser(request, context)) throw redirect('/dashboard')
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
