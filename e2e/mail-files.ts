/**
 * The e-mails the e2e server writes to its DATA_DIR/mail when no SMTP_URL is set
 * (scripts/e2e-server.js), read as a mail client shows them (e2e/mail.spec.ts, e2e/team.spec.ts,
 * e2e/join-by-domain.spec.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect } from './fixtures'

const MAIL_DIR = path.join(`.data-e2e-${Number(process.env.E2E_PORT ?? 3100)}`, 'mail')

/** A raw message as a mail client shows it: long headers unfolded, the body quoted-printable decoded. */
function decoded(raw: string) {
  return raw
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The newest .eml of `tag` (its file name says it: '-invitation-') holding `needle`, once written. */
export async function waitForMail(tag: string, needle: string): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.includes(`-${tag}-`)) : []
        for (const file of files.sort().reverse()) {
          const text = decoded(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8'))
          if (text.includes(needle)) {
            found = text
            return true
          }
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found
}

/** The newest .eml of `tag` sent to `email`. */
export const mailTo = (tag: string, email: string) => waitForMail(tag, `To: ${email}`)
