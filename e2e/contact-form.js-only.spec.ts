// The contact form's early feedback, where scripts run: the shared schema is not part of the page
// load (it is fetched when the visitor first moves into the form), and once there it reports a
// field as soon as the visitor leaves it, before anything is sent.
import { dismissConsent, expect, test } from './fixtures'

test('the schema arrives on first focus, then a left-empty field is reported without a request', async ({
  page,
  baseURL,
}) => {
  const schemaRequests: string[] = []
  const posts: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/contact-schema-[^/]+\.js$/.test(new URL(request.url()).pathname)) schemaRequests.push(request.url())
    if (request.method() === 'POST') posts.push(request.url())
  })
  await dismissConsent(page, baseURL)
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  expect(schemaRequests).toEqual([])

  const section = page.locator('#contact-form')
  const name = section.getByRole('textbox', { name: 'Name', exact: true })
  await name.focus()
  await expect.poll(() => schemaRequests.length).toBe(1)
  // Leaving the field reports it once the schema is in (until then a blur checks nothing).
  await expect
    .poll(async () => {
      await name.focus()
      await name.blur()
      return name.getAttribute('aria-invalid')
    })
    .toBe('true')
  await expect(section.getByText('Please enter your name')).toBeVisible()
  expect(schemaRequests).toHaveLength(1)
  expect(posts).toEqual([])
})
