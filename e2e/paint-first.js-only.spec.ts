// The page paints before its scripts are fetched (app/.server/paint-first.ts, decision 035): the
// document comes without its modulepreload links, and once it has painted one inline script puts
// them back where Remix wrote them and starts hydration. Checked in a real browser: the chunks
// are requested after the first paint, and React hydrates the document without a mismatch. (A
// link not put back where it stood is one: React throws error 418 on the page and renders the
// whole document again. Once hydrated, Remix drops the links and scripts from the document.)
import { dismissConsent, expect, test } from './fixtures'

for (const path of ['/', '/models', '/contact']) {
  test(`${path} paints first, then fetches its scripts and hydrates without a mismatch`, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const served = await (await page.request.get(path)).text()
    expect(served).not.toContain('<link rel="modulepreload"')

    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    // Returns once the page is hydrated (the fixture waits for it).
    await page.goto(path)

    const seen = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      return {
        paint,
        firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
      }
    })
    expect(seen.firstChunk).toBeGreaterThanOrEqual(seen.paint)
    expect(errors).toEqual([])

    // Hydrated: a link in the header navigates in the page, without a new document.
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    expect(documents).toEqual([new URL(path, baseURL).href])
  })
}
