// A visitor's message is counted and appended, and a finished reply appended, by the database in
// one statement each (app/.server/chat/store.ts): the list keeps its last MAX_STORED_MESSAGES in
// order, what the chat learned is merged, a chat whose record is gone gets a new one that starts
// with the greeting, and a message over a limit is counted but not saved.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { admitMessage, appendMessages, appendIn } from '~/.server/chat/store'
import { runAsServiceRole } from '~/.server/db'
import { CHAT_GREETING } from '~/lib/chat'
import { MAX_STORED_MESSAGES, type ChatMessage } from '~/lib/entities/chat-request'
import { useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

const say = (role: ChatMessage['role'], content: string): ChatMessage => ({
  role,
  content,
  timestamp: new Date().toISOString(),
})

describeEachEngine('saving a reply on %s', (kind) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await useAppDatabase(kind)
  })
  afterAll(() => db.close())

  const record = async (chatId: string) =>
    (
      await db.engine.query<{ messages: ChatMessage[]; captured: Record<string, string> }>(
        'select messages, captured from public.chat_requests where chat_id = $1',
        [chatId],
      )
    ).rows[0]!

  it('appends in order, keeps the last messages, and merges what was learned', async () => {
    const chatId = randomUUID()
    const earlier = Array.from({ length: MAX_STORED_MESSAGES - 2 }, (_, i) => say('user', `message ${i}`))
    await runAsServiceRole(db.engine, 'test fixture: a long chat', (tx) =>
      appendIn(tx, chatId, earlier, { industry: 'Retail' }),
    )
    await appendMessages(chatId, [say('assistant', 'reply A'), say('assistant', 'reply B')], { size: '40 people' })
    const { messages, captured } = await record(chatId)
    expect(messages).toHaveLength(MAX_STORED_MESSAGES)
    // Greeting plus MAX - 2 messages plus two replies: the greeting gave way.
    expect(messages[0]!.content).toBe('message 0')
    expect(messages.slice(-2).map((m) => m.content)).toEqual(['reply A', 'reply B'])
    expect(captured).toEqual({ industry: 'Retail', size: '40 people' })
  })

  it('makes a record, greeting first, for a chat that has none', async () => {
    const chatId = randomUUID()
    await appendMessages(chatId, [say('assistant', 'a reply')], { industry: 'Healthcare' })
    const { messages, captured } = await record(chatId)
    expect(messages.map((m) => m.content)).toEqual([CHAT_GREETING, 'a reply'])
    expect(captured).toEqual({ industry: 'Healthcare' })
  })

  it('admits a message: a new chat starts with the greeting, a later one is appended, both counted', async () => {
    const chatId = randomUUID()
    const limits = [{ key: `test:${chatId}`, limit: 2, windowSeconds: 60 }]
    const admit = (content: string) =>
      runAsServiceRole(db.engine, 'test: admit a message', (tx) =>
        admitMessage(tx, chatId, say('user', content), limits),
      )
    const first = await admit('hello')
    expect(first?.messages.map((m) => m.content)).toEqual([CHAT_GREETING, 'hello'])
    expect(first?.captured).toEqual({})
    await appendMessages(chatId, [say('assistant', 'a reply')], { industry: 'Retail' })
    const second = await admit('again')
    expect(second?.messages.map((m) => m.content)).toEqual([CHAT_GREETING, 'hello', 'a reply', 'again'])
    expect(second?.captured).toEqual({ industry: 'Retail' })
    // The third is over the limit: refused, and nothing of it saved.
    expect(await admit('once more')).toBeNull()
    expect((await record(chatId)).messages.map((m) => m.content)).toEqual([CHAT_GREETING, 'hello', 'a reply', 'again'])
    const { rows } = await db.engine.query<{ hits: number }>('select hits from private.rate_limits where key = $1', [
      limits[0]!.key,
    ])
    expect(rows[0]?.hits).toBe(3)
  })

  it('admits a message into a full chat by dropping the oldest', async () => {
    const chatId = randomUUID()
    const full = Array.from({ length: MAX_STORED_MESSAGES }, (_, i) => say('user', `message ${i}`))
    await runAsServiceRole(db.engine, 'test fixture: a full chat', (tx) => appendIn(tx, chatId, full))
    const admitted = await runAsServiceRole(db.engine, 'test: admit a message', (tx) =>
      admitMessage(tx, chatId, say('user', 'the newest'), []),
    )
    expect(admitted?.messages).toHaveLength(MAX_STORED_MESSAGES)
    expect(admitted?.messages[0]!.content).toBe('message 1')
    expect(admitted?.messages.at(-1)!.content).toBe('the newest')
  })
})
