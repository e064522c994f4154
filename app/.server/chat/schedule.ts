/**
 * Booking the callback: the contact fields go on the chat's record, the spec's confirmation is
 * appended to the conversation (SPEC 4 'Schedule form').
 */
import { scheduledConfirmation, type ChatMessage } from '~/lib/chat'
import type { ScheduleInput } from '~/lib/schedule-schema'
import { greeting, loadMessages, saveCallback, saveMessages } from './store'

export async function bookCallback(chatId: string, input: ScheduleInput): Promise<ChatMessage[]> {
  await saveCallback(chatId, {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company,
    industry: input.industry,
    callbackTime: input.callbackTime,
  })
  const history = (await loadMessages(chatId)) ?? []
  const messages: ChatMessage[] = [
    ...(history.length > 0 ? history : [greeting()]),
    { role: 'assistant', content: scheduledConfirmation(input.name, input.callbackTime, input.company), timestamp: new Date().toISOString() },
  ]
  await saveMessages(chatId, messages)
  return messages
}
