/**
 * The sales desk's inbox (Requests → Sales, docs/product.md#admin): the one schema of its three
 * forms (status, owner, note), and the words it says. Shared by the route, the components and the
 * tests. Its search, filters and pages in the URL are declared with the other admin lists', in
 * ./admin-lists.ts.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { groupDigits } from './group-digits'
import { LEAD_KIND_VALUES, LEAD_STATUS_VALUES, leadLimits } from './entities/lead'
import { accessApproveFields, accessDeclineFields } from './model-access'
import { z } from './zod'

export const leadMessages = {
  unreadable: 'That change could not be read. Please try again.',
  unknownStatus: 'Choose one of the statuses: New, Contacted, Qualified, Won or Lost.',
  notFound: 'That lead no longer exists.',
  notAdmin: 'A lead can only be given to an admin.',
  noteRequired: 'Write a note before adding it.',
  noteTooLong: `A note can be at most ${groupDigits(leadLimits.note)} characters.`,
  noteNotFound: 'That note no longer exists.',
  notAuthor: "Only a note's author can edit or delete it.",
  followUpInvalid: 'Enter the follow-up date as a date, for example 2026-12-01.',
  noneSelected: 'Select at least one lead.',
  chooseStatus: 'Choose the status to give the selected leads.',
  chooseOwner: 'Choose the owner to give the selected leads, or Nobody.',
  tooManySelected: `Select at most ${leadLimits.bulk} leads.`,
  selectedGone: 'One of the selected leads no longer exists. Nothing was changed.',
} as const

// A form of the page always sends these right: anything else was not made by it.
const unreadable = { error: leadMessages.unreadable }
const lead = { kind: z.enum(LEAD_KIND_VALUES, unreadable), id: z.uuid(unreadable) }
/** A calendar date as a date input sends it (YYYY-MM-DD), one that exists, in the column's range. */
const followUpDate = z
  .string({ error: leadMessages.followUpInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, leadMessages.followUpInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      value >= '2000-01-01' &&
      value <= '2099-12-31'
    )
  }, leadMessages.followUpInvalid)
/** A lead's key as forms and URLs name it: `enquiry:<id>`, `callback:<id>` or `access:<id>`. */
export const LEAD_KEY = /^(enquiry|callback|access):[0-9a-f-]{36}$/
/** The leads a bulk change names (`lead`, repeated): each `enquiry:<id>` or `callback:<id>`, once. */
const selectedLeads = z.preprocess(
  // One checkbox arrives as a value, several as a list; an empty one (a hand-made post) as none.
  (value) => [value].flat().filter((key) => key !== undefined && key !== ''),
  z
    .array(z.string({ error: leadMessages.unreadable }).regex(LEAD_KEY, leadMessages.unreadable), {
      error: leadMessages.noneSelected,
    })
    .min(1, leadMessages.noneSelected)
    .transform((keys) => [...new Set(keys)])
    .refine((keys) => keys.length <= leadLimits.bulk, leadMessages.tooManySelected)
    .transform((keys) =>
      keys.map((key) => {
        const [kind, id] = key.split(':') as [(typeof LEAD_KIND_VALUES)[number], string]
        return { kind, id }
      }),
    ),
)
/**
 * 'With selected''s selects start on no choice, so a click on 'Set status' or 'Set owner' never
 * changes every lead ticked to whatever came first (New, or Nobody: issue 31's walk). Nobody is
 * therefore a choice of its own, 'none' (as the owner filter names it), and nothing is refused.
 */
export const BULK_NOBODY = 'none'
const bulkStatus = z.enum(LEAD_STATUS_VALUES, {
  error: (issue) => (issue.input === undefined ? leadMessages.chooseStatus : leadMessages.unknownStatus),
})
const bulkOwner = z
  .string({ error: leadMessages.chooseOwner })
  .refine((value) => value === BULK_NOBODY || z.uuid().safeParse(value).success, leadMessages.notAdmin)
  .transform((value) => (value === BULK_NOBODY ? null : value))
const noteBody = z
  .string({ error: leadMessages.noteRequired })
  .trim()
  .min(1, leadMessages.noteRequired)
  .max(leadLimits.note, leadMessages.noteTooLong)

/**
 * The inbox's forms, told apart by `intent` (an unknown intent is refused): status, owner, a new
 * note, and its author's edit or deletion of a note (`noteId`).
 */
