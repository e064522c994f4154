// Support that answers (docs/decisions/083-support-that-answers.md), with JavaScript on and off
// (the admin projects run it): a member signs an organisation up and opens a ticket from the
// dashboard's Support section (an empty title refused first); the support team is e-mailed; staff
// open it on Requests → Support, reply (an .eml to the member) and take it; the member reads the
// answer and replies (an .eml to its owner); staff resolve it, and the member sees it resolved. axe
// once per new page state.
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
import { mailTo, waitForMail } from './mail-files'
import { otherPerson, signUpOrganisation, uniqueEmail } from './organisation-pages'

test.describe('support tickets', () => {
  // A sign-up (bcrypt), two people and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('a member opens a ticket, staff answer, the member replies, staff resolve it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'support')
    const marker = `${testInfo.project.name}-${Date.now()}`
    const title = `Model answers time out ${marker}`
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signUpOrganisation(page, email, 'Support Walk Ltd')

    // The section shows the organisation's real tickets: none yet, and no sample-data note.
    await page.goto('/dashboard?section=support')
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Support tickets' })).toContainText('No tickets yet.')
    await expect(page.getByText('Sample data: these figures are examples')).toHaveCount(0)
    await expectAccessible(page, testInfo)

    // A title of spaces only is refused beside its field; what was typed stays.
    const form = page.getByRole('region', { name: 'Open a ticket' })
    await form.getByLabel(/^Title/).fill('   ')
    await form.getByLabel(/^Description/).fill(`Since Monday every call waits 30 seconds. ${marker}`)
    await form.getByRole('button', { name: 'Open ticket' }).click()
    await expect(form.getByText('Please give the ticket a title.')).toBeVisible()
    await expect(form.getByLabel(/^Description/)).toHaveValue(`Since Monday every call waits 30 seconds. ${marker}`)
    await expectAccessible(page, testInfo)
    expect(await readDatabase('select 1 from public.support_tickets where title like $1', [`%${marker}%`])).toEqual([])

    await form.getByLabel(/^Title/).fill(title)
    await form.getByLabel(/^Priority/).selectOption({ label: 'High' })
    await form.getByLabel(/^Model/).selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Open ticket' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ticket opened.' })).toBeVisible()
    const opened = page.getByRole('region', { name: title })
    await expect(opened.getByText('Open', { exact: true })).toBeVisible()
    await expect(opened.getByText('High', { exact: true })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Support tickets' }).getByRole('link', { name: title })).toBeVisible()
    await expectAccessible(page, testInfo)
    const ticketUrl = page.url().replace(/&done=[^#]*/, '')

    // Nobody owns it yet: the support team's address is told.
    const toTeam = await waitForMail('support-ticket', title)
    expect(toTeam).toContain('Nobody owns this ticket yet')
    expect(toTeam).toMatch(/\/admin\/requests\/support\?ticket=[0-9a-f-]{36}/)

    // Staff find it on Requests → Support.
    const staff = await otherPerson(browser, baseURL, testInfo)
    await startSession(staff.page, E2E_ADMIN.email, baseURL)
    await staff.page.goto('/admin/requests')
    await staff.page.getByRole('navigation', { name: 'Requests tabs' }).getByRole('link', { name: 'Support' }).click()
    await expect(staff.page).toHaveURL((url) => url.pathname === '/admin/requests/support')
    await expect(staff.page.getByRole('list', { name: 'Support tickets' })).toContainText(title)
    await expectAccessible(staff.page, testInfo)
    await staff.page.getByRole('link', { name: title }).click()
    const desk = staff.page.getByRole('region', { name: title })
    await expect(desk).toContainText(`Opened by: ${email}`)
    await expect(desk).toContainText(`Since Monday every call waits 30 seconds. ${marker}`)
    await expectAccessible(staff.page, testInfo)

    // An empty reply is refused; then staff answer, and take the ticket.
    await desk.getByLabel(/^Reply/).fill(' ')
    await desk.getByRole('button', { name: 'Send reply' }).click()
    await expect(
      staff.page.getByRole('region', { name: title }).getByText('Write a reply before sending it.'),
    ).toBeVisible()
    await staff.page
      .getByRole('region', { name: title })
      .getByLabel(/^Reply/)
      .fill(`We are looking at it. ${marker}`)
    await staff.page.getByRole('region', { name: title }).getByRole('button', { name: 'Send reply' }).click()
    await expect(staff.page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible()
    await staff.page.getByRole('region', { name: title }).getByLabel('Owner').selectOption({ label: E2E_ADMIN.email })
    await staff.page.getByRole('region', { name: title }).getByRole('button', { name: 'Save owner' }).click()
    await expect(staff.page.getByRole('status').filter({ hasText: 'Owner saved.' })).toBeVisible()
    await expectAccessible(staff.page, testInfo)

    // The member is e-mailed the answer, and reads it in the dashboard.
    const toMember = await mailTo('support-reply', email)
    expect(toMember).toContain(`We are looking at it. ${marker}`)
    expect(toMember).toContain('/dashboard?section=support&ticket=')
    await page.goto(ticketUrl)
    const thread = page.getByRole('region', { name: title })
    await expect(thread.getByRole('list', { name: 'Messages' })).toContainText('Support team')
    await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(`We are looking at it. ${marker}`)
    await thread.getByLabel(/^Reply/).fill(`Thanks, it still happens at night. ${marker}`)
    await thread.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible()
    await expectAccessible(page, testInfo)

    // Its owner is e-mailed the reply.
    const toOwner = await waitForMail('support-ticket', `Thanks, it still happens at night. ${marker}`)
    expect(toOwner).toContain(`To: ${E2E_ADMIN.email}`)

    // Staff resolve it; the member sees it resolved; the audit log has every change.
    await staff.page.reload()
    await expect(staff.page.getByRole('region', { name: title })).toContainText(
      `Thanks, it still happens at night. ${marker}`,
    )
    await staff.page.getByRole('region', { name: title }).getByLabel('Status').selectOption({ label: 'Resolved' })
    await staff.page.getByRole('region', { name: title }).getByRole('button', { name: 'Save status' }).click()
    await expect(staff.page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible()
    await staff.page.goto('/admin/requests/support?status=resolved')
    await expect(staff.page.getByRole('list', { name: 'Support tickets' })).toContainText(title)
    await expectAccessible(staff.page, testInfo)
    await page.goto('/dashboard?section=support')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible()
    const actions = await readDatabase<{ action: string }>(
      `select a.action from public.audit_log a join public.support_tickets t on a.entity_id = t.id::text
       where t.title = $1 order by a.at`,
      [title],
    )
    expect(actions.map((a) => a.action)).toEqual(['support.reply', 'support.owner', 'support.status'])
    await staff.context.close()
  })
})
