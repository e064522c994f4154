// Lead notifications through a real SMTP server started in this process: every new enquiry and
// booked callback queues one e-mail in its own transaction, the background sender delivers it to
// SALES_EMAIL, an .eml file stands in without SMTP_URL, a mail server that is down loses nothing
// (the lead is saved, the row retried, delivered once it is back), two senders never send one row
// twice, and a name with CR/LF in it adds no header.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { bookCallback } from '~/.server/chat/schedule'
import { parseConfig, redactSecrets, resetConfig } from '~/.server/config'
import { ANON, runAs, runAsServiceRole, userCaller } from '~/.server/db'
import { createEnquiry } from '~/.server/enquiry'
import { listMailFailures } from '~/.server/mail/failures'
import { closeMailer, sendMail } from '~/.server/mail/mailer'
import { drainOutbox } from '~/.server/mail/outbox'
import { grantAdmin } from '~/.server/profiles'
import { openPostgres } from '~/.server/db/postgres'
import { action as contactAction } from '~/routes/contact'
import { formRequest, respond, routeArgs, useAppDatabase } from './helpers/app'
import { describeOnPostgres, type TestDatabase } from './helpers/database'
import { freePort, SMTP_PASSWORD, SMTP_USER, startSmtpServer, type TestSmtpServer } from './helpers/smtp-server'

const SITE = 'https://www.aivora.test'
const SALES = 'leads@aivora.test'
let db: TestDatabase
let smtp: TestSmtpServer
let dataDir: string
const saved = { ...process.env }

function configure(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetConfig()
  closeMailer()
}

beforeAll(async () => {
  db = await useAppDatabase()
  smtp = await startSmtpServer()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'))
})
afterAll(async () => {
  closeMailer()
  await smtp.close()
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.env = saved
  resetConfig()
})
beforeEach(async () => {
  configure({ SITE_URL: SITE, SALES_EMAIL: SALES, SMTP_URL: smtp.url, MAIL_FROM: undefined, DATA_DIR: dataDir })
  smtp.received.length = 0
  await db.engine.query('delete from private.mail_outbox')
})
afterEach(() => closeMailer())

let address = 0
function postContact(fields: Record<string, string>) {
  address += 1
  return respond(() =>
    contactAction(routeArgs(formRequest('/contact', fields), { clientAddress: `198.51.100.${address}` })),
  )
}

async function outbox() {
  const { rows } = await db.engine.query<{
    kind: string
    attempts: number
    sent_at: Date | null
    last_error: string | null
    next_attempt_at: Date | null
  }>('select kind, attempts, sent_at, last_error, next_attempt_at from private.mail_outbox order by created_at')
  return rows
}

/** The headers of a raw message, unfolded: one entry per header line. */
function headerLines(raw: string) {
  const head = raw.split(/\r\n\r\n/)[0]!
  return head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')
}

