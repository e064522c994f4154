/**
 * The words of a chat's handover to a person (docs/product.md#ai-architect,
 * docs/decisions/062-a-person-whenever-asked.md): what the AI Architect says when a person is
 * asked for, coming, in the chat, gone, or cannot come; and what /admin/chats says. Shared by the
 * server (app/.server/chat/handover.ts, app/.server/admin/live-chats.ts), the chat's components and
 * the tests.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { MAX_MESSAGE_LENGTH, type ChatMessage, type HandoverState } from './entities/chat-request'
import { z } from './zod'

/** How long a visitor waits for someone to take the chat before the AI Architect asks for an e-mail instead. */
export const HANDOVER_WAIT_MINUTES = 3

export const handoverWords = {
  waiting: `I've asked the team: a person will join this chat shortly, usually within ${HANDOVER_WAIT_MINUTES} minutes. Keep writing here meanwhile: they will read everything.`,
  outsideHours: (hours: string | null) =>
    `Nobody from the team is available right now${hours ? ` (we're here ${hours})` : ''}. Leave your work e-mail and a time that suits you, and a person will get back to you.`,
  missed:
    'Sorry, nobody from the team could join just now. Leave your work e-mail and a time that suits you, and a person will get back to you.',
  joined: (name: string) => `${name} from the team joined the chat.`,
  left: (name: string) =>
    `${name} left the chat. I'm the AI Architect again: ask me anything, or ask for a person whenever you like.`,
  closed:
    "The team closed this request for now. I'm the AI Architect again: ask me anything, or ask for a person whenever you like.",
  badEmail: (written: string) =>
    `"${written}" doesn't look like an e-mail address. Could you check it and send your work e-mail again?`,
  needEmail: 'Thanks! And your work e-mail, so the team can reach you?',
  needTime: 'Thanks! What time suits you: a morning, an afternoon or an evening (and a day, if you like)?',
  taken: (email: string, time: string) =>
    `Thank you! A person from the team will get back to you at ${email} (${time}). Meanwhile, I'm happy to answer any questions.`,
} as const

/** Who wrote a message, as a transcript names them: the visitor (`visitor`), a person from the team, or the AI Architect. */
export function speakerOf(message: Pick<ChatMessage, 'role' | 'author'>, visitor = 'You'): string {
  if (message.role === 'user') return visitor
  if (message.role === 'agent') return `${message.author ?? 'Someone'} from the team`
  return 'AI Architect'
}

/** The line above the visitor's message box while a person is coming or in the chat. */
export function presenceLine(handover: HandoverState, agentName: string | null): string | null {
  if (handover === 'waiting') return 'Waiting for a person from the team to join…'
  if (handover === 'active') return `${agentName ?? 'A person'} from the team is in the chat.`
  return null
}

/** The name an agent is shown by: their profile's first name, else 'Someone'. */
export function agentDisplayName(profileName: string | null | undefined): string {
  const first = profileName?.trim().split(/\s+/)[0]
  return first ? first.slice(0, 100) : 'Someone'
}

export const liveChatWords = {
  title: 'Live chats',
  description: 'Visitors who asked for a person: waiting first, oldest first. Take one to answer it.',
  empty: 'Nobody is waiting for a person, and no chat is taken.',
  take: 'Take this chat',
  reply: 'Send',
  replyLabel: 'Your reply',
  end: 'End chat',
  alreadyTaken: (name: string | null) =>
    `${name ?? 'Someone'} already took this chat. It stays theirs; choose another one.`,
  notYours: 'Only the person who took this chat can reply in it.',
  gone: 'That chat is no longer waiting or open.',
  emptyReply: 'Write a reply before sending it.',
  tooLong: (max: number) => `A reply can be at most ${max} characters.`,
  unreadable: 'That action could not be read. Please try again.',
  done: { take: 'You took the chat.', reply: 'Reply sent.', end: 'Chat ended: the AI Architect answers again.' },
} as const

/** The desk's three forms, told apart by `intent`: take a chat, reply in it, end it. */
const liveChatActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('take'), chat: z.uuid() }),
  z.object({
    intent: z.literal('reply'),
    chat: z.uuid(),
    reply: z
      .string({ error: liveChatWords.emptyReply })
      .trim()
      .min(1, liveChatWords.emptyReply)
      .max(MAX_MESSAGE_LENGTH, liveChatWords.tooLong(MAX_MESSAGE_LENGTH)),
  }),
  z.object({ intent: z.literal('end'), chat: z.uuid() }),
])

export function validateLiveChatAction(formData: FormData) {
  return parseWithZod(formData, { schema: liveChatActionSchema })
}

export type LiveChatDone = keyof typeof liveChatWords.done
