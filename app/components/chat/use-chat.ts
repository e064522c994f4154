/**
 * The chat in the browser: sending streams the reply from /api/chat into the last bubble as it
 * arrives (docs/product.md#ai-architect: the visitor's message, the spinner, an empty assistant
 * message filled progressively, the spinner cleared at the end). Besides the reply's text the
 * stream says which tool the AI Architect is using (a status shown until text arrives), what it
 * has learned (the schedule form's pre-fill) and when it offers the callback (the form opens).
 * Events this browser does not know are skipped, so the server can add some first.
 *
 * While a person from the team is coming or in the chat (decision 062), the browser follows the
 * chat: it asks GET /api/chat/updates with the mark it holds, the server answers when something
 * changed (or after 25 s), and the conversation is replaced by the server's. Stopped when the
 * person leaves, the wait runs out, or the chat goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_FAILURE } from '~/lib/chat'
import {
  followsPerson,
  type CapturedDetails,
  type ChatMessage,
  type ChatPresence,
  type ReplyEvent,
} from '~/lib/entities/chat-request'

interface ChatOptions {
  /** What the chat has learned so far (the /chat loader's `captured`). */
  captured?: CapturedDetails
  /** The model page the chat was opened from: sent with every message. */
  model?: string | null
  /** The AI Architect offers the callback: open the schedule form. */
  onCallback?: () => void
  /** A person from the team coming or in the chat, as the page was rendered. */
  presence?: ChatPresence
}

const NOBODY: ChatPresence = { handover: null, agentName: null, mark: '' }

/** How long to wait before asking again after a failed update (the server away, the network down). */
const RETRY_MS = 5_000

export function useChat(
  initial: ChatMessage[],
  { captured: initialCaptured = {}, model, onCallback, presence: initialPresence = NOBODY }: ChatOptions = {},
) {
  const [messages, setMessages] = useState(initial)
  const [presence, setPresence] = useState(initialPresence)
  const [replying, setReplying] = useState(false)
  /** The tool at work ('Searching the catalogue…'), until the reply's text arrives. */
  const [status, setStatus] = useState<string | null>(null)
  const [captured, setCaptured] = useState(initialCaptured)
  const inFlight = useRef<AbortController | null>(null)
  // The latest callback without restarting a send that is under way.
  const callback = useRef(onCallback)
  useEffect(() => {
    callback.current = onCallback
  }, [onCallback])

  useEffect(() => () => inFlight.current?.abort(), [])

  // Follow the chat while a person is coming or in it; a new mark (or state) restarts the effect.
  const following = followsPerson(presence.handover)
  const mark = presence.mark
  useEffect(() => {
    if (!following) return
    const controller = new AbortController()
    void (async () => {
      try {
        const response = await fetch(`/api/chat/updates?${new URLSearchParams({ mark })}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(`updates answered ${response.status}`)
        const next = (await response.json()) as ChatPresence & { messages: ChatMessage[] }
        if (controller.signal.aborted) return
        // A reply on its way keeps its bubble: the next update brings the saved conversation.
        if (next.mark !== mark && !inFlight.current && next.messages.length) setMessages(next.messages)
        // The same mark asks again at once (a new object restarts the effect).
        setPresence({ handover: next.handover, agentName: next.agentName, mark: next.mark })
      } catch {
        if (controller.signal.aborted) return
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
        if (!controller.signal.aborted) setPresence((current) => ({ ...current }))
      }
    })()
    return () => controller.abort()
  }, [following, mark, presence])

  const setLast = useCallback((update: (content: string) => string) => {
    setMessages((current) => {
      const last = current.at(-1)
      if (!last || last.role !== 'assistant') return current
      return [...current.slice(0, -1), { ...last, content: update(last.content) }]
    })
  }, [])

  const send = useCallback(
    async (text: string) => {
      const message = text.trim()
      if (!message || inFlight.current) return false
      const controller = new AbortController()
      inFlight.current = controller
      const now = new Date().toISOString()
      setMessages((current) => [
        ...current,
        { role: 'user', content: message, timestamp: now },
        { role: 'assistant', content: '', timestamp: now },
      ])
      setReplying(true)
      try {
        const body = new FormData()
        body.set('message', message)
        if (model) body.set('model', model)
        const response = await fetch('/api/chat', { method: 'POST', body, signal: controller.signal })
        if (!response.ok || !response.body) {
          const refusal = (await response.json().catch(() => null)) as { error?: string } | null
          setLast(() => refusal?.error ?? CHAT_FAILURE)
          return true
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffered = ''
        let received = false
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          buffered += value
          const lines = buffered.split('\n')
          buffered = lines.pop() ?? ''
          for (const line of lines) {
            if (!line.trim()) continue
            const event = JSON.parse(line) as ReplyEvent
            switch (event.type) {
              case 'delta':
                received = true
                setStatus(null)
                setLast((content) => content + event.text)
                break
              case 'revised':
                // The reply as the server kept it (links checked, a cut reply's end made whole).
                setLast(() => event.text)
                break
              case 'error':
                received = true
                setStatus(null)
                setLast(() => event.message)
                break
              case 'tool':
                setStatus(event.label || null)
                break
              case 'captured':
                setCaptured((current) => ({ ...current, ...event.details }))
                break
              case 'handover':
                // Silent while a person is coming or there: not a failure. The page's mark is
                // stale now; the first update brings the saved conversation.
                received = true
                // No words at all (a person is coming or in the chat): the empty bubble goes.
                setMessages((current) =>
                  current.at(-1)?.role === 'assistant' && current.at(-1)?.content === ''
                    ? current.slice(0, -1)
                    : current,
                )
                setPresence((current) => ({ ...current, handover: event.handover, mark: '' }))
                break
              case 'callback':
                setCaptured((current) => ({ ...current, ...event.prefill }))
                callback.current?.()
                break
              default:
              // An event of a newer server: nothing to show for it here.
            }
          }
        }
        if (!received) setLast(() => CHAT_FAILURE)
      } catch {
        if (!controller.signal.aborted) setLast(() => CHAT_FAILURE)
      } finally {
        inFlight.current = null
        setReplying(false)
        setStatus(null)
      }
      return true
    },
    [setLast, model],
  )

  return { messages, setMessages, replying, status, captured, presence, send }
}
