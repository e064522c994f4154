// The AI Architect with an OpenAI-compatible provider: our routes (POST /api/chat, /chat,
// POST /api/transcribe) called with real Requests against a real database, the `openai` SDK
// talking over HTTP to a fake of the provider on 127.0.0.1 (tests/helpers/fake-openai.ts).
// What is proven: what the provider is asked, that the reply streams as it arrives, the
// failure message on an error or a hang, that a visitor who leaves stops the upstream request,
// the history by chat id, the schedule form, transcription, and the limits.
import net from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { PERSONA } from '~/.server/chat/persona'
import { TOO_MANY_MESSAGES } from '~/.server/chat/limits'
import { resetConfig } from '~/.server/config'
import { hitRateLimits, RATE_LIMITS, rateLimit } from '~/.server/rate-limit'
import { CHAT_FAILURE, CHAT_GREETING, PROVIDER_HISTORY, TRANSCRIPTION_FAILED } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { action as apiChat, loader as apiChatLoader } from '~/routes/api.chat'
import { action as transcribeAction } from '~/routes/api.transcribe'
import { action as chatAction, loader as chatLoader } from '~/routes/chat'
import { cookieFrom, formRequest, loaderData, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import { replyEvents } from './helpers/chat'
import type { TestDatabase } from './helpers/database'
import {
  startFakeOpenAi,
  type ChatBehaviour,
  type FakeOpenAi,
  type TranscriptionBehaviour,
} from './helpers/fake-openai'
import { expectLoggedErrors } from './setup'

const KEY = 'sk-test-not-a-real-key'
/** OpenAI's answer to a wrong key, which repeats the key it was sent. */
const KEY_ECHOING_401 = {
  message: `Incorrect API key provided: ${KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`,
  type: 'invalid_request_error',
  code: 'invalid_api_key',
}
const MODEL = 'fake-chat-model-1'
const TIMEOUT_SECONDS = 1

let db: TestDatabase
let fake: FakeOpenAi
const saved = { ...process.env }
const args = (req: Request) => ({ request: req, params: {}, context: {} })

let addressCounter = 0
/** A fresh client address per visitor, so the per-address limit only matters where a test wants it. */
const freshAddress = () => `198.51.100.${++addressCounter}`

function send(message: string, init: { cookie?: string; address?: string; signal?: AbortSignal } = {}) {
  const req = formRequest('/api/chat', { message }, { cookie: init.cookie })
  return apiChat(
    routeArgs(init.signal ? new Request(req, { signal: init.signal }) : req, {
      clientAddress: init.address ?? freshAddress(),
    }),
  )
}

async function storedMessages(chatId: string) {
  const { rows } = await db.engine.query<{ messages: ChatMessage[] }>(
    'select messages from public.chat_requests where chat_id = $1',
    [chatId],
  )
  return rows[0]?.messages ?? null
}

const chatIdOf = (cookie: string) => cookie.split('=')[1]!

/** Resolves with `promise`, or fails the test after `ms` (a hang must not stall the suite). */
function within<T>(ms: number, promise: Promise<T>, what: string) {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms),
    ),
  ])
}

beforeAll(async () => {
  db = await useAppDatabase()
  fake = await startFakeOpenAi()
  // The provider loads the SDK on its first reply, inside the reply's timer; the timer here is a
  // second, which a busy machine's first import of the SDK can take by itself.
  await import('openai')
  Object.assign(process.env, {
    OPENAI_API_KEY: KEY,
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: MODEL,
    AI_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  })
  resetConfig()
})
afterAll(async () => {
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'AI_TIMEOUT_SECONDS']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetConfig()
  await fake.close()
  await db.close()
})
beforeEach(async () => {
  fake.chatRequests.length = 0
  fake.transcriptions.length = 0
  fake.answerChatWith({ kind: 'stream', pieces: ['Healthcare ', 'loves ', 'AI! 🏥'] })
  fake.answerTranscriptionWith({ kind: 'text', text: 'We run three clinics' })
  await db.engine.query('delete from public.chat_requests')
  await db.engine.query('delete from private.rate_limits')
})
afterEach(() => fake.release())

