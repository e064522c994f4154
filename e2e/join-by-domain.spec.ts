// Joining by e-mail domain (docs/decisions/069-joining-by-domain.md), with JavaScript on and off
// (both projects run it): A signs up an organisation at a company domain and claims it in Team;
// C signs up at that domain, has no organisation of their own, asks to join A's and sees the
// access-request screen with the request waiting; A's Admins get an e-mail, staff see it under
// Organizations → Join Requests; A approves in Team; C is told by e-mail and sees A's dashboard.
// Then staff reject another request from Join Requests after its confirmation (in the audit log),
// and the person is told and sees it on the access-request screen. axe once per new page state.
// Each run claims a domain of its own: the shared server's other specs sign up at theirs.
import type { TestInfo } from '@playwright/test'
import { dismissConsent, E2E_ADMIN, expect, expectAccessible, hydratedOnLoad, startSession, test } from './fixtures'
import { mailTo } from './mail-files'
import { otherPerson, signUpOrganisation } from './organisation-pages'

const ORGANISATION = 'Domain Walk Freight'

/** A company domain nobody else uses: one per project, run and worker. */
function uniqueDomain(testInfo: TestInfo) {
  const project = testInfo.project.name.toLowerCase().replace(/[^a-z0-9]/g, '')
  return `walk${Date.now()}${testInfo.workerIndex}${project}.test`
}

