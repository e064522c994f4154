/**
 * GET /admin/chats/updates?mark=…: the live-chat desk's long poll (decision 062). Answers with the
 * desk's new mark as soon as a chat waiting for a person, or taken, changes (a message, a take, an
 * end), or after 25 s unchanged; the page then reloads its data. Admins only; released at once
 * when the browser goes.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/.server/admin/guard'
import { liveChatsMark } from '~/.server/admin/live-chats'
import { waitForChange } from '~/.server/chat/handover'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const mark = new URL(request.url).searchParams.get('mark')
  const now = await waitForChange(() => liveChatsMark(admin.caller), mark, request.signal)
  return Response.json(now, { headers: { 'Cache-Control': 'private, no-store' } })
}
