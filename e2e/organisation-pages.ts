/**
 * What the organisation's browser tests share (e2e/team.spec.ts, e2e/join-by-domain.spec.ts):
 * signing an organisation up through /signup, and the e-mails the e2e server writes to its
 * DATA_DIR/mail, read as a mail client shows them.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const MAIL_DIR = path.join(`.data-e2e-${Number(process.env.E2E_PORT ?? 3100)}`, 'mail')
export const PASSWORD = 'a-good-password-1'

/** A raw message as a mail client shows it: long headers unfolded, the body quoted-printable decoded. */
function decoded(raw: string) {
  return raw
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The e-mail tagged `tag` (its file name says it: '-invitation-') sent to `email`, once written. */
export async function mailTo(tag: string, email: string): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.includes(`-${tag}-`)) : []
        for (const file of files) {
          const text = decoded(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8'))
          if (text.includes(`To: ${email}`)) {
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

/** Signs `email` up through /signup with an organisation named `organisation`; lands on /. */
export async function signUpOrganisation(page: Page, email: string, organisation: string) {
  await page.goto('/signup')
  await page.getByLabel(/^Organization Name/).fill(organisation)
  await page.getByLabel(/^Industry/).selectOption({ label: 'Transportation & Logistics' })
  await page.getByLabel(/^Country/).selectOption('US')
  await page.getByLabel(/^Primary Use Case/).fill('Route optimisation for our fleet.')
  await page.getByLabel(/^Phone Number/).fill('4705550199')
  await page.getByLabel(/^Email address/).fill(email)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
}
