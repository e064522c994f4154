// The scheduling widget on /contact, which exists only where JavaScript runs (the no-js project
// ignores *.js-only.spec.ts; without JavaScript the control is the plain link, tested in
// contact.spec.ts).
import { dismissConsent, expect, test } from './fixtures'

const SCHEDULING_URL = 'https://calendly.com/aivora/consultation'

test.describe('the scheduling widget', () => {
  test('reads Loading Calendar... and is disabled while the widget loads, then falls back', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('https://assets.calendly.com/**', async (route) => {
      await held
      await route.abort()
    })
    // Not until 'load': a widget script the page adds before its load event delays that event, and
    // it is held here until the button has been seen.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    const loading = page.getByRole('button', { name: 'Loading Calendar...' })
    await expect(loading).toBeVisible()
    await expect(loading).toBeDisabled()
    release()
    await expect(page.getByRole('link', { name: 'Schedule a Consultation (opens in a new tab)' })).toHaveAttribute(
      'href',
      SCHEDULING_URL,
    )
    await expect(loading).toHaveCount(0)
  })

  test('opens the widget popup for the consultation page with its consent banner hidden', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    // A stand-in for the widget (the real one cannot be fetched offline), with the same entry point.
    await page.route('https://assets.calendly.com/**', (route) =>
      route.request().url().endsWith('.css')
        ? route.fulfill({ contentType: 'text/css', body: '' })
        : route.fulfill({
            contentType: 'application/javascript',
            body: 'window.Calendly = { initPopupWidget: function (options) { window.__popupUrl = options.url } }',
          }),
    )
    await page.goto('/contact')
    const button = page.getByRole('button', { name: 'Schedule a Consultation' })
    await expect(button).toBeEnabled()
    await button.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __popupUrl?: string }).__popupUrl))
      .toBe(`${SCHEDULING_URL}?hide_gdpr_banner=1`)
  })
})
