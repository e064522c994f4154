// The shell of every page: bar, footer, consent banner, theme, legal pages, 404 — with JavaScript
// on and off (the two Playwright projects run every test here).
import {
  createPlainUser,
  dismissConsent,
  expect,
  expectAccessible,
  hasJavaScript,
  signIn,
  STATIC,
  test,
  toggleTheme,
} from './fixtures'

test.describe('home', () => {
  test('shows the hero with Start Your AI Journey to /signup', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    await expect(page.locator('#hero')).toBeVisible()
    const start = page.getByRole('link', { name: 'Start Your AI Journey' })
    await expect(start).toHaveAttribute('href', '/signup')
    await expect(page.locator('#features')).toBeVisible()
    await expect(page.locator('#vision')).toBeAttached()
  })
})

test.describe('navigation bar', () => {
  test('links to the main pages, the sign-in page and the AI Architect', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Models', '/models'],
      ['About', '/about'],
      ['Labs', '/labs'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    await expect(nav.getByRole('link', { name: 'Talk to AI Architect' })).toHaveAttribute('href', '/signup')
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  })

  test('the logo goes home and follows the theme', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/privacy')
    const logos = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().getByRole('img')
    await expect(logos.first()).toHaveAttribute('src', /logo-dark\.svg/)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toHaveAttribute('href', '/')
    await expect(page.locator('img[src$="logo-dark.svg"]').first()).toBeVisible()
    await expect(page.locator('img[src$="logo-light.svg"]').first()).toBeHidden()
  })

  test('the theme toggle switches between dark (the default) and light, and the choice persists', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/terms')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await toggleTheme(page, 'light')
    await expect(page.locator('html')).toHaveClass(/light/)
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.locator('img[src$="logo-light.svg"]').first()).toBeVisible()
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/light/)
    await toggleTheme(page, 'dark')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('the mobile menu opens and lists the links', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/cookies')
    const menu = page.getByText('Menu', { exact: true }).or(page.locator('summary[aria-label="Menu"]'))
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Labs' })).toBeHidden()
    await menu.first().click()
    const labs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Labs' })
    await expect(labs).toBeVisible()
    await expect(labs).toHaveAttribute('href', '/labs')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible()
    // The fixed bottom button on mobile.
    await expect(page.getByRole('link', { name: 'Talk to AI Architect' }).last()).toBeVisible()
  })

  test('the fixed mobile button sits in a landmark, and not on sign-up, sign-in or the chat', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.setViewportSize({ width: 390, height: 844 })
    const fixed = page.getByRole('navigation', { name: 'Talk to AI Architect' })
    for (const path of ['/', '/models', '/contact']) {
      await page.goto(path)
      await expect(fixed.getByRole('link', { name: 'Talk to AI Architect' })).toBeVisible()
      await expect(fixed.getByRole('link')).toHaveAttribute('href', '/signup')
    }
    // axe's `region` rule: every piece of content is inside a landmark (the button included).
    await page.goto('/')
    await expectAccessible(page, testInfo)
    for (const path of ['/signup', '/login', '/chat']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(fixed).toHaveCount(0)
    }
    // On a desktop it is not shown at all (the bar has the button).
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(fixed).toBeHidden()
  })
})

test.describe('footer', () => {
  test(
    'has the call to action, the link groups and the legal links with the current year',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      // (Left out on /about and /labs, which end with their own: e2e/pages.spec.ts.)
      await expect(footer.getByText('Enterprise Solutions')).toBeVisible()
      await expect(footer.getByRole('heading', { name: 'Intelligence at Scale' })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'Talk to AI Architect' })).toHaveAttribute('href', '/signup')
      await expect(
        footer.getByText('Complimentary consultation • Custom implementation plan • Priority onboarding'),
      ).toBeVisible()
      for (const href of ['/about', '/models', '/labs', '/contact', '/products', '/privacy', '/terms', '/cookies']) {
        await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
      }
      const external = footer.locator('a[target="_blank"]')
      await expect(external).toHaveCount(2)
      for (const link of await external.all()) await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
    },
  )

  test('the bar and footer are hidden on /dashboard and /admin', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    // /dashboard needs a session (without one it sends the visitor to /login, which has the bar).
    const user = await createPlainUser('shell')
    await signIn(page, user.email, user.password)
    for (const [path, heading] of [
      ['/dashboard', /^Thank you/],
      ['/admin', 'Access Restricted'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
    }
  })
})

