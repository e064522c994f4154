/**
 * A support ticket and its thread (tables public.support_tickets and public.support_messages,
 * supabase/migrations/20261130060000_support_tickets.sql; docs/decisions/083-support-that-answers.md):
 * the statuses and priorities with the words the pages give them, the row shapes the pages read
 * and the limits the tables check. Every read and write is in app/.server/support.ts.
 */

export const TICKET_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]['value']
export const TICKET_STATUS_VALUES = TICKET_STATUSES.map((s) => s.value) as [TicketStatus, ...TicketStatus[]]

export const TICKET_PRIORITIES = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]['value']
export const TICKET_PRIORITY_VALUES = TICKET_PRIORITIES.map((p) => p.value) as [TicketPriority, ...TicketPriority[]]

/** What people call a ticket: 'TKT-42'. */
export const ticketReference = (number: number | string) => `TKT-${number}`

/** A ticket as its organisation's list and the desk show it. */
export interface TicketSummary {
  id: string
  number: number
  title: string
  status: TicketStatus
  priority: TicketPriority
  created_at: Date
  last_activity_at: Date
}

/** A ticket as the desk lists it: with its organisation, author and owner (an admin, or nobody). */
export interface StaffTicket extends TicketSummary {
  organization_id: string
  organization_name: string | null
  author_email: string | null
  owner_id: string | null
  owner_email: string | null
  model_id: string | null
}

/** One message of a ticket's thread; a staff reply's author is the team's to a member (null). */
export interface TicketMessage {
  id: string
  from_staff: boolean
  author_email: string | null
  body: string
  created_at: Date
}

/** The limits the tables check and the lists keep to. */
export const ticketLimits = {
  title: 200,
  message: 5000,
  /** Staff's desk, a page by key. */
  pageSize: 20,
  /** An organisation's own list: its most recent tickets. */
  organisationList: 100,
} as const
