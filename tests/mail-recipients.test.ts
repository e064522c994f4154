// The e-mails to a person and their Settings (docs/decisions/070-settings-that-stay.md), on a real
// database with the mailer writing .eml files (no SMTP_URL): every such e-mail is classed required
// or optional in one place (app/.server/mail/recipients.ts); an optional one is not sent while the
// person's 'Email notifications' is off, a required one always is; each comes in the language the
// person chose (English, Spanish, French), an outsider's in English.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { requestPasswordReset } from '~/.server/auth/password-reset'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { settleMail } from '~/.server/mail/mailer'
import { drainOutbox } from '~/.server/mail/outbox'
import {
  emailConfirmationMail,
  invitationMail,
  joinDecisionMail,
  joinRequestMail,
  passwordChangedMail,
  staffInvitationMail,
  passwordResetMail,
  roleChangedMail,
  securityNoticeMail,
  type InvitationPayload,
} from '~/.server/mail/person-mail'
import { MAIL_CLASSES, mailForPerson, recipientSettings } from '~/.server/mail/recipients'
import { inviteMember } from '~/.server/organization-invitations'
import { createOrganisationIn } from '~/.server/organizations'
import { saveSettings } from '~/.server/settings'
import { SETTINGS_LANGUAGE_VALUES, type SettingsLanguage } from '~/lib/settings'
import { action as dashboardAction } from '~/routes/dashboard'
import { cookieFrom, formRequest, request, respond, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
let dataDir: string
const saved = { ...process.env }

beforeAll(async () => {
  db = await useAppDatabase()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-recipients-test-'))
  process.env.DATA_DIR = dataDir
  process.env.SITE_URL = 'https://www.aivora.test'
  delete process.env.SMTP_URL
  resetConfig()
})
afterAll(async () => {
  await settleMail()
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.env = saved
  resetConfig()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

let sequence = 0
async function person(settings?: { emailNotifications?: boolean; language?: SettingsLanguage }) {
  const email = `person${++sequence}-${Date.now()}@example.com`
  const user = await runAsServiceRole(db.engine, 'test fixture', (tx) =>
    createUser(tx, { email, password: 'a-good-password' }),
  )
  if (settings) await saveSettings(user, settings)
  return user
}

/** A new organisation with `adminId` as its Admin, as sign-up makes it. */
function organisationOf(adminId: string, name: string) {
  const details = { name, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
  return runAsServiceRole(db.engine, 'test fixture', (tx) => createOrganisationIn(tx, details, adminId))
}

/** The e-mails with this tag written so far, to `to`, parsed. */
async function mailsTo(to: string, tag: string) {
  await settleMail()
  const dir = path.join(dataDir, 'mail')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.includes(`-${tag}-`)) : []
  const parsed = await Promise.all(files.map(async (file) => simpleParser(fs.readFileSync(path.join(dir, file)))))
  return parsed.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to)
}

const INVITATION: InvitationPayload = {
  email: 'someone@example.com',
  organization: 'Acme',
  role: 'admin',
  invited_by: 'Pat',
  token: 'a'.repeat(43),
  expires_at: '2026-12-04T10:00:00Z',
}

describe('the one classification', () => {
  it('names every e-mail to a person: what guards the account or was asked for is required, a notice optional', () => {
    expect(MAIL_CLASSES).toEqual({
      invitation: 'required',
      'password-reset': 'required',
      'password-changed': 'required',
      'security-notice': 'required',
      'role-changed': 'optional',
      'join-request': 'optional',
      'join-decision': 'required',
      'email-confirmation': 'required',
      'staff-invitation': 'required',
      // A reply to one's ticket from the support desk (decision 083): the thread keeps it anyway.
      'support-reply': 'optional',
      // Staff's decision on the organisation's request for a model (decision 084): the Overview shows it.
      'model-access': 'optional',
      // A new invoice, to the organisation's Admins (decision 085): Billing keeps it anyway.
      'invoice-issued': 'optional',
    })
  })

  it("reads the recipient's settings by address, any case; no account or none saved is English with notifications on", async () => {
    const saver = await person({ emailNotifications: false, language: 'fr' })
    expect(await recipientSettings(db.engine, saver.email.toUpperCase())).toEqual({
      language: 'fr',
      emailNotifications: false,
    })
    const never = await person()
    expect(await recipientSettings(db.engine, never.email)).toEqual({ language: 'en', emailNotifications: true })
    expect(await recipientSettings(db.engine, 'nobody@example.com')).toEqual({
      language: 'en',
      emailNotifications: true,
    })
  })

  it('holds back an optional e-mail while notifications are off, never a required one', async () => {
    const off = await person({ emailNotifications: false, language: 'es' })
    const role = (language: SettingsLanguage) =>
      roleChangedMail(off.email, { organization: 'Acme', role: 'admin' }, language)
    expect(await mailForPerson(db.engine, 'role-changed', off.email, role)).toBeNull()
    const reset = await mailForPerson(db.engine, 'password-reset', off.email, (language) =>
      passwordResetMail(off.email, 'https://www.aivora.test/reset-password?token=x', language),
    )
    expect(reset).toMatchObject({ to: off.email, tag: 'password-reset', subject: 'Restablece tu contraseña de Aivora' })

    await saveSettings(off, { emailNotifications: true })
    expect(await mailForPerson(db.engine, 'role-changed', off.email, role)).toMatchObject({
      tag: 'role-changed',
      subject: 'Ahora eres administrador de Acme en Aivora',
    })
  })

  it('refuses a mail composed under another tag than the one classed', async () => {
    const someone = await person({ emailNotifications: false })
    await expect(
      mailForPerson(db.engine, 'password-reset', someone.email, () =>
        roleChangedMail(someone.email, { organization: null, role: 'member' }),
      ),
    ).rejects.toThrow(/composed for password-reset/)
  })
})

describe('every e-mail to a person, in each language', () => {
  const when = new Date('2026-11-27T10:15:00Z')
  const mails = (language: SettingsLanguage) => [
    invitationMail(INVITATION, language),
    passwordResetMail('p@example.com', 'https://www.aivora.test/reset-password?token=x', language),
    passwordChangedMail('p@example.com', when, language),
    roleChangedMail('p@example.com', { organization: 'Acme', role: 'member' }, language),
    emailConfirmationMail(
      { email: 'p@example.com', token: 'b'.repeat(43), expires_at: '2026-11-28T10:00:00Z' },
      language,
    ),
    staffInvitationMail(
      {
        email: 'p@example.com',
        invited_by: 'boss@aivora.test',
        token: 'c'.repeat(43),
        expires_at: INVITATION.expires_at,
      },
      language,
    ),
    joinRequestMail({ email: 'a@acme.example', requester: 'c@acme.example', organization: 'Acme' }, language),
    joinDecisionMail({ email: 'c@acme.example', organization: 'Acme', approved: true }, language),
    joinDecisionMail({ email: 'c@acme.example', organization: 'Acme', approved: false }, language),
    securityNoticeMail({ email: 'p@example.com', event: 'two-factor-on', at: when.toISOString() }, language),
    securityNoticeMail({ email: 'p@example.com', event: 'two-factor-off', at: when.toISOString() }, language),
  ]

  it('is written in all three, each its own words, with the link and the date in that language', () => {
    const subjects = SETTINGS_LANGUAGE_VALUES.map((language) => mails(language).map((mail) => mail.subject))
    for (let i = 0; i < subjects[0]!.length; i++) expect(new Set(subjects.map((s) => s[i])).size).toBe(3)
    // Within a language, no two say the same (approved and rejected, on and off, are told apart).
    for (const words of subjects) expect(new Set(words).size).toBe(words.length)
    for (const language of SETTINGS_LANGUAGE_VALUES) {
      for (const mail of mails(language)) {
        expect(mail.text).not.toMatch(/undefined|null|\[object/)
        expect(mail.text.endsWith('\n')).toBe(true)
      }
    }
    expect(invitationMail(INVITATION, 'es').text).toContain('antes del 4 de diciembre de 2026 a las 10:00 UTC')
    expect(invitationMail(INVITATION, 'fr').text).toContain('avant le 4 décembre 2026 à 10:00 UTC')
    expect(invitationMail(INVITATION, 'en').text).toContain('before 4 December 2026 at 10:00 UTC')
    for (const language of SETTINGS_LANGUAGE_VALUES)
      expect(invitationMail(INVITATION, language).text).toContain(
        `https://www.aivora.test/invitation?token=${'a'.repeat(43)}`,
      )
    expect(passwordChangedMail('p@example.com', when, 'fr').text).toContain('27 novembre 2026 à 10:15 UTC')
    const twoFactorOff = { email: 'p@example.com', event: 'two-factor-off', at: when.toISOString() } as const
    expect(securityNoticeMail(twoFactorOff, 'es').text).toContain('el 27 de noviembre de 2026 a las 10:15 UTC')
    expect(
      joinRequestMail({ email: 'a@acme.example', requester: 'c@acme.example', organization: 'Acme' }, 'fr').text,
    ).toContain('https://www.aivora.test/dashboard?section=team')
    for (const language of SETTINGS_LANGUAGE_VALUES) {
      const [, , , , confirmation, staff] = mails(language)
      expect(confirmation!.text).toContain(`https://www.aivora.test/confirm-email?token=${'b'.repeat(43)}`)
      expect(staff!.text).toContain(`https://www.aivora.test/staff-invitation?token=${'c'.repeat(43)}`)
      expect(staff!.text).toContain('boss@aivora.test')
    }
  })

  it('keeps a value someone typed on one line in every language', () => {
    const hostile = { ...INVITATION, organization: 'Acme\r\nBcc: x@evil.example', invited_by: 'Pat\nSubject: hi' }
    for (const language of SETTINGS_LANGUAGE_VALUES) {
      const mail = invitationMail(hostile, language)
      expect(mail.subject).not.toMatch(/[\r\n]/)
      expect(mail.text).not.toMatch(/^(Bcc|Subject):/m)
    }
  })
})

describe('the site sends them so', () => {
  it('the password-reset link in the Spanish of a person whose notifications are off (required)', async () => {
    const user = await person({ emailNotifications: false, language: 'es' })
    await requestPasswordReset(user.email)
    const [mail] = await mailsTo(user.email, 'password-reset')
    expect(mail?.subject).toBe('Restablece tu contraseña de Aivora')
    expect(mail?.text).toContain('Para elegir una contraseña nueva, abre este enlace antes de una hora:')
  })

  it('an invitation in the French of an invitee who has an account, and in English to an outsider', async () => {
    const admin = await person()
    const organization = await organisationOf(admin.id, 'Globex')
    const french = await person({ emailNotifications: false, language: 'fr' })
    const outsider = `outsider-${Date.now()}@example.com`
    expect(await inviteMember(admin, organization, { email: french.email, role: 'member' })).toBe('invited')
    expect(await inviteMember(admin, organization, { email: outsider, role: 'member' })).toBe('invited')
    await drainOutbox(db.engine)
    expect((await mailsTo(french.email, 'invitation'))[0]?.subject).toBe(
      'Vous êtes invité à rejoindre Globex sur Aivora',
    )
    expect((await mailsTo(outsider, 'invitation'))[0]?.subject).toBe('You are invited to join Globex on Aivora')
  })

  it('a role change tells the member in their language while their notifications are on, and not when off', async () => {
    const admin = await person()
    const organization = await organisationOf(admin.id, 'Initech')
    const on = await person({ emailNotifications: true, language: 'es' })
    const off = await person({ emailNotifications: false, language: 'es' })
    await db.engine.query(
      `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member'), ($1, $3, 'member')`,
      [organization, on.id, off.id],
    )
    const cookie = cookieFrom(await createUserSession(admin, request('/login')))
    for (const member of [on, off]) {
      const response = await respond(() =>
        dashboardAction({
          request: formRequest(
            '/dashboard?section=team',
            { intent: 'role', member: member.id, role: 'admin' },
            { cookie },
          ),
          params: {},
          context: {},
        }),
      )
      expect(response.status).toBe(200)
    }
    const told = await mailsTo(on.email, 'role-changed')
    expect(told.map((mail) => mail.subject)).toEqual(['Ahora eres administrador de Initech en Aivora'])
    expect(await mailsTo(off.email, 'role-changed')).toEqual([])
  })
})
