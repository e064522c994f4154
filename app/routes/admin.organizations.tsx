/**
 * /admin/organizations: the Organizations dialog. Organizations lists organisation profiles; Join
 * Requests lists signed-in users who are not organisations, and Approve makes one an organisation
 * (so they reach the organisation dashboard). Analytics and Settings are placeholders.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { approveOrganisation, listPeople } from '~/.server/profiles'
import { readForm } from '~/.server/input'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { JoinRequestsTable, OrganizationsTable } from '~/components/admin/people-tables'
import { FormError } from '~/components/ui/field'
import { adminDialog, currentTab } from '~/lib/admin'

const dialog = adminDialog('organizations')

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const tab = currentTab(dialog, new URL(request.url).searchParams)
  const wantsPeople = tab.id === 'organizations' || tab.id === 'join-requests'
  const people = wantsPeople ? await listPeople(admin.caller) : []
  return {
    tabId: tab.id,
    people: people.filter((p) => (tab.id === 'organizations' ? p.is_org : !p.is_org && !p.is_admin)),
  }
}

const approveSchema = z.object({ intent: z.literal('approve'), userId: z.uuid() })

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  const parsed = approveSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return data({ error: 'That request could not be read. Please try again.' }, { status: 400 })
  const approved = await approveOrganisation(admin.caller, parsed.data.userId)
  if (!approved) return data({ error: 'That user is already an organization or no longer exists.' }, { status: 409 })
  throw redirect('/admin/organizations?tab=join-requests')
}

export default function AdminOrganizations() {
  const { tabId, people } = useLoaderData<typeof loader>()
  // A refused approval (approved by someone else meanwhile, a hand-made request) says why.
  const refused = useActionData<typeof action>()
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <FormError id="organizations-error" errors={refused ? [refused.error] : undefined} />
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/organizations" />
      {tab.id === 'organizations' ? (
        <OrganizationsTable people={people} />
      ) : tab.id === 'join-requests' ? (
        <JoinRequestsTable people={people} />
      ) : (
        <TabPlaceholder tab={tab} />
      )}
    </AdminDialog>
  )
}
