/**
 * The one way the site sends an e-mail (docs/architecture.md#mail): through the SMTP server of
 * SMTP_URL, or, without it, into DATA_DIR/mail as an .eml file (0600 in a 0700 folder, like the
 * rest of DATA_DIR) with one log line, so a fresh machine loses nothing and a developer can open
 * what would have been sent. Every header value that came from a visitor is one line before
 * nodemailer sees it, so a name with CR/LF in it cannot add a header.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { singleLine } from '~/lib/single-line'
import { getConfig, redactSecrets } from '../config'
import { countMail } from '../metrics'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  /** Where a reply goes (the lead's own address), if not to the sender. */
  replyTo?: { name: string; address: string }
  /** A word for the .eml file's name and the log line: 'enquiry', 'callback', 'password-reset'. */
  tag: string
}

interface Delivery {
  via: 'smtp' | 'file'
  /** The SMTP server's message id, or the .eml file's path. */
  where: string
}

/** Control characters (CR, LF, tab, NUL…) become spaces: a header value is one line. */
function oneLine(value: string, max = 200): string {
  const flat = singleLine(value).trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** How long one SMTP conversation may take at each step: a dead server is a failure, not a hang. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

let smtp: { url: string; transport: Transporter } | undefined

/** nodemailer, loaded with the first mail rather than at every start-up. */
const mailerModule = async () => (await import('nodemailer')).default

async function smtpTransport(url: string) {
  const nodemailer = await mailerModule()
  if (smtp?.url !== url) {
    smtp?.transport.close()
    smtp = { url, transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) }
  }
  return smtp.transport
}

function message(mail: OutgoingMail) {
  const { from } = getConfig().mail
  return {
    from,
    to: mail.to,
    subject: oneLine(mail.subject),
    text: mail.text,
    replyTo: mail.replyTo ? { name: oneLine(mail.replyTo.name), address: mail.replyTo.address } : undefined,
  }
}

/**
 * Sends `mail`, or writes it to DATA_DIR/mail when no SMTP server is configured. Throws when the
 * SMTP server refuses it or cannot be reached; the error's message never holds SMTP_URL's password.
 */
export async function sendMail(mail: OutgoingMail): Promise<Delivery> {
  // Sent and failed, by kind, for /metrics (app/.server/metrics.ts).
  try {
    const delivery = await deliver(mail)
    countMail(mail.tag, true)
    return delivery
  } catch (error) {
    countMail(mail.tag, false)
    throw error
  }
}

async function deliver(mail: OutgoingMail): Promise<Delivery> {
  const config = getConfig().mail
  if (config.smtpUrl) {
    try {
      const info = await (await smtpTransport(config.smtpUrl)).sendMail(message(mail))
      return { via: 'smtp', where: String(info.messageId) }
    } catch (error) {
      throw new MailError(redactSecrets(error instanceof Error ? error.message : String(error)))
    }
  }
  return writeEml(mail, config.dir)
}

/** A failed send, in words safe to log and to show an admin. */
export class MailError extends Error {
  override name = 'MailError'
}

async function writeEml(mail: OutgoingMail, dir: string): Promise<Delivery> {
  const composer = (await mailerModule()).createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  const info = await composer.sendMail(message(mail))
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = path.join(dir, `${stamp}-${mail.tag}-${randomBytes(4).toString('hex')}.eml`)
  await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' })
  // One line, without the body (a reset link is a key to an account) or the subject (which names
  // the visitor): what kind of e-mail it is and where it is.
  console.info(`[mail] SMTP_URL is not set: an e-mail (${mail.tag}) written to ${file}`)
  return { via: 'file', where: file }
}

/** Closes the SMTP connection, if one is open (shutdown, tests). */
export function closeMailer() {
  smtp?.transport.close()
  smtp = undefined
}

const inFlight = new Set<Promise<void>>()

/**
 * Runs `work` (composing and sending one e-mail tagged `tag`) without making the caller wait (a
 * password-reset link: the page answers the same at once whether or not the address has an
 * account). A failure is one log line; the visitor can ask again. `settleMail` waits for it.
 */
export function inBackground(tag: string, work: () => Promise<unknown>) {
  const sending = work().then(
    () => undefined,
    (error: unknown) => {
      const reason = error instanceof MailError ? error.message : String(error)
      console.warn(`[mail] a ${tag} e-mail could not be sent: ${reason}`)
    },
  )
  inFlight.add(sending)
  void sending.finally(() => inFlight.delete(sending))
}

/** Waits for every e-mail `inBackground` has under way (shutdown, tests). */
export async function settleMail() {
  await Promise.all([...inFlight])
}
