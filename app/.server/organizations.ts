/**
 * The one module for tables public.organizations and public.organization_members
 * (docs/architecture.md#identities, docs/decisions/067-organisations-as-records.md): the
 * organisation a sign-up creates with its creator as Admin, the member's organisation and team on
 * /dashboard, staff's list of organisations, and what erasing an account leaves behind. Reads run
 * as the caller, so membership decides through Row Level Security (staff's list through a view
 * that gives staff every row and anyone else none); creating an organisation and its members is
 * the service role's (nobody adds themselves to an organisation). The rows' shapes are in
 * ~/lib/entities/organization.
 */
import type { SignUpInput } from '~/lib/auth-schema'
import {
  ADMIN_ORGANIZATION_COLUMNS,
  DASHBOARD_ORGANIZATION_COLUMNS,
  type AdminOrganization,
  SIGN_UP_ORGANIZATION_COLUMNS,
  type DashboardOrganization,
  type MemberRole,
  type OrganizationDetails,
  type TeamMember,
} from '~/lib/entities/organization'
import type { KeysetPage, KeysetWindow, RowKey } from '~/lib/list-query'
import type { AuthUser } from './auth/provider'
import { asCaller, asServiceRole, userCaller, type Caller, type Queryable } from './db'
import { keptCounts, readKeysetPage, type AddParameter } from './db/keyset'
import { likePattern } from './db/like'
import { readRowKey } from '~/lib/list-query'
import { keysetPageOf } from './list-query'
import { isClaimedDomainIn } from './organization-domains'

/** The organisation's details as sign-up's form gave them. */
function detailsFromSignUp(input: SignUpInput): OrganizationDetails {
  return {
    name: input.orgName,
    size: input.orgSize,
    industry: input.industry,
    use_case: input.useCase,
    website: input.website,
    phone: input.phone,
    country: input.country,
  }
}

/**
 * Creates an organisation with `adminId` as its Admin, in the caller's transaction (the service
 * role's: no API role may insert either row). Both rows or, when either fails, neither. Returns
 * the organisation's id.
 */
export async function createOrganisationIn(tx: Queryable, details: OrganizationDetails, adminId: string) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.organizations (${SIGN_UP_ORGANIZATION_COLUMNS.join(', ')})
     values (${SIGN_UP_ORGANIZATION_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
     returning id`,
    SIGN_UP_ORGANIZATION_COLUMNS.map((column) => details[column]),
  )
  const organizationId = rows[0]!.id
  await tx.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`, [
    organizationId,
    adminId,
  ])
  return organizationId
}

/**
 * Sign-up's privileged step (docs/product.md#sign-up): the organisation from the form, its creator
 * as Admin, in one service-role transaction, because the new user may not insert either row. A
 * failure leaves neither row and is only logged: the account stays, waiting on the thank-you
 * screen as a join request. An address at a domain an organisation has claimed makes none: that
 * organisation is theirs to ask to join (decision 069). Returns the organisation's id, or null when
 * none was made.
 */
export async function createSignUpOrganisation(userId: string, input: SignUpInput): Promise<string | null> {
  try {
    return await asServiceRole('create the organisation of a new sign-up, with them as its Admin', async (tx) =>
      (await isClaimedDomainIn(tx, input.email)) ? null : createOrganisationIn(tx, detailsFromSignUp(input), userId),
    )
  } catch (error) {
    // The user's id, never the form's values: they name a person and a company (decision 056).
    console.error(`Creating the organisation after sign-up failed for user ${userId}:`, error)
    return null
  }
}

/** What /dashboard shows a member: their organisation, their role, and the team when asked for. */
export interface MemberDashboard {
  organization: DashboardOrganization
  /** The organisation's members, when the Team section is open. */
  team: TeamMember[] | null
}

/**
 * The signed-in user's organisation (the one they joined first, should they ever belong to more),
 * read as them, and their visit recorded (private.record_member_activity: at most every few
 * minutes); with `team`, its members too. One transaction. Null when they belong to none. Throws
 * when the database fails.
 */
