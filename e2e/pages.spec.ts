// The marketing pages /about, /labs and /products, with JavaScript on and off (both Playwright
// projects run every test here): their copy (docs/product.md#company-pages), where their buttons
// go, one call to action at the end of each, the active labs from the seed, the contact page's
// layout, and axe in the dark and the light theme.
import type { Page } from '@playwright/test'
import { dismissConsent, expect, expectAccessible, STATIC, test } from './fixtures'

/** supabase/seed.sql: five active labs, newest first, and three that must never be listed. */
const ACTIVE_LABS = [
  'Project Aurora: Clinical Reasoning',
  'Sovereign Edge Inference',
  'Agentic Workflows Sandbox',
  'Responsible AI Evaluation Suite',
  'Low-Resource Language Models',
]
const HIDDEN_LABS = ['Quantised Vision at the Edge', 'Synthetic Data Studio', 'Federated Learning for Banks']

/** Each button is a link to its destination, and following it gets there (one test each). */
function testDestinations(path: string, destinations: Array<[string, string]>) {
  for (const [name, href] of destinations) {
    test(`'${name}' goes to ${href}`, async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto(path)
      const link = page.getByRole('main').getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', href)
      await expect(page.getByRole('main').getByRole('button', { name, exact: true })).toHaveCount(0)
      await link.click()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
}

/** The page ends with its own call to action: the footer's is left out, so there are not two in a row. */
async function expectOneClosingCallToAction(page: Page, heading: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).last()).toHaveText(heading)
  await expect(page.getByRole('heading', { name: 'Intelligence at Scale' })).toHaveCount(0)
  // The rest of the footer is all there.
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' })).toBeVisible()
}

test.describe('/about', () => {
  test('shows the hero, Our Mission, the areas of innovation and Join Us', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/about')
    await expect(page).toHaveTitle('About Us | Aivora')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Innovating the Future of AI' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible()
    for (const value of ['Innovation First', 'Collaborative Spirit', 'Global Impact', 'Rapid Evolution']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Areas of AI Innovation' })).toBeVisible()
    for (const area of [
      'Generative AI & LLMs',
      'Business Intelligence',
      'Computer Vision',
      'Autonomous Agents',
      'AI Security & Privacy',
      'Conversational AI',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: area })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Join Us' })).toBeVisible()
    for (const figure of ['200+', '2,500+', '15+', '40%']) {
      await expect(page.getByRole('main').getByText(figure, { exact: true })).toBeVisible()
    }
  })

  // Its four buttons go to the products, the labs, sign-up and contact.
  testDestinations('/about', [
    ['View Our Solutions', '/products'],
    ['Meet Our Team', '/labs'],
    ['Get Started', '/signup'],
    ['Contact Us', '/contact'],
  ])

  test('ends with Join Us, not with a second call to action after it', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/about')
    await expectOneClosingCallToAction(page, 'Join Us')
  })
})

test.describe('/labs', () => {
  test('shows the hero, the Innovation Lab badge and the four fixed statistics', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/labs')
    await expect(page).toHaveTitle('Innovation Labs | Aivora')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Where Innovation Takes Flight' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Innovation Lab', { exact: true })).toBeVisible()
    for (const [label, value] of [
      ['Active Projects', '15+'],
      ['Team Members', '50+'],
      ['AI Models', '25+'],
      ['Research Papers', '30+'],
    ] as const) {
      const stat = page
        .getByRole('main')
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
      await expect(stat).toHaveCount(1)
      await expect(stat.getByText(value, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Ready to Innovate with Us?' })).toBeVisible()
  })

  test(
    'lists exactly the active labs, newest first, each with its badge, team, image and link',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto('/labs')
      const grid = page.getByRole('list', { name: 'Active labs' })
      await expect(grid.getByRole('heading', { level: 3 })).toHaveText(ACTIVE_LABS)
      for (const name of HIDDEN_LABS) await expect(page.getByText(name)).toHaveCount(0)
      await expect(page.getByText('No Active Labs')).toHaveCount(0)

      const cards = grid.getByRole('article')
      await expect(cards).toHaveCount(ACTIVE_LABS.length)
      await expect(grid.getByText('Status: Active', { exact: true })).toHaveCount(ACTIVE_LABS.length)
      await expect(grid.locator('[data-tone]:not([data-tone="active"])')).toHaveCount(0)

      const aurora = grid.getByRole('article', { name: 'Project Aurora: Clinical Reasoning' })
      await expect(aurora.getByText('Health AI Research')).toBeVisible()
      await expect(aurora.getByText(/Multimodal models that combine imaging/)).toBeVisible()
      const image = aurora.locator('img')
      await expect(image).toHaveAttribute('src', '/images/labs/project-aurora-clinical-reasoning.svg')
      await expect(image).toHaveAttribute('alt', '')
      await expect(image).toHaveAttribute('width', '1200')
      await expect(image).toHaveAttribute('height', '630')

      const learnMore = aurora.getByRole('link', { name: /^Learn more/ })
      await expect(learnMore).toHaveAttribute('href', 'https://aivora.ai/labs/project-aurora-clinical-reasoning')
      await expect(learnMore).toHaveAttribute('target', '_blank')
      await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(learnMore).toContainText('(opens in a new tab)')
      await expect(grid.getByRole('link', { name: /^Learn more/ })).toHaveCount(ACTIVE_LABS.length)
    },
  )

  // The closing buttons go to the contact form and to /about ('Learn More' names where, for screen readers).
  testDestinations('/labs', [
    ['Start Collaborating', '/contact#contact-form'],
    ['Learn More about Aivora', '/about'],
  ])

  test(
    'ends with Ready to Innovate with Us?, not with a second call to action after it',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto('/labs')
      await expectOneClosingCallToAction(page, 'Ready to Innovate with Us?')
    },
  )
})

