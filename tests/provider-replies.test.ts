// A provider's reply as it is kept (docs/decisions/059-provider-replies-rendered.md): links only
// to our own pages that exist (app/.server/chat/reply-links.ts, against the seeded catalogue in a
// real database), and a reply stopped at OPENAI_MAX_TOKENS ended gracefully, proven through
// POST /api/chat and /chat with the `openai` SDK talking over HTTP to a fake provider
// (tests/helpers/fake-openai.ts) that ends its stream with finish_reason 'length'.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { keepOwnLinks } from '~/.server/chat/reply-links'
import { resetConfig } from '~/.server/config'
import { forgetPublicData } from '~/.server/public-data'
import { CUT_REPLY_INVITE } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { action as apiChat } from '~/routes/api.chat'
import { loader as chatLoader } from '~/routes/chat'
import { cookieFrom, formRequest, loaderData, request, routeArgs, useAppDatabase } from './helpers/app'
import { replyEvents } from './helpers/chat'
import type { TestDatabase } from './helpers/database'
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai'

const SITE = 'https://www.example.com'
let db: TestDatabase
let fake: FakeOpenAi
const saved = { ...process.env }
let address = 0
/** An active model of the seeded catalogue, and one made inactive for these tests. */
let active: string
let inactive: string

const kept = (text: string) => keepOwnLinks(text, { siteUrl: SITE })

function send(message: string, cookie?: string) {
  const req = formRequest('/api/chat', { message }, { cookie })
  return apiChat(routeArgs(req, { clientAddress: `192.0.2.${++address}` }))
}

async function stored(cookie: string) {
  const { rows } = await db.engine.query<{ messages: ChatMessage[] }>(
    'select messages from public.chat_requests where chat_id = $1',
    [cookie.split('=')[1]],
  )
  return rows[0]!.messages
}