export function openMemberDashboard(
  user: Pick<AuthUser, 'id' | 'email'>,
  { team }: { team: boolean },
): Promise<MemberDashboard | null> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<DashboardOrganization>(
      `select ${DASHBOARD_ORGANIZATION_COLUMNS.map((column) => `o.${column}`).join(', ')}, m.role
       from public.organization_members m
       join public.organizations o on o.id = m.organization_id
       where m.user_id = $1
       order by m.joined_at, m.organization_id
       limit 1`,
      [user.id],
    )
    const organization = rows[0]
    if (!organization) return null
    // Before the team is read, so the member sees themselves active now.
    await tx.query('select private.record_member_activity($1)', [organization.id])
    const members = team
      ? (
          await tx.query<TeamMember>(
            'select user_id, name, email, role, joined_at, last_active_at from private.organization_team($1)',
            [organization.id],
          )
        ).rows
      : null
    return { organization, team: members }
  })
}

/** The staff search: part of the name or the website, any case, `%` and `_` literal. */
function searchSql(add: AddParameter, search: string | null) {
  if (!search) return 'true'
  const pattern = add(likePattern(search))
  return `(name ilike ${pattern} escape '\\' or website ilike ${pattern} escape '\\')`
}

/**
 * Organizations → Organizations (docs/product.md#admin): the organisations, newest first, searched
 * by name or website, one page by key (~/lib/list-query's `keysetWindow`), with what its pager
 * needs. As the staff member, through private.staff_organizations, which gives staff every
 * organisation and anyone else none, and lets the planner use the list's indexes (decision 067).
 * Unfiltered, the total is the count the database keeps; a search's is counted up to the bound, as
 * every staff list's (decision 079), never every match.
 */
export function listOrganizations(
  caller: Caller,
  search: string | null,
  window: KeysetWindow,
): Promise<{ organizations: AdminOrganization[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const total = search ? null : ((await keptCounts(tx)).organizations ?? 0)
    const { items, page } = await readKeysetPage<AdminOrganization>(
      tx,
      {
        columns: [...ADMIN_ORGANIZATION_COLUMNS, 'members', 'admin_email'].join(', '),
        from: 'private.staff_organizations',
        at: 'created_at',
        id: 'id',
        idType: 'uuid',
        where: (add) => searchSql(add, search),
        total,
      },
      window,
    )
    return { organizations: items, page }
  })
}

/**
 * Erasing an account (app/.server/admin/erase.ts), in its service-role transaction: the person's
 * memberships end, and an organisation left without any member goes with them (nobody could reach
 * it, and its details came from them). Returns how many organisations were deleted.
 */
export async function endMembershipsIn(tx: Queryable, userId: string): Promise<number> {
  // An organisation keeps an Admin while it has members (a trigger holds it): where the person was
  // its only Admin, the member who joined first becomes one, so erasure is never refused.
  await tx.query(
    `update public.organization_members m set role = 'admin'
     where (m.organization_id, m.user_id) in (
       select distinct on (o.organization_id) o.organization_id, o.user_id
       from public.organization_members o
       where o.user_id <> $1
         and o.organization_id in (select organization_id from public.organization_members where user_id = $1 and role = 'admin')
         and not exists (
           select 1 from public.organization_members a
           where a.organization_id = o.organization_id and a.role = 'admin' and a.user_id <> $1)
       order by o.organization_id, o.joined_at, o.user_id)`,
    [userId],
  )
  const { rows } = await tx.query<{ n: number }>(
    `with ended as (
       delete from public.organization_members where user_id = $1 returning organization_id
     ), emptied as (
       delete from public.organizations o
       where o.id in (select organization_id from ended)
         and not exists (
           select 1 from public.organization_members m where m.organization_id = o.id and m.user_id <> $1
         )
       returning 1
     )
     select count(*)::int as n from emptied`,
    [userId],
  )
  return rows[0]!.n
}

type RoleChange = 'changed' | 'unchanged' | 'not-admin' | 'not-found' | 'last-admin'
type Removal = 'removed' | 'not-admin' | 'not-found' | 'last-admin'
type Leaving = 'left' | 'not-member' | 'last-admin'

/** The answer of one of the team's functions (supabase/migrations/20261127070000_organization_invitations.sql). */
async function teamChange<T extends string>(user: Pick<AuthUser, 'id' | 'email'>, sql: string, params: unknown[]) {
  const { rows } = await asCaller(userCaller(user), (tx) => tx.query<{ status: T }>(sql, params))
  return rows[0]!.status
}

/**
 * An Admin makes a member an Admin or a Member. The database checks the caller is the
 * organisation's Admin and that the only Admin stays one, and records it in the audit log.
 */
export function setMemberRole(
  user: Pick<AuthUser, 'id' | 'email'>,
  organizationId: string,
  memberId: string,
  role: MemberRole,
) {
  return teamChange<RoleChange>(user, 'select private.set_organization_member_role($1, $2, $3) as status', [
    organizationId,
    memberId,
    role,
  ])
}

