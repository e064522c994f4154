/** What the AI Architect's browser tests share: the greeting and where things are on the page. */
import type { Page } from '@playwright/test'

export const GREETING =
  "Hey there! 👋 I'm your AI Architect, and I'd love to learn about your business. What industry are you in?"

export const log = (page: Page) => page.getByRole('log', { name: 'Conversation' })
export const input = (page: Page) => page.getByRole('textbox', { name: 'Message' })
/** The conversation's last message (its own item: a reply's bullet list has items of its own). */
export const lastMessage = (page: Page) => log(page).locator(':scope > ol > li').last()

/** The first model page of the catalogue (the dialog is mounted there). */
export async function firstModelPath(page: Page) {
  await page.goto('/models')
  const href = await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .getAttribute('href')
  return href!
}

/** The site-wide launcher's landmark, and its control (a link without JavaScript, a button with). */
export const architectAside = (page: Page) => page.getByRole('complementary', { name: 'AI Architect' })
export const siteLauncher = (page: Page, role: 'link' | 'button') =>
  architectAside(page).getByRole(role, { name: 'Ask the AI Architect', exact: true })
