/**
 * /admin/organizations: the Organizations dialog. Organizations lists the organisations, searched
 * by name or website and paged by key in the URL (the admin lists' idiom, decision 047 and 067); Join
 * Requests lists signed-in users who belong to no organisation, are not admins, and whose request
 * was not rejected, 20 a page by key (decision 079). Approve makes an organisation with them as its Admin (so they reach its dashboard);
 * Reject takes the request off the list (the account stays, on the thank-you screen). Each asks
 * first (`?confirm=approve|reject&user=`), and says what it did (`?done=`); both are recorded in
 * the audit log. Analytics and Settings are placeholders. Join Requests first lists the requests to
 * join an organisation that claimed the person's e-mail domain (decision 069), each approved or
 * rejected the same way (`?confirm=approve|reject&request=`): the person joins as a Member, or
 * not, and is e-mailed; the people listed below it are those with no such request waiting.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { decideJoinRequest, findJoinRequest, listWaitingJoinRequests } from '~/.server/organization-domains'
import { listOrganizations } from '~/.server/organizations'
import { approveOrganisation, findPerson, listJoinRequestPeople, rejectJoinRequest } from '~/.server/profiles'
import { readForm } from '~/.server/input'
import { parseListQuery } from '~/.server/list-query'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { Acknowledgement, ConfirmPanel } from '~/components/admin/confirm-panel'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { DomainJoinRequestsTable, JoinRequestsTable, OrganizationsTable } from '~/components/admin/people-tables'
import { FormError } from '~/components/ui/field'
import { adminDialog, currentTab, domainJoinRequestWords, joinRequestWords } from '~/lib/admin'
import { unnamedOrganization } from '~/lib/join-by-domain'
import {
  domainJoinRequestList,
  joinRequestList,
  joinRequestsHref,
  organizationList,
  type JoinRequestPages,
} from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'

const dialog = adminDialog('organizations')
const choice = z.enum(['approve', 'reject'])

/** Where Join Requests' two lists stand in this URL (each read as its list reads it: a bad key is none). */
function joinRequestPages(params: URLSearchParams): JoinRequestPages {
  const { after, before } = parseListQuery(joinRequestList, params)
  const requests = parseListQuery(domainJoinRequestList, params)
  return { people: { after, before }, requests: { after: requests.after, before: requests.before } }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const tab = currentTab(dialog, params)
  const query = parseListQuery(organizationList, params)
  const organizations =
    tab.id === 'organizations'
      ? { query, ...(await listOrganizations(admin.caller, query.q, keysetWindow(organizationList, query))) }
      : null
  const joinTab = tab.id === 'join-requests'
  // Two lists, each a page by key under its own URL names (decision 079).
  const peopleQuery = parseListQuery(joinRequestList, params)
  const requestQuery = parseListQuery(domainJoinRequestList, params)
  const people = joinTab
    ? { query: peopleQuery, ...(await listJoinRequestPeople(admin.caller, keysetWindow(joinRequestList, peopleQuery))) }
    : null
  const requests = joinTab
    ? {
        query: requestQuery,
        ...(await listWaitingJoinRequests(admin.caller, keysetWindow(domainJoinRequestList, requestQuery))),
      }
    : null
  const userId = z.uuid().safeParse(params.get('user'))
  const person = joinTab && userId.success ? await findPerson(admin.caller, userId.data) : null
  const requestId = z.uuid().safeParse(params.get('request'))
  const found = joinTab && requestId.success ? await findJoinRequest(admin.caller, requestId.data) : null
  const joinRequest = found ? { ...found, organization: unnamedOrganization(found.organization_name) } : null
  const confirm = choice.safeParse(params.get('confirm'))
  const done = choice.safeParse(params.get('done'))
  return {
    tabId: tab.id,
    organizations,
    pages: joinRequestPages(params),
    // Someone asking to join an organisation is listed with that request, not as an account alone
    // (listJoinRequestPeople leaves them out).
    requests,
    people,
    confirm: confirm.success && person ? { what: confirm.data, id: person.id, email: person.email } : null,
    confirmRequest:
      confirm.success && joinRequest?.status === 'pending'
        ? {
            what: confirm.data,
            id: joinRequest.id,
            email: joinRequest.email,
            consequence: domainJoinRequestWords[confirm.data].consequence(joinRequest.organization),
          }
        : null,
    done:
      done.success && person
        ? joinRequestWords[done.data].done(person.email)
        : done.success && joinRequest
          ? domainJoinRequestWords[done.data].done(joinRequest.email, joinRequest.organization)
          : null,
  }
}

const decisionSchema = z.union([
  z.object({ intent: choice, userId: z.uuid() }),
  z.object({ intent: choice, requestId: z.uuid() }),
])

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  // The confirmation's form posts to the page it is on (with JavaScript or without), so its URL
  // says where the lists stood: the redirect comes back there.
  const pages = joinRequestPages(new URL(request.url).searchParams)
  const form = await readForm(request)
  const parsed = decisionSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return data({ error: 'That request could not be read. Please try again.' }, { status: 400 })
  if ('requestId' in parsed.data) {
    const { intent, requestId } = parsed.data
    const status = await decideJoinRequest(admin.caller, requestId, intent === 'approve')
    if (status !== 'approved' && status !== 'rejected')
      return data({ error: domainJoinRequestWords.refused[status] }, { status: status === 'not-allowed' ? 403 : 409 })
    throw redirect(joinRequestsHref(pages, { done: intent, request: requestId }))
  }
  const { intent, userId } = parsed.data
  const changed =
    intent === 'approve'
      ? await approveOrganisation(admin.caller, userId)
      : await rejectJoinRequest(admin.caller, userId)
  if (!changed) return data({ error: joinRequestWords[intent].refused }, { status: 409 })
  throw redirect(joinRequestsHref(pages, { done: intent, user: userId }))
}

export default function AdminOrganizations() {
  const { tabId, organizations, pages, requests, people, confirm, confirmRequest, done } =
    useLoaderData<typeof loader>()
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
              cancelTo={joinRequestsHref(pages)}
              danger={confirm.what === 'reject'}
            >
              {joinRequestWords[confirm.what].consequence}
            </ConfirmPanel>
          ) : null}
          {confirmRequest ? (
            <ConfirmPanel
              question={domainJoinRequestWords[confirmRequest.what].question(confirmRequest.email)}
              fields={{ intent: confirmRequest.what, requestId: confirmRequest.id }}
              confirmLabel={domainJoinRequestWords[confirmRequest.what].confirm}
              pendingText={domainJoinRequestWords[confirmRequest.what].pending}
              cancelTo={joinRequestsHref(pages)}
              danger={confirmRequest.what === 'reject'}
            >
              {confirmRequest.consequence}
            </ConfirmPanel>
          ) : null}
          {requests ? <DomainJoinRequestsTable {...requests} pages={pages} /> : null}
          {/* Its 'No join requests waiting.' only when no request of either kind waits. */}
          {people && (people.people.length > 0 || !requests?.requests.length) ? (
            <JoinRequestsTable {...people} pages={pages} />
          ) : null}
        </>
      ) : (
        <TabPlaceholder tab={tab} />
      )}
    </AdminDialog>
  )
}
