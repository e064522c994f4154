// The AI Architect launcher where scripts run: it opens the page's one dialog; on a model page the
// model is posted with every message to /api/chat (read from the real request, which then goes
// on to the real server); floating, it never covers a link, a button, a field, a form or the
// mobile fixed bar, on any public page scrolled through, at desktop and phone sizes, nor the
// composer; it is reached by keyboard. The stream's newer events (a tool's
// status, the callback offer, what the chat learned) are played to the page as the wire protocol
// says (app/lib/entities/chat-request.ts#ReplyEvent): the offline AI Architect of the e2e server
// sends none of them yet.
import type { Page, Request } from '@playwright/test'
import type { ReplyEvent } from '../app/lib/entities/chat-request'
import { GREETING, architectAside, firstModelPath, input, lastMessage, log, siteLauncher } from './chat-page'
import { PUBLIC_PAGES } from '../app/lib/public-pages'
import { dismissConsent, expect, expectAccessible, readDatabase, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** The `model` field of a message posted to /api/chat (multipart form data), or null. */
function postedModel(request: Request) {
  const body = request.postDataBuffer()?.toString('utf8') ?? ''
  return /name="model"\r\n\r\n([^\r\n]*)\r\n/.exec(body)?.[1] ?? null
}

/** Every POST to /api/chat, read and then sent on unchanged to the server. */
async function watchChatPosts(page: Page) {
  const models: Array<string | null> = []
  await page.route('**/api/chat', async (route) => {
    if (route.request().method() === 'POST') models.push(postedModel(route.request()))
    await route.continue()
  })
  return models
}

async function sendAndWait(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press('Enter')
  await expect(lastMessage(page)).not.toContainText('AI Architect is typing...')
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
}

/**
 * Scrolls the page through every place where one of its controls passes the launcher's corner
 * (each shown link, button or field brought level with the corner, and every third of a screen
 * besides), and at each, once the page has placed the launcher (in the scroll event, before the
 * next frame), lists every shown link, button, field, form or fixed bar outside the launcher and
 * the chat's dialog whose box shares area with the launcher's. Also counts the places where it
 * floated, so a page where it never floats is seen.
 */
function sweepLauncher(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const aside = document.querySelector('aside[aria-label="AI Architect"]')!
    const launcher = aside.querySelector<HTMLElement>('button, a')!
    const share = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const controls = () =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, [role="button"], [role="link"], summary, input:not([type="hidden"]), select, textarea, form, [data-fixed-bar]',
        ),
      ].filter((element) => {
        if (aside.contains(element) || element.closest('dialog')) return false
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
      })
    const viewport = document.documentElement.clientHeight
    const maxScroll = document.documentElement.scrollHeight - viewport
    // Where the launcher floats: its corner, from the bottom edge (or the fixed bar's top).
    const bar = document.querySelector('[data-fixed-bar]')?.getBoundingClientRect()
    const corner = (bar && bar.height > 0 ? bar.top : viewport) - 16 - launcher.offsetHeight / 2
    const places = new Set<number>()
    for (let y = 0; y <= maxScroll; y += Math.floor(viewport / 3)) places.add(y)
    places.add(maxScroll)
    for (const element of controls()) {
      const box = element.getBoundingClientRect()
      const middle = box.top + window.scrollY + box.height / 2
      places.add(Math.round(Math.min(maxScroll, Math.max(0, middle - corner)) / 4) * 4)
    }
    const covered: string[] = []
    let floated = 0
    for (const y of [...places].sort((a, b) => a - b)) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      const floating = getComputedStyle(launcher).position === 'fixed'
      if (floating) floated += 1
      const box = launcher.getBoundingClientRect()
      for (const element of controls())
        if (share(box, element.getBoundingClientRect()))
          covered.push(
            `at ${y}${floating ? ' (floating)' : ''}: ${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`,
          )
    }
    return { places: places.size, floated, covered: [...new Set(covered)] }
  })
}

