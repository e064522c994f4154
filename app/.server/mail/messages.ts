/**
 * The words of the sales team's e-mails (docs/product.md#notifications): the notice of a new lead. Plain text only: nothing a
 * visitor typed is ever read as markup, and every line a visitor wrote stays a line of the body, never a header. The e-mails to a
 * person, in their language, are ./person-mail.ts's.
 */
import { leadList } from '~/lib/admin-lists'
import { brand } from '~/lib/brand'
import { callbackTimeLabel } from '~/lib/chat'
import { learnedDetails, type CapturedDetails, type ChatMessage } from '~/lib/entities/chat-request'
import { speakerOf } from '~/lib/handover'
import { listHref } from '~/lib/list-query'
import { singleLine } from '~/lib/single-line'
import { getConfig } from '../config'
import type { OutgoingMail } from './mailer'

/** An outbox row's lead, as its trigger saved it (supabase/migrations/20261124050000_mail_outbox.sql). */
export type LeadPayload =
  | {
      kind: 'enquiry'
      payload: { name: string; email: string; phone: string | null; type: string | null; message: string }
    }
  | {
      kind: 'callback'
      payload: {
        name: string | null
        email: string | null
        phone: string | null
        company: string | null
        industry: string | null
        callback_time: string | null
        time_zone: string | null
        captured: CapturedDetails | null
        /** The visitor asked for a person in the chat (decision 062); then its last messages come too. */
        asked_for_person?: boolean
        /** The chat became a lead by the e-mail the visitor gave, with no callback booked (decision 063); its last messages come too. */
        chat_lead?: boolean
        transcript?: ChatMessage[] | null
      }
    }

/** Where the admin finds the lead: the Requests view, searched for the lead's address. */
function leadLink(email: string | null) {
  return new URL(listHref(leadList, { q: email }), getConfig().siteUrl).href
}

/**
 * One labelled line, and only one: a line break in the value (a row saved before the forms made
 * names one line, what a chat learned) is a space, so no value adds a line of its own choosing.
 */
const line = (label: string, value: string | null | undefined) => {
  const flat = value ? singleLine(value).trim() : ''
  return flat ? [`${label}: ${flat}`] : []
}

export function leadNotification(lead: LeadPayload): OutgoingMail {
  const to = getConfig().mail.salesEmail
  if (lead.kind === 'enquiry') {
    const p = lead.payload
    return {
      to,
      tag: 'enquiry',
      subject: `New enquiry from ${p.name}`,
      replyTo: { name: p.name, address: p.email },
      text: [
        `A new message came in through the contact form of ${brand.name}.`,
        '',
        ...line('Name', p.name),
        ...line('Email', p.email),
        ...line('Phone', p.phone),
        ...line('Inquiry type', p.type),
        '',
        'Message:',
        p.message,
        '',
        `Open it in the admin area: ${leadLink(p.email)}`,
        '',
      ].join('\n'),
    }
  }
  const p = lead.payload
  const captured = p.captured ?? {}
  const learned = learnedDetails(captured, p.email).flatMap(({ label, value }) => line(label, value))
  // Each message one line, as the other values (a visitor's line break is a space).
  const transcript = (p.transcript ?? []).map((m) => `${speakerOf(m, 'Visitor')}: ${singleLine(m.content).trim()}`)
  const who = p.name ?? p.email ?? 'a visitor'
  return {
    to,
    tag: 'callback',
    subject: p.chat_lead
      ? `Chat lead, no callback booked: ${who}${p.company ? ` (${p.company})` : ''}`
      : p.asked_for_person
        ? `A visitor asked for a person: ${who}${p.company ? ` (${p.company})` : ''}`
        : `Callback booked by ${p.name ?? 'a visitor'}${p.company ? ` (${p.company})` : ''}`,
    replyTo: p.email ? { name: p.name ?? '', address: p.email } : undefined,
    text: [
      p.chat_lead
        ? `A visitor left their work e-mail in a chat with the AI Architect of ${brand.name}, without booking a callback: write to them.`
        : p.asked_for_person
          ? `A visitor asked the AI Architect of ${brand.name} for a person, and left a way to reach them.`
          : `A visitor booked a consultation callback with the AI Architect of ${brand.name}.`,
      '',
      ...line('Name', p.name),
      ...line('Company', p.company),
      ...line('Email', p.email),
      ...line('Phone', p.phone),
      ...line('Industry', p.industry),
      ...line('Best time for callback', p.callback_time ? callbackTimeLabel(p.callback_time) : null),
      ...line('Time zone', p.time_zone),
      ...(learned.length ? ['', 'What the AI Architect learned in the chat:', ...learned] : []),
      ...(transcript.length ? ['', 'The conversation (its last messages):', ...transcript] : []),
      '',
      `Open it in the admin area: ${leadLink(p.email)}`,
      '',
    ].join('\n'),
  }
}
