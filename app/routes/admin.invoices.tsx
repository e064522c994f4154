/**
 * /admin/invoices: the Invoices dialog (docs/product.md#admin, docs/decisions/085-invoices-that-add-up.md).
 * All Invoices and Pending list the invoices a page by key (`?after=` / `?before=`), Reports draws
 * the revenue by month; Settings is still a placeholder. 'Issue invoice' is its own page
 * (/admin/invoices/new), as each invoice is (/admin/invoices/{id}).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { listStaffInvoices, revenueByMonth } from '~/.server/invoices'
import { parseListQuery } from '~/.server/list-query'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { InvoiceList, RevenueReport } from '~/components/admin/invoice-lists'
import { adminDialog, currentTab } from '~/lib/admin'
import { invoiceList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'

const dialog = adminDialog('invoices')

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const tab = currentTab(dialog, params)
  if (tab.id === 'all-invoices' || tab.id === 'pending') {
    const list = invoiceList(tab.id)
    const query = parseListQuery(list, params)
    return {
      view: 'list',
      tab: tab.id,
      query,
      ...(await listStaffInvoices(admin.caller, tab.id, keysetWindow(list, query))),
    } as const
  }
  if (tab.id === 'reports') return { view: 'reports', tab: tab.id, months: await revenueByMonth(admin.caller) } as const
  return { view: 'placeholder', tab: tab.id } as const
}

export default function AdminInvoices() {
  const data = useLoaderData<typeof loader>()
  const tab = dialog.tabs.find((t) => t.id === data.tab) ?? dialog.tabs[0]!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/invoices" />
      {data.view === 'list' ? (
        <InvoiceList tab={data.tab} query={data.query} invoices={data.invoices} page={data.page} />
      ) : data.view === 'reports' ? (
        <RevenueReport months={data.months} />
      ) : (
        <TabPlaceholder tab={tab} />
      )}
    </AdminDialog>
  )
}
