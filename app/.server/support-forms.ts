/**
 * The posts of support tickets (docs/decisions/083-support-that-answers.md): a member's (open a
 * ticket, reply) on the dashboard's Support section, and staff's (reply, status, priority, owner)
 * on the desk. Each form is read with its schema (~/lib/support): a field's refusal is a 400 with
 * its sentence and nothing saved; a ticket that is not there (or not theirs) a 404; a done change
 * goes back to the page with `done` in the URL (post/redirect/get), the ticket open.
 */
import { data, redirect } from '@remix-run/node'
import { ticketLimits } from '~/lib/entities/support-ticket'
import { listHref } from '~/lib/list-query'
import { supportTicketList, type SupportTicketQuery } from '~/lib/admin-lists'
import {
  doneMessage,
  MEMBER_SUPPORT_DONE,
  memberSupportSchema,
  memberTicketHref,
  readSupportForm,
  staffSupportSchema,
  supportMessages,
  type SupportActionData,
  type SupportFormErrors,
} from '~/lib/support'
import type { AuthUser } from './auth/provider'
import type { Caller } from './db'
import { readForm } from './input'
import { hitRateLimits, rateLimit } from './rate-limit'
import { memberOrganization } from './organizations'
import { z } from '~/lib/zod'
import {
  listModelChoices,
  listOrganisationTickets,
  openOrganisationTicket,
  openTicket,
  replyAsMember,
  replyAsStaff,
  setTicketOwner,
  setTicketPriority,
  setTicketStatus,
  type StaffTicketChange,
} from './support'

function refused(form: FormData | null, errors: SupportFormErrors, status: number) {
  const value = (name: string) => {
    const entry = form?.get(name)
    return typeof entry === 'string' ? entry : null
  }
  const values: SupportActionData['values'] = {}
  for (const name of ['title', 'description', 'message', 'priority', 'model'] as const) {
    const typed = value(name)
    if (typed) values[name] = typed.slice(0, ticketLimits.message)
  }
  return data<SupportActionData>(
    { kind: 'support', intent: value('intent') ?? '', ticket: value('ticket'), errors, values },
    { status },
  )
}
const problem = (form: FormData | null, message: string, status: number) =>
  refused(form, { fields: {}, form: message }, status)

/** A member's post to /dashboard?section=support. */
export async function memberSupportAction(request: Request, user: Pick<AuthUser, 'id' | 'email'>) {
  const form = await readForm(request)
  if (!form) return problem(null, supportMessages.unreadable, 400)
  const read = readSupportForm(memberSupportSchema, form)
  if (!read.ok) return refused(form, read.errors, 400)
  const organization = await memberOrganization(user)
  // Not (or no longer) a member: the dashboard says what they may do now.
  if (!organization) throw redirect('/dashboard')
  const input = read.value
  if (input.intent === 'open') {
    if (!(await hitRateLimits([rateLimit('supportTicketsPerAccount', user.id)])))
      return problem(form, supportMessages.tooMany, 429)
    const opened = await openTicket(user, organization.id, input)
    if (!opened.ok) return refused(form, { fields: { model: supportMessages.unknownModel }, form: null }, 400)
    throw redirect(`${memberTicketHref(opened.id)}&done=open#ticket`)
  }
  if (!(await replyAsMember(user, organization.id, input.ticket, input.message)))
    return problem(form, supportMessages.notFound, 404)
  throw redirect(`${memberTicketHref(input.ticket)}&done=reply#ticket`)
}

/** Staff's post to the desk; `query` is the view it was made in, which the redirect keeps. */
export async function staffSupportAction(request: Request, caller: Caller, query: SupportTicketQuery) {
  const form = await readForm(request)
  if (!form) return problem(null, supportMessages.unreadable, 400)
  const read = readSupportForm(staffSupportSchema, form)
  if (!read.ok) return refused(form, read.errors, 400)
  const input = read.value
  const result: StaffTicketChange = await (() => {
    switch (input.intent) {
      case 'reply':
        return replyAsStaff(caller, input.ticket, input.message)
      case 'status':
        return setTicketStatus(caller, input.ticket, input.status)
      case 'priority':
        return setTicketPriority(caller, input.ticket, input.priority)
      case 'owner':
        return setTicketOwner(caller, input.ticket, input.owner ?? null)
    }
  })()
  if (!result.ok) {
    if (result.reason === 'not-admin')
      return refused(form, { fields: { owner: supportMessages.notAdmin }, form: null }, 400)
    return problem(form, supportMessages.notFound, 404)
  }
  throw redirect(`${listHref(supportTicketList, query, { ticket: input.ticket, done: input.intent })}#ticket`)
}

/** The member's Support section: the organisation's tickets, the one opened (`ticket`), the model choices, what was done. */
export async function loadSupportSection(
  user: Pick<AuthUser, 'id' | 'email'>,
  organizationId: string,
  params: URLSearchParams,
) {
  const ticketId = z.uuid().safeParse(params.get('ticket')).data ?? null
  const [tickets, open, models] = await Promise.all([
    listOrganisationTickets(user, organizationId),
    ticketId ? openOrganisationTicket(user, organizationId, ticketId) : null,
    listModelChoices(user),
  ])
  return { tickets, open, models, done: open ? doneMessage(MEMBER_SUPPORT_DONE, params.get('done')) : null }
}
