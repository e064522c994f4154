/**
 * The chat in the browser: sending streams the reply from /api/chat into the last bubble as it
 * arrives (docs/product.md#ai-architect: the visitor's message, the spinner, an empty assistant
 * message filled progressively, the spinner cleared at the end).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_FAILURE } from '~/lib/chat'
import type { ChatMessage, ReplyEvent } from '~/lib/entities/chat-request'

export function useChat(initial: ChatMessage[]) {
  const [messages, setMessages] = useState(initial)
  const [replying, setReplying] = useState(false)
  const inFlight = useRef<AbortController | null>(null)

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
            if (event.type === 'delta') {
              received = true
              setLast((content) => content + event.text)
            } else if (event.type === 'error') {
              received = true
              setLast(() => event.message)
            }
          }
        }
        if (!received) setLast(() => CHAT_FAILURE)
      } catch {
        if (!controller.signal.aborted) setLast(() => CHAT_FAILURE)
      } finally {
        inFlight.current = null
        setReplying(false)
      }
      return true
    },
    [setLast],
  )

  return { messages, setMessages, replying, send }
}
