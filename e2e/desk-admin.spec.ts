// The sales desk and the staff's own tools, with JavaScript on and off (both admin projects run
// every test here): the inbox's search, filters and pages in the URL, status, owner and notes
// acknowledged on screen, a note added once and edited or deleted by its author only, a page of
// leads on one screen with the chosen one opened below it, the New and Unassigned counts, the CSV
// download; the Users dialog's grant and revoke with their
// confirmation and the rule against revoking oneself; rejecting a join request; the audit log
// showing each of those; and the bar's 'Admin' link. axe checks each new view.
import type { Page, TestInfo } from '@playwright/test'
import {
  createEnquiry,
  createPlainUser,
  dismissConsent,
  E2E_ADMIN,
  expect,
  expectAccessible,
  readDatabase,
  sessionCookie,
  startSession,
  test,
} from './fixtures'
import { ownerShortName } from '../app/lib/lead-desk'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** How a lead's line names the e2e admin as its owner: by name, not by an address cut off. */
async function adminOnTheLine() {
  const [admin] = await readDatabase<{ name: string | null }>(
    'select p.name from public.profiles p join auth.users u on u.id = p.id where u.email = $1',
    [E2E_ADMIN.email],
  )
  return `Owner: ${ownerShortName({ name: admin!.name, email: E2E_ADMIN.email })}`
}

async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  await dismissConsent(page, baseURL)
  await startSession(page, E2E_ADMIN.email, baseURL)
}

