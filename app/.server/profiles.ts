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
import type { KeysetPage, KeysetWindow } from '~/lib/list-query'
import type { AuthUser } from './auth/provider'
import { normaliseEmail } from '~/lib/email'
import { asCaller, userCaller, type Caller, type Queryable } from './db'
import { keptCounts, readKeysetPage, type KeysetList } from './db/keyset'
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

/** The columns of a person as staff read them (private.staff_people, decision 079). */
const PERSON_COLUMNS = 'id, email, name, is_admin, is_member, created_at, join_rejected_at'

/** A page of people, newest first, by key, narrowed by `where` (a search's, with its bound: see personSearch). */
async function peoplePage(
  tx: Queryable,
  window: KeysetWindow,
  narrowing: Pick<KeysetList, 'where' | 'bound' | 'pastBound'>,
  options: { total?: number; backWhenEmpty?: boolean } = {},
) {
  const { items, page } = await readKeysetPage<Person>(
    tx,
    {
      columns: PERSON_COLUMNS,
      from: 'private.staff_people',
      at: 'created_at',
      id: 'id',
      idType: 'uuid',
      ...narrowing,
      ...options,
    },
    window,
  )
  return { people: items, page }
}

/**
 * All Users' search stops at this many accounts (decision 090): past it the page says '1,000+'
 * and is found by walking the accounts newest first, as a common fragment ('a', 'example') finds
 * its page among the first few dozen.
 */
export const PEOPLE_SEARCH_BOUND = 1_000

/**
 * The search by e-mail or name, narrowed in two ways (decision 090). First
 * private.staff_people_matching names the matching accounts through its two trigram indexes,
 * stopping at PEOPLE_SEARCH_BOUND and one more (staff only; the e-mails are private). Up to the
 * bound, the page and its counts read those accounts by id. Past it, the pattern is a common one:
 * the page walks private.staff_people newest first testing each account's e-mail and name (through
 * the staff view, with its owner's rights, where `ilike` may be applied to the rows), which finds
 * a page within a few dozen accounts, and the total is known to be past the bound without a count.
 */
async function personSearch(
  tx: Queryable,
  search: string | null,
): Promise<Pick<KeysetList, 'where' | 'bound' | 'pastBound'>> {
  if (!search) return { where: () => 'true' }
  const pattern = likePattern(search)
  const { rows } = await tx.query<{ ids: string[] }>(
    `select coalesce(array_agg(id), '{}') as ids from private.staff_people_matching($1, $2) as id`,
    [pattern, PEOPLE_SEARCH_BOUND + 1],
  )
  const ids = rows[0]!.ids
  if (ids.length <= PEOPLE_SEARCH_BOUND) return { where: (add) => `id = any(${add(ids)}::uuid[])` }
  return {
    where: (add) => `(email ilike ${add(pattern)} escape '\\' or name ilike ${add(pattern)} escape '\\')`,
    bound: PEOPLE_SEARCH_BOUND,
    pastBound: true,
  }
}

/**
 * Organizations → Join Requests' accounts: people who belong to no organisation, are not staff,
 * were not rejected and have no request to join by domain waiting (those are listed with their
 * request), newest first, a page by key, counted to the bound (decision 079). The first three are
 * profiles_waiting_idx's own condition (`is_member` is profiles.in_organization, kept by the
 * database), so a page and its counts read only the accounts waiting, not every account.
 */
export function listJoinRequestPeople(
  caller: Caller,
  window: KeysetWindow,
): Promise<{ people: Person[]; page: KeysetPage }> {
  return asCaller(caller, (tx) =>
    peoplePage(
      tx,
      window,
      {
        where: () => `not is_admin and join_rejected_at is null and not is_member
        and not exists (select 1 from public.organization_join_requests r
          where r.user_id = keyed.id and r.status = 'pending')`,
      },
      // Deciding the last page's one account leaves the page before it, not an empty one.
      { backWhenEmpty: true },
    ),
  )
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
    const { rows } = await tx.query<Person>(`select ${PERSON_COLUMNS} from private.staff_people where id = $1`, [
      userId,
    ])
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
 * by key (~/lib/list-query's `keysetWindow`) with what its pager needs. Through private.staff_people,
 * which gives staff every account and anyone else none, and lets the planner use the newest-first
 * and trigram indexes (decision 079). Unfiltered, the total is the count the database keeps.
 */
export function listUsers(
  caller: Caller,
  search: string | null,
  window: KeysetWindow,
): Promise<{ users: Person[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const total = search ? undefined : ((await keptCounts(tx)).profiles ?? 0)
    const { people, page } = await peoplePage(tx, window, await personSearch(tx, search), { total })
    return { users: people, page }
  })
}
