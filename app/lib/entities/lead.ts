/**
 * A lead of the sales desk (tables public.leads and public.lead_notes,
 * supabase/migrations/20261124060000_lead_desk.sql): a contact enquiry or a callback booked with
 * the AI Architect, with a status, an owner and notes. An enquiry or callback the desk has not
 * touched yet has no row and reads as New with no owner. Shared by app/.server/leads.ts, the
 * Requests view (app/.server/admin/requests.ts), the inbox's schema and components, and the tests
 * (docs/product.md#admin).
 */
import type { CapturedDetails, ChatMessage } from './chat-request'

export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']
export const LEAD_STATUS_VALUES = LEAD_STATUSES.map((s) => s.value) as [LeadStatus, ...LeadStatus[]]

export function leadStatusLabel(status: string) {
  return LEAD_STATUSES.find((s) => s.value === status)?.label ?? status
}

/**
 * Where a lead came from: the contact form, a callback booked in the chat, or an organisation's
 * request for a model from its page (decision 084).
 */
export const LEAD_KINDS = [
  { value: 'enquiry', label: 'Enquiry' },
  { value: 'callback', label: 'Callback' },
  { value: 'access', label: 'Model access' },
] as const
export type LeadKind = (typeof LEAD_KINDS)[number]['value']
export const LEAD_KIND_VALUES = LEAD_KINDS.map((k) => k.value) as [LeadKind, ...LeadKind[]]

/** One row of public.leads. */
interface LeadRow {
  id: string
  enquiry_id: string | null
  chat_request_id: string | null
  status: LeadStatus
  owner_id: string | null
  created_at: Date
  updated_at: Date
}

/** One row of public.lead_notes; the author is stamped by the database. */
export interface LeadNoteRow {
  id: string
  lead_id: string
  author_id: string | null
  author_email: string
  body: string
  created_at: Date
  /** When its author last edited it (null: never). */
  edited_at: Date | null
}

/** A note as the inbox shows it, with the enquiry or callback it belongs to. */
export type LeadNote = Pick<LeadNoteRow, 'id' | 'author_id' | 'author_email' | 'body' | 'created_at' | 'edited_at'> & {
  kind: LeadKind
  source_id: string
}

/**
 * One lead of the inbox: its source's fields (an enquiry's, or a callback's) and its state. `id`
 * is the enquiry's or chat record's id; with `kind` it names the lead (`enquiry:<id>`).
 */
export interface Lead {
  kind: LeadKind
  id: string
  name: string | null
  email: string | null
  phone: string | null
  company: string | null
  industry: string | null
  /** The enquiry's inquiry type; a model access request's model. */
  type: string | null
  /** The enquiry's message. */
  message: string | null
  callback_time: string | null
  time_zone: string | null
  captured: CapturedDetails
  /** The chat's transcript (callbacks only; empty in the CSV export). */
  messages: ChatMessage[]
  /** When it came in: the enquiry's sending, the callback's booking (the chat's last change). */
  received_at: Date
  status: LeadRow['status']
  owner_id: LeadRow['owner_id']
  /** The day to follow the lead up (YYYY-MM-DD, UTC), or null. */
  follow_up_on: string | null
}

/** The inbox's limits. */
export const leadLimits = {
  note: 2000,
  pageSize: 20,
  /**
   * The inbox counts its leads exactly up to this many, and says '1,000+' beyond (decision 078):
   * an exact count of a year's leads is every lead read on every page; 1,000 is 50 pages, more
   * than a desk pages through rather than filters.
   */
  countBound: 1_000,
  /** Long enough for any e-mail address: a notification links to /admin/requests?q=<email>. */
  search: 320,
  /**
   * The CSV export on the embedded engine reads this many rows at a time, each batch its own short
   * transaction on the one connection every request shares (decision 078).
   */
  exportBatch: 500,
  /**
   * On PostgreSQL it FETCHes this many from its snapshot's cursor (decision 090): each FETCH and
   * its notes are two round trips, which on a loaded machine cost more than the rows.
   */
  exportFetch: 2_000,
  /** The most leads one 'With selected' change takes (a page holds 20). */
  bulk: 100,
  /** The open lead's timeline shows at most this many events, the newest. */
  timeline: 50,
} as const
