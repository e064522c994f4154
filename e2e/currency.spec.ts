// Prices in the visitor's currency (docs/product.md#prices). The location and exchange-rate
// services are faked at the HTTP boundary, so these tests never leave the machine. Without
// JavaScript the server's USD prices stand and nothing is looked up; with it, each price is a
// skeleton of stable width until the visitor's currency is known, then the price in it (a cached
// currency at once), never dollars that turn into euros.
import type { Page } from '@playwright/test'
import { dismissConsent, expect, expectAccessible, hasJavaScript, lookupEnds, test } from './fixtures'

// The server runs with the default service URLs (app/.server/config.ts).
const LOCATION_HOSTS = ['ipapi.co', 'ipwho.is', 'api.country.is']
const RATE_HOSTS = ['open.er-api.com', 'api.exchangerate-api.com']

const GERMAN_VISITOR = { ip: '203.0.113.7', country_code: 'DE', country_name: 'Germany', currency: 'EUR' }
const US_VISITOR = { ip: '203.0.113.8', country_code: 'US', country_name: 'United States', currency: 'USD' }
const HALF_RATES = { result: 'success', base_code: 'USD', rates: { EUR: 0.5, USD: 1 } }

const FAILURE_NOTE = 'Unable to load currency data. Showing USD prices.'

interface FakeServices {
  /** The visitor's location answer from the first location service; undefined: every location service fails. */
  location?: object
  /** The first rate service's answer; undefined: every rate service fails. */
  rates?: object
  /** Holds the location answer back until it resolves. */
  hold?: Promise<void>
}

/** Answers for the external services, and how many requests each kind received. */
async function fakeServices(page: Page, fake: FakeServices) {
  const hits = { location: 0, rates: 0 }
  // A held lookup that the page gave up on (its 4 s timeout, reached when a loaded machine is slow
  // to get through the test's checks) is retried by design: only lookups the page waited for count.
  page.on('requestfailed', (request) => {
    if (LOCATION_HOSTS.includes(new URL(request.url()).hostname) && request.failure()?.errorText === 'net::ERR_ABORTED')
      hits.location--
  })
  await page.route(
    (url) => LOCATION_HOSTS.includes(url.hostname) || RATE_HOSTS.includes(url.hostname),
    async (route) => {
      const host = new URL(route.request().url()).hostname
      const isLocation = LOCATION_HOSTS.includes(host)
      if (isLocation) hits.location++
      else hits.rates++
      if (isLocation && fake.hold) await fake.hold
      const answer = isLocation
        ? host === 'ipapi.co'
          ? fake.location
          : undefined
        : host === 'open.er-api.com'
          ? fake.rates
          : undefined
      if (!answer) return route.abort('failed')
      return route.fulfill({ json: answer, headers: { 'access-control-allow-origin': '*' } })
    },
  )
  return hits
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

function prices(page: Page) {
  return page.getByRole('list', { name: 'AI models' }).locator('[data-currency]')
}

function note(page: Page) {
  return page.locator('[data-currency-status]')
}

function dollars(text: string) {
  expect(text).toMatch(/^\$[\d,]+$/)
  return Number(text.replace(/[$,]/g, ''))
}

function euros(amount: number) {
  return `€${amount.toLocaleString('en-US')}`
}

/**
 * Holds the page's CSS animations still (through the DevTools protocol), so the skeleton's 4 s
 * reveal cannot fire on a busy machine before the test has looked; `resume` lets time run again.
 */
async function freezeAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
  return { resume: () => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }) }
}

/** Every price on the page a skeleton: the amount hidden, a box of the USD amount's width in its place. */
async function expectSkeletons(page: Page) {
  const all = prices(page)
  expect(await all.count()).toBeGreaterThan(0)
  for (const price of await all.all()) {
    await expect(price).toHaveAttribute('data-pending', 'true')
    await expect(price.locator('span')).toBeHidden()
    expect((await price.boundingBox())!.width).toBeGreaterThan(20)
  }
}

async function expectUsdPrices(page: Page) {
  const texts = await prices(page).allTextContents()
  expect(texts.length).toBeGreaterThan(0)
  for (const text of texts) dollars(text)
  return texts
}

