/**
 * /admin/chats: live chats (docs/decisions/062-a-person-whenever-asked.md), linked from the admin
 * dashboard's header. The visitors waiting for a person (oldest first), then the chats taken, each
 * with its transcript; 'Take this chat', a reply form and 'End chat', plain form posts
 * (post/redirect/get), so the desk works without JavaScript; with it, the page follows the chats
 * through /admin/chats/updates. A chat someone else took is refused with 409 and who has it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { endChat, listLiveChats, replyInChat, takeChat } from '~/.server/admin/live-chats'
import { readForm } from '~/.server/input'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { LiveChats } from '~/components/admin/live-chats'
import { liveChatList } from '~/lib/admin-lists'
import { liveChatWords, validateLiveChatAction, type LiveChatDone } from '~/lib/handover'
import { listHref } from '~/lib/list-query'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const { chats, mark } = await listLiveChats(admin.caller)
  const done = new URL(request.url).searchParams.get('done')
  return {
    me: admin.user.id,
    chats,
    mark,
    done: done && Object.hasOwn(liveChatWords.done, done) ? (done as LiveChatDone) : null,
  }
}

export type LiveChatActionData = { chat: string | null; error: string; fields?: Record<string, string[]> }

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const form = await readForm(request)
  if (!form) return data<LiveChatActionData>({ chat: null, error: liveChatWords.unreadable }, { status: 400 })
  const submission = validateLiveChatAction(form)
  if (submission.status !== 'success') {
    const chat = form.get('chat')
    return data<LiveChatActionData>(
      {
        chat: typeof chat === 'string' ? chat : null,
        error: submission.error?.reply?.[0] ?? liveChatWords.unreadable,
      },
      { status: 400 },
    )
  }
  const input = submission.value
  const change =
    input.intent === 'take'
      ? await takeChat(admin.caller, input.chat)
      : input.intent === 'reply'
        ? await replyInChat(admin.caller, input.chat, input.reply)
        : await endChat(admin.caller, input.chat)
  if (!change.ok) {
    const error =
      change.reason === 'gone'
        ? liveChatWords.gone
        : change.reason === 'taken'
          ? liveChatWords.alreadyTaken(change.agentName)
          : liveChatWords.notYours
    return data<LiveChatActionData>({ chat: input.chat, error }, { status: change.reason === 'gone' ? 404 : 409 })
  }
  throw redirect(`${listHref(liveChatList, {}, { done: input.intent })}#chat-${input.chat}`)
}

export default function AdminChats() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <AdminDialog title={liveChatWords.title} description={liveChatWords.description} closeTo="/admin">
      <LiveChats {...data} refused={answer ?? null} />
    </AdminDialog>
  )
}
