// What a person on a phone (390×844) sees, with JavaScript and without: the dashboard's Billing
// table fits the screen, every column in view without scrolling sideways; on /contact a field
// reached by keyboard is never left under the fixed 'Talk to AI Architect' bar (the page keeps a
// scroll padding of the bar's height); the fixed bar and the floating 'Ask the AI Architect' say
// what each does, seen and heard (docs/product.md#shell, #ai-architect).
import type { Locator, Page } from '@playwright/test'
import { architectAside } from './chat-page'
import { dismissConsent, expect, hasJavaScript, issueInvoiceTo, signUpOrganisation, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** The box of `locator`, which must be shown. */
async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test('the Billing table shows Amount and Status within the screen, with no sideways scroll', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `billing-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@e2e.test`
  await signUpOrganisation(page, email)
  // An invoice of the organisation's own, its line long enough to test the fit (decision 085).
  await issueInvoiceTo(baseURL, email, [
    { description: 'Enterprise platform, annual', quantity: 12, unitPrice: '9999.99' },
  ])
  await page.goto('/dashboard?section=billing')
  const invoices = page.getByRole('table', { name: 'Invoices' })
  await expect(invoices).toBeVisible()
  for (const header of ['Invoice', 'Amount', 'Status']) {
    const { x, width } = await box(invoices.getByRole('columnheader', { name: header }))
    expect(x, header).toBeGreaterThanOrEqual(0)
    expect(x + width, header).toBeLessThanOrEqual(PHONE.width)
  }
  const first = invoices
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^INV-/ }) })
    .first()
  for (const cell of [
    first.getByRole('rowheader'),
    first.getByRole('cell').filter({ hasText: '$' }),
    first.getByRole('cell').last(),
  ]) {
    const { x, width } = await box(cell)
    expect(x + width).toBeLessThanOrEqual(PHONE.width)
  }
  // Each invoice's date is still there, under its number.
  await expect(first.getByRole('rowheader')).toContainText(/\d{4}/)
  const region = page.getByRole('region', { name: 'Invoices' })
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
})

/**
 * Puts `field` under the fixed bar (the page scrolled so the field sits in the screen's bottom 50
 * px), focuses the control before it without scrolling, and presses Tab, as a keyboard user
 * reaching the field would.
 */
async function tabInto(page: Page, field: Locator) {
  await field.evaluate((element: HTMLElement) => {
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea'),
    ].filter((each) => each.tabIndex >= 0 && each.checkVisibility({ visibilityProperty: true }))
    const before = tabbable[tabbable.indexOf(element) - 1]!
    const top = element.getBoundingClientRect().top + window.scrollY
    window.scrollTo({ top: top - (document.documentElement.clientHeight - 50), behavior: 'instant' })
    before.focus({ preventScroll: true })
  })
  const bar = page.getByRole('navigation', { name: 'Talk to AI Architect' })
  // Where the test starts: the field is under the bar.
  expect((await box(field)).y).toBeGreaterThan((await box(bar)).y)
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
}

test('on /contact a field reached by keyboard is not under the fixed bar', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL)
  await page.goto('/contact')
  const bar = page.getByRole('navigation', { name: 'Talk to AI Architect' })
  await expect(bar).toBeVisible()
  for (const field of [page.getByLabel(/^Name/), page.getByLabel(/^Inquiry type/)]) {
    await tabInto(page, field)
    // Smooth scrolling may take a moment; where it settles, the whole field is above the bar.
    await expect
      .poll(async () => {
        const [f, b] = [await box(field), await box(bar)]
        return f.y + f.height <= b.y
      })
      .toBe(true)
  }
})

test('the fixed bar and the floating launcher say what each does', async ({ page, baseURL }, testInfo) => {
  await dismissConsent(page, baseURL)
  await page.goto('/about')
  const bar = page.getByRole('navigation', { name: 'Talk to AI Architect' })
  const signUp = bar.getByRole('link', { name: 'Talk to AI Architect', exact: true })
  await expect(signUp).toHaveAccessibleDescription('Sign up')
  await expect(signUp).toContainText('Sign up')
  await expect(signUp).toHaveAttribute('href', '/signup')
  const launcher = architectAside(page).getByRole(hasJavaScript(testInfo) ? 'button' : 'link', {
    name: 'Ask the AI Architect',
    exact: true,
  })
  await expect(launcher).toHaveAccessibleDescription('Opens a chat here, no account needed')
})
