/**
 * The organisation dashboard's sections (docs/product.md#dashboard). The chosen section lives in
 * the URL (`/dashboard?section=billing`) so it works without JavaScript and can be bookmarked; a
 * missing or unknown value means the overview.
 */
import { ROLE_LABELS, type OrganizationRow, type TeamMember } from '~/lib/entities/organization'

export const dashboardSections = [
  { id: 'overview', label: 'Overview' },
  { id: 'billing', label: 'Billing' },
  { id: 'team', label: 'Team' },
  { id: 'support', label: 'Support' },
  { id: 'settings', label: 'Settings' },
] as const

export type DashboardSection = (typeof dashboardSections)[number]['id']

const DEFAULT_SECTION: DashboardSection = 'overview'

export function parseSection(value: string | null | undefined): DashboardSection {
  return dashboardSections.find((section) => section.id === value)?.id ?? DEFAULT_SECTION
}

/** The link to a section; the overview is the bare /dashboard. */
export function sectionHref(section: DashboardSection) {
  return section === DEFAULT_SECTION ? '/dashboard' : `/dashboard?section=${section}`
}

/** Shown when the organisation has no name (one made from a join request of a nameless account). */
const UNNAMED_ORGANISATION = 'Your organisation'

/** The sidebar header's name: the organisation's own, from its record, never a made-up company. */
export function organisationName(organization: Pick<OrganizationRow, 'name'>) {
  return organization.name?.trim() || UNNAMED_ORGANISATION
}

/** A member as the Team section shows them: the words are made on the server, so the page hydrates as rendered. */
export interface TeamListing {
  id: string
  /** The person's name, when their profile has one. */
  name: string | null
  email: string
  role: (typeof ROLE_LABELS)[keyof typeof ROLE_LABELS]
  /** ISO time of the last visit, or null for never. */
  lastActiveAt: string | null
  /** '2 hours ago', 'Just now', 'Not yet'. */
  lastActive: string
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/** How long ago `at` was, in the sample data's words ('2 hours ago', '1 day ago'); 'Not yet' for never. */
export function lastActiveText(at: Date | null, now: Date): string {
  if (!at) return 'Not yet'
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000)
  if (minutes < 1) return 'Just now'
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return plural(hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 30) return plural(days, 'day')
  if (days < 365) return plural(Math.min(11, Math.floor(days / 30)), 'month')
  return plural(Math.floor(days / 365), 'year')
}

/** The team as the Team section lists it, its times said relative to `now`. */
export function teamListing(members: readonly TeamMember[], now: Date): TeamListing[] {
  return members.map((member) => ({
    id: member.user_id,
    name: member.name?.trim() || null,
    email: member.email,
    role: ROLE_LABELS[member.role],
    lastActiveAt: member.last_active_at ? new Date(member.last_active_at).toISOString() : null,
    lastActive: lastActiveText(member.last_active_at ? new Date(member.last_active_at) : null, now),
  }))
}
