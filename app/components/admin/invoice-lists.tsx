/**
 * The Invoices dialog's tabs (docs/product.md#admin, docs/decisions/085-invoices-that-add-up.md):
 * All Invoices and Pending (every unpaid one), newest first, 20 a page by key with the admin lists'
 * pager; and Reports, the revenue by month drawn on the server as an SVG chart that names itself
 * (a title and a description) and gives its figures in a table beneath, so a screen reader (or a
 * printout in black and white) has every number.
 */
import { Link } from '@remix-run/react'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { InvoiceStatusBadge } from '~/components/dashboard/status-badge'
import type { Received } from '~/components/support/ticket-thread'
import { ButtonLink } from '~/components/ui/button'
import { invoiceList, type InvoiceQuery, type InvoiceTab } from '~/lib/admin-lists'
import { formatCents, staffInvoiceHref, type StaffInvoice } from '~/lib/entities/invoice'
import { invoiceDay } from '~/lib/invoice-document'
import { monthLabel } from '~/lib/invoices'
import { keysetTotalText, type KeysetPage } from '~/lib/list-query'

export function InvoiceList({
  tab,
  query,
  invoices,
  page,
}: {
  tab: InvoiceTab
  query: InvoiceQuery
  invoices: ReadonlyArray<Received<StaffInvoice>>
  page: KeysetPage
}) {
  const heading = tab === 'pending' ? 'Unpaid invoices' : 'Invoices'
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold">
          {heading} ({keysetTotalText(page)})
        </h3>
        <ButtonLink to="/admin/invoices/new">Issue invoice</ButtonLink>
      </div>
      {invoices.length === 0 ? (
        <ListEmpty className="mt-3">
          {tab === 'pending' ? 'Every invoice is paid.' : 'No invoices yet. Issue the first one.'}
        </ListEmpty>
      ) : (
        <div
          role="region"
          aria-label={heading}
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-xl border border-border"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Invoice
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Organisation
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Issued
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Due
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link to={staffInvoiceHref(invoice.id)} className="text-primary underline-offset-2 hover:underline">
                      {invoice.number}
                    </Link>
                  </th>
                  <td className="px-4 py-3 wrap-anywhere">
                    {invoice.organization_name?.trim() || 'An unnamed organisation'}
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">{invoiceDay(invoice.issued_at)}</td>
                  <td className="px-4 py-3 text-muted-foreground">{invoiceDay(invoice.due_date)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatCents(invoice.total_cents)}</td>
                  <td className="px-4 py-3">
                    <InvoiceStatusBadge status={invoice.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListKeysetPager list={invoiceList(tab)} query={query} page={page} />
    </div>
  )
}

interface Month {
  month: string
  invoiced_cents: number
  invoices: number
  paid_cents: number
}

/** A round top for the chart's scale: 1, 2 or 5 times a power of ten, in dollars. */
function scaleTop(cents: number) {
  const dollars = Math.max(1, Math.ceil(cents / 100))
  const power = 10 ** Math.floor(Math.log10(dollars))
  const step = [1, 2, 5, 10].find((m) => m * power >= dollars)!
  return step * power * 100
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const axisLabel = (cents: number) => `$${compact.format(cents / 100)}`

export function RevenueReport({ months }: { months: readonly Month[] }) {
  const width = 720
  const height = 300
  const plot = { left: 64, right: 12, top: 16, bottom: 40 }
  const top = scaleTop(Math.max(...months.map((m) => Math.max(m.invoiced_cents, m.paid_cents)), 0))
  const inner = { width: width - plot.left - plot.right, height: height - plot.top - plot.bottom }
  const slot = inner.width / months.length
  const bar = Math.max(4, slot * 0.34)
  const y = (cents: number) => plot.top + inner.height - (cents / top) * inner.height
  const invoicedTotal = months.reduce((sum, m) => sum + m.invoiced_cents, 0)
  const paidTotal = months.reduce((sum, m) => sum + m.paid_cents, 0)
  const first = monthLabel(months[0]!.month)
  const last = monthLabel(months.at(-1)!.month)
  return (
    <section aria-labelledby="revenue-title">
      <h3 id="revenue-title" className="text-base font-semibold">
        Revenue by month
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Invoiced by the month of issue, paid by the month marked paid, in US dollars (UTC months).
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="revenue-chart-title revenue-chart-desc"
        className="mt-4 h-auto w-full max-w-3xl text-muted-foreground"
      >
        <title id="revenue-chart-title">
          Revenue by month, {first} to {last}
        </title>
        <desc id="revenue-chart-desc">
          {`Bars per month: invoiced and paid. In all, ${formatCents(invoicedTotal)} invoiced and ${formatCents(paidTotal)} paid. The table below gives every month's figures.`}
        </desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={plot.left}
              x2={width - plot.right}
              y1={y(top * share)}
              y2={y(top * share)}
              stroke="currentColor"
              strokeOpacity={0.25}
            />
            <text x={plot.left - 8} y={y(top * share) + 4} textAnchor="end" fontSize="12" fill="currentColor">
              {axisLabel(top * share)}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const x = plot.left + i * slot + (slot - 2 * bar) / 2
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={y(m.invoiced_cents)}
                width={bar}
                height={y(0) - y(m.invoiced_cents)}
                className="fill-primary"
              />
              <rect
                x={x + bar}
                y={y(m.paid_cents)}
                width={bar}
                height={y(0) - y(m.paid_cents)}
                className="fill-success"
              />
              <text x={x + bar} y={height - plot.bottom + 18} textAnchor="middle" fontSize="12" fill="currentColor">
                {monthLabel(m.month).slice(0, 3)}
              </text>
            </g>
          )
        })}
      </svg>
      <p className="mt-2 flex gap-4 text-sm">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-sm bg-primary" />
          Invoiced
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-sm bg-success" />
          Paid
        </span>
      </p>
      <div
        role="region"
        aria-label="Revenue by month, figures"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border border-border"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Revenue by month</caption>
          <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Month
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Invoices
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Invoiced
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Paid
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {monthLabel(m.month)}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{m.invoices}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCents(m.invoiced_cents)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCents(m.paid_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border font-semibold">
            <tr>
              <th scope="row" className="px-4 py-2">
                Total
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{months.reduce((sum, m) => sum + m.invoices, 0)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatCents(invoicedTotal)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatCents(paidTotal)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}
