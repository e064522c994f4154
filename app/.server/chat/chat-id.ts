/**
 * One chat per browser: its id is a random UUID in an httpOnly cookie, not in local storage: a
 * cookie keeps it out of scripts' reach and works without JavaScript (docs/product.md#quirks).
 */
import { randomUUID } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { CHAT_COOKIE, cookieAttributes } from '../cookies'

const ONE_YEAR = 60 * 60 * 24 * 365
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function readChatId(request: Request): string | null {
  const value = parse(request.headers.get('Cookie') ?? '')[CHAT_COOKIE]
  return value && UUID.test(value) ? value.toLowerCase() : null
}

/** The browser's chat id, and the cookie to set when it is new. */
export function chatIdFor(request: Request): { chatId: string; setCookie: string | null } {
  const existing = readChatId(request)
  if (existing) return { chatId: existing, setCookie: null }
  const chatId = randomUUID()
  const setCookie = serialize(CHAT_COOKIE, chatId, { ...cookieAttributes(), maxAge: ONE_YEAR })
  return { chatId, setCookie }
}
