/**
 * Issuing invoices (docs/product.md#admin, docs/decisions/085-invoices-that-add-up.md): how staff's
 * 'Issue invoice' form is read, every sentence it and 'Mark as paid' say, and the words of the
 * revenue report. Shared by the routes, their components and the tests. The form's lines are
 * repeated fields (description, quantity, unit_price, in the order of the rows): a row with neither
 * a description nor a price is a blank row and skipped, so the form can offer spare rows.
 */
import { invoiceLimits } from './entities/invoice'
import { groupDigits } from './group-digits'
import { singleLine } from './single-line'

export const invoiceMessages = {
  unreadable: 'That change could not be read. Please try again.',
  organization: 'Choose an organisation for the invoice.',
  organizationGone: 'That organisation no longer exists.',
  dueInvalid: 'Enter the due date as a date, for example 2026-12-31.',
  duePast: 'The due date must be today or later.',
  dueFar: 'The due date must be within a year.',
  taxInvalid: 'Enter a tax rate from 0 to 100, for example 20 or 8.25.',
  noLines: 'Add at least one line: a description, a quantity and a unit price.',
  tooManyLines: `An invoice can have at most ${invoiceLimits.lines} lines.`,
  description: 'Give this line a description.',
  descriptionTooLong: `A description can be at most ${invoiceLimits.description} characters.`,
  quantity: `Enter a whole quantity from 1 to ${groupDigits(invoiceLimits.quantity)}.`,
  unitPrice: 'Enter a unit price in dollars up to 10,000,000, for example 2500 or 99.50.',
  notFound: 'That invoice no longer exists.',
} as const

/** What staff's pages say after a change (post/redirect/get: `done` in the URL). */
export const INVOICE_DONE = {
  issued: 'Invoice issued. Its organisation’s Admins get an e-mail.',
  paid: 'Invoice marked paid.',
  'already-paid': 'That invoice was already marked paid: nothing changed.',
} as const

/** A line as the form sends it, kept as typed for the page to put back. */
export interface TypedLine {
  description: string
  quantity: string
  unit_price: string
}

export interface IssueInvoiceInput {
  organization: string
  due_date: string
  tax_rate_bp: number
  lines: Array<{ description: string; quantity: number; unit_price_cents: number }>
}

export interface InvoiceFormErrors {
  form: string | null
  fields: Partial<Record<'organization' | 'due_date' | 'tax_rate' | 'lines', string>>
  /** By the row's index in the form. */
  rows: Record<number, string>
}

/** What a refused (or widened: 'Add lines') form answers: the errors and what was typed. */
export interface InvoiceFormData {
  kind: 'invoice'
  errors: InvoiceFormErrors
  values: { due_date: string; tax_rate: string; lines: TypedLine[] }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const QUANTITY = /^\d{1,5}$/
/** Dollars with up to two decimals; thousands commas and a leading '$' are allowed. */
const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})+|\d{1,8})(?:\.(\d{1,2}))?$/
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/

/** '2,499.5' → 249950 cents, exactly (no floating point); null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const match = DOLLARS.exec(text.trim())
  if (!match) return null
  const cents = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents <= invoiceLimits.unitPriceCents ? cents : null
}

/** '8.25' → 825 basis points; null past 100% or when it is not a rate. */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim())
  if (!match) return null
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return bp <= invoiceLimits.taxRateBp ? bp : null
}

/** Today's calendar day in UTC, 'YYYY-MM-DD'. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

function readDue(text: string, now: Date): { day: string } | { error: string } {
  const match = DAY.exec(text.trim())
  const date = match ? new Date(`${match[0]}T00:00:00Z`) : null
  // 2026-02-31 rolls over to March: not the day typed.
  if (!match || !date || Number.isNaN(date.getTime()) || utcDay(date) !== match[0])
    return { error: invoiceMessages.dueInvalid }
  const today = utcDay(now)
  if (match[0] < today) return { error: invoiceMessages.duePast }
  const last = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) + invoiceLimits.dueWithinDays * 86_400_000))
  if (match[0] > last) return { error: invoiceMessages.dueFar }
  return { day: match[0] }
}

/**
 * The form, read: either the input (every line checked, the amounts in cents) or what is wrong,
 * beside each field and row. `typed` is what came, for the page to put back.
 */
