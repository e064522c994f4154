/** /admin/requests: the Requests dialog. Sales lists enquiries and booked callbacks; the rest are placeholders. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { listSalesRequests } from '~/.server/admin/requests'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { SalesRequests } from '~/components/admin/sales-requests'
import { adminDialog, currentTab } from '~/lib/admin'

const dialog = adminDialog('requests')

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const tab = currentTab(dialog, new URL(request.url).searchParams)
  return { tabId: tab.id, requests: tab.id === 'sales' ? await listSalesRequests(admin.caller) : [] }
}

export default function AdminRequests() {
  const { tabId, requests } = useLoaderData<typeof loader>()
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/requests" />
      {tab.id === 'sales' ? <SalesRequests requests={requests} /> : <TabPlaceholder tab={tab} />}
    </AdminDialog>
  )
}