const ENV = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_MAX_TOKENS', 'SITE_URL']

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
  const { rows } = await db.engine.query<{ slug: string }>(
    'select slug from public.ai_models where is_active order by slug limit 2',
  )
  ;[active, inactive] = rows.map((row) => row.slug) as [string, string]
  await db.engine.query('update public.ai_models set is_active = false where slug = $1', [inactive])
  forgetPublicData()
  fake = await startFakeOpenAi()
  await import('openai')
  Object.assign(process.env, {
    OPENAI_API_KEY: 'sk-test-replies',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'reply-model',
    SITE_URL: SITE,
  })
  delete process.env.OPENAI_MAX_TOKENS
  resetConfig()
})
afterAll(async () => {
  for (const name of ENV) {
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

describe('keepOwnLinks', () => {
  it('keeps links to our own pages, an active model’s page and the knowledge base with its anchors', async () => {
    const text = `See [the catalogue](/models), [this model](/models/${active}), [security](/trust#soc-2), [us](/contact) and [home](/).`
    expect(await kept(text)).toBe(text)
  })

  it('turns a link to a model that does not exist, or is not active, into its words', async () => {
    expect(await kept(`Try **[MedScan Ultra](/models/medscan-ultra-9000)** or [that one](/models/${inactive}).`)).toBe(
      'Try **MedScan Ultra** or that one.',
    )
  })

  it('turns external, javascript:, protocol-relative and unknown links into their words', async () => {
    expect(
      await kept(
        '[our partner](https://evil.example/x) [click](javascript:alert(1)) [p](//evil.example) [admin](/admin) [q](/models?a=1) [t](/trust "title")',
      ),
    ).toBe('our partner click p admin q [t](/trust "title")')
  })

  it('keeps what is inside a link’s words as written, and leaves a bare address as text', async () => {
    expect(
      await kept('A [**bold** and `code`](https://x.example) link; see https://x.example or <https://y.example>.'),
    ).toBe('A **bold** and `code` link; see https://x.example or <https://y.example>.')
  })

  it('checks links written by reference too', async () => {
    expect(await kept('Read [the guide][g] and [us][c].\n\n[g]: https://evil.example\n[c]: /contact')).toBe(
      'Read the guide and [us][c].\n\n[g]: https://evil.example\n[c]: /contact',
    )
  })

  it('turns an image into its description', async () => {
    expect(await kept('Here: ![savings chart](https://evil.example/t.png) ok')).toBe('Here: savings chart ok')
    expect(await kept(`[![logo](/logo.png)](/models/${active})`)).toBe(`[logo](/models/${active})`)
    expect(await kept('[![logo](/logo.png)](https://evil.example)')).toBe('logo')
  })

  it('writes a link to our own site given in full as its path, and checks it like any other', async () => {
    expect(await kept(`[it](${SITE}/models/${active}) [no](${SITE}/models/made-up) [kb](${SITE}/trust#dpa)`)).toBe(
      `[it](/models/${active}) no [kb](/trust#dpa)`,
    )
  })

  it('leaves a link in code alone, and a reply without links untouched', async () => {
    expect(await kept('Use `[x](https://evil.example)` literally.')).toBe('Use `[x](https://evil.example)` literally.')
    expect(await kept('Plain words, a list:\n- one\n- two')).toBe('Plain words, a list:\n- one\n- two')
  })
})

describe('a provider reply, kept', () => {
  it('asks the provider for at most OPENAI_MAX_TOKENS tokens, 400 unless set', async () => {
    fake.answerChatWith({ kind: 'stream', pieces: ['Hello there.'] })
    await replyEvents(await send('Hi')).rest()
    expect(fake.chatRequests.at(-1)!.body.max_tokens).toBe(400)

    process.env.OPENAI_MAX_TOKENS = '120'
    resetConfig()
    try {
      await replyEvents(await send('Hi again')).rest()
      expect(fake.chatRequests.at(-1)!.body.max_tokens).toBe(120)
    } finally {
      delete process.env.OPENAI_MAX_TOKENS
      resetConfig()
    }
  })

  it('stopped at the token limit: ends at its last complete sentence and invites more, streamed and saved', async () => {
    const pieces = ['We have two picks. ', '**MedScan** reads scans', ' fast. It starts at $4']
    fake.answerChatWith({ kind: 'stream', pieces, finishReason: 'length' })
    const response = await send('What do you have for hospitals?')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const events = await replyEvents(response).rest()
    const expected = `We have two picks. **MedScan** reads scans fast.\n\n${CUT_REPLY_INVITE}`
    // The words as they came, then the reply as kept, to show in their place.
    expect(events.filter((e) => e.type === 'delta').map((e) => e.text)).toEqual(pieces)
    expect(events.filter((e) => e.type !== 'delta' && e.type !== 'captured')).toEqual([
      { type: 'revised', text: expected },
      { type: 'done' },
    ])
    expect((await stored(cookie)).at(-1)).toMatchObject({ role: 'assistant', content: expected })
    // The page without JavaScript shows what was kept.
    const page = await loaderData(chatLoader({ request: request('/chat', { cookie }), params: {}, context: {} }))
    expect(page.messages.at(-1)!.content).toBe(expected)
  })

  it('that finished on its own is kept as written, with no revision', async () => {
    fake.answerChatWith({ kind: 'stream', pieces: ['All ', 'done. Anything', ' else'], finishReason: 'stop' })
    const response = await send('Thanks')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const events = await replyEvents(response).rest()
    expect(events.some((e) => e.type === 'revised')).toBe(false)
    expect((await stored(cookie)).at(-1)!.content).toBe('All done. Anything else')
  })

  it('with a made-up model page or a foreign link: sent and saved with those links as words', async () => {
    fake.answerChatWith({
      kind: 'stream',
      pieces: [
        `See [the real one](/models/${active}), `,
        '[a made-up one](/models/medscan-ultra) and [ours](https://evil.example).',
      ],
    })
    const response = await send('Show me models')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    const events = await replyEvents(response).rest()
    const expected = `See [the real one](/models/${active}), a made-up one and ours.`
    expect(events.find((e) => e.type === 'revised')).toEqual({ type: 'revised', text: expected })
    expect((await stored(cookie)).at(-1)!.content).toBe(expected)
  })
})
