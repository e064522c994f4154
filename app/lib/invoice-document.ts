/**
 * The words of an invoice's printable page and of its PDF (docs/product.md#dashboard), in one
 * place so both say the same: the headings, the status words and how a day is written.
 */
import type { InvoiceDocument, InvoiceStatus } from './entities/invoice'

export const invoiceWords = {
  title: 'Invoice',
  billedTo: 'Billed to',
  issued: 'Issued',
  due: 'Due',
  status: 'Status',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  currencyNote: 'All amounts in US dollars.',
  statuses: { paid: 'Paid', pending: 'Pending', overdue: 'Overdue' } satisfies Record<InvoiceStatus, string>,
} as const

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A calendar day ('2026-12-31') or an instant, as the invoice writes it (UTC): 'Dec 31, 2026'. */
export function invoiceDay(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return dayFormat.format(date)
}

/** The organisation as the invoice names it. */
export const organisationOnInvoice = (invoice: Pick<InvoiceDocument, 'organization_name'>) =>
  invoice.organization_name?.trim() || 'Your organisation'