test.describe('/products', () => {
  test(
    'shows six product cards in two columns, with the facts docs/product.md#company-pages states',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.goto('/products')
      await expect(page).toHaveTitle('Products | Aivora')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1, name: 'Intelligence, Engineered for Impact' })).toBeVisible()

      const grid = page.getByRole('list', { name: 'Aivora products' })
      await expect(grid).toHaveClass(/md:grid-cols-2/)
      const cards = grid.getByRole('article')
      await expect(cards).toHaveCount(6)
      // Two columns at desktop width: the first two cards sit side by side.
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x).toBe(true)

      await expect(cards.first()).toContainText('up to 40%')
      await expect(cards.first()).toContainText(/pay-per-usage/i)
      await expect(grid.getByText('1 cent per AI-analysed message')).toBeVisible()
      for (const topic of [/fashion/i, /AI assistants/i, /medical missions/i, /safety verification/i]) {
        await expect(cards.filter({ hasText: topic })).not.toHaveCount(0)
      }

      for (const card of await cards.all()) {
        const features = card.getByRole('listitem')
        const count = await features.count()
        expect(count).toBeGreaterThanOrEqual(3)
        expect(count).toBeLessThanOrEqual(5)
        await expect(card.getByRole('heading', { level: 2 })).toBeVisible()
        await expect(card.getByRole('link', { name: /^Request a demo/ })).toHaveAttribute('href', '/contact')
      }
    },
  )
})

test.describe('/contact on a desktop', () => {
  test(
    'no tall empty area beside the contact form: its column and the one beside it end together',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/contact')
      const bottom = async (name: string) => {
        const box = (await page.getByRole('region', { name, exact: true }).boundingBox())!
        return { left: box.x, bottom: box.y + box.height }
      }
      const form = await bottom('Contact Form')
      const experts = await bottom('Talk to Our Experts')
      const follow = await bottom('Follow Us')
      // Side by side, ending within a few lines of each other; 'Follow Us' runs under both.
      expect(experts.left).toBeGreaterThan(form.left + 400)
      expect(Math.abs(form.bottom - experts.bottom)).toBeLessThan(80)
      expect(follow.bottom).toBeGreaterThan(Math.max(form.bottom, experts.bottom))
    },
  )
})

test.describe('accessibility of the marketing pages', () => {
  for (const path of ['/about', '/labs', '/products']) {
    for (const theme of ['dark', 'light'] as const) {
      test(`${path} in the ${theme} theme has no serious or critical axe violation`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await dismissConsent(page, baseURL)
        // The theme is chosen through the toggle's plain form post (the toggle itself is tested
        // in shell.spec.ts); the request shares the page's cookies.
        if (theme === 'light') {
          const response = await page.request.post('/resources/theme', { form: { theme: 'light' } })
          expect(response.ok()).toBe(true)
        }
        await page.goto(path)
        await expect(page.locator('html')).toHaveClass(new RegExp(theme))
        await expectAccessible(page, testInfo)
      })
    }
  }
})
