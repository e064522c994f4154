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

/** Who is asking, and whether their own profile says is_admin. */
interface AdminCheck {
  user: AuthUser | null
  isAdmin: boolean
}

// The root's loader (for the header's Admin link), the admin dashboard's and its open dialog's
// loaders all ask in the same request, which they share (patches/README.md): check once.
const checked = new WeakMap<Request, Promise<AdminCheck>>()

function checkOnce(request: Request): Promise<AdminCheck> {
  let pending = checked.get(request)
  if (!pending) {
    pending = checkAdmin(request)
    checked.set(request, pending)
  }
  return pending
}

export async function requireAdmin(request: Request): Promise<Admin> {
  const { user, isAdmin } = await checkOnce(request)
  if (!user) throw accessRestricted({ signedIn: false })
  if (!isAdmin) throw accessRestricted({ signedIn: true })
  return { user, caller: userCaller(user) }
}

/** Whether the visitor is a signed-in admin (the header's Admin link); false when the check fails. */
export async function isSignedInAdmin(request: Request): Promise<boolean> {
  return (await checkOnce(request)).isAdmin
}

async function checkAdmin(request: Request): Promise<AdminCheck> {
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
    // An admin check that fails denies access (docs/product.md#admin) and shows no Admin link.
    console.error('[admin] could not check whether the user is an admin; treating them as not one', error)
    isAdmin = false
  }
  return { user, isAdmin }
}
