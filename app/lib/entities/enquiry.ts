/**
 * A contact-form message (table public.enquiry, supabase/migrations/20261122000500_enquiry.sql):
 * its one row type, what the form writes, and its limits. Shared by the contact form's schema and
 * words (app/lib/contact*.ts), the server module that inserts it (app/.server/enquiry.ts) and the
 * admin's Requests view (docs/product.md#contact).
 */
import { MAX_EMAIL_LENGTH } from '../email'

/** One row of public.enquiry. Visitors may insert but never read it. */
export interface EnquiryRow {
  id: string
  name: string
  email: string
  phone: string | null
  /** One of the inquiry types (~/lib/contact), or none. */
  type: string | null
  message: string
  created_at: Date
}

/** The columns a visitor may write (the table's column grants), in the insert's order. */
export const ENQUIRY_WRITTEN_COLUMNS = ['name', 'email', 'phone', 'type', 'message'] as const satisfies ReadonlyArray<
  keyof EnquiryRow
>
/** What the contact form gives: phone and type may be left out (stored as null). */
export type EnquiryInput = Pick<EnquiryRow, 'name' | 'email' | 'message'> & Partial<Pick<EnquiryRow, 'phone' | 'type'>>

/**
 * The contact form's limits: the table's own check constraints, or tighter (the e-mail's:
 * ../email.ts), so valid input never trips the database.
 */
export const enquiryLimits = { name: 200, email: MAX_EMAIL_LENGTH, phone: 40, message: 5000 } as const
