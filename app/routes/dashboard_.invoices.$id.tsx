/**
 * /dashboard/invoices/{id}: one of the organisation's invoices as a printable page
 * (docs/product.md#dashboard, docs/decisions/085-invoices-that-add-up.md), with its PDF and the way
 * back to Billing. Printed, only the invoice is on the paper. Not the member's (or not one): 404.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { loadMemberInvoice } from '~/.server/invoice-forms'
import { InvoiceDocument } from '~/components/invoices/invoice-document'
import { buttonClass } from '~/components/ui/button'
import { brand } from '~/lib/brand'
import { invoicePdfHref } from '~/lib/entities/invoice'
import { useHydrated } from '~/lib/use-hydrated'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Invoice ${data.invoice.number}` : 'Invoice'} | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

// An organisation's own invoice: never stored by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return { invoice: await loadMemberInvoice(request, context, params.id) }
}

export default function InvoicePage() {
  const { invoice } = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <nav aria-label="Invoice" className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <Link to="/dashboard?section=billing" className="text-sm text-primary underline">
          Back to Billing
        </Link>
        <a href={invoicePdfHref(invoice.id)} className={buttonClass({ variant: 'outline', size: 'sm' })} download>
          Download PDF
        </a>
        {/* Printing needs the browser's own menu without JavaScript; with it, a button. */}
        {hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            Print
          </button>
        ) : null}
      </nav>
      <h1 className="sr-only">Invoice {invoice.number}</h1>
      <InvoiceDocument invoice={invoice} />
    </div>
  )
}
