/**
 * The dashboard's Overview from the organisation's own records (docs/product.md#dashboard;
 * docs/decisions/089-an-overview-from-own-records.md): the three stat cards' words and the recent
 * activity's sentences, made on the server from what app/.server/organisation-overview.ts reads,
 * so the page hydrates exactly as it was rendered.
 */
import { lastActiveText } from '~/lib/dashboard'
import { formatCents } from '~/lib/entities/invoice'
import { accessPlanLabel, dayLabel, type OrganisationModel } from '~/lib/entities/organization-model'
import { ticketReference } from '~/lib/entities/support-ticket'

/** Each figure now and when the month began (UTC): what the cards compare. */
export interface OverviewFigures {
  modelsNow: number
  modelsThen: number
  openTicketsNow: number
  openTicketsThen: number
  balanceNowCents: number
  balanceThenCents: number
}

export type StatTitle = 'Models in use' | 'Open tickets' | 'Balance due'

export interface StatCard {
  title: StatTitle
  value: string
  /** The change since the month began, signed, in the card's own unit: '+1', '−$1,800.00', or null for none. */
  change: string | null
  trend: 'up' | 'down' | 'flat'
  /** Whether the change is good news for the organisation (green) or not (red). */
  good: boolean
}

const count = (n: number) => n.toLocaleString('en-US')

function card(title: StatTitle, now: number, then: number, unit: (n: number) => string, upIsGood: boolean): StatCard {
  const delta = now - then
  const trend = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat'
  return {
    title,
    value: unit(now),
    change: delta === 0 ? null : `${delta > 0 ? '+' : '−'}${unit(Math.abs(delta))}`,
    trend,
    good: trend === 'flat' || (trend === 'up') === upIsGood,
  }
}

/**
 * The three cards. A count or an amount compared with the month's start, not a percentage: an
 * organisation's figures start at zero, where a percentage means nothing. More models in use is
 * good news; more open tickets or more owed is not.
 */
export function statCards(f: OverviewFigures): StatCard[] {
  return [
    card('Models in use', f.modelsNow, f.modelsThen, count, true),
    card('Open tickets', f.openTicketsNow, f.openTicketsThen, count, false),
    card('Balance due', f.balanceNowCents, f.balanceThenCents, formatCents, false),
  ]
}

/** One thing that happened, as the database tells it (app/.server/organisation-overview.ts). */
export type ActivityRow =
  | { kind: 'model-requested'; ref: string; at: Date | string; title: string; slug: string | null; plan: string }
  | {
      kind: 'model-approved'
      ref: string
      at: Date | string
      title: string
      slug: string | null
      plan: string
      day: string | null
    }
  | { kind: 'model-declined'; ref: string; at: Date | string; title: string; slug: string | null }
  | {
      kind: 'ticket-opened' | 'ticket-replied' | 'ticket-resolved'
      ref: string
      at: Date | string
      title: string
      number: number
    }
  | { kind: 'invoice-issued'; ref: string; at: Date | string; number: string; cents: number; day: string }
  | { kind: 'invoice-paid'; ref: string; at: Date | string; number: string; cents: number }
  | { kind: 'member-joined'; ref: string; at: Date | string; name: string }

export interface ActivityItem {
  id: string
  text: string
  /** Where the thing is: the model's page, the ticket, the invoice, the team. */
  href: string | null
  at: string
  /** '2 hours ago', 'Just now'. */
  ago: string
}

const ticketHref = (id: string) => `/dashboard?section=support&ticket=${encodeURIComponent(id)}`
const modelHref = (slug: string | null) => (slug ? `/models/${encodeURIComponent(slug)}` : null)

function sentence(row: ActivityRow): { text: string; href: string | null } {
  switch (row.kind) {
    case 'model-requested':
      return { text: `Access to ${row.title} requested (${accessPlanLabel(row.plan)})`, href: modelHref(row.slug) }
    case 'model-approved':
      return {
        text: `${row.title} approved: ${accessPlanLabel(row.plan)}${row.day ? ` from ${dayLabel(row.day)}` : ''}`,
        href: modelHref(row.slug),
      }
    case 'model-declined':
      return { text: `Request for ${row.title} declined`, href: modelHref(row.slug) }
    case 'ticket-opened':
      return { text: `${ticketReference(row.number)} opened: ${row.title}`, href: ticketHref(row.ref) }
    case 'ticket-replied':
      return { text: `Support team replied on ${ticketReference(row.number)}: ${row.title}`, href: ticketHref(row.ref) }
    case 'ticket-resolved':
      return { text: `${ticketReference(row.number)} resolved: ${row.title}`, href: ticketHref(row.ref) }
    case 'invoice-issued':
      return {
        text: `Invoice ${row.number} issued: ${formatCents(row.cents)}, due ${dayLabel(row.day)}`,
        href: `/dashboard/invoices/${encodeURIComponent(row.ref)}`,
      }
    case 'invoice-paid':
      return {
        text: `Invoice ${row.number} paid: ${formatCents(row.cents)}`,
        href: `/dashboard/invoices/${encodeURIComponent(row.ref)}`,
      }
    case 'member-joined':
      return { text: `${row.name} joined the team`, href: '/dashboard?section=team' }
  }
}

/** The activity as the Overview lists it, newest first, its times said relative to `now`. */
export function activityItems(rows: readonly ActivityRow[], now: Date): ActivityItem[] {
  return rows.map((row) => {
    const at = new Date(row.at)
    return {
      id: `${row.kind}:${row.ref}:${at.getTime()}`,
      ...sentence(row),
      at: at.toISOString(),
      ago: lastActiveText(at, now),
    }
  })
}

/** How many things the Overview lists. */
export const ACTIVITY_LIMIT = 8

export const NO_ACTIVITY =
  'Nothing yet. Model requests, tickets, invoices and new team members appear here as they happen.'

/** What the Overview shows: the three cards, the organisation's models, its latest events. */
export interface Overview {
  stats: StatCard[]
  models: OrganisationModel[]
  activity: ActivityItem[]
}