export function readInvoiceForm(
  form: FormData,
  now: Date,
): {
  typed: InvoiceFormData['values']
  result: { ok: true; value: IssueInvoiceInput } | { ok: false; errors: InvoiceFormErrors }
} {
  const errors: InvoiceFormErrors = { form: null, fields: {}, rows: {} }
  const one = (name: string) => {
    const value = form.get(name)
    if (value !== null && typeof value !== 'string') errors.form = invoiceMessages.unreadable
    return typeof value === 'string' ? value : ''
  }
  const many = (name: string) => {
    const values = form.getAll(name)
    if (values.some((value) => typeof value !== 'string')) errors.form = invoiceMessages.unreadable
    return values.map((value) => (typeof value === 'string' ? value : ''))
  }
  const organization = one('organization')
  const dueText = one('due_date')
  const taxText = one('tax_rate')
  const descriptions = many('description')
  const quantities = many('quantity')
  const prices = many('unit_price')
  const rows = Math.max(descriptions.length, quantities.length, prices.length)
  const cut = (text: string) => text.slice(0, invoiceLimits.description + 1)
  const typedLines: TypedLine[] = Array.from({ length: Math.min(rows, invoiceLimits.lines + 3) }, (_, i) => ({
    description: cut(descriptions[i] ?? ''),
    quantity: (quantities[i] ?? '').slice(0, 12),
    unit_price: (prices[i] ?? '').slice(0, 20),
  }))
  const typed = { due_date: dueText.slice(0, 20), tax_rate: taxText.slice(0, 20), lines: typedLines }

  if (!UUID.test(organization)) errors.fields.organization = invoiceMessages.organization
  const due = readDue(dueText, now)
  if ('error' in due) errors.fields.due_date = due.error
  const tax = parsePercent(taxText)
  if (tax === null) errors.fields.tax_rate = invoiceMessages.taxInvalid

  const lines: IssueInvoiceInput['lines'] = []
  for (let i = 0; i < rows; i++) {
    // A line break sent anyway is a space: a line of the invoice is one line.
    const description = singleLine(descriptions[i] ?? '').trim()
    const price = (prices[i] ?? '').trim()
    if (!description && !price) continue
    if (!description) errors.rows[i] = invoiceMessages.description
    else if (description.length > invoiceLimits.description) errors.rows[i] = invoiceMessages.descriptionTooLong
    const quantityText = (quantities[i] ?? '').trim()
    const quantity = QUANTITY.test(quantityText) ? Number(quantityText) : 0
    if (!errors.rows[i] && (quantity < 1 || quantity > invoiceLimits.quantity))
      errors.rows[i] = invoiceMessages.quantity
    const cents = parseDollars(price)
    if (!errors.rows[i] && cents === null) errors.rows[i] = invoiceMessages.unitPrice
    lines.push({ description, quantity, unit_price_cents: cents ?? 0 })
  }
  if (lines.length === 0) errors.fields.lines = invoiceMessages.noLines
  else if (lines.length > invoiceLimits.lines) errors.fields.lines = invoiceMessages.tooManyLines

  const refused = errors.form || Object.keys(errors.fields).length > 0 || Object.keys(errors.rows).length > 0
  if (refused || 'error' in due || tax === null) return { typed, result: { ok: false, errors } }
  return { typed, result: { ok: true, value: { organization, due_date: due.day, tax_rate_bp: tax, lines } } }
}

/** Rows the form offers: what was typed, and `spare` blank ones (three at first; 'Add lines' gives three more). */
export function formRows(typed: readonly TypedLine[], spare: number): TypedLine[] {
  const blank = { description: '', quantity: '1', unit_price: '' }
  const rows = [...typed, ...Array.from({ length: spare }, () => blank)]
  return rows.slice(0, Math.max(invoiceLimits.lines, typed.length))
}

/** A month of the revenue report, 'YYYY-MM', as the report says it: 'Mar 2026'. */
export function monthLabel(month: string) {
  const [year, number] = month.split('-')
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${names[Number(number) - 1] ?? number} ${year}`
}

/** The `months` months up to `now`'s (UTC), oldest first: ['2025-12', …, '2026-11']. */
export function reportMonths(now: Date, months: number = invoiceLimits.reportMonths): string[] {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  return Array.from({ length: months }, (_, i) => {
    const date = new Date(Date.UTC(year, month - (months - 1 - i), 1))
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
  })
}
