/**
 * The e-mails a test makes the server write as .eml files (no SMTP_URL: decision 027), for the
 * tests that read what was sent (tests/team.test.ts, tests/join-by-domain.test.ts): a DATA_DIR of
 * their own and SITE_URL https://www.aivora.test while `fn` runs, everything put back after.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { vi } from 'vitest'
import { resetConfig } from '~/.server/config'
import { closeMailer } from '~/.server/mail/mailer'

/** The messages written with `tag` in their file name, quoted-printable decoded. */
type ReadMails = (tag: string) => string[]

export async function withMailFiles(fn: (read: ReadMails) => Promise<void>) {
  const saved = { ...process.env }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-files-'))
  const dir = path.join(dataDir, 'mail')
  const read: ReadMails = (tag) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .filter((file) => file.includes(`-${tag}-`))
      .map((file) =>
        fs
          .readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
  try {
    Object.assign(process.env, { SITE_URL: 'https://www.aivora.test', DATA_DIR: dataDir })
    delete process.env.SMTP_URL
    resetConfig()
    closeMailer()
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await fn(read)
  } finally {
    vi.restoreAllMocks()
    process.env = saved
    resetConfig()
    closeMailer()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
