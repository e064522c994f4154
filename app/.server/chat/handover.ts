/**
 * A person, whenever asked: the visitor's side of a chat's handover (docs/decisions/062-a-person-whenever-asked.md,
 * the states in supabase/migrations/20261127020000_chat_handover.sql). A request for a person within
 * STAFF_HOURS makes the chat 'waiting' for /admin/chats; outside them, or when nobody takes it within
 * HANDOVER_WAIT_MINUTES, it is 'missed' and the AI Architect asks for a work e-mail and a time,
 * which make the chat a lead (callback_time, and the sales team's mail through the outbox). While a
 * person is coming or in the chat the AI Architect is silent: the visitor's messages are saved for
 * them. Every write is one statement on the chat's row, guarded by the state it starts from, so a
 * visitor's message and a staff member's take never undo each other.
 */
import {
  asksForContact,
  handoverWords,
  HANDOVER_LANGUAGES,
  HANDOVER_WAIT_MINUTES,
  type CallbackSlot,
} from '~/lib/handover'
import { isEmailAddress } from '~/lib/email'
import type { CapturedDetails, ChatMessage, ChatPresence, HandoverState, ReplyEvent } from '~/lib/entities/chat-request'
import { MAX_STORED_MESSAGES } from '~/lib/entities/chat-request'
import { getConfig } from '../config'
import { asServiceRole } from '../db'
import { kickOutbox } from '../mail/outbox'
import { onDuty } from './staff-hours'
import { appended } from './store'

const HANDOVER_WAIT_SECONDS = HANDOVER_WAIT_MINUTES * 60

/**
 * Whether the visitor asks for a person: a human, a real person, a live agent, someone to talk to,
 * a call; in English, Spanish and French. Until the dialogue reports this itself (issue 28 item 1),
 * the turn asks here.
 */
const ASKS_FOR_PERSON = [
  // English
  /\b(?:a|an?other|real|actual|live)\s+(?:human|person|people|agent|rep(?:resentative)?|salesperson|sales\s*rep)\b/i,
  /\bhuman\s+(?:being|agent|support|please)\b/i,
  /\b(?:speak|talk|chat)\s+(?:to|with)\s+(?:a\s+|an?\s+|some|your\s+|the\s+)?(?:one|someone|somebody|human|person|people|team|sales|agent|rep|representative)\b/i,
  /\b(?:call|ring|phone)\s+me\b/i,
  /\bget\s+me\s+(?:a\s+)?(?:human|person|someone|somebody)\b/i,
  /\b(?:give|put)\s+me\s+(?:through\s+to\s+)?(?:a\s+)?(?:human|person|someone)\b/i,
  /\bhuman\b(?!\s+resources)/i,
  // Spanish
  /\b(?:una\s+persona|un\s+humano|humano\s+real|persona\s+real|agente(?:\s+humano)?|un\s+asesor|un\s+comercial|alguien\s+del\s+equipo)\b/i,
  /\b(?:hablar|habl[ae])\s+con\s+(?:alguien|una\s+persona|un\s+humano|un\s+agente|ventas)\b/i,
  /\b(?:me\s+(?:pueden|puede|pod[ée]is|podr[íi]an?)\s+llamar|ll[áa]mame|ll[áa]menme|llamadme)\b/i,
  // French
  /\b(?:une\s+personne|un\s+humain|humain\s+r[ée]el|personne\s+r[ée]elle|un\s+conseiller|un\s+agent|un\s+commercial|quelqu'?un\s+de\s+l'[ée]quipe)\b/i,
  /\bparler\s+(?:à|a|avec)\s+(?:quelqu'?un|une\s+personne|un\s+humain|un\s+conseiller|un\s+agent)\b/i,
  /\b(?:appelez|rappelez|appelle|rappelle)[\s-]*(?:moi|-moi)\b/i,
]

export function asksForPerson(text: string): boolean {
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(text))
}

