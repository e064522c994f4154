// Two-factor authentication (docs/decisions/071-two-factor-authentication.md), with JavaScript on
// and off (both projects run it): a person turns it on with a code computed here by the same
// library the server uses (otplib), is shown ten recovery codes once, and the security notice
// reaches DATA_DIR/mail; signs out; signing in asks for the code; a wrong code is refused, a
// recovery code works once, the app's next code signs in; wrong codes are then rate-limited; a
// current code turns it off. axe once per new page state.
import fs from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { generate } from 'otplib'
import { createPlainUser, dismissConsent, expect, expectAccessible, hydratedOnLoad, signIn, test } from './fixtures'

const MAIL_DIR = path.join(`.data-e2e-${Number(process.env.E2E_PORT ?? 3100)}`, 'mail')

/** The security notice e-mail sent to `email` about `what` ('on' or 'off'), once the server has written it. */
async function securityNotice(email: string, what: 'on' | 'off') {
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR)
          ? fs.readdirSync(MAIL_DIR).filter((f) => f.includes('-security-notice-'))
          : []
        return files.some((file) => {
          const text = fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')
          return text.includes(`To: ${email}`) && text.includes(`turned ${what}`)
        })
      },
      { timeout: 75_000, message: `the notice that two-factor was turned ${what}` },
    )
    .toBe(true)
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function signOut(page: Page) {
  await page.goto('/about')
  await nav(page).getByRole('button', { name: 'Sign Out' }).click()
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
}

/** The password step: with two-factor on, it leads to the code form, not to /. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(/^Email address/).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login/two-factor')
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel(/^Authentication code/).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

test.describe('two-factor authentication', () => {
  // Several sign-ins (bcrypt), a mail to wait for and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('on with a code, sign out, the code at sign-in, a recovery code once, wrong codes limited, off', async ({
    page,
    baseURL,
  }, testInfo: TestInfo) => {
    const { email, password } = await createPlainUser(`two-factor-${testInfo.project.name}`)
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signIn(page, email, password)

    // Off: the page says so and offers to turn it on.
    await page.goto('/settings/two-factor')
    await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible()
    await expectAccessible(page, testInfo)

    // The setup: a QR code drawn by the server, and the key as text.
    await page.getByRole('button', { name: 'Turn on two-factor' }).click()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = (await page.locator('#two-factor-key').innerText()).replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectAccessible(page, testInfo)

    // A wrong code does not turn it on.
    const right = await generate({ secret })
    await page.getByLabel(/^Code from your app/).fill(right === '000000' ? '000001' : '000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByText('That code is not right. Please try again.')).toBeVisible()
    await expect(page.getByLabel(/^Code from your app/)).toHaveAttribute('aria-invalid', 'true')

    // The library's code does; ten recovery codes, shown this once.
    await page.getByLabel(/^Code from your app/).fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByRole('heading', { name: 'Success! Two-factor authentication is on.' })).toBeVisible()
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts()
    expect(codes).toHaveLength(10)
    await expectAccessible(page, testInfo)
    await securityNotice(email, 'on')

    // Never shown again.
    await page.goto('/settings/two-factor')
    await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(codes[0]!)
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0)

    // Sign out; signing in asks for the code.
    await signOut(page)
    await passwordStep(page, email, password)
    await expectAccessible(page, testInfo)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirectTo=/)

    // A wrong code is refused; a recovery code signs in.
    await passwordStep(page, email, password)
    await typeCode(page, '000000' === (await generate({ secret })) ? '000001' : '000000')
    await expect(page.getByText('That code is not right. Please try again.')).toBeVisible()
    await expectAccessible(page, testInfo)
    await typeCode(page, codes[0]!)
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()

    // The same recovery code works once only.
    await signOut(page)
    await passwordStep(page, email, password)
    await typeCode(page, codes[0]!)
    await expect(page.getByText('That code is not right. Please try again.')).toBeVisible()

    // The app's next code (computed here for the next 30 seconds: the one the setup used is spent).
    await typeCode(page, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
    await expect(page).toHaveURL((url) => url.pathname === '/')

    // Turning it off needs a current code.
    await page.goto('/settings/two-factor')
    await page.getByLabel(/^Current code/).fill(codes[1]!)
    await page.getByRole('button', { name: 'Turn off' }).click()
    await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible()
    await expect(page.getByText('Two-factor authentication is off.', { exact: true })).toBeVisible()
    await securityNotice(email, 'off')
  })

  test('wrong codes at sign-in are refused, then rate-limited', async ({ page, baseURL }, testInfo) => {
    const { email, password } = await createPlainUser(`two-factor-limit-${testInfo.project.name}`)
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signIn(page, email, password)
    await page.goto('/settings/two-factor')
    await page.getByRole('button', { name: 'Turn on two-factor' }).click()
    const secret = (await page.locator('#two-factor-key').innerText()).replace(/\s/g, '')
    await page.getByLabel(/^Code from your app/).fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByRole('heading', { name: 'Success! Two-factor authentication is on.' })).toBeVisible()

    await signOut(page)
    await passwordStep(page, email, password)
    const right = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    const wrong = right === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) {
      await typeCode(page, wrong)
      await expect(page.getByText('That code is not right. Please try again.')).toBeVisible()
    }
    // Now even the right code waits.
    await typeCode(page, right)
    await expect(page.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/login/two-factor')
    await expectAccessible(page, testInfo)
  })
})