/** An Admin removes a member (never the only Admin). */
export function removeMember(user: Pick<AuthUser, 'id' | 'email'>, organizationId: string, memberId: string) {
  return teamChange<Removal>(user, 'select private.remove_organization_member($1, $2) as status', [
    organizationId,
    memberId,
  ])
}

/** The signed-in member leaves the organisation (not its only Admin). */
export function leaveOrganization(user: Pick<AuthUser, 'id' | 'email'>, organizationId: string) {
  return teamChange<Leaving>(user, 'select private.leave_organization($1) as status', [organizationId])
}

/**
 * The organisation the signed-in user belongs to (the one joined first), with their role, its name
 * and whether it requires two-factor authentication; null for none.
 */
export async function memberOrganization(
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<{ id: string; role: MemberRole; name: string | null; requireTwoFactor: boolean } | null> {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ id: string; role: MemberRole; name: string | null; requireTwoFactor: boolean }>(
      `select m.organization_id as id, m.role, o.name, o.require_two_factor as "requireTwoFactor"
       from public.organization_members m join public.organizations o on o.id = m.organization_id
       where m.user_id = $1 order by m.joined_at, m.organization_id limit 1`,
      [user.id],
    ),
  )
  return rows[0] ?? null
}

/**
 * An Admin requires (or stops requiring) two-factor authentication of the organisation's members.
 * The database checks the caller is its Admin and records the change in the audit log with the
 * organisation named (supabase/migrations/20261128030000_two_factor.sql).
 */
export function setTwoFactorRequirement(
  user: Pick<AuthUser, 'id' | 'email'>,
  organizationId: string,
  required: boolean,
) {
  return teamChange<'changed' | 'unchanged' | 'not-admin'>(
    user,
    'select private.set_organization_two_factor_requirement($1, $2) as status',
    [organizationId, required],
  )
}

/** One organisation as staff open it (/admin/organizations/{id}): its details, claimed domain and how many belong to it. */
interface StaffOrganization extends OrganizationDetails {
  id: string
  plan: AdminOrganization['plan']
  require_two_factor: boolean
  created_at: Date
  domain: string | null
}

/**
 * The organisation and one page of its members, newest first, by key (`window`: ~/lib/list-query's
 * `keysetWindow`), with how many there are and how many joined after the page. As the staff member:
 * the table's policy gives staff every organisation, and private.staff_organization_members gives
 * them (and nobody else) the members' names and e-mails a page at a time, through the
 * (organization_id, joined_at, user_id) index. Null when there is no such organisation.
 */
export function openStaffOrganization(
  caller: Caller,
  organizationId: string,
  window: KeysetWindow,
): Promise<{ organization: StaffOrganization; members: TeamMember[]; page: KeysetPage } | null> {
  return asCaller(caller, async (tx) => {
    const { rows: found } = await tx.query<StaffOrganization>(
      `select o.id, ${SIGN_UP_ORGANIZATION_COLUMNS.map((column) => `o.${column}`).join(', ')},
         o.plan, o.require_two_factor, o.created_at,
         (select d.domain from public.organization_domains d where d.organization_id = o.id limit 1) as domain
       from public.organizations o where o.id = $1`,
      [organizationId],
    )
    const organization = found[0]
    if (!organization) return null

    const read = async (key: RowKey | null, older: boolean) =>
      (
        await tx.query<TeamMember & { key: string }>(
          `select user_id, name, email, role, joined_at, last_active_at, key
           from private.staff_organization_members($1, $2, $3, $4, $5)`,
          [organizationId, key?.micros ?? null, key?.id ?? null, older, window.limit],
        )
      ).rows
    let rows = window.before ? await read(window.before, false) : await read(window.after, true)
    // Fewer than a page joined after `before` (members left meanwhile): the newest page instead.
    if (window.before && rows.length < window.limit) rows = await read(null, true)

    const first = rows[0]
    const firstKey = first ? readRowKey(first.key) : null
    const { rows: counts } = await tx.query<{ total: number; position: number }>(
      `select count(*)::int as total,
         count(*) filter (where $2::bigint is not null and (joined_at, user_id) >
           (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid))::int as position
       from public.organization_members where organization_id = $1`,
      [organizationId, firstKey?.micros ?? null, firstKey?.id ?? null],
    )
    const { items, page } = keysetPageOf(rows, counts[0]!)
    return { organization, members: items, page }
  })
}
