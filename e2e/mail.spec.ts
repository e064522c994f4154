// The site's e-mail on a fresh machine (no SMTP_URL): mails are .eml files in the e2e server's
// DATA_DIR/mail (scripts/e2e-server.js). With JavaScript on and off: 'Forgot password?' on /login,
// the link read from its .eml, a new password set on /reset-password (sign-up's rules, every
// session ended), the spent link refused; a contact message gives the sales team an .eml; axe on
// the new pages.
import { createPlainUser, dismissConsent, expect, expectAccessible, expectFieldError, signIn, test } from './fixtures'
import { waitForMail } from './mail-files'

test.describe('password reset', () => {
  test("'Forgot password?' asks for the address and answers the same for any", async ({ page, baseURL }, testInfo) => {
    test.slow()
    await dismissConsent(page, baseURL)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    await expectAccessible(page, testInfo)

    const address = page.getByLabel(/^Email address/)
    await address.fill('not an address')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expectFieldError(page, address, 'Please enter a valid email address')

    await address.fill(`nobody-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that address' })).toBeVisible()
    await expectAccessible(page, testInfo)
  })

  test('the e-mailed link sets a new password once', async ({ page, baseURL }, testInfo) => {
    // Four pages, axe on two, two password hashes: about a minute on two busy cores.
    test.slow()
    const { email } = await createPlainUser('reset')
    await dismissConsent(page, baseURL)
    await page.goto('/forgot-password')
    await page.getByLabel(/^Email address/).fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that address' })).toBeVisible()

    const mail = await waitForMail('password-reset', `To: ${email}`)
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0]
    expect(link).toBeTruthy()
    const target = new URL(link!)
    await page.goto(`${target.pathname}${target.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expectAccessible(page, testInfo)

    const newPassword = page.getByLabel(/^New password/)
    await newPassword.fill('123')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expectFieldError(page, newPassword, 'Password must be at least 6 characters long')

    await newPassword.fill('a-brand-new-password')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Success! Your password has been changed.')).toBeVisible()

    await page.goto(`${target.pathname}${target.search}`)
    await expect(page.getByRole('alert')).toHaveText(/This password reset link is invalid or has expired/)
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
    await expectAccessible(page, testInfo)

    await signIn(page, email, 'a-brand-new-password')
  })
})

test.describe('notifications', () => {
  test('a contact message gives the sales team an e-mail with a link to the lead', async ({ page, baseURL }) => {
    const email = `lead-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await dismissConsent(page, baseURL)
    await page.goto('/contact')
    const form = page.locator('#contact-form')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mail Test')
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me about claims triage.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible()

    const mail = await waitForMail('enquiry', email)
    expect(mail).toContain('Subject: New enquiry from Mail Test')
    expect(mail).toContain('Please call me about claims triage.')
    expect(mail).toContain(`/admin/requests?q=${encodeURIComponent(email)}`)
  })
})
