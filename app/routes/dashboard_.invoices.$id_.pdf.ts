/**
 * /dashboard/invoices/{id}/pdf: one of the organisation's invoices as a PDF
 * (docs/decisions/085-invoices-that-add-up.md), downloaded as 'INV-YYYY-NNNN.pdf'. Who may read it
 * is the printable page's rule (app/.server/invoice-forms.ts `loadMemberInvoice`).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoicePdf } from '~/.server/invoice-pdf'
import { loadMemberInvoice } from '~/.server/invoice-forms'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const invoice = await loadMemberInvoice(request, context, params.id)
  const pdf = await invoicePdf(invoice)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      // The number is INV-YYYY-NNNN: nothing in it needs quoting.
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
