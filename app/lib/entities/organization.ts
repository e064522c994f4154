/**
 * An organisation and its members (tables public.organizations and public.organization_members,
 * supabase/migrations/20261127060000_organizations.sql; docs/decisions/067-organisations-as-records.md):
 * their row types, the projections the pages use, the limits the tables check and the words for a
 * plan and a role. Every read and write of the two tables is in app/.server/organizations.ts.
 */

/** The plans an organisation may be on; the table's check names the same ones. */
export type OrganizationPlan = 'enterprise'

/** What a member may do in their organisation: an Admin edits it; a Member reads it. */
export type MemberRole = 'admin' | 'member'

/** One row of public.organizations. The plan is set only by the service role. */
export interface OrganizationRow {
  id: string
  /** Null for an organisation made without one (an approved join request of a nameless account). */
  name: string | null
  /** One of ORGANIZATION_SIZES (app/lib/industries.ts). */
  size: string | null
  industry: string | null
  use_case: string | null
  website: string | null
  /** The country's dial code and the number: '+44 2079460958'. */
  phone: string | null
  /** ISO 3166-1 alpha-2 (app/lib/countries.ts). */
  country: string | null
  plan: OrganizationPlan
  /** Its members need two-factor authentication to open the dashboard (set by an Admin, decision 071). */
  require_two_factor: boolean
  created_at: Date
  updated_at: Date
}

/** One row of public.organization_members: who belongs to which organisation, as what. */
export interface OrganizationMemberRow {
  organization_id: string
  user_id: string
  role: MemberRole
  joined_at: Date
  /** When the member last opened the dashboard (private.record_member_activity: at most every 5 minutes). */
  last_active_at: Date | null
}

/** The limits the table checks, as sign-up's form states them (app/lib/auth-schema.ts). */
export const organizationLimits = { name: 200, industry: 100, useCase: 2000, website: 300 } as const

/** The columns a sign-up writes: the organisation's details from the form. */
export const SIGN_UP_ORGANIZATION_COLUMNS = [
  'name',
  'size',
  'industry',
  'use_case',
  'website',
  'phone',
  'country',
] as const satisfies ReadonlyArray<keyof OrganizationRow>
export type OrganizationDetails = Pick<OrganizationRow, (typeof SIGN_UP_ORGANIZATION_COLUMNS)[number]>

/** What /dashboard reads of the member's organisation, with the member's own role. */
export const DASHBOARD_ORGANIZATION_COLUMNS = [
  'id',
  'name',
  'plan',
  'require_two_factor',
] as const satisfies ReadonlyArray<keyof OrganizationRow>
export type DashboardOrganization = Pick<OrganizationRow, (typeof DASHBOARD_ORGANIZATION_COLUMNS)[number]> & {
  role: MemberRole
}

/** A member as the Team section lists them (private.organization_team: their name and e-mail beside the membership). */
export type TeamMember = Pick<OrganizationMemberRow, 'user_id' | 'role' | 'joined_at' | 'last_active_at'> & {
  name: string | null
  email: string
}

/**
 * What staff see of each organisation in Organizations → Organizations, with its number of members
 * and its first Admin's e-mail (whom to contact).
 */
export const ADMIN_ORGANIZATION_COLUMNS = [
  'id',
  'name',
  'size',
  'industry',
  'website',
  'phone',
  'plan',
  'created_at',
] as const satisfies ReadonlyArray<keyof OrganizationRow>
export type AdminOrganization = Pick<OrganizationRow, (typeof ADMIN_ORGANIZATION_COLUMNS)[number]> & {
  members: number
  admin_email: string | null
}

/** Organizations → Organizations: rows per page, and the search's length (a name's). */
export const organizationListLimits = { pageSize: 20, search: 200 } as const

/** The words under the organisation's name in the dashboard's sidebar. */
export const PLAN_LABELS: Record<OrganizationPlan, string> = { enterprise: 'Enterprise Plan' }

/** A role as the Team section shows it. */
export const ROLE_LABELS: Record<MemberRole, 'Admin' | 'Member'> = { admin: 'Admin', member: 'Member' }

/** An open invitation as the Team section lists it for the organisation's Admins (public.organization_invitations). */
export interface PendingInvitation {
  id: string
  email: string
  role: MemberRole
  /** When the link was last sent: it works for 7 days from then. */
  sent_at: Date
  expires_at: Date
}

/** Why an invitation's link does not let the signed-in visitor join. */
export type InvitationStatus = 'invalid' | 'expired' | 'wrong-account' | 'other-organization'

/** How long an invitation's link works, in days (the table's check says the same). */
export const INVITATION_VALID_DAYS = 7

/** The page an invitation's link opens (app/routes/invitation.tsx); the token is the link's secret. */
export function invitationPath(token: string) {
  return `/invitation?${new URLSearchParams({ token })}`
}