/** Something written like an address; whether it is one is isEmailAddress's to say. */
const EMAIL_LIKE = /[^\s<>(),;:"']+@[^\s<>(),;:"']+/

/** The e-mail the visitor wrote, checked: the address, a written thing that is not one, or nothing. */
export function emailIn(text: string): { email: string } | { invalid: string } | null {
  const written = EMAIL_LIKE.exec(text)?.[0].replace(/[.!?]+$/, '')
  if (!written) return null
  return isEmailAddress(written) ? { email: written.toLowerCase() } : { invalid: written.slice(0, 80) }
}

const slotOfHour = (hour: number): CallbackSlot => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening')

/**
 * The part of the day a written time falls in (what callback_time keeps): a clock time ('10am',
 * '15:30', '10h', 'at 3') or a word for it, in English, Spanish and French; null when none.
 */
export function slotIn(text: string): CallbackSlot | null {
  const t = text.replace(EMAIL_LIKE, ' ').toLowerCase()
  const twelve = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/.exec(t)
  if (twelve) {
    const hour = Number(twelve[1]) % 12
    return slotOfHour(twelve[3]!.startsWith('p') ? hour + 12 : hour)
  }
  const clock = /\b([01]?\d|2[0-3])(?::[0-5]\d|h(?:[0-5]\d)?)(?![\d:])/.exec(t)
  if (clock) return slotOfHour(Number(clock[1]))
  const spoken =
    /\b(?:at|around|about|after|before|à|vers|a\s+las|sobre\s+las|hacia\s+las|desde\s+las)\s+(\d{1,2})\b/.exec(t)
  if (spoken) {
    const hour = Number(spoken[1])
    // 'at 3' during the working day is 15:00.
    return slotOfHour(hour >= 1 && hour <= 7 ? hour + 12 : hour)
  }
  if (/\b(?:evening|tonight|soir|soirée|noche)\b/.test(t)) return 'evening'
  if (/\b(?:afternoon|noon|midday|lunch|après-midi|apres-midi|midi|tarde|mediod[ií]a)\b/.test(t)) return 'afternoon'
  if (/\b(?:morning|matin|matinée)\b|(?:por|de)\s+la\s+mañana/.test(t)) return 'morning'
  return null
}

const message = (content: string): ChatMessage => ({
  role: 'assistant',
  content,
  timestamp: new Date().toISOString(),
})

/** The statement's tail that adds `$2` (a JSON array of messages) to the chat's conversation. */
const addMessages = `messages = ${appended('messages || $2::jsonb', String(MAX_STORED_MESSAGES))}`

/**
 * One message of the handover in each language, as the JSON object `addInChatLanguage` picks from: for
 * a statement that speaks in a chat it has not read (a wait running out, an admin's take or end).
 */
export function inEachLanguage(say: (words: ReturnType<typeof handoverWords>) => ChatMessage): string {
  return JSON.stringify(
    Object.fromEntries(HANDOVER_LANGUAGES.map((language) => [language, say(handoverWords(language))])),
  )
}

/**
 * The statement's tail that adds, of the messages `param` holds by language (`inEachLanguage`), the
 * one in the chat's language (its captured `language`), English when it has none or another.
 */
export function addInChatLanguage(param: string): string {
  const said = `jsonb_build_array(coalesce(${param}::jsonb -> (captured ->> 'language'), ${param}::jsonb -> 'en'))`
  return `messages = ${appended(`messages || ${said}`, String(MAX_STORED_MESSAGES))}`
}

/**
 * A chat 'waiting' longer than HANDOVER_WAIT_MINUTES becomes 'missed', and the AI Architect says so
 * in the chat's language and asks for an e-mail and a time. Done by whoever looks first (the
 * visitor's page, their browser's updates, their next message); a take that came first wins.
 */
async function expireOverdue(chatId: string): Promise<boolean> {
  const { rows } = await asServiceRole('close the wait for a person on the chat its browser holds', (tx) =>
    tx.query(
      `update public.chat_requests set handover = 'missed', ${addInChatLanguage('$2')}
       where chat_id = $1 and handover = 'waiting' and handover_requested_at < now() - make_interval(secs => $3)
       returning id`,
      [chatId, inEachLanguage((words) => message(words.missed)), HANDOVER_WAIT_SECONDS],
    ),
  )
  return rows.length > 0
}

/** What the visitor's browser shows of a person in the chat, and the mark that changes with it. */
export async function chatPresence(chatId: string): Promise<ChatPresence & { messages: ChatMessage[] }> {
  await expireOverdue(chatId)
  const { rows } = await asServiceRole('read a chat by the secret id its browser holds', (tx) =>
    tx.query<{ handover: HandoverState; agent_name: string | null; messages: ChatMessage[]; mark: string }>(
      `select handover, agent_name, messages,
         concat_ws(':', jsonb_array_length(messages), messages -> -1 ->> 'timestamp', handover, agent_name) as mark
       from public.chat_requests where chat_id = $1`,
      [chatId],
    ),
  )
  const row = rows[0]
  return {
    handover: row?.handover ?? null,
    agentName: row?.agent_name ?? null,
    messages: row?.messages ?? [],
    mark: row?.mark ?? '',
  }
}

/** The admitted turn as the handover reads it. */
interface Turn {
  text: string
  handover: HandoverState
  /** The conversation, ending with the visitor's message. */
  messages: ChatMessage[]
  /** What the message taught the chat, its `language` always: the message's, or the chat's when too short to tell. */
  learned: CapturedDetails
}

/**
 * The AI Architect's sentence (if any) and the chat's new state, as the turn's events. `say` null:
 * silent, the visitor's message is saved for the person. `learned`: what the message taught the chat
 * and was saved with it, for the browser (the line about a person coming is in the chat's language).
 */
async function* events(
  handover: HandoverState,
  say: string | null,
  learned?: CapturedDetails,
): AsyncGenerator<ReplyEvent> {
  if (say) yield { type: 'delta', text: say }
  yield { type: 'handover', handover }
  if (learned && Object.keys(learned).length) yield { type: 'captured', details: learned }
  yield { type: 'done' }
}

/** One sentence said, then another answer's events: two of the AI Architect's messages in one reply. */
async function* after(say: string, then: AsyncGenerator<ReplyEvent>): AsyncGenerator<ReplyEvent> {
  yield { type: 'delta', text: `${say}\n\n` }
  yield* then
}

/**
 * The handover's answer to an admitted message, or null when the AI Architect answers as usual.
 * The visitor's message is already saved (turn.ts's admit); this adds the AI Architect's sentence
 * and the new state in one guarded statement.
 */
export async function handoverReply(chatId: string, turn: Turn): Promise<AsyncGenerator<ReplyEvent> | null> {
  const state = turn.handover
  if (state === 'waiting' && (await expireOverdue(chatId))) return events('missed', null)
  if (state === 'waiting' || state === 'active') {
    await saveLearned(chatId, turn.learned)
    return events(state, null)
  }
  if (asksForPerson(turn.text)) {
    const { staffHours } = getConfig()
    const next = onDuty(staffHours) ? 'waiting' : 'missed'
    const words = handoverWords(turn.learned.language)
    const say = next === 'waiting' ? words.waiting : words.outsideHours(staffHours?.text ?? null)
    const { rows } = await asServiceRole('ask for a person on the chat its browser holds', (tx) =>
      tx.query(
        `update public.chat_requests set handover = $3, handover_requested_at = now(), agent_id = null,
           agent_name = null, captured = captured || $4::jsonb, ${addMessages}
         where chat_id = $1 and (handover is null or handover in ('missed', 'ended'))
         returning id`,
        [chatId, JSON.stringify([message(say)]), next, JSON.stringify(turn.learned)],
      ),
    )
    // Someone else's change came first (a second tab's request): the chat is already waiting.
    if (!rows.length) return events(state, null)
    // Outside hours, the request that already leaves the contact ('call me tomorrow at 11, Gloria
    // Benitez, gloria@…') is taken at once, rather than asked for again.
    if (next === 'missed') {
      const taken = await contactReply(chatId, turn)
      if (taken) return after(say, taken)
    }
    return events(next, say, turn.learned)
  }
  if (state === 'missed') return contactReply(chatId, turn)
  state satisfies null | 'ended'
  return null
}

async function saveLearned(chatId: string, learned: CapturedDetails) {
  if (!Object.keys(learned).length) return
  await asServiceRole('add to a chat by the secret id its browser holds', (tx) =>
    tx.query('update public.chat_requests set captured = captured || $2::jsonb where chat_id = $1', [
      chatId,
      JSON.stringify(learned),
    ]),
  )
}

/**
 * After 'missed': the visitor's work e-mail and a time, perhaps over two messages. Both given, the
 * chat becomes a lead (its e-mail, callback_time and the time in their words), which queues the
 * sales team's mail; a message with neither is the AI Architect's to answer.
 */
async function contactReply(chatId: string, turn: Turn): Promise<AsyncGenerator<ReplyEvent> | null> {
  const found = emailIn(turn.text)
  const slot = slotIn(turn.text)
  if (!found && !slot) return null
  const words = handoverWords(turn.learned.language)
  if (found && 'invalid' in found) return reply(chatId, 'missed', words.badEmail(found.invalid))
  // What the visitor said since the AI Architect asked (in any language): an address or a time given earlier counts.
  const asked = turn.messages.findLastIndex((m) => m.role === 'assistant' && asksForContact(m.content))
  const since = turn.messages.slice(asked + 1).filter((m) => m.role === 'user')
  const email =
    found?.email ??
    since
      .map((m) => emailIn(m.content))
      .reverse()
      .find((e): e is { email: string } => e !== null && 'email' in e)?.email
  const timeText = slot ? turn.text : since.findLast((m) => slotIn(m.content))?.content
  if (!email) return reply(chatId, 'missed', words.needEmail)
  if (!timeText) return reply(chatId, 'missed', words.needTime)
  const callbackTime = slotIn(timeText)!
  const preferredTime = timeText.replace(EMAIL_LIKE, ' ').replace(/\s+/g, ' ').trim().slice(0, 120)
  const say = words.taken(email, callbackTime)
  const { rows } = await asServiceRole('take the contact left on the chat its browser holds', (tx) =>
    tx.query(
      // Setting callback_time queues the sales team's mail (private.enqueue_callback_mail).
      `update public.chat_requests set handover = 'ended', email = $3, callback_time = $4,
         captured = captured || $5::jsonb, ${addMessages}
       where chat_id = $1 and handover = 'missed'
       returning id`,
      [
        chatId,
        JSON.stringify([message(say)]),
        email,
        callbackTime,
        JSON.stringify({
          ...turn.learned,
          ...(preferredTime && !turn.learned.callbackAt ? { callbackAt: preferredTime } : {}),
        }),
      ],
    ),
  )
  if (!rows.length) return null
  kickOutbox()
  return events('ended', say)
}

/** The AI Architect's sentence added, the state kept. */
async function reply(chatId: string, state: HandoverState, say: string) {
  await asServiceRole('add to a chat by the secret id its browser holds', (tx) =>
    tx.query(`update public.chat_requests set ${addMessages} where chat_id = $1`, [
      chatId,
      JSON.stringify([message(say)]),
    ]),
  )
  return events(state, say)
}

/**
 * Waits until the chat's mark differs from `mark` (something was said, or the state changed), for
 * at most `timeoutMs`, checking every `everyMs`; stops as soon as the browser leaves. Returns the
 * presence at the end, changed or not.
 */
export async function waitForChange<T extends { mark: string }>(
  read: () => Promise<T>,
  mark: string | null,
  signal: AbortSignal,
  { timeoutMs = 25_000, everyMs = 1_000 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs
  let now = await read()
  while (now.mark === mark && !signal.aborted && Date.now() < until) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, everyMs)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done, { once: true })
    })
    if (signal.aborted) break
    now = await read()
  }
  return now
}
