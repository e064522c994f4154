/**
 * The one module for table public.profiles (docs/product.md#data): the signed-in user's own
 * profile, the admin check, the organisation details written at sign-up, the admin switch, and
 * the admin's list of people and approvals. Reads run as the caller where one may read their own
 * row, so Row Level Security decides; is_org and is_admin are written only through the service
 * role or the admin's security-definer functions (column grants: docs/architecture.md#identities).
 * The row's shape is in ~/lib/entities/profile.
 */
import type { SignUpInput } from '~/lib/auth-schema'
import { OWN_PROFILE_COLUMNS, type OrgData, type OwnProfile, type Person } from '~/lib/entities/profile'
import type { AuthUser } from './auth/provider'
import { normaliseEmail } from '~/lib/email'
import { asCaller, asServiceRole, userCaller, type Caller, type Queryable } from './db'

/** The user's profile, or null when they have none. Throws when the database fails. */
export async function loadProfile(user: Pick<AuthUser, 'id' | 'email'>): Promise<OwnProfile | null> {
  const row = await asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<OwnProfile>(
      `select ${OWN_PROFILE_COLUMNS.join(', ')} from public.profiles where id = $1`,
      [user.id],
    )
    return rows[0]
  })
  return row ? { ...row, org_data: row.org_data ?? null } : null
}

/** Whether the user's own profile says is_admin (read as that user). Throws when the database fails. */
export function hasAdminProfile(user: Pick<AuthUser, 'id' | 'email'>): Promise<boolean> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<{ is_admin: boolean }>('select is_admin from public.profiles where id = $1', [
      user.id,
    ])
    return rows[0]?.is_admin === true
  })
}

/**
 * Sign-up's privileged step: name (the organisation's), is_org and org_data on the new user's
 * profile (docs/product.md#sign-up). is_org is set here, by the service role, because the
 * signed-up user has no right to write it. Failure is only logged.
 */
export async function saveOrganisationProfile(userId: string, input: SignUpInput): Promise<void> {
  const orgData: OrgData = {
    org_name: input.orgName,
    org_size: input.orgSize,
    industry: input.industry,
    use_case: input.useCase,
    website: input.website,
    phone: input.phone,
    country: input.country,
  }
  try {
    const { rows } = await asServiceRole('mark a new sign-up as an organisation', (tx) =>
      tx.query('update public.profiles set name = $2, is_org = true, org_data = $3 where id = $1 returning id', [
        userId,
        input.orgName,
        JSON.stringify(orgData),
      ]),
    )
    if (rows.length === 0) console.error(`Profile update after sign-up found no profile for user ${userId}`)
  } catch (error) {
    console.error('Profile update after sign-up failed:', error)
  }
}

/**
 * Makes an existing user an admin (or no longer one); false when no user has that e-mail. Runs in
 * the caller's service-role transaction (the initial admin at start-up, `npm run admin`).
 */
export async function grantAdmin(tx: Queryable, email: string, isAdmin = true): Promise<boolean> {
  const { rows } = await tx.query(
    `update public.profiles p set is_admin = $2
     from auth.users u where u.id = p.id and lower(u.email) = $1
     returning p.id`,
    [normaliseEmail(email), isAdmin],
  )
  return rows.length > 0
}

/**
 * The people behind the profiles, for the admin's Organizations dialog: organisations, and the
 * join requests of signed-in users who are not one yet. Through security-definer functions that
 * refuse non-admins (supabase/migrations/*_admin_area.sql).
 */
export function listPeople(caller: Caller): Promise<Person[]> {
  return asCaller(caller, async (tx) => (await tx.query<Person>('select * from private.admin_people()')).rows)
}

/** Makes the user an organisation; false when they already were one or do not exist. */
export function approveOrganisation(caller: Caller, userId: string): Promise<boolean> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>('select private.approve_organisation($1) as changed', [
      userId,
    ])
    return rows[0]?.changed === true
  })
}
