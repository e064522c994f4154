/**
 * The e-mails of support tickets (docs/decisions/083-support-that-answers.md), from the outbox rows
 * a ticket's messages queue (private.support_message_written): staff's reply to the ticket's author,
 * in their language (English, Spanish or French) and only while their 'Email notifications' are on
 * (./recipients.ts classes it optional); a member's message (a new ticket, or a reply) to the
 * ticket's owner, or to the sales team's address when nobody owns it, in English as the desk is.
 * Plain text; the ticket's title and the organisation's name are one line each; a message keeps
 * its lines in the body, never in a header.
 */
import { brand } from '~/lib/brand'
import { ticketReference, TICKET_PRIORITIES } from '~/lib/entities/support-ticket'
import type { SettingsLanguage } from '~/lib/settings'
import { singleLine } from '~/lib/single-line'
import { memberTicketHref, staffTicketHref } from '~/lib/support'
import { getConfig } from '../config'
import type { OutgoingMail } from './mailer'

/** An outbox row of kind 'support_reply', as the trigger wrote it. */
export interface SupportReplyPayload {
  /** Who it is for: staff (the owner, or the team's address) or the ticket's author. */
  to_staff: boolean
  /** The recipient; null for staff means nobody owns the ticket: the sales team's address. */
  email: string | null
  ticket_id: string
  number: number
  title: string
  organization: string | null
  body: string
  /** To staff: the member who wrote, whether this opened the ticket, and its priority. */
  author?: string | null
  opened?: boolean
  priority?: string
}

const oneLine = (value: string | null | undefined) => (value ? singleLine(value).trim() : '')
const siteLink = (path: string) => new URL(path, getConfig().siteUrl).href
const body = (lines: string[]) => [...lines, ''].join('\n')

interface ReplyWords {
  subject: (reference: string, title: string) => string
  intro: (organization: string) => string
  link: string
  notice: string
}

const REPLY_WORDS: Record<SettingsLanguage, ReplyWords> = {
  en: {
    subject: (reference, title) => `Our support team answered ${reference}: ${title}`,
    intro: (organization) => `Our support team answered the ticket you opened for ${organization} on ${brand.name}:`,
    link: 'Read the whole conversation and reply in your dashboard:',
    notice:
      'You get this e-mail because e-mail notifications are on in your Settings; turn them off there to stop such notices.',
  },
  es: {
    subject: (reference, title) => `Nuestro equipo de soporte respondió a ${reference}: ${title}`,
    intro: (organization) =>
      `Nuestro equipo de soporte respondió al ticket que abrió para ${organization} en ${brand.name}:`,
    link: 'Lea toda la conversación y responda en su panel:',
    notice:
      'Recibe este correo porque las notificaciones por correo están activadas en su Configuración; desactívelas allí para dejar de recibirlas.',
  },
  fr: {
    subject: (reference, title) => `Notre équipe d’assistance a répondu à ${reference} : ${title}`,
    intro: (organization) =>
      `Notre équipe d’assistance a répondu au ticket que vous avez ouvert pour ${organization} sur ${brand.name} :`,
    link: 'Lisez toute la conversation et répondez dans votre tableau de bord :',
    notice:
      'Vous recevez cet e-mail car les notifications par e-mail sont activées dans vos Paramètres ; désactivez-les pour ne plus en recevoir.',
  },
}

const ORGANISATION_FALLBACK: Record<SettingsLanguage, string> = {
  en: 'your organisation',
  es: 'su organización',
  fr: 'votre organisation',
}

/** Staff answered: to the ticket's author, in their language, with the reply and the link. */
export function supportReplyMail(p: SupportReplyPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  const words = REPLY_WORDS[language]
  const reference = ticketReference(p.number)
  return {
    to: p.email!,
    tag: 'support-reply',
    subject: words.subject(reference, oneLine(p.title)),
    text: body([
      words.intro(oneLine(p.organization) || ORGANISATION_FALLBACK[language]),
      '',
      p.body,
      '',
      words.link,
      siteLink(memberTicketHref(p.ticket_id)),
      '',
      words.notice,
    ]),
  }
}

/** A member opened a ticket or replied: to its owner, or the sales team's address when nobody owns it. */
export function supportStaffNotice(p: SupportReplyPayload): OutgoingMail {
  const reference = ticketReference(p.number)
  const organization = oneLine(p.organization) || 'an organisation'
  const priority = TICKET_PRIORITIES.find((choice) => choice.value === p.priority)?.label
  const author = oneLine(p.author) || 'A member'
  return {
    to: p.email ?? getConfig().mail.salesEmail,
    tag: 'support-ticket',
    subject: p.opened
      ? `New support ticket ${reference} from ${organization}: ${oneLine(p.title)}`
      : `New reply on ${reference} from ${organization}: ${oneLine(p.title)}`,
    text: body([
      p.opened
        ? `${author} of ${organization} opened a support ticket${priority ? ` (priority: ${priority})` : ''}.`
        : `${author} of ${organization} replied on a support ticket.`,
      ...(p.email ? [] : ['Nobody owns this ticket yet: give it an owner on the desk.']),
      '',
      `${reference}: ${oneLine(p.title)}`,
      '',
      p.body,
      '',
      `Open it on the support desk: ${siteLink(staffTicketHref(p.ticket_id))}`,
    ]),
  }
}
