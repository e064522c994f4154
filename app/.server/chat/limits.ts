/**
 * The AI Architect costs money per message: its limits per chat and per address (rules in
 * rate-limit.ts), and the shape of a message (blank is ignored; its length is bounded).
 */
import { MAX_MESSAGE_LENGTH } from '~/lib/entities/chat-request'
import { rateLimitAddress } from '../client-address'
import type { Queryable } from '../db'
import { countHits, hitRateLimits, rateLimit, RATE_LIMITS, type RateLimit } from '../rate-limit'

export const TOO_MANY_MESSAGES =
  "You're sending messages faster than I can think! 😅 Please wait a few minutes and try again."

/** When a refused visitor may try again: both chat limits count over the same window. */
export const CHAT_RETRY_AFTER_SECONDS = RATE_LIMITS.chatMessagesPerChat.windowSeconds

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
 * Counts a message against both limits inside the caller's transaction (the turn saves the message
 * in the same one: turn.ts); false when a limit is reached (the attempt counts).
 */
export function countChatMessage(tx: Queryable, request: Request, chatId: string) {
  return countHits(tx, chatLimits(request, chatId))
}
