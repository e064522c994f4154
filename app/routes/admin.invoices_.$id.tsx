/**
 * /admin/invoices/{id}: one invoice as staff see it (docs/product.md#admin, docs/decisions/085-invoices-that-add-up.md):
 * the document, and 'Mark as paid' while it is unpaid (a small POST form; post/redirect/get with
 * `done`). An id that is not one, or names no invoice, is a 404.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { markPaidAction } from '~/.server/invoice-forms'
import { openStaffInvoice } from '~/.server/invoices'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { InvoiceDocument } from '~/components/invoices/invoice-document'
import { FormError } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { invoiceDay } from '~/lib/invoice-document'
import { INVOICE_DONE, invoiceMessages } from '~/lib/invoices'
import { doneMessage } from '~/lib/support'
import { useIsPending } from '~/lib/use-is-pending'
import { z } from '~/lib/zod'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const id = z.uuid().safeParse(params.id)
  const invoice = id.success ? await openStaffInvoice(admin.caller, id.data) : null
  if (!invoice) throw data({ message: invoiceMessages.notFound }, { status: 404 })
  return { invoice, done: doneMessage(INVOICE_DONE, new URL(request.url).searchParams.get('done')) }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context)
  return markPaidAction(request, admin.caller, params.id)
}

export default function AdminInvoice() {
  const { invoice, done } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const pending = useIsPending({ match: { intent: 'paid' } })
  return (
    <AdminDialog
      title={`Invoice ${invoice.number}`}
      description="An invoice as its organisation sees it; mark it paid when the payment has arrived."
      closeTo="/admin/invoices"
    >
      <p role="status" className="min-h-5 text-sm font-medium text-success">
        {done ?? ''}
      </p>
      <FormError id="invoice-paid-error" errors={refused ? [refused.message] : null} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {invoice.paid_at ? (
          <p className="text-sm">Paid on {invoiceDay(invoice.paid_at)}.</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="paid" />
            <StatusButton pending={pending} pendingText="Saving...">
              Mark as paid
            </StatusButton>
          </Form>
        )}
        <Link to={`/admin/organizations/${invoice.organization_id}`} className="text-sm text-primary underline">
          Open the organisation
        </Link>
      </div>
      <InvoiceDocument invoice={invoice} level={3} />
    </AdminDialog>
  )
}
