/**
 * The e-mail of a model access decision (docs/decisions/084-model-access-from-the-catalogue.md), from
 * the outbox rows the decision queues (private.model_access_decided): to each Admin of the
 * organisation, in their language, only while their 'Email notifications' are on (./recipients.ts
 * classes it optional: the Overview shows it too). Plain text, one line per fact.
 */
import { brand } from '~/lib/brand'
import { dayLabel } from '~/lib/entities/organization-model'
import { formatCents } from '~/lib/entities/invoice'
import type { SettingsLanguage } from '~/lib/settings'
import { singleLine } from '~/lib/single-line'
import { getConfig } from '../config'
import type { OutgoingMail } from './mailer'

/** An outbox row of kind 'model_access', as the trigger wrote it. */
export interface ModelAccessPayload {
  email: string
  organization: string | null
  model: string
  slug: string | null
  status: 'trial' | 'active' | 'declined'
  plan: 'trial' | 'subscription'
  teams: number
  monthly_price_cents: number | null
  starts_on: string | null
  term_months: number | null
  ends_on: string | null
  reason: string | null
}

interface Words {
  approved: (model: string) => string
  declined: (model: string) => string
  introApproved: (organization: string, model: string) => string
  introDeclined: (organization: string, model: string) => string
  price: string
  starts: string
  ends: (trial: boolean) => string
  reason: string
  link: string
  notice: string
  fallback: string
}

const WORDS: Record<SettingsLanguage, Words> = {
  en: {
    approved: (model) => `Access to ${model} is approved`,
    declined: (model) => `Your request for ${model} was declined`,
    introApproved: (organization, model) => `Our team approved ${organization}'s access to ${model} on ${brand.name}.`,
    introDeclined: (organization, model) =>
      `Our team declined ${organization}'s request for ${model} on ${brand.name}.`,
    price: 'Monthly price',
    starts: 'Starts',
    ends: (trial) => (trial ? 'Trial ends' : 'Renews'),
    reason: 'Reason',
    link: 'See your organisation’s models in your dashboard:',
    notice:
      'You get this e-mail because e-mail notifications are on in your Settings; turn them off there to stop such notices.',
    fallback: 'your organisation',
  },
  es: {
    approved: (model) => `El acceso a ${model} está aprobado`,
    declined: (model) => `Su solicitud de ${model} fue rechazada`,
    introApproved: (organization, model) =>
      `Nuestro equipo aprobó el acceso de ${organization} a ${model} en ${brand.name}.`,
    introDeclined: (organization, model) =>
      `Nuestro equipo rechazó la solicitud de ${organization} para ${model} en ${brand.name}.`,
    price: 'Precio mensual',
    starts: 'Comienza',
    ends: (trial) => (trial ? 'La prueba termina' : 'Se renueva'),
    reason: 'Motivo',
    link: 'Vea los modelos de su organización en su panel:',
    notice:
      'Recibe este correo porque las notificaciones por correo están activadas en su Configuración; desactívelas allí para dejar de recibirlas.',
    fallback: 'su organización',
  },
  fr: {
    approved: (model) => `L’accès à ${model} est approuvé`,
    declined: (model) => `Votre demande pour ${model} a été refusée`,
    introApproved: (organization, model) =>
      `Notre équipe a approuvé l’accès de ${organization} à ${model} sur ${brand.name}.`,
    introDeclined: (organization, model) =>
      `Notre équipe a refusé la demande de ${organization} pour ${model} sur ${brand.name}.`,
    price: 'Prix mensuel',
    starts: 'Début',
    ends: (trial) => (trial ? 'Fin de l’essai' : 'Renouvellement'),
    reason: 'Motif',
    link: 'Voyez les modèles de votre organisation dans votre tableau de bord :',
    notice:
      'Vous recevez cet e-mail car les notifications par e-mail sont activées dans vos Paramètres ; désactivez-les pour ne plus en recevoir.',
    fallback: 'votre organisation',
  },
}

const oneLine = (value: string | null | undefined) => (value ? singleLine(value).trim() : '')

/** The decision, to one Admin, in their language. */
export function modelAccessMail(p: ModelAccessPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  const words = WORDS[language]
  const model = oneLine(p.model)
  const organization = oneLine(p.organization) || words.fallback
  const approved = p.status !== 'declined'
  const facts = approved
    ? [
        `${words.price}: ${formatCents(p.monthly_price_cents ?? 0)}`,
        ...(p.starts_on ? [`${words.starts}: ${dayLabel(p.starts_on)}`] : []),
        ...(p.ends_on ? [`${words.ends(p.status === 'trial')}: ${dayLabel(p.ends_on)}`] : []),
      ]
    : [`${words.reason}: ${p.reason ?? ''}`]
  return {
    to: p.email,
    tag: 'model-access',
    subject: approved ? words.approved(model) : words.declined(model),
    text: [
      approved ? words.introApproved(organization, model) : words.introDeclined(organization, model),
      '',
      ...facts,
      '',
      words.link,
      new URL('/dashboard', getConfig().siteUrl).href,
      '',
      words.notice,
      '',
    ].join('\n'),
  }
}
