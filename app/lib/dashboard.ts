/**
 * The organisation dashboard's sections (docs/product.md#dashboard). The chosen section lives in
 * the URL (`/dashboard?section=billing`) so it works without JavaScript and can be bookmarked; a
 * missing or unknown value means the overview.
 */
import type { OwnProfile } from '~/lib/entities/profile'

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

/** Shown when the organisation's profile names no organisation (an account made outside sign-up). */
const UNNAMED_ORGANISATION = 'Your organisation'

/**
 * The sidebar header's name: the organisation's name from its profile (org_data.org_name, written at
 * sign-up), else the profile's name, never a made-up company.
 */
export function organisationName(profile: Pick<OwnProfile, 'name' | 'org_data'>) {
  return profile.org_data?.org_name?.trim() || profile.name?.trim() || UNNAMED_ORGANISATION
}

/**
 * Settings are not saved (docs/product.md#dashboard): 'Save Changes' says so. With JavaScript the
 * message appears at once; without, the button's plain GET form adds this to the URL so the page
 * comes back saying it. Nothing is sent anywhere either way.
 */
export const SETTINGS_NOT_SAVED = { name: 'settings', value: 'not-saved' } as const
export const SETTINGS_NOT_SAVED_MESSAGE = 'Settings are not saved in this preview.'

/** The sections' figures are hard-coded examples; each section says so. */
export const SAMPLE_DATA_NOTE = "Sample data: these figures are examples, not your organisation's records."
