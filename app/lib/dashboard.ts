/**
 * The organisation dashboard's sections (docs/product.md#dashboard). The chosen section lives in
 * the URL (`/dashboard?section=billing`) so it works without JavaScript and can be bookmarked; a
 * missing or unknown value means the overview.
 */
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
