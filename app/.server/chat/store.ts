/**
 * Chat records (chat_requests). The chat id is the browser's secret (an httpOnly cookie), so
 * these rows are read and written only here, through the service role; no visitor can query
 * them, and admins read them under their own policy.
 */
import { CHAT_GREETING, MAX_STORED_MESSAGES, type ChatMessage } from '~/lib/chat'
import { asServiceRole } from '../db'

export interface CallbackRequest {
  name: string
  email: string
  phone: string | null
  company: string
  industry: string
  callbackTime: string
}

export function greeting(now = new Date()): ChatMessage {
  return { role: 'assistant', content: CHAT_GREETING, timestamp: now.toISOString() }
}

/** The stored conversation, or null when this chat has no record yet. */
export async function loadMessages(chatId: string): Promise<ChatMessage[] | null> {
  const { rows } = await asServiceRole('read a chat by the secret id its browser holds', (tx) =>
    tx.query<{ messages: ChatMessage[] }>('select messages from public.chat_requests where chat_id = $1', [chatId]),
  )
  return rows[0] ? rows[0].messages : null
}

/** Every change of the message list is saved by chat id (an upsert, SPEC 7). */
export async function saveMessages(chatId: string, messages: ChatMessage[]): Promise<void> {
  const kept = messages.slice(-MAX_STORED_MESSAGES)
  await asServiceRole('save a chat by the secret id its browser holds', (tx) =>
    tx.query(
      `insert into public.chat_requests (chat_id, messages) values ($1, $2::jsonb)
       on conflict (chat_id) do update set messages = excluded.messages`,
      [chatId, JSON.stringify(kept)],
    ),
  )
}

/** The Schedule a Consultation form's fields on the chat's record. */
export async function saveCallback(chatId: string, callback: CallbackRequest): Promise<void> {
  await asServiceRole('book a callback on the chat its browser holds', (tx) =>
    tx.query(
      `insert into public.chat_requests (chat_id, messages, name, email, phone, company, industry, callback_time)
       values ($1, '[]'::jsonb, $2, $3, $4, $5, $6, $7)
       on conflict (chat_id) do update set name = excluded.name, email = excluded.email, phone = excluded.phone,
         company = excluded.company, industry = excluded.industry, callback_time = excluded.callback_time`,
      [chatId, callback.name, callback.email, callback.phone, callback.company, callback.industry, callback.callbackTime],
    ),
  )
}
