/**
 * /admin/requests: the Requests dialog. Sales is the sales desk's inbox (docs/product.md#admin):
 * enquiries and booked callbacks as leads with a status, an owner and notes; search, filters, the
 * page (by key: `after` or `before` a lead) and the open lead (`lead`) in the URL (GET), and a note being edited (`edit`) or deleted
 * (`deleteNote`, asked first); status, owner, notes and the follow-up date changed by small POST
 * forms, and status or owner of the leads ticked in the list ('With selected', all or nothing)
 * (post/redirect/get, the URL's `done` acknowledging the change); the open lead's timeline and the
 * 'Due today' count (decision 080). /admin/requests.csv exports the same filter.
 * Support is its own route (admin.requests_.support.tsx); Analytics and Settings are placeholders.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { listLeads, pageStartingAt } from '~/.server/admin/requests'
import { readForm } from '~/.server/input'
import { leadTimeline } from '~/.server/admin/lead-timeline'
import { countLeadsDue, utcDay } from '~/.server/lead-follow-up'
import {
  addLeadNote,
  changeLeads,
  deleteLeadNote,
  editLeadNote,
  setLeadFollowUp,
  setLeadOwner,
  setLeadStatus,
} from '~/.server/leads'
import { parseListQuery } from '~/.server/list-query'
import { approveModelAccess, declineModelAccess, openAccessRequest } from '~/.server/model-access'
import { listAdmins } from '~/.server/profiles'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { LeadInbox, type LeadActionResult } from '~/components/admin/lead-inbox'
import { adminDialog, currentTab } from '~/lib/admin'
import { leadList } from '~/lib/admin-lists'
import type { LeadKind } from '~/lib/entities/lead'
import { LEAD_DONE, LEAD_KEY, leadMessages, validateLeadAction, type LeadDone } from '~/lib/lead-desk'
import { accessMessages } from '~/lib/model-access'
import { keysetWindow, listHref } from '~/lib/list-query'
import { z } from '~/lib/zod'
import type { loader as adminLoader } from './admin'

const dialog = adminDialog('requests')
const leadKeySchema = z.string().regex(LEAD_KEY)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const tab = currentTab(dialog, params)
  // Support is a route of its own (app/routes/admin.requests_.support.tsx); an old ?tab= link goes there.
  if (tab.href) throw redirect(tab.href)
  if (tab.id !== 'sales') return { tabId: tab.id, inbox: null }
  const query = parseListQuery(leadList, params)
  const [page, owners, due] = await Promise.all([
    listLeads(admin.caller, query, keysetWindow(leadList, query)),
    listAdmins(admin.caller),
    countLeadsDue(admin.caller),
  ])
  const done = params.get('done')
  // Anything else in these is no lead or note of the page, and opens nothing.
  const lead = leadKeySchema.safeParse(params.get('lead')).data ?? null
  // A link to a lead that is no longer among the newest (an e-mail to its owner) goes to the page
  // that starts at it; a page chosen by key is kept as it is.
  if (lead && !query.after && !query.before && !page.leads.some((l) => `${l.kind}:${l.id}` === lead)) {
    const [kind, id] = lead.split(':') as [LeadKind, string]
    const after = z.uuid().safeParse(id).success ? await pageStartingAt(admin.caller, query, { kind, id }) : null
    const said: Record<string, string> = done && Object.hasOwn(LEAD_DONE, done) ? { done } : {}
    if (after) throw redirect(`${listHref(leadList, { ...query, after }, { ...said, lead })}#lead-${kind}-${id}`)
  }
  // The open lead's timeline: the one in the URL, or the page's only lead (it opens by itself).
  const open = lead ?? (page.leads.length === 1 ? `${page.leads[0]!.kind}:${page.leads[0]!.id}` : null)
  const shown = page.leads.find((l) => `${l.kind}:${l.id}` === open)
  const timeline = shown ? await leadTimeline(admin.caller, shown) : []
  const access = shown?.kind === 'access' ? await openAccessRequest(admin.caller, shown.id) : null
  const noteId = (name: string) => z.uuid().safeParse(params.get(name)).data ?? null
  return {
    tabId: tab.id,
    inbox: {
      query,
      ...page,
      owners,
      due,
      timeline,
      access,
      today: utcDay(new Date()),
      me: admin.user.id,
      selected: lead,
      editing: noteId('edit'),
      deleting: noteId('deleteNote'),
      done: done && Object.hasOwn(LEAD_DONE, done) ? { what: done as LeadDone, lead } : null,
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
    // Which lead, note or form it was cannot be read: no field of the page is to blame.
    const unreadable = ['intent', 'kind', 'id', 'noteId'].some((name) => submission.error?.[name])
    return data(
      {
        lead: key,
        intent,
        reply: submission.reply(),
        formError: unreadable ? leadMessages.unreadable : undefined,
      } satisfies LeadActionResult,
      { status: 400 },
    )
  }
  const input = submission.value
  if (input.intent === 'bulk-status' || input.intent === 'bulk-owner') {
    const change = await changeLeads(
      admin.caller,
      input.lead,
      input.intent === 'bulk-status' ? { status: input.status } : { owner: input.owner },
    )
    if (!change.ok) {
      const message = change.reason === 'not-admin' ? leadMessages.notAdmin : leadMessages.selectedGone
      return data(
        {
          intent: input.intent,
          reply: submission.reply({ formErrors: [message] }),
          formError: message,
        } satisfies LeadActionResult,
        { status: change.reason === 'not-admin' ? 400 : 404 },
      )
    }
    const query = parseListQuery(leadList, new URL(request.url).searchParams)
    throw redirect(listHref(leadList, query, { done: input.intent }))
  }
  const ref = { kind: input.kind, id: input.id }
  const result = await (() => {
    switch (input.intent) {
      case 'status':
        return setLeadStatus(admin.caller, ref, input.status)
      case 'owner':
        return setLeadOwner(admin.caller, ref, input.owner ?? null)
      case 'note':
        return addLeadNote(admin.caller, ref, input.note)
      case 'note-edit':
        return editLeadNote(admin.caller, ref, input.noteId, input.note)
      case 'note-delete':
        return deleteLeadNote(admin.caller, ref, input.noteId)
      case 'follow-up':
        return setLeadFollowUp(admin.caller, ref, input.followUp)
      case 'follow-up-clear':
        return setLeadFollowUp(admin.caller, ref, null)
      // A model access request's decision; any other lead has none (decision 084).
      case 'access-approve':
        if (input.kind !== 'access') return { ok: false, reason: 'not-found' } as const
        return approveModelAccess(admin.caller, input.id, {
          startsOn: input.startsOn,
          termMonths: input.termMonths,
          priceCents: input.price,
        })
      case 'access-decline':
        if (input.kind !== 'access') return { ok: false, reason: 'not-found' } as const
        return declineModelAccess(admin.caller, input.id, input.reason)
    }
  })()
  if (!result.ok) {
    if (result.reason === 'not-admin')
      return data(
        {
          lead: key,
          intent: input.intent,
          reply: submission.reply({ fieldErrors: { owner: [leadMessages.notAdmin] } }),
        } satisfies LeadActionResult,
        { status: 400 },
      )
    const [message, status] = refusals[result.reason]
    return data(
      { lead: key, intent: input.intent, reply: submission.reply({ formErrors: [message] }), formError: message },
      { status },
    )
  }
  // Back to the view the change was made in (post/redirect/get), saying what was done to which lead.
  const query = parseListQuery(leadList, new URL(request.url).searchParams)
  throw redirect(`${listHref(leadList, query, { done: input.intent, lead: key })}#lead-${input.kind}-${input.id}`)
}

/** A refused change that is no field's fault: what it says, and its status. */
const refusals = {
  'not-found': [leadMessages.notFound, 404],
  'note-not-found': [leadMessages.noteNotFound, 404],
  'not-author': [leadMessages.notAuthor, 403],
  decided: [accessMessages.decided, 409],
} as const

export default function AdminRequests() {
  const { tabId, inbox } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  // The dashboard behind the dialog counted them already (routes/admin.tsx).
  const counts = useRouteLoaderData<typeof adminLoader>('routes/admin')!.leadCounts
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/requests" />
      {inbox ? <LeadInbox {...inbox} counts={counts} result={result} /> : <TabPlaceholder tab={tab} />}
    </AdminDialog>
  )
}