/** An enquiry, stored as the contact form stores it (the form itself is covered elsewhere). */
async function enquiry(testInfo: TestInfo, name: string, message = 'Please call me.') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${testInfo.project.name}.${Date.now()}@example.com`
  await createEnquiry({ name, email, phone: '+1 555 0100', message })
  const [row] = await readDatabase<{ id: string }>('select id from public.enquiry where email = $1', [email])
  return { id: row!.id, email, name }
}

test.describe('the sales desk', () => {
  test.describe.configure({ timeout: 120_000 })

  test('finds a lead by e-mail, changes its status, owner and notes, and the audit log shows it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const lead = await enquiry(testInfo, `Desk Dana ${testInfo.project.name}`, '=cmd|calc')
    await signInAsAdmin(page, baseURL)
    // The link a notification e-mail carries.
    await page.goto(`/admin/requests?q=${encodeURIComponent(lead.email)}`)
    const inbox = dialog(page, 'Requests')
    const card = inbox.getByRole('listitem').filter({ hasText: lead.name })
    await expect(card).toHaveCount(1)
    await expect(inbox.getByText('Showing 1–1 of 1 lead', { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: lead.email })).toHaveAttribute('href', `mailto:${lead.email}`)
    await expect(card.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100')
    await expect(card.getByText('Status: New', { exact: true })).toBeVisible()
    await expectAccessible(page, testInfo)

    await card.getByLabel('Status').selectOption('qualified')
    await card.getByRole('button', { name: 'Save status' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Status saved. (${lead.name})`)
    await expect(page).toHaveURL(/done=status/)
    await expect(card.getByText('Status: Qualified', { exact: true })).toBeVisible()

    await card.getByLabel('Owner').selectOption({ label: E2E_ADMIN.email })
    await card.getByRole('button', { name: 'Save owner' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Owner saved. (${lead.name})`)
    // The line names the owner; the open lead's select shows the whole address.
    await expect(card.getByText(await adminOnTheLine(), { exact: true })).toBeVisible()
    await expect(card.getByLabel('Owner').locator('option:checked')).toHaveText(E2E_ADMIN.email)

    // An empty note is refused beside the field; a real one is added with its author.
    await card.getByRole('button', { name: 'Add note' }).click()
    await expect(card.getByText('Write a note before adding it.')).toBeVisible()
    await card.getByLabel('Add a note').fill('Sent the pricing sheet.')
    await card.getByRole('button', { name: 'Add note' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Note added. (${lead.name})`)
    await expect(card.getByRole('region', { name: 'Notes' }).getByText('Sent the pricing sheet.')).toBeVisible()
    await expect(
      card.getByRole('region', { name: 'Notes' }).getByText(new RegExp(`^${E2E_ADMIN.email.replace('.', '\\.')} · `)),
    ).toBeVisible()
    // The box is empty again: a second click adds nothing twice.
    await expect(card.getByLabel('Add a note')).toHaveValue('')
    await card.getByRole('button', { name: 'Add note' }).click()
    await expect(card.getByText('Write a note before adding it.')).toBeVisible()
    await expect(card.getByRole('region', { name: 'Notes' }).getByText('Sent the pricing sheet.')).toHaveCount(1)

    // Filters live in the URL.
    await page.goto('/admin/requests')
    await inbox.getByLabel('Search leads').fill(lead.email)
    await inbox.getByLabel('Status', { exact: true }).first().selectOption('qualified')
    await inbox.getByLabel('Type').selectOption('enquiry')
    await inbox.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/status=qualified/)
    await expect(page).toHaveURL(/type=enquiry/)
    await expect(inbox.getByRole('listitem').filter({ hasText: lead.name })).toHaveCount(1)

    // The export of that view: this lead only, its formula defused.
    const response = await page.request.get(`/admin/requests.csv?q=${encodeURIComponent(lead.email)}&status=qualified`)
    expect(response.status()).toBe(200)
    const csv = await response.text()
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2)
    expect(csv).toContain(`"Enquiry"`)
    expect(csv).toContain(`"Qualified","${E2E_ADMIN.email}","${lead.name}","${lead.email}"`)
    expect(csv).toContain(`"'=cmd|calc"`)
    // A phone number is data, as written; the notes are the last column, with who and when.
    expect(csv).toContain(`"${lead.email}","+1 555 0100"`)
    expect(csv.split('\r\n')[0]).toMatch(/,"Notes"$/)
    expect(csv).toMatch(new RegExp(` UTC, ${E2E_ADMIN.email.replace('.', '\\.')}: Sent the pricing sheet\\."\\r\\n$`))
    const refused = await fetch(new URL('/admin/requests.csv', baseURL).href)
    expect(refused.status).toBe(403)

    await page.goto(`/admin/audit?actor=${encodeURIComponent(E2E_ADMIN.email)}&entity=lead`)
    const log = page.getByRole('table', { name: /^Audit log/ })
    const leadRows = log.getByRole('row').filter({ hasText: `enquiry:${lead.id}` })
    await expect(leadRows).toHaveCount(3)
    await expect(log.getByRole('row').filter({ hasText: 'Lead status changed' }).first()).toContainText('qualified')
    await expect(leadRows.filter({ hasText: 'Lead note added' })).toContainText('Sent the pricing sheet.')
    await expectAccessible(page, testInfo)

    // Issue 32: on a 1440×900 screen each entry names the lead, the owner change reads as the
    // owner's e-mail (never the id), and the changes are on screen, the page not scrolling sideways.
    await page.setViewportSize({ width: 1440, height: 900 })
    const [owner] = await readDatabase<{ id: string }>('select id from auth.users where email = $1', [E2E_ADMIN.email])
    const ownerRow = log.getByRole('row').filter({ hasText: 'Lead owner changed' }).filter({ hasText: lead.id })
    await expect(ownerRow).toHaveCount(1)
    const change = ownerRow.getByRole('cell').last()
    await expect(ownerRow.getByRole('cell').nth(3)).toContainText(lead.name)
    await expect(change).toHaveText(`owner: — → changed to ${E2E_ADMIN.email}`)
    await expect(ownerRow).not.toContainText(owner!.id)
    const statusRow = log.getByRole('row').filter({ hasText: 'Lead status changed' }).filter({ hasText: lead.id })
    await expect(statusRow.getByRole('cell').last()).toHaveText('status: new → changed to qualified')
    for (const cell of [change, statusRow.getByRole('cell').last()]) {
      const box = (await cell.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(1440)
    }
    const region = page.getByRole('region', { name: /^Audit log/ })
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)
  })

  test("a note's author edits it and deletes it after a confirmation; another admin cannot", async ({
    page,
    baseURL,
  }, testInfo) => {
    const lead = await enquiry(testInfo, `Noted Nell ${testInfo.project.name}`)
    const adminCookie = await sessionCookie(E2E_ADMIN.email)
    const post = (cookie: string, path: string, fields: Record<string, string>) =>
      fetch(new URL(path, baseURL).href, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      })
    // Another admin, made one through the Users dialog, writes a note of their own.
    const colleague = await createPlainUser('desk-colleague', 'Cole League')
    const [colleagueRow] = await readDatabase<{ id: string }>('select id from auth.users where email = $1', [
      colleague.email,
    ])
    expect((await post(adminCookie, '/admin/users', { intent: 'grant', userId: colleagueRow!.id })).status).toBe(302)
    const colleagueCookie = await sessionCookie(colleague.email)
    const fields = { kind: 'enquiry', id: lead.id }
    expect(
      (await post(colleagueCookie, '/admin/requests', { intent: 'note', ...fields, note: 'Theirs.' })).status,
    ).toBe(302)

    await signInAsAdmin(page, baseURL)
    await page.goto(`/admin/requests?q=${encodeURIComponent(lead.email)}`)
    const inbox = dialog(page, 'Requests')
    const card = inbox.getByRole('listitem').filter({ hasText: lead.name })
    await card.getByLabel('Add a note').fill('Mine, with a typo.')
    await card.getByRole('button', { name: 'Add note' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Note added. (${lead.name})`)
    const notes = card.getByRole('region', { name: 'Notes' }).getByRole('list')
    const theirs = notes.getByRole('listitem').filter({ hasText: 'Theirs.' })
    const mine = notes.getByRole('listitem').filter({ hasText: 'Mine, with a typo.' })
    await expect(theirs).toContainText(colleague.email)
    await expect(theirs.getByRole('link')).toHaveCount(0)
    const [note] = await readDatabase<{ id: string }>(
      `select n.id from public.lead_notes n join public.leads l on l.id = n.lead_id
       where l.enquiry_id = $1 and n.body = 'Mine, with a typo.'`,
      [lead.id],
    )

    // The colleague's hand-made edit and delete of my note are refused, and change nothing.
    for (const intent of ['note-edit', 'note-delete']) {
      const refused = await post(colleagueCookie, '/admin/requests', { intent, ...fields, noteId: note!.id, note: 'x' })
      expect(refused.status).toBe(403)
      expect(await refused.text()).toContain("Only a note's author can edit or delete it.")
    }

    await mine.getByRole('link', { name: /^Edit/ }).click()
    await expect(page).toHaveURL(new RegExp(`edit=${note!.id}`))
    const editBox = mine.getByLabel('Edit the note')
    await expect(editBox).toHaveValue('Mine, with a typo.')
    await expectAccessible(page, testInfo)
    await editBox.fill('Mine, corrected.')
    await mine.getByRole('button', { name: 'Save note' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Note saved. (${lead.name})`)
    const edited = notes.getByRole('listitem').filter({ hasText: 'Mine, corrected.' })
    await expect(edited).toContainText(' · edited ')

    await edited.getByRole('link', { name: /^Delete/ }).click()
    const confirm = card.getByRole('alertdialog', { name: 'Delete this note?' })
    await expect(confirm.getByRole('button', { name: 'Delete note' })).toBeFocused()
    await expectAccessible(page, testInfo)
    await confirm.getByRole('link', { name: 'Cancel' }).click()
    await expect(card.getByRole('alertdialog')).toHaveCount(0)
    await expect(edited).toBeVisible()
    await edited.getByRole('link', { name: /^Delete/ }).click()
    await card.getByRole('alertdialog').getByRole('button', { name: 'Delete note' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Note deleted. (${lead.name})`)
    await expect(card.getByRole('region', { name: 'Notes' }).getByText('Mine, corrected.')).toHaveCount(0)
    await expect(theirs).toBeVisible()

    await page.goto(`/admin/audit?actor=${encodeURIComponent(E2E_ADMIN.email)}&entity=lead`)
    const log = page.getByRole('table', { name: /^Audit log/ })
    const rows = log.getByRole('row').filter({ hasText: `enquiry:${lead.id}` })
    await expect(rows.filter({ hasText: 'Lead note edited' })).toHaveCount(1)
    await expect(rows.filter({ hasText: 'Lead note deleted' })).toHaveCount(1)
    expect((await post(adminCookie, '/admin/users', { intent: 'revoke', userId: colleagueRow!.id })).status).toBe(302)
  })

  test('shows a page of leads on one screen, one line each, and opens the one chosen below it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = `Line ${testInfo.project.name} ${Date.now()}`
    const leads = []
    for (let i = 0; i < 12; i++) leads.push(await enquiry(testInfo, `${tag} ${i}`))
    await signInAsAdmin(page, baseURL)
    await page.setViewportSize({ width: 1440, height: 900 })

    // The dashboard's Requests card and the dialog say how many leads are New and Unassigned.
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: /Requests/ })).toContainText(/New: [\d,]+\+? · Unassigned: [\d,]+\+?/)

    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}`)
    const inbox = dialog(page, 'Requests')
    await expect(inbox.getByText('Showing 1–12 of 12 leads')).toBeVisible()
    const lines = inbox.getByRole('list', { name: 'Sales requests' }).locator(':scope > li')
    await expect(lines).toHaveCount(12)
    // Nothing is open until one is chosen; at least ten whole lines fit on the screen.
    await expect(inbox.getByRole('button', { name: 'Save status' })).toHaveCount(0)
    const frame = (await inbox.boundingBox())!
    let whole = 0
    for (const line of await lines.all()) {
      const box = (await line.boundingBox())!
      if (box.y >= frame.y && box.y + box.height <= Math.min(frame.y + frame.height, 900)) whole++
    }
    expect(whole).toBeGreaterThanOrEqual(10)
    await expectAccessible(page, testInfo)

    const chosen = leads[4]!
    const line = lines.filter({ hasText: chosen.name })
    await line.getByRole('link', { name: chosen.name }).click()
    await expect(page).toHaveURL(new RegExp(`lead=enquiry%3A${chosen.id}|lead=enquiry:${chosen.id}`))
    await expect(line.getByRole('link', { name: chosen.email })).toHaveAttribute('href', `mailto:${chosen.email}`)
    await expect(line.getByRole('button', { name: 'Save status' })).toBeVisible()
    await expect(inbox.getByRole('button', { name: 'Save status' })).toHaveCount(1)
    // The lines above the open one scroll under the dialog's sticky title, which covers them:
    // no line's checkbox shows through it, nor takes a click meant for it.
    const covered = await inbox.evaluate((element, id) => {
      const bar = element.firstElementChild!
      const open = document.getElementById(id)!
      element.scrollBy({
        top: open.getBoundingClientRect().top - bar.getBoundingClientRect().bottom,
        behavior: 'instant',
      })
      const barBox = bar.getBoundingClientRect()
      return [...element.querySelectorAll('input[type=checkbox][name=lead]')]
        .map((box) => box.getBoundingClientRect())
        .filter((box) => box.top >= barBox.top && box.bottom <= barBox.bottom)
        .map((box) => bar.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)))
    }, `lead-enquiry-${chosen.id}`)
    expect(covered.length).toBeGreaterThan(0)
    expect(covered.every(Boolean)).toBe(true)
    await expectAccessible(page, testInfo)
    // The link can be sent: it opens the same lead.
    await page.goto(page.url())
    await expect(lines.filter({ hasText: chosen.name }).getByRole('button', { name: 'Save status' })).toBeVisible()

    // The counts are links to the leads they count.
    await inbox.getByRole('link', { name: /^Unassigned \([\d,]+\+?\)$/ }).click()
    await expect(page).toHaveURL(/owner=none/)
    await inbox.getByRole('link', { name: /^New \([\d,]+\+?\)$/ }).click()
    await expect(page).toHaveURL(/status=new/)
  })

  test('sets a follow-up, lists what is due, changes the ticked leads at once, and tells each lead its timeline', async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = `Follow ${testInfo.project.name} ${Date.now()}`
    const leads = []
    for (let i = 0; i < 3; i++) leads.push(await enquiry(testInfo, `${tag} ${i}`))
    const today = new Date().toISOString().slice(0, 10)
    await signInAsAdmin(page, baseURL)
    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}`)
    const inbox = dialog(page, 'Requests')
    const lines = inbox.getByRole('list', { name: 'Sales requests' }).locator(':scope > li')
    await expect(lines).toHaveCount(3)

    // A follow-up date, set from the open lead, shows on its line as due, and in its timeline.
    const first = lines.filter({ hasText: leads[0]!.name })
    await first.getByRole('link', { name: leads[0]!.name }).click()
    await first.getByLabel('Follow-up date').fill(today)
    await first.getByRole('button', { name: 'Save follow-up' }).click()
    await expect(inbox.getByRole('status')).toHaveText(`Follow-up saved. (${leads[0]!.name})`)
    await expect(first.getByText(/\bDue [A-Z][a-z]{2} \d{1,2}\b/)).toBeVisible()
    const timeline = first.getByRole('region', { name: /Timeline/ })
    await expect(timeline.getByText(/^Follow-up set for /)).toBeVisible()
    await expect(timeline.getByText('Came in')).toBeVisible()
    await expectAccessible(page, testInfo)

    // 'Due today (N)' is a link to the leads due; this one is among them.
    await expect(inbox.getByRole('link', { name: /^Due today \([\d,]+\+?\)$/ })).toHaveAttribute(
      'href',
      '/admin/requests?due=today',
    )
    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}&due=today`)
    await expect(inbox.getByText('Showing 1–1 of 1 lead', { exact: true })).toBeVisible()
    await expect(inbox.getByLabel('Follow-up', { exact: true })).toHaveValue('today')
    await inbox.getByRole('button', { name: 'Clear follow-up' }).click()
    // The lead has left the view (no longer due), so the line cannot name it.
    await expect(inbox.getByRole('status')).toHaveText('Follow-up cleared.')
    await expect(inbox.getByText('Nothing here. Change the search or filters.')).toBeVisible()

    // With selected: nothing ticked is refused; two ticked change together.
    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}`)
    const bulk = inbox.getByRole('group', { name: 'With selected' })
    await bulk.getByRole('button', { name: 'Set status' }).click()
    await expect(inbox.getByText('Select at least one lead.')).toBeVisible()
    await expectAccessible(page, testInfo)
    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}`)
    await inbox.getByRole('checkbox', { name: `Select ${leads[1]!.name}` }).check()
    await inbox.getByRole('checkbox', { name: `Select ${leads[2]!.name}` }).check()
    await bulk.getByLabel('Status').selectOption('contacted')
    await bulk.getByRole('button', { name: 'Set status' }).click()
    await expect(inbox.getByRole('status')).toHaveText('Status saved for the selected leads.')
    // Once saved nothing stays ticked, with JavaScript as without: the next change starts afresh.
    for (const lead of leads.slice(1))
      await expect(inbox.getByRole('checkbox', { name: `Select ${lead.name}` })).not.toBeChecked()
    for (const lead of leads.slice(1))
      await expect(lines.filter({ hasText: lead.name }).getByText('Status: Contacted', { exact: true })).toBeVisible()
    await expect(lines.filter({ hasText: leads[0]!.name }).getByText('Status: New', { exact: true })).toBeVisible()
    await expectAccessible(page, testInfo)
    // A click alone changes nothing: each select starts on no choice, and that is refused, where it
    // once set every lead ticked back to New (or gave them to nobody) without asking.
    await expect(bulk.getByLabel('Status')).toHaveValue('')
    await expect(bulk.getByLabel('Owner')).toHaveValue('')
    await inbox.getByRole('checkbox', { name: `Select ${leads[1]!.name}` }).check()
    await bulk.getByRole('button', { name: 'Set status' }).click()
    await expect(inbox.getByText('Choose the status to give the selected leads.')).toBeVisible()
    // The last change's 'saved' is not said beside it.
    await expect(inbox.getByRole('status')).toHaveText('')
    await expect(
      lines.filter({ hasText: leads[1]!.name }).getByText('Status: Contacted', { exact: true }),
    ).toBeVisible()
    await expectAccessible(page, testInfo)
    // Ticked again: without JavaScript the refusal is a new page, with nothing ticked.
    await inbox.getByRole('checkbox', { name: `Select ${leads[1]!.name}` }).check()
    await bulk.getByLabel('Owner').selectOption({ label: E2E_ADMIN.email })
    await bulk.getByRole('button', { name: 'Set owner' }).click()
    await expect(inbox.getByRole('status')).toHaveText('Owner saved for the selected leads.')
    const owned = lines.filter({ hasText: leads[1]!.name }).getByText(await adminOnTheLine(), { exact: true })
    await expect(owned).toBeVisible()
    await inbox.getByRole('checkbox', { name: `Select ${leads[1]!.name}` }).check()
    await bulk.getByRole('button', { name: 'Set owner' }).click()
    await expect(inbox.getByText('Choose the owner to give the selected leads, or Nobody.')).toBeVisible()
    await expect(owned).toBeVisible()

    // The lead's timeline tells both changes, newest first. The sales team's e-mail about the lead
    // is sent by the outbox whenever it runs, which on a busy machine can be after these changes.
    const second = lines.filter({ hasText: leads[1]!.name })
    await second.getByRole('link', { name: leads[1]!.name }).click()
    const events = second
      .getByRole('region', { name: /Timeline/ })
      .getByRole('listitem')
      .filter({ hasNotText: 'Sales team notified by e-mail' })
    await expect(events.nth(0)).toContainText(`Owner changed from Nobody to ${E2E_ADMIN.email}`)
    await expect(events.nth(1)).toContainText('Status changed from New to Contacted')
    await expect(events.last()).toContainText('Came in')

    // Each of those changes is in the audit log under its own lead (an entry's changes are its last
    // cell): the follow-up set and cleared, a status entry for each lead ticked, an owner entry for
    // the one given. Filtered by action, these leads' entries fit the log's first page; axe checked
    // the log's view in the first test.
    const logged = async (action: string, lead: { id: string }) => {
      await page.goto(`/admin/audit?actor=${encodeURIComponent(E2E_ADMIN.email)}&action=${action}`)
      return page
        .getByRole('table', { name: /^Audit log/ })
        .getByRole('row')
        .filter({ hasText: `enquiry:${lead.id}` })
        .locator('td:last-child')
    }
    const followUps = await logged('lead.follow_up', leads[0]!)
    await expect(followUps).toHaveText([`follow-up: ${today} → changed to —`, `follow-up: — → changed to ${today}`])
    for (const lead of leads.slice(1))
      await expect(await logged('lead.status', lead)).toHaveText('status: new → changed to contacted')
    await expect(await logged('lead.status', leads[0]!)).toHaveCount(0)
    await expect(await logged('lead.owner', leads[1]!)).toHaveText(`owner: — → changed to ${E2E_ADMIN.email}`)
    await expect(await logged('lead.owner', leads[2]!)).toHaveCount(0)
  })

  test('pages through the leads by key, with the page in the URL', async ({ page, baseURL }, testInfo) => {
    const tag = `Paged ${testInfo.project.name} ${Date.now()}`
    const leads = []
    for (let i = 0; i < 21; i++) leads.push(await enquiry(testInfo, `${tag} ${i}`))
    await signInAsAdmin(page, baseURL)
    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}`)
    const inbox = dialog(page, 'Requests')
    await expect(inbox.getByText('Showing 1–20 of 21 leads')).toBeVisible()
    // Twenty cards, each with its own notes: every landmark still has a name of its own (axe's
    // landmark-unique, a moderate rule), so this page is held to every impact.
    await expectAccessible(page, testInfo)
    const pages = inbox.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByText('1–20 of 21', { exact: true })).toBeVisible()
    // By key (decision 078): 'Next page' continues after the last lead shown.
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/after=\d+_[0-9a-f-]{36}/)
    await expect(inbox.getByText('Showing 21–21 of 21 leads')).toBeVisible()
    await expect(pages.getByText('21–21 of 21', { exact: true })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Previous page' }).click()
    await expect(inbox.getByText('Showing 1–20 of 21 leads')).toBeVisible()
    expect(new URL(page.url()).searchParams.has('after')).toBe(false)
    // An old link to a page by number shows the newest page.
    await page.goto(`/admin/requests?q=${encodeURIComponent(tag)}&page=2`)
    await expect(inbox.getByText('Showing 1–20 of 21 leads')).toBeVisible()

    // The owner's e-mails link to one lead (decision 094): twenty newer leads later, the link opens
    // the page that starts at it, the lead open.
    const oldest = leads[0]!
    await page.goto(`/admin/requests?lead=enquiry%3A${oldest.id}`)
    await expect(page).toHaveURL(/after=\d+_[0-9a-f-]{36}/)
    const line = inbox.getByRole('list', { name: 'Sales requests' }).locator(':scope > li').first()
    await expect(line.getByRole('link', { name: oldest.name })).toBeVisible()
    await expect(line.getByRole('button', { name: 'Save status' })).toBeVisible()
  })
})

test.describe('staff', () => {
  test.describe.configure({ timeout: 120_000 })

  test("the bar shows 'Admin' to admins only", async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const plain = await createPlainUser('no-admin-link')
    await startSession(page, plain.email, baseURL)
    await page.goto('/about')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0)
    await page.context().clearCookies()
    await signInAsAdmin(page, baseURL)
    await page.goto('/about')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin', exact: true })
      .first()
      .click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin')
    await page.getByRole('link', { name: 'Audit log' }).click()
    await expect(dialog(page, 'Audit log')).toBeVisible()
  })

  test('grants and revokes admin after a confirmation, and nobody revokes themselves', async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = await createPlainUser('grantee', 'Gray Grantee')
    await signInAsAdmin(page, baseURL)
    await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`)
    const users = dialog(page, 'Users')
    const table = users.getByRole('table', { name: /^Users/ })
    await expect(table.getByRole('row')).toHaveCount(2)
    await expectAccessible(page, testInfo)

    await table.getByRole('link', { name: `Make admin ${user.email}` }).click()
    const confirm = users.getByRole('alertdialog', { name: `Make ${user.email} an admin?` })
    await expect(confirm.getByRole('button', { name: 'Make admin' })).toBeFocused()
    await expectAccessible(page, testInfo)
    // Cancel changes nothing.
    await confirm.getByRole('link', { name: 'Cancel' }).click()
    await expect(users.getByRole('alertdialog')).toHaveCount(0)
    expect(
      (
        await readDatabase<{ is_admin: boolean }>(
          'select p.is_admin from public.profiles p join auth.users u on u.id = p.id where u.email = $1',
          [user.email],
        )
      )[0]!.is_admin,
    ).toBe(false)

    await table.getByRole('link', { name: `Make admin ${user.email}` }).click()
    await users.getByRole('alertdialog').getByRole('button', { name: 'Make admin' }).click()
    await expect(users.getByRole('status')).toHaveText(`${user.email} is now an admin.`)
    await users
      .getByRole('table', { name: /^Users/ })
      .getByRole('link', { name: `Remove admin ${user.email}` })
      .click()
    await users
      .getByRole('alertdialog', { name: `Remove admin access from ${user.email}?` })
      .getByRole('button', { name: 'Remove admin' })
      .click()
    await expect(users.getByRole('status')).toHaveText(`${user.email} is no longer an admin.`)

    // One's own row offers no removal, and a hand-made post is refused with a sentence.
    await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`)
    const own = users
      .getByRole('table', { name: /^Users/ })
      .getByRole('row')
      .filter({ hasText: E2E_ADMIN.email })
    await expect(own).toContainText('You (another admin can remove it)')
    await expect(own.getByRole('link', { name: /Remove admin/ })).toHaveCount(0)
    const [self] = await readDatabase<{ id: string }>('select id from auth.users where email = $1', [E2E_ADMIN.email])
    const refused = await fetch(new URL('/admin/users', baseURL).href, {
      method: 'POST',
      headers: { Cookie: await sessionCookie(E2E_ADMIN.email), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'revoke', userId: self!.id }),
    })
    expect(refused.status).toBe(403)

    await page.goto(`/admin/audit?entity=user&actor=${encodeURIComponent(E2E_ADMIN.email)}`)
    const log = page.getByRole('table', { name: /^Audit log/ })
    await expect(log.getByRole('row').filter({ hasText: user.email })).toHaveCount(2)
  })

  test('rejects a join request after a confirmation', async ({ page, baseURL }, testInfo) => {
    const user = await createPlainUser('reject', 'Riley Reject')
    await signInAsAdmin(page, baseURL)
    await page.goto('/admin/organizations?tab=join-requests')
    const organizations = dialog(page, 'Organizations')
    await organizations.getByRole('link', { name: `Reject ${user.email}` }).click()
    const confirm = organizations.getByRole('alertdialog', { name: `Reject the join request of ${user.email}?` })
    await expect(confirm.getByRole('button', { name: 'Reject' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Reject' }).click()
    await expect(organizations.getByRole('status')).toHaveText(`Join request rejected: ${user.email}.`)
    await expect(organizations.getByRole('table', { name: 'Join requests' }).getByText(user.email)).toHaveCount(0)
    await expectAccessible(page, testInfo)
    await page.goto('/admin/audit?action=join_request.reject')
    await expect(
      page
        .getByRole('table', { name: /^Audit log/ })
        .getByRole('row')
        .filter({ hasText: user.email }),
    ).toHaveCount(1)
  })
})