/** The body of a raw message, quoted-printable decoded, as a mail client shows it. */
function bodyOf(raw: string) {
  const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n')
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

describe('lead notifications over SMTP', () => {
  it('a contact enquiry is queued with the lead and delivered to SALES_EMAIL with a link to it', async () => {
    const response = await postContact({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      type: 'Partnership',
      message: 'We would like to discuss a partnership.\nSecond line.',
    })
    expect(response.status).toBe(302)
    // Queued in the lead's transaction, not sent yet: the visitor's answer never waits for SMTP.
    expect(await outbox()).toMatchObject([{ kind: 'enquiry', attempts: 0, sent_at: null }])
    expect(smtp.received).toHaveLength(0)

    expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([SALES])
    expect(mail.from).toBe('no-reply@aivora.test')
    expect(mail.user).toBe(SMTP_USER)
    const headers = headerLines(mail.raw)
    expect(headers).toContain('Subject: New enquiry from Ada Lovelace')
    expect(headers).toContain(`To: ${SALES}`)
    expect(headers.find((h) => h.startsWith('Reply-To:'))).toContain('ada@example.com')
    expect(bodyOf(mail.raw)).toContain('Phone: +44 20 7946 0958')
    expect(bodyOf(mail.raw)).toContain('Inquiry type: Partnership')
    expect(bodyOf(mail.raw)).toContain('We would like to discuss a partnership.')
    expect(bodyOf(mail.raw)).toContain(`${SITE}/admin/requests?q=ada%40example.com`)

    expect(await outbox()).toMatchObject([{ attempts: 1, last_error: null }])
    expect((await outbox())[0]!.sent_at).not.toBeNull()
    // Sent once: a second drain finds nothing due.
    expect(await drainOutbox(db.engine)).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
  })

  it('a booked callback carries the contact details, what the chat learned and the time zone', async () => {
    const chatId = randomUUID()
    await db.engine.query(`insert into public.chat_requests (chat_id, captured) values ($1, $2::jsonb)`, [
      chatId,
      JSON.stringify({ useCase: 'Claims triage', size: '200 people', timeline: 'Q1' }),
    ])
    await bookCallback(chatId, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      company: 'Navy Labs',
      industry: 'Healthcare',
      callbackTime: 'afternoon',
      timeZone: 'Europe/London',
    })
    expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([SALES])
    expect(headerLines(mail.raw)).toContain('Subject: Callback booked by Grace Hopper (Navy Labs)')
    for (const text of [
      'Email: grace@example.com',
      'Phone: +1 555 0100',
      'Industry: Healthcare',
      'Best time for callback: afternoon (12 PM - 5 PM)',
      'Use case: Claims triage',
      'Size: 200 people',
      'Timeline: Q1',
      'Time zone: Europe/London',
      `${SITE}/admin/requests?q=grace%40example.com`,
    ]) {
      expect(bodyOf(mail.raw)).toContain(text)
    }

    // The browser's time zone, saved by the same update as the booking, is in the mail too; so is
    // a second booking on the same chat.
    await db.engine.query(
      `update public.chat_requests set callback_time = 'evening', time_zone = 'Asia/Kolkata' where chat_id = $1`,
      [chatId],
    )
    expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })
    expect(bodyOf(smtp.received[1]!.raw)).toContain('Best time for callback: evening (5 PM - 8 PM)')
    expect(bodyOf(smtp.received[1]!.raw)).toContain('Time zone: Asia/Kolkata')
    // Changes that are not a booking (a new message) send nothing.
    await db.engine.query(`update public.chat_requests set messages = '[]'::jsonb where chat_id = $1`, [chatId])
    expect(await drainOutbox(db.engine)).toEqual({ sent: 0, failed: 0 })
  })

  it('a name with CR/LF adds no header and no recipient', async () => {
    await createEnquiry(ANON, {
      name: 'Mallory\r\nBcc: victim@example.com\r\nX-Injected: yes',
      email: 'mallory@example.com',
      message: 'Hello\r\nBcc: other@example.com',
    })
    expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([SALES])
    const headers = headerLines(mail.raw)
    expect(headers.some((h) => /^(bcc|x-injected):/i.test(h))).toBe(false)
    expect(headers).toContain('Subject: New enquiry from Mallory Bcc: victim@example.com X-Injected: yes')
    // The message's own lines stay in the body, after the headers.
    expect(bodyOf(mail.raw)).toContain('Bcc: other@example.com')
  })

  it('a line break in a name, a company or a phone adds no line to the body', async () => {
    const forged = ['Email: forged@evil.example', 'Open it in the admin area: https://evil.example/admin']
    const hostile = (field: string) => `${field}\r\n${forged[0]}\n${forged[1]}\u2028Phone: 0900 666`
    const bodyLines = (raw: string) => bodyOf(raw).split(/\r\n|\n/)

    // Through the contact form: the name is made one line before it is saved.
    const response = await postContact({
      name: hostile('Mallory'),
      email: 'mallory.lines@example.com',
      phone: '+1 555\n0100',
      message: 'Hello.',
    })
    expect(response.status).toBe(302)
    const { rows } = await db.engine.query<{ name: string; phone: string }>(
      `select name, phone from public.enquiry where email = 'mallory.lines@example.com'`,
    )
    expect(rows).toEqual([{ name: `Mallory ${forged[0]} ${forged[1]} Phone: 0900 666`, phone: '+1 555 0100' }])

    // A row saved before (or by another path) still makes one line per label in the mail.
    await createEnquiry(ANON, { name: hostile('Trudy'), email: 'trudy@example.com', message: 'Hi.' })
    // Through the chat's schedule form and what the chat learned.
    const chatId = randomUUID()
    await db.engine.query(`insert into public.chat_requests (chat_id, captured) values ($1, $2::jsonb)`, [
      chatId,
      JSON.stringify({ useCase: hostile('Claims') }),
    ])
    await bookCallback(chatId, {
      name: hostile('Eve'),
      email: 'eve@example.com',
      company: hostile('Evil Corp'),
      industry: 'Healthcare',
      callbackTime: 'afternoon',
      timeZone: undefined,
    })

    expect(await drainOutbox(db.engine)).toEqual({ sent: 3, failed: 0 })
    expect(smtp.received).toHaveLength(3)
    for (const mail of smtp.received) {
      const lines = bodyLines(mail.raw)
      expect(lines.filter((l) => l.startsWith('Email: '))).toHaveLength(1)
      expect(lines.some((l) => l.startsWith(forged[0]!) || l.startsWith(forged[1]!))).toBe(false)
      expect(lines.filter((l) => l.startsWith('Phone: ')).every((l) => !l.includes('0900'))).toBe(true)
      expect(lines.filter((l) => l.startsWith('Open it in the admin area: '))).toEqual([
        expect.stringContaining(`${SITE}/admin/requests?q=`),
      ])
    }
    expect(bodyLines(smtp.received.at(-1)!.raw)).toContain(`Name: Eve ${forged[0]} ${forged[1]} Phone: 0900 666`)
  })

  it('a mail server that is down loses nothing: the lead is saved, the row retried, then delivered once', async () => {
    const port = await freePort()
    configure({ SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}` })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    const response = await postContact({ name: 'Lin', email: 'lin@example.com', message: 'Call me.' })
    expect(response.status).toBe(302)
    const { rows } = await db.engine.query('select 1 from public.enquiry where email = $1', ['lin@example.com'])
    expect(rows).toHaveLength(1)

    expect(await drainOutbox(db.engine)).toEqual({ sent: 0, failed: 1 })
    const [failed] = await outbox()
    expect(failed).toMatchObject({ attempts: 1, sent_at: null })
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(failed!.last_error).not.toContain(SMTP_PASSWORD)
    expect(new Date(failed!.next_attempt_at!).getTime()).toBeGreaterThan(Date.now() + 30_000)
    expect(warn.mock.calls.map((c) => c.join(' ')).join('\n')).not.toContain(SMTP_PASSWORD)
    // Not due yet: nothing is tried.
    expect(await drainOutbox(db.engine)).toEqual({ sent: 0, failed: 0 })

    // Admins see it on the overview; nobody else may read it.
    const admin = await runAsServiceRole(db.engine, 'test', async (tx) => {
      const user = await createUser(tx, { email: `admin-${randomUUID()}@example.com`, password: 'a-good-password' })
      await grantAdmin(tx, user.email)
      return user
    })
    const failures = await listMailFailures(userCaller(admin))
    expect(failures).toMatchObject([{ kind: 'enquiry', lead_email: 'lin@example.com', attempts: 1 }])
    const visitor = await runAsServiceRole(db.engine, 'test', (tx) =>
      createUser(tx, { email: `visitor-${randomUUID()}@example.com`, password: 'a-good-password' }),
    )
    await expect(
      runAs(db.engine, userCaller(visitor), (tx) => tx.query('select * from private.admin_mail_failures()')),
    ).rejects.toThrow()
    await expect(runAs(db.engine, ANON, (tx) => tx.query('select * from private.mail_outbox'))).rejects.toThrow(
      /permission denied/,
    )

    // The server comes back; the retry is due.
    const back = await startSmtpServer(port)
    try {
      await db.engine.query('update private.mail_outbox set next_attempt_at = now()')
      expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })
      expect(back.received).toHaveLength(1)
      expect(headerLines(back.received[0]!.raw)).toContain('Subject: New enquiry from Lin')
      expect(await outbox()).toMatchObject([{ attempts: 2, last_error: null }])
      expect(await listMailFailures(userCaller(admin))).toEqual([])
      await db.engine.query('update private.mail_outbox set next_attempt_at = now()')
      expect(await drainOutbox(db.engine)).toEqual({ sent: 0, failed: 0 })
      expect(back.received).toHaveLength(1)
    } finally {
      closeMailer()
      await back.close()
    }
  })

  it('two senders draining together send each mail once', async () => {
    for (let i = 0; i < 6; i++) {
      await createEnquiry(ANON, { name: `Lead ${i}`, email: `lead${i}@example.com`, message: 'Hi.' })
    }
    const results = await Promise.all([drainOutbox(db.engine), drainOutbox(db.engine)])
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(6)
    expect(smtp.received).toHaveLength(6)
    expect(new Set(smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)![1])).size).toBe(6)
  })
})

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail, 0600 in a 0700 folder, with one log line', async () => {
    configure({ SMTP_URL: undefined, SALES_EMAIL: undefined })
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await createEnquiry(ANON, { name: 'Eve', email: 'eve@example.com', message: 'Offline hello.' })
    expect(await drainOutbox(db.engine)).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(0)

    const dir = path.join(dataDir, 'mail')
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('-enquiry-' + f.split('-enquiry-')[1]))
    expect(files).toHaveLength(1)
    const file = path.join(dir, files[0]!)
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const raw = fs.readFileSync(file, 'utf8')
    // SALES_EMAIL unset: sales@ the site's host.
    expect(headerLines(raw)).toContain('To: sales@aivora.test')
    expect(bodyOf(raw)).toContain('Offline hello.')
    expect(info.mock.calls.filter((c) => String(c[0]).startsWith('[mail]'))).toHaveLength(1)
    expect(String(info.mock.calls[0]![0])).toContain(file)
  })
})

describe('mail settings', () => {
  it('refuse a malformed SMTP_URL or SALES_EMAIL by name, never showing the password', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://user:hunter2-secret@mail.example.com' })).toThrow(
      /SMTP_URL is set but must be an smtp:\/\/ or smtps:\/\/ URL/,
    )
    try {
      parseConfig({ SMTP_URL: 'smtp://user:hunter2-secret@' })
      expect.unreachable()
    } catch (error) {
      expect(String(error)).toContain('SMTP_URL')
      expect(String(error)).not.toContain('hunter2')
    }
    expect(() => parseConfig({ SALES_EMAIL: 'not an address' })).toThrow(/SALES_EMAIL is set to "not an address" but/)
    expect(parseConfig({ SITE_URL: 'https://www.example.com' }).mail).toMatchObject({
      smtpUrl: null,
      salesEmail: 'sales@example.com',
      from: 'no-reply@example.com',
    })
  })

  it("redact SMTP_URL's password from foreign messages", () => {
    const env = { SMTP_URL: 'smtp://mailer:p%40ss-word-42@mail.example.com:587' }
    expect(redactSecrets('auth failed for p@ss-word-42 at mail.example.com', env)).toBe(
      'auth failed for [SMTP_URL] at mail.example.com',
    )
  })

  it('a refused login is a failure whose message holds no password', async () => {
    configure({ SMTP_URL: `smtp://${SMTP_USER}:wrong-password-123@127.0.0.1:${smtp.port}` })
    await expect(sendMail({ to: SALES, subject: 'x', text: 'y', tag: 'test' })).rejects.toThrow(/Invalid login|535/)
    await sendMail({ to: SALES, subject: 'x', text: 'y', tag: 'test' }).catch((error: unknown) => {
      expect(String(error)).not.toContain('wrong-password-123')
    })
  })
})

describeOnPostgres('two server processes on one PostgreSQL', () => {
  it('never send the same notification twice', async () => {
    const pg = await useAppDatabase('postgres')
    const second = await openPostgres(pg.url!, 4)
    try {
      for (let i = 0; i < 12; i++) {
        await runAs(pg.engine, ANON, (tx) =>
          tx.query(`insert into public.enquiry (name, email, message) values ($1, $2, 'Hi.')`, [
            `Lead ${i}`,
            `pg${i}@example.com`,
          ]),
        )
      }
      const results = await Promise.all([drainOutbox(pg.engine), drainOutbox(second), drainOutbox(pg.engine)])
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12)
      expect(smtp.received).toHaveLength(12)
      expect(new Set(smtp.received.map((m) => m.to.join() + /Subject: (.*)/.exec(m.raw)![1])).size).toBe(12)
    } finally {
      await second.close()
      await pg.close()
      // useAppDatabase replaced the file's database: put the PGlite one back.
      const { setDb } = await import('~/.server/db')
      setDb(db.engine)
    }
  })
})
