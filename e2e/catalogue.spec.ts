// The catalogue on / and /models and the model page (docs/product.md#catalogue,
// docs/product.md#model-page), with JavaScript on and off (both Playwright projects run every test
// here): search, industry chips and 'Show More' as links and a GET form without JavaScript, in
// place (no reload) with it; the URL holds the state either way, Back returns to the previous
// filter, and the canonical URLs redirect. What the page shows is checked against the seeded
// database, read back directly.
import type { Page } from '@playwright/test'
import { dismissConsent, expect, expectAccessible, hasJavaScript, readDatabase, STATIC, test } from './fixtures'

const MODEL = { slug: 'medscan-vision-3', title: 'MedScan Vision-3' }

function cards(page: Page) {
  return page.getByRole('list', { name: 'AI models' }).getByRole('article')
}

async function cardTitles(page: Page) {
  return cards(page).getByRole('heading').allTextContents()
}

/** Active models matching a condition, in the catalogue's order: what the page must list. */
async function activeTitles(where = 'true', params: unknown[] = []) {
  const rows = await readDatabase<{ title: string }>(
    `select title from public.ai_models where is_active and (${where})
     order by is_featured desc, created_at desc, id desc`,
    params,
  )
  return rows.map((row) => row.title)
}

/** The chips the page must show: 'All Categories', then the industries of these models, alphabetically. */
async function chipsFor(titles: string[]) {
  const rows = await readDatabase<{ i: string }>(
    `select distinct unnest(industry) as i from public.ai_models where title = any($1::text[])`,
    [titles],
  )
  return ['All Categories', ...rows.map((row) => row.i).sort((a, b) => a.localeCompare(b, 'en'))]
}

function chipLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Industries' }).getByRole('link')
}

