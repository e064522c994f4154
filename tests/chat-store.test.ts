// A finished reply is appended to the chat's record by the database in one statement
// (app/.server/chat/store.ts): the list keeps its last MAX_STORED_MESSAGES in order, what the chat
// learned is merged, and a chat whose record is gone gets a new one that starts with the greeting.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { appendMessages, appendIn } from '~/.server/chat/store'
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
})
