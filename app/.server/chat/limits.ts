/**
 * The AI Architect costs money per message: its limits per chat and per address (rules in
 * rate-limit.ts), and the shape of a message (blank is ignored; its length is bounded).
 */
import { MAX_MESSAGE_LENGTH, type ChatMessage } from '~/lib/entities/chat-request'
import { rateLimitAddress } from '../client-address'
import { asServiceRole } from '../db'
import { countHits, hitRateLimits, rateLimit, type RateLimit } from '../rate-limit'
import { appendIn } from './store'

export const TOO_MANY_MESSAGES =
  "You're sending messages faster than I can think! 😅 Please wait a few minutes and try again."

type MessageCheck = { ok: true; text: string } | { ok: false; message: string }

export function checkMessage(value: FormDataEntryValue | null | undefined): MessageCheck {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return { ok: false, message: 'Please type a message.' }
  if (text.length > MAX_MESSAGE_LENGTH)
    return {
      ok: false,
      message: `Please keep your message under ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`,
    }
  return { ok: true, text }
}

function chatLimits(request: Request, chatId: string): RateLimit[] {
  return [rateLimit('chatMessagesPerChat', chatId), rateLimit('chatMessagesPerAddress', rateLimitAddress(request))]
}

/** Counts a use of the chat that is not a message (a booking, a recording) against both limits. */
export function withinChatLimits(request: Request, chatId: string) {
  return hitRateLimits(chatLimits(request, chatId))
}

/**
 * The visitor's message, admitted: both limits counted and, within them, the message appended to
 * the chat, in one transaction (one round trip before the provider is asked). Returns the whole
 * conversation, or null when a limit is reached (the attempt counts; nothing is saved).
 */
export function admitMessage(request: Request, chatId: string, text: string): Promise<ChatMessage[] | null> {
  return asServiceRole('count and save a message on the chat its browser holds', async (tx) => {
    if (!(await countHits(tx, chatLimits(request, chatId)))) return null
    return appendIn(tx, chatId, [{ role: 'user', content: text, timestamp: new Date().toISOString() }])
  })
}
