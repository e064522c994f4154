/**
 * The live-chat desk's view (/admin/chats, decision 062): each chat waiting for a person or taken,
 * with its transcript (its last messages), 'Take this chat', a reply form and 'End chat': plain form posts. With
 * JavaScript the page follows the desk: it asks /admin/chats/updates with the mark it holds and
 * reloads its data when the answer's mark is new, so a visitor's words appear as they arrive.
 */
import { Form, useRevalidator } from '@remix-run/react'
import { useEffect, useId } from 'react'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { MessageText } from '~/components/chat/message-text'
import { StatusButton } from '~/components/ui/status-button'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { MAX_MESSAGE_LENGTH } from '~/lib/entities/chat-request'
import { liveChatWords, speakerOf, type LiveChatDone } from '~/lib/handover'
import { useIsPending } from '~/lib/use-is-pending'

interface Chat {
  id: string
  handover: 'waiting' | 'active'
  handover_requested_at: string | Date
  agent_id: string | null
  agent_name: string | null
  messages: ChatMessage[]
  /** How many messages came before those shown (the desk shows a chat's last ones). */
  earlier: number
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', dateStyle: 'medium', timeZone: 'UTC' })

/** Follow the desk: a new mark from the long poll reloads the page's data (and so a newer mark). */
function useFollowDesk(mark: string) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      try {
        const response = await fetch(`/admin/chats/updates?${new URLSearchParams({ mark })}`, {
          signal: controller.signal,
        })
        const next = response.ok ? ((await response.json()) as { mark: string }) : null
        if (controller.signal.aborted) return
        if (!next) await new Promise((resolve) => setTimeout(resolve, 5_000))
        if (!controller.signal.aborted) revalidate()
      } catch {
        // Aborted (the page moved on) or the network failed: the next render asks again.
      }
    })()
    return () => controller.abort()
  }, [mark, revalidate])
}

export function LiveChats({
  me,
  chats,
  mark,
  done,
  refused,
}: {
  me: string
  chats: Chat[]
  mark: string
  done: LiveChatDone | null
  refused: { chat: string | null; error: string } | null
}) {
  useFollowDesk(mark)
  return (
    <div>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-success">
        {done && !refused ? liveChatWords.done[done] : ''}
      </p>
      {refused && !chats.some((chat) => chat.id === refused.chat) ? (
        <p role="alert" className="mb-3 text-sm font-medium text-danger">
          {refused.error}
        </p>
      ) : null}
      {chats.length === 0 ? (
        <ListEmpty>{liveChatWords.empty}</ListEmpty>
      ) : (
        <ol className="space-y-6">
          {chats.map((chat) => (
            <LiveChatItem key={chat.id} chat={chat} me={me} error={refused?.chat === chat.id ? refused.error : null} />
          ))}
        </ol>
      )}
    </div>
  )
}

function LiveChatItem({ chat, me, error }: { chat: Chat; me: string; error: string | null }) {
  const headingId = useId()
  const replyId = useId()
  const errorId = useId()
  const mine = chat.handover === 'active' && chat.agent_id === me
  const taking = useIsPending({ match: { intent: 'take', chat: chat.id } })
  const replying = useIsPending({ match: { intent: 'reply', chat: chat.id } })
  const ending = useIsPending({ match: { intent: 'end', chat: chat.id } })
  return (
    <li id={`chat-${chat.id}`} aria-labelledby={headingId} className="rounded-xl border border-border p-4">
      <h3 id={headingId} className="font-semibold">
        {chat.handover === 'waiting'
          ? `Waiting since ${timeFormat.format(new Date(chat.handover_requested_at))} UTC`
          : `Taken by ${mine ? 'you' : (chat.agent_name ?? 'someone')}`}
      </h3>
      {chat.earlier > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{liveChatWords.earlier(chat.earlier)}</p>
      ) : null}
      <ol aria-label="Transcript" className="mt-3 max-h-80 space-y-2 overflow-y-auto rounded-lg bg-muted/50 p-3">
        {chat.messages.map((message, index) => (
          <li key={index} className="text-sm">
            <span className="font-semibold">{speakerOf(message, 'Visitor')}:</span>{' '}
            <div className="whitespace-pre-line">
              <MessageText text={message.content} />
            </div>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {chat.handover === 'waiting' ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="take" />
            <input type="hidden" name="chat" value={chat.id} />
            <StatusButton pending={taking} pendingText="Taking...">
              {liveChatWords.take}
            </StatusButton>
          </Form>
        ) : null}
        {mine ? (
          <Form method="post" preventScrollReset className="flex min-w-72 flex-1 items-end gap-2">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="chat" value={chat.id} />
            <div className="flex-1">
              <label htmlFor={replyId} className="mb-1 block text-sm font-medium">
                {liveChatWords.replyLabel}
              </label>
              <textarea
                id={replyId}
                name="reply"
                required
                rows={2}
                maxLength={MAX_MESSAGE_LENGTH}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="block w-full rounded-lg border border-border bg-background px-3 py-2 text-sm"
              />
            </div>
            <StatusButton pending={replying} pendingText="Sending...">
              {liveChatWords.reply}
            </StatusButton>
          </Form>
        ) : null}
        {chat.handover === 'active' ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="end" />
            <input type="hidden" name="chat" value={chat.id} />
            <StatusButton variant="outline" pending={ending} pendingText="Ending...">
              {liveChatWords.end}
            </StatusButton>
          </Form>
        ) : null}
      </div>
    </li>
  )
}
