// The offline AI Architect (no OPENAI_API_KEY): against the seeded catalogue in a real database,
// it recognises the 39 industries, links real models of that industry, proposes the
// consultation after a few exchanges or on price, demo, call or contact, is deterministic, and
// streams through POST /api/chat like a real model. Without a provider there is no microphone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { composeReply, createOfflineProvider, recogniseIndustry, wordPieces } from '~/.server/chat/offline-architect'
import type { ProviderMessage } from '~/.server/chat/provider-types'
import { resetConfig } from '~/.server/config'
import { CHAT_GREETING, messageParts, offersConsultation, TRANSCRIPTION_FAILED } from '~/lib/chat'
import { INDUSTRIES } from '~/lib/industries'
import { action as apiChat } from '~/routes/api.chat'
import { action as transcribeAction } from '~/routes/api.transcribe'
import { loader as chatLoader } from '~/routes/chat'
import { formRequest, loaderData, request, useAppDatabase } from './helpers/app'
import { replyEvents, replyText } from './helpers/chat'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
const args = (req: Request) => ({ request: req, params: {}, context: {} })
const saved = process.env.OPENAI_API_KEY

const greeting: ProviderMessage = { role: 'assistant', content: CHAT_GREETING }
const said = (...texts: string[]): ProviderMessage[] => [
  greeting,
  ...texts.flatMap((content, i) => [
    { role: 'user' as const, content },
    ...(i < texts.length - 1 ? [{ role: 'assistant' as const, content: 'Tell me more! 😊' }] : []),
  ]),
]

/** The model links of a reply, and whether each is a real, active model of `industry`. */
async function linkedModels(reply: string) {
  const slugs = messageParts(reply).flatMap((p) => (p.href ? [p.href.replace('/models/', '')] : []))
  const { rows } = await db.engine.query<{ slug: string; industry: string[] }>(
    'select slug, industry from public.ai_models where is_active and slug = any($1)',
    [slugs],
  )
  return { slugs, rows }
}

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY
  resetConfig()
  db = await useAppDatabase('pglite', { seed: true })
})
afterAll(async () => {
  if (saved !== undefined) process.env.OPENAI_API_KEY = saved
  resetConfig()
  await db.close()
})
beforeEach(async () => {
  await db.engine.query('delete from private.rate_limits')
})

describe('recognising the industry', () => {
  it.each([
    ['We run a chain of hospitals', 'Healthcare'],
    ['I am a YouTuber making cooking videos', 'Media & Entertainment'],
    ['Our law firm drowns in contracts', 'Legal'],
    ['We ship freight across Europe', 'Transportation & Logistics'],
    ['an online store selling shoes', 'E-commerce'],
    ['We run a call center for airlines', 'Customer Service'],
    ['customer support for a bank', 'Customer Service'],
    ['I sell real estate in Georgia', 'Real Estate'],
    ['A small bakery', 'Food & Beverage'],
    ['we run security operations for banks', 'Cybersecurity'],
    ['we handle security for stadiums', 'Public Safety & Security'],
    ['we build satellites: space exploration & satellite technology', 'Space Exploration & Satellite Technology'],
    ['Just looking around', null],
  ])('%s → %s', (text, industry) => {
    expect(recogniseIndustry(text)).toBe(industry)
  })

  it('knows every one of the 39 industries by its own name', () => {
    for (const industry of INDUSTRIES) expect(recogniseIndustry(`We work in ${industry}.`)).toBe(industry)
  })
})

