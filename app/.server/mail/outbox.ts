/**
 * Sends the notification e-mails the database queued (private.mail_outbox, filled by a trigger in
 * each new lead's own transaction: docs/decisions/027-mail-outbox-and-password-reset.md). Every
 * server process drains it in the background, on a timer and right after a lead is saved; the
 * visitor's answer never waits for a mail server.
 *
 * A row is claimed before it is sent: `for update skip locked` picks rows no other process holds,
 * and the same statement moves their next_attempt_at past the longest send, so no other process
 * takes them while the mail is on its way (the database is not held during the send). A sent row
 * gets sent_at; a failed one its error and a later attempt, backing off up to an hour; after
 * MAX_ATTEMPTS (about two days) it is given up, and stays listed for the admins with its error.
 */
import { DatabaseUnavailableError, getDb, runAsServiceRole, type Engine } from '../db'
import { getConfig } from '../config'
import { MailError, sendMail } from './mailer'
import { leadNotification, type LeadPayload } from './messages'
import {
  invitationMail,
  joinDecisionMail,
  joinRequestMail,
  securityNoticeMail,
  type InvitationPayload,
  type JoinDecisionPayload,
  type JoinRequestPayload,
  type SecurityNoticePayload,
  emailConfirmationMail,
  staffInvitationMail,
  type EmailConfirmationPayload,
  type StaffInvitationPayload,
} from './person-mail'
import { mailForPerson } from './recipients'
import { followUpDigestMail, leadAssignedMail, type LeadAssignedPayload } from './desk-mail'
import type { FollowUpDigestPayload } from '../lead-follow-up'
import { modelAccessMail, type ModelAccessPayload } from './model-access-mail'
import { supportReplyMail, supportStaffNotice, type SupportReplyPayload } from './support-mail'
import { invoiceIssuedMail, type InvoiceIssuedPayload } from './invoice-mail'

/** How long a claimed row is left alone: longer than the SMTP timeouts of one send together. */
const CLAIM_SECONDS = 5 * 60
/** Rows claimed per round: a burst of leads is sent in a few rounds, not one long transaction. */
const BATCH = 10
const MAX_ATTEMPTS = 48
/** How often each process looks for rows that are due (a retry, or a kick that was missed). */
const DRAIN_INTERVAL_MS = 60 * 1000

/** The wait before attempt `attempts + 1`: 1, 2, 4 … minutes, at most an hour. */
function retryDelaySeconds(attempts: number) {
  return Math.min(60 * 60, 60 * 2 ** Math.min(Math.max(attempts - 1, 0), 10))
}

interface Claimed {
  id: string
  kind:
    | LeadPayload['kind']
    | 'invitation'
    | 'join_request'
    | 'join_decision'
    | 'security'
    | 'email_confirmation'
    | 'staff_invitation'
    | 'lead_assigned'
    | 'follow_up_digest'
    | 'support_reply'
    | 'model_access'
    | 'invoice_issued'
  payload:
    | LeadPayload['payload']
    | InvitationPayload
    | JoinRequestPayload
    | JoinDecisionPayload
    | SecurityNoticePayload
    | EmailConfirmationPayload
    | StaffInvitationPayload
    | LeadAssignedPayload
    | FollowUpDigestPayload
    | SupportReplyPayload
    | ModelAccessPayload
    | InvoiceIssuedPayload
  attempts: number
}

interface DrainResult {
  sent: number
  failed: number
}

/** Sends every row that is due on `engine`, until none is left; never throws for a failed send. */
export async function drainOutbox(engine: Engine): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 }
  for (;;) {
    const { rows } = await runAsServiceRole(engine, 'claim the notification e-mails that are due', (tx) =>
      tx.query<Claimed>(
        `update private.mail_outbox o
         set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
         where o.id in (
           select id from private.mail_outbox
           where sent_at is null and next_attempt_at <= now()
           order by next_attempt_at, created_at
           limit $1
           for update skip locked)
         returning o.id, o.kind, o.payload, o.attempts`,
        [BATCH, CLAIM_SECONDS],
      ),
    )
    if (rows.length === 0) return result
    for (const row of rows) {
      if (await sendOne(engine, row)) result.sent++
      else result.failed++
    }
  }
}

/**
 * The e-mail of one outbox row, by its kind; null when it is an optional one its recipient turned
 * off (./recipients.ts classes each e-mail to a person).
 */
