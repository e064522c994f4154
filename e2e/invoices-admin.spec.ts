// Invoices that add up (docs/decisions/085-invoices-that-add-up.md), with JavaScript on and off
// (the admin projects run it): a customer signs an organisation up and has no invoices; staff find
// it from 'Issue invoice', are refused a bad tax rate, then issue two lines at 20% tax; the
// customer's Admin is e-mailed, sees it Pending in Billing, opens its printable page and downloads
// its PDF (whose text holds the number and the total); staff see it in Pending and in the revenue
// report, mark it paid, and the customer sees it Paid. axe once per new page state.
import type { APIResponse } from '@playwright/test'
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

/**
 * The text a PDF shows: pdfkit writes each run as hex strings in a TJ array (kerning numbers
 * between them), uncompressed (app/.server/invoice-pdf.ts); the runs' bytes, joined per array.
 */
async function pdfText(response: APIResponse) {
  const raw = (await response.body()).toString('latin1')
  const runs = raw.match(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/gi) ?? []
  return runs
    .map((run) =>
      [...run.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    )
    .join('\n')
}

test.describe('invoices', () => {
  // A sign-up (bcrypt), two people and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('staff issue an invoice, the customer reads it and its PDF, staff mark it paid', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'invoice')
    const organisation = `Invoice Walk ${testInfo.project.name} ${Date.now()}`
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signUpOrganisation(page, email, organisation)

    // Billing holds the organisation's real invoices: none yet, and no sample-data note.
    await page.goto('/dashboard?section=billing')
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    await expect(page.getByText('No invoices yet.')).toBeVisible()
    await expect(page.getByText('Sample data: these figures are examples')).toHaveCount(0)

    // Staff open Invoices and 'Issue invoice', and find the organisation by name.
    const staff = await otherPerson(browser, baseURL, testInfo)
    await startSession(staff.page, E2E_ADMIN.email, baseURL)
    await staff.page.goto('/admin/invoices')
    await expect(staff.page.getByRole('heading', { name: /^Invoices \(/ })).toBeVisible()
    await expectAccessible(staff.page, testInfo)
    await staff.page.getByRole('link', { name: 'Issue invoice' }).click()
    await staff.page.getByRole('searchbox', { name: 'Organisation to bill' }).fill(organisation)
    await staff.page.getByRole('button', { name: 'Find' }).click()
    await expect(staff.page.getByRole('list', { name: 'Matching organisations' })).toBeVisible()
    await expectAccessible(staff.page, testInfo)
    await staff.page.getByRole('link', { name: `Bill ${organisation}` }).click()
    await expect(staff.page.getByText(`Bill to: ${organisation}`)).toBeVisible()

    // Two lines, and a tax rate that is not one: refused beside it, what was typed kept, nothing issued.
    const rows = staff.page.getByRole('group', { name: 'Lines' }).getByRole('listitem')
    await rows.nth(0).getByLabel('Description').fill('MedScan Vision-3, monthly subscription')
    await rows.nth(0).getByLabel('Unit price ($)').fill('2500')
    await rows.nth(1).getByLabel('Description').fill('Onboarding session')
    await rows.nth(1).getByLabel('Quantity').fill('2')
    await rows.nth(1).getByLabel('Unit price ($)').fill('99.95')
    await staff.page.getByLabel(/^Tax rate/).fill('twenty')
    await staff.page.getByRole('button', { name: 'Issue invoice' }).click()
    await expect(staff.page.getByText('Enter a tax rate from 0 to 100, for example 20 or 8.25.')).toBeVisible()
    await expect(rows.nth(1).getByLabel('Unit price ($)')).toHaveValue('99.95')
    await expectAccessible(staff.page, testInfo)
    expect(
      await readDatabase(
        'select 1 from public.invoices i join public.organizations o on o.id = i.organization_id where o.name = $1',
        [organisation],
      ),
    ).toEqual([])

    // 2,500.00 + 2 × 99.95 = 2,699.90; 20% tax 539.98; total 3,239.88.
    await staff.page.getByLabel(/^Tax rate/).fill('20')
    await staff.page.getByRole('button', { name: 'Issue invoice' }).click()
    await expect(staff.page.getByRole('status').filter({ hasText: 'Invoice issued.' })).toBeVisible()
    const title = staff.page.getByRole('heading', { level: 3, name: /^Invoice INV-\d{4}-\d{4,}$/ })
    const number = (await title.textContent())!.replace('Invoice ', '').trim()
    const document = staff.page.getByRole('article', { name: `Invoice ${number}` })
    await expect(document).toContainText('$539.98')
    await expect(document).toContainText('$3,239.88')
    await expect(document.getByText('Pending', { exact: true })).toBeVisible()
    await expectAccessible(staff.page, testInfo)
    const invoiceUrl = staff.page.url().replace(/\?done=.*$/, '')

    // The customer's Admin is e-mailed; Billing shows it Pending.
    const mail = await mailTo('invoice-issued', email)
    expect(mail).toContain(number)
    expect(mail).toContain('$3,239.88')
    await page.goto('/dashboard?section=billing')
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: number })
    await expect(row).toContainText('$3,239.88')
    await expect(row.getByText('Pending', { exact: true })).toBeVisible()
    await expectAccessible(page, testInfo)

    // Its printable page, and its PDF, whose text holds the number and the total.
    await row.getByRole('link', { name: number }).click()
    await expect(page.getByRole('article', { name: `Invoice ${number}` })).toContainText(
      'MedScan Vision-3, monthly subscription',
    )
    await expectAccessible(page, testInfo)
    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
    const pdf = await page.request.get(pdfHref!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`)
    const text = await pdfText(pdf)
    expect(text).toContain(number)
    expect(text).toContain('$3,239.88')
    // Someone who is not the organisation's member (staff here) gets no PDF from the customer's address.
    expect((await staff.page.request.get(pdfHref!, { maxRedirects: 0 })).status()).toBe(404)

    // Staff: it is in Pending and in this month's revenue; then marked paid.
    await staff.page.goto('/admin/invoices?tab=pending')
    await expect(staff.page.getByRole('region', { name: 'Unpaid invoices' })).toContainText(number)
    await expectAccessible(staff.page, testInfo)
    await staff.page.goto('/admin/invoices?tab=reports')
    await expect(staff.page.getByRole('img', { name: /^Revenue by month/ })).toBeVisible()
    await expect(staff.page.getByRole('region', { name: 'Revenue by month, figures' })).toContainText('Total')
    await expectAccessible(staff.page, testInfo)
    await staff.page.goto(invoiceUrl)
    await staff.page.getByRole('button', { name: 'Mark as paid' }).click()
    await expect(staff.page.getByRole('status').filter({ hasText: 'Invoice marked paid.' })).toBeVisible()
    await expect(
      staff.page.getByRole('article', { name: `Invoice ${number}` }).getByText('Paid', { exact: true }),
    ).toBeVisible()
    await staff.page.goto('/admin/invoices?tab=pending')
    await expect(staff.page.getByRole('link', { name: number })).toHaveCount(0)

    // The customer sees it paid; the audit log has both staff actions.
    await page.goto('/dashboard?section=billing')
    await expect(page.getByRole('row').filter({ hasText: number }).getByText('Paid', { exact: true })).toBeVisible()
    const actions = await readDatabase<{ action: string }>(
      `select a.action from public.audit_log a join public.invoices i on a.entity_id = i.id::text
       where i.number = $1 order by a.at`,
      [number],
    )
    expect(actions.map((a) => a.action)).toEqual(['invoice.issue', 'invoice.paid'])
    await staff.context.close()
  })
})
