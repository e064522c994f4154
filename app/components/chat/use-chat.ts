/**
 * The chat in the browser: sending streams the reply from /api/chat into the last bubble as it
 * arrives (docs/product.md#ai-architect: the visitor's message, the spinner, an empty assistant
 * message filled progressively, the spinner cleared at the end). Besides the reply's text the
 * stream says which tool the AI Architect is using (a status shown until text arrives), what it
 * has learned (the schedule form's pre-fill) and when it offers the callback (the form opens).
 * Events this browser does not know are skipped, so the server can add some first.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_FAILURE } from '~/lib/chat'
import type { CapturedDetails, ChatMessage, ReplyEvent } from '~/lib/entities/chat-request'

interface ChatOptions {
  /** What the chat has learned so far (the /chat loader's `captured`). */
  captured?: CapturedDetails
  /** The model page the chat was opened from: sent with every message. */
  model?: string | null
  /** The AI Architect offers the callback: open the schedule form. */
  onCallback?: () => void
}

export function useChat(
  initial: ChatMessage[],
  { captured: initialCaptured = {}, model, onCallback }: ChatOptions = {},
) {
  const [messages, setMessages] = useState(initial)
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

  return { messages, setMessages, replying, status, captured, send }
}
