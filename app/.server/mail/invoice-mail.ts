/**
 * The e-mail of a new invoice (docs/decisions/085-invoices-that-add-up.md), from the outbox rows
 * private.issue_invoice queues, one for each Admin of the organisation: the number, the total, the
 * due date and the link to it in Billing, in the Admin's language, and only while their 'Email
 * notifications' are on (./recipients.ts classes it optional: the invoice is in Billing anyway).
 */
import { brand } from '~/lib/brand'
import { formatCents, invoicePageHref } from '~/lib/entities/invoice'
import type { SettingsLanguage } from '~/lib/settings'
import { singleLine } from '~/lib/single-line'
import { getConfig } from '../config'
import type { OutgoingMail } from './mailer'

/** An outbox row of kind 'invoice_issued', as the function wrote it. */
export interface InvoiceIssuedPayload {
  email: string
  invoice_id: string
  number: string
  total_cents: number
  /** 'YYYY-MM-DD'. */
  due_date: string
  organization: string | null
}

interface Words {
  subject: (number: string, organization: string) => string
  intro: (organization: string) => string
  total: string
  due: string
  link: string
  notice: string
  fallback: string
}

const WORDS: Record<SettingsLanguage, Words> = {
  en: {
    subject: (number, organization) => `Invoice ${number} for ${organization}`,
    intro: (organization) => `${brand.name} issued an invoice to ${organization}.`,
    total: 'Total',
    due: 'Due',
    link: 'See it, print it or download its PDF in your dashboard:',
    notice:
      'You get this e-mail as an Admin of your organisation, because e-mail notifications are on in your Settings.',
    fallback: 'your organisation',
  },
  es: {
    subject: (number, organization) => `Factura ${number} para ${organization}`,
    intro: (organization) => `${brand.name} emitió una factura a ${organization}.`,
    total: 'Total',
    due: 'Vence',
    link: 'Véala, imprímala o descargue su PDF en su panel:',
    notice:
      'Recibe este correo como Admin de su organización, porque las notificaciones por correo están activadas en su Configuración.',
    fallback: 'su organización',
  },
  fr: {
    subject: (number, organization) => `Facture ${number} pour ${organization}`,
    intro: (organization) => `${brand.name} a émis une facture à ${organization}.`,
    total: 'Total',
    due: 'Échéance',
    link: 'Consultez-la, imprimez-la ou téléchargez son PDF dans votre tableau de bord :',
    notice:
      'Vous recevez cet e-mail en tant qu’Admin de votre organisation, car les notifications par e-mail sont activées dans vos Paramètres.',
    fallback: 'votre organisation',
  },
}

export function invoiceIssuedMail(p: InvoiceIssuedPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  const words = WORDS[language]
  const organization = (p.organization ? singleLine(p.organization).trim() : '') || words.fallback
  return {
    to: p.email,
    tag: 'invoice-issued',
    subject: words.subject(p.number, organization),
    text: [
      words.intro(organization),
      '',
      `${p.number}`,
      `${words.total}: ${formatCents(p.total_cents)}`,
      `${words.due}: ${p.due_date}`,
      '',
      words.link,
      new URL(invoicePageHref(p.invoice_id), getConfig().siteUrl).href,
      '',
      words.notice,
      '',
    ].join('\n'),
  }
}