export const leadActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('status'),
      ...lead,
      status: z.enum(LEAD_STATUS_VALUES, { error: leadMessages.unknownStatus }),
    }),
    // An empty choice ('Nobody') arrives as undefined.
    z.object({ intent: z.literal('owner'), ...lead, owner: z.uuid({ error: leadMessages.notAdmin }).optional() }),
    z.object({ intent: z.literal('note'), ...lead, note: noteBody }),
    z.object({ intent: z.literal('note-edit'), ...lead, noteId: z.uuid(unreadable), note: noteBody }),
    z.object({ intent: z.literal('note-delete'), ...lead, noteId: z.uuid(unreadable) }),
    z.object({ intent: z.literal('follow-up'), ...lead, followUp: followUpDate }),
    z.object({ intent: z.literal('follow-up-clear'), ...lead }),
    // A model access request's decision (decision 084): approved with its terms, or declined with a reason.
    z.object({ intent: z.literal('access-approve'), ...lead, ...accessApproveFields }),
    z.object({ intent: z.literal('access-decline'), ...lead, ...accessDeclineFields }),
    // 'With selected' (the list's checkboxes): every lead or none (app/.server/leads.ts).
    z.object({ intent: z.literal('bulk-status'), lead: selectedLeads, status: bulkStatus }),
    z.object({ intent: z.literal('bulk-owner'), lead: selectedLeads, owner: bulkOwner }),
  ],
  unreadable,
)

export function validateLeadAction(formData: FormData) {
  return parseWithZod(formData, { schema: leadActionSchema })
}

/** What the inbox says after a change (post/redirect/get: the URL carries `done`). */
export const LEAD_DONE = {
  status: 'Status saved.',
  owner: 'Owner saved.',
  note: 'Note added.',
  'note-edit': 'Note saved.',
  'note-delete': 'Note deleted.',
  'follow-up': 'Follow-up saved.',
  'follow-up-clear': 'Follow-up cleared.',
  'access-approve': 'Access approved. The organisation’s Admins are told by e-mail.',
  'access-decline': 'Request declined. The organisation’s Admins are told by e-mail.',
  'bulk-status': 'Status saved for the selected leads.',
  'bulk-owner': 'Owner saved for the selected leads.',
} as const

/** The list's filter of the leads whose follow-up date has come (`?due=today`), and its words. */
export const DUE_TODAY = { value: 'today', label: 'Due today' } as const

const followUpFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
/** A follow-up date (YYYY-MM-DD) as the desk shows it: 'Dec 1, 2026'. */
export function followUpLabel(day: string) {
  return followUpFormat.format(new Date(`${day}T00:00:00Z`))
}

const followUpThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * A follow-up date short enough for a lead's one line ("Nov 28"): the year only when it is not this
 * year's (`today`, YYYY-MM-DD). The whole date cut to "Nov 28, …" next to "Due" said less.
 */
export function followUpShortLabel(day: string, today: string) {
  return day.slice(0, 4) === today.slice(0, 4)
    ? followUpThisYear.format(new Date(`${day}T00:00:00Z`))
    : followUpLabel(day)
}

/** Whether a lead's follow-up has come: its date is `today` (YYYY-MM-DD, UTC) or earlier, and it is open. */
export function isDue(lead: { follow_up_on: string | null; status: string }, today: string) {
  return lead.follow_up_on !== null && lead.follow_up_on <= today && lead.status !== 'won' && lead.status !== 'lost'
}

/** How many leads wait for the desk: New ones, and ones nobody owns (each at most LEAD_COUNT_CAP + 1). */
export interface LeadsToTriage {
  new: number
  unassigned: number
}

/** Past this many, the desk's counts say "999+": counting stops there (decision 075). */
export const LEAD_COUNT_CAP = 999

/** A count of the desk's as shown: grouped digits, or "999+" past the cap. */
export function triageCount(count: number) {
  return count > LEAD_COUNT_CAP ? `${groupDigits(LEAD_COUNT_CAP)}+` : groupDigits(count)
}

/**
 * An owner as a lead's line names them: their name, or else their e-mail's part before the '@'. A
 * whole address cut off in the line's column ('colleague.17…', issue 31's walk) could be read by
 * nobody; the open lead's Owner select shows it whole.
 */
export function ownerShortName(owner: { name: string | null; email: string }) {
  return owner.name?.trim() || owner.email.split('@')[0] || owner.email
}

/** What deleting one's note asks first, and its button. */
export const DELETE_NOTE_QUESTION = 'Delete this note?'
export type LeadDone = keyof typeof LEAD_DONE

/** The time zone beside a callback's preferred time: the visitor's, or a note that it is unknown. */
export function callbackZoneLabel(timeZone: string | null) {
  return timeZone ? `visitor's time zone: ${timeZone}` : 'time zone not known'
}

/** A chat lead with no callback booked (it left an e-mail: decision 063), where the callback's time would be. */
export const NO_BOOKING = 'None booked: the visitor left an e-mail in the chat'

/** What a lead is, as its card and the export name it: an enquiry, a booked callback, or a chat lead. */
export function leadHeading(lead: { kind: string; callback_time: string | null }) {
  if (lead.kind === 'enquiry') return 'Contact enquiry'
  if (lead.kind === 'access') return 'Model access request'
  return lead.callback_time ? 'Callback request' : 'Chat lead'
}