/** Marks the document, so a test can tell whether what followed reloaded the page. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
}

async function documentWasKept(page: Page) {
  return page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)
}

test.describe('the catalogue on /models', () => {
  test('shows the heading, search box, chips, ten cards and Show More', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    await expect(page.getByRole('heading', { level: 1, name: 'AI Models Catalog' })).toBeVisible()
    await expect(
      page.getByText('Discover industry-specific AI models, ready to deploy for your business.'),
    ).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search models' })).toHaveAttribute(
      'placeholder',
      'Search models...',
    )

    // One chip per industry of the models loaded so far (docs/product.md#catalogue).
    const chips = chipLinks(page)
    await expect(chips).toHaveText(await chipsFor((await activeTitles()).slice(0, 10)))
    await expect(chips.first()).toHaveAttribute('aria-current', 'true')

    await expect(cards(page)).toHaveCount(10)
    // Without JavaScript the new document may still be arriving: wait for it.
    await expect.poll(() => cardTitles(page)).toEqual((await activeTitles()).slice(0, 10))
    await expect(page.getByRole('link', { name: 'Show More AI Models' })).toHaveAttribute('href', '/models?page=2')
  })

  test('at 1440×900 the chips leave room for the first models above the fold', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/models')
    await expect(cards(page).first().getByRole('heading')).toBeInViewport()
    // More pages loaded, more industries found.
    await page.goto('/models?page=3')
    await expect(chipLinks(page)).toHaveText(await chipsFor((await activeTitles()).slice(0, 30)))
  })

  test('a card shows what docs/product.md#catalogue lists, and leads to the model page', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    const card = page.getByRole('article', { name: MODEL.title })
    await expect(card.getByText('Featured', { exact: true })).toBeVisible()
    await expect(card.getByText('Enterprise', { exact: true })).toBeVisible()
    await expect(card.getByRole('list', { name: 'Categories' })).toContainText('Computer Vision')
    await expect(card.getByText('Starting from')).toBeVisible()
    await expect(card.getByText('$2,499')).toBeVisible()
    await expect(card.getByText('/month')).toBeVisible()
    await expect(card.getByRole('button', { name: 'About this price' })).toHaveAccessibleDescription(
      'Starting price. Final pricing may vary based on usage, features, and customization needs.',
    )
    const details = card.getByRole('link', { name: `View Details: ${MODEL.title}` })
    await expect(details).toHaveAttribute('href', `/models/${MODEL.slug}`)
    await details.click()
    await expect(page).toHaveURL(`/models/${MODEL.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: MODEL.title })).toBeVisible()
  })

  test('a model without a logo shows the first letter of its title', STATIC, async ({ page, baseURL }) => {
    const [model] = await readDatabase<{ title: string; slug: string }>(
      'select title, slug from public.ai_models where is_active and logo_url is null order by title limit 1',
    )
    await dismissConsent(page, baseURL)
    await page.goto(`/models/${model!.slug}`)
    const header = page.getByRole('main').locator('header')
    await expect(header.getByText(model!.title[0]!.toUpperCase(), { exact: true })).toBeVisible()
  })

  test('page 3 shows 30 different models, the first 30 in order', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models?page=3')
    await expect(cards(page)).toHaveCount(30)
    const titles = await cardTitles(page)
    expect(new Set(titles).size).toBe(30)
    expect(titles).toEqual((await activeTitles()).slice(0, 30))
  })

  test('Show More appends the next page, and the URL follows', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    const first = await cardTitles(page)
    if (hasJavaScript(testInfo)) await markDocument(page)
    await page.getByRole('link', { name: 'Show More AI Models' }).click()
    await expect(page).toHaveURL('/models?page=2')
    await expect(cards(page)).toHaveCount(20)
    const titles = await cardTitles(page)
    expect(titles.slice(0, 10)).toEqual(first)
    expect(new Set(titles).size).toBe(20)
    if (hasJavaScript(testInfo)) {
      expect(await documentWasKept(page)).toBe(true)
      // Focus moves to the first new card, so the keyboard carries on from there.
      await expect(
        cards(page)
          .nth(10)
          .getByRole('link', { name: /^View Details/ }),
      ).toBeFocused()
    }
  })

  test('Show More goes away once the last page is not full', async ({ page, baseURL }) => {
    const all = await activeTitles()
    const lastPage = Math.ceil(all.length / 10)
    await dismissConsent(page, baseURL)
    await page.goto(`/models?page=${lastPage}`)
    await expect(cards(page)).toHaveCount(all.length)
    await expect(page.getByRole('link', { name: 'Show More AI Models' })).toHaveCount(all.length % 10 === 0 ? 1 : 0)
  })

  test('searching finds models by title or description, in any case', async ({ page, baseURL }, testInfo) => {
    const expected = await activeTitles(`title ilike '%vision%' or description ilike '%vision%'`)
    expect(expected.length).toBeGreaterThan(1)
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    if (hasJavaScript(testInfo)) await markDocument(page)
    const search = page.getByRole('searchbox', { name: 'Search models' })
    if (hasJavaScript(testInfo)) {
      // Typing is enough: the search runs as you type (debounced).
      await search.pressSequentially('ViSiOn')
    } else {
      await search.fill('ViSiOn')
      await search.press('Enter')
    }
    await expect(page).toHaveURL('/models?q=ViSiOn')
    await expect(cards(page)).toHaveCount(Math.min(10, expected.length))
    // Without JavaScript the new document may still be arriving: wait for it.
    await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 10))
    if (hasJavaScript(testInfo)) expect(await documentWasKept(page)).toBe(true)
  })

  test('an industry chip filters, keeps the search, and All Categories clears it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const healthcare = await activeTitles(`industry @> array['Healthcare']`)
    const both = await activeTitles(
      `industry @> array['Healthcare'] and (title ilike '%scan%' or description ilike '%scan%')`,
    )
    expect(both.length).toBeGreaterThan(0)
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    if (hasJavaScript(testInfo)) await markDocument(page)
    const chips = page.getByRole('navigation', { name: 'Industries' })

    await chips.getByRole('link', { name: 'Healthcare', exact: true }).click()
    await expect(page).toHaveURL('/models?industry=Healthcare')
    await expect(chips.getByRole('link', { name: 'Healthcare', exact: true })).toHaveAttribute('aria-current', 'true')
    // Without JavaScript the new document may still be arriving: wait for it.
    await expect.poll(() => cardTitles(page)).toEqual(healthcare.slice(0, 10))

    // The search form carries the chosen industry along.
    const search = page.getByRole('searchbox', { name: 'Search models' })
    await search.fill('scan')
    await search.press('Enter')
    await expect(page).toHaveURL('/models?q=scan&industry=Healthcare')
    await expect.poll(() => cardTitles(page)).toEqual(both.slice(0, 10))

    await chips.getByRole('link', { name: 'All Categories' }).click()
    await expect(page).toHaveURL('/models?q=scan')
    if (hasJavaScript(testInfo)) expect(await documentWasKept(page)).toBe(true)
  })

  test('Back after choosing a filter returns to the previous filter', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models')
    const chips = page.getByRole('navigation', { name: 'Industries' })
    await chips.getByRole('link', { name: 'Healthcare', exact: true }).click()
    await expect(page).toHaveURL('/models?industry=Healthcare')
    const healthcare = (await activeTitles(`industry @> array['Healthcare']`)).slice(0, 10)
    await expect.poll(() => cardTitles(page)).toEqual(healthcare)
    // Another industry of the models now shown.
    const otherName = (await chips.getByRole('link').allTextContents()).find(
      (name) => name !== 'All Categories' && name !== 'Healthcare',
    )!
    await chips.getByRole('link', { name: otherName, exact: true }).click()
    await expect(page).toHaveURL(`/models?${new URLSearchParams({ industry: otherName }).toString()}`)
    await page.goBack()
    await expect(page).toHaveURL('/models?industry=Healthcare')
    await expect(chips.getByRole('link', { name: 'Healthcare', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => cardTitles(page)).toEqual(healthcare)
    await page.goBack()
    await expect(page).toHaveURL('/models')
    await expect(chips.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true')
  })

  test('an empty search leaves no ?q= in the URL', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models?q=scan&industry=Healthcare')
    const search = page.getByRole('searchbox', { name: 'Search models' })
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL('/models?industry=Healthcare')
    // (With JavaScript the box keeps what the visitor typed while it has the focus.)
    if (!hasJavaScript(testInfo)) await expect(search).toHaveValue('')
    await expect
      .poll(() => cardTitles(page))
      .toEqual((await activeTitles(`industry @> array['Healthcare']`)).slice(0, 10))
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL('/models?industry=Healthcare')
  })

  test('a search that finds nothing says so', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/models?q=no-such-model-anywhere')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No models found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Show More AI Models' })).toHaveCount(0)
  })

  for (const [name, query, shows] of [
    ['% and _ as plain characters', '?q=%25_', 'No models found'],
    ['quotes', `?q=${encodeURIComponent(`"it's"`)}`, 'No models found'],
    ['a 10,000-character search', `?q=${'x'.repeat(10_000)}`, 'No models found'],
    ['an unknown industry', '?industry=Underwater%20Basket%20Weaving', 'No models found'],
  ] as const) {
    test(`answers ${name} with a page, not an error`, STATIC, async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      const response = await page.goto(`/models${query}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'AI Models Catalog' })).toBeVisible()
      await expect(page.getByText(shows)).toBeVisible()
      // The search box holds at most what the server searched for.
      expect((await page.getByRole('searchbox', { name: 'Search models' }).inputValue()).length).toBeLessThanOrEqual(
        100,
      )
    })
  }

  for (const [query, count] of [
    ['0', 10],
    ['-1', 10],
    ['abc', 10],
    ['10000', null],
  ] as const) {
    test(`reads ?page=${query} as a sensible page`, STATIC, async ({ page, baseURL }) => {
      const all = await activeTitles()
      await dismissConsent(page, baseURL)
      const response = await page.goto(`/models?page=${query}`)
      expect(response?.status()).toBe(200)
      await expect(cards(page)).toHaveCount(count ?? all.length)
    })
  }
})

test.describe('the catalogue on the home page', () => {
  test('is the same catalogue, and its links come back to it', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 2, name: 'AI Models Catalog' })).toBeVisible()
    // Without JavaScript the new document may still be arriving: wait for it.
    await expect.poll(() => cardTitles(page)).toEqual((await activeTitles()).slice(0, 10))
    await expect(page.getByRole('link', { name: 'Show More AI Models' })).toHaveAttribute('href', '/?page=2#catalogue')
    await page
      .getByRole('navigation', { name: 'Industries' })
      .getByRole('link', { name: 'Healthcare', exact: true })
      .click()
    await expect(page).toHaveURL('/?industry=Healthcare#catalogue')
    // Without JavaScript the new document may still be arriving: wait for it.
    await expect
      .poll(() => cardTitles(page))
      .toEqual((await activeTitles(`industry @> array['Healthcare']`)).slice(0, 10))
  })

  test('Show More stays in the catalogue: at its top without JavaScript, on the first new card with it', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    const more = page.getByRole('link', { name: 'Show More AI Models' })
    await more.scrollIntoViewIfNeeded()
    await more.click()
    await expect(cards(page)).toHaveCount(20)
    const catalogueTop = () => page.locator('#catalogue').evaluate((el) => Math.round(el.getBoundingClientRect().top))
    if (hasJavaScript(testInfo)) {
      // Appended in place: the page stays where it was and the keyboard goes on from the new cards.
      await expect(page).toHaveURL('/?page=2')
      await expect(
        cards(page)
          .nth(10)
          .getByRole('link', { name: /^View Details/ }),
      ).toBeFocused()
      expect(await catalogueTop()).toBeLessThan(0)
    } else {
      // A new document, opened at the catalogue (not at the top of the home page).
      await expect(page).toHaveURL('/?page=2#catalogue')
      await expect.poll(catalogueTop).toBe(80)
    }
  })

  test('shows the six feature cards and the marketing figures', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    const features = page.locator('#features')
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6)
    for (const figure of ['200+', '2,500+', '15+', '40%']) {
      await expect(page.locator('#hero').getByText(figure, { exact: true })).toBeVisible()
    }
  })

  test('an anchor lands 80 px below the top, under the bar', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/#catalogue')
    await expect
      .poll(() => page.locator('#catalogue').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80)
  })
})

test.describe('a model page', () => {
  test('shows everything docs/product.md#model-page lists', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto(`/models/${MODEL.slug}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: MODEL.title })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to Models' })).toHaveAttribute('href', '/models')
    await expect(main.locator('header').getByText('Featured', { exact: true })).toBeVisible()
    await expect(main.locator('header').getByText('Enterprise', { exact: true })).toBeVisible()
    await expect(main.getByText('$2,499')).toBeVisible()
    for (const tag of [
      'Healthcare',
      'Biotechnology & Pharmaceuticals',
      'Computer Vision',
      'Medical Imaging',
      'Anomaly Detection',
    ]) {
      await expect(main.locator('header').getByText(tag, { exact: true })).toBeVisible()
    }
    await expect(main.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(main.getByText(/multi-modality imaging model/)).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Industry Applications' })).toBeVisible()
    await expect(main.getByText('Emergency radiology worklist prioritisation')).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Individual Use Cases' })).toBeVisible()
    await expect(main.getByText('Radiologists reviewing flagged studies faster')).toBeVisible()
    for (const point of [
      '200+ industry-specific AI models',
      'Save up to 40% on AI costs',
      'Dedicated account manager',
      'Enterprise-grade security',
      '24/7 expert support',
    ]) {
      await expect(main.getByRole('complementary').getByText(point)).toBeVisible()
    }

    const getStarted = main.getByRole('link', { name: /^Get Started/ })
    await expect(getStarted).toHaveAttribute('href', 'https://aivora.ai/models/medscan-vision-3')
    await expect(getStarted).toHaveAttribute('target', '_blank')
    await expect(getStarted).toHaveAttribute('rel', /\bnoopener\b/)
  })

  test(
    'has head tags from the model, a canonical link from SITE_URL and a JSON-LD Product with its offer',
    STATIC,
    async ({ page, baseURL }) => {
      await page.goto(`/models/${MODEL.slug}`)
      // The e2e server leaves SITE_URL unset: it defaults to http://localhost:PORT.
      const canonical = `${baseURL}/models/${MODEL.slug}`
      await expect(page).toHaveTitle('MedScan Vision-3: Radiology Triage AI | Aivora')
      const head = page.locator('head')
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Detect and prioritise critical findings/,
      )
      // The model's keywords, the seeded ones and then the buyer's words (decision 105).
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        /^radiology AI, medical imaging, triage, DICOM, radiologists can't keep up, scan backlog, /,
      )
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'MedScan Vision-3: Radiology Triage AI | Aivora',
      )
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}/images/models/covers/healthcare-og.png`,
      )
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute(
        'content',
        'MedScan Vision-3: Radiology Triage AI | Aivora',
      )

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: MODEL.title,
        url: canonical,
        offers: { '@type': 'Offer', price: 2499, priceCurrency: 'USD', url: canonical },
      })
    },
  )

  test('Back to Models sits in the content column, lined up with the model', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/models/${MODEL.slug}`)
    const back = (await page.getByRole('link', { name: 'Back to Models' }).boundingBox())!
    const header = (await page.getByRole('main').locator('article header').first().boundingBox())!
    expect(Math.abs(back.x - header.x)).toBeLessThan(2)
  })

  test(
    'a slug in another case and a trailing slash redirect (301) to the canonical URL, query kept',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      for (const [from, to] of [
        ['/models/MedScan-Vision-3?ref=mail', `/models/${MODEL.slug}?ref=mail`],
        [`/models/${MODEL.slug}/`, `/models/${MODEL.slug}`],
        ['/models/?q=vision', '/models?q=vision'],
        ['/about/', '/about'],
      ] as const) {
        const response = await page.goto(from)
        expect(response?.status(), from).toBe(200)
        expect(response?.request().redirectedFrom()?.url(), from).toBe(`${baseURL}${from}`)
        expect((await response?.request().redirectedFrom()?.response())?.status(), from).toBe(301)
        await expect(page).toHaveURL(to)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
    },
  )

  test('an unknown slug answers 404 Model Not Found, with the way back', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const response = await page.goto('/models/no-such-model')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Model Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Models' })).toHaveAttribute('href', '/models')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('an inactive model is not found either', STATIC, async ({ page, baseURL }) => {
    const [inactive] = await readDatabase<{ slug: string }>(
      'select slug from public.ai_models where not is_active limit 1',
    )
    await dismissConsent(page, baseURL)
    const response = await page.goto(`/models/${inactive!.slug}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Model Not Found' })).toBeVisible()
  })
})

test.describe('accessibility of the catalogue', () => {
  // axe over a page of cards on a 2-core machine: allow for it.
  test.describe.configure({ timeout: 90_000 })
  for (const path of ['/models', '/models?q=no-such-model', `/models/${MODEL.slug}`, '/models/no-such-model']) {
    test(`${path} has no serious or critical axe violation`, async ({ page, baseURL }, testInfo) => {
      await dismissConsent(page, baseURL)
      await page.goto(path)
      await expectAccessible(page, testInfo)
    })
  }
})
