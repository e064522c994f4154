/**
 * An AI Architect conversation (table public.chat_requests,
 * supabase/migrations/20261122000600_chat_requests.sql): its one row type, the message it stores,
 * the events /api/chat streams to the browser, and its limits. Shared by the chat's server modules
 * (app/.server/chat/), /api/chat, the browser's chat and the admin's Requests view
 * (docs/architecture.md#chat).
 */
import { MAX_EMAIL_LENGTH } from '../email'

/**
 * One message of the stored conversation: the visitor's ('user'), the AI Architect's ('assistant'),
 * or a person's from the team who took the chat ('agent', with their name in `author`:
 * docs/decisions/062-a-person-whenever-asked.md).
 */
export interface ChatMessage {
  role: 'user' | 'assistant' | 'agent'
  content: string
  timestamp: string
  /** Who from the team wrote an 'agent' message, as the visitor is shown it ('Dana'). */
  author?: string
  /** The tools the AI Architect used for this reply: name, arguments (JSON, cut short) and what they found. */
  tools?: ToolUse[]
}

export interface ToolUse {
  name: string
  arguments: string
  summary: string
}

/**
 * One line of /api/chat's NDJSON answer: pieces of the reply as they are written, then `done`; or
 * `error` with the chat's failure text (docs/architecture.md#chat).
 */
export type ReplyEvent =
  | { type: 'delta'; text: string }
  /** The AI Architect is using one of its tools; `label` is what the visitor is shown ('Searching the catalogue…'). */
  | { type: 'tool'; name: string; label: string }
  /** The AI Architect offers the callback: the Schedule a Consultation form opens, pre-filled with `prefill`. */
  | { type: 'callback'; prefill: CapturedDetails }
  /** What the chat has learned so far, sent before `done`: the schedule form's pre-fill. */
  | { type: 'captured'; details: CapturedDetails }
  /**
   * The reply as it is kept, in place of the words streamed: its links checked, or its end made
   * whole after the provider's token limit (app/.server/chat/turn.ts). Sent only when it differs.
   */
  | { type: 'revised'; text: string }
  | { type: 'error'; message: string }
  /** The chat's handover to a person changed with this message (the browser starts or stops following the chat). */
  | { type: 'handover'; handover: HandoverState }
  | { type: 'done' }

/**
 * A chat's handover to a person (supabase/migrations/20261127020000_chat_handover.sql): null, the
 * AI Architect answers; 'waiting' for someone from the team; 'active', a person is in the chat and
 * the AI Architect is silent; 'missed', nobody could come and the AI Architect asked for an e-mail
 * and a time; 'ended', the AI Architect answers again.
 */
export type HandoverState = null | 'waiting' | 'active' | 'missed' | 'ended'

/** Whether the browser follows the chat for what a person writes: while one is coming or there. */
export const followsPerson = (handover: HandoverState) => handover === 'waiting' || handover === 'active'

/**
 * What the visitor's browser knows of a person in its chat: the state, who joined, and a mark that
 * changes whenever the conversation or the state does (GET /api/chat/updates waits for a new one).
 */
export interface ChatPresence {
  handover: HandoverState
  agentName: string | null
  mark: string
}

/**
 * The qualifying details the AI Architect learned in a chat, each as the visitor put it (short
 * strings), kept on the record for the sales team and to pre-fill the Schedule a Consultation form.
 */
export interface CapturedDetails {
  name?: string
  company?: string
  industry?: string
  useCase?: string
  size?: string
  timeline?: string
  /** The title of the model the visitor asked about or opened the chat from. */
  model?: string
  /**
   * The day or time the visitor asked to be called ('tomorrow at 3 pm'), as they put it: read from
   * any message, or given when a person could not take the chat (app/.server/chat/handover.ts).
   */
  callbackAt?: string
  /** The language the visitor writes in: 'en', 'es' or 'fr' (the AI Architect replies in it). */
  language?: string
  /**
   * The work e-mail the visitor wrote in the chat, checked (~/lib/email): it made the chat a lead
   * (docs/decisions/063-every-qualified-chat-becomes-a-lead.md).
   */
  email?: string
  /** The callback times booked before the latest from this chat, oldest first ('Morning (9 AM - 12 PM)'): a new booking updates the lead. */
  earlierCallbacks?: string
}

/** How the sales team reads each captured detail (the lead's mail and the admin's inbox), in reading order. */
export const CAPTURED_LABELS: ReadonlyArray<[keyof CapturedDetails, string]> = [
  ['industry', 'Industry'],
  ['useCase', 'Use case'],
  ['size', 'Size'],
  ['timeline', 'Timeline'],
  ['model', 'Model of interest'],
  ['name', 'Name'],
  ['company', 'Company'],
  ['email', 'E-mail'],
  ['callbackAt', 'Asked to be called'],
  ['earlierCallbacks', 'Booked before'],
  ['language', 'Language'],
]

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French' }

/** A captured detail as the sales team reads it: a language by its name ('fr' → 'French'). */
export function capturedValue(key: keyof CapturedDetails, value: string): string {
  return key === 'language' ? (LANGUAGE_NAMES[value] ?? value) : value
}

/**
 * The captured details the sales team is shown, labelled and in reading order: an e-mail the lead
 * already shows as its contact address (`contact`) is not repeated; one that differs (a booking's
 * form gave another) is.
 */
export function learnedDetails(
  captured: CapturedDetails,
  contact: string | null = null,
): Array<{ key: keyof CapturedDetails; label: string; value: string }> {
  return CAPTURED_LABELS.flatMap(([key, label]) => {
    const value = captured[key]
    if (!value || (key === 'email' && value === contact)) return []
    return [{ key, label, value: capturedValue(key, value) }]
  })
}

/** One row of public.chat_requests: a conversation, and the callback booked from it, if any. */
export interface ChatRequestRow {
  id: string
  /** The browser's secret (an httpOnly cookie): never shown. */
  chat_id: string
  messages: ChatMessage[]
  name: string | null
  email: string | null
  phone: string | null
  company: string | null
  industry: string | null
  /** 'morning', 'afternoon' or 'evening' once a callback is booked (docs/product.md#callback). */
  callback_time: string | null
  /** What the AI Architect learned in the chat (its qualifying details): see CapturedDetails. */
  captured: CapturedDetails
  /** The visitor's IANA time zone, sent by the browser with a booked callback (null without JavaScript). */
  time_zone: string | null
  /** The chat's handover to a person: see HandoverState. */
  handover: HandoverState
  /** When the visitor last asked for a person. */
  handover_requested_at: Date | null
  /** The admin who took the chat, and the name the visitor sees ('Dana'). */
  agent_id: string | null
  agent_name: string | null
  created_at: Date
  updated_at: Date
}

/** A message longer than this is refused (the provider bills by length). */
export const MAX_MESSAGE_LENGTH = 2000
/** The stored transcript keeps at most this many messages. */
export const MAX_STORED_MESSAGES = 200

/** The Schedule a Consultation form's limits: the table's own check constraints, or tighter. */
export const callbackLimits = { name: 200, email: MAX_EMAIL_LENGTH, phone: 40, company: 200 } as const
