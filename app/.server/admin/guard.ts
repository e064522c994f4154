/**
 * The admin guard (docs/product.md#admin): only a signed-in user whose own profile says is_admin.
 * Anyone else, and any failed lookup, is refused with HTTP 403 and the 'Access Restricted' page.
 * Every admin loader and action calls it first; the database's policies refuse the same writes
 * anyway.
 */
import { data } from '@remix-run/node'
import type { AccessRestrictedData } from '~/lib/admin'
import { getUser, type AuthUser } from '../auth'
import { userCaller, type Caller } from '../db'
import { hasAdminProfile } from '../profiles'

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

// The dashboard's loader and its open dialog's loader both ask in the same request: check once.
const checked = new WeakMap<Request, Promise<Admin | null>>()

export async function requireAdmin(request: Request): Promise<Admin> {
  let pending = checked.get(request)
  if (!pending) {
    pending = findAdmin(request)
    checked.set(request, pending)
  }
  const admin = await pending
  if (!admin) throw accessRestricted({ signedIn: true })
  return admin
}

async function findAdmin(request: Request): Promise<Admin | null> {
  let user: AuthUser | null = null
  let isAdmin = false
  try {
    user = await getUser(request)
    if (user) {
      isAdmin = await hasAdminProfile(user)
    }
  } catch (error) {
    // An unreachable database is a 503 page, not a denial.
    if (error instanceof Response) throw error
    // An admin check that fails denies access (docs/product.md#admin).
    console.error('[admin] could not check admin access; denying', error)
    isAdmin = false
  }
  if (!user) throw accessRestricted({ signedIn: false })
  return isAdmin ? { user, caller: userCaller(user) } : null
}
