/**
 * Support tickets (docs/product.md#dashboard and #admin, docs/decisions/083-support-that-answers.md):
 * the schemas of the member's forms (open a ticket, reply) and of the desk's (reply, status,
 * priority, owner), each told apart by its `intent`, and every sentence they say. Shared by the
 * dashboard, the desk's route, their components and the tests. The limits are the entity's
 * (./entities/support-ticket.ts); the desk's URL is declared with the other admin lists'.
 */
import { groupDigits } from './group-digits'
import { singleLine } from './single-line'
import { TICKET_PRIORITY_VALUES, TICKET_STATUS_VALUES, ticketLimits } from './entities/support-ticket'
import { z } from './zod'

export const supportMessages = {
  unreadable: 'That change could not be read. Please try again.',
  titleRequired: 'Please give the ticket a title.',
  titleTooLong: `A title can be at most ${groupDigits(ticketLimits.title)} characters.`,
  descriptionRequired: 'Please describe what you need.',
  replyRequired: 'Write a reply before sending it.',
  messageTooLong: `A message can be at most ${groupDigits(ticketLimits.message)} characters.`,
  unknownPriority: 'Choose a priority: High, Medium or Low.',
  unknownStatus: 'Choose a status: Open, In progress or Resolved.',
  unknownModel: 'Choose a model from the list, or none.',
  notFound: 'That ticket no longer exists.',
  notAdmin: 'A ticket can only be given to an admin.',
  tooMany: 'You have opened many tickets in the last hour. Please add to one of them, or try again later.',
} as const

const unreadable = { error: supportMessages.unreadable }
const ticket = z.uuid(unreadable)
const text = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(ticketLimits.message, supportMessages.messageTooLong)
const priority = z.enum(TICKET_PRIORITY_VALUES, { error: supportMessages.unknownPriority })

/** A member's forms, on the dashboard's Support section. */
export const memberSupportSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('open'),
      // One line: a line break sent anyway is a space (it would be a line of the staff's e-mail).
      title: z
        .string({ error: supportMessages.titleRequired })
        .transform((value) => singleLine(value).trim())
        .pipe(z.string().min(1, supportMessages.titleRequired).max(ticketLimits.title, supportMessages.titleTooLong)),
      description: text(supportMessages.descriptionRequired),
      priority,
      // 'No particular model' is the empty choice.
      model: z.union([z.literal('').transform(() => null), z.uuid({ error: supportMessages.unknownModel })]).optional(),
    }),
    z.object({ intent: z.literal('reply'), ticket, message: text(supportMessages.replyRequired) }),
  ],
  unreadable,
)

/** Staff's forms, on the desk's open ticket. */
export const staffSupportSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('reply'), ticket, message: text(supportMessages.replyRequired) }),
    z.object({
      intent: z.literal('status'),
      ticket,
      status: z.enum(TICKET_STATUS_VALUES, { error: supportMessages.unknownStatus }),
    }),
    z.object({ intent: z.literal('priority'), ticket, priority }),
    // 'Nobody' is the empty choice.
    z.object({
      intent: z.literal('owner'),
      ticket,
      owner: z.union([z.literal('').transform(() => null), z.uuid({ error: supportMessages.notAdmin })]).optional(),
    }),
  ],
  unreadable,
)

const FIELDS = ['intent', 'ticket', 'title', 'description', 'priority', 'model', 'message', 'status', 'owner'] as const

/** What a refused form says: beside each field, or (what no field of the page caused) above it. */
export interface SupportFormErrors {
  fields: Partial<Record<(typeof FIELDS)[number], string>>
  form: string | null
}

/**
 * A post read with `schema`: each field's first value (a duplicate is ignored; a file is no text).
 * A missing or malformed intent or ticket is the form's error, not a field's.
 */
export function readSupportForm<S extends typeof memberSupportSchema | typeof staffSupportSchema>(
  schema: S,
  form: FormData,
): { ok: true; value: z.output<S> } | { ok: false; errors: SupportFormErrors } {
  const values: Record<string, string> = {}
  for (const name of FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
    else if (value !== null) return { ok: false, errors: { fields: {}, form: supportMessages.unreadable } }
  }
  const parsed = schema.safeParse(values)
  if (parsed.success) return { ok: true, value: parsed.data as z.output<S> }
  const errors: SupportFormErrors = { fields: {}, form: null }
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (field === 'intent' || field === 'ticket' || field === undefined) errors.form ??= supportMessages.unreadable
    else errors.fields[field as keyof SupportFormErrors['fields']] ??= issue.message
  }
  return { ok: false, errors }
}

/** What a refused support form answers: which form, and what it says. */
export interface SupportActionData {
  kind: 'support'
  intent: string
  /** The ticket the form was about, when it named one. */
  ticket: string | null
  errors: SupportFormErrors
  /** What was typed, for the page to put back (without JavaScript it is a new page), at most the limit. */
  values: Partial<Record<'title' | 'description' | 'message' | 'priority' | 'model', string>>
}

/**
 * What a refusal says when no form on the page is the one it answers (no intent, or a ticket that
 * is not open there): its form's sentence, else its first field's. Without it such a refusal came
 * back as a 400 that said nothing. Null when a form shows it, or there is none.
 */
export function strayRefusal(result: SupportActionData | undefined, shownByAForm: boolean): string | null {
  if (!result || shownByAForm) return null
  return result.errors.form ?? Object.values(result.errors.fields).find(Boolean) ?? null
}

/** What the member's section says after a change (post/redirect/get: `done` in the URL). */
export const MEMBER_SUPPORT_DONE = {
  open: 'Ticket opened. Our support team answers here, and by e-mail.',
  reply: 'Reply sent.',
} as const

/** What the desk says after a change. */
export const STAFF_SUPPORT_DONE = {
  reply: 'Reply sent.',
  status: 'Status saved.',
  priority: 'Priority saved.',
  owner: 'Owner saved.',
} as const

/** The words of a done key from a URL, or null for anything else. */
export function doneMessage<T extends Record<string, string>>(words: T, done: string | null): string | null {
  return done && Object.hasOwn(words, done) ? words[done as keyof T]! : null
}

/** Who wrote a message, as a member sees it: staff replies are the support team's. */
export const SUPPORT_TEAM = 'Support team'

/** A ticket opened in the member's Support section (the link of their e-mail). */
export const memberTicketHref = (ticketId: string) => `/dashboard?section=support&ticket=${ticketId}`

/** A ticket opened on the desk (the link of staff's e-mail). */
export const staffTicketHref = (ticketId: string) => `/admin/requests/support?ticket=${ticketId}`
