/**
 * The notification e-mails that could not be sent, for the admin overview
 * (docs/decisions/027-mail-outbox-and-password-reset.md). Read as the admin: the database function
 * checks that the caller is one.
 */
import type { MailFailure } from '~/lib/entities/mail-outbox'
import { asCaller, type Caller } from '../db'

export async function listMailFailures(caller: Caller): Promise<MailFailure[]> {
  const { rows } = await asCaller(caller, (tx) =>
    tx.query<MailFailure>(
      // Leads' notifications only: an invitation (decision 068) is no lead, and its Admin resends it.
      `select id, kind, lead_email, created_at, attempts, next_attempt_at, last_error from private.admin_mail_failures()
       where kind in ('enquiry', 'callback')`,
    ),
  )
  return rows
}