test.describe('the AI Architect launcher with JavaScript', () => {
  test('opens the one dialog; on a model page both launchers post the model with every message', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    const path = await firstModelPath(page)
    const slug = path.replace('/models/', '')
    const models = await watchChatPosts(page)
    await page.goto(path)
    const dialog = page.getByRole('dialog', { name: 'AI Architect' })

    await siteLauncher(page, 'button').click()
    await expect(dialog).toBeVisible()
    await expect(log(page)).toContainText(GREETING)
    await sendAndWait(page, 'We are a law firm')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page
      .getByRole('main')
      .getByRole('button', { name: /^Ask the AI Architect about / })
      .click()
    await expect(log(page)).toContainText('We are a law firm')
    await sendAndWait(page, 'How much does it cost?')
    await expect(page.locator('dialog')).toHaveCount(1)
    expect(models).toEqual([slug, slug])

    // Elsewhere the chat is about no model in particular.
    await page.goto('/about')
    await siteLauncher(page, 'button').click()
    await expect(log(page)).toContainText('We are a law firm')
    await sendAndWait(page, 'Thanks!')
    expect(models).toEqual([slug, slug, null])
  })

  for (const [size, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`never covers a link, button, field or the mobile bar on any public page, scrolled through (${size})`, async ({
      page,
      baseURL,
    }) => {
      test.slow() // twelve pages, each scrolled to every control
      await dismissConsent(page, baseURL)
      await page.setViewportSize(viewport)
      const floatedOn: string[] = []
      for (const path of [...PUBLIC_PAGES, await firstModelPath(page), '/no-such-page']) {
        await page.goto(path)
        await expect(siteLauncher(page, 'button'), path).toBeVisible()
        const { places, floated, covered } = await sweepLauncher(page)
        expect(covered, `${path}, ${places} places`).toEqual([])
        if (floated) floatedOn.push(path)
      }
      // It does float (the checks are not vacuous), and yields where controls fill the corner.
      expect(floatedOn.length, floatedOn.join(' ')).toBeGreaterThan(3)
    })

    test(`with the dialog open, the composer's controls are on top (${size})`, async ({ page, baseURL }) => {
      await dismissConsent(page, baseURL)
      await page.setViewportSize(viewport)
      await page.goto('/contact')
      await siteLauncher(page, 'button').click()
      await expect(log(page)).toContainText(GREETING)
      const dialog = page.getByRole('dialog', { name: 'AI Architect' })
      // Enabled, so it takes the pointer (a disabled button lets it through to its row).
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello')
      for (const control of [
        dialog.getByRole('textbox', { name: 'Message' }),
        dialog.getByRole('button', { name: 'Send message' }),
      ]) {
        const onTop = await control.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return top === element || element.contains(top) ? 'itself' : (top?.outerHTML.slice(0, 200) ?? 'nothing')
        })
        expect(onTop).toBe('itself')
      }
    })
  }

  test('is reached by keyboard with a visible focus, opens with Enter and gives focus back on Escape', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/privacy')
    const launcher = siteLauncher(page, 'button')
    await expect(launcher).toBeVisible()
    // The landmark follows the footer: from the footer's last focusable element, one Tab.
    await page.evaluate(() => {
      const focusable = document.querySelectorAll<HTMLElement>('footer a[href], footer button, footer input')
      focusable[focusable.length - 1]!.focus()
    })
    await page.keyboard.press('Tab')
    await expect(launcher).toBeFocused()
    const outline = await launcher.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'AI Architect' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'AI Architect' })).toBeHidden()
    await expect(launcher).toBeFocused()
  })

  test('axe: a page with the launcher, and with its dialog open', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/')
    await expect(siteLauncher(page, 'button')).toBeVisible()
    await expectAccessible(page, testInfo)
    await siteLauncher(page, 'button').click()
    await expect(log(page)).toContainText(GREETING)
    await expectAccessible(page, testInfo)
    await expect(architectAside(page)).toHaveCount(1)
  })
})

/**
 * The next message's reply, streamed piece by piece as the test says: each call sends these
 * events as one chunk, as /api/chat would between pauses (a fulfilled route answers all at once).
 */
async function streamNextReply(page: Page) {
  await page.evaluate(() => {
    const original = window.fetch
    window.fetch = async (input, init) => {
      if (!String(input).endsWith('/api/chat')) return original(input, init)
      window.fetch = original
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => Object.assign(window, { replyStream: controller }),
      })
      return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } })
    }
  })
  return async (events: Array<ReplyEvent | Record<string, unknown>>, { end = false } = {}) => {
    await expect.poll(() => page.evaluate(() => 'replyStream' in window)).toBe(true)
    await page.evaluate(
      ({ lines, end }) => {
        const controller = (window as unknown as { replyStream: ReadableStreamDefaultController<Uint8Array> })
          .replyStream
        controller.enqueue(new TextEncoder().encode(lines))
        if (end) controller.close()
      },
      { lines: events.map((event) => JSON.stringify(event)).join('\n') + '\n', end },
    )
  }
}

