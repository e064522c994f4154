/**
 * The AI Architect's fixed words (docs/product.md#ai-architect), shared by the server and the
 * dialog. The stored message, the stream's events and the message limits are the conversation's
 * own: ./entities/chat-request.ts.
 */
export const CHAT_TITLE = 'AI Architect'
export const CHAT_SUBTITLE = "Let's explore AI solutions for your business"
export const CHAT_GREETING =
  "Hey there! 👋 I'm your AI Architect, and I'd love to learn about your business. What industry are you in?"
export const CHAT_FAILURE = 'Oops! Something went wrong on my end. Mind trying that again? 🙏'
export const CHAT_PLACEHOLDER = 'Type your message...'
export const CHAT_HINT = 'Press Enter to send, Shift + Enter for new line'
export const TRANSCRIPTION_FAILED = 'Transcription failed'

/** The provider sees only the last messages of a long conversation. */
export const PROVIDER_HISTORY = 20

export const CALLBACK_TIMES = [
  { value: 'morning', label: 'morning (9 AM - 12 PM)' },
  { value: 'afternoon', label: 'afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'evening (5 PM - 8 PM)' },
] as const

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

/**
 * An assistant message as pieces: plain text and links to our own model pages, written as
 * [title](/models/slug). Nothing else becomes a link, so a reply can never carry a foreign URL.
 */
export function messageParts(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = []
  const link = /\[([^\]\n]{1,120})\]\((\/models\/[a-z0-9-]{1,200})\)/g
  let last = 0
  for (const match of text.matchAll(link)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[1]!, href: match[2]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
