/** Billing: the sample invoices with their number, date, amount and status, fitting a phone's width. */
import { formatUsd } from '~/lib/money'
import { Cell, DataTable, RowHeader } from './data-table'
import { sampleInvoices } from './sample-data'
import { Day, SectionHeader } from './section-header'
import { InvoiceStatusBadge } from './status-badge'

export function BillingSection() {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Billing" description="Your plan's invoices and their payment status." />
      {/* On a phone the date folds under the invoice's number, so Amount and Status stay in view. */}
      <DataTable
        id="invoices"
        caption="Invoices"
        head={['Invoice', { label: 'Date', fromSm: true }, 'Amount', 'Status']}
        fits
      >
        {sampleInvoices.map((invoice) => (
          <tr key={invoice.id}>
            <RowHeader>
              {invoice.number}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                <Day iso={invoice.date} />
              </span>
            </RowHeader>
            <Cell className="hidden text-muted-foreground sm:table-cell">
              <Day iso={invoice.date} />
            </Cell>
            <Cell className="tabular-nums">{formatUsd(invoice.amount)}</Cell>
            <Cell>
              <InvoiceStatusBadge status={invoice.status} />
            </Cell>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
