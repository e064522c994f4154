/**
 * The one place that decides, for every e-mail the site sends to a person, whether it goes and in
 * which language (docs/decisions/070-settings-that-stay.md). Each such e-mail is classed here:
 *
 *   required  the person asked for it, or it guards their account: it comes whatever their
 *             Settings say (an invitation, a password-reset link, a password or two-factor change)
 *   optional  a notice they can do without: it comes only while 'Email notifications' is on
 *             (an Admin changed their role; any notice added later, unless it guards the account)
 *
 * The sales team's notices (new leads) go to the configured address, not to a person, and are not
 * classed here. A recipient is found by their address: someone with no account (an invitation to
 * an outsider) gets the defaults, English.
 */
import { normaliseEmail } from '~/lib/email'
import { DEFAULT_SETTINGS, type SettingsLanguage } from '~/lib/settings'
import { getDb, runAsServiceRole, type Engine } from '../db'
import { inBackground, sendMail, type OutgoingMail } from './mailer'

export const MAIL_CLASSES = {
  invitation: 'required',
  'password-reset': 'required',
  'password-changed': 'required',
  'security-notice': 'required',
  'role-changed': 'optional',
  // Someone at the organisation's domain asks to join: the Admins see it in Team as well.
  'join-request': 'optional',
  // The answer to the person's own request.
  'join-decision': 'required',
  // The person's own new account: the link that confirms its address.
  'email-confirmation': 'required',
  'staff-invitation': 'required',
  // Staff answered a support ticket the person opened (decision 083): it is in their dashboard too.
  'support-reply': 'optional',
  // Staff decided the organisation's request for a model (decision 084): its Overview shows it too.
  'model-access': 'optional',
  // An invoice issued to the person's organisation, to its Admins (decision 085): it is in Billing too.
  'invoice-issued': 'optional',
} as const satisfies Record<string, 'required' | 'optional'>
type PersonMailTag = keyof typeof MAIL_CLASSES

interface Recipient {
  language: SettingsLanguage
  emailNotifications: boolean
}

/** The Settings of the account with this address, or the defaults (no account, never saved). */
export async function recipientSettings(engine: Engine, email: string): Promise<Recipient> {
  const { rows } = await runAsServiceRole(engine, "read an e-mail recipient's language and notification choice", (tx) =>
    tx.query<{ language: SettingsLanguage; email_notifications: boolean }>(
      `select s.language, s.email_notifications
       from auth.users u join public.profile_settings s on s.user_id = u.id
       where lower(u.email) = $1 and u.deleted_at is null
       limit 1`,
      [normaliseEmail(email)],
    ),
  )
  const row = rows[0]
  return row
    ? { language: row.language, emailNotifications: row.email_notifications }
    : { language: DEFAULT_SETTINGS.language, emailNotifications: DEFAULT_SETTINGS.emailNotifications }
}

/**
 * The e-mail `compose` writes, in the recipient's language; null when it is optional and they
 * turned 'Email notifications' off.
 */
export async function mailForPerson(
  engine: Engine,
  tag: PersonMailTag,
  to: string,
  compose: (language: SettingsLanguage) => OutgoingMail,
): Promise<OutgoingMail | null> {
  const recipient = await recipientSettings(engine, to)
  if (MAIL_CLASSES[tag] === 'optional' && !recipient.emailNotifications) {
    console.info(`[mail] a ${tag} e-mail was not sent: its recipient turned e-mail notifications off`)
    return null
  }
  const mail = compose(recipient.language)
  // The class was read for `tag`: a mail that says otherwise would dodge the rule.
  if (mail.tag !== tag) throw new Error(`a ${mail.tag} e-mail was composed for ${tag}`)
  return mail
}

/** `mailForPerson` then send, without making the caller wait (./mailer.ts's inBackground). */
export function sendToPerson(tag: PersonMailTag, to: string, compose: (language: SettingsLanguage) => OutgoingMail) {
  inBackground(tag, async () => {
    const mail = await mailForPerson(await getDb(), tag, to, compose)
    if (mail) await sendMail(mail)
  })
}
