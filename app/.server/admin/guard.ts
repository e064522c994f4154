/**
 * The admin guard (docs/product.md#admin): only a signed-in user whose own profile says is_admin.
 * Anyone else, and any failed lookup, is refused with HTTP 403 and the 'Access Restricted' page.
 * Every admin loader and action calls it first; the database's policies refuse the same writes
 * anyway.
 */
import { data } from '@remix-run/node'
import { getUser, type AuthUser } from '../auth'
import { userCaller, type Caller } from '../db'
import { hasAdminProfile } from '../profiles'

interface Admin {
  user: AuthUser
  caller: Caller
}

const ACCESS_RESTRICTED = 'access-restricted'

function accessRestricted() {
  return data({ reason: ACCESS_RESTRICTED }, { status: 403 })
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
  if (!admin) throw accessRestricted()
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
  return user && isAdmin ? { user, caller: userCaller(user) } : null
}
