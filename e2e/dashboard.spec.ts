// /dashboard with JavaScript on and off (both Playwright projects run every test here): the
// session guard, the organisation dashboard of a member and its five sections (chosen by URL, so
// plain links work without scripts) headed by the organisation's own name and plan from its record,
// the sample figures marked as such and the Team section listing the real members, the mobile menu,
// Settings (saving them is e2e/settings.spec.ts's), sign-out, and the thank-you screen with 'Let's Talk'.
//
// Accounts are made the way a visitor makes them: through the /signup form (an organisation, with
// its creator as Admin). Users who belong to no organisation come from the test harness, since the
// site's sign-up makes an organisation with every account.
import type { Locator, Page, TestInfo } from '@playwright/test'
import {
  createPlainUser,
  dismissConsent,
  expect,
  expectAccessible,
  hasJavaScript,
  hydratedOnLoad,
  issueInvoiceTo,
  ownVisitorHeaders,
  signUpOrganisation,
  startSession,
  test,
} from './fixtures'

const SCHEDULING_URL = 'https://calendly.com/aivora/consultation'
const SAMPLE_NOTE = "Sample data: these figures are examples, not your organisation's records."

function uniqueEmail(testInfo: TestInfo, tag: string) {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@e2e.test`
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' })
const visible = (locator: Locator) => locator.filter({ visible: true }).first()

test.describe('the dashboard without a session', () => {
  test('sends the visitor to the sign-in page', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/dashboard?section=billing')
    await expect(page).toHaveURL(/\/login(\?|$)/)
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  })
})

test.describe('the organisation dashboard', () => {
  // Five sections, each checked with axe: allow for a busy 2-core machine (the whole suite on two
  // workers took just over 2 minutes for this test without JavaScript).
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let email = ''

  test.beforeAll(async ({ browser }, testInfo) => {
    email = uniqueEmail(testInfo, 'org')
    const context = await browser.newContext({ javaScriptEnabled: true, extraHTTPHeaders: ownVisitorHeaders(testInfo) })
    const page = hydratedOnLoad(await context.newPage(), true)
    await signUpOrganisation(page, email)
    await context.close()
    // Billing shows the organisation's own invoices (decision 085): one paid, one pending.
    await issueInvoiceTo(
      testInfo.project.use.baseURL,
      email,
      [{ description: 'Platform', quantity: 1, unitPrice: '2500' }],
      {
        paid: true,
      },
    )
    await issueInvoiceTo(testInfo.project.use.baseURL, email, [{ description: 'Seats', quantity: 3, unitPrice: '600' }])
  })

  test('shows the sidebar, the five sections with the organisation’s records, and signs out', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    // Signed in as sign-in would (e2e/accounts.spec.ts tests the form itself).
    await startSession(page, email, baseURL)
    await page.goto('/dashboard')
    await expect(page).toHaveTitle('Dashboard | Aivora')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    // The shell's bar and footer are hidden here.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    // Sidebar: the organisation's own name (from sign-up, never a placeholder), the plan, the
    // user's initial and e-mail, Sign out.
    // (The small-screen copy of the sidebar is in the page too, hidden: look at what is shown.)
    await expect(visible(page.getByText('Globex Logistics', { exact: true }))).toBeVisible()
    await expect(page.getByText('Acme Corporation')).toHaveCount(0)
    await expect(visible(page.getByText('Enterprise Plan', { exact: true }))).toBeVisible()
    await expect(visible(page.getByText(`Signed in as ${email}`, { exact: true }))).toBeVisible()
    await expect(visible(page.getByRole('button', { name: 'Sign out' }))).toBeVisible()

    // Overview (the default).
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    // The three cards from the organisation's own records (decision 089): nothing in use or open,
    // and the pending invoice owed, all of it new this month.
    const card = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    await expect(card('Models in use')).toContainText(/0\s*No change\s*from last month/)
    await expect(card('Open tickets')).toContainText(/0\s*No change\s*from last month/)
    await expect(card('Balance due')).toContainText('$1,800.00')
    await expect(card('Balance due')).toContainText(/Up\s*\+\$1,800\.00\s*from last month/)
    await expect(page.getByText('No models yet. An Admin can request access')).toBeVisible()
    // What happened, newest first, each linking to where it is.
    const activity = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem')
    await expect(activity).toHaveCount(4)
    await expect(activity.first()).toContainText(/^Invoice INV-\d{4}-\d{4,} issued: \$1,800\.00, due /)
    await expect(activity.filter({ hasText: /paid: \$2,500\.00/ }).getByRole('link')).toHaveAttribute(
      'href',
      /^\/dashboard\/invoices\/[0-9a-f-]{36}$/,
    )
    await expect(activity.last().getByRole('link', { name: `${email} joined the team` })).toHaveAttribute(
      'href',
      '/dashboard?section=team',
    )
    // Nothing on the page is a sample any more.
    await expect(page.getByText(SAMPLE_NOTE, { exact: true })).toHaveCount(0)
    await expectAccessible(page, testInfo)

    // Billing.
    await sidebar(page).getByRole('link', { name: 'Billing' }).click()
    await expect(page).toHaveURL(/\/dashboard\?section=billing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page')
    await expect(sidebar(page).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page')
    const invoices = page.getByRole('table', { name: 'Invoices' })
    await expect(invoices.getByRole('columnheader')).toHaveText(['Invoice', 'Date', 'Amount', 'Status'])
    // The organisation's real invoices (overdue ones: tests/invoices.test.ts), and no sample note.
    for (const status of ['Paid', 'Pending']) await expect(invoices.getByText(status, { exact: true })).toBeVisible()
    await expect(invoices.getByRole('rowheader', { name: /^INV-/ })).toHaveCount(2)
    await expect(invoices.getByRole('row').filter({ hasText: '$1,800.00' })).toContainText('Pending')
    await expect(page.getByText(SAMPLE_NOTE, { exact: true })).toHaveCount(0)
    await expectAccessible(page, testInfo)

    // Team: the real members (here the one who signed up, its Admin), not sample data.
    await sidebar(page).getByRole('link', { name: 'Team' }).click()
    await expect(page).toHaveURL(/section=team$/)
    const team = page.getByRole('table', { name: 'Team members' })
    // An Admin's table has the changes they may make (e2e/team.spec.ts), none on their own row.
    await expect(team.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Last active', 'Actions'])
    await expect(team.getByRole('row')).toHaveCount(2)
    const me = team.getByRole('row').filter({ hasText: email })
    await expect(me.getByRole('cell')).toHaveText([email, 'Admin', 'Just now', 'You'])
    await expect(team.getByText('Member', { exact: true })).toHaveCount(0)
    await expect(page.getByText(SAMPLE_NOTE, { exact: true })).toHaveCount(0)
    await expectAccessible(page, testInfo)

    // Support.
    await sidebar(page).getByRole('link', { name: 'Support' }).click()
    await expect(page).toHaveURL(/section=support$/)
    // Real tickets (decision 083): a new organisation has none yet, and the figures are no sample.
    // Opening and following one: e2e/support-admin.spec.ts.
    await expect(page.getByText('No tickets yet. Open one below when you need our support team.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Open a ticket' })).toBeVisible()
    await expect(page.getByText(SAMPLE_NOTE, { exact: true })).toHaveCount(0)
    await expectAccessible(page, testInfo)

    // Settings: two-factor's row (real: its own page, e2e/two-factor.spec.ts), the switches toggle
    // (with and without JavaScript: they are native checkboxes), and the language choice. Saving
    // them: e2e/settings.spec.ts.
    await sidebar(page).getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/section=settings$/)
    await expect(page.getByRole('img', { name: 'Profile photo' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Turn on two-factor' })).toHaveAttribute('href', '/settings/two-factor')
    const notifications = page.getByRole('switch', { name: 'Email notifications' })
    await expect(notifications).toBeChecked()
    await notifications.click()
    await expect(notifications).not.toBeChecked()
    const language = page.getByLabel('Language')
    await expect(language.locator('option')).toHaveText(['English', 'Spanish', 'French'])
    await language.selectOption({ label: 'French' })
    await expectAccessible(page, testInfo)

    // An unknown section shows the overview.
    await page.goto('/dashboard?section=nonsense')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()

    // Sign out: ends the session and goes to /.
    await visible(page.getByRole('button', { name: 'Sign out' })).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login(\?|$)/)
  })

  test('on a small screen the sidebar is behind a menu button that closes after a choice', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.setViewportSize({ width: 390, height: 844 })
    // Signed in as sign-in would (e2e/accounts.spec.ts tests the form itself).
    await startSession(page, email, baseURL)
    await page.goto('/dashboard')

    const menuButton = page.locator('summary[aria-label="Dashboard menu"]')
    await expect(menuButton).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeHidden()

    await menuButton.click()
    await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeVisible()
    await expect(visible(page.getByRole('button', { name: 'Sign out' }))).toBeVisible()
    await expectAccessible(page, testInfo)

    await sidebar(page).getByRole('link', { name: 'Team' }).click()
    await expect(page).toHaveURL(/section=team$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeHidden()

    // Choosing the section already shown closes the menu too.
    await menuButton.click()
    await sidebar(page).getByRole('link', { name: 'Team' }).click()
    await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeHidden()
  })
})

test.describe('a new sign-up', () => {
  // Sign-up hashes a password (bcrypt) and axe runs once: allow for a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 })

  test("reaches its organisation's dashboard, named in the sidebar, and is its Admin in Team", async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const email = uniqueEmail(testInfo, 'new-org')
    const organisation = `Initech ${testInfo.project.name} ${Date.now()}`
    // Signed up through the form, and so signed in (built-in accounts are confirmed at once).
    await signUpOrganisation(page, email, { organisation })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // The sidebar's header: the organisation's own name and its plan, from its record.
    await expect(visible(page.getByText(organisation, { exact: true }))).toBeVisible()
    await expect(page.getByText('Globex Logistics', { exact: true })).toHaveCount(0)
    await expect(visible(page.getByText('Enterprise Plan', { exact: true }))).toBeVisible()

    await sidebar(page).getByRole('link', { name: 'Team' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    const rows = page.getByRole('table', { name: 'Team members' }).getByRole('row')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1).getByRole('cell')).toHaveText([email, 'Admin', 'Just now', 'You'])
    await expectAccessible(page, testInfo)
  })
})

test.describe('the thank-you screen', () => {
  test('greets a user who is not an organisation by name and offers a callback', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const calendly: string[] = []
    if (hasJavaScript(testInfo)) {
      // A stand-in for the widget (the real one cannot be fetched offline), with the same entry point.
      await page.route('https://assets.calendly.com/**', (route) => {
        calendly.push(route.request().url())
        return route.request().url().endsWith('.css')
          ? route.fulfill({ contentType: 'text/css', body: '' })
          : route.fulfill({
              contentType: 'application/javascript',
              body: 'window.Calendly = { initPopupWidget: function (options) { window.__popupUrl = options.url } }',
            })
      })
    }
    const plain = await createPlainUser('thanks', 'Pat Example')
    await startSession(page, plain.email, baseURL)
    await page.goto('/dashboard?section=billing')

    await expect(page).toHaveTitle('Dashboard | Aivora')
    await expect(page.getByRole('heading', { level: 1, name: `Thank you ${plain.name}` })).toBeVisible()
    await expect(
      page.getByText(
        'We will review your access request to our platform shortly. If you are looking for custom AI solutions, schedule a callback with our team.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0)

    if (hasJavaScript(testInfo)) {
      const talk = page.getByRole('button', { name: "Let's Talk" })
      await expect(talk).toBeEnabled()
      // The widget's script and stylesheet are loaded on this page.
      expect(calendly.some((url) => url.endsWith('widget.js'))).toBe(true)
      expect(calendly.some((url) => url.endsWith('widget.css'))).toBe(true)
      await talk.click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __popupUrl?: string }).__popupUrl))
        .toBe(`${SCHEDULING_URL}?hide_gdpr_banner=1`)
    } else {
      const link = page.getByRole('link', { name: "Let's Talk (opens in a new tab)" })
      await expect(link).toHaveAttribute('href', SCHEDULING_URL)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expectAccessible(page, testInfo)
  })

  test('falls back to a plain link when the scheduling widget cannot load', async ({ page, baseURL }) => {
    // The fixture refuses assets.calendly.com: with JavaScript the control gives up and links.
    await dismissConsent(page, baseURL)
    const plain = await createPlainUser('fallback', null)
    await startSession(page, plain.email, baseURL)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your interest' })).toBeVisible()
    await expect(page.getByRole('link', { name: "Let's Talk (opens in a new tab)" })).toHaveAttribute(
      'href',
      SCHEDULING_URL,
    )
  })
})