test.describe('cookie-consent banner', () => {
  for (const [button, stored] of [
    ['Accept', 'true'],
    ['Decline', 'false'],
  ] as const) {
    test(`${button} stores '${stored}' and the banner stays away`, async ({ page, context }, testInfo) => {
      await page.goto('/privacy')
      const banner = page.getByRole('region', { name: 'We value your privacy' })
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: button }).click()
      await expect(banner).toHaveCount(0)
      await expect(page).toHaveURL(/\/privacy$/)
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'gdpr-consent')?.value)
        .toBe(stored)
      if (hasJavaScript(testInfo)) {
        expect(await page.evaluate(() => window.localStorage.getItem('gdpr-consent'))).toBe(stored)
      }
      await page.goto('/terms')
      await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0)
    })
  }

  test('the close icon hides it without storing a choice', async ({ page, context }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'We value your privacy' })
    await banner.getByRole('button', { name: 'Close' }).click()
    await expect(banner).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect((await context.cookies()).find((c) => c.name === 'gdpr-consent')).toBeUndefined()
  })
})

test.describe('legal pages', () => {
  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
  ] as const) {
    test(`${path} shows the ${title}, last updated February 7, 2024`, STATIC, async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('February 7, 2024').first()).toBeVisible()
      await expect(page.getByText(/India/).first()).toBeVisible()
      await expect(page.getByText(/United States/).first()).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(title))
    })
  }

  test(
    'the cookie page names the analytics, authentication and scheduling third parties',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto('/cookies')
      await expect(page.getByText(/analytics/i).first()).toBeVisible()
      await expect(page.getByText(/Supabase/).first()).toBeVisible()
      await expect(page.getByText(/Calendly/).first()).toBeVisible()
    },
  )
})

test.describe('errors', () => {
  test('an unknown page answers 404 inside the site, with no stack trace', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const response = await page.goto('/no-such-page/at-all')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/at \w+ \(|node_modules|Error:/)
  })
})

test.describe('accessibility', () => {
  // axe over the home page's whole catalogue, twice, on a 2-core machine: allow for it.
  test.describe.configure({ timeout: 90_000 })
  for (const path of ['/', '/privacy', '/terms', '/cookies', '/no-such-page']) {
    for (const theme of ['dark', 'light'] as const) {
      test(`${path} in the ${theme} theme has no serious or critical axe violation`, async ({
        page,
        baseURL,
      }, testInfo) => {
        if (theme === 'light') {
          await page.goto('/privacy')
          await toggleTheme(page, 'light')
          await expect(page.locator('html')).toHaveClass(/light/)
        }
        await page.goto(path)
        // With the banner showing: it is part of what every first-time visitor sees.
        await expectAccessible(page, testInfo)
        await dismissConsent(page, baseURL)
        await page.reload()
        await expectAccessible(page, testInfo)
      })
    }
  }
})

test.describe('scrolling', () => {
  test('a path change scrolls to the top', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
  })

  test('Back returns to where the visitor was on the page, Forward too', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    const card = page.locator('main a[href^="/models/"]').nth(7)
    await card.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(300)
    await card.click()
    await expect(page).toHaveURL(/\/models\/[^/?]+$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
    await page.goBack()
    await expect(page).toHaveURL(/\/models$/)
    // Still there a moment later: nothing scrolls it away once restored.
    await page.waitForTimeout(1000)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(50)
    await page.goForward()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
  })
})
