/**
 * The admin guard (docs/product.md#admin): only a signed-in user whose own profile says is_admin.
 * Anyone else, and any failed lookup, is refused with HTTP 403 and the 'Access Restricted' page.
 * Every admin loader and action calls it first; the database's policies refuse the same writes
 * anyway.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import type { AccessRestrictedData } from '~/lib/admin'
import { getUser, type AuthUser } from '../auth'
import { userCaller, type Caller } from '../db'
import { hasAdminProfile } from '../profiles'
import { oncePerRequest } from '../request-memo'

interface Admin {
  user: AuthUser
  caller: Caller
}

const ACCESS_RESTRICTED = 'access-restricted'

/**
 * The 403 answer. `signedIn` tells the page whether to offer 'Sign in' (with a way back here) to a
 * visitor without a session, or only 'Return to Home' to a signed-in user who is not an admin.
 */
function accessRestricted({ signedIn }: { signedIn: boolean }) {
  return data({ reason: ACCESS_RESTRICTED, signedIn } satisfies AccessRestrictedData, { status: 403 })
}

/** Who is asking, and whether their own profile says is_admin. */
interface AdminCheck {
  user: AuthUser | null
  isAdmin: boolean
}

// The root's loader (for the header's Admin link), the admin dashboard's and its open dialog's
// loaders all ask in the same request: given their load context, they check once
// (app/.server/request-memo.ts).
function checkOnce(request: Request, context: AppLoadContext | undefined): Promise<AdminCheck> {
  return oncePerRequest({ request, context }, 'admin-check', () => checkAdmin(request, context))
}

export async function requireAdmin(request: Request, context?: AppLoadContext): Promise<Admin> {
  const { user, isAdmin } = await checkOnce(request, context)
  if (!user) throw accessRestricted({ signedIn: false })
  if (!isAdmin) throw accessRestricted({ signedIn: true })
  return { user, caller: userCaller(user) }
}

/** Whether the visitor is a signed-in admin (the header's Admin link); false when the check fails. */
export async function isSignedInAdmin(request: Request, context?: AppLoadContext): Promise<boolean> {
  return (await checkOnce(request, context)).isAdmin
}

async function checkAdmin(request: Request, context: AppLoadContext | undefined): Promise<AdminCheck> {
  let user: AuthUser | null = null
  let isAdmin = false
  try {
    user = await getUser(request, context)
    if (user) {
      isAdmin = await hasAdminProfile(user)
    }
  } catch (error) {
    // An unreachable database is a 503 page, not a denial.
    if (error instanceof Response) throw error
    // An admin check that fails denies access (docs/product.md#admin) and shows no Admin link.
    console.error('[admin] could not check whether the user is an admin; treating them as not one', error)
    isAdmin = false
  }
  return { user, isAdmin }
}
