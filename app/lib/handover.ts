/**
 * The words of a chat's handover to a person (docs/product.md#ai-architect,
 * docs/decisions/062-a-person-whenever-asked.md): what the AI Architect says when a person is
 * asked for, coming, in the chat, gone, or cannot come, in the chat's language (English, Spanish
 * or French: docs/decisions/064-every-answer-in-three-languages.md); and what /admin/chats says, in
 * English like the rest of the admin area. Shared by the server (app/.server/chat/handover.ts,
 * app/.server/admin/live-chats.ts), the chat's components and the tests.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { MAX_MESSAGE_LENGTH, type ChatMessage, type HandoverState } from './entities/chat-request'
import { z } from './zod'

/** How long a visitor waits for someone to take the chat before the AI Architect asks for an e-mail instead. */
export const HANDOVER_WAIT_MINUTES = 3

/** The languages a chat is held in (its captured `language`), each with its handover sentences. */
export const HANDOVER_LANGUAGES = ['en', 'es', 'fr'] as const
type HandoverLanguage = (typeof HANDOVER_LANGUAGES)[number]

/** The part of the day a visitor asked to be called back in (callback_time). */
export type CallbackSlot = 'morning' | 'afternoon' | 'evening'

/** What the AI Architect says in the visitor's chat as a person is asked for, comes, goes or cannot come. */
interface HandoverWords {
  waiting: string
  /** The request for an e-mail and a time: ends the sentences of `outsideHours` and `missed`. */
  leaveContact: string
  outsideHours: (hours: string | null) => string
  missed: string
  joined: (name: string) => string
  /** `name` null: the person's name is not known. */
  left: (name: string | null) => string
  closed: string
  badEmail: (written: string) => string
  needEmail: string
  needTime: string
  taken: (email: string, slot: CallbackSlot) => string
}

/** The part of the day a callback is asked for, as each language says it in a sentence. */
const SLOT_WORDS: Record<HandoverLanguage, Record<CallbackSlot, string>> = {
  en: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
  es: { morning: 'por la mañana', afternoon: 'por la tarde', evening: 'por la noche' },
  fr: { morning: 'le matin', afternoon: 'l’après-midi', evening: 'le soir' },
}

const english = 'Leave your work e-mail and a time that suits you, and a person will get back to you.'
const spanish =
  'Déjenos su correo electrónico profesional y el momento que le venga mejor, y una persona se pondrá en contacto con usted.'
const french =
  'Laissez-nous votre e-mail professionnel et un moment qui vous convient, et une personne vous recontactera.'

/**
 * The handover's sentences in each language the AI Architect speaks, formal in Spanish and French
 * as its other replies are. Said in the chat's language, English when it has none.
 */
