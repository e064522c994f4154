// Confirming a built-in account's address (issue 32; docs/decisions/077-confirming-addresses-and-inviting-staff.md),
// with JavaScript on and off (both projects run it): sign-up says an e-mail was sent (not 'check
// your email', which was untrue: the account is signed in at once); the .eml arrives in the e2e
// server's DATA_DIR/mail with the link; the dashboard says the address is not confirmed yet, and
// 'Send again' sends a new link, in the language Settings name, and ends the first; the new link
// confirms, once; the dashboard's note is gone. axe on each new page state.
import { AUTH_MESSAGES } from '../app/lib/auth-messages'
import { dismissConsent, expect, expectAccessible, hydratedOnLoad, signUpOrganisation, test } from './fixtures'
import { mailTo } from './mail-files'
import { uniqueEmail } from './organisation-pages'

const linkIn = (mail: string) => {
  const link = /https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0]
  expect(link, mail).toBeTruthy()
  const { pathname, search } = new URL(link!)
  return `${pathname}${search}`
}

test.describe('confirming the address of a new account', () => {
  // A sign-up (bcrypt), two e-mails and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('sign-up sends a link, Send again replaces it in the person’s language, the link confirms once', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'confirm')
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signUpOrganisation(page, email, { organisation: 'Confirmation Walk Ltd' })

    // What the home page says is true: signed in, and an e-mail on its way.
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.signedUpConfirmationSent })).toBeVisible()
    await expect(page.getByText('Please check your email to confirm your account')).toHaveCount(0)
    const first = await mailTo('email-confirmation', email)
    expect(first).toContain('Subject: Confirm your e-mail address for Aivora')
    const firstLink = linkIn(first)

    // The dashboard says the address is not confirmed yet.
    await page.goto('/dashboard?section=settings')
    const note = page.getByRole('region', { name: 'Your e-mail address is not confirmed yet' })
    await expect(note).toContainText(email)
    await expectAccessible(page, testInfo)

    // Spanish in Settings, then 'Send again': a new link, in Spanish; the first stops working.
    await page.getByLabel('Language').selectOption({ label: 'Spanish' })
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your settings were saved.' })).toBeVisible()
    await note.getByRole('button', { name: 'Send again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation e-mail sent' })).toBeVisible()
    await expectAccessible(page, testInfo)
    let second = ''
    await expect
      .poll(async () => {
        second = await mailTo('email-confirmation', email)
        return linkIn(second)
      })
      .not.toBe(firstLink)
    expect(second).toContain('Para confirmar que es tuya, abre este enlace')
    const refusedFirst = await page.goto(firstLink)
    expect(refusedFirst?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible()

    // The new link confirms.
    const confirmed = await page.goto(linkIn(second))
    expect(confirmed?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible()
    await expect(page.getByText('Success! Your e-mail address is confirmed.')).toBeVisible()
    await expectAccessible(page, testInfo)

    // Once: a second visit is refused.
    const again = await page.goto(linkIn(second))
    expect(again?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible()

    // The dashboard's note is gone.
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(note).toHaveCount(0)
  })
})
