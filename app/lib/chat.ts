/**
 * The AI Architect's fixed words (docs/product.md#ai-architect), shared by the server and the
 * dialog. The stored message, the stream's events and the message limits are the conversation's
 * own: ./entities/chat-request.ts.
 */
import type { CapturedDetails } from './entities/chat-request'
import { INDUSTRIES } from './industries'

export const CHAT_TITLE = 'AI Architect'
export const CHAT_SUBTITLE = "Let's explore AI solutions for your business"
export const CHAT_GREETING =
  "Hey there! 👋 I'm your AI Architect, and I'd love to learn about your business. What industry are you in?"
export const CHAT_FAILURE = 'Oops! Something went wrong on my end. Mind trying that again? 🙏'
export const CHAT_PLACEHOLDER = 'Type your message...'
export const CHAT_HINT = 'Press Enter to send, Shift + Enter for new line'
export const TRANSCRIPTION_FAILED = 'Transcription failed'
/**
 * The line that ends a reply the provider stopped at its token limit (OPENAI_MAX_TOKENS), after
 * its last complete sentence (app/.server/chat/cut-reply.ts).
 */
export const CUT_REPLY_INVITE = "I've kept this short, so just ask if you'd like me to go on. 🙂"

/** The provider sees only the last messages of a long conversation. */
export const PROVIDER_HISTORY = 20

export const CALLBACK_TIMES = [
  { value: 'morning', label: 'morning (9 AM - 12 PM)' },
  { value: 'afternoon', label: 'afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'evening (5 PM - 8 PM)' },
] as const

/**
 * /chat's address keeping the model page the chat came from (`?model=`), for links and posts
 * without JavaScript; `extra` adds to the query ('schedule=1'), `hash` is where the page lands.
 */
export function chatPath(model: string | null | undefined, { extra = '', hash = '' } = {}) {
  const params = new URLSearchParams(model ? { model } : {})
  for (const [name, value] of new URLSearchParams(extra)) params.append(name, value)
  const search = params.toString()
  return `/chat${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`
}

/** The schedule form's fields the chat can fill in from what it learned. */
export interface SchedulePrefill {
  name?: string
  company?: string
  industry?: string
}

/**
 * What the Schedule a Consultation form starts with, from what the AI Architect learned
 * (docs/product.md#callback): name and company as the visitor put them, the industry only when it
 * is exactly one of the form's choices (a near miss would be a wrong pre-selection).
 */
export function schedulePrefill(captured: CapturedDetails | null | undefined): SchedulePrefill {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined)
  const industry = (INDUSTRIES as readonly string[]).includes(captured?.industry as string)
    ? captured?.industry
    : undefined
  return { name: text(captured?.name), company: text(captured?.company), industry }
}

export function callbackTimeLabel(value: string) {
  return CALLBACK_TIMES.find((time) => time.value === value)?.label ?? value
}

/** The confirmation of a booked callback (docs/product.md#callback); {time} is the window as the form shows it. */
export function scheduledConfirmation(name: string, time: string, company: string) {
  return `Perfect, ${name}! I've scheduled a chat with our team for ${callbackTimeLabel(time)}. They'll show you exactly how we can help ${company} save time and boost productivity. Meanwhile, I'm here if you have any questions! 😊`
}

/**
 * Whether an assistant message offers the consultation, so the dialog shows the 'Schedule a
 * Consultation' button under it (the dialog's header has one at all times).
 */
export function offersConsultation(text: string) {
  // The offer's own words, not any mention of scheduling ('maintenance scheduling') or booking
  // ('hotel bookings').
  return /\b(schedule a (call|chat|consultation|callback|demo)|book (a|your) (quick |short )?(call|callback|consultation|demo)|consultation|a (quick |short )?(call|chat) with (our|the) team)\b/i.test(
    text,
  )
}
