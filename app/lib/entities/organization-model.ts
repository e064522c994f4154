/**
 * A model an organisation asked for or uses (table public.organization_models,
 * supabase/migrations/20261201010000_organization_models.sql; docs/decisions/084-model-access-from-the-catalogue.md):
 * its statuses and plans with the words the pages give them, the limits the table checks, and the
 * row shapes the model page, the dashboard's Overview and the desk read. Every read and write is in
 * app/.server/model-access.ts.
 */

export const ACCESS_STATUSES = [
  { value: 'requested', label: 'Requested' },
  { value: 'trial', label: 'Trial' },
  { value: 'active', label: 'Active' },
  { value: 'ended', label: 'Ended' },
  { value: 'declined', label: 'Declined' },
] as const
export type AccessStatus = (typeof ACCESS_STATUSES)[number]['value']

export const ACCESS_PLANS = [
  { value: 'trial', label: 'Trial' },
  { value: 'subscription', label: 'Subscription' },
] as const
export type AccessPlan = (typeof ACCESS_PLANS)[number]['value']
export const ACCESS_PLAN_VALUES = ACCESS_PLANS.map((p) => p.value) as [AccessPlan, ...AccessPlan[]]

export const accessStatusLabel = (status: string) => ACCESS_STATUSES.find((s) => s.value === status)?.label ?? status
export const accessPlanLabel = (plan: string) => ACCESS_PLANS.find((p) => p.value === plan)?.label ?? plan

/** The table's limits, which the forms check first. */
export const accessLimits = {
  teams: 100,
  note: 1000,
  reason: 1000,
  termMonths: 120,
  /** A million dollars a month, in cents. */
  priceCents: 100_000_000,
} as const

/**
 * A model of the organisation as its Overview lists it. `status` is as the organisation sees it
 * today: a trial or subscription whose term is over reads 'ended' (the row keeps what staff set).
 */
export interface OrganisationModel {
  id: string
  model_title: string
  slug: string | null
  status: Exclude<AccessStatus, 'declined'>
  plan: AccessPlan
  teams: number
  monthly_price_cents: number | null
  /** YYYY-MM-DD: the day a trial ends or a subscription renews; null until approved. */
  ends_on: string | null
}

/** A request as staff decide it on the desk, with the catalogue's price to start from. */
export interface AccessRequest {
  id: string
  organization_id: string
  organization_name: string | null
  model_title: string
  status: AccessStatus
  plan: AccessPlan
  teams: number
  note: string | null
  /** The catalogue's monthly price now, in cents (null: the model left the catalogue). */
  catalogue_price_cents: number | null
  monthly_price_cents: number | null
  starts_on: string | null
  term_months: number | null
  ends_on: string | null
  decline_reason: string | null
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
/** A day (YYYY-MM-DD) as the pages show it: 'Dec 1, 2026'. */
export function dayLabel(day: string) {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
}
