// The location and exchange-rate services failing in every way at once, in the browser (they are
// called from the page, so only JavaScript meets them): errors, garbage and silence
// (docs/product.md#prices): a visitor whose location is unknown is taken as US (USD, no note); a
// non-USD visitor whose rates cannot be had sees USD with 'Unable to load currency data. Showing
// USD prices.'. Either way the page stays usable and the site logs no error of its own. A failure
// is remembered for the tab: the next pages show USD at once and ask no service again (issue 32).
// (e2e/currency.spec.ts covers a network failure of every service and the answers that work.)
import type { Page, Route } from '@playwright/test'
import { dismissConsent, expect, lookupEnds, test } from './fixtures'

// The server runs with the default service URLs (app/.server/config.ts), in this order.
const LOCATION_HOSTS = ['ipapi.co', 'ipwho.is', 'api.country.is']
const RATE_HOSTS = ['open.er-api.com', 'api.exchangerate-api.com']
const CORS = { 'access-control-allow-origin': '*' }
const FAILURE_NOTE = 'Unable to load currency data. Showing USD prices.'

type Fault = 'server error' | 'garbage' | 'silence' | 'blocked'
/** A service's answers: one fault (or good answer) for every attempt, or one per attempt in turn. */
type Behaviour = Fault | object | Array<Fault | object>

/** How each service misbehaves; how many requests each received. */
async function failingServices(page: Page, behaviours: Record<string, Behaviour>) {
  const hits: Record<string, number> = {}
  await page.route(
    (url) => url.hostname in behaviours,
    async (route: Route) => {
      const host = new URL(route.request().url()).hostname
      const attempt = (hits[host] = (hits[host] ?? 0) + 1)
      const behaviour = behaviours[host]!
      const answer = Array.isArray(behaviour) ? behaviour[Math.min(attempt, behaviour.length) - 1]! : behaviour
      if (answer === 'server error')
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<h1>Internal Server Error</h1>',
          headers: CORS,
        })
      // Says 200 and JSON, and is neither complete nor what was asked.
      if (answer === 'garbage')
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"rates": {"EUR": ',
          headers: CORS,
        })
      if (answer === 'silence') return // never answered: the page's own timeout must give up
      // Refused before it leaves the browser, as a corporate network or an ad blocker refuses it.
      if (answer === 'blocked') return route.abort('blockedbyclient')
      return route.fulfill({ json: answer, headers: CORS })
    },
  )
  return hits
}

/** What the site itself logged as an error, and uncaught exceptions (the browser's own lines about failed loads are not the site's). */
function siteErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function expectUsdAndUsable(page: Page) {
  const prices = page.getByRole('list', { name: 'AI models' }).locator('[data-currency]')
  expect(await prices.count()).toBeGreaterThan(0)
  for (const text of await prices.allTextContents()) expect(text).toMatch(/^\$[\d,]+$/)
  // Usable: a model's page opens from the catalogue, its price in USD too.
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/models\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main [data-currency]').first()).toHaveText(/^\$[\d,]+$/)
}

