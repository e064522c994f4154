/**
 * POST /api/chat: one message in, the AI Architect's reply streamed out as it is written (the turn
 * and its NDJSON events: app/.server/chat/turn.ts). `no-transform` keeps the compression middleware
 * from holding chunks back. The chat is the browser's (its httpOnly cookie).
 */
import type { ActionFunctionArgs } from '@remix-run/node'
import { chatIdFor } from '~/.server/chat/chat-id'
import { streamTurn } from '~/.server/chat/turn'
import { readForm } from '~/.server/input'

function refuse(status: number, message: string, headers: HeadersInit = {}) {
  return Response.json({ error: message }, { status, headers })
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return refuse(405, 'Send the message with POST.', { Allow: 'POST' })
  const form = await readForm(request)
  if (!form) return refuse(400, 'Send the message as a form field named message.')

  const { chatId, setCookie } = chatIdFor(request)
  const turn = await streamTurn(request, chatId, { message: form.get('message'), model: form.get('model') }, context)
  if (!turn.ok) return refuse(turn.status, turn.message, turn.headers)

  const headers = new Headers({
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    'X-Accel-Buffering': 'no',
  })
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return new Response(turn.body, { status: 200, headers })
}

export function loader() {
  return refuse(405, 'Send the message with POST.', { Allow: 'POST' })
}
