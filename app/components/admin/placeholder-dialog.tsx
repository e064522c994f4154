/** A dialog whose every tab is still to be built (Users, Invoices, Blog): its tabs and their placeholder. */
import { useLocation } from '@remix-run/react'
import { adminDialog, currentTab, type AdminDialogId } from '~/lib/admin'
import { AdminDialog } from './admin-dialog'
import { DialogTabs, TabPlaceholder } from './dialog-tabs'

export function PlaceholderDialog({ id }: { id: AdminDialogId }) {
  const dialog = adminDialog(id)
  const tab = currentTab(dialog, useLocation().search)
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath={`/admin/${id}`} />
      <TabPlaceholder tab={tab} />
    </AdminDialog>
  )
}