test.describe('the currency lookups all failing', () => {
  test('no location service answers usefully (an error, garbage, silence): US, USD, no note', async ({
    page,
    baseURL,
  }) => {
    // Three services, three attempts each, at least 2 s apart; the silent one waits out its 4 s
    // timeouts until the 30 s budget ends the lookup (on the page's clock, run ahead).
    await dismissConsent(page, baseURL)
    const errors = siteErrors(page)
    const hits = await failingServices(page, {
      [LOCATION_HOSTS[0]!]: 'server error',
      [LOCATION_HOSTS[1]!]: 'garbage',
      [LOCATION_HOSTS[2]!]: 'silence',
      [RATE_HOSTS[0]!]: { result: 'success', base_code: 'USD', rates: { EUR: 0.5, USD: 1 } },
    })
    await page.clock.install()
    await page.goto('/models')
    const note = page.locator('[data-currency-status]')
    await lookupEnds(page, () => expect(note).toHaveAttribute('data-currency-status', 'usd', { timeout: 100 }))
    await expect(note).toHaveText('')
    // Every location service was really asked, and no rates were needed for a US visitor.
    expect(hits[LOCATION_HOSTS[0]!]).toBe(3)
    expect(hits[LOCATION_HOSTS[1]!]).toBe(3)
    expect(hits[LOCATION_HOSTS[2]!]).toBeGreaterThanOrEqual(1)
    expect(hits[RATE_HOSTS[0]!]).toBeUndefined()
    await expectUsdAndUsable(page)
    expect(errors).toEqual([])
  })

  test('a German visitor whose rate services fail (errors, garbage, silence): USD with the failure note', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    const errors = siteErrors(page)
    const hits = await failingServices(page, {
      [LOCATION_HOSTS[0]!]: { ip: '203.0.113.7', country_code: 'DE', country_name: 'Germany', currency: 'EUR' },
      [RATE_HOSTS[0]!]: ['server error', 'garbage', 'server error'],
      [RATE_HOSTS[1]!]: 'silence',
    })
    await page.clock.install()
    await page.goto('/models')
    const note = page.locator('[data-currency-status]')
    await lookupEnds(page, () => expect(note).toHaveText(FAILURE_NOTE, { timeout: 100 }))
    expect(hits[RATE_HOSTS[0]!]).toBe(3)
    expect(hits[RATE_HOSTS[1]!]).toBeGreaterThanOrEqual(1)
    // Nothing is cached for a day from a failure.
    expect(await page.evaluate(() => localStorage.getItem('currency-cache'))).toBeNull()
    await expectUsdAndUsable(page)
    expect(errors).toEqual([])
  })
})

test.describe('a failed lookup remembered for the tab', () => {
  /**
   * After the first page's lookup failed: a model page and the catalogue, each loaded anew, show
   * their prices at once (no skeleton past 500 ms after hydration, long before its 4 s reveal)
   * with `note`, and no service is asked again.
   */
  async function expectRemembered(page: Page, hits: Record<string, number>, note: string) {
    const asked = { ...hits }
    const model = await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .getAttribute('href')
    for (const path of [model!, '/models']) {
      await page.goto(path)
      await expect(page.locator('[data-pending]')).toHaveCount(0, { timeout: 500 })
      await expect(page.locator('main [data-currency]').first()).toHaveText(/^\$[\d,]+$/)
      await expect(page.locator('[data-currency-status]').first()).toHaveText(note)
    }
    expect(hits).toEqual(asked)
  }

  test('every service blocked: the next pages show USD at once and ask none again', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const errors = siteErrors(page)
    const hits = await failingServices(
      page,
      Object.fromEntries([...LOCATION_HOSTS, ...RATE_HOSTS].map((host) => [host, 'blocked' as const])),
    )
    await page.clock.install()
    await page.goto('/models')
    await lookupEnds(page, () =>
      expect(page.locator('[data-currency-status]')).toHaveAttribute('data-currency-status', 'usd', { timeout: 100 }),
    )
    expect(hits[LOCATION_HOSTS[0]!]).toBe(3)
    await expectRemembered(page, hits, '')
    expect(errors).toEqual([])
  })

  test('a German visitor whose rates are blocked keeps the failure note, at once, without asking again', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    const errors = siteErrors(page)
    const hits = await failingServices(page, {
      [LOCATION_HOSTS[0]!]: { ip: '203.0.113.7', country_code: 'DE', country_name: 'Germany', currency: 'EUR' },
      [RATE_HOSTS[0]!]: 'blocked',
      [RATE_HOSTS[1]!]: 'blocked',
    })
    await page.clock.install()
    await page.goto('/models')
    await lookupEnds(page, () =>
      expect(page.locator('[data-currency-status]')).toHaveText(FAILURE_NOTE, { timeout: 100 }),
    )
    await expectRemembered(page, hits, FAILURE_NOTE)
    expect(errors).toEqual([])
  })
})
