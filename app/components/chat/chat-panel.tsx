/**
 * The AI Architect's conversation, its composer and the schedule form: the body of both the
 * dialog on the model pages and the /chat page. Without JavaScript every part is a plain form
 * posting to /chat; with it, replies stream in place. The model page the chat was opened from
 * travels with every message (a form field `model`), and the schedule form opens pre-filled with
 * what the chat learned, by the visitor's button or by the AI Architect offering the callback.
 */
import { Form, Link } from '@remix-run/react'
import { CalendarCheck, Mic, MicOff, SendHorizontal, LoaderCircle } from '~/components/ui/icons'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button, buttonClass } from '~/components/ui/button'
import { CHAT_HINT, CHAT_PLACEHOLDER, chatPath, schedulePrefill } from '~/lib/chat'
import {
  MAX_MESSAGE_LENGTH,
  followsPerson,
  type CapturedDetails,
  type ChatMessage,
  type ChatPresence,
} from '~/lib/entities/chat-request'
import { presenceLine } from '~/lib/handover'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { ChatMessages } from './chat-messages'
import { ScheduleForm, type ScheduleReply } from './schedule-form'
import { useChat } from './use-chat'
import { canRecord, useRecorder } from './use-recorder'

interface ChatPanelProps {
  initialMessages: ChatMessage[]
  /** What the chat has learned so far (the /chat loader's): the schedule form's pre-fill. */
  captured?: CapturedDetails
  /** A person from the team coming or in the chat (the /chat loader's): followed as it changes. */
  presence?: ChatPresence
  /** The slug of the model page the chat was opened from, sent with every message. */
  model?: string | null
  /** Transcription is available (an AI provider is configured). */
  voice: boolean
  /** The schedule form starts open (/chat?schedule=1 without JavaScript). */
  scheduleOpen?: boolean
  scheduleReply?: ScheduleReply
  /** A refusal of the last message posted without JavaScript (blank, too long, too many). */
  sendError?: string | null
  className?: string
}

