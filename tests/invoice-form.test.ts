// Reading staff's 'Issue invoice' form (app/lib/invoices.ts): amounts in exact cents, rates in
// basis points, a due date from today to a year ahead, blank rows skipped, each refusal beside its
// field or row.
import { describe, expect, it } from 'vitest'
import { formatCents, formatTaxRate, invoiceTotals } from '~/lib/entities/invoice'
import { invoiceMessages, parseDollars, parsePercent, readInvoiceForm, reportMonths } from '~/lib/invoices'

const NOW = new Date('2026-11-27T21:00:00Z')
const ORG = '3f2a4b5c-6d7e-4f80-9a1b-2c3d4e5f6a7b'

function form(fields: Array<[string, string]>) {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}
const valid = (): Array<[string, string]> => [
  ['organization', ORG],
  ['due_date', '2026-12-27'],
  ['tax_rate', '8.25'],
  ['description', 'Platform fee'],
  ['quantity', '2'],
  ['unit_price', '$1,234.50'],
  ['description', ''],
  ['quantity', '1'],
  ['unit_price', ''],
]

describe('the issue form', () => {
  it('reads dollars and percentages exactly, and refuses what is not one', () => {
    expect(parseDollars('0.1')).toBe(10)
    expect(parseDollars('19.99')).toBe(1999)
    expect(parseDollars('$10,000,000')).toBe(1_000_000_000)
    expect(parseDollars('10,000,000.01')).toBeNull()
    for (const bad of ['', '1.234', '-5', '1e3', '12,34', 'NaN', '0x10']) expect(parseDollars(bad)).toBeNull()
    expect(parsePercent('20')).toBe(2000)
    expect(parsePercent('8.25')).toBe(825)
    expect(parsePercent('100')).toBe(10_000)
    expect(parsePercent('100.01')).toBeNull()
    expect(parsePercent('-1')).toBeNull()
    expect(formatTaxRate(825)).toBe('8.25%')
    expect(formatTaxRate(850)).toBe('8.5%')
    expect(formatTaxRate(2000)).toBe('20%')
    expect(formatCents(123_456)).toBe('$1,234.56')
    expect(formatCents(5)).toBe('$0.05')
  })

  it('takes a valid form, skipping the blank row', () => {
    const { result } = readInvoiceForm(form(valid()), NOW)
    expect(result).toEqual({
      ok: true,
      value: {
        organization: ORG,
        due_date: '2026-12-27',
        tax_rate_bp: 825,
        lines: [{ description: 'Platform fee', quantity: 2, unit_price_cents: 123_450 }],
      },
    })
    if (result.ok)
      expect(invoiceTotals(result.value.lines, 825)).toEqual({
        subtotal_cents: 246_900,
        tax_cents: 20_369,
        total_cents: 267_269,
      })
  })

  it('says what is wrong beside each field and row', () => {
    const fields = valid().map(([name, value]): [string, string] =>
      name === 'due_date' ? [name, '2026-11-26'] : name === 'tax_rate' ? [name, 'lots'] : [name, value],
    )
    fields.push(['description', 'No price'], ['quantity', '1'], ['unit_price', 'free'])
    fields.push(['description', ''], ['quantity', '1'], ['unit_price', '5'])
    const { result } = readInvoiceForm(form(fields), NOW)
    expect(result).toEqual({
      ok: false,
      errors: {
        form: null,
        fields: { due_date: invoiceMessages.duePast, tax_rate: invoiceMessages.taxInvalid },
        rows: { 2: invoiceMessages.unitPrice, 3: invoiceMessages.description },
      },
    })
    const far = readInvoiceForm(form([...valid().filter(([n]) => n !== 'due_date'), ['due_date', '2028-01-01']]), NOW)
    expect(far.result.ok || far.result.errors.fields.due_date).toBe(invoiceMessages.dueFar)
    const rolled = readInvoiceForm(
      form([...valid().filter(([n]) => n !== 'due_date'), ['due_date', '2027-02-31']]),
      NOW,
    )
    expect(rolled.result.ok || rolled.result.errors.fields.due_date).toBe(invoiceMessages.dueInvalid)
    const none = readInvoiceForm(
      form(valid().filter(([n]) => !['description', 'quantity', 'unit_price'].includes(n))),
      NOW,
    )
    expect(none.result.ok || none.result.errors.fields.lines).toBe(invoiceMessages.noLines)
  })

  it('reports the twelve months up to this one', () => {
    expect(reportMonths(NOW)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ])
  })
})