describe('the reply', () => {
  it('for an industry: two or three short sentences with one or two real catalogue models of that industry, linked', async () => {
    for (const [text, industry] of [
      ['We run a chain of hospitals', 'Healthcare'],
      ['We are a retail business', 'Retail'],
      ['Our law firm drowns in contracts', 'Legal'],
    ] as const) {
      const reply = await composeReply(said(text))
      const { slugs, rows } = await linkedModels(reply)
      expect(slugs.length, reply).toBeGreaterThanOrEqual(1)
      expect(slugs.length, reply).toBeLessThanOrEqual(2)
      expect(rows.map((r) => r.slug).sort()).toEqual([...slugs].sort())
      for (const row of rows) expect(row.industry).toContain(industry)
      const sentences = reply.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean)
      expect(sentences.length, reply).toBeGreaterThanOrEqual(2)
      expect(sentences.length, reply).toBeLessThanOrEqual(3)
      expect(reply).toMatch(/\p{Extended_Pictographic}/u)
    }
  })

  it('gives content creators and healthcare their own guidance', async () => {
    expect(await composeReply(said('I am a YouTuber'))).toMatch(
      /^Content creators love AI for scripting, captions, thumbnails/,
    )
    expect(await composeReply(said('We run a clinic'))).toMatch(/^Healthcare is where AI really shines/)
  })

  it('asks for the industry when none is named', async () => {
    expect(await composeReply(said('Hi!'))).toMatch(/Which industry is your business in/)
  })

  it.each([
    'How much does it cost?',
    'Can I see a demo?',
    'Could we get on a call?',
    'How do I contact you?',
    'What is the pricing?',
  ])('proposes the consultation at once on interest: “%s”', async (text) => {
    const reply = await composeReply(said(text))
    expect(reply).toMatch(/schedule a quick call with our team/)
    expect(offersConsultation(reply)).toBe(true)
  })

  it('does not take a call centre for interest in a call', async () => {
    const reply = await composeReply(said('We run a call center'))
    expect(offersConsultation(reply)).toBe(false)
    expect(reply).toMatch(/Customer Service is a great fit for AI/)
  })

  it('proposes the consultation after a few exchanges, once', async () => {
    expect(offersConsultation(await composeReply(said('We are a retailer', 'Mostly stock planning')))).toBe(false)
    const third = await composeReply(said('We are a retailer', 'Mostly stock planning', 'And returns'))
    expect(offersConsultation(third)).toBe(true)
    // Offered already: the conversation goes on without repeating it.
    const after = [
      ...said('We are a retailer', 'Mostly stock planning', 'And returns'),
      { role: 'assistant' as const, content: third },
      { role: 'user' as const, content: 'Also emails' },
    ]
    expect(offersConsultation(await composeReply(after))).toBe(false)
  })

  it('is deterministic: the same conversation gets the same reply', async () => {
    for (const conversation of [
      said('We run a chain of hospitals'),
      said('We are a retail business', 'Inventory'),
      said('How much?'),
    ]) {
      expect(await composeReply(conversation)).toBe(await composeReply(conversation))
    }
  })
})

describe('streaming', () => {
  it('splits the reply into word pieces that join back to exactly the reply', async () => {
    const reply = await composeReply(said('We are a retail business'))
    const pieces = wordPieces(reply)
    expect(pieces.length).toBeGreaterThan(5)
    expect(pieces.join('')).toBe(reply)
  })

  it('the provider yields those pieces, and stops when the signal aborts', async () => {
    const provider = createOfflineProvider({ delayMs: 0 })
    const conversation = said('We are a retail business')
    const pieces: string[] = []
    for await (const piece of provider.streamReply(conversation, new AbortController().signal)) pieces.push(piece)
    expect(pieces.join('')).toBe(await composeReply(conversation))

    const stop = new AbortController()
    const cut: string[] = []
    for await (const piece of provider.streamReply(conversation, stop.signal)) {
      cut.push(piece)
      if (cut.length === 2) stop.abort()
    }
    expect(cut).toHaveLength(2)
  })

  it('POST /api/chat streams it as several pieces, like a real model', async () => {
    const response = await apiChat(
      args(
        formRequest(
          '/api/chat',
          { message: 'We are a retail business' },
          { headers: { 'X-Client-Address': '192.0.2.10' } },
        ),
      ),
    )
    expect(response.status).toBe(200)
    const events = await replyEvents(response).rest()
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(5)
    expect(events.at(-1)).toEqual({ type: 'done' })
    expect(replyText(events)).toMatch(/^Retail is a great fit for AI! ✨/)
  })
})

describe('without a provider', () => {
  it('offers no microphone, and /api/transcribe answers “Transcription failed” with 404', async () => {
    const page = await loaderData(chatLoader(args(request('/chat'))))
    expect(page.voice).toBe(false)
    const form = new FormData()
    form.set('audio', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }), 'audio.webm')
    const response = await transcribeAction(args(request('/api/transcribe', { method: 'POST', body: form })))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: TRANSCRIPTION_FAILED })
  })
})
