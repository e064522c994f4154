// The AI Architect's tools on the provider path (docs/decisions/026-the-ai-architect-sells.md):
// POST /api/chat against the seeded catalogue in a real database, the `openai` SDK talking over
// HTTP to a fake OpenAI-compatible server (tests/helpers/fake-openai.ts) that asks for tool calls
// as OpenAI streams them. What is proven: the tools run for the visitor and their results go back
// to the provider, tool calls are announced and saved, malformed arguments and unknown tools are
// answered as errors the model can read, rounds are bounded, offer_callback opens the form with
// what the chat learned, the page's model reaches the instructions, and a provider that refuses
// tools is asked again without them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_TOOL_ROUNDS } from '~/.server/chat/openai'
import { resetConfig } from '~/.server/config'
import { CHAT_FAILURE } from '~/lib/chat'
import type { CapturedDetails, ChatMessage, ReplyEvent } from '~/lib/entities/chat-request'
import { action as apiChat } from '~/routes/api.chat'
import { cookieFrom, formRequest, routeArgs, useAppDatabase } from './helpers/app'
import { replyEvents } from './helpers/chat'
import type { TestDatabase } from './helpers/database'
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai'
import { expectLoggedErrors } from './setup'

let db: TestDatabase
let fake: FakeOpenAi
const saved = { ...process.env }
let address = 0

function send(message: string, init: { cookie?: string; model?: string } = {}) {
  const fields: Record<string, string> = { message }
  if (init.model !== undefined) fields.model = init.model
  const req = formRequest('/api/chat', fields, { cookie: init.cookie })
  return apiChat(routeArgs(req, { clientAddress: `203.0.113.${++address}` }))
}

async function stored(cookie: string) {
  const { rows } = await db.engine.query<{ messages: ChatMessage[]; captured: CapturedDetails }>(
    'select messages, captured from public.chat_requests where chat_id = $1',
    [cookie.split('=')[1]],
  )
  return rows[0]!
}

/** The tool messages our side sent back to the provider in a request, parsed. */
function toolResults(requestIndex: number) {
  return fake.chatRequests[requestIndex]!.body.messages.filter((m) => m.role === 'tool').map((m) =>
    JSON.parse(m.content!),
  )
}

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
  fake = await startFakeOpenAi()
  Object.assign(process.env, {
    OPENAI_API_KEY: 'sk-test-tools',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'tool-model',
  })
  resetConfig()
})
afterAll(async () => {
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetConfig()
  await fake.close()
  await db.close()
})
beforeEach(async () => {
  fake.chatRequests.length = 0
  await db.engine.query('delete from private.rate_limits')
})

