/**
 * A profile (table public.profiles, supabase/migrations/20261122000200_profiles.sql): one per
 * account, made by the database when the account is. Its one row type and the projections the
 * pages use; every read and write of the table is in app/.server/profiles.ts
 * (docs/architecture.md#layers).
 */

/**
 * One row of public.profiles: the person. is_admin is written only by privileged paths; which
 * organisation they belong to is public.organization_members' (./organization.ts).
 */
export interface ProfileRow {
  id: string
  /** At most 200 characters (the table's check). */
  name: string | null
  is_admin: boolean
  /** When an admin rejected the user's join request, if one did. */
  join_rejected_at: Date | null
  created_at: Date
  updated_at: Date
}

/** What /dashboard reads of the signed-in user's own profile: the thank-you screen's name (docs/product.md#dashboard). */
export const OWN_PROFILE_COLUMNS = ['name'] as const satisfies ReadonlyArray<keyof ProfileRow>
export type OwnProfile = Pick<ProfileRow, (typeof OWN_PROFILE_COLUMNS)[number]>

/**
 * A profile with its account's e-mail and whether they belong to an organisation: the admin's Join
 * Requests and Users (private.admin_people()).
 */
export type Person = Pick<ProfileRow, 'id' | 'name' | 'is_admin' | 'created_at' | 'join_rejected_at'> & {
  email: string
  is_member: boolean
}

/** The Users dialog's paging and search. */
export const userListLimits = { pageSize: 20, search: 320 } as const