/** Answers the next message with these events, as /api/chat streams them (NDJSON). */
async function answerWith(page: Page, events: Array<ReplyEvent | Record<string, unknown>>) {
  await page.route(
    '**/api/chat',
    (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson',
        body: events.map((event) => JSON.stringify(event)).join('\n') + '\n',
      }),
    { times: 1 },
  )
}

test.describe('the stream’s newer events', () => {
  test('a tool shows its label in place of the typing words, politely; unknown events are skipped', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
    const stream = await streamNextReply(page)
    await input(page).fill('Which models do you have?')
    await input(page).press('Enter')
    const reply = log(page).locator(':scope > ol > li').last() // the conversation's items, not a reply's list
    await expect(reply.getByRole('status')).toHaveText('AI Architect is typing...')
    await stream([{ type: 'tool', name: 'search_models', label: 'Searching the catalogue…' }])
    await expect(reply.getByRole('status')).toHaveText('Searching the catalogue…')
    await expect(input(page)).toBeFocused()
    await stream([
      { type: 'something-newer', detail: 1 },
      { type: 'delta', text: 'Found **two** models:\n- [A](/models/a)\n- B' },
    ])
    await expect(reply.getByRole('status')).toHaveCount(0)
    await stream([{ type: 'done' }], { end: true })
    await expect(reply.getByRole('listitem')).toHaveCount(2)
    await expect(reply.locator('strong')).toHaveText('two')
    await expect(reply.getByRole('link', { name: 'A' })).toHaveAttribute('href', '/models/a')
    await expect(input(page)).toBeFocused()
  })

  test('the callback offer opens the schedule form pre-filled; later details fill only untouched fields; booking works', async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
    const name = `Ada ${Date.now()}`
    await answerWith(page, [
      { type: 'captured', details: { name, industry: 'Space mining' } },
      { type: 'delta', text: 'Shall we book a call with our team?' },
      { type: 'callback', prefill: { name, company: 'Analytical Engines' } },
      { type: 'done' },
    ])
    await input(page).fill('Book me a call')
    await input(page).press('Enter')
    const form = page.getByRole('dialog', { name: 'Schedule a Consultation' })
    await expect(form).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue(name)
    await expect(form.getByLabel('Company')).toHaveValue('Analytical Engines')
    // Not one of the form's industries: left for the visitor to choose.
    await expect(form.getByLabel('Industry')).toHaveValue('')

    // The visitor corrects the company; the chat then learns more: only untouched fields follow.
    await form.getByLabel('Company').fill('Difference Engines')
    await answerWith(page, [
      { type: 'captured', details: { name: 'Someone Else', company: 'Other Co', industry: 'Healthcare' } },
      { type: 'delta', text: 'Noted!' },
      { type: 'done' },
    ])
    await input(page).fill('We are in healthcare')
    await input(page).press('Enter')
    await expect(form.getByLabel('Industry')).toHaveValue('Healthcare')
    await expect(form.getByLabel('Company')).toHaveValue('Difference Engines')
    await expect(form.getByLabel('Name')).toHaveValue('Someone Else')
    await form.getByLabel('Name').fill(name)

    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    await expect(form.locator('input[type="hidden"][name="timeZone"]')).toHaveValue(zone)
    await form.getByLabel('Email').fill('ada@example.com')
    await form.getByLabel('Best Time for Callback').selectOption('morning')
    await form.getByRole('button', { name: 'Schedule Call' }).click()
    await expect(log(page)).toContainText(`Perfect, ${name}! I've scheduled a chat with our team`)
    await expect(form).toHaveCount(0)
    const rows = await readDatabase<{ company: string; industry: string; time_zone: string }>(
      'select company, industry, time_zone from public.chat_requests where name = $1',
      [name],
    )
    expect(rows).toEqual([{ company: 'Difference Engines', industry: 'Healthcare', time_zone: zone }])
  })
})
