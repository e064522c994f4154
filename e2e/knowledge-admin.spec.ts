// The knowledge base's editor (docs/decisions/058-what-sales-knows-in-one-place.md), with
// JavaScript on and off (both admin projects run every test here): an article added in /admin
// appears on /trust at once (the page cache emptied by the write), a refused save says why beside
// the field, unpublishing takes it off /trust, and deleting removes it. axe checks each new view.
import type { Page } from '@playwright/test'
import { dismissConsent, E2E_ADMIN, expect, expectAccessible, startSession, test } from './fixtures'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('the knowledge base editor', () => {
  test.describe.configure({ timeout: 120_000 })

  test('adds an article that /trust shows, refuses a bad one beside its field, unpublishes and deletes it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name
    const question = `Do you support single sign-on (${project})?`
    const slug = `sso-${project}`
    await dismissConsent(page, baseURL)
    // /trust is cached for visitors: read it once before the change, so the cache holds it.
    await page.goto('/trust')
    await expect(page.locator(`article#${slug}`)).toHaveCount(0)

    await startSession(page, E2E_ADMIN.email, baseURL)
    await page.goto('/admin')
    await page.getByRole('link', { name: 'Knowledge base' }).click()
    const list = dialog(page, 'Knowledge base')
    await expect(list.getByRole('list', { name: /^Knowledge articles/ })).toBeVisible()
    await expectAccessible(page, testInfo)

    await list.getByRole('link', { name: 'Add Article' }).click()
    const form = dialog(page, 'Add Knowledge Article')
    await form.getByLabel('Question').fill(question)
    await form.getByLabel('Answer').fill('Not yet.\n\nSee [a page elsewhere](https://example.com).')
    await form.getByLabel('Slug').fill(slug)
    await form.getByLabel('Topic').selectOption('Service')
    await form.getByLabel('Keywords').fill('SSO\nSAML')
    await form.getByLabel(/^Published/).check()
    await form.getByRole('button', { name: 'Add Article' }).click()
    const answer = form.getByLabel('Answer')
    await expect(answer).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText("Links must go to this site's own pages")).toBeVisible()
    await expectAccessible(page, testInfo)

    await answer.fill('Not yet for the dashboard.\n\n- Ask [our team](/contact) about it.')
    await form.getByRole('button', { name: 'Add Article' }).click()
    await expect(page).toHaveURL(/\/admin\/knowledge$/)
    await expect(list.getByRole('heading', { name: question })).toBeVisible()

    // A visitor sees it on /trust at once: the write emptied the cached page.
    const visitor = await page.context().browser()!.newPage()
    try {
      await visitor.goto(`${baseURL}/trust#${slug}`)
      await expect(visitor.locator(`article#${slug}`)).toContainText('Not yet for the dashboard.')
      await expect(visitor.locator(`article#${slug}`).getByRole('link', { name: 'our team' })).toHaveAttribute(
        'href',
        '/contact',
      )

      // Unpublished, it leaves /trust.
      const row = list.getByRole('listitem').filter({ hasText: question })
      await row.getByRole('button', { name: `Published: ${question}` }).click()
      await expect(row.getByText('Draft')).toBeVisible()
      await visitor.reload()
      await expect(visitor.locator(`article#${slug}`)).toHaveCount(0)
    } finally {
      await visitor.close()
    }

    await list.getByRole('link', { name: `Delete ${question}` }).click()
    const confirm = dialog(page, 'Delete Knowledge Article')
    await expect(confirm).toContainText(question)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page).toHaveURL(/\/admin\/knowledge$/)
    await expect(list.getByRole('heading', { name: question })).toHaveCount(0)
  })
})
