// The team that works together (docs/decisions/068-invitations-and-roles.md), with JavaScript on
// and off (both projects run it): A signs up an organisation and invites b@ as a Member from Team;
// the invitation's .eml in the e2e server's DATA_DIR/mail holds the link; B opens it, creates the
// account from it and lands on A's organisation's Team with both members; an Admin's change posted
// by B is a 403 page that says why; A removes B, who then sees the access-request screen. axe once
// per new page state.
import { dismissConsent, expect, expectAccessible, hydratedOnLoad, test } from './fixtures'
import { mailTo } from './mail-files'
import { otherPerson, PASSWORD, signUpOrganisation, uniqueEmail } from './organisation-pages'

const ORGANISATION = 'Team Walk Logistics'

test.describe('the Team section', () => {
  // Two sign-ups (bcrypt) and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('A invites B by e-mail, B joins from the link, is refused an Admin’s change, and is removed', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const a = uniqueEmail(testInfo, 'team-a')
    const b = uniqueEmail(testInfo, 'team-b')
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, testInfo.project.use.javaScriptEnabled !== false)
    await signUpOrganisation(page, a, ORGANISATION)

    // A invites b@ as a Member.
    await page.goto('/dashboard?section=team')
    const invite = page.getByRole('region', { name: 'Invite a team member' })
    await invite.getByLabel(/^Email/).fill(b)
    await invite.getByLabel(/^Role/).selectOption({ label: 'Member' })
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${b}.` })).toBeVisible()
    const waiting = page.getByRole('table', { name: 'Pending invitations' })
    await expect(waiting.getByRole('row').filter({ hasText: b }).getByRole('cell').first()).toHaveText('Member')
    await expectAccessible(page, testInfo)

    // The e-mail holds the link.
    const mail = await mailTo('invitation', b)
    expect(mail).toContain(`Subject: You are invited to join ${ORGANISATION} on Aivora`)
    const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0]
    expect(link).toBeTruthy()
    const { pathname, search } = new URL(link!)

    // B, in a browser of their own, opens it and creates the account for that address.
    const { context, page: pageB } = await otherPerson(browser, baseURL, testInfo)
    await pageB.goto(`${pathname}${search}`)
    await expect(pageB.getByRole('heading', { level: 1, name: `Join ${ORGANISATION}` })).toBeVisible()
    await expect(pageB.getByLabel('Email', { exact: true })).toHaveValue(b)
    await expectAccessible(pageB, testInfo)
    await pageB.getByLabel(/^Password/).fill(PASSWORD)
    await pageB.getByRole('button', { name: 'Create account and join' }).click()
    await expect(pageB).toHaveURL(/\/dashboard\?section=team$/)
    await expect(pageB.getByText(ORGANISATION, { exact: true }).filter({ visible: true }).first()).toBeVisible()
    const team = pageB.getByRole('table', { name: 'Team members' })
    await expect(team.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Last active'])
    await expect(team.getByRole('row').filter({ hasText: a }).getByRole('cell').nth(1)).toHaveText('Admin')
    await expect(team.getByRole('row').filter({ hasText: b }).getByRole('cell').nth(1)).toHaveText('Member')
    // No Admin's controls for a Member.
    await expect(pageB.getByRole('region', { name: 'Invite a team member' })).toHaveCount(0)
    await expect(pageB.getByRole('button', { name: /^Remove / })).toHaveCount(0)
    await expectAccessible(pageB, testInfo)

    // An Admin's change posted by B anyway (a stale page, a hand-made request): a 403 that says why.
    await pageB.route('**/dashboard?section=team', (route) =>
      route.continue({
        method: 'POST',
        postData: new URLSearchParams({ intent: 'invite', email: `c-${b}`, role: 'admin' }).toString(),
        headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    const refused = await pageB.goto('/dashboard?section=team')
    expect(refused?.status()).toBe(403)
    await expect(pageB.getByRole('heading', { level: 2, name: 'Only an Admin can do this' })).toBeVisible()
    await expect(pageB.getByText(/are for your organisation’s Admins/)).toBeVisible()
    await expectAccessible(pageB, testInfo)
    await pageB.unrouteAll()

    // A removes B.
    await page.goto('/dashboard?section=team')
    // An Admin's view of a member's row: their role to change, and Remove.
    await expect(page.getByLabel(`Role of ${b}`, { exact: true })).toHaveValue('member')
    await expectAccessible(page, testInfo)
    await page.getByRole('button', { name: `Remove ${b}` }).click()
    await expect(page.getByRole('status').filter({ hasText: `${b} was removed from your organisation.` })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: b })).toHaveCount(
      0,
    )
    await expectAccessible(page, testInfo)

    // B now sees the access-request screen.
    await pageB.goto('/dashboard')
    await expect(pageB.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible()
    await context.close()
  })
})
