/**
 * GET /api/chat/updates?mark=…: what a person from the team said in this browser's chat, as it
 * arrives (docs/decisions/062-a-person-whenever-asked.md). A long poll: the answer comes as soon as
 * the chat's mark differs from the one the browser holds (a message, a person joining or leaving),
 * or after 25 s unchanged; the browser asks again. Released at once when the browser goes. The chat
 * is the browser's (its httpOnly cookie); a browser without one has no chat to follow.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { chatIdFor } from '~/.server/chat/chat-id'
import { chatPresence, waitForChange } from '~/.server/chat/handover'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request }: LoaderFunctionArgs) {
  const { chatId, setCookie } = chatIdFor(request)
  if (setCookie)
    return Response.json({ handover: null, agentName: null, mark: '', messages: [] }, { headers: NO_STORE })
  const mark = new URL(request.url).searchParams.get('mark')
  const presence = await waitForChange(
    () => chatPresence(chatId),
    mark && mark.length <= 200 ? mark : null,
    request.signal,
  )
  return Response.json(presence, { headers: NO_STORE })
}