export function ChatPanel({
  initialMessages,
  captured: initialCaptured,
  presence: initialPresence,
  model,
  voice,
  scheduleOpen = false,
  scheduleReply,
  sendError,
  className,
}: ChatPanelProps) {
  const hydrated = useHydrated()
  const [draft, setDraft] = useState('')
  const [showSchedule, setShowSchedule] = useState(scheduleOpen)
  // Focus goes to the form, except when the AI Architect opened it while the visitor was writing.
  const [scheduleTakesFocus, setScheduleTakesFocus] = useState(true)
  const input = useRef<HTMLTextAreaElement>(null)
  const onCallback = useCallback(() => {
    const writing = document.activeElement === input.current && Boolean(input.current?.value.trim())
    setScheduleTakesFocus(!writing)
    setShowSchedule(true)
  }, [])
  const { messages, setMessages, replying, status, captured, presence, send } = useChat(initialMessages, {
    captured: initialCaptured,
    presence: initialPresence,
    model,
    onCallback,
  })
  const end = useRef<HTMLDivElement>(null)
  const recorder = useRecorder(
    useCallback((text: string) => {
      setDraft((current) => (current ? `${current} ${text}` : text))
      input.current?.focus()
    }, []),
  )

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages])

  const submit = async () => {
    if (!draft.trim() || replying) return
    const text = draft
    setDraft('')
    await send(text)
    input.current?.focus()
  }

  const onBooked = useCallback(
    (booked: ChatMessage[]) => {
      setMessages(booked)
      setShowSchedule(false)
    },
    [setMessages],
  )

  const openSchedule = hydrated ? (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        setScheduleTakesFocus(true)
        setShowSchedule(true)
      }}
    >
      <CalendarCheck aria-hidden="true" className="h-4 w-4" />
      Schedule a Consultation
    </Button>
  ) : (
    <Link
      to={chatPath(model, { extra: 'schedule=1', hash: 'schedule' })}
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      <CalendarCheck aria-hidden="true" className="h-4 w-4" />
      Schedule a Consultation
    </Link>
  )

  const sendDisabled = hydrated && (!draft.trim() || replying)
  const micLabel = recorder.state === 'recording' ? 'Stop recording' : 'Record a voice message'

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="flex items-center justify-end border-b border-border px-4 py-2">{openSchedule}</div>
      <div className="relative min-h-0 flex-1">
        <div className="h-full overflow-y-auto px-4 py-4">
          <ChatMessages messages={messages} typing={replying} status={status} scheduleControl={openSchedule} />
          <div ref={end} />
        </div>
        {showSchedule ? (
          // An overlay (docs/product.md#callback), so it is in view however long the chat is.
          <div className="absolute inset-0 z-10 overflow-y-auto bg-background/80 p-4 backdrop-blur-sm">
            <ScheduleForm
              reply={scheduleReply}
              onCancel={() => setShowSchedule(false)}
              onBooked={onBooked}
              cancelHref={chatPath(model, { hash: 'latest' })}
              prefill={schedulePrefill(captured)}
              takeFocus={scheduleTakesFocus}
              model={model}
            />
          </div>
        ) : null}
      </div>
      {!hydrated && followsPerson(presence.handover) ? (
        <form id="chat-refresh" method="get" action="/chat#latest" hidden>
          {model ? <input type="hidden" name="model" value={model} /> : null}
        </form>
      ) : null}
      <Form
        method="post"
        action={chatPath(model)}
        className="border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <input type="hidden" name="intent" value="send" />
        {model ? <input type="hidden" name="model" value={model} /> : null}
        {presenceLine(presence.handover, presence.agentName, captured.language) ? (
          <p role="status" className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>{presenceLine(presence.handover, presence.agentName, captured.language)}</span>
            {/* Without JavaScript the page does not follow the chat: a reload shows what was said (a GET
                form, which reloads even where a link to the same address would only scroll). */}
            {!hydrated && followsPerson(presence.handover) ? (
              <button type="submit" form="chat-refresh" className="cursor-pointer font-medium text-primary underline">
                Show new messages
              </button>
            ) : null}
          </p>
        ) : null}
        {sendError ? (
          <p role="alert" className="mb-2 text-sm text-danger">
            {sendError}
          </p>
        ) : null}
        {recorder.error ? (
          <p role="alert" className="mb-2 text-sm text-danger">
            {recorder.error}
          </p>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor="chat-message" className="sr-only">
            Message
          </label>
          <textarea
            ref={input}
            id="chat-message"
            name="message"
            rows={1}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={CHAT_PLACEHOLDER}
            aria-describedby="chat-hint"
            value={hydrated ? draft : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter adds a line (docs/product.md#ai-architect).
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                void submit()
              }
            }}
            className="chat-input block min-h-10 w-full resize-none rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          {voice && hydrated && canRecord() ? (
            <Button
              variant="outline"
              className="h-10 w-10 shrink-0 px-0"
              aria-label={micLabel}
              aria-pressed={recorder.state === 'recording'}
              title={micLabel}
              disabled={recorder.state === 'transcribing'}
              onClick={() => void recorder.toggle()}
            >
              {recorder.state === 'transcribing' ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : recorder.state === 'recording' ? (
                <MicOff aria-hidden="true" className="h-4 w-4 text-danger" />
              ) : (
                <Mic aria-hidden="true" className="h-4 w-4" />
              )}
            </Button>
          ) : null}
          <Button
            type="submit"
            className="h-10 w-10 shrink-0 px-0"
            aria-label="Send message"
            title="Send message"
            disabled={sendDisabled}
          >
            <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        <p id="chat-hint" className="mt-1.5 text-xs text-muted-foreground">
          {CHAT_HINT}
        </p>
      </Form>
    </div>
  )
}
