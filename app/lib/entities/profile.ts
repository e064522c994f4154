/**
 * A profile (table public.profiles, supabase/migrations/20261122000200_profiles.sql): one per
 * account, made by the database when the account is. Its one row type and the projections the
 * pages use; every read and write of the table is in app/.server/profiles.ts
 * (docs/architecture.md#layers).
 */

/** The organisation details written at sign-up (docs/product.md#sign-up); any of them may be missing. */
export interface OrgData {
  org_name?: string | null
  org_size?: string | null
  industry?: string | null
  use_case?: string | null
  website?: string | null
  phone?: string | null
  country?: string | null
}

/** One row of public.profiles. is_org and is_admin are written only by privileged paths. */
export interface ProfileRow {
  id: string
  /** At most 200 characters (the table's check). */
  name: string | null
  is_org: boolean
  is_admin: boolean
  org_data: OrgData | null
  /** When an admin rejected the user's join request, if one did. */
  join_rejected_at: Date | null
  created_at: Date
  updated_at: Date
}

/** What /dashboard reads of the signed-in user's own profile (docs/product.md#dashboard). */
export const OWN_PROFILE_COLUMNS = ['name', 'is_org', 'org_data'] as const satisfies ReadonlyArray<keyof ProfileRow>
export type OwnProfile = Pick<ProfileRow, (typeof OWN_PROFILE_COLUMNS)[number]>

/** A profile with its account's e-mail: the admin's Organizations and Users dialogs (private.admin_people()). */
export type Person = Pick<
  ProfileRow,
  'id' | 'name' | 'is_org' | 'is_admin' | 'org_data' | 'created_at' | 'join_rejected_at'
> & {
  email: string
}

/** The Users dialog's paging and search. */
export const userListLimits = { pageSize: 20, maxPage: 1000, search: 320 } as const
