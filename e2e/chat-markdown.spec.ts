// A provider's Markdown reply in a browser, with and without JavaScript
// (docs/decisions/059-provider-replies-rendered.md): headings as bold lines (no heading inside a
// bubble), numbered lists, a table, raw HTML as text, links only to our own pages that exist (a
// made-up model page and a foreign address are words), and a reply stopped at the token limit
// ended at its last complete sentence with the invitation to ask for more. The shared e2e server
// has no AI key, so this file starts its own production server with OPENAI_BASE_URL at the fake
// provider (tests/helpers/fake-openai.ts) in this worker: one per project, on a port of its own.
import { startFakeOpenAi, type FakeOpenAi } from '../tests/helpers/fake-openai'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'
import { GREETING, input, lastMessage, log } from './chat-page'
import { expect, expectAccessible, hasJavaScript, test } from './fixtures'

const INVITE = "I've kept this short, so just ask if you'd like me to go on. 🙂"

let fake: FakeOpenAi
let server: ProductionServer
/** An active model of the seeded catalogue: its page's path and title. */
let model: { path: string; title: string }

test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.beforeAll(async () => {
  const testInfo = test.info()
  testInfo.setTimeout(180_000)
  fake = await startFakeOpenAi()
  server = await startProductionServer({
    port: Number(process.env.E2E_PORT ?? 3100) + (hasJavaScript(testInfo) ? 12 : 13),
    seeded: true,
    env: { OPENAI_API_KEY: 'sk-e2e-not-a-real-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-chat-model-1' },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'gdpr-consent', value: 'true', url: server.url }])
})

/** The reply as a real model writes it, stopped by max_tokens in the middle of its last sentence. */
function reply() {
  return [
    '## Two picks for hospitals\n\n',
    `1. **[${model.title}](${model.path})**: reads your scans.\n`,
    '2. [MedScan Ultra](/models/medscan-ultra-9000): a model we do not have, <b>not bold</b>.\n\n',
    '| Plan | From |\n| --- | --- |\n| Starter | $499/month |\n\n',
    'Read [our security answers](/trust#soc-2) or [elsewhere](https://evil.example/x). ',
    'Then we can talk about the rollout and',
  ]
}

test('a provider’s Markdown reply: formatted, only our own links, and ended gracefully at the token limit', async ({
  page,
}, testInfo) => {
  await page.goto(`${server.url}/models`)
  const view = page.getByRole('link', { name: /View Details/ }).first()
  const path = (await view.getAttribute('href'))!
  await page.goto(`${server.url}${path}`)
  model = { path, title: (await page.getByRole('heading', { level: 1 }).textContent())!.trim() }

  fake.answerChatWith({ kind: 'stream', pieces: reply(), delayMs: 30, finishReason: 'length' })
  await page.goto(`${server.url}/chat`)
  await expect(log(page)).toContainText(GREETING)
  await input(page).fill('What do you have for hospitals?')
  if (hasJavaScript(testInfo)) await input(page).press('Enter')
  else await page.getByRole('button', { name: 'Send message' }).click()

  const message = lastMessage(page)
  await expect(message).toContainText(INVITE)

  const check = async () => {
    // The heading is a bold line: the bubble adds no heading to the page's outline.
    await expect(message.getByText('Two picks for hospitals')).toHaveJSProperty('tagName', 'STRONG')
    await expect(message.locator('h1, h2, h3, h4, h5, h6')).toHaveCount(0)
    await expect(message.locator('ol > li')).toHaveCount(2)
    await expect(message.getByRole('table')).toBeVisible()
    await expect(message.getByRole('cell', { name: '$499/month' })).toBeVisible()
    // Only our own pages that exist are links.
    const hrefs = await message.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([model.path, '/trust#soc-2'])
    await expect(message).toContainText('MedScan Ultra')
    await expect(message).toContainText('elsewhere')
    // Raw HTML is text, and what was cut is gone.
    await expect(message).toContainText('<b>not bold</b>')
    await expect(message.locator('b')).toHaveCount(0)
    await expect(message).not.toContainText('rollout')
    const text = await message.innerText()
    expect(text).not.toMatch(/##|\*\*|\| ---/)
  }
  await check()
  await expectAccessible(page, testInfo)

  // As saved: the page from the server shows the same.
  await page.reload()
  await expect(message).toContainText(INVITE)
  await check()
})
