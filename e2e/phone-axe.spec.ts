// Every public page and the sign-in pages on a phone (390×844), in both themes, with no axe violation at any impact
// (minor and moderate too, not only the serious and critical ones every other check looks for).
// The desktop width is what the rest of the suite runs at; this adds the phone's layout: the menu
// folded, the fixed bar, the tables and cards in one column. It reads what the server rendered, so
// it runs once, in the project without JavaScript (@static), where axe checks that markup.
import { firstModelPath } from './chat-page'
import { dismissConsent, expect, expectAccessible, STATIC, test } from './fixtures'
import { PUBLIC_PAGES } from '../app/lib/public-pages'

test.use({ viewport: { width: 390, height: 844 } })

for (const theme of ['dark', 'light'] as const) {
  test(
    `every public page, a model page, the sign-in pages and the 404 page at 390×844, ${theme} theme: axe at every impact`,
    STATIC,
    async ({ page, baseURL }, testInfo) => {
      test.slow() // axe on thirteen pages
      await dismissConsent(page, baseURL)
      const chosen = await page.request.post('/resources/theme', {
        form: { theme },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      })
      expect(chosen.status()).toBe(302)
      const signIn = ['/chat', '/login', '/signup', '/forgot-password']
      for (const path of [...PUBLIC_PAGES, await firstModelPath(page), ...signIn, '/no-such-page']) {
        await page.goto(path)
        await expect(page.locator('html'), path).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await expectAccessible(page, testInfo)
      }
    },
  )
}