async function compose(engine: Engine, row: Claimed) {
  switch (row.kind) {
    case 'invitation': {
      const invitation = row.payload as InvitationPayload
      // In the recipient's language when they have an account (else English); a required one is
      // never held back.
      return mailForPerson(engine, 'invitation', invitation.email, (language) => invitationMail(invitation, language))
    }
    case 'join_request': {
      const request = row.payload as JoinRequestPayload
      return mailForPerson(engine, 'join-request', request.email, (language) => joinRequestMail(request, language))
    }
    case 'join_decision': {
      const decision = row.payload as JoinDecisionPayload
      return mailForPerson(engine, 'join-decision', decision.email, (language) => joinDecisionMail(decision, language))
    }
    case 'security': {
      const notice = row.payload as SecurityNoticePayload
      return mailForPerson(engine, 'security-notice', notice.email, (language) => securityNoticeMail(notice, language))
    }
    case 'email_confirmation': {
      const link = row.payload as EmailConfirmationPayload
      return mailForPerson(engine, 'email-confirmation', link.email, (language) =>
        emailConfirmationMail(link, language),
      )
    }
    case 'staff_invitation': {
      const invitation = row.payload as StaffInvitationPayload
      return mailForPerson(engine, 'staff-invitation', invitation.email, (language) =>
        staffInvitationMail(invitation, language),
      )
    }
    // The desk's own staff, in English, whatever their Settings say (decision 080).
    case 'lead_assigned':
      return leadAssignedMail(row.payload as LeadAssignedPayload)
    case 'follow_up_digest':
      return followUpDigestMail(row.payload as FollowUpDigestPayload)
    case 'support_reply': {
      const reply = row.payload as SupportReplyPayload
      // To staff: their work, to the owner or the team's address. To a member: optional, in their language.
      if (reply.to_staff) return supportStaffNotice(reply)
      return mailForPerson(engine, 'support-reply', reply.email!, (language) => supportReplyMail(reply, language))
    }
    // Staff decided an organisation's request for a model: to each of its Admins, optional (decision 084).
    case 'model_access': {
      const decision = row.payload as ModelAccessPayload
      return mailForPerson(engine, 'model-access', decision.email, (language) => modelAccessMail(decision, language))
    }
    // An invoice issued to an organisation: to each of its Admins, optional (decision 085).
    case 'invoice_issued': {
      const invoice = row.payload as InvoiceIssuedPayload
      return mailForPerson(engine, 'invoice-issued', invoice.email, (language) => invoiceIssuedMail(invoice, language))
    }
    default:
      return leadNotification({ kind: row.kind, payload: row.payload } as LeadPayload)
  }
}

async function sendOne(engine: Engine, row: Claimed): Promise<boolean> {
  try {
    const mail = await compose(engine, row)
    if (mail) await sendMail(mail)
  } catch (error) {
    const message = error instanceof MailError ? error.message : 'the e-mail could not be composed'
    if (!(error instanceof MailError)) console.error('[mail] composing a notification failed', error)
    const givingUp = row.attempts >= MAX_ATTEMPTS
    await runAsServiceRole(engine, 'record a failed notification e-mail', (tx) =>
      tx.query(
        `update private.mail_outbox set last_error = left($2, 1000),
           next_attempt_at = case when $3 then null else now() + make_interval(secs => $4) end
         where id = $1`,
        [row.id, message, givingUp, retryDelaySeconds(row.attempts)],
      ),
    )
    console.warn(
      `[mail] a ${row.kind} notification could not be sent (attempt ${row.attempts}${givingUp ? ', giving up' : ''}): ${message}`,
    )
    return false
  }
  // An invitation's or a confirmation's token goes once it is sent: the table then holds no working
  // link (decisions 068 and 077).
  await runAsServiceRole(engine, 'mark a notification e-mail sent', (tx) =>
    tx.query(
      `update private.mail_outbox set sent_at = now(), last_error = null, payload = payload - 'token' where id = $1`,
      [row.id],
    ),
  )
  return true
}

let timer: NodeJS.Timeout | undefined
/** The drain under way in this process, if any, and whether another was asked for meanwhile. */
let running: Promise<void> | undefined
let again = false

/** A drain of the process database that never throws; overlapping calls run one after the other. */
function drainQuietly(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      try {
        await drainOutbox(await getDb())
      } catch (error) {
        // Stopped meanwhile: the server is shutting down and closing the database under it.
        if (!timer) return
        if (error instanceof DatabaseUnavailableError) return console.warn(`[mail] outbox skipped: ${error.message}`)
        console.error('[mail] sending the outbox failed', error)
      }
    } while (again)
  })().finally(() => {
    running = undefined
  })
  return running
}

/** Drains now, then every `everyMs` (server start-up); replaces a loop already running. */
export function startOutbox(everyMs = DRAIN_INTERVAL_MS) {
  stopOutbox()
  timer = setInterval(() => void drainQuietly(), everyMs)
  timer.unref()
  if (getConfig().mail.salesEmailIsDefault) {
    // Named, not written out: no log line holds an e-mail address (docs/decisions/056-no-personal-data-in-a-log-line.md).
    console.info('[mail] SALES_EMAIL is not set: new leads are announced to sales@ the host name of SITE_URL')
  }
  return drainQuietly()
}

export function stopOutbox() {
  if (timer) clearInterval(timer)
  timer = undefined
}

/**
 * A lead was just saved: send its notification now rather than at the next tick. Only where the
 * loop runs (the server; `npm run dev` starts it here on its first lead), never in a test that
 * drains by hand.
 */
export function kickOutbox() {
  if (!timer && getConfig().env === 'development') void startOutbox()
  else if (timer) void drainQuietly()
}

/** Waits for the drain under way, if any (shutdown, tests). */
export async function settleOutbox() {
  await running
}
