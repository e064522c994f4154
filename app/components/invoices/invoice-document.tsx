/**
 * One invoice as a printable document (docs/product.md#dashboard): who bills whom, the number, the
 * days, the status, the lines and the totals, all in cents written as dollars. The customer's page
 * and staff's show it; its PDF (app/.server/invoice-pdf.ts) says the same words. Printed, only the
 * document is on the paper (`print:` hides the rest of each page).
 */
import { InvoiceStatusBadge } from '~/components/dashboard/status-badge'
import type { Received } from '~/components/support/ticket-thread'
import { brand } from '~/lib/brand'
import { formatCents, formatTaxRate, type InvoiceDocument as Invoice } from '~/lib/entities/invoice'
import { invoiceDay, invoiceWords as words, organisationOnInvoice } from '~/lib/invoice-document'

type ReceivedInvoice = Received<Omit<Invoice, 'lines'>> & { lines: Invoice['lines'] }

/** `level`: the heading's, below the page's own (a dialog's title is an h2, so its invoice is an h3). */
export function InvoiceDocument({ invoice, level = 2 }: { invoice: ReceivedInvoice; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby="invoice-title"
      className="rounded-xl border border-border bg-card p-6 print:border-0 print:p-0 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Heading id="invoice-title" className="text-2xl font-bold tracking-tight">
            {words.title} {invoice.number}
          </Heading>
          <p className="mt-2 text-sm text-muted-foreground">
            {brand.legalName}
            <br />
            {brand.headquarters[1].address}
            <br />
            {brand.email}
          </p>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
      </header>
      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-muted-foreground">{words.billedTo}</dt>
          <dd className="mt-1 wrap-anywhere">{organisationOnInvoice(invoice)}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{words.issued}</dt>
          <dd className="mt-1">{invoiceDay(invoice.issued_at)}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{words.due}</dt>
          <dd className="mt-1">{invoiceDay(invoice.due_date)}</dd>
        </div>
      </dl>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The invoice’s lines</caption>
          <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {words.description}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {words.quantity}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {words.unitPrice}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {words.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {invoice.lines.map((line) => (
              <tr key={line.position}>
                <td className="py-2 pr-4 wrap-anywhere">{line.description}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCents(line.unit_price_cents)}</td>
                <td className="py-2 text-right tabular-nums">{formatCents(line.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border">
            <tr>
              <th scope="row" colSpan={3} className="pt-3 pr-4 text-right font-normal">
                {words.subtotal}
              </th>
              <td className="pt-3 text-right tabular-nums">{formatCents(invoice.subtotal_cents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 pr-4 text-right font-normal">
                {words.tax} ({formatTaxRate(invoice.tax_rate_bp)})
              </th>
              <td className="pt-1 text-right tabular-nums">{formatCents(invoice.tax_cents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 pr-4 text-right font-semibold">
                {words.total}
              </th>
              <td className="pt-1 text-right font-semibold tabular-nums">{formatCents(invoice.total_cents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-6 text-xs text-muted-foreground">{words.currencyNote}</p>
    </article>
  )
}
