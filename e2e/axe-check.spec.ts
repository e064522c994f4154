// The accessibility check itself can fail: the same page with one image that has no text
// alternative is refused, with JavaScript (axe in the page) and without (axe over the server's
// markup in the probe page). A check that never fails would pass every page it is given.
import { dismissConsent, expect, expectAccessible, hasJavaScript, test } from './fixtures'

test('expectAccessible refuses a page with a violation, and passes the same page without it', async ({
  page,
  baseURL,
}, testInfo) => {
  await dismissConsent(page, baseURL)
  await page.goto('/terms')
  await expectAccessible(page, testInfo)
  // Written into the document as the server could have sent it: an image with no alt text, and
  // text too faint for its background (which axe can only tell from the styles it is shown with).
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterbegin',
        '<img src="/favicon.ico"><p style="color: #777; background: #888">Too faint to read</p>',
      )
  })
  const failure = await expectAccessible(page, testInfo).then(
    () => null,
    (error: Error) => error.message,
  )
  const where = hasJavaScript(testInfo) ? 'in the page' : 'in the probe page'
  expect(failure, where).toContain('image-alt')
  expect(failure, where).toContain('color-contrast')
})
