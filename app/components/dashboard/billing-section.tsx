/** Billing: the sample invoices with their number, date, amount and status. */
import { formatUsd } from '~/lib/money'
import { Cell, DataTable, RowHeader } from './data-table'
import { sampleInvoices } from './sample-data'
import { Day, SectionHeader } from './section-header'
import { InvoiceStatusBadge } from './status-badge'

export function BillingSection() {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Billing" description="Your plan's invoices and their payment status." />
      <DataTable id="invoices" caption="Invoices" head={['Invoice', 'Date', 'Amount', 'Status']}>
        {sampleInvoices.map((invoice) => (
          <tr key={invoice.id}>
            <RowHeader>{invoice.number}</RowHeader>
            <Cell className="text-muted-foreground">
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
