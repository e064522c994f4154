/**
 * Profiles (docs/product.md#data): the signed-in user's own row, read as that user so Row Level
 * Security decides (a user reads only their own profile). is_org and is_admin are never written
 * here: only privileged paths (sign-up, an admin) set them.
 */
import type { OrgData } from '~/lib/admin-data'
import type { AuthUser } from './auth'
import { asCaller, userCaller } from './db'

export type { OrgData }

export interface Profile {
  name: string | null
  isOrg: boolean
  orgData: OrgData | null
}

/** The user's profile, or null when they have none. Throws when the database fails. */
export async function loadProfile(user: Pick<AuthUser, 'id' | 'email'>): Promise<Profile | null> {
  const row = await asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<{ name: string | null; is_org: boolean; org_data: OrgData | null }>(
      'select name, is_org, org_data from public.profiles where id = $1',
      [user.id],
    )
    return rows[0]
  })
  if (!row) return null
  return { name: row.name, isOrg: row.is_org === true, orgData: row.org_data ?? null }
}
