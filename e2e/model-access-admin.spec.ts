// Model access from the catalogue (docs/decisions/084-model-access-from-the-catalogue.md), with
// JavaScript on and off (the admin projects run it): a visitor's 'Request access' leads to sign-in
// and back; an organisation's Admin (signed up here) requests MedScan Vision-3 from its page; staff
// open the request on the sales desk as a lead of kind Model access and approve it at the catalogue's
// price (and 'Issue invoice' starts from its line); the Admin is e-mailed, and the model is on their
// Overview with its price and renewal. axe once per new page state.
import {
  dismissConsent,
  E2E_ADMIN,
  expect,
  expectAccessible,
  hydratedOnLoad,
  readDatabase,
  startSession,
  test,
} from './fixtures'
import { mailTo } from './mail-files'
import { otherPerson, signUpOrganisation, uniqueEmail } from './organisation-pages'

const MODEL = { slug: 'medscan-vision-3', title: 'MedScan Vision-3', price: '$2,499.00' }

test.describe('model access', () => {
  // A sign-up (bcrypt), two people and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('an Admin requests a model from its page, staff approve it, it is on the Overview', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'access')
    const marker = `${testInfo.project.name}-${Date.now()}`
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)

    // A visitor: the same button, to sign in and back to the form.
    await page.goto(`/models/${MODEL.slug}`)
    const box = page.getByRole('region', { name: 'Request access' })
    await expect(box.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/models/${MODEL.slug}#request-access`)}`,
    )
    await expectAccessible(page, testInfo)

    // The organisation's Admin asks for a subscription for three teams.
    await signUpOrganisation(page, email, `Access Walk ${marker}`)
    await page.goto(`/models/${MODEL.slug}`)
    await expectAccessible(page, testInfo)
    await box.getByRole('radio', { name: 'Subscription' }).check()
    await box.getByLabel(/^Number of teams/).fill('3')
    await box.getByLabel(/^Note/).fill(`For our three radiology sites. ${marker}`)
    await box.getByRole('button', { name: 'Request access' }).click()
    await expect(box.getByRole('status')).toContainText('Request sent.')
    await expect(box).toContainText('Requested')
    await expect(box.getByRole('button', { name: 'Request access' })).toHaveCount(0)
    await expectAccessible(page, testInfo)
    expect(
      await readDatabase('select plan, teams, status from public.organization_models where note like $1', [
        `%${marker}%`,
      ]),
    ).toEqual([{ plan: 'subscription', teams: 3, status: 'requested' }])

    // Staff open it on the sales desk: a lead of its own kind, found by the Admin's address.
    const staff = await otherPerson(browser, baseURL, testInfo)
    await startSession(staff.page, E2E_ADMIN.email, baseURL)
    await staff.page.goto(`/admin/requests?type=access&q=${encodeURIComponent(email)}`)
    const decision = staff.page.getByRole('region', { name: `Model access: ${MODEL.title}` })
    await expect(decision).toContainText('Subscription')
    await expect(decision).toContainText(`${MODEL.price}/month`)
    await expect(decision.getByLabel(/^Monthly price/)).toHaveValue('2499.00')
    await expectAccessible(staff.page, testInfo)
    await decision.getByLabel(/^Start date/).fill('2026-12-01')
    await decision.getByLabel(/^Term/).fill('12')
    await decision.getByRole('button', { name: 'Approve access' }).click()
    await expect(staff.page.getByRole('status').filter({ hasText: 'Access approved.' })).toBeVisible()
    await expect(decision).toContainText('Dec 1, 2026 for 12 months, renews Dec 1, 2027')
    await expect(decision.getByRole('button', { name: 'Approve access' })).toHaveCount(0)
    await expectAccessible(staff.page, testInfo)
    // Billing it: 'Issue invoice' starts from a line for the model at its monthly price (decision 085).
    const [asked] = await readDatabase<{ organization_id: string }>(
      'select organization_id from public.organization_models where note like $1',
      [`%${marker}%`],
    )
    await staff.page.goto(`/admin/invoices/new?organization=${asked!.organization_id}`)
    await expect(staff.page.getByLabel('Line 1: Description')).toHaveValue(`${MODEL.title}: monthly subscription`)
    await expect(staff.page.getByLabel('Line 1: Quantity')).toHaveValue('1')
    await expect(staff.page.getByLabel('Line 1: Unit price ($)')).toHaveValue(MODEL.price)
    await expect(staff.page.getByLabel('Line 2: Description')).toHaveValue('')
    await staff.context.close()

    // The Admin hears of it, and the Overview lists the model with its price and renewal.
    expect(await mailTo('model-access', email)).toContain(`Access to ${MODEL.title} is approved`)
    await page.goto('/dashboard')
    const models = page.getByRole('table', { name: 'Your organisation’s models' })
    const row = models.getByRole('row', { name: new RegExp(MODEL.title) })
    await expect(row).toContainText('Active')
    await expect(row).toContainText(MODEL.price)
    await expect(row).toContainText('Renews Dec 1, 2027')
    // The card counts it, new this month, and the activity says what happened (decision 089).
    const inUse = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Models in use' }) })
    await expect(inUse).toContainText(/1\s*Up\s*\+1\s*from last month/)
    const activity = page.getByRole('region', { name: 'Recent activity' })
    await expect(
      activity.getByRole('link', { name: `${MODEL.title} approved: Subscription from Dec 1, 2026` }),
    ).toHaveAttribute('href', `/models/${MODEL.slug}`)
    await expect(
      activity.getByRole('link', { name: `Access to ${MODEL.title} requested (Subscription)` }),
    ).toBeVisible()
    await expectAccessible(page, testInfo)
  })
})
