/**
 * The one module for tables public.organizations and public.organization_members
 * (docs/architecture.md#identities, docs/decisions/067-organisations-as-records.md): the
 * organisation a sign-up creates with its creator as Admin, the member's organisation and team on
 * /dashboard, and what erasing an account leaves behind. Reads run as the caller, so membership
 * decides through Row Level Security; creating an organisation and its members is the service
 * role's (nobody adds themselves to an organisation). The rows' shapes are in
 * ~/lib/entities/organization.
 */
import type { SignUpInput } from '~/lib/auth-schema'
import {
  ADMIN_ORGANIZATION_COLUMNS,
  DASHBOARD_ORGANIZATION_COLUMNS,
  type AdminOrganization,
  SIGN_UP_ORGANIZATION_COLUMNS,
  type DashboardOrganization,
  type OrganizationDetails,
  type TeamMember,
} from '~/lib/entities/organization'
import type { AuthUser } from './auth/provider'
import { asCaller, asServiceRole, userCaller, type Caller, type Queryable } from './db'

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
 * screen as a join request. Returns the organisation's id, or null when it failed.
 */
export async function createSignUpOrganisation(userId: string, input: SignUpInput): Promise<string | null> {
  try {
    return await asServiceRole('create the organisation of a new sign-up, with them as its Admin', (tx) =>
      createOrganisationIn(tx, detailsFromSignUp(input), userId),
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

/**
 * Organizations → Organizations: every organisation, newest first, with its number of members and
 * its first Admin's e-mail, as the staff member (staff read every organisation and membership, and
 * private.organization_team gives them the e-mails; anyone else sees only their own).
 */
export function listOrganizations(caller: Caller): Promise<AdminOrganization[]> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AdminOrganization>(
      `select ${ADMIN_ORGANIZATION_COLUMNS.map((column) => `o.${column}`).join(', ')},
         (select count(*) from public.organization_members m where m.organization_id = o.id)::int as members,
         (select t.email from private.organization_team(o.id) t where t.role = 'admin' limit 1) as admin_email
       from public.organizations o
       order by o.created_at desc, o.id desc`,
    )
    return rows
  })
}

/**
 * Erasing an account (app/.server/admin/erase.ts), in its service-role transaction: the person's
 * memberships end, and an organisation left without any member goes with them (nobody could reach
 * it, and its details came from them). Returns how many organisations were deleted.
 */
export async function endMembershipsIn(tx: Queryable, userId: string): Promise<number> {
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
