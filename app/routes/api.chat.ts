/**
 * POST /api/chat: one message in, the AI Architect's reply streamed out as it is written.
 * The answer is NDJSON, one event per line ({type:'delta',text} … then {type:'done'}, or
 * {type:'error',message} with the chat's failure text). `no-transform` keeps the compression
 * middleware from holding chunks back. The chat is the browser's (its httpOnly cookie).
 */
import type { ActionFunctionArgs } from '@remix-run/node'
import { chatIdFor } from '~/.server/chat/chat-id'
import { admitMessage, checkMessage, TOO_MANY_MESSAGES } from '~/.server/chat/limits'
import { replyTo } from '~/.server/chat/reply'
import { readForm } from '~/.server/input'
import { CHAT_FAILURE } from '~/lib/chat'
import type { ReplyEvent } from '~/lib/entities/chat-request'

function refuse(status: number, message: string, headers: HeadersInit = {}) {
  return Response.json({ error: message }, { status, headers })
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return refuse(405, 'Send the message with POST.', { Allow: 'POST' })
  const form = await readForm(request)
  if (!form) return refuse(400, 'Send the message as a form field named message.')
  const checked = checkMessage(form.get('message'))
  if (!checked.ok) return refuse(400, checked.message)

  const { chatId, setCookie } = chatIdFor(request)
  const headers = new Headers({
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    'X-Accel-Buffering': 'no',
  })
  if (setCookie) headers.append('Set-Cookie', setCookie)

  let messages
  try {
    messages = await admitMessage(request, chatId, checked.text)
  } catch (error) {
    console.error('[chat] the message could not be saved', error)
    return refuse(503, 'The AI Architect is unavailable right now. Please try again in a moment.')
  }
  if (!messages) return refuse(429, TOO_MANY_MESSAGES, { 'Retry-After': '600' })

  const events = replyTo(chatId, messages, request.signal)
  const encoder = new TextEncoder()
  const line = (event: ReplyEvent) => encoder.encode(`${JSON.stringify(event)}\n`)
  // Once the visitor has gone, the stream is closed: a piece that was on its way is dropped, not
  // written to a closed stream (which throws).
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<ReplyEvent>
      try {
        next = await events.next()
      } catch (error) {
        if (cancelled) return
        // The reply itself never throws for a provider failure (it says the failure message);
        // this is the database failing to save the reply.
        console.error('[chat] the turn failed', error)
        controller.enqueue(line({ type: 'error', message: CHAT_FAILURE }))
        return controller.close()
      }
      if (cancelled) return
      if (next.done) return controller.close()
      controller.enqueue(line(next.value))
    },
    async cancel() {
      // The visitor left: stop asking the provider (replyTo also watches request.signal).
      cancelled = true
      await events.return(undefined)
    },
  })
  return new Response(body, { status: 200, headers })
}

export function loader() {
  return Response.json({ error: 'Send the message with POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
