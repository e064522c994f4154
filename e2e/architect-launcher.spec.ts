// The site-wide 'Ask the AI Architect' launcher, in both projects: on every public page and the
// 404 page, in its own landmark, and not on the chat, sign-in, sign-up, dashboard or admin pages.
// On a model page it carries the model: without JavaScript as /chat?model=<slug>, whose composer
// posts it as a hidden field and keeps it across the post and the schedule link. The schedule
// form on /chat starts with what the chat learned (the loader's `captured`).
import { schedulePrefill } from '../app/lib/chat'
import type { CapturedDetails } from '../app/lib/entities/chat-request'
import { architectAside, firstModelPath, input, lastMessage, log, siteLauncher } from './chat-page'
import {
  createPlainUser,
  dismissConsent,
  E2E_ADMIN,
  expect,
  expectAccessible,
  hasJavaScript,
  readDatabase,
  startSession,
  test,
} from './fixtures'

const PUBLIC = ['/', '/models', '/about', '/labs', '/products', '/contact', '/privacy', '/terms', '/cookies']

test.describe('the AI Architect launcher', () => {
  test('is on every public page and the 404 page, in its landmark; not on the chat, sign-in or sign-up', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow() // thirteen pages
    await dismissConsent(page, baseURL)
    const role = hasJavaScript(testInfo) ? 'button' : 'link'
    const model = await firstModelPath(page)
    for (const path of [...PUBLIC, model, '/no-such-page']) {
      await page.goto(path)
      await expect(siteLauncher(page, role), path).toBeVisible()
      if (role === 'link') {
        // Without JavaScript it is a link to the chat; on a model page, carrying the model.
        const href = path === model ? `/chat?model=${model.replace('/models/', '')}` : '/chat'
        await expect(siteLauncher(page, role), path).toHaveAttribute('href', href)
      }
      await expect(architectAside(page)).toHaveCount(1)
    }
    for (const path of ['/chat', '/login', '/signup']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(architectAside(page), path).toHaveCount(0)
    }
  })

  test('is not on the dashboard or in the admin area', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const user = await createPlainUser('launcher')
    await startSession(page, user.email, baseURL)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(architectAside(page)).toHaveCount(0)
    await page.context().clearCookies()
    await dismissConsent(page, baseURL)
    await startSession(page, E2E_ADMIN.email, baseURL)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin/)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(architectAside(page)).toHaveCount(0)
  })

  test('a model page has two launchers told apart by name, both carrying the model', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const path = await firstModelPath(page)
    await page.goto(path)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    const role = hasJavaScript(testInfo) ? 'button' : 'link'
    const own = page.getByRole('main').getByRole(role, { name: `Ask the AI Architect about ${title}`, exact: true })
    await expect(own).toBeVisible()
    await expect(siteLauncher(page, role)).toBeVisible()
    if (role === 'link') await expect(own).toHaveAttribute('href', `/chat?model=${path.replace('/models/', '')}`)
  })

  test('/chat?model= posts the model with each message, keeps it after a post and in the schedule link', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const slug = (await firstModelPath(page)).replace('/models/', '')
    await page.goto(`/chat?model=${slug}`)
    const composer = page.locator('form').filter({ has: input(page) })
    await expect(composer.locator('input[type="hidden"][name="model"]')).toHaveValue(slug)
    // A value that is not a slug is not passed on.
    await page.goto('/chat?model=Not%20a%20slug')
    await expect(input(page)).toBeVisible()
    await expect(page.locator('input[name="model"]')).toHaveCount(0)
    if (hasJavaScript(testInfo)) return // the dialog's own posts: architect-launcher.js-only.spec.ts

    await page.goto(`/chat?model=${slug}`)
    await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Consultation' }).first()).toHaveAttribute(
      'href',
      `/chat?model=${slug}&schedule=1#schedule`,
    )
    await input(page).fill('We run a chain of hospitals')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(new RegExp(`/chat\\?model=${slug}#latest$`))
    await expect(log(page)).toContainText('We run a chain of hospitals')
    await expect(composer.locator('input[type="hidden"][name="model"]')).toHaveValue(slug)
  })

  test('the schedule form on /chat starts with what the chat learned', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await input(page).fill("I'm Ada Lovelace from Analytical Engines Ltd, we are a hospital group in Healthcare")
    if (hasJavaScript(testInfo)) await input(page).press('Enter')
    else await page.getByRole('button', { name: 'Send message' }).click()
    await expect(lastMessage(page)).toContainText('Healthcare is a great fit for AI!')

    // What the server learned, as /chat's loader hands it to the form (the server's capture is
    // its own: whatever it kept, the form shows exactly name, company and a known industry). The
    // reply is on screen while it streams; the capture is saved with it at the end, so the row is
    // read once the reply is in it.
    const chatId = (await page.context().cookies()).find((cookie) => cookie.name === 'chat_id')!.value
    const savedRow = async () => {
      const [row] = await readDatabase<{ captured: CapturedDetails; last_role: string | null }>(
        "select captured, messages -> -1 ->> 'role' as last_role from public.chat_requests where chat_id = $1",
        [chatId],
      )
      return row
    }
    await expect.poll(async () => (await savedRow())?.last_role).toBe('assistant')
    const expected = schedulePrefill((await savedRow())!.captured)
    if (!expected.name) testInfo.annotations.push({ type: 'note', description: 'the server captured no name yet' })

    await page.goto('/chat?schedule=1#schedule')
    const form = page.getByRole('dialog', { name: 'Schedule a Consultation' })
    await expect(form).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue(expected.name ?? '')
    await expect(form.getByLabel('Company')).toHaveValue(expected.company ?? '')
    await expect(form.getByLabel('Industry')).toHaveValue(expected.industry ?? '')
    await expect(form.getByLabel('Email')).toHaveValue('')
  })

  test('pages with the launcher have no serious or critical axe violation', async ({ page, baseURL }, testInfo) => {
    test.slow() // axe on four pages
    await dismissConsent(page, baseURL)
    const model = await firstModelPath(page)
    for (const path of ['/', '/contact', model, '/no-such-page']) {
      await page.goto(path)
      await expect(architectAside(page)).toBeVisible()
      await expectAccessible(page, testInfo)
    }
  })
})
