/**
 * The words of the site's e-mails (docs/product.md#notifications, docs/product.md#password-reset): the sales team's notice of a new
 * lead, the password-reset link, and the notice that a password was changed. Plain text only: nothing a visitor typed is ever read as
 * markup, and every line a visitor wrote stays a line of the body, never a header.
 */
import { leadList } from '~/lib/admin-lists'
import { brand } from '~/lib/brand'
import { callbackTimeLabel } from '~/lib/chat'
import { invitationPath } from '~/lib/entities/organization'
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

/** An invitation's outbox row (private.enqueue_invitation_mail): the token is there until it is sent. */
export interface InvitationPayload {
  email: string
  organization: string | null
  role: 'admin' | 'member'
  invited_by: string | null
  token: string
  expires_at: string
}

const validUntil = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })

/**
 * The invitation to join an organisation (docs/product.md#dashboard): who invites, to what, as
 * what, and the single-use link, valid 7 days. Each value one line.
 */
export function invitationMail(p: InvitationPayload): OutgoingMail {
  const link = new URL(invitationPath(p.token), getConfig().siteUrl).href
  const organization = singleLine(p.organization ?? '').trim() || 'an organisation'
  const inviter = p.invited_by ? singleLine(p.invited_by).trim() : 'An Admin'
  return {
    to: p.email,
    tag: 'invitation',
    subject: `You are invited to join ${organization} on ${brand.name}`,
    text: [
      `${inviter} invites you to join ${organization} on ${brand.name} as ${p.role === 'admin' ? 'an Admin' : 'a Member'}.`,
      '',
      `To accept, open this link before ${validUntil.format(new Date(p.expires_at))} UTC:`,
      link,
      '',
      `The link works once, for this address only. If you have no ${brand.name} account yet, you create one from it.`,
      'If you did not expect this invitation, ignore this e-mail.',
      '',
    ].join('\n'),
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

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    tag: 'password-reset',
    subject: `Reset your ${brand.name} password`,
    text: [
      `Someone asked to reset the password of the ${brand.name} account for this address.`,
      '',
      'To choose a new password, open this link within one hour:',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
  }
}

const changedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })

/**
 * Told to the account's address after its password was set with a reset link: when, and what to
 * do if it was not them (whoever had the link had the account). No secret in it: neither the
 * password nor the link, only the page where the owner asks for a new one.
 */
export function passwordChangedMail(to: string, when: Date): OutgoingMail {
  const forgot = new URL('/forgot-password', getConfig().siteUrl).href
  return {
    to,
    tag: 'password-changed',
    subject: `Your ${brand.name} password was changed`,
    text: [
      `The password of the ${brand.name} account for this address was changed on ${changedAt.format(when)} UTC,`,
      'and every device signed in to it was signed out.',
      '',
      'If you changed it, there is nothing more to do.',
      '',
      'If you did not, someone else could open your e-mail or had a reset link for it. Choose a new',
      `password at once at ${forgot} and check who can read this mailbox; write to us at ${brand.email} if`,
      'you need help.',
      '',
    ].join('\n'),
  }
}

/** A security notice's outbox row (app/.server/two-factor): to whom, what changed, when. */
export interface SecurityNoticePayload {
  email: string
  event: 'two-factor-on' | 'two-factor-off'
  at: string
}

/**
 * Told to the account's address whenever its two-factor authentication is turned on or off, never
 * optional: if it was not them, someone has their password and a way past the second step. No
 * secret in it, only what changed and when.
 */
export function securityNoticeMail(p: SecurityNoticePayload): OutgoingMail {
  const on = p.event === 'two-factor-on'
  const forgot = new URL('/forgot-password', getConfig().siteUrl).href
  return {
    to: p.email,
    tag: 'security-notice',
    subject: `Two-factor authentication was turned ${on ? 'on' : 'off'} for your ${brand.name} account`,
    text: [
      `Two-factor authentication was turned ${on ? 'on' : 'off'} for the ${brand.name} account for this address`,
      `on ${changedAt.format(new Date(p.at))} UTC.`,
      '',
      on
        ? 'From now on, signing in asks for a code from your authenticator app (or one of your recovery codes).'
        : 'Signing in now asks for your password only.',
      '',
      'If you made this change, there is nothing more to do.',
      '',
      `If you did not, someone else knows your password. Choose a new one at once at ${forgot} and write to`,
      `us at ${brand.email}.`,
      '',
    ].join('\n'),
  }
}
