/**
 * /admin/invoices/new: 'Issue invoice' (docs/product.md#admin, docs/decisions/085-invoices-that-add-up.md):
 * the organisation to bill (`?q=` finds it, `?organization=` holds it) and the invoice's form; a
 * post issues it and goes to its page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { searchText } from '~/.server/input'
import { issueInvoiceAction } from '~/.server/invoice-forms'
import { organisationToBill } from '~/.server/invoices'
import { listOrganizations } from '~/.server/organizations'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { IssueInvoiceForm, OrganisationChooser } from '~/components/admin/invoice-issue'
import { FormError } from '~/components/ui/field'
import { invoiceMessages, utcDay } from '~/lib/invoices'
import { z } from '~/lib/zod'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const organizationId = z.uuid().safeParse(params.get('organization')).data ?? null
  const q = searchText(params.get('q') ?? '').slice(0, 200)
  const [chosen, matches] = await Promise.all([
    organizationId ? organisationToBill(admin.caller, organizationId) : null,
    !organizationId && q ? listOrganizations(admin.caller, q, { limit: 10, after: null, before: null }) : null,
  ])
  return {
    q,
    chosen,
    matches: matches?.organizations.map((o) => ({ id: o.id, name: o.name, website: o.website })) ?? null,
    defaultDue: utcDay(new Date(Date.now() + 30 * 86_400_000)),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context)
  return issueInvoiceAction(request, admin.caller)
}

export default function AdminIssueInvoice() {
  const { q, chosen, matches, defaultDue } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <AdminDialog
      title="Issue invoice"
      description="Bill an organisation: its lines, a tax rate and a due date. The number is given when it is issued."
      closeTo="/admin/invoices"
    >
      {/* A post that named no organisation this page knows: its refusal, above the search. */}
      {!chosen && answer ? (
        <FormError
          id="invoice-form-error"
          errors={[answer.errors.form ?? answer.errors.fields.organization ?? invoiceMessages.organization]}
        />
      ) : null}
      <OrganisationChooser q={q} matches={matches} chosen={chosen} />
      {chosen ? (
        <IssueInvoiceForm
          organizationId={chosen.id}
          defaultDue={defaultDue}
          modelLines={chosen.modelLines}
          answer={answer}
        />
      ) : null}
    </AdminDialog>
  )
}
