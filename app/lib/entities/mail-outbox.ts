/**
 * A notification e-mail about a new lead (table private.mail_outbox,
 * supabase/migrations/20261124050000_mail_outbox.sql), as the admin overview lists the ones that
 * could not be sent (private.admin_mail_failures()). Shared by the server module that reads them
 * (app/.server/mail/failures.ts) and the notice (app/components/admin/mail-failures.tsx).
 */

export interface MailFailure {
  id: string
  /** 'enquiry' (the contact form) or 'callback' (booked with the AI Architect). */
  kind: 'enquiry' | 'callback'
  /** The lead's e-mail address, to find it in Requests. */
  lead_email: string | null
  created_at: Date | string
  attempts: number
  /** When it is tried again; null once given up. */
  next_attempt_at: Date | string | null
  last_error: string
}
