/**
 * Reading the AI Architect's streamed answer (POST /api/chat) the way the dialog does: NDJSON,
 * one event per line, taken one at a time so a test can see what arrived before what.
 */
import type { ReplyEvent } from '~/lib/entities/chat-request'

export function replyEvents(response: Response) {
  if (!response.body) throw new Error('The answer has no body')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  const ready: ReplyEvent[] = []

  /** The next event, or null when the stream has ended. */
  async function next(): Promise<ReplyEvent | null> {
    while (ready.length === 0) {
      const { value, done } = await reader.read()
      if (done) {
        if (buffered.trim()) throw new Error(`The stream ended inside a line: ${buffered}`)
        return null
      }
      buffered += value
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) ready.push(JSON.parse(line) as ReplyEvent)
    }
    return ready.shift()!
  }

  /** Every remaining event. */
  async function rest(): Promise<ReplyEvent[]> {
    const events: ReplyEvent[] = []
    for (let event = await next(); event; event = await next()) events.push(event)
    return events
  }

  return { next, rest, cancel: () => reader.cancel() }
}

/** The text of the delta events, joined. */
export function replyText(events: ReplyEvent[]) {
  return events.map((e) => (e.type === 'delta' ? e.text : '')).join('')
}
