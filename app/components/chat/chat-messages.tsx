/**
 * The conversation: bubbles for the visitor and the AI Architect (its replies as Markdown, links
 * only to our own pages, and none while a reply is still arriving: ./message-text.tsx), and the typing spinner while a reply is on its way (with what the AI Architect is doing,
 * 'Searching the catalogue…', when it says so). A log region, so screen readers hear new messages
 * without losing their place; the status is polite and never moves focus.
 */
import { Bot, Headset, LoaderCircle, User } from '~/components/ui/icons'
import { offersConsultation } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { cn } from '~/lib/cn'
import { speakerOf } from '~/lib/handover'
import { MessageText } from './message-text'

export function ChatMessages({
  messages,
  typing,
  status = null,
  scheduleControl,
}: {
  messages: ChatMessage[]
  typing: boolean
  /** The tool at work while the reply has no text yet; the typing words otherwise. */
  status?: string | null
  /** What to show under a message that offers the consultation (a button, or a link without JavaScript). */
  scheduleControl: React.ReactNode
}) {
  const lastOffer = messages.findLastIndex((m) => m.role === 'assistant' && offersConsultation(m.content))
  return (
    <div role="log" aria-live="polite" aria-label="Conversation">
      <ol className="flex flex-col gap-3">
        {messages.map((message, index) => {
          const mine = message.role === 'user'
          // A person from the team (decision 062): their name above their words.
          const person = message.role === 'agent'
          const waiting = !mine && message.content === '' && typing
          // The words still arriving: the server checks the reply's links when it is complete.
          const arriving = !mine && typing && index === messages.length - 1
          if (!mine && message.content === '' && !typing) return null
          return (
            <li
              key={`${index}-${message.timestamp}`}
              id={index === messages.length - 1 ? 'latest' : undefined}
              className={cn('flex gap-2', mine ? 'flex-row-reverse' : 'flex-row')}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
                  mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                )}
              >
                {mine ? (
                  <User className="h-4 w-4" />
                ) : person ? (
                  <Headset className="h-4 w-4" />
                ) : (
                  <Bot className="h-4 w-4" />
                )}
              </span>
              <div className={cn('max-w-[85%]', mine && 'text-right')}>
                {person ? (
                  <p className="mb-1 text-xs font-medium text-muted-foreground">
                    {speakerOf(message)}
                    <span className="sr-only"> said:</span>
                  </p>
                ) : (
                  <p className="sr-only">{mine ? 'You said:' : 'AI Architect said:'}</p>
                )}
                <div
                  className={cn(
                    'inline-block break-words rounded-2xl px-4 py-2.5 text-left text-sm leading-relaxed',
                    mine
                      ? 'rounded-tr-sm bg-primary text-primary-foreground'
                      : 'rounded-tl-sm bg-muted text-foreground',
                  )}
                >
                  {waiting ? (
                    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
                      <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                      {status ?? 'AI Architect is typing...'}
                    </span>
                  ) : (
                    <MessageText text={message.content} role={message.role} links={!arriving} />
                  )}
                </div>
                {/* A tool used after the reply began: said under the words so far, until more arrive. */}
                {!mine && typing && status && message.content !== '' && index === messages.length - 1 ? (
                  <p role="status" className="mt-1 inline-flex items-center gap-2 text-xs text-muted-foreground">
                    <LoaderCircle aria-hidden="true" className="h-3 w-3 animate-spin" />
                    {status}
                  </p>
                ) : null}
                {index === lastOffer && !typing ? <div className="mt-2">{scheduleControl}</div> : null}
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
