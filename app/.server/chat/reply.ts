/**
 * One turn of the conversation: the visitor's message is appended and saved, the provider is asked
 * with the last messages, its words are passed on as they arrive, and the finished reply is saved.
 * A failure, or a provider silent for longer than AI_TIMEOUT_SECONDS, ends the turn with the chat's
 * failure message (docs/product.md#ai-architect). A visitor who leaves stops the upstream request.
 */
import { CHAT_FAILURE, PROVIDER_HISTORY } from '~/lib/chat'
import type { ChatMessage, ReplyEvent } from '~/lib/entities/chat-request'
import { getConfig } from '../config'
import { chatProvider, type ChatProvider } from './provider'
import { appendMessages } from './store'

class ProviderTimeoutError extends Error {
  override name = 'ProviderTimeoutError'
}

/**
 * The provider's stream with a deadline on every next piece: a provider that hangs is cut, and
 * the upstream request is aborted with it.
 */
async function* withIdleTimeout(
  provider: ChatProvider,
  conversation: Parameters<ChatProvider['streamReply']>[0],
  signal: AbortSignal,
  timeoutMs: number,
): AsyncGenerator<string> {
  const upstream = new AbortController()
  const stop = () => upstream.abort(signal.reason)
  signal.addEventListener('abort', stop, { once: true })
  const iterator = provider.streamReply(conversation, upstream.signal)[Symbol.asyncIterator]()
  try {
    while (true) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderTimeoutError(`No answer from the AI provider within ${timeoutMs} ms`)),
          timeoutMs,
        )
      })
      try {
        const next = await Promise.race([iterator.next(), timeout])
        if (next.done) return
        yield next.value
      } finally {
        clearTimeout(timer)
      }
    }
  } finally {
    signal.removeEventListener('abort', stop)
    upstream.abort()
    // Let the provider's stream release its connection; it may reject now that it is aborted.
    void iterator.return?.().catch(() => undefined)
  }
}

/**
 * The turn, as events for the streaming route (or collected whole for the form post).
 * `messages` is the conversation with the visitor's message already saved (admitMessage).
 */
export async function* replyTo(
  chatId: string,
  messages: ChatMessage[],
  signal: AbortSignal,
  provider = chatProvider(),
): AsyncGenerator<ReplyEvent> {
  const conversation = messages
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .slice(-PROVIDER_HISTORY)
    .map(({ role, content }) => ({ role, content }))

  let reply = ''
  let failed = false
  try {
    for await (const piece of withIdleTimeout(provider, conversation, signal, getConfig().aiTimeoutMs)) {
      reply += piece
      yield { type: 'delta', text: piece }
    }
    if (!reply.trim() && !signal.aborted) throw new Error('The AI provider answered with no text')
  } catch (error) {
    if (!signal.aborted) {
      failed = true
      console.error(`[chat] the reply failed (${provider.name}):`, error instanceof Error ? error.message : error)
      yield { type: 'error', message: CHAT_FAILURE }
    }
  }

  // A visitor who left keeps what had arrived; a failure keeps the failure message.
  const content = failed ? CHAT_FAILURE : reply
  if (content.trim()) {
    await appendMessages(chatId, [{ role: 'assistant', content, timestamp: new Date().toISOString() }])
  }
  if (!signal.aborted) yield { type: 'done' }
}

/** The whole turn at once (the no-JavaScript form post). */
export async function replyWhole(chatId: string, messages: ChatMessage[], signal: AbortSignal): Promise<void> {
  for await (const event of replyTo(chatId, messages, signal)) void event
}
