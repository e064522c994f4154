/**
 * The sales desk's e-mails to its own staff (docs/product.md#notifications, decision 080): the
 * notice to an admin that someone gave them a lead, and each owner's daily list of their leads
 * due for a follow-up. In English, as the desk is, and sent whatever the person's Settings say:
 * they are work the desk hands out, not notices one may turn off. Plain text; every value that
 * came from a visitor is one line. Each lead is linked by its own URL (`lead=` in the desk's).
 */
import { leadList } from '~/lib/admin-lists'
import { brand } from '~/lib/brand'
import { leadStatusLabel } from '~/lib/entities/lead'
import { listHref } from '~/lib/list-query'
import { singleLine } from '~/lib/single-line'
import { getConfig } from '../config'
import type { FollowUpDigestPayload } from '../lead-follow-up'
import type { OutgoingMail } from './mailer'

/** A lead given to an admin by someone else (private.enqueue_lead_assigned_mail). */
export interface LeadAssignedPayload {
  email: string
  /** The lead's key: `enquiry:<id>` or `callback:<id>`. */
  lead: string
  name: string | null
  company: string | null
  status: string
  assigned_by: string | null
}

const oneLine = (value: string | null | undefined) => (value ? singleLine(value).trim() : '')
const site = (path: string) => new URL(path, getConfig().siteUrl).href
/** The desk's URL that opens this one lead. */
const leadLink = (lead: string) => site(listHref(leadList, {}, { lead }))
const who = (lead: { name: string | null; company: string | null }) => {
  const name = oneLine(lead.name) || 'Unnamed visitor'
  const company = oneLine(lead.company)
  return company ? `${name} (${company})` : name
}

export function leadAssignedMail(p: LeadAssignedPayload): OutgoingMail {
  return {
    to: p.email,
    tag: 'lead-assigned',
    subject: `Lead assigned to you: ${who(p)}`,
    text: [
      `${oneLine(p.assigned_by) || 'An admin'} gave you a lead on the ${brand.name} sales desk.`,
      '',
      `Lead: ${who(p)}`,
      `Status: ${leadStatusLabel(p.status)}`,
      '',
      `Open it: ${leadLink(p.lead)}`,
      '',
    ].join('\n'),
  }
}

export function followUpDigestMail(p: FollowUpDigestPayload): OutgoingMail {
  const more = p.total - p.leads.length
  return {
    to: p.email,
    tag: 'follow-ups',
    subject: `Follow-ups due today (${p.day}): ${p.total} ${p.total === 1 ? 'lead' : 'leads'}`,
    text: [
      `These leads of yours on the ${brand.name} sales desk are due for a follow-up (on or before ${p.day}, UTC):`,
      '',
      ...p.leads.flatMap((lead) => [
        `- ${who(lead)}, ${leadStatusLabel(lead.status)}, follow up on ${lead.follow_up_on}`,
        `  ${leadLink(lead.lead)}`,
      ]),
      ...(more > 0 ? ['', `And ${more} more.`] : []),
      '',
      `All of them: ${site(listHref(leadList, { due: 'today', owner: p.owner_id }))}`,
      '',
      'You get this e-mail once a day while leads of yours are due.',
      '',
    ].join('\n'),
  }
}