describe('POST /api/chat asks the provider', () => {
  it('with the persona, temperature 0.7, at most OPENAI_MAX_TOKENS tokens (400 unless set), the configured model, the key and the conversation', async () => {
    const response = await send('We run three hospitals')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/x-ndjson/)
    // Compression must not hold the stream back.
    expect(response.headers.get('Cache-Control')).toContain('no-transform')
    const setCookie = response.headers.get('Set-Cookie')!
    expect(setCookie).toMatch(/^chat_id=[0-9a-f-]{36};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const events = await replyEvents(response).rest()
    expect(events).toEqual([
      { type: 'delta', text: 'Healthcare ' },
      { type: 'delta', text: 'loves ' },
      { type: 'delta', text: 'AI! 🏥' },
      // What the chat learned from the message, for the schedule form's pre-fill.
      { type: 'captured', details: { industry: 'Healthcare', language: 'en' } },
      { type: 'done' },
    ])

    expect(fake.chatRequests).toHaveLength(1)
    const { body, authorization } = fake.chatRequests[0]!
    expect(authorization).toBe(`Bearer ${KEY}`)
    expect(body.model).toBe(MODEL)
    expect(body.stream).toBe(true)
    expect(body.temperature).toBe(0.7)
    // At most OPENAI_MAX_TOKENS tokens (docs/product.md#ai-architect; tests/provider-replies.test.ts
    // sets it). The SDK sends the field we name, as is; `max_tokens` is the one every
    // OpenAI-compatible server accepts (docs/decisions/020-ai-architect-tested-at-the-http-boundary.md).
    expect(body.max_tokens).toBe(400)
    expect(body.max_completion_tokens).toBeUndefined()
    // The persona, then what this turn knows (docs/decisions/026-the-ai-architect-sells.md).
    expect(body.messages[0]!.role).toBe('system')
    expect(body.messages[0]!.content).toMatch(new RegExp(`^${PERSONA.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    expect(body.messages[0]!.content).toContain('- industry: Healthcare')
    expect(body.messages.slice(1)).toEqual([
      { role: 'assistant', content: CHAT_GREETING },
      { role: 'user', content: 'We run three hospitals' },
    ])
    // The tools are offered as function tools.
    expect((body.tools as Array<{ function: { name: string } }>).map((t) => t.function.name)).toEqual([
      'search_catalogue',
      'get_model',
      'company_facts',
      'search_knowledge',
      'offer_callback',
    ])
  })

  it('the persona is as docs/product.md#ai-architect says: friendly, short, emoji, guidance for content creators and healthcare, a chat with the team on interest', () => {
    expect(PERSONA).toMatch(/friendly/i)
    expect(PERSONA).toMatch(/short/i)
    expect(PERSONA).toMatch(/emoji/i)
    expect(PERSONA).toMatch(/content creators/i)
    expect(PERSONA).toMatch(/healthcare/i)
    expect(PERSONA).toMatch(/any other industry/i)
    expect(PERSONA).toMatch(/shows interest[^\n]*chat with our team/i)
    // It says plainly that it is an AI assistant, and quotes only our data.
    expect(PERSONA).toMatch(/You are an AI assistant, not a person/)
    expect(PERSONA).toMatch(/Never invent models, prices/)
  })

  it('with only the last messages of a long conversation', async () => {
    const first = await send('Hello')
    const cookie = cookieFrom(first.headers.get('Set-Cookie'))
    await replyEvents(first).rest()
    const long: ChatMessage[] = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 === 0 ? 'assistant' : 'user',
      content: `message ${i}`,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }))
    await db.engine.query('update public.chat_requests set messages = $2::jsonb where chat_id = $1', [
      chatIdOf(cookie),
      JSON.stringify(long),
    ])

    await replyEvents(await send('The newest question', { cookie })).rest()
    const sent = fake.chatRequests.at(-1)!.body.messages
    expect(sent[0]!.content).toContain(PERSONA)
    const conversation = sent.slice(1)
    expect(conversation).toHaveLength(PROVIDER_HISTORY)
    expect(conversation.at(-1)).toEqual({ role: 'user', content: 'The newest question' })
    expect(conversation.slice(0, -1)).toEqual(
      long.slice(-(PROVIDER_HISTORY - 1)).map(({ role, content }) => ({ role, content })),
    )
  })
})

describe('the reply', () => {
  it('streams piece by piece: the first words reach the visitor while the provider is still writing', async () => {
    fake.answerChatWith({ kind: 'pause', pieces: ['Retail ', 'is ', 'a great fit! ✨'], before: 1 })
    const paused = fake.paused()
    const stream = replyEvents(await send('We are a retailer'))
    await within(5000, paused, 'the provider pausing')
    // The provider has sent one piece and is holding the rest back: that piece is already here.
    expect(await within(5000, stream.next(), 'the first piece')).toEqual({ type: 'delta', text: 'Retail ' })
    fake.release()
    expect(await stream.rest()).toEqual([
      { type: 'delta', text: 'is ' },
      { type: 'delta', text: 'a great fit! ✨' },
      { type: 'captured', details: { industry: 'Retail', language: 'en' } },
      { type: 'done' },
    ])
  })

  it('is saved with the visitor’s message by chat id, and /chat shows it after a reload', async () => {
    const response = await send('We run three hospitals')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    await replyEvents(response).rest()
    const stored = await storedMessages(chatIdOf(cookie))
    expect(stored?.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'assistant', content: CHAT_GREETING },
      { role: 'user', content: 'We run three hospitals' },
      { role: 'assistant', content: 'Healthcare loves AI! 🏥' },
    ])
    for (const message of stored!) expect(Number.isNaN(Date.parse(message.timestamp))).toBe(false)

    const page = await loaderData(chatLoader(args(request('/chat', { cookie }))))
    expect(page.messages).toEqual(stored)
    // Another browser has its own chat.
    const stranger = await loaderData(chatLoader(args(request('/chat'))))
    expect(stranger.messages.map((m) => m.content)).toEqual([CHAT_GREETING])
  })

  it('on a provider error is exactly the chat’s failure message, and that is what is saved', async () => {
    fake.answerChatWith({ kind: 'error', status: 500 })
    const response = await send('Hello?')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    expect(await replyEvents(response).rest()).toEqual([{ type: 'error', message: CHAT_FAILURE }, { type: 'done' }])
    expect((await storedMessages(chatIdOf(cookie)))?.at(-1)?.content).toBe(CHAT_FAILURE)
    expect(expectLoggedErrors().map((args) => args.join(' '))).toEqual([
      expect.stringContaining('[chat] the reply failed (openai)'),
    ])
  })

  it('on a 401 that repeats the key logs the status, type and code, never the key (nor in a warning)', async () => {
    const warn = vi.spyOn(console, 'warn')
    const info = vi.spyOn(console, 'info')
    fake.answerChatWith({ kind: 'error', status: 401, ...KEY_ECHOING_401 })
    expect(await replyEvents(await send('Hello?')).rest()).toEqual([
      { type: 'error', message: CHAT_FAILURE },
      { type: 'done' },
    ])
    const logged = expectLoggedErrors().map((line) => line.map(String).join(' '))
    expect(logged).toEqual([expect.stringContaining('[chat] the reply failed (openai)')])
    expect(logged[0]).toContain('401')
    expect(logged[0]).toContain('invalid_api_key')
    const everything = [...logged, ...[...warn.mock.calls, ...info.mock.calls].flat().map(String)].join('\n')
    expect(everything).not.toContain(KEY)
    expect(everything).not.toContain('Incorrect API key provided')
  })

  it('on a provider that answers with no words is the failure message too', async () => {
    fake.answerChatWith({ kind: 'stream', pieces: [] })
    expect(await replyEvents(await send('Hello?')).rest()).toEqual([
      { type: 'error', message: CHAT_FAILURE },
      { type: 'done' },
    ])
    expect(expectLoggedErrors()).toHaveLength(1)
  })

  it.each([
    ['before its first word', [] as string[]],
    ['in the middle of the reply', ['Half ', 'a ']],
  ])(
    'from a provider that hangs %s is cut after AI_TIMEOUT_SECONDS with the failure message, and the upstream request is closed',
    async (_, pieces) => {
      fake.answerChatWith({ kind: 'hang', pieces })
      const hungUp = fake.nextHangUp()
      const started = Date.now()
      const events = await within(
        TIMEOUT_SECONDS * 1000 + 4000,
        replyEvents(await send('Anyone there?')).rest(),
        'the cut',
      )
      const elapsed = Date.now() - started
      expect(events).toEqual([
        ...pieces.map((text) => ({ type: 'delta', text })),
        { type: 'error', message: CHAT_FAILURE },
        { type: 'done' },
      ])
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 50)
      await within(3000, hungUp, 'the upstream hang-up')
      expect(expectLoggedErrors().map((args) => args.join(' '))).toEqual([
        expect.stringContaining('No answer from the AI provider within 1000 ms'),
      ])
    },
  )

  it('stops the upstream request when the visitor leaves, and keeps what had arrived', async () => {
    // A long idle timeout for this one, so only the visitor leaving can explain a quick hang-up.
    process.env.AI_TIMEOUT_SECONDS = '60'
    resetConfig()
    onTestFinished(() => {
      process.env.AI_TIMEOUT_SECONDS = String(TIMEOUT_SECONDS)
      resetConfig()
    })
    fake.answerChatWith({ kind: 'pause', pieces: ['Logistics ', 'is ', 'fun'], before: 1 })
    const visitor = new AbortController()
    const response = await send('We ship freight', { signal: visitor.signal })
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const stream = replyEvents(response)
    expect(await within(5000, stream.next(), 'the first piece')).toEqual({ type: 'delta', text: 'Logistics ' })

    const hungUp = fake.nextHangUp()
    // What the server sees when the browser closes the page: the request aborts, the body is cancelled.
    visitor.abort()
    await stream.cancel()
    // At once, not when the idle timeout would have cut the silent provider.
    await within(10_000, hungUp, 'the upstream hang-up')
    expect(fake.hangUps).toBeGreaterThan(0)

    // The partial reply is saved (the turn finishes in the background: poll briefly).
    await expect
      .poll(async () => (await storedMessages(chatIdOf(cookie)))?.map((m) => m.content), { timeout: 3000 })
      .toEqual([CHAT_GREETING, 'We ship freight', 'Logistics '])
  })

  it('keeps what the message taught the chat when the visitor leaves before the first words', async () => {
    fake.answerChatWith({ kind: 'pause', pieces: ['Retail ', 'is ', 'fun'], before: 0 })
    const paused = fake.paused()
    const visitor = new AbortController()
    const response = await send('We are a retail business', { signal: visitor.signal })
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    await within(5000, paused, 'the provider pausing')
    visitor.abort()
    await response.body!.cancel()
    // Learned details are saved with the reply (one write per turn after the provider is asked).
    await expect
      .poll(
        async () =>
          (
            await db.engine.query<{ captured: Record<string, string> }>(
              'select captured from public.chat_requests where chat_id = $1',
              [chatIdOf(cookie)],
            )
          ).rows[0]?.captured,
        { timeout: 3000 },
      )
      .toEqual({ industry: 'Retail', language: 'en' })
    expect(await storedMessages(chatIdOf(cookie))).toEqual([
      expect.objectContaining({ content: CHAT_GREETING }),
      expect.objectContaining({ content: 'We are a retail business' }),
    ])
  })
})

describe('POST /api/chat refuses bad input with a clear 4xx', () => {
  it.each([
    ['a blank message', '   \n ', 'Please type a message.'],
    ['a message over 2,000 characters', 'x'.repeat(2001), 'Please keep your message under 2,000 characters.'],
  ])('%s: 400, and the provider is not asked', async (_, message, error) => {
    const response = await send(message)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(fake.chatRequests).toHaveLength(0)
  })

  it('a message of exactly 2,000 characters is accepted', async () => {
    const response = await send('y'.repeat(2000))
    expect(response.status).toBe(200)
    await replyEvents(response).rest()
    expect(fake.chatRequests.at(-1)!.body.messages.at(-1)?.content).toHaveLength(2000)
  })

  it('a body that is not a form: 400', async () => {
    const req = request('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":"hi"}',
    })
    const response = await apiChat(args(req))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Send the message as a form field named message.' })
  })

  it('GET: 405 with Allow: POST', async () => {
    const response = apiChatLoader()
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })

  it(`more than ${RATE_LIMITS.chatMessagesPerChat.limit} messages per chat in the window: 429, nothing asked or saved`, async () => {
    const first = await send('Hello')
    const cookie = cookieFrom(first.headers.get('Set-Cookie'))
    await replyEvents(first).rest()
    const chatId = chatIdOf(cookie)
    // The window's earlier messages (one was the real one above), counted by the same limiter.
    for (let i = 1; i < RATE_LIMITS.chatMessagesPerChat.limit; i++)
      await hitRateLimits([rateLimit('chatMessagesPerChat', chatId)])
    const asked = fake.chatRequests.length

    const refused = await send('One too many', { cookie })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('600')
    expect(await refused.json()).toEqual({ error: TOO_MANY_MESSAGES })
    expect(fake.chatRequests).toHaveLength(asked)
    expect((await storedMessages(chatId))?.map((m) => m.content)).not.toContain('One too many')
  })

  it(`more than ${RATE_LIMITS.chatMessagesPerAddress.limit} messages per address, across new chats: 429`, async () => {
    const address = freshAddress()
    for (let i = 1; i < RATE_LIMITS.chatMessagesPerAddress.limit; i++)
      await hitRateLimits([rateLimit('chatMessagesPerAddress', address)])
    const last = await send('Still within', { address })
    expect(last.status).toBe(200)
    await replyEvents(last).rest()
    // A new chat (no cookie) from the same address does not get round it.
    const refused = await send('New chat, same address', { address })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: TOO_MANY_MESSAGES })
    // Another address is unaffected.
    const other = await send('Someone else')
    expect(other.status).toBe(200)
    await replyEvents(other).rest()
  })
})

describe('POST /api/chat when our database fails', () => {
  it.each([
    ['the limits', 'private.rate_limits'],
    ['the message', 'public.chat_requests'],
  ])('cannot count or save %s: 503 with a sentence, and the provider is not asked', async (_, table) => {
    const [schema, name] = table.split('.')
    await db.engine.query(`alter table ${table} rename to ${name}_away`)
    let response: Response
    try {
      response = await send('Hello')
    } finally {
      await db.engine.query(`alter table ${schema}.${name}_away rename to ${name}`)
    }
    // The one sentence the chat has for a turn that fails (docs/decisions/023-one-chat-turn.md).
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: CHAT_FAILURE })
    expect(fake.chatRequests).toHaveLength(0)
    expect(expectLoggedErrors().map((args) => String(args[0]))).toEqual(['[chat] the message could not be saved'])
  })

  it('cannot save the reply: the stream ends with the failure message after the words that came', async () => {
    fake.answerChatWith({ kind: 'pause', pieces: ['Half ', 'a reply'], before: 1 })
    const paused = fake.paused()
    const stream = replyEvents(await send('Hello'))
    await within(5000, paused, 'the provider pausing')
    expect(await stream.next()).toEqual({ type: 'delta', text: 'Half ' })
    await db.engine.query('alter table public.chat_requests rename to chat_requests_away')
    let events
    try {
      fake.release()
      events = await stream.rest()
    } finally {
      await db.engine.query('alter table public.chat_requests_away rename to chat_requests')
    }
    expect(events).toEqual([
      { type: 'delta', text: 'a reply' },
      { type: 'error', message: CHAT_FAILURE },
    ])
    expect(expectLoggedErrors().map((args) => String(args[0]))).toEqual(['[chat] the turn failed'])
  })
})

describe('/chat without JavaScript', () => {
  const post = (fields: Record<string, string>, cookie?: string) =>
    respond(() => chatAction(routeArgs(formRequest('/chat', fields, { cookie }), { clientAddress: freshAddress() })))

  it('opens with the greeting and a new chat id, writing nothing until the first message', async () => {
    const response = await respond(() => chatLoader(args(request('/chat'))))
    expect(response.headers.get('Set-Cookie')).toMatch(/^chat_id=[0-9a-f-]{36};.*HttpOnly/i)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const body = (await response.json()) as { messages: ChatMessage[]; voice: boolean; scheduleOpen: boolean }
    expect(body.messages.map((m) => m.content)).toEqual([CHAT_GREETING])
    // A provider with transcription is configured: the microphone is offered.
    expect(body.voice).toBe(true)
    expect(body.scheduleOpen).toBe(false)
    // The key stays on the server.
    expect(JSON.stringify(body)).not.toContain(KEY)
    expect((await db.engine.query('select 1 from public.chat_requests')).rows).toHaveLength(0)
  })

  it('each message posts, and the page comes back with the whole conversation and the reply', async () => {
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    const response = await post({ intent: 'send', message: 'We run three hospitals' }, cookie)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/chat#latest')
    fake.answerChatWith({ kind: 'stream', pieces: ['Which ', 'clinic? 🏥'] })
    expect((await post({ intent: 'send', message: 'And two clinics' }, cookie)).status).toBe(302)
    const page = await loaderData(chatLoader(args(request('/chat', { cookie }))))
    expect(page.messages.map((m) => m.content)).toEqual([
      CHAT_GREETING,
      'We run three hospitals',
      'Healthcare loves AI! 🏥',
      'And two clinics',
      'Which clinic? 🏥',
    ])
  })

  it('a provider failure shows the failure message in the conversation', async () => {
    fake.answerChatWith({ kind: 'error', status: 503 })
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    expect((await post({ message: 'Hello' }, cookie)).status).toBe(302)
    const page = await loaderData(chatLoader(args(request('/chat', { cookie }))))
    expect(page.messages.at(-1)?.content).toBe(CHAT_FAILURE)
    expectLoggedErrors()
  })

  it('refuses a blank or too long message with 400 and its reason, and an unknown intent with 400', async () => {
    const blank = await post({ intent: 'send', message: ' ' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ kind: 'send', error: 'Please type a message.' })
    const long = await post({ intent: 'send', message: 'z'.repeat(2001) })
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({ kind: 'send', error: 'Please keep your message under 2,000 characters.' })
    const unknown = await post({ intent: 'delete-everything', message: 'hi' })
    expect(unknown.status).toBe(400)
    expect(fake.chatRequests).toHaveLength(0)
  })

  it(`over ${RATE_LIMITS.chatMessagesPerChat.limit} messages in the chat: 429 with the reason, nothing asked`, async () => {
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    for (let i = 0; i < RATE_LIMITS.chatMessagesPerChat.limit; i++) {
      await hitRateLimits([rateLimit('chatMessagesPerChat', chatIdOf(cookie))])
    }
    const response = await post({ intent: 'send', message: 'One more' }, cookie)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('600')
    expect(await response.json()).toEqual({ kind: 'send', error: TOO_MANY_MESSAGES })
    expect(fake.chatRequests).toHaveLength(0)
  })

  it('cannot save the message: 503 with the chat’s failure message, as POST /api/chat answers, and nothing asked', async () => {
    await db.engine.query('alter table public.chat_requests rename to chat_requests_away')
    let response: Response
    try {
      response = await post({ intent: 'send', message: 'Hello' })
    } finally {
      await db.engine.query('alter table public.chat_requests_away rename to chat_requests')
    }
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ kind: 'send', error: CHAT_FAILURE })
    expect(fake.chatRequests).toHaveLength(0)
    expect(expectLoggedErrors().map((args) => String(args[0]))).toEqual(['[chat] the message could not be saved'])
  })

  it('cannot save the reply: 503 with the chat’s failure message, the visitor’s message kept', async () => {
    fake.answerChatWith({ kind: 'pause', pieces: ['Half ', 'a reply'], before: 1 })
    const paused = fake.paused()
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    const posted = post({ intent: 'send', message: 'Hello' }, cookie)
    await within(5000, paused, 'the provider pausing')
    await db.engine.query('alter table public.chat_requests rename to chat_requests_away')
    let response: Response
    try {
      fake.release()
      response = await posted
    } finally {
      await db.engine.query('alter table public.chat_requests_away rename to chat_requests')
    }
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ kind: 'send', error: CHAT_FAILURE })
    expect(expectLoggedErrors().map((args) => String(args[0]))).toEqual(['[chat] the turn failed'])
    expect((await storedMessages(chatIdOf(cookie)))?.map((m) => m.content)).toEqual([CHAT_GREETING, 'Hello'])
  })

  it('falls back to the greeting when the history cannot be loaded', async () => {
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    await post({ message: 'Remember me' }, cookie)
    await db.engine.query('alter table public.chat_requests rename to chat_requests_away')
    try {
      const page = await loaderData(chatLoader(args(request('/chat', { cookie }))))
      expect(page.messages.map((m) => m.content)).toEqual([CHAT_GREETING])
    } finally {
      await db.engine.query('alter table public.chat_requests_away rename to chat_requests')
    }
    expect(expectLoggedErrors().map((args) => String(args[0]))).toEqual(['[chat] history load failed'])
  })
})

describe('the Schedule a Consultation form', () => {
  const valid = {
    intent: 'schedule',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 470 555 0101',
    company: 'Hopper Labs',
    industry: 'Education',
    callbackTime: 'afternoon',
  }
  const confirmation =
    "Perfect, Grace Hopper! I've scheduled a chat with our team for afternoon (12 PM - 5 PM). They'll show you exactly how we can help Hopper Labs save time and boost productivity. Meanwhile, I'm here if you have any questions! 😊"
  const post = (fields: Record<string, string>, cookie?: string) =>
    respond(() => chatAction(args(formRequest('/chat', fields, { cookie }))))

  async function contact(chatId: string) {
    const { rows } = await db.engine.query(
      'select name, email, phone, company, industry, callback_time from public.chat_requests where chat_id = $1',
      [chatId],
    )
    return rows[0]
  }

  it('saves the contact fields on the chat’s record and appends the booking’s confirmation (no JavaScript: back to /chat)', async () => {
    const first = await send('We teach')
    const cookie = cookieFrom(first.headers.get('Set-Cookie'))
    await replyEvents(first).rest()
    const response = await post(valid, cookie)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/chat#latest')
    expect(await contact(chatIdOf(cookie))).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 470 555 0101',
      company: 'Hopper Labs',
      industry: 'Education',
      callback_time: 'afternoon',
    })
    const messages = await storedMessages(chatIdOf(cookie))
    expect(messages?.map((m) => m.content)).toEqual([
      CHAT_GREETING,
      'We teach',
      'Healthcare loves AI! 🏥',
      confirmation,
    ])
  })

  it('with JavaScript answers with the conversation including the confirmation; phone is optional; a new chat starts from the greeting', async () => {
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    const response = await post({ ...valid, phone: '', callbackTime: 'evening', respond: 'data' }, cookie)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { kind: string; status: string; messages: ChatMessage[] }
    expect(body.status).toBe('success')
    expect(body.messages.map((m) => m.content)).toEqual([
      CHAT_GREETING,
      confirmation.replace('afternoon (12 PM - 5 PM)', 'evening (5 PM - 8 PM)'),
    ])
    expect(await contact(chatIdOf(cookie))).toMatchObject({ phone: null, callback_time: 'evening' })
  })

  it.each([
    [
      'every field missing',
      { intent: 'schedule' },
      {
        name: ['Please enter your name'],
        email: ['Please enter your email address'],
        company: ['Please enter your company'],
        industry: ['Please choose your industry'],
        callbackTime: ['Please choose the best time for a callback'],
      },
    ],
    ['a bad e-mail', { ...valid, email: 'grace-at-example' }, { email: ['Please enter a valid email address'] }],
    ['an industry not in the list', { ...valid, industry: 'Piracy' }, { industry: ['Please choose your industry'] }],
    [
      'a time that is not a window',
      { ...valid, callbackTime: 'midnight' },
      { callbackTime: ['Please choose the best time for a callback'] },
    ],
    ['an over-long company', { ...valid, company: 'c'.repeat(201) }, { company: ['Please keep this shorter'] }],
  ])('refuses %s with 400 and the field’s message, saving nothing', async (_, fields, errors) => {
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    const response = await post(fields as Record<string, string>, cookie)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { kind: string; status: string; error: Record<string, string[]> }
    expect(body.kind).toBe('schedule')
    expect(body.status).toBe('error')
    expect(body.error).toEqual(errors)
    expect(await contact(chatIdOf(cookie))).toBeUndefined()
  })

  it('booked while a reply is still streaming: the conversation keeps both the reply and the confirmation', async () => {
    fake.answerChatWith({ kind: 'pause', pieces: ['Education ', 'rocks! 📚'], before: 1 })
    const paused = fake.paused()
    const response = await send('We teach')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const stream = replyEvents(response)
    await within(5000, paused, 'the provider pausing')
    expect((await post({ ...valid, respond: 'data' }, cookie)).status).toBe(200)
    fake.release()
    await stream.rest()
    expect((await storedMessages(chatIdOf(cookie)))?.map((m) => m.content)).toEqual([
      CHAT_GREETING,
      'We teach',
      confirmation,
      'Education rocks! 📚',
    ])
  })

  it(`counts a booking like a message: over ${RATE_LIMITS.chatMessagesPerAddress.limit} from one address, 429 with the reason, nothing saved`, async () => {
    const address = freshAddress()
    for (let i = 0; i < RATE_LIMITS.chatMessagesPerAddress.limit; i++) {
      await hitRateLimits([rateLimit('chatMessagesPerAddress', address)])
    }
    const response = await respond(() =>
      chatAction(routeArgs(formRequest('/chat', { ...valid, respond: 'data' }), { clientAddress: address })),
    )
    expect(response.status).toBe(429)
    const body = (await response.json()) as {
      status: string
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(body.status).toBe('error')
    expect(body.error).toEqual({ '': [TOO_MANY_MESSAGES] })
    expect(body.initialValue).toMatchObject({ name: 'Grace Hopper' })
    expect((await db.engine.query('select 1 from public.chat_requests')).rows).toHaveLength(0)
  })

  it('a failed save shows nothing, keeps what was typed (the form stays open) and answers 503', async () => {
    const opened = await respond(() => chatLoader(args(request('/chat'))))
    const cookie = cookieFrom(opened.headers.get('Set-Cookie'))
    await db.engine.query('alter table public.chat_requests rename to chat_requests_away')
    let response: Response
    try {
      response = await post({ ...valid, respond: 'data' }, cookie)
    } finally {
      await db.engine.query('alter table public.chat_requests_away rename to chat_requests')
    }
    expect(response.status).toBe(503)
    const body = (await response.json()) as {
      status: string
      error: Record<string, unknown>
      initialValue: Record<string, string>
      messages?: unknown
    }
    expect(body.status).toBe('error')
    expect(body.error).toEqual({})
    expect(body.messages).toBeUndefined()
    expect(body.initialValue).toMatchObject({ name: 'Grace Hopper', company: 'Hopper Labs' })
    expect(expectLoggedErrors().map((args) => String(args[0]))).toEqual(['[chat] saving the callback failed'])
  })
})

describe('POST /api/transcribe', () => {
  function upload(audio: Blob | null, name = 'recording.webm') {
    const form = new FormData()
    if (audio) form.set('audio', audio, name)
    return transcribeAction(
      routeArgs(request('/api/transcribe', { method: 'POST', body: form }), { clientAddress: freshAddress() }),
    )
  }
  const webm = () =>
    new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4])], { type: 'audio/webm;codecs=opus' })

  it('sends the recording to the provider as audio.webm with the transcription model, and returns its text', async () => {
    const response = await upload(webm())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ text: 'We run three clinics' })
    expect(fake.transcriptions).toEqual([
      { model: 'whisper-1', fileName: 'audio.webm', fileType: 'audio/webm;codecs=opus', fileSize: 8 },
    ])
  })

  it('answers “Transcription failed” when the provider fails', async () => {
    fake.answerTranscriptionWith({ kind: 'error', status: 400 })
    const response = await upload(webm())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: TRANSCRIPTION_FAILED })
    expect(expectLoggedErrors()).toHaveLength(1)
  })

  it('logs a 401 that repeats the key as its status, type and code, never the key', async () => {
    const warn = vi.spyOn(console, 'warn')
    fake.answerTranscriptionWith({ kind: 'error', status: 401, ...KEY_ECHOING_401 })
    const response = await upload(webm())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: TRANSCRIPTION_FAILED })
    const logged = expectLoggedErrors().map((line) => line.map(String).join(' '))
    expect(logged).toEqual([expect.stringContaining('[chat] transcription failed')])
    expect(logged[0]).toContain('401')
    expect([...logged, ...warn.mock.calls.flat().map(String)].join('\n')).not.toContain(KEY)
  })

  it.each([
    ['no recording', null],
    ['an empty recording', new Blob([], { type: 'audio/webm' })],
    ['something that is not audio', new Blob(['<html>'], { type: 'text/html' })],
    ['a recording over 5 MB', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'audio/webm' })],
  ])('refuses %s with 400 without asking the provider', async (_, audio) => {
    const response = await upload(audio)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: TRANSCRIPTION_FAILED })
    expect(fake.transcriptions).toHaveLength(0)
  })
})

// Faults at the provider's HTTP boundary (issue 7): down, slow, or answering what no OpenAI API
// would. Every one must end the turn with the chat's failure message, saved as the reply, over a
// 200 stream (/api/chat) or a redirect (/chat without JavaScript), and 'Transcription failed' for a
// recording: never a 500, never a hang past AI_TIMEOUT_SECONDS.
describe('a provider that is down, slow or answers garbage', () => {
  const LATE_MS = TIMEOUT_SECONDS * 1000 + 1500
  const htmlPage = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>'
  const firstChunk = JSON.stringify({
    id: 'x',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content: 'Hel' } }],
  })

  /** Points the provider at a port nothing listens on, for this test only. */
  async function providerDown() {
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    await new Promise<void>((resolve) => server.close(() => resolve()))
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`
    resetConfig()
    onTestFinished(() => {
      process.env.OPENAI_BASE_URL = fake.baseURL
      resetConfig()
    })
  }

  const chatFaults: Array<[string, ChatBehaviour | 'down', string[]]> = [
    ['down: nothing listens on its port', 'down', []],
    [
      'slow: not a byte until after AI_TIMEOUT_SECONDS',
      { kind: 'slow', delayMs: LATE_MS, pieces: ['Too ', 'late'] },
      [],
    ],
    [
      'an HTML 502 page from a proxy in front of it',
      { kind: 'raw', status: 502, contentType: 'text/html', body: htmlPage },
      [],
    ],
    ['a 200 HTML page instead of a stream', { kind: 'raw', status: 200, contentType: 'text/html', body: htmlPage }, []],
    [
      'a 200 whose JSON is cut short',
      { kind: 'raw', status: 200, contentType: 'application/json', body: '{"choices": [{"delta": ' },
      [],
    ],
    [
      'an event stream whose second event is not JSON',
      {
        kind: 'raw',
        status: 200,
        contentType: 'text/event-stream',
        body: `data: ${firstChunk}\n\ndata: {"choices": [oops\n\n`,
      },
      ['Hel'],
    ],
    ['a stream that stops midway, the connection dropped', { kind: 'cut', pieces: ['Half ', 'a '] }, ['Half ', 'a ']],
  ]

  it.each(chatFaults)(
    '%s: the failure message, saved, on /api/chat and on the /chat form post',
    async (_, behaviour, pieces) => {
      if (behaviour === 'down') await providerDown()
      else fake.answerChatWith(behaviour)

      const started = Date.now()
      const response = await send('Are you there?')
      expect(response.status).toBe(200)
      const events = await within(TIMEOUT_SECONDS * 1000 + 4000, replyEvents(response).rest(), 'the failure message')
      expect(events).toEqual([
        ...pieces.map((text) => ({ type: 'delta', text })),
        { type: 'error', message: CHAT_FAILURE },
        { type: 'done' },
      ])
      // A slow provider is not waited for: cut at the timeout, long before its answer would come.
      expect(Date.now() - started).toBeLessThan(LATE_MS)
      const cookie = cookieFrom(response.headers.get('Set-Cookie'))
      expect((await storedMessages(chatIdOf(cookie)))?.map((m) => m.content)).toEqual([
        CHAT_GREETING,
        'Are you there?',
        CHAT_FAILURE,
      ])

      // Without JavaScript: the form post comes back to the page, which shows the failure message.
      const posted = await respond(() =>
        chatAction(args(formRequest('/chat', { intent: 'send', message: 'Hello again?' }, { cookie }))),
      )
      expect(posted.status).toBe(302)
      const page = await loaderData(chatLoader(args(request('/chat', { cookie }))))
      expect(page.messages.at(-1)?.content).toBe(CHAT_FAILURE)
      expect(page.messages.at(-2)?.content).toBe('Hello again?')

      // Each failure is logged once, on one line.
      const logged = expectLoggedErrors().map((line) => line.map(String).join(' '))
      expect(logged).toEqual([
        expect.stringContaining('[chat] the reply failed (openai)'),
        expect.stringContaining('[chat] the reply failed (openai)'),
      ])
      for (const line of logged) expect(line).not.toMatch(/\n\s+at /)
    },
  )

  it('slow: the late answer is dropped, not appended after the failure message', async () => {
    fake.answerChatWith({ kind: 'slow', delayMs: LATE_MS, pieces: ['Too ', 'late'] })
    const hungUp = fake.nextHangUp()
    const response = await send('Still there?')
    await replyEvents(response).rest()
    // Our side hangs up on the provider when it gives up, so nothing can arrive later.
    await within(3000, hungUp, 'the upstream hang-up')
    await new Promise((resolve) => setTimeout(resolve, LATE_MS - TIMEOUT_SECONDS * 1000))
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    expect((await storedMessages(chatIdOf(cookie)))?.at(-1)?.content).toBe(CHAT_FAILURE)
    expectLoggedErrors()
  })

  const webm = () => new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4])], { type: 'audio/webm' })
  const transcriptionFaults: Array<[string, TranscriptionBehaviour | 'down']> = [
    ['down: nothing listens on its port', 'down'],
    ['slow: the text only after AI_TIMEOUT_SECONDS', { kind: 'slow', delayMs: LATE_MS, text: 'Too late' }],
    ['an HTML 502 page', { kind: 'raw', status: 502, contentType: 'text/html', body: htmlPage }],
    [
      'a 200 whose JSON is cut short',
      { kind: 'raw', status: 200, contentType: 'application/json', body: '{"text": "We ru' },
    ],
    [
      'a 200 JSON without the text',
      { kind: 'raw', status: 200, contentType: 'application/json', body: '{"result": "ok"}' },
    ],
    ['the connection dropped without an answer', { kind: 'cut' }],
  ]

  it.each(transcriptionFaults)('/api/transcribe, provider %s: “Transcription failed”, 502', async (_, behaviour) => {
    if (behaviour === 'down') await providerDown()
    else fake.answerTranscriptionWith(behaviour)
    const form = new FormData()
    form.set('audio', webm(), 'recording.webm')
    const started = Date.now()
    const response = await within(
      TIMEOUT_SECONDS * 1000 + 4000,
      transcribeAction(
        routeArgs(request('/api/transcribe', { method: 'POST', body: form }), { clientAddress: freshAddress() }),
      ),
      'the answer',
    )
    expect(Date.now() - started).toBeLessThan(LATE_MS)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: TRANSCRIPTION_FAILED })
    expect(expectLoggedErrors().map((line) => line.map(String).join(' '))).toEqual([
      expect.stringContaining('[chat] transcription failed'),
    ])
  })
})
