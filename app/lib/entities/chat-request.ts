/**
 * An AI Architect conversation (table public.chat_requests,
 * supabase/migrations/20261122000600_chat_requests.sql): its one row type, the message it stores,
 * the events /api/chat streams to the browser, and its limits. Shared by the chat's server modules
 * (app/.server/chat/), /api/chat, the browser's chat and the admin's Requests view
 * (docs/architecture.md#chat).
 */
import { MAX_EMAIL_LENGTH } from '../email'

/** One message of the stored conversation. */
export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
  timestamp: string
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
  | { type: 'done' }

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
]

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
  created_at: Date
  updated_at: Date
}

/** A message longer than this is refused (the provider bills by length). */
export const MAX_MESSAGE_LENGTH = 2000
/** The stored transcript keeps at most this many messages. */
export const MAX_STORED_MESSAGES = 200

/** The Schedule a Consultation form's limits: the table's own check constraints, or tighter. */
export const callbackLimits = { name: 200, email: MAX_EMAIL_LENGTH, phone: 40, company: 200 } as const
