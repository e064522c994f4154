/**
 * The one module for table public.profiles (docs/product.md#data): the signed-in user's own
 * profile, the admin check, the admin switch, and the admin's list of people and join requests.
 * Reads run as the caller where one may read their own row, so Row Level Security decides;
 * is_admin is written only through the service role or the admin's security-definer functions
 * (column grants: docs/architecture.md#identities). Organisations and their members are
 * ./organizations.ts's. The row's shape is in ~/lib/entities/profile.
 */
import { OPERATOR } from '~/lib/entities/audit'
import { OWN_PROFILE_COLUMNS, type OwnProfile, type Person } from '~/lib/entities/profile'
import type { PageWindow } from '~/lib/list-query'
import type { AuthUser } from './auth/provider'
import { normaliseEmail } from '~/lib/email'
import { asCaller, userCaller, type Caller, type Queryable } from './db'
import { likePattern } from './db/like'

/** The user's profile, or null when they have none. Throws when the database fails. */
export function loadProfile(user: Pick<AuthUser, 'id' | 'email'>): Promise<OwnProfile | null> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<OwnProfile>(
      `select ${OWN_PROFILE_COLUMNS.join(', ')} from public.profiles where id = $1`,
      [user.id],
    )
    return rows[0] ?? null
  })
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
 * What a grant or revoke of admin did (private.set_admin, supabase/migrations/*_set_admin_after_the_locks.sql):
 * 'not-admin' when the caller lost their own admin access to a change that ran just before.
 */
type AdminChange = 'changed' | 'unchanged' | 'not-found' | 'self' | 'last-admin' | 'not-admin'

/**
 * The operator's admin switch (`npm run admin -- grant|revoke EMAIL`, and the first admin at
 * start-up), in the caller's service-role transaction: recorded in the audit log as `operator`.
 * The last admin is never revoked. 'not-found' when no user has that e-mail.
 */
export async function grantAdmin(
  tx: Queryable,
  email: string,
  isAdmin = true,
  operator: string = OPERATOR,
): Promise<AdminChange> {
  const { rows } = await tx.query<{ id: string }>(
    `select p.id from public.profiles p join auth.users u on u.id = p.id where lower(u.email) = $1`,
    [normaliseEmail(email)],
  )
  if (!rows[0]) return 'not-found'
  return setAdminIn(tx, rows[0].id, isAdmin, operator)
}

async function setAdminIn(tx: Queryable, userId: string, isAdmin: boolean, operator: string | null) {
  const { rows } = await tx.query<{ result: AdminChange }>('select private.set_admin($1, $2, $3) as result', [
    userId,
    isAdmin,
    operator,
  ])
  return rows[0]!.result
}

/**
 * An admin grants or revokes another user's admin access (the Users dialog), in one statement that
 * takes the admins' rows in one order, so concurrent changes run one after the other. Refused as
 * 'self' for revoking oneself, 'last-admin' for the last one, and 'not-admin' when another admin
 * has just removed the caller's own access; recorded in the audit log.
 */
export function setAdmin(caller: Caller, userId: string, isAdmin: boolean): Promise<AdminChange> {
  return asCaller(caller, (tx) => setAdminIn(tx, userId, isAdmin, null))
}

/**
 * The people behind the profiles, for the admin's Join Requests and Users: each with whether they
 * belong to an organisation. Through security-definer functions that refuse non-admins
 * (supabase/migrations/*_admin_area.sql, *_organizations.sql).
 */
export function listPeople(caller: Caller): Promise<Person[]> {
  return asCaller(caller, async (tx) => (await tx.query<Person>('select * from private.admin_people()')).rows)
}

/**
 * Approves a join request: an organisation for the user (named as their profile is), with them as
 * its Admin (private.approve_organisation). False when they already belong to one, are staff, or
 * do not exist.
 */
export function approveOrganisation(caller: Caller, userId: string): Promise<boolean> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>('select private.approve_organisation($1) as changed', [
      userId,
    ])
    return rows[0]?.changed === true
  })
}

/** Rejects a join request: it leaves the list (the user keeps the thank-you screen); false when none was waiting. */
export function rejectJoinRequest(caller: Caller, userId: string): Promise<boolean> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>('select private.reject_join_request($1) as changed', [userId])
    return rows[0]?.changed === true
  })
}

/** One person by id (a confirmation step names who it is about), or null. */
export function findPerson(caller: Caller, userId: string): Promise<Person | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<Person>('select * from private.admin_people() where id = $1', [userId])
    return rows[0] ?? null
  })
}

/**
 * The admins, by e-mail: a lead's possible owners. Through private.staff_admins(), which reads only
 * the admins (a partial index on profiles where is_admin), not every person (decision 078); staff
 * only, as private.admin_people().
 */
export function listAdmins(caller: Caller): Promise<Array<Pick<Person, 'id' | 'email' | 'name'>>> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<Pick<Person, 'id' | 'email' | 'name'>>(
      'select id, email, name from private.staff_admins()',
    )
    return rows
  })
}

/**
 * The Users dialog's All Users: every account, newest first, searched by e-mail or name, one page
 * (the window ~/lib/list-query's `pageWindow` gives) with the total that match.
 */
export function listUsers(
  caller: Caller,
  search: string | null,
  { limit, offset }: PageWindow,
): Promise<{ users: Person[]; total: number }> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<Person & { total: number }>(
      `select *, count(*) over ()::int as total from private.admin_people()
       where $1::text is null or email ilike $1 escape '\\' or name ilike $1 escape '\\'
       order by created_at desc, id desc
       limit $2 offset $3`,
      [search ? likePattern(search) : null, limit, offset],
    )
    return { users: rows.map(({ total: _total, ...user }) => user), total: rows[0]?.total ?? 0 }
  })
}
