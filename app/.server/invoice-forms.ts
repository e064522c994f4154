/**
 * The pages' side of invoices (docs/decisions/085-invoices-that-add-up.md): the member's read of one
 * invoice (its printable page and its PDF), and staff's posts, 'Issue invoice' and 'Mark as paid'.
 * A refused form is a 400 with each sentence beside its field and nothing saved; what is not there
 * (or not the member's) a 404; a done change goes to the invoice's page with `done` in the URL
 * (post/redirect/get).
 */
import { data, redirect } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { staffInvoiceHref } from '~/lib/entities/invoice'
import { invoiceMessages, readInvoiceForm, type InvoiceFormData } from '~/lib/invoices'
import { z } from '~/lib/zod'
import { requireUser } from './auth'
import type { Caller } from './db'
import { readForm } from './input'
import { issueInvoice, markInvoicePaid, openOrganisationInvoice } from './invoices'
import { memberOrganization } from './organizations'
import { requireTwoFactorIfAsked } from './two-factor/forms'

const notFound = () => data({ message: invoiceMessages.notFound }, { status: 404 })
/** Thrown by a loader: a Response, which the PDF's resource route answers as it is (plain text). */
const notFoundResponse = () =>
  new Response(invoiceMessages.notFound, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * One of the signed-in member's organisation's invoices (no session: sign in first; an
 * organisation that requires two-factor: set it up first, as the dashboard does); a 404 for an id
 * that is not one of theirs.
 */
export async function loadMemberInvoice(request: Request, context: AppLoadContext | undefined, id: string | undefined) {
  const user = await requireUser(request, context)
  const invoiceId = z.uuid().safeParse(id)
  const organization = await memberOrganization(user)
  if (!organization || !invoiceId.success) throw notFoundResponse()
  await requireTwoFactorIfAsked(request, user, organization.requireTwoFactor)
  const invoice = await openOrganisationInvoice(user, organization.id, invoiceId.data)
  if (!invoice) throw notFoundResponse()
  return invoice
}

/** The rows the form shows: three spare at first, three more for each 'Add lines'. */
const SPARE_ROWS = 3

/** Staff's 'Issue invoice' (or 'Add lines', which saves nothing and gives the form three more rows). */
export async function issueInvoiceAction(request: Request, caller: Caller) {
  const form = await readForm(request)
  const refused = (answer: InvoiceFormData, status: number) => data(answer, { status })
  if (!form) {
    return refused(
      {
        kind: 'invoice',
        errors: { form: invoiceMessages.unreadable, fields: {}, rows: {} },
        values: { due_date: '', tax_rate: '', lines: [] },
      },
      400,
    )
  }
  const intent = form.get('intent')
  if (intent !== 'issue' && intent !== 'more-lines') {
    const { typed } = readInvoiceForm(form, new Date())
    return refused(
      { kind: 'invoice', errors: { form: invoiceMessages.unreadable, fields: {}, rows: {} }, values: typed },
      400,
    )
  }
  const { typed, result } = readInvoiceForm(form, new Date())
  // 'Add lines': what was typed comes back with spare rows; nothing is judged yet.
  if (intent === 'more-lines') {
    return data<InvoiceFormData & { spare: number }>({
      kind: 'invoice',
      errors: { form: null, fields: {}, rows: {} },
      values: typed,
      spare: SPARE_ROWS,
    })
  }
  if (!result.ok) return refused({ kind: 'invoice', errors: result.errors, values: typed }, 400)
  const issued = await issueInvoice(caller, result.value)
  if (!issued.ok) {
    return refused(
      { kind: 'invoice', errors: { form: invoiceMessages.organizationGone, fields: {}, rows: {} }, values: typed },
      404,
    )
  }
  throw redirect(`${staffInvoiceHref(issued.id)}?done=issued`)
}

/** Staff's 'Mark as paid' on the invoice's page. */
export async function markPaidAction(request: Request, caller: Caller, id: string | undefined) {
  const form = await readForm(request)
  const invoiceId = z.uuid().safeParse(id)
  if (!form || form.get('intent') !== 'paid') return data({ message: invoiceMessages.unreadable }, { status: 400 })
  if (!invoiceId.success) return notFound()
  const paid = await markInvoicePaid(caller, invoiceId.data)
  if (!paid.ok) return notFound()
  throw redirect(`${staffInvoiceHref(invoiceId.data)}?done=${paid.already ? 'already-paid' : 'paid'}`)
}