describe('the provider calls our tools', () => {
  it('search_catalogue: the call streams in pieces, runs as the visitor, its result goes back, and the reply is saved with it', async () => {
    fake.answerChatsWith([
      {
        kind: 'tools',
        calls: [
          {
            name: 'search_catalogue',
            arguments: JSON.stringify({ query: 'radiology backlog', industry: 'Healthcare' }),
          },
        ],
      },
      { kind: 'stream', pieces: ['Try ', '[MedScan Vision-3](/models/medscan-vision-3)! 🏥'] },
    ])
    const response = await send('We are a hospital with a radiology backlog')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const events = await replyEvents(response).rest()
    expect(events[0]).toEqual({ type: 'tool', name: 'search_catalogue', label: 'Searching the catalogue…' })
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('Try [MedScan Vision-3](/models/medscan-vision-3)! 🏥')
    expect(events.at(-2)).toMatchObject({ type: 'captured', details: { industry: 'Healthcare' } })

    expect(fake.chatRequests).toHaveLength(2)
    const second = fake.chatRequests[1]!.body.messages
    expect(second.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ type: 'function', function: { name: 'search_catalogue' } }],
    })
    const [result] = toolResults(1)
    expect(result.models[0]).toMatchObject({
      title: 'MedScan Vision-3',
      link: '/models/medscan-vision-3',
      price: 'from $2,499/month',
    })

    const { messages } = await stored(cookie)
    expect(messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Try [MedScan Vision-3](/models/medscan-vision-3)! 🏥',
      tools: [{ name: 'search_catalogue', summary: expect.stringContaining('MedScan Vision-3') }],
    })
  })

  it('get_model reads as the visitor: an inactive model is not there for them', async () => {
    fake.answerChatsWith([
      { kind: 'tools', calls: [{ name: 'get_model', arguments: '{"name":"VoiceDesk IVR Agent"}' }] },
      { kind: 'stream', pieces: ['That one is not available.'] },
    ])
    await replyEvents(await send('Tell me about VoiceDesk')).rest()
    expect(toolResults(1)[0]).toEqual({ model: null, note: 'No active model by that name.' })
  })

  it('malformed arguments, arguments of the wrong shape and an unknown tool are answered as errors, and the reply still comes', async () => {
    fake.answerChatsWith([
      {
        kind: 'tools',
        calls: [
          { name: 'get_model', arguments: '{"name": "MedScan' },
          { name: 'search_catalogue', arguments: '{"query": 42}' },
          { name: 'drop_tables', arguments: '{}' },
        ],
      },
      { kind: 'stream', pieces: ['Sorry, let me try again. 🙏'] },
    ])
    const events = await replyEvents(await send('Price of MedScan?')).rest()
    const [malformed, wrongShape, unknown] = toolResults(1)
    expect(malformed.error).toBe('The arguments for get_model were not valid JSON.')
    expect(wrongShape.error).toMatch(/^Invalid arguments for search_catalogue/)
    expect(unknown.error).toBe('There is no tool named "drop_tables".')
    // Only our own tools are announced to the visitor.
    expect(events.filter((e) => e.type === 'tool').map((e) => (e as { name: string }).name)).toEqual([
      'get_model',
      'search_catalogue',
    ])
    expect(events.at(-1)).toEqual({ type: 'done' })
  })

  it(`a provider that keeps calling tools is stopped after ${MAX_TOOL_ROUNDS} rounds and asked once more without tools`, async () => {
    const loop = { kind: 'tools' as const, calls: [{ name: 'company_facts', arguments: '{"topic":"overview"}' }] }
    fake.answerChatsWith([loop, loop, loop, { kind: 'stream', pieces: ['Here is what I found. ✨'] }])
    const events = await replyEvents(await send('Tell me everything')).rest()
    expect(fake.chatRequests).toHaveLength(MAX_TOOL_ROUNDS + 1)
    expect(fake.chatRequests.slice(0, MAX_TOOL_ROUNDS).every((r) => Array.isArray(r.body.tools))).toBe(true)
    expect(fake.chatRequests.at(-1)!.body.tools).toBeUndefined()
    expect(events.filter((e) => e.type === 'tool')).toHaveLength(MAX_TOOL_ROUNDS)
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('Here is what I found. ✨')
  })

  it('one that answers the last round with tool calls again ends with the failure message, never a loop', async () => {
    fake.answerChatWith({ kind: 'tools', calls: [{ name: 'company_facts', arguments: '{"topic":"labs"}' }] })
    const events = await replyEvents(await send('Labs?')).rest()
    expect(fake.chatRequests).toHaveLength(MAX_TOOL_ROUNDS + 1)
    expect(events.at(-2)).toEqual({ type: 'error', message: CHAT_FAILURE })
    expect(expectLoggedErrors().map((args) => args.join(' '))).toEqual([
      '[chat] the reply failed (openai): The AI provider answered with no text',
    ])
  })

  it('offer_callback opens the schedule form pre-filled with what the chat learned and what the provider adds', async () => {
    fake.answerChatsWith([
      {
        kind: 'tools',
        calls: [{ name: 'offer_callback', arguments: '{"name":"Priya","useCase":"radiology triage"}' }],
      },
      { kind: 'stream', pieces: ["I've opened 'Schedule a Consultation' for you. 📅"] },
    ])
    const response = await send('We are a hospital: how would we get started with you?')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const events = await replyEvents(response).rest()
    const callback = events.find((e) => e.type === 'callback') as Extract<ReplyEvent, { type: 'callback' }>
    expect(callback.prefill).toEqual({
      industry: 'Healthcare',
      name: 'Priya',
      useCase: 'radiology triage',
      language: 'en',
    })
    expect((await stored(cookie)).captured).toEqual({
      industry: 'Healthcare',
      name: 'Priya',
      useCase: 'radiology triage',
      language: 'en',
    })
  })
})

describe('the instructions', () => {
  it('carry the model page the chat was opened from (and, for a provider that can call tools, no search of ours)', async () => {
    fake.answerChatWith({ kind: 'stream', pieces: ['It starts from $2,499/month. 💡'] })
    await replyEvents(await send('How much is this one?', { model: 'medscan-vision-3' })).rest()
    const system = fake.chatRequests[0]!.body.messages[0]!.content!
    expect(system).toContain('The visitor opened this chat from the page of one of our models:')
    expect(system).toContain('[MedScan Vision-3](/models/medscan-vision-3), from $2,499/month')
    expect(system).not.toContain('Catalogue models that best match')
  })

  it('ignore a page that is not a model’s slug, or a model that is not active, and answer anyway', async () => {
    fake.answerChatWith({ kind: 'stream', pieces: ['Hello! 👋'] })
    for (const model of ['../../etc/passwd', 'voicedesk-ivr-agent', 'x'.repeat(300)]) {
      fake.chatRequests.length = 0
      const response = await send('Hi', { model })
      expect(response.status).toBe(200)
      await replyEvents(response).rest()
      expect(fake.chatRequests[0]!.body.messages[0]!.content).not.toContain('opened this chat from the page')
    }
  })

  it('give a provider that cannot call tools the best matches, and it is asked without tools from then on', async () => {
    fake.answerChatsWith([
      { kind: 'error', status: 400, message: "'tools' is not supported by this model" },
      { kind: 'stream', pieces: ['[FraudShield Sentinel](/models/fraudshield-sentinel) fits. 💳'] },
    ])
    const events = await replyEvents(await send('card fraud detection for our bank')).rest()
    expect(events.at(-1)).toEqual({ type: 'done' })
    expect(fake.chatRequests).toHaveLength(2)
    expect(fake.chatRequests[1]!.body.tools).toBeUndefined()
    expect(fake.chatRequests[1]!.body.messages[0]!.content).toContain(
      "Catalogue models that best match the visitor's last message:\n- [FraudShield Sentinel](/models/fraudshield-sentinel)",
    )
    fake.chatRequests.length = 0
    await replyEvents(await send('thanks')).rest()
    expect(fake.chatRequests[0]!.body.tools).toBeUndefined()
  })
})
