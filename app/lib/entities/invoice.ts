/**
 * An invoice and its lines (tables public.invoices and public.invoice_lines,
 * supabase/migrations/20261201020000_invoices.sql; docs/decisions/085-invoices-that-add-up.md):
 * the statuses with their words, the limits the tables check, the row shapes the pages read, and
 * the arithmetic, in whole cents, that the database's issuing function does too. Every read and
 * write is in app/.server/invoices.ts.
 */

export const INVOICE_STATUSES = [
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
] as const
/** Never stored: paid once marked paid, else overdue past its due date (UTC), else pending. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]['value']

/** The limits the tables check and the lists keep to. */
export const invoiceLimits = {
  lines: 50,
  description: 200,
  quantity: 10_000,
  /** $10,000,000 a unit, in cents: a whole invoice stays an exact JavaScript number. */
  unitPriceCents: 1_000_000_000,
  /** 100% in basis points. */
  taxRateBp: 10_000,
  /** How far ahead a due date may be, in days. */
  dueWithinDays: 366,
  /** Staff's lists, a page by key. */
  pageSize: 20,
  /** An organisation's own list in Billing: its most recent invoices. */
  organisationList: 100,
  /** The revenue report's months, this one included. */
  reportMonths: 12,
} as const

/** An invoice as Billing and staff's lists show it. */
export interface InvoiceSummary {
  id: string
  number: string
  issued_at: Date
  /** A calendar day, 'YYYY-MM-DD'. */
  due_date: string
  paid_at: Date | null
  total_cents: number
  status: InvoiceStatus
}

/** As staff's lists show it: with its organisation. */
export interface StaffInvoice extends InvoiceSummary {
  organization_id: string
  organization_name: string | null
}

export interface InvoiceLine {
  position: number
  description: string
  quantity: number
  unit_price_cents: number
  amount_cents: number
}

/** One invoice as its page and its PDF show it. */
export interface InvoiceDocument extends StaffInvoice {
  subtotal_cents: number
  tax_cents: number
  tax_rate_bp: number
  lines: InvoiceLine[]
}

/**
 * The totals of lines in whole cents: each line quantity × unit price, the subtotal their sum,
 * the tax the subtotal × rate rounded half up to the cent, the total both. In BigInt, so no step
 * rounds; the database's private.issue_invoice computes the same, and its check constraint holds
 * the stored rows to it.
 */
export function invoiceTotals(lines: ReadonlyArray<{ quantity: number; unit_price_cents: number }>, taxRateBp: number) {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.quantity) * BigInt(line.unit_price_cents), 0n)
  const tax = (subtotal * BigInt(taxRateBp) + 5000n) / 10000n
  return { subtotal_cents: Number(subtotal), tax_cents: Number(tax), total_cents: Number(subtotal + tax) }
}

/** Cents as dollars, exactly: 123456 → '$1,234.56' (no floating point on the way). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const whole = BigInt(Math.abs(Math.trunc(cents)))
  const dollars = (whole / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}$${dollars}.${(whole % 100n).toString().padStart(2, '0')}`
}

/** Basis points as a percentage: 2000 → '20%', 825 → '8.25%'. */
export function formatTaxRate(bp: number): string {
  const whole = Math.trunc(bp / 100)
  const rest = bp % 100
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`
}

/** The customer's printable page and PDF of an invoice. */
export const invoicePageHref = (id: string) => `/dashboard/invoices/${id}`
export const invoicePdfHref = (id: string) => `/dashboard/invoices/${id}/pdf`
/** Staff's page of an invoice. */
export const staffInvoiceHref = (id: string) => `/admin/invoices/${id}`
