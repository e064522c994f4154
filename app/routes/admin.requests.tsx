/**
 * /admin/requests: the Requests dialog. Sales is the sales desk's inbox (docs/product.md#admin):
 * enquiries and booked callbacks as leads with a status, an owner and notes; search, filters and
 * the page in the URL (GET); status, owner and notes changed by small POST forms (post/redirect/get,
 * the URL's `done` acknowledging the change). /admin/requests.csv exports the same filter. Support,
 * Analytics and Settings are placeholders.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { listLeads } from '~/.server/admin/requests'
import { readForm } from '~/.server/input'
import { addLeadNote, setLeadOwner, setLeadStatus } from '~/.server/leads'
import { parseListQuery } from '~/.server/list-query'
import { listAdmins } from '~/.server/profiles'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { LeadInbox, type LeadActionResult } from '~/components/admin/lead-inbox'
import { adminDialog, currentTab } from '~/lib/admin'
import { leadList } from '~/lib/admin-lists'
import { LEAD_DONE, leadMessages, validateLeadAction, type LeadDone } from '~/lib/lead-desk'
import { listHref, pageWindow } from '~/lib/list-query'

const dialog = adminDialog('requests')

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const tab = currentTab(dialog, params)
  if (tab.id !== 'sales') return { tabId: tab.id, inbox: null }
  const query = parseListQuery(leadList, params)
  const [page, owners] = await Promise.all([
    listLeads(admin.caller, query, pageWindow(leadList, query)),
    listAdmins(admin.caller),
  ])
  const done = params.get('done')
  return {
    tabId: tab.id,
    inbox: {
      query,
      ...page,
      owners,
      done: done && Object.hasOwn(LEAD_DONE, done) ? { what: done as LeadDone, lead: params.get('lead') } : null,
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  if (!form) return data({ formError: leadMessages.unreadable } satisfies LeadActionResult, { status: 400 })
  const submission = validateLeadAction(form)
  const key = `${form.get('kind')}:${form.get('id')}`
  if (submission.status !== 'success') {
    const intent = String(form.get('intent') ?? '')
    return data({ lead: key, intent, reply: submission.reply() } satisfies LeadActionResult, { status: 400 })
  }
  const input = submission.value
  const ref = { kind: input.kind, id: input.id }
  const result =
    input.intent === 'status'
      ? await setLeadStatus(admin.caller, ref, input.status)
      : input.intent === 'owner'
        ? await setLeadOwner(admin.caller, ref, input.owner ?? null)
        : await addLeadNote(admin.caller, ref, input.note)
  if (!result.ok) {
    const notFound = result.reason === 'not-found'
    return data(
      {
        lead: key,
        intent: input.intent,
        reply: submission.reply(
          notFound ? { formErrors: [leadMessages.notFound] } : { fieldErrors: { owner: [leadMessages.notAdmin] } },
        ),
        formError: notFound ? leadMessages.notFound : undefined,
      } satisfies LeadActionResult,
      { status: notFound ? 404 : 400 },
    )
  }
  // Back to the view the change was made in (post/redirect/get), saying what was done to which lead.
  const query = parseListQuery(leadList, new URL(request.url).searchParams)
  throw redirect(`${listHref(leadList, query, { done: input.intent, lead: key })}#lead-${input.kind}-${input.id}`)
}

export default function AdminRequests() {
  const { tabId, inbox } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/requests" />
      {inbox ? <LeadInbox {...inbox} result={result} /> : <TabPlaceholder tab={tab} />}
    </AdminDialog>
  )
}
