// A person, whenever asked (docs/decisions/062-a-person-whenever-asked.md), in two browsers: a
// visitor on /chat asks for a human (the e2e server is always within STAFF_HOURS), the e2e admin
// takes the chat at /admin/chats and answers, and the visitor sees who joined and the answer: as
// it arrives with JavaScript, after 'Show new messages' without. Each test touches only its own
// chat (found by a phrase of its own), so it runs beside the others. axe on each new page state.
import type { Page } from '@playwright/test'
import { input, lastMessage, log } from './chat-page'
import { dismissConsent, E2E_ADMIN, expect, expectAccessible, hasJavaScript, startSession, test } from './fixtures'

async function send(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press('Enter')
}

test('a visitor asks for a human, a staff member takes the chat and replies, the visitor sees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const js = hasJavaScript(testInfo)
  const phrase = `Please get me a human (${testInfo.project.name} ${Date.now().toString(36)})`
  await dismissConsent(page, baseURL)
  await page.goto('/chat')
  if (js) await send(page, phrase)
  else {
    await input(page).fill(phrase)
    await page.getByRole('button', { name: 'Send message' }).click()
  }
  await expect(lastMessage(page)).toContainText('a person will join this chat shortly')
  await expect(page.getByText('Waiting for a person from the team to join…')).toBeVisible()
  await expectAccessible(page, testInfo)

  const staff = await browser.newContext({ baseURL, javaScriptEnabled: js })
  const desk = await staff.newPage()
  await dismissConsent(desk, baseURL)
  await startSession(desk, E2E_ADMIN.email, baseURL)
  await desk.goto('/admin/chats')
  const chat = desk
    .getByRole('listitem')
    .filter({ hasText: phrase })
    .filter({ has: desk.getByRole('heading') })
  await expect(chat).toBeVisible()
  await expectAccessible(desk, testInfo)
  await chat.getByRole('button', { name: 'Take this chat' }).click()
  await expect(desk.getByRole('status').filter({ hasText: 'You took the chat.' })).toBeVisible()
  await chat.getByRole('textbox', { name: 'Your reply' }).fill('Hello, this is the team. How can I help?')
  await chat.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(desk.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible()
  await expectAccessible(desk, testInfo)

  if (!js) await page.getByRole('button', { name: 'Show new messages' }).click()
  await expect(log(page)).toContainText('from the team joined the chat.')
  await expect(lastMessage(page)).toContainText('Hello, this is the team. How can I help?')
  await expect(page.getByText(/from the team is in the chat\./)).toBeVisible()
  await expectAccessible(page, testInfo)

  // The visitor writes back: the AI Architect is silent, and the desk shows the message.
  const back = `Thanks, we are a bank (${Date.now().toString(36)})`
  if (js) await send(page, back)
  else {
    await input(page).fill(back)
    await page.getByRole('button', { name: 'Send message' }).click()
  }
  await expect(lastMessage(page)).toContainText(back)
  if (!js) await desk.reload()
  await expect(chat).toContainText(back)

  await chat.getByRole('button', { name: 'End chat' }).click()
  await expect(desk.getByRole('status').filter({ hasText: 'Chat ended' })).toBeVisible()
  await staff.close()
})
