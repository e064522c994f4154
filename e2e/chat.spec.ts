// The AI Architect with the offline assistant (no AI key on the e2e server), in both projects: with
// JavaScript the dialog on a model page and /chat stream the reply into the bubble; without it
// /chat is a form that comes back with the whole conversation. Both keep the history across reloads
// and book a callback with its confirmation.
import { GREETING, firstModelPath, input, lastMessage, log } from './chat-page'
import {
  dismissConsent,
  expect,
  expectAccessible,
  expectFieldError,
  holdPosts,
  hasJavaScript,
  readDatabase,
  test,
} from './fixtures'

test.describe('the AI Architect', () => {
  test.describe.configure({ timeout: 60_000 })

  test('/chat greets, answers about the visitor’s industry with real models, and keeps the history', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await expect(page).toHaveTitle(/AI Architect/)
    await expect(page.getByRole('heading', { level: 1, name: 'AI Architect' })).toBeVisible()
    await expect(page.getByText("Let's explore AI solutions for your business")).toBeVisible()
    await expect(log(page)).toContainText(GREETING)
    await expect(input(page)).toHaveAttribute('placeholder', 'Type your message...')
    await expect(page.getByText('Press Enter to send, Shift + Enter for new line')).toBeVisible()

    const send = page.getByRole('button', { name: 'Send message' })
    if (hasJavaScript(testInfo)) {
      await expect(send).toBeDisabled() // blank input
      await input(page).fill('   ')
      await expect(send).toBeDisabled()
      // Shift+Enter adds a line; Enter sends.
      await input(page).fill('We run a chain of hospitals')
      await input(page).press('Shift+Enter')
      await expect(input(page)).toHaveValue('We run a chain of hospitals\n')
      await input(page).press('Enter')
      // The reply grows word by word: the bubble is seen part-written before it is complete.
      const reply = lastMessage(page)
      await expect(reply).toContainText('Healthcare is a great fit for AI!')
      await expect(reply).toContainText("What's the one task you'd most like AI to take off your team's plate?")
      await expect(input(page)).toHaveValue('')
    } else {
      await input(page).fill('We run a chain of hospitals')
      await send.click()
      await expect(page).toHaveURL(/\/chat#latest$/)
      await expect(lastMessage(page)).toContainText(
        "What's the one task you'd most like AI to take off your team's plate?",
      )
    }
    const reply = lastMessage(page)
    await expect(log(page)).toContainText('We run a chain of hospitals')
    // Links to real model pages of the catalogue, nothing else.
    const links = reply.getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/models\/[a-z0-9-]+$/)

    await page.reload()
    await expect(log(page)).toContainText('We run a chain of hospitals')
    await expect(log(page)).toContainText('Healthcare is a great fit for AI!')
  })

  test('the reply grows in place while it streams', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    if (hasJavaScript(testInfo)) {
      // The page itself records the last bubble's length at every change: polling from the test
      // can miss a stream of under a second when the machine is busy.
      await log(page).evaluate((list) => {
        const seen: number[] = []
        Object.assign(window, { replyLengths: seen })
        new MutationObserver(() => seen.push(list.querySelector('li:last-child')?.textContent?.length ?? 0)).observe(
          list,
          { childList: true, subtree: true, characterData: true },
        )
      })
      await input(page).fill('We are a retail business')
      await input(page).press('Enter')
      const reply = lastMessage(page)
      await expect(reply).toContainText("What's the one task you'd most like AI to take off your team's plate?")
      // Seen with some of its words and not yet all of them, then complete: several lengths.
      const complete = (await reply.textContent())!.length
      const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths)
      const partial = lengths.filter((length) => length > 5 && length < complete)
      expect(partial.length, `lengths seen: ${lengths.join(', ')}`).toBeGreaterThan(0)
    } else {
      // Without JavaScript the page comes back with the reply complete.
      await input(page).fill('We are a retail business')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(lastMessage(page)).toContainText(
        "What's the one task you'd most like AI to take off your team's plate?",
      )
    }
  })

  test('schedules a callback and shows the confirmation, saved on the chat', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await page
      .getByRole('main')
      .getByRole(hasJavaScript(testInfo) ? 'button' : 'link', { name: 'Schedule a Consultation' })
      .first()
      .click()
    const form = page.getByRole('dialog', { name: 'Schedule a Consultation' })
    await expect(form).toBeVisible()

    // Each required field's message.
    await form.getByRole('button', { name: 'Schedule Call' }).click()
    await expectFieldError(page, form.getByLabel('Name'), 'Please enter your name')
    await expectFieldError(page, form.getByLabel('Email'), 'Please enter your email address')
    await expectFieldError(page, form.getByLabel('Company'), 'Please enter your company')
    await expectFieldError(page, form.getByLabel('Industry'), 'Please choose your industry')
    await expectFieldError(
      page,
      form.getByLabel('Best Time for Callback'),
      'Please choose the best time for a callback',
    )
    await expect(form.getByLabel('Name')).toBeFocused()
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true')

    const name = `Grace ${Date.now()}`
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Phone').fill('+1 470 555 0101')
    await form.getByLabel('Company').fill('Hopper Labs')
    await form.getByLabel('Industry').selectOption('Education')
    await form.getByLabel('Best Time for Callback').selectOption('afternoon')
    await form.getByRole('button', { name: 'Schedule Call' }).click()
    await expectFieldError(page, form.getByLabel('Email'), 'Please enter a valid email address')
    await expect(form.getByLabel('Email')).toBeFocused()
    await expect(form.getByLabel('Name')).toHaveValue(name)
    await form.getByLabel('Email').fill('grace@example.com')
    if (hasJavaScript(testInfo)) {
      // Hold the booking to see the pending state: the button is disabled and busy.
      const release = await holdPosts(page, '**/chat.data*')
      await form.getByRole('button', { name: 'Schedule Call' }).click()
      await expect(form.getByRole('button', { name: 'Schedule Call' })).toBeDisabled()
      await expect(form.getByRole('button', { name: 'Schedule Call' })).toHaveAttribute('aria-busy', 'true')
      release()
    } else {
      await form.getByRole('button', { name: 'Schedule Call' }).click()
    }

    const confirmation = `Perfect, ${name}! I've scheduled a chat with our team for afternoon (12 PM - 5 PM). They'll show you exactly how we can help Hopper Labs save time and boost productivity. Meanwhile, I'm here if you have any questions! 😊`
    await expect(log(page)).toContainText(confirmation)
    await expect(page.getByRole('dialog', { name: 'Schedule a Consultation' })).toHaveCount(0)
    const rows = await readDatabase<{
      email: string
      company: string
      industry: string
      callback_time: string
      last: string
    }>(
      `select email, company, industry, callback_time, messages->-1->>'content' as last from public.chat_requests where name = $1`,
      [name],
    )
    expect(rows).toEqual([
      {
        email: 'grace@example.com',
        company: 'Hopper Labs',
        industry: 'Education',
        callback_time: 'afternoon',
        last: confirmation,
      },
    ])
  })

  test('Cancel hides the schedule form', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await page
      .getByRole('main')
      .getByRole(hasJavaScript(testInfo) ? 'button' : 'link', { name: 'Schedule a Consultation' })
      .first()
      .click()
    const form = page.getByRole('dialog', { name: 'Schedule a Consultation' })
    await expect(form).toBeVisible()
    await form.getByRole(hasJavaScript(testInfo) ? 'button' : 'link', { name: 'Cancel' }).click()
    await expect(form).toHaveCount(0)
  })

  test('a model page opens the AI Architect (a dialog with JavaScript, /chat without) and reopening reloads the history', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    const path = await firstModelPath(page)
    await page.goto(path)
    // The page's own launcher (the site-wide one, outside <main>, is e2e/architect-launcher*.spec.ts').
    const launcher = page
      .getByRole('main')
      .getByRole(hasJavaScript(testInfo) ? 'button' : 'link', { name: /^Ask the AI Architect about / })
    await launcher.click()
    if (!hasJavaScript(testInfo)) {
      await expect(page).toHaveURL(new RegExp(`/chat\\?model=${path.replace('/models/', '')}$`))
      await expect(log(page)).toContainText(GREETING)
      return
    }
    const dialog = page.getByRole('dialog', { name: 'AI Architect' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText("Let's explore AI solutions for your business")).toBeVisible()
    await expect(log(page)).toContainText(GREETING)
    await input(page).fill('We are a law firm')
    await input(page).press('Enter')
    await expect(lastMessage(page)).toContainText('Legal is a great fit for AI!')
    await dialog.getByRole('button', { name: 'Close chat' }).click()
    await expect(dialog).toBeHidden()
    await launcher.click()
    await expect(log(page)).toContainText('We are a law firm')
    await expect(log(page)).toContainText('Legal is a great fit for AI!')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('proposes the consultation when the visitor asks about price', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await input(page).fill('How much does it cost?')
    if (hasJavaScript(testInfo)) await input(page).press('Enter')
    else await page.getByRole('button', { name: 'Send message' }).click()
    const reply = lastMessage(page)
    await expect(reply).toContainText(
      "For an exact quote for your setup, our team can walk you through it: use 'Schedule a Consultation' to book a callback.",
    )
    await expect(
      reply.getByRole(hasJavaScript(testInfo) ? 'button' : 'link', { name: 'Schedule a Consultation' }),
    ).toBeVisible()
  })

  test('/chat has no axe violation, with the schedule form open too', async ({ page, baseURL }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/chat')
    await expectAccessible(page, testInfo)
    await page
      .getByRole('main')
      .getByRole(hasJavaScript(testInfo) ? 'button' : 'link', { name: 'Schedule a Consultation' })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Schedule a Consultation' })).toBeVisible()
    await expectAccessible(page, testInfo)
  })
})
