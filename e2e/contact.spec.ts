// /contact with JavaScript on and off (both Playwright projects run every test here): the page's
// strings, the contact form (success, field errors, focus), the scheduling control and axe.
import type { Page } from '@playwright/test'
import {
  dismissConsent,
  expect,
  expectAccessible,
  expectFieldError,
  hasJavaScript,
  holdPosts,
  readDatabase,
  STATIC,
  test,
  toggleTheme,
} from './fixtures'

const SCHEDULING_URL = 'https://calendly.com/aivora/consultation'

function form(page: Page) {
  const section = page.locator('#contact-form')
  return {
    section,
    name: section.getByRole('textbox', { name: 'Name', exact: true }),
    email: section.getByRole('textbox', { name: 'Email', exact: true }),
    phone: section.getByRole('textbox', { name: /^Phone/ }),
    type: section.getByRole('combobox', { name: /^Inquiry type/ }),
    message: section.getByRole('textbox', { name: 'Message', exact: true }),
    send: section.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  }
}

test.describe('the contact page', () => {
  test('shows the hero, the info cards, the experts and the social links', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/contact')
    await expect(page).toHaveTitle('Contact Us | Aivora')
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch with Us' })).toBeVisible()

    for (const title of ['Headquarters', 'Email', 'Phone', 'Website']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible()
    }
    await expect(page.getByText('Mumbai, India')).toBeVisible()
    await expect(page.getByText(/Georgia/)).toBeVisible()
    await expect(page.locator('main a[href^="mailto:"]').first()).toHaveAttribute('href', 'mailto:hello@aivora.ai')
    await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(page.getByRole('link', { name: 'aivora.ai', exact: true })).toHaveAttribute(
      'href',
      'https://aivora.ai',
    )

    await expect(page.getByRole('heading', { level: 2, name: 'Contact Form' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Talk to Our Experts' })).toBeVisible()
    for (const title of [
      'Enterprise AI Consultation',
      'AI Model Deployment & Customization',
      'AI Talent & Architect Collaboration',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }

    await expect(page.getByRole('heading', { level: 2, name: 'Follow Us' })).toBeVisible()
    for (const [name, href] of [
      ['LinkedIn', /linkedin\.com/],
      ['Instagram', /instagram\.com/],
    ] as const) {
      const link = page.getByRole('link', { name: `${name} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('the form has its labelled fields, required marks and inquiry types', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/contact')
    const f = form(page)
    await expect(f.name).toHaveAttribute('required', '')
    await expect(f.email).toHaveAttribute('type', 'email')
    await expect(f.email).toHaveAttribute('required', '')
    await expect(f.phone).not.toHaveAttribute('required')
    await expect(f.message).toHaveAttribute('rows', '6')
    await expect(f.type.locator('option')).toHaveText([
      'Select an inquiry type',
      'General',
      'Inquiry',
      'Support',
      'Collaboration',
      'Business',
      'Partnership',
    ])
    await expect(f.type).toHaveValue('')
    await expect(f.send).toHaveText('Send Message')
    await expect(f.send).toBeEnabled()
    // The robots' trap is out of sight and out of the tab order.
    const trap = page.locator('input[name="company_website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(page.locator('[aria-hidden="true"]:has(> input[name="company_website"])')).toHaveCount(1)
  })
})

test.describe('the contact form', () => {
  test('sends a valid message, shows the thank-you and empties the form', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/contact')
    const f = form(page)
    await f.name.fill('Ada Lovelace')
    await f.email.fill('ada@example.com')
    await f.phone.fill('+44 20 7946 0958')
    await f.type.selectOption('Partnership')
    const message = `Hello from the ${testInfo.project.name} browser test, ${Date.now()}.`
    await f.message.fill(message)
    if (hasJavaScript(testInfo)) {
      // Hold the submission to see the pending state: 'Sending...', disabled.
      const release = await holdPosts(page, '**/contact.data*')
      await f.send.click()
      await expect(f.send).toHaveText('Sending...')
      await expect(f.send).toBeDisabled()
      release()
    } else {
      await f.send.click()
    }

    const status = page
      .getByRole('status')
      .filter({ hasText: "Thank you for your message. We'll get back to you soon!" })
    await expect(status).toBeVisible()
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/)
    await expect(f.name).toHaveValue('')
    await expect(f.email).toHaveValue('')
    await expect(f.phone).toHaveValue('')
    await expect(f.type).toHaveValue('')
    await expect(f.message).toHaveValue('')
    await expect(f.send).toHaveText('Send Message')
    await expect(page.getByRole('alert')).toHaveCount(0)

    // Exactly one row, as typed.
    const rows = await readDatabase('select name, email, phone, type from public.enquiry where message = $1', [message])
    expect(rows).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', type: 'Partnership' },
    ])
  })

  test('shows each required-field message beside its field and focuses the first', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/contact')
    const f = form(page)
    await f.send.click()
    await expectFieldError(page, f.name, 'Please enter your name')
    await expectFieldError(page, f.email, 'Please enter your email address')
    await expectFieldError(page, f.message, 'Please enter a message')
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toBeFocused()
    await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toHaveCount(0)
  })

  test('refuses a bad email, keeps what was typed and focuses the email field', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/contact')
    const f = form(page)
    await f.name.fill('Grace Hopper')
    await f.email.fill('grace@example')
    await f.type.selectOption('Support')
    await f.message.fill('Please call me back.')
    await f.send.click()
    await expectFieldError(page, f.email, 'Please enter a valid email address')
    await expect(f.email).toBeFocused()
    await expect(f.name).toHaveValue('Grace Hopper')
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.email).toHaveValue('grace@example')
    await expect(f.type).toHaveValue('Support')
    await expect(f.message).toHaveValue('Please call me back.')
  })
})

test.describe('Schedule a Consultation', () => {
  test('is a link to the scheduling page without JavaScript, or once the widget cannot load', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    // This machine is offline: the widget's script fails (or is refused here), as on any blocked network.
    await page.route('https://assets.calendly.com/**', (route) => route.abort())
    await page.goto('/contact')
    const link = page.getByRole('link', { name: 'Schedule a Consultation (opens in a new tab)' })
    if (hasJavaScript(testInfo)) {
      // Either the widget became ready (a button) or the page fell back to the link.
      const control = link.or(page.getByRole('button', { name: 'Schedule a Consultation' }))
      await expect(control).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('button', { name: 'Loading Calendar...' })).toHaveCount(0, { timeout: 15_000 })
    }
    await expect(link).toHaveAttribute('href', SCHEDULING_URL)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test.describe('accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`/contact in the ${theme} theme has no serious or critical axe violation`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000)
      await dismissConsent(page, baseURL)
      if (theme === 'light') {
        await page.goto('/privacy')
        await toggleTheme(page, 'light')
        await expect(page.locator('html')).toHaveClass(/light/)
      }
      await page.route('https://assets.calendly.com/**', (route) => route.abort())
      await page.goto('/contact')
      await expectAccessible(page, testInfo)

      // And with the field errors showing.
      const f = form(page)
      await f.email.fill('not-an-address')
      await f.send.click()
      await expectFieldError(page, f.email, 'Please enter a valid email address')
      await expectAccessible(page, testInfo)
    })
  }
})
