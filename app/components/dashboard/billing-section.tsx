/**
 * Billing: the organisation's invoices (docs/decisions/085-invoices-that-add-up.md), newest first,
 * with their number, date of issue, amount and status, fitting a phone's width. Each number opens
 * the invoice's printable page, which offers its PDF.
 */
import { Link } from '@remix-run/react'
import type { Received } from '~/components/support/ticket-thread'
import { formatCents, invoicePageHref, type InvoiceSummary } from '~/lib/entities/invoice'
import { Cell, DataTable, RowHeader } from './data-table'
import { Day, SectionHeader } from './section-header'
import { InvoiceStatusBadge } from './status-badge'

// Amounts in cents ('$119,999.88') are wider than whole dollars: on a phone the cells pad less, so
// Invoice, Amount and Status still fit a 390 px screen.
const PHONE_PADDING = 'max-sm:px-3'

/** The day an invoice was issued (UTC), as Billing's Date column shows it. */
const issuedDay = (at: string | Date) => new Date(at).toISOString().slice(0, 10)

export function BillingSection({ invoices }: { invoices: ReadonlyArray<Received<InvoiceSummary>> }) {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Billing" description="Your plan's invoices and their payment status." />
      {invoices.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          No invoices yet. Each invoice we issue appears here, and your Admins get an e-mail.
        </p>
      ) : (
        /* On a phone the date folds under the invoice's number, so Amount and Status stay in view. */
        <DataTable
          id="invoices"
          caption="Invoices"
          head={['Invoice', { label: 'Date', fromSm: true }, 'Amount', 'Status']}
          fits
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <RowHeader className={PHONE_PADDING}>
                <Link to={invoicePageHref(invoice.id)} className="text-primary underline-offset-2 hover:underline">
                  {invoice.number}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                  <Day iso={issuedDay(invoice.issued_at)} />
                </span>
              </RowHeader>
              <Cell className="hidden text-muted-foreground sm:table-cell">
                <Day iso={issuedDay(invoice.issued_at)} />
              </Cell>
              <Cell className={`tabular-nums ${PHONE_PADDING}`}>{formatCents(invoice.total_cents)}</Cell>
              <Cell className={PHONE_PADDING}>
                <InvoiceStatusBadge status={invoice.status} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}
