/**
 * /admin/requests/support: the Requests dialog's Support tab, the support desk (docs/product.md#admin,
 * docs/decisions/083-support-that-answers.md). A route of its own, beside the Sales desk's: the
 * tickets by status and page in the URL, the open one (`ticket`), and its changes (reply, status,
 * priority, owner) by small POST forms, post/redirect/get with `done` saying what was done.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { parseListQuery } from '~/.server/list-query'
import { listAdmins } from '~/.server/profiles'
import { listStaffTickets, openStaffTicket } from '~/.server/support'
import { staffSupportAction } from '~/.server/support-forms'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs } from '~/components/admin/dialog-tabs'
import { SupportDesk } from '~/components/admin/support-desk'
import { adminDialog } from '~/lib/admin'
import { supportTicketList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'
import { doneMessage, STAFF_SUPPORT_DONE } from '~/lib/support'
import { z } from '~/lib/zod'

const dialog = adminDialog('requests')
const tab = dialog.tabs.find((t) => t.id === 'support')!

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const query = parseListQuery(supportTicketList, params)
  // Anything else is no ticket, and opens nothing.
  const ticketId = z.uuid().safeParse(params.get('ticket')).data ?? null
  const [list, open, owners] = await Promise.all([
    listStaffTickets(admin.caller, query.status, keysetWindow(supportTicketList, query)),
    ticketId ? openStaffTicket(admin.caller, ticketId) : null,
    listAdmins(admin.caller),
  ])
  return { query, ...list, open, owners, done: doneMessage(STAFF_SUPPORT_DONE, params.get('done')) }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  return staffSupportAction(request, admin.caller, parseListQuery(supportTicketList, new URL(request.url).searchParams))
}

export default function AdminSupport() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/requests" />
      <SupportDesk {...data} result={result} />
    </AdminDialog>
  )
}
