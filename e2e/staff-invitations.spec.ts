// Staff join by invitation, not through the customer sign-up (issue 32;
// docs/decisions/077-confirming-addresses-and-inviting-staff.md), with JavaScript on and off (both
// projects run it): the admin invites an address from Users; the invitation waits in the list;
// the .eml in the e2e server's DATA_DIR/mail holds the link; the invitee, in a browser of their
// own, creates the account from it and lands in the admin area as staff, with no organisation and
// no join request, recorded in the audit log; the link is refused a second time. Revoke takes an
// invitation back. axe on each new page state.
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
import { otherPerson, PASSWORD, uniqueEmail } from './organisation-pages'

test.describe('inviting staff', () => {
  // A sign-up (bcrypt) and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('an admin invites, the invitee joins from the link as staff without an organisation, once', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false
    const rep = uniqueEmail(testInfo, 'staff-rep')
    const dropped = uniqueEmail(testInfo, 'staff-dropped')
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, javaScript)
    await startSession(page, E2E_ADMIN.email, baseURL)

    // The admin invites two addresses from Users.
    await page.goto('/admin/users')
    const form = page.getByRole('region', { name: 'Invite staff' })
    for (const email of [rep, dropped]) {
      await form.getByLabel(/^Email/).fill(email)
      await form.getByRole('button', { name: 'Send invitation' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: `Invitation sent to ${email}. The link works for 7 days.` }),
      ).toBeVisible()
    }
    const waiting = page.getByRole('table', { name: 'Pending staff invitations' })
    await expect(waiting.getByRole('row').filter({ hasText: rep }).getByRole('cell').first()).toHaveText(/^Expires /)
    await expectAccessible(page, testInfo)

    // Inviting the same address again is Resend's job, said beside the field.
    await form.getByLabel(/^Email/).fill(rep)
    await form.getByRole('button', { name: 'Send invitation' }).click()
    await expect(form.getByText('That address has an invitation waiting: resend it from the list below.')).toBeVisible()

    // Revoke takes one back.
    await page.getByRole('button', { name: `Revoke ${dropped}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `The invitation to ${dropped} was revoked.` }),
    ).toBeVisible()
    await expect(waiting.getByRole('row').filter({ hasText: dropped })).toHaveCount(0)

    // The e-mail holds the link.
    const mail = await mailTo('staff-invitation', rep)
    expect(mail).toContain('Subject: You are invited to join the Aivora staff')
    const link = /https?:\/\/\S+\/staff-invitation\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0]
    expect(link).toBeTruthy()
    const { pathname, search } = new URL(link!)

    // The invitee, in a browser of their own, creates the account for that address from the link.
    const { context, page: pageB } = await otherPerson(browser, baseURL, testInfo)
    await pageB.goto(`${pathname}${search}`)
    await expect(pageB.getByRole('heading', { level: 1, name: 'Join the Aivora staff' })).toBeVisible()
    await expect(pageB.getByLabel('Email', { exact: true })).toHaveValue(rep)
    await expectAccessible(pageB, testInfo)
    await pageB.getByLabel(/^Password/).fill(PASSWORD)
    await pageB.getByRole('button', { name: 'Create account and join' }).click()
    await expect(pageB).toHaveURL(/\/admin$/)
    await expect(pageB.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()

    // Staff, with no organisation, no join request, an address proven by the link; in the audit log.
    expect(
      await readDatabase(
        `select p.is_admin, u.email_confirmed_at is not null as confirmed,
           (select count(*)::int from public.organization_members m where m.user_id = u.id) as memberships,
           (select count(*)::int from public.organization_join_requests r where r.email = u.email) as requests
         from auth.users u join public.profiles p on p.id = u.id where u.email = $1`,
        [rep],
      ),
    ).toEqual([{ is_admin: true, confirmed: true, memberships: 0, requests: 0 }])
    expect(
      await readDatabase(`select actor_email from public.audit_log where action = 'staff.join' and actor_email = $1`, [
        rep,
      ]),
    ).toEqual([{ actor_email: rep }])

    // The link works once.
    const again = await pageB.goto(`${pathname}${search}`)
    expect(again?.status()).toBe(404)
    await expect(pageB.getByRole('heading', { level: 1, name: 'This invitation link does not work' })).toBeVisible()
    await expectAccessible(pageB, testInfo)
    await context.close()

    // The admin's audit log names it.
    await page.goto('/admin/audit?action=staff.join')
    await expect(
      page
        .getByRole('table', { name: /^Audit log/ })
        .getByRole('row')
        .filter({ hasText: rep })
        .filter({ hasText: 'Joined the staff' }),
    ).toHaveCount(1)

    // The invitation is no longer waiting.
    await page.goto('/admin/users')
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: rep })
        .filter({ hasText: /Expires|Expired/ }),
    ).toHaveCount(0)
  })
})
