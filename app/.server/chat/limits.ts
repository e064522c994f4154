/**
 * The AI Architect costs money per message: limits per chat and per address, and the shape of
 * a message (SPEC 5: blank is ignored; we also bound its length).
 */
import { MAX_MESSAGE_LENGTH } from '~/lib/chat'
import { clientAddress } from '../auth/session'
import { hitRateLimits } from '../rate-limit'

export const CHAT_RATE_LIMITS = { perChat: 30, perAddress: 60, windowSeconds: 10 * 60 } as const
export const TOO_MANY_MESSAGES = "You're sending messages faster than I can think! 😅 Please wait a few minutes and try again."

export type MessageCheck = { ok: true; text: string } | { ok: false; message: string }

export function checkMessage(value: FormDataEntryValue | null | undefined): MessageCheck {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return { ok: false, message: 'Please type a message.' }
  if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, message: `Please keep your message under ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.` }
  return { ok: true, text }
}

/** Both limits are counted on every message, in one round trip before the provider is asked. */
export async function withinChatLimits(request: Request, chatId: string) {
  const address = clientAddress(request) || 'unknown'
  const { perChat, perAddress, windowSeconds } = CHAT_RATE_LIMITS
  return hitRateLimits([
    { key: `chat:${chatId}`, limit: perChat, windowSeconds },
    { key: `chat-address:${address}`, limit: perAddress, windowSeconds },
  ])
}
