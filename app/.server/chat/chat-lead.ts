/**
 * Every qualified chat becomes a lead (docs/decisions/063-every-qualified-chat-becomes-a-lead.md):
 * the visitor's side of it, the same on both paths (the offline dialogue and an AI provider). An
 * e-mail written in any message the AI Architect answers is checked (~/lib/email) and saved on
 * the chat, which makes it a lead of the sales desk (lead_at, set by the database the first time
 * the row has an e-mail; the sales team's mail queued in the same statement, by a trigger:
 * supabase/migrations/20261127040000_chat_leads.sql). A malformed one is answered kindly, in the
 * chat's language, and nothing is saved. A visitor back after a while is welcomed with what the
 * chat knows. Asking for the e-mail is each path's own: dialogue.ts's contact step, persona.ts's line.
 */
import type { CapturedDetails, ChatMessage } from '~/lib/entities/chat-request'
import { asServiceRole } from '../db'
import { kickOutbox } from '../mail/outbox'
import { LANGUAGES, type Language } from './architect/corpus'
import { PHRASES } from './architect/phrases'
import { emailIn } from './handover'

const languageOf = (captured: CapturedDetails): Language => LANGUAGES.find((l) => l === captured.language) ?? 'en'

/** The valid e-mail a message carries, as saved (lower case); undefined when none. */
export function emailGiven(text: string): string | undefined {
  const found = emailIn(text)
  return found && 'email' in found ? found.email : undefined
}

/** The message with any e-mail taken out: what is left is read for the other details (a name beside it). */
export const withoutEmail = (text: string) => {
  const found = emailIn(text)
  if (!found) return text
  return text.replace('email' in found ? new RegExp(escape(found.email), 'i') : found.invalid, ' ')
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The kind sentence for an e-mail written wrong ('dana@acme'), in the chat's language; null when
 * the message has a valid one or none.
 */
export function emailRefusal(text: string, captured: CapturedDetails): string | null {
  const found = emailIn(text)
  if (!found || 'email' in found) return null
  return PHRASES[languageOf(captured)].badEmail(found.invalid)[0]!
}

/**
 * The visitor's e-mail saved on the chat, with what the chat learned in this message, in one
 * statement: the first e-mail makes the chat a lead and queues the sales team's mail (triggers).
 * A later one replaces it (a corrected address), except on a chat with a booked callback, whose
 * form's address stays the lead's (the one written in the chat is kept in its captured details).
 */
export async function saveChatEmail(chatId: string, email: string, learned: CapturedDetails): Promise<void> {
  await asServiceRole('save the e-mail given on the chat its browser holds', (tx) =>
    tx.query(
      `update public.chat_requests set email = case when callback_time is null then $2 else email end,
         captured = captured || $3::jsonb
       where chat_id = $1`,
      [chatId, email, JSON.stringify({ ...learned, email })],
    ),
  )
  kickOutbox()
}

/** How long a chat rests before the visitor's next message is a return, welcomed as one (a web session's usual timeout). */
export const RETURN_AFTER_MS = 30 * 60 * 1000

/**
 * One sentence welcoming a visitor back to a chat they left a while ago, with what it knows
 * ('Welcome back, Dana! Last time we talked about claims triage for your insurance business.'); null
 * when the conversation did not rest, or the visitor never wrote before.
 */
export function welcomeBack(messages: ChatMessage[], captured: CapturedDetails, now = Date.now()): string | null {
  // The conversation before the message just admitted.
  const before = messages.slice(0, -1)
  if (!before.some((m) => m.role === 'user')) return null
  const last = Date.parse(before.at(-1)?.timestamp ?? '')
  if (!Number.isFinite(last) || now - last < RETURN_AFTER_MS) return null
  const p = PHRASES[languageOf(captured)]
  const name = captured.name ? `, ${captured.name}` : ''
  const need = captured.useCase ?? captured.model
  return need || captured.industry
    ? p.welcomeBack(name, need ?? '', captured.industry ?? '')[0]!
    : p.welcomeBackAny(name)[0]!
}
