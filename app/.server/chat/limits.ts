/**
 * The AI Architect costs money per message: its limits per chat and per address (rules in
 * rate-limit.ts), and the shape of a message (blank is ignored; its length is bounded).
 */
import { MAX_MESSAGE_LENGTH } from '~/lib/entities/chat-request'
import type { AppLoadContext } from '@remix-run/node'
import { rateLimitAddress } from '../client-address'
import { hitRateLimits, rateLimit, RATE_LIMITS, type RateLimit } from '../rate-limit'

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

/** The limits a message counts against: its chat's and its address's (the turn counts them: store.ts). */
export function chatLimits(context: AppLoadContext | undefined, chatId: string): RateLimit[] {
  return [rateLimit('chatMessagesPerChat', chatId), rateLimit('chatMessagesPerAddress', rateLimitAddress(context))]
}

/** Counts a use of the chat that is not a message (a booking, a recording) against both limits. */
export function withinChatLimits(context: AppLoadContext | undefined, chatId: string) {
  return hitRateLimits(chatLimits(context, chatId))
}
