/**
 * Chat records (chat_requests). The chat id is the browser's secret (an httpOnly cookie), so
 * these rows are read and written only here, through the service role; no visitor can query
 * them, and admins read them under their own policy.
 */
import { CHAT_GREETING, callbackTimeLabel } from '~/lib/chat'
import {
  MAX_STORED_MESSAGES,
  type CapturedDetails,
  type ChatMessage,
  type ChatRequestRow,
  type HandoverState,
} from '~/lib/entities/chat-request'
import { asServiceRole, type Queryable } from '../db'
import { ALL_WITHIN_LIMITS_SQL, limitsParams, type RateLimit } from '../rate-limit'

type CallbackRequest = Pick<
  ChatRequestRow,
  'name' | 'email' | 'phone' | 'company' | 'industry' | 'callback_time' | 'time_zone'
>

export function greeting(now = new Date()): ChatMessage {
  return { role: 'assistant', content: CHAT_GREETING, timestamp: now.toISOString() }
}

/** The stored conversation and what it has learned, or null when this chat has no record yet. */
export async function loadChat(chatId: string): Promise<{ messages: ChatMessage[]; captured: CapturedDetails } | null> {
  const { rows } = await asServiceRole('read a chat by the secret id its browser holds', (tx) =>
    tx.query<{ messages: ChatMessage[]; captured: CapturedDetails }>(
      'select messages, captured from public.chat_requests where chat_id = $1',
      [chatId],
    ),
  )
  return rows[0] ?? null
}

/**
 * Adds messages to the chat's record, made with the greeting when it has none yet, and returns the
 * whole list and what the chat has learned (every change is saved by chat id:
 * docs/architecture.md#chat). `learned`, when given, is merged into the captured details. Read and
 * write in one transaction with the row locked, so a reply finishing while a callback is booked
 * keeps both messages.
 */
export async function appendIn(
  tx: Queryable,
  chatId: string,
  added: ChatMessage[],
  learned?: CapturedDetails | ((history: ChatMessage[]) => CapturedDetails),
): Promise<{ messages: ChatMessage[]; captured: CapturedDetails; capturedBefore: CapturedDetails }> {
  const { rows } = await tx.query<{ messages: ChatMessage[]; captured: CapturedDetails }>(
    'select messages, captured from public.chat_requests where chat_id = $1 for update',
    [chatId],
  )
  const history = rows[0]?.messages.length ? rows[0].messages : [greeting()]
  const messages = [...history, ...added].slice(-MAX_STORED_MESSAGES)
  const capturedBefore = rows[0]?.captured ?? {}
  const captured = { ...capturedBefore, ...(typeof learned === 'function' ? learned(history) : learned) }
  await tx.query(
    `insert into public.chat_requests (chat_id, messages, captured) values ($1, $2::jsonb, $3::jsonb)
     on conflict (chat_id) do update set messages = excluded.messages, captured = excluded.captured`,
    [chatId, JSON.stringify(messages), JSON.stringify(captured)],
  )
  return { messages, captured, capturedBefore }
}

/**
 * The list `$existing || $added`, cut to its last MAX_STORED_MESSAGES by the database: a turn does
 * not read the whole conversation and write it back (decision 029). Also the handover's appends
 * (./handover.ts, decision 062).
 */
export const appended = (list: string, max: string) => `(
  select coalesce(jsonb_agg(m.message order by m.n), '[]'::jsonb)
  from jsonb_array_elements(${list}) with ordinality as m(message, n)
  where m.n > jsonb_array_length(${list}) - ${max}
)`

/**
 * The visitor's message added to the chat's record (made with the greeting when there is none),
 * in one statement that first counts a hit against each of `limits`: when one is reached, nothing
 * is added and this returns null (the attempt still counts). Otherwise it returns the conversation,
 * ending with the message, and what the chat had learned before it. One statement, not a read and
 * a write: it is what each turn waits for before the provider is asked (decision 033).
 */
export async function admitMessage(
  tx: Queryable,
  chatId: string,
  message: ChatMessage,
  limits: RateLimit[],
): Promise<{ messages: ChatMessage[]; captured: CapturedDetails; handover: HandoverState } | null> {
  const { rows } = await tx.query<{
    within: boolean
    messages: ChatMessage[] | null
    captured: CapturedDetails | null
    handover: HandoverState
  }>(
    `with counted as (select ${ALL_WITHIN_LIMITS_SQL} as within),
     saved as (
       insert into public.chat_requests as c (chat_id, messages)
       select $4, $5::jsonb from counted where within
       on conflict (chat_id) do update set messages = ${appended('c.messages || $6::jsonb', '$7')}
       returning c.messages, c.captured, c.handover
     )
     select counted.within, saved.messages, saved.captured, saved.handover from counted left join saved on true`,
    [
      ...limitsParams(limits),
      chatId,
      JSON.stringify([greeting(), message]),
      JSON.stringify([message]),
      MAX_STORED_MESSAGES,
    ],
  )
  const row = rows[0]
  if (!row?.within || !row.messages) return null
  // The handover's state (decision 062) rides along: the turn needs it before asking the provider.
  return { messages: row.messages, captured: row.captured ?? {}, handover: row.handover ?? null }
}

/**
 * Adds a finished reply to the chat's record and merges what the chat learned in its turn, in one
 * statement. A chat with no record yet (swept meanwhile) gets one, with the greeting.
 */
export async function appendMessages(chatId: string, added: ChatMessage[], learned: CapturedDetails): Promise<void> {
  await asServiceRole('add to a chat by the secret id its browser holds', (tx) =>
    tx.query(
      `insert into public.chat_requests as c (chat_id, messages, captured) values ($1, $2::jsonb, $4::jsonb)
       on conflict (chat_id) do update set
         messages = ${appended('c.messages || $3::jsonb', '$5')},
         captured = c.captured || excluded.captured`,
      [
        chatId,
        JSON.stringify([greeting(), ...added].slice(-MAX_STORED_MESSAGES)),
        JSON.stringify(added),
        JSON.stringify(learned),
        MAX_STORED_MESSAGES,
      ],
    ),
  )
}

/**
 * The Schedule a Consultation form's fields on the chat's record and the confirmation in its
 * conversation, together or not at all. Returns the conversation.
 */
export function saveCallback(
  chatId: string,
  callback: CallbackRequest,
  confirmation: ChatMessage,
): Promise<ChatMessage[]> {
  return asServiceRole('book a callback on the chat its browser holds', async (tx) => {
    // A second booking from one chat updates that chat's one lead; the time booked before is kept
    // in what the chat learned, so the sales team sees both (decision 063).
    const { rows } = await tx.query<{ callback_time: string | null; captured: CapturedDetails }>(
      'select callback_time, captured from public.chat_requests where chat_id = $1 for update',
      [chatId],
    )
    const earlier = rows[0]?.callback_time
    const before = rows[0]?.captured.earlierCallbacks
    const { messages } = await appendIn(
      tx,
      chatId,
      [confirmation],
      earlier
        ? { earlierCallbacks: [before, callbackTimeLabel(earlier)].filter(Boolean).join('; ').slice(-300) }
        : undefined,
    )
    await tx.query(
      `update public.chat_requests set name = $2, email = $3, phone = $4, company = $5, industry = $6, callback_time = $7,
         time_zone = $8
       where chat_id = $1`,
      [
        chatId,
        callback.name,
        callback.email,
        callback.phone,
        callback.company,
        callback.industry,
        callback.callback_time,
        callback.time_zone,
      ],
    )
    return messages
  })
}
