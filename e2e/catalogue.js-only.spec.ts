// What the catalogue does only where scripts run: 'Loading...' on Show More while the next page is
// on its way, the feedback while a client navigation loads (the progress bar and `aria-busy` on
// the region that is loading), and the price tooltip (docs/product.md#catalogue; its text is in
// the page for everyone, see catalogue.spec.ts).
import type { Page } from '@playwright/test'
import { dismissConsent, expect, test } from './fixtures'

/** Holds the data request of a client navigation until the test releases it. */
async function holdData(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => matches(url),
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}

const TOOLTIP = 'Starting price. Final pricing may vary based on usage, features, and customization needs.'

test('Show More reads Loading... while the next page is fetched', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL)
  await page.goto('/models')
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  // Remix fetches the next page's data from /models.data?page=2: hold it until checked.
  await page.route(
    (url) => url.pathname === '/models.data' && url.searchParams.get('page') === '2',
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.getByRole('link', { name: 'Show More AI Models' }).click()
  await expect(page.getByRole('link', { name: 'Loading...' })).toHaveAttribute('aria-disabled', 'true')
  release()
  await expect(page.getByRole('list', { name: 'AI models' }).getByRole('article')).toHaveCount(20)
  await expect(page.getByRole('link', { name: 'Show More AI Models' })).toHaveAttribute('href', '/models?page=3')
})

test('a filter loading marks the catalogue busy and shows the progress bar, then clears both', async ({
  page,
  baseURL,
}) => {
  await dismissConsent(page, baseURL)
  await page.goto('/models')
  const catalogue = page.locator('#catalogue')
  const progress = page.locator('[data-navigation-progress]')
  await expect(catalogue).not.toHaveAttribute('aria-busy')
  await expect(progress).toHaveAttribute('data-navigation-progress', 'idle')
  await expect(progress).toHaveAttribute('aria-hidden', 'true')
  const release = await holdData(
    page,
    (url) => url.pathname === '/models.data' && url.searchParams.get('industry') === 'Healthcare',
  )
  await page
    .getByRole('navigation', { name: 'Industries' })
    .getByRole('link', { name: 'Healthcare', exact: true })
    .click()
  await expect(catalogue).toHaveAttribute('aria-busy', 'true')
  await expect(progress).toHaveAttribute('data-navigation-progress', 'loading')
  await expect(progress).toBeVisible()
  // The page itself is not the region loading: only the catalogue is.
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy')
  release()
  await expect(page).toHaveURL('/models?industry=Healthcare')
  await expect(catalogue).not.toHaveAttribute('aria-busy')
  await expect(progress).toHaveAttribute('data-navigation-progress', 'idle')
})

test('another page loading marks the main region busy and shows the progress bar', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL)
  await page.goto('/models')
  const release = await holdData(page, (url) => url.pathname === '/about.data')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('[data-navigation-progress]')).toHaveAttribute('data-navigation-progress', 'loading')
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Innovating the Future of AI' })).toBeVisible()
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy')
  await expect(page.locator('[data-navigation-progress]')).toHaveAttribute('data-navigation-progress', 'idle')
})

test('the price tooltip shows after a pause on hover, at once on focus, and Escape hides it', async ({
  page,
  baseURL,
}) => {
  await dismissConsent(page, baseURL)
  await page.goto('/models')
  const tooltip = page.locator('[role="tooltip"]')
  const triggers = page.getByRole('button', { name: 'About this price' })

  // A 700 ms delay: not there at once, there soon after. The page times it (from the pointer
  // entering to the tooltip appearing), so a busy machine cannot make the test see it too early.
  await triggers.first().evaluate((trigger) => {
    const times: { entered?: number; shown?: number } = {}
    Object.assign(window, { tooltipTimes: times })
    trigger.addEventListener('pointerenter', () => (times.entered ??= performance.now()))
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="tooltip"]')) return
      times.shown = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await triggers.first().hover()
  await expect(tooltip).toHaveText(TOOLTIP)
  const times = await page.evaluate(
    () => (window as unknown as { tooltipTimes: { entered: number; shown: number } }).tooltipTimes,
  )
  expect(times.shown - times.entered).toBeGreaterThanOrEqual(650)
  await expect(tooltip).toBeVisible()

  // Moving straight to the next price (within the 300 ms skip delay) shows it at once: the first
  // two cards sit side by side, so the pointer goes there without scrolling.
  const next = (await triggers.nth(1).boundingBox())!
  await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2)
  await expect(tooltip).toBeVisible({ timeout: 500 })

  await page.mouse.move(0, 0)
  await expect(tooltip).toHaveCount(0)
  await triggers.first().focus()
  await expect(tooltip).toBeVisible({ timeout: 500 })
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)

  // A click (or a tap) opens it and it stays open.
  await triggers.first().click()
  await expect(tooltip).toBeVisible()
  await page.waitForTimeout(800)
  await expect(tooltip).toBeVisible()
})
