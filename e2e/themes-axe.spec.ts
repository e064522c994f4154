// axe at every impact where no other check looks: the public and sign-in pages in the light theme
// at the desktop width (beyond those pages.spec.ts and shell.spec.ts check in both themes), and an
// organisation's dashboard (each section) and the admin area (each dialog and an organisation's
// page) in the light theme at the desktop width and in both themes on a phone. The dark theme at
// the desktop width is what the rest of the suite runs in; phone-axe.spec.ts does the public pages
// in both themes at 390×844. It reads what the server rendered, so it runs once, in the project
// without JavaScript (@static), where axe checks that markup.
import type { Page } from '@playwright/test'
import { firstModelPath } from './chat-page'
import {
  dismissConsent,
  E2E_ADMIN,
  expect,
  expectAccessible,
  readDatabase,
  startSession,
  STATIC,
  test,
} from './fixtures'
import { signUpOrganisation, uniqueEmail } from './organisation-pages'

const PHONE = { width: 390, height: 844 }

async function choose(page: Page, baseURL: string | undefined, theme: 'dark' | 'light') {
  const chosen = await page.request.post('/resources/theme', {
    form: { theme },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(chosen.status()).toBe(302)
}

async function checkEach(
  page: Page,
  testInfo: Parameters<typeof expectAccessible>[1],
  theme: 'dark' | 'light',
  paths: readonly string[],
) {
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('html'), path).toHaveClass(new RegExp(`\\b${theme}\\b`))
    await expectAccessible(page, testInfo)
  }
}

test.describe('axe at every impact, in the themes and widths the rest of the suite does not run', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the public and sign-in pages', STATIC, async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await choose(page, baseURL, 'light')
    await checkEach(page, testInfo, 'light', [
      '/models',
      '/contact',
      '/trust',
      await firstModelPath(page),
      '/chat',
      '/login',
      '/signup',
      '/forgot-password',
    ])
  })

  // The signed-in pages in the three ways the rest of the suite does not show them: light at the
  // desktop width, and both themes on a phone.
  for (const { theme, phone } of [
    { theme: 'light', phone: false },
    { theme: 'dark', phone: true },
    { theme: 'light', phone: true },
  ] as const) {
    const where = `${theme} theme${phone ? ' at 390×844' : ''}`
    test(`an organisation's dashboard, each section, ${where}`, STATIC, async ({ page, baseURL }, testInfo) => {
      if (phone) await page.setViewportSize(PHONE)
      await dismissConsent(page, baseURL)
      await signUpOrganisation(page, uniqueEmail(testInfo, `axe-${theme}${phone ? '-phone' : ''}`), 'Axe Check Freight')
      await choose(page, baseURL, theme)
      await checkEach(page, testInfo, theme, [
        ...['overview', 'billing', 'team', 'support', 'settings'].map((section) => `/dashboard?section=${section}`),
        '/settings/two-factor',
      ])
    })

    test(`the admin area, each dialog and an organisation, ${where}`, STATIC, async ({ page, baseURL }, testInfo) => {
      if (phone) await page.setViewportSize(PHONE)
      await dismissConsent(page, baseURL)
      await startSession(page, E2E_ADMIN.email, baseURL)
      await choose(page, baseURL, theme)
      const [organization] = await readDatabase<{ id: string }>(
        'select id from public.organizations order by created_at, id limit 1',
      )
      await checkEach(page, testInfo, theme, [
        '/admin',
        '/admin/models',
        '/admin/organizations',
        '/admin/organizations?tab=join-requests',
        `/admin/organizations/${organization!.id}`,
        '/admin/users',
        '/admin/requests',
        '/admin/audit',
        '/admin/knowledge',
        '/admin/chats',
      ])
    })
  }
})
