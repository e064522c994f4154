// /trust, the knowledge base's public page (docs/decisions/058-what-sales-knows-in-one-place.md),
// with JavaScript on and off: grouped by topic, each answer an anchor a link lands on, the
// translations marked with their language, FAQPage structured data, the footer's link, and axe in
// the dark and the light theme.
import { dismissConsent, expect, expectAccessible, STATIC, test } from './fixtures'

test.describe('/trust', () => {
  test(
    'shows the answers by topic, with their anchors, translations and FAQPage data',
    STATIC,
    async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      const response = await page.goto('/trust')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle('Trust & FAQ | Aivora')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /security, compliance/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('What buyers ask us')
      for (const topic of ['Security & compliance', 'Data & privacy', 'Deployment', 'Commercial'])
        await expect(main.getByRole('heading', { level: 2, name: topic })).toBeVisible()

      const soc2 = main.locator('article#security-certifications')
      await expect(soc2.getByRole('heading', { level: 3 })).toHaveText('Are you SOC 2 or ISO 27001 certified?')
      await expect(soc2).toContainText('our target is a Type II report in 2027')
      // Links inside an answer go to the site's own pages.
      await expect(soc2.getByRole('link', { name: 'the BAA answer' })).toHaveAttribute('href', '/trust#hipaa-baa')

      const french = main.locator('section[lang="fr"]')
      await expect(french.getByRole('heading', { level: 2 })).toHaveText('Questions fréquentes en français')
      await expect(french.locator('article#data-training-fr')).toContainText('Non. Vos entrées')

      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' })
      expect(data.mainEntity.length).toBeGreaterThanOrEqual(15)
      for (const question of data.mainEntity) {
        expect(question).toMatchObject({
          '@type': 'Question',
          name: expect.any(String),
          acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
        })
      }
      expect(data.mainEntity.map((q: { name: string }) => q.name)).toContain(
        'Do you sign a HIPAA Business Associate Agreement (BAA)?',
      )

      // In the sitemap, and linked from every page's footer.
      const sitemap = await (await page.request.get('/sitemap.xml')).text()
      expect(sitemap).toMatch(/<loc>[^<]*\/trust<\/loc>/)
      await page.goto('/about')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Trust & FAQ' })).toHaveAttribute(
        'href',
        '/trust',
      )
    },
  )

  test('lands on the answer a link names', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/trust#data-residency')
    const answer = page.locator('article#data-residency')
    await expect(answer).toBeInViewport()
    // The answer's own links move within the page, with or without JavaScript.
    await answer.getByRole('link', { name: 'deployment options' }).click()
    await expect(page).toHaveURL(/\/trust#deployment-options$/)
    await expect(page.locator('article#deployment-options')).toBeInViewport()
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious or critical axe violation in the ${theme} theme`, async ({ page, baseURL }, testInfo) => {
      await dismissConsent(page, baseURL)
      if (theme === 'light') {
        const response = await page.request.post('/resources/theme', { form: { theme: 'light' } })
        expect(response.ok()).toBe(true)
      }
      await page.goto('/trust')
      await expect(page.locator('html')).toHaveClass(new RegExp(theme))
      await expectAccessible(page, testInfo)
    })
  }
})
