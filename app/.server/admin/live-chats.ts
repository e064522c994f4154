/**
 * /admin/chats, the staff's side of a chat's handover to a person (docs/decisions/062-a-person-whenever-asked.md):
 * the chats waiting for a person or with one, and taking, answering and ending one. Each write runs
 * as the admin (Row Level Security: "chat_requests: admins take part"; a trigger keeps the agent
 * the admin taking it) and is recorded in the audit log in the same transaction. Every write is
 * one statement guarded by the state it starts from, so of two admins taking one chat at once,
 * one takes it and the other is told who did.
 */
import { agentDisplayName } from '~/lib/handover'
import type { ChatMessage, HandoverState } from '~/lib/entities/chat-request'
import { MAX_STORED_MESSAGES } from '~/lib/entities/chat-request'
import { recordAudit } from '../audit'
import { addInChatLanguage, inEachLanguage } from '../chat/handover'
import { appended } from '../chat/store'
import { asCaller, type Caller, type Queryable } from '../db'

/** One chat on the desk: its last messages, and how many came before them. */
interface LiveChat {
  id: string
  handover: 'waiting' | 'active'
  handover_requested_at: Date
  agent_id: string | null
  agent_name: string | null
  messages: ChatMessage[]
  earlier: number
}

/** A write's outcome: done, or why not (`taken`: someone else has it, named). */
type LiveChatChange =
  | { ok: true }
  | { ok: false; reason: 'gone' }
  | { ok: false; reason: 'taken'; agentName: string | null }
  | { ok: false; reason: 'not-yours'; agentName: string | null }

/** At most this many chats are listed: waiting first, oldest first. */
const LIVE_CHATS_SHOWN = 50

/**
 * Each chat shows at most its last this many messages (docs/decisions/093-the-desk-shows-a-chats-last-messages.md):
 * the same tail the sales team's mail carries (20261127020000_chat_handover.sql). The database cuts
 * it, so a long conversation never travels to the server, into the page's HTML and its data whole.
 */
const LIVE_CHAT_TAIL = 30

/** What /admin/chats lists, in its order (the partial index chat_requests_handover_idx serves it). */
export const deskChats = `from public.chat_requests
       where handover in ('waiting', 'active')
       order by handover = 'active', handover_requested_at, id
       limit ${LIVE_CHATS_SHOWN}`

/**
 * The desk's mark: it changes whenever a listed chat does (a message, a take, an end: each touches
 * updated_at), without reading any conversation (the long poll asks for it every second).
 */
const markOf = `concat_ws(':', id, updated_at, handover, agent_id)`

/**
 * The chats waiting for a person (oldest first), then those taken (oldest first), each with its
 * last messages, and a mark that changes whenever any of them does (GET /admin/chats/updates waits
 * for a new one). Admins only (RLS).
 */
export function listLiveChats(caller: Caller): Promise<{ chats: LiveChat[]; mark: string }> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<LiveChat & { mark: string }>(
      `select id, handover, handover_requested_at, agent_id, agent_name,
         jsonb_path_query_array(messages, '$[last - $n + 1 to last]', jsonb_build_object('n', $1::int)) as messages,
         greatest(jsonb_array_length(messages) - $1, 0)::int as earlier,
         ${markOf} as mark
       ${deskChats}`,
      [LIVE_CHAT_TAIL],
    )
    return { chats: rows.map(({ mark: _mark, ...chat }) => chat), mark: rows.map((r) => r.mark).join('|') }
  })
}

/** Only the mark (the JavaScript desk's long poll asks it every second): no conversation read. */
export function liveChatsMark(caller: Caller): Promise<{ mark: string }> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ mark: string }>(`select ${markOf} as mark ${deskChats}`)
    return { mark: rows.map((r) => r.mark).join('|') }
  })
}

const note = (content: string): ChatMessage => ({ role: 'assistant', content, timestamp: new Date().toISOString() })
const addMessages = `messages = ${appended('messages || $2::jsonb', String(MAX_STORED_MESSAGES))}`

async function current(tx: Queryable, id: string) {
  const { rows } = await tx.query<{ handover: HandoverState; agent_id: string | null; agent_name: string | null }>(
    'select handover, agent_id, agent_name from public.chat_requests where id = $1',
    [id],
  )
  return rows[0] ?? null
}

/**
 * The admin takes a waiting chat: it becomes theirs, and the visitor is told who joined (by the
 * first word of the admin's profile name), in the chat's language.
 */
export function takeChat(caller: Caller, id: string): Promise<LiveChatChange> {
  return asCaller(caller, async (tx) => {
    const profile = await tx.query<{ name: string | null }>('select name from public.profiles where id = auth.uid()')
    const name = agentDisplayName(profile.rows[0]?.name)
    const { rows } = await tx.query(
      `update public.chat_requests set handover = 'active', agent_id = auth.uid(), agent_name = $3, ${addInChatLanguage('$2')}
       where id = $1 and handover = 'waiting'
       returning id`,
      [id, inEachLanguage((words) => note(words.joined(name))), name],
    )
    if (!rows.length) {
      const now = await current(tx, id)
      if (now?.handover === 'active') return { ok: false, reason: 'taken', agentName: now.agent_name }
      return { ok: false, reason: 'gone' }
    }
    await recordAudit(tx, { action: 'chat.take', entity: 'chat', entityId: id, after: { agent_name: name } })
    return { ok: true }
  })
}

/** The agent's reply, added to the conversation as theirs (role 'agent'). Only the chat's agent may. */
export function replyInChat(caller: Caller, id: string, text: string): Promise<LiveChatChange> {
  return asCaller(caller, async (tx) => {
    const now = await current(tx, id)
    if (now?.handover !== 'active') return { ok: false, reason: 'gone' }
    const { rows } = await tx.query<{ agent_name: string | null }>(
      `update public.chat_requests set ${addMessages}
       where id = $1 and handover = 'active' and agent_id = auth.uid()
       returning agent_name`,
      [
        id,
        JSON.stringify([
          {
            role: 'agent',
            author: now.agent_name ?? agentDisplayName(null),
            content: text,
            timestamp: new Date().toISOString(),
          } satisfies ChatMessage,
        ]),
      ],
    )
    if (!rows.length) return { ok: false, reason: 'not-yours', agentName: now.agent_name }
    await recordAudit(tx, { action: 'chat.reply', entity: 'chat', entityId: id, after: { length: text.length } })
    return { ok: true }
  })
}

/** The chat ended (by its agent or any admin): the visitor is told in the chat's language, and the AI Architect answers again. */
export function endChat(caller: Caller, id: string): Promise<LiveChatChange> {
  return asCaller(caller, async (tx) => {
    const now = await current(tx, id)
    if (now?.handover !== 'active' && now?.handover !== 'waiting') return { ok: false, reason: 'gone' }
    const left = inEachLanguage((words) => note(now.handover === 'active' ? words.left(now.agent_name) : words.closed))
    const { rows } = await tx.query(
      `update public.chat_requests set handover = 'ended', ${addInChatLanguage('$2')}
       where id = $1 and handover = $3
       returning id`,
      [id, left, now.handover],
    )
    if (!rows.length) return { ok: false, reason: 'gone' }
    await recordAudit(tx, {
      action: 'chat.end',
      entity: 'chat',
      entityId: id,
      before: { handover: now.handover, agent_name: now.agent_name },
      after: { handover: 'ended' },
    })
    return { ok: true }
  })
}
