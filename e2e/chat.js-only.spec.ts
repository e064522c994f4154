// The AI Architect where scripts run (the offline assistant: the e2e server has no AI key): the
// input that grows, send held back while a reply streams, no microphone without a provider, and
// axe on the dialog of the model pages. Without JavaScript the dialog is a link to /chat, which
// chat.spec.ts covers in both projects.
import { GREETING, firstModelPath, input, lastMessage, log } from './chat-page'
import { dismissConsent, expect, expectAccessible, test } from './fixtures'

test.describe('the AI Architect with JavaScript', () => {
  test.describe.configure({ timeout: 60_000 })

  test('the input grows to at most 4 rows; a reply in progress disables send; no microphone without a provider', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    const send = page.getByRole('button', { name: 'Send message' })
    // Blank input disables send once the page is hydrated: wait for that before typing.
    await expect(send).toBeDisabled()
    const box = input(page)
    const oneRow = (await box.boundingBox())!.height
    await box.fill('one\ntwo')
    await expect.poll(async () => (await box.boundingBox())!.height).toBeGreaterThan(oneRow)
    const lineHeight = await box.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    await box.fill(Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n'))
    const tall = (await box.boundingBox())!.height
    expect(tall).toBeGreaterThan(oneRow + 2 * lineHeight)
    expect(tall).toBeLessThanOrEqual(4 * lineHeight + 16 + 2) // 4 rows, the padding and the border

    await box.fill('We are a retail business')
    await box.press('Enter')
    await box.fill('And a follow-up')
    await expect(send).toBeDisabled()
    await expect(lastMessage(page)).toContainText(
      "What's the one task you'd most like AI to take off your team's plate?",
    )
    await expect(send).toBeEnabled()

    // The e2e server has no AI key: the offline assistant, and no transcription to offer.
    await expect(page.getByRole('button', { name: 'Record a voice message' })).toHaveCount(0)
  })

  test('the AI Architect dialog on a model page has no serious or critical axe violation, with the schedule form open too', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto(await firstModelPath(page))
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Ask the AI Architect about / })
      .click()
    const dialog = page.getByRole('dialog', { name: 'AI Architect' })
    await expect(log(page)).toContainText(GREETING)
    await expectAccessible(page, testInfo)
    await dialog.getByRole('button', { name: 'Schedule a Consultation' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Schedule a Consultation' })).toBeVisible()
    await expectAccessible(page, testInfo)
  })
})
