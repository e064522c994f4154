/**
 * /admin/organizations: the Organizations dialog. Organizations lists the organisations, searched
 * by name or website and paged by key in the URL (the admin lists' idiom, decision 047 and 067); Join
 * Requests lists signed-in users who belong to no organisation, are not admins, and whose request
 * was not rejected. Approve makes an organisation with them as its Admin (so they reach its dashboard);
 * Reject takes the request off the list (the account stays, on the thank-you screen). Each asks
 * first (`?confirm=approve|reject&user=`), and says what it did (`?done=`); both are recorded in
 * the audit log. Analytics and Settings are placeholders.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { listOrganizations } from '~/.server/organizations'
import { approveOrganisation, findPerson, listPeople, rejectJoinRequest } from '~/.server/profiles'
import { readForm } from '~/.server/input'
import { parseListQuery } from '~/.server/list-query'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { Acknowledgement, ConfirmPanel } from '~/components/admin/confirm-panel'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { JoinRequestsTable, OrganizationsTable } from '~/components/admin/people-tables'
import { FormError } from '~/components/ui/field'
import { adminDialog, currentTab, joinRequestWords } from '~/lib/admin'
import { joinRequestList, organizationList } from '~/lib/admin-lists'
import { keysetWindow, listHref } from '~/lib/list-query'

const dialog = adminDialog('organizations')
const choice = z.enum(['approve', 'reject'])

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const tab = currentTab(dialog, params)
  const query = parseListQuery(organizationList, params)
  const organizations =
    tab.id === 'organizations'
      ? { query, ...(await listOrganizations(admin.caller, query.q, keysetWindow(organizationList, query))) }
      : null
  const people = tab.id === 'join-requests' ? await listPeople(admin.caller) : []
  const userId = z.uuid().safeParse(params.get('user'))
  const person = tab.id === 'join-requests' && userId.success ? await findPerson(admin.caller, userId.data) : null
  const confirm = choice.safeParse(params.get('confirm'))
  const done = choice.safeParse(params.get('done'))
  return {
    tabId: tab.id,
    organizations,
    people: people.filter((p) => !p.is_member && !p.is_admin && !p.join_rejected_at),
    confirm: confirm.success && person ? { what: confirm.data, id: person.id, email: person.email } : null,
    done: done.success && person ? joinRequestWords[done.data].done(person.email) : null,
  }
}

const decisionSchema = z.object({ intent: choice, userId: z.uuid() })

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  const parsed = decisionSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return data({ error: 'That request could not be read. Please try again.' }, { status: 400 })
  const { intent, userId } = parsed.data
  const changed =
    intent === 'approve'
      ? await approveOrganisation(admin.caller, userId)
      : await rejectJoinRequest(admin.caller, userId)
  if (!changed) return data({ error: joinRequestWords[intent].refused }, { status: 409 })
  throw redirect(listHref(joinRequestList, {}, { done: intent, user: userId }))
}

export default function AdminOrganizations() {
  const { tabId, organizations, people, confirm, done } = useLoaderData<typeof loader>()
  // A refused decision (taken by someone else meanwhile, a hand-made request) says why.
  const refused = useActionData<typeof action>()
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <FormError id="organizations-error" errors={refused ? [refused.error] : undefined} />
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/organizations" />
      {organizations ? (
        <OrganizationsTable {...organizations} />
      ) : tab.id === 'join-requests' ? (
        <>
          <Acknowledgement message={done} />
          {confirm ? (
            <ConfirmPanel
              question={joinRequestWords[confirm.what].question(confirm.email)}
              fields={{ intent: confirm.what, userId: confirm.id }}
              confirmLabel={joinRequestWords[confirm.what].confirm}
              pendingText={joinRequestWords[confirm.what].pending}
              cancelTo={listHref(joinRequestList, {})}
              danger={confirm.what === 'reject'}
            >
              {joinRequestWords[confirm.what].consequence}
            </ConfirmPanel>
          ) : null}
          <JoinRequestsTable people={people} />
        </>
      ) : (
        <TabPlaceholder tab={tab} />
      )}
    </AdminDialog>
  )
}