test.describe('prices in the visitor currency', () => {
  test('a German visitor sees euro prices, USD until they are known, and the note', async ({
    page,
    baseURL,
  }, testInfo) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await dismissConsent(page, baseURL)
    const held = gate()
    const hits = await fakeServices(page, { location: GERMAN_VISITOR, rates: HALF_RATES, hold: held.opened })
    if (hasJavaScript(testInfo)) await freezeAnimations(page)
    await page.goto('/models')

    // The server's USD prices are in the page either way (what a browser without JavaScript shows).
    const usd = await expectUsdPrices(page)

    if (!hasJavaScript(testInfo)) {
      for (const price of await prices(page).all()) await expect(price).toBeVisible()
      held.open()
      await expectUsdPrices(page)
      await expect(note(page)).toHaveText('')
      expect(hits).toEqual({ location: 0, rates: 0 })
      return
    }
    // With JavaScript, skeletons while the lookup is under way, and they keep their width.
    await expectSkeletons(page)
    const width = (await prices(page).first().boundingBox())!.width
    await page.waitForTimeout(500)
    expect((await prices(page).first().boundingBox())!.width).toBe(width)
    held.open()
    await expect(prices(page)).toHaveText(usd.map((text) => euros(Math.round(dollars(text) * 0.5))))
    await expect(prices(page).first()).toHaveAttribute('data-currency', 'EUR')
    await expect(prices(page).first().locator('span')).toBeVisible()
    await expect(page.locator('[data-pending]')).toHaveCount(0)
    await expect(note(page)).toHaveText('Prices shown in EUR')
    await expect(note(page)).toHaveAttribute('role', 'status')
    expect(hits).toEqual({ location: 1, rates: 1 })
    // No hydration mismatch: the first render in the browser is the server's USD.
    expect(errors).toEqual([])
    await expectAccessible(page, testInfo)
  })

  test('a US visitor sees USD, no note, and no rate lookup', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    const hits = await fakeServices(page, { location: US_VISITOR, rates: HALF_RATES })
    await page.goto('/models')
    if (hasJavaScript(testInfo)) await expect(note(page)).toHaveAttribute('data-currency-status', 'usd')
    await expectUsdPrices(page)
    await expect(note(page)).toHaveText('')
    expect(hits).toEqual(hasJavaScript(testInfo) ? { location: 1, rates: 0 } : { location: 0, rates: 0 })
  })

  test('when no location service answers, the visitor is taken as US: USD and no note', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Three services, three attempts each, 2 s apart: about 16 s of lookups, on the page's clock run ahead.
    await dismissConsent(page, baseURL)
    const hits = await fakeServices(page, { rates: HALF_RATES })
    if (hasJavaScript(testInfo)) await page.clock.install()
    await page.goto('/models')
    if (hasJavaScript(testInfo))
      await lookupEnds(page, () => expect(note(page)).toHaveAttribute('data-currency-status', 'usd', { timeout: 100 }))
    await expectUsdPrices(page)
    await expect(note(page)).toHaveText('')
    expect(hits).toEqual(hasJavaScript(testInfo) ? { location: 9, rates: 0 } : { location: 0, rates: 0 })
  })

  test('when the exchange rates fail for a non-USD visitor, USD prices with the failure note', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Two services, three attempts each, 2 s apart: about 12 s of lookups, on the page's clock run ahead.
    await dismissConsent(page, baseURL)
    const hits = await fakeServices(page, { location: GERMAN_VISITOR })
    if (hasJavaScript(testInfo)) await page.clock.install()
    await page.goto('/models')
    if (!hasJavaScript(testInfo)) {
      await expectUsdPrices(page)
      await expect(note(page)).toHaveText('')
      expect(hits).toEqual({ location: 0, rates: 0 })
      return
    }
    await lookupEnds(page, () => expect(note(page)).toHaveText(FAILURE_NOTE, { timeout: 100 }))
    await expectUsdPrices(page)
    expect(hits).toEqual({ location: 1, rates: 6 })
  })

  test('a lookup that takes long shows the USD price after 4 s rather than a skeleton all along', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const held = gate()
    await fakeServices(page, { location: GERMAN_VISITOR, rates: HALF_RATES, hold: held.opened })
    const animations = hasJavaScript(testInfo) ? await freezeAnimations(page) : null
    await page.goto('/models')
    if (!animations) {
      // No lookup, so nothing to wait for: the USD price from the start.
      await expect(prices(page).first().locator('span')).toBeVisible({ timeout: 1000 })
      return held.open()
    }
    await expectSkeletons(page)
    await animations.resume()
    await expect(prices(page).first().locator('span')).toBeVisible({ timeout: 8000 })
    await expectUsdPrices(page)
    held.open()
    await expect(prices(page).first()).toHaveText(/^€[\d,]+$/)
  })

  test('the answer is cached: another page load and the model page make no new lookup', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const hits = await fakeServices(page, { location: GERMAN_VISITOR, rates: HALF_RATES })
    await page.goto('/models')
    const expected = hasJavaScript(testInfo) ? { location: 1, rates: 1 } : { location: 0, rates: 0 }
    const symbol = hasJavaScript(testInfo) ? /^€[\d,]+$/ : /^\$[\d,]+$/

    await expect(prices(page).first()).toHaveText(symbol)
    // A cached currency shows without a lookup: the skeleton goes at once, not by its 4 s reveal
    // (held still here), and the counts below stay the same.
    await freezeAnimations(page)
    await page.reload()
    await expect(prices(page).first()).toHaveText(symbol)
    await expect(prices(page).first().locator('span')).toBeVisible()
    if (hasJavaScript(testInfo)) await expect(note(page)).toHaveText('Prices shown in EUR')

    // The model page, reached by a link (client-side with JavaScript), shows the same currency.
    await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/models\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main [data-currency]').first()).toHaveText(symbol)
    expect(hits).toEqual(expected)

    if (hasJavaScript(testInfo)) {
      const cache = await page.evaluate(() => JSON.parse(localStorage.getItem('currency-cache') ?? 'null') as unknown)
      expect(cache).toMatchObject({
        rates: { EUR: 0.5, USD: 1 },
        location: { country: 'DE', currency: 'EUR' },
        timestamp: expect.any(Number),
      })
    }
  })
})