const HANDOVER_WORDS: Record<HandoverLanguage, HandoverWords> = {
  en: {
    waiting: `I've asked the team: a person will join this chat shortly, usually within ${HANDOVER_WAIT_MINUTES} minutes. Keep writing here meanwhile: they will read everything.`,
    leaveContact: english,
    outsideHours: (hours) =>
      `Nobody from the team is available right now${hours ? ` (we're here ${hours})` : ''}. ${english}`,
    missed: `Sorry, nobody from the team could join just now. ${english}`,
    joined: (name) => `${name} from the team joined the chat.`,
    left: (name) =>
      `${name ?? 'The team'} left the chat. I'm the AI Architect again: ask me anything, or ask for a person whenever you like.`,
    closed:
      "The team closed this request for now. I'm the AI Architect again: ask me anything, or ask for a person whenever you like.",
    badEmail: (written) =>
      `"${written}" doesn't look like an e-mail address. Could you check it and send your work e-mail again?`,
    needEmail: 'Thanks! And your work e-mail, so the team can reach you?',
    needTime: 'Thanks! What time suits you: a morning, an afternoon or an evening (and a day, if you like)?',
    taken: (email, slot) =>
      `Thank you! A person from the team will get back to you at ${email} (${SLOT_WORDS.en[slot]}). Meanwhile, I'm happy to answer any questions.`,
  },
  es: {
    waiting: `He avisado al equipo: una persona se unirá a este chat en breve, normalmente en menos de ${HANDOVER_WAIT_MINUTES} minutos. Mientras tanto, siga escribiendo aquí: lo leerá todo.`,
    leaveContact: spanish,
    outsideHours: (hours) =>
      `Ahora mismo no hay nadie del equipo disponible${hours ? ` (nuestro horario: ${hours})` : ''}. ${spanish}`,
    missed: `Lo siento, nadie del equipo ha podido unirse en este momento. ${spanish}`,
    joined: (name) => `${name}, del equipo, se ha unido al chat.`,
    left: (name) =>
      `${name ?? 'El equipo'} ha salido del chat. Vuelvo a ser el AI Architect: pregúnteme lo que quiera, o pida hablar con una persona cuando lo desee.`,
    closed:
      'El equipo ha cerrado esta solicitud por ahora. Vuelvo a ser el AI Architect: pregúnteme lo que quiera, o pida hablar con una persona cuando lo desee.',
    badEmail: (written) =>
      `"${written}" no parece una dirección de correo electrónico. ¿Podría comprobarla y enviarnos de nuevo su correo profesional?`,
    needEmail: '¡Gracias! ¿Y su correo electrónico profesional, para que el equipo pueda contactarle?',
    needTime: '¡Gracias! ¿Cuándo le viene mejor: por la mañana, por la tarde o por la noche (y qué día, si lo desea)?',
    taken: (email, slot) =>
      `¡Gracias! Una persona del equipo se pondrá en contacto con usted en ${email} (${SLOT_WORDS.es[slot]}). Mientras tanto, con gusto respondo a sus preguntas.`,
  },
  fr: {
    waiting: `J’ai prévenu l’équipe : une personne va rejoindre ce chat sous peu, en général dans les ${HANDOVER_WAIT_MINUTES} minutes. Continuez d’écrire ici en attendant : elle lira tout.`,
    leaveContact: french,
    outsideHours: (hours) =>
      `Personne de l’équipe n’est disponible pour le moment${hours ? ` (nos horaires : ${hours})` : ''}. ${french}`,
    missed: `Désolé, personne de l’équipe n’a pu rejoindre le chat pour l’instant. ${french}`,
    joined: (name) => `${name}, de l’équipe, a rejoint le chat.`,
    left: (name) =>
      `${name ?? 'L’équipe'} a quitté le chat. Je suis de nouveau l’AI Architect : posez-moi vos questions, ou demandez à parler à une personne quand vous le souhaitez.`,
    closed:
      'L’équipe a clôturé cette demande pour le moment. Je suis de nouveau l’AI Architect : posez-moi vos questions, ou demandez à parler à une personne quand vous le souhaitez.',
    badEmail: (written) =>
      `« ${written} » ne ressemble pas à une adresse e-mail. Pourriez-vous la vérifier et renvoyer votre e-mail professionnel ?`,
    needEmail: 'Merci ! Et votre e-mail professionnel, pour que l’équipe puisse vous joindre ?',
    needTime:
      'Merci ! Quel moment vous convient : le matin, l’après-midi ou le soir (et un jour, si vous le souhaitez) ?',
    taken: (email, slot) =>
      `Merci ! Une personne de l’équipe vous recontactera à ${email} (${SLOT_WORDS.fr[slot]}). En attendant, je réponds volontiers à vos questions.`,
  },
}

/** The chat's language as the handover speaks it: its captured `language`, English when it has none. */
function handoverLanguage(language: string | null | undefined): HandoverLanguage {
  return HANDOVER_LANGUAGES.find((l) => l === language) ?? 'en'
}

/** The handover's sentences in the chat's language (its captured `language`), English by default. */
export function handoverWords(language?: string | null): HandoverWords {
  return HANDOVER_WORDS[handoverLanguage(language)]
}

/**
 * Whether a message of the AI Architect asked for an e-mail and a time (`missed`, `outsideHours`),
 * in whichever language it was said: what the visitor wrote since counts towards them.
 */
export function asksForContact(content: string): boolean {
  return HANDOVER_LANGUAGES.some((language) => content.includes(HANDOVER_WORDS[language].leaveContact))
}

/** Who wrote a message, as a transcript names them: the visitor (`visitor`), a person from the team, or the AI Architect. */
export function speakerOf(message: Pick<ChatMessage, 'role' | 'author'>, visitor = 'You'): string {
  if (message.role === 'user') return visitor
  if (message.role === 'agent') return `${message.author ?? 'Someone'} from the team`
  return 'AI Architect'
}

const PRESENCE: Record<HandoverLanguage, { waiting: string; active: (name: string | null) => string }> = {
  en: {
    waiting: 'Waiting for a person from the team to join…',
    active: (name) => `${name ?? 'A person'} from the team is in the chat.`,
  },
  es: {
    waiting: 'Esperando a que se una una persona del equipo…',
    active: (name) => `${name ?? 'Una persona'} del equipo está en el chat.`,
  },
  fr: {
    waiting: 'En attente d’une personne de l’équipe…',
    active: (name) => `${name ?? 'Une personne'} de l’équipe est dans le chat.`,
  },
}

/**
 * The line above the visitor's message box while a person is coming or in the chat, in the chat's
 * language (its captured `language`, English by default).
 */
export function presenceLine(
  handover: HandoverState,
  agentName: string | null,
  language?: string | null,
): string | null {
  const words = PRESENCE[handoverLanguage(language)]
  if (handover === 'waiting') return words.waiting
  if (handover === 'active') return words.active(agentName)
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
  /** Above a long chat's transcript: the desk shows its last messages (decision 093). */
  earlier: (count: number) => `${count} earlier ${count === 1 ? 'message' : 'messages'} not shown.`,
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
