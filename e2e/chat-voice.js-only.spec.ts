// The AI Architect with an AI provider, in a browser: the microphone toggle records, stops,
// releases the microphone and puts the transcription in the input; a failed transcription says
// 'Transcription failed'; the reply streams in from the provider. The shared e2e server has no AI
// key (so no microphone), so this file starts its own production server with OPENAI_BASE_URL at
// the fake provider (tests/helpers/fake-openai.ts) in this worker, and its own Chromium with a
// fake microphone (a tone), since the browser's audio device is outside our walls too.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { startFakeOpenAi, type FakeOpenAi } from '../tests/helpers/fake-openai'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'
import { GREETING, input, lastMessage, log } from './chat-page'
import { expect, expectAccessible, hydratedOnLoad, test } from './fixtures'

let fake: FakeOpenAi
let server: ProductionServer
let browser: Browser
let context: BrowserContext

// One server and one browser for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.beforeAll(async () => {
  const testInfo = test.info()
  testInfo.setTimeout(180_000)
  fake = await startFakeOpenAi()
  server = await startProductionServer({
    port: Number(process.env.E2E_PORT ?? 3100) + 10,
    seeded: true,
    env: { OPENAI_API_KEY: 'sk-e2e-not-a-real-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-chat-model-1' },
  })
  const launch = testInfo.project.use.launchOptions ?? {}
  browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  })
})

test.afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

test.beforeEach(async () => {
  context = await browser.newContext({ reducedMotion: 'reduce' })
  await context.grantPermissions(['microphone'], { origin: server.url })
  await context.addCookies([{ name: 'gdpr-consent', value: 'true', url: server.url }])
  // Nothing leaves the machine.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  )
  // Keeps every microphone stream the page opens, to check it is released after recording.
  await context.addInitScript(() => {
    const streams: MediaStream[] = []
    Object.assign(window, { __microphoneStreams: streams })
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints)
      streams.push(stream)
      return stream
    }
  })
})

test.afterEach(async () => {
  await context.close()
})

async function record(page: Page) {
  await page.goto(`${server.url}/chat`)
  await expect(log(page)).toContainText(GREETING)
  const mic = page.getByRole('button', { name: 'Record a voice message' })
  await mic.click()
  const stop = page.getByRole('button', { name: 'Stop recording' })
  await expect(stop).toHaveAttribute('aria-pressed', 'true')
  await page.waitForTimeout(600) // a little of the tone
  await stop.click()
}

test('the microphone records, stops, releases the microphone and transcribes into the input; the reply streams from the provider', async () => {
  const page = hydratedOnLoad(await context.newPage(), true)
  fake.transcriptions.length = 0
  await record(page)
  await expect(input(page)).toHaveValue('We run three clinics')
  await expect(input(page)).toBeFocused()
  expect(fake.transcriptions).toHaveLength(1)
  expect(fake.transcriptions[0]).toMatchObject({ fileName: 'audio.webm', model: 'whisper-1' })
  expect(fake.transcriptions[0]!.fileSize).toBeGreaterThan(0)
  expect(fake.transcriptions[0]!.fileType).toMatch(/^audio\/webm/)
  // Every track of every stream the page opened has ended: the microphone is released.
  const states = await page.evaluate(() =>
    (window as unknown as { __microphoneStreams: MediaStream[] }).__microphoneStreams.flatMap((s) =>
      s.getTracks().map((t) => t.readyState),
    ),
  )
  expect(states.length).toBeGreaterThan(0)
  expect(states.every((state) => state === 'ended')).toBe(true)
  await expect(page.getByRole('button', { name: 'Record a voice message' })).toHaveAttribute('aria-pressed', 'false')
  await expectAccessible(page, test.info())

  // Sent with Enter, the provider's reply grows in the bubble word by word.
  fake.answerChatWith({
    kind: 'stream',
    pieces: 'Clinics love AI for notes and triage! 🏥 Which part of your day would you lighten first?'.split(/(?<= )/),
    // A quarter of a second apart (four seconds in all), so that the test reads the reply while it
    // still grows even on a loaded machine (at 60 ms the whole reply could land between two reads).
    delayMs: 250,
  })
  await input(page).press('Enter')
  const reply = lastMessage(page)
  await expect(reply).toContainText('Clinics love')
  const partial = await reply.innerText()
  await expect(reply).toContainText('Which part of your day would you lighten first?')
  expect(partial.length).toBeLessThan((await reply.innerText()).length)
  expect(fake.chatRequests.at(-1)?.body.messages.at(-1)).toEqual({ role: 'user', content: 'We run three clinics' })
})

test('a failed transcription says “Transcription failed” and leaves the input as it was', async () => {
  const page = hydratedOnLoad(await context.newPage(), true)
  fake.answerTranscriptionWith({ kind: 'error', status: 500 })
  await record(page)
  await expect(page.getByRole('alert')).toHaveText('Transcription failed')
  await expect(input(page)).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Record a voice message' })).toBeEnabled()
})