test.describe('joining by e-mail domain', () => {
  // Two sign-ups (bcrypt) and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('A claims the domain, C signs up there and asks to join, A approves, C is in', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const domain = uniqueDomain(testInfo)
    const a = `a@${domain}`
    const c = `c@${domain}`
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signUpOrganisation(page, a, ORGANISATION)

    // A claims the domain of their address.
    await page.goto('/dashboard?section=team')
    const domainPanel = page.getByRole('region', { name: 'Email domain' })
    await expect(domainPanel).toContainText(`Claim ${domain}, the domain of your own address`)
    await expect(page.getByRole('region', { name: 'Join requests' })).toContainText('No join requests are waiting.')
    await expectAccessible(page, testInfo)
    await domainPanel.getByRole('button', { name: `Claim ${domain}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${domain} is now claimed by your organisation.` }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Email domain' })).toContainText(
      `Your organisation has claimed ${domain}.`,
    )
    await expect(page.getByRole('button', { name: `Unclaim ${domain}` })).toBeVisible()
    await expectAccessible(page, testInfo)

    // C signs up at the domain: the form as anyone fills it; no organisation of their own is made.
    const carol = await otherPerson(browser, baseURL, testInfo)
    await signUpOrganisation(carol.page, c, 'Carol’s Own Freight')
    await carol.page.goto('/dashboard')
    await expect(carol.page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible()
    await expect(
      carol.page.getByText(`Your e-mail address is at ${domain}, which ${ORGANISATION} has claimed.`, { exact: false }),
    ).toBeVisible()
    await expectAccessible(carol.page, testInfo)
    await carol.page.getByRole('button', { name: `Ask to join ${ORGANISATION}` }).click()

    // The access-request screen, with the request waiting.
    await expect(carol.page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(carol.page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible()
    await expect(
      carol.page
        .getByRole('status')
        .filter({ hasText: `Your request to join ${ORGANISATION} is waiting for its Admins.` }),
    ).toBeVisible()
    await expect(carol.page.getByText('We will review your access request to our platform shortly.')).toBeVisible()
    await expect(carol.page.getByRole('button', { name: /^Ask to join/ })).toHaveCount(0)
    await expectAccessible(carol.page, testInfo)

    // A's Admins are told by e-mail.
    const notice = await mailTo('join-request', a)
    expect(notice).toContain(`Subject: ${c} asks to join ${ORGANISATION} on Aivora`)
    expect(notice).toMatch(/https?:\/\/\S+\/dashboard\?section=team/)

    // Staff see it under Organizations → Join Requests, with Approve and Reject.
    const staff = await otherPerson(browser, baseURL, testInfo)
    await startSession(staff.page, E2E_ADMIN.email, baseURL)
    await staff.page.goto('/admin/organizations?tab=join-requests')
    const staffRow = staff.page
      .getByRole('table', { name: 'Requests to join an organization' })
      .getByRole('row')
      .filter({ hasText: c })
    await expect(staffRow).toContainText(ORGANISATION)
    await expect(staffRow.getByRole('link', { name: `Approve ${c}` })).toBeVisible()
    await expect(staffRow.getByRole('link', { name: `Reject ${c}` })).toBeVisible()
    await expectAccessible(staff.page, testInfo)
    await staff.context.close()

    // A sees the request in Team and approves it.
    await page.goto('/dashboard?section=team')
    const waiting = page.getByRole('table', { name: 'Join requests waiting' })
    await expect(waiting.getByRole('row').filter({ hasText: c })).toBeVisible()
    await expectAccessible(page, testInfo)
    await page.getByRole('button', { name: `Approve the join request of ${c}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${c} joined your organisation as a Member.` }),
    ).toBeVisible()
    const team = page.getByRole('table', { name: 'Team members' })
    await expect(team.getByRole('row').filter({ hasText: c }).getByRole('cell').nth(1)).toHaveText('Member')
    await expect(page.getByRole('region', { name: 'Join requests' })).toContainText('No join requests are waiting.')
    await expectAccessible(page, testInfo)

    // C is told, and sees A's organisation's dashboard.
    const decision = await mailTo('join-decision', c)
    expect(decision).toContain(`Subject: You joined ${ORGANISATION} on Aivora`)
    await carol.page.goto('/dashboard')
    await expect(carol.page.getByText(ORGANISATION, { exact: true }).filter({ visible: true }).first()).toBeVisible()
    await expect(carol.page.getByRole('heading', { level: 1, name: /^Thank you/ })).toHaveCount(0)
    await carol.page.goto('/dashboard?section=team')
    await expect(
      carol.page
        .getByRole('table', { name: 'Team members' })
        .getByRole('row')
        .filter({ hasText: a })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('Admin')
    await carol.context.close()
  })
  test('staff reject a request after a confirmation; the person is told and sees it on the screen', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const domain = uniqueDomain(testInfo)
    const d = `d@${domain}`
    // A name of its own, so staff find this organisation by searching for it.
    const organisation = `${ORGANISATION} ${domain}`
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signUpOrganisation(page, `a@${domain}`, organisation)
    await page.goto('/dashboard?section=team')
    await page.getByRole('button', { name: `Claim ${domain}` }).click()
    await expect(page.getByRole('button', { name: `Unclaim ${domain}` })).toBeVisible()
    const invite = page.getByRole('region', { name: 'Invite a team member' })
    await invite.getByLabel(/^Email/).fill(`e@${domain}`)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to e@${domain}.` })).toBeVisible()

    const dana = await otherPerson(browser, baseURL, testInfo)
    await signUpOrganisation(dana.page, d, 'Dana’s Own Freight')
    await dana.page.goto('/dashboard')
    await dana.page.getByRole('button', { name: `Ask to join ${organisation}` }).click()
    await expect(dana.page.getByRole('status').filter({ hasText: 'is waiting for its Admins' })).toBeVisible()

    // Staff find the organisation and open it: its details, members, invitations and requests.
    const staff = await otherPerson(browser, baseURL, testInfo)
    await startSession(staff.page, E2E_ADMIN.email, baseURL)
    await staff.page.goto(`/admin/organizations?q=${encodeURIComponent(domain)}`)
    await staff.page
      .getByRole('table', { name: 'Organizations (1)' })
      .getByRole('link', { name: organisation, exact: true })
      .click()
    await expect(staff.page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/)
    const opened = staff.page.getByRole('dialog', { name: organisation })
    const details = opened.getByRole('region', { name: 'Details' })
    await expect(details.getByRole('definition').nth(7)).toHaveText(domain)
    await expect(details).toContainText('Enterprise Plan')
    const members = opened.getByRole('table', { name: 'Members (1)' })
    await expect(members.getByRole('row').nth(1)).toContainText(`a@${domain}`)
    await expect(members.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('Admin')
    await expect(opened.getByRole('table', { name: 'Invitations waiting (1)' })).toContainText(`e@${domain}`)
    const requests = opened.getByRole('table', { name: 'Join requests (1)' })
    await expect(requests).toContainText(d)
    await expectAccessible(staff.page, testInfo)

    // Reject from there: the confirmation names the organisation, then the status line says what was done.
    await requests.getByRole('link', { name: `Reject ${d}` }).click()
    const organizations = staff.page.getByRole('dialog', { name: 'Organizations' })
    const confirm = organizations.getByRole('alertdialog', { name: `Reject the join request of ${d}?` })
    await expect(confirm).toContainText(`They do not join ${organisation} and stay on the thank-you screen.`)
    await expect(confirm.getByRole('button', { name: 'Reject' })).toBeFocused()
    await expectAccessible(staff.page, testInfo)
    await confirm.getByRole('button', { name: 'Reject' }).click()
    await expect(organizations.getByRole('status')).toHaveText(`Join request rejected: ${d}.`)
    // Gone from the list (other tests' requests, made meanwhile on the same server, may stay).
    await expect(
      organizations
        .getByRole('table', { name: 'Requests to join an organization' })
        .getByRole('link', { name: `Reject ${d}` }),
    ).toHaveCount(0)
    await expectAccessible(staff.page, testInfo)
    // In the audit log, as the organisation's.
    await staff.page.goto('/admin/audit?action=organization.join_reject')
    await expect(
      staff.page
        .getByRole('table', { name: /^Audit log/ })
        .getByRole('row')
        .filter({ hasText: d }),
    ).toHaveCount(1)
    await staff.context.close()

    // D is told, and the screen says so.
    expect(await mailTo('join-decision', d)).toContain(`Your request to join ${organisation} was not approved.`)
    await dana.page.goto('/dashboard')
    await expect(
      dana.page.getByRole('status').filter({ hasText: `Your request to join ${organisation} was not approved.` }),
    ).toBeVisible()
    await expect(dana.page.getByRole('button', { name: /^Ask to join/ })).toHaveCount(0)
    await expectAccessible(dana.page, testInfo)
    await dana.context.close()
  })
})
