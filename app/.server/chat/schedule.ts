/**
 * Booking the callback: the contact fields go on the chat's record, the confirmation is appended to
 * the conversation (docs/product.md#callback).
 */
import { scheduledConfirmation } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import type { ScheduleInput } from '~/lib/schedule-schema'
import { saveCallback } from './store'

export function bookCallback(chatId: string, input: ScheduleInput): Promise<ChatMessage[]> {
  const confirmation: ChatMessage = {
    role: 'assistant',
    content: scheduledConfirmation(input.name, input.callbackTime, input.company),
    timestamp: new Date().toISOString(),
  }
  const contact = {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    company: input.company,
    industry: input.industry,
    callback_time: input.callbackTime,
    time_zone: input.timeZone ?? null,
  }
  return saveCallback(chatId, contact, confirmation)
}
