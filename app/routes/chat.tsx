/**
 * /chat: the AI Architect on its own page. With JavaScript the replies stream in place; without
 * it each message is a form post, and the page comes back with the whole conversation and the
 * reply (post/redirect/get). The schedule form posts here too. The dialog loads its history from
 * this loader. `?model=<slug>` is the model page the visitor came from: the composer posts it with
 * every message, and the page keeps it across its own redirects.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Bot } from '~/components/ui/icons'
import { chatIdFor } from '~/.server/chat/chat-id'
import { TOO_MANY_MESSAGES, withinChatLimits } from '~/.server/chat/limits'
import { chatProvider } from '~/.server/chat/provider'
import { bookCallback } from '~/.server/chat/schedule'
import { chatPresence } from '~/.server/chat/handover'
import { greeting, loadChat } from '~/.server/chat/store'
import { kickOutbox } from '~/.server/mail/outbox'
import { takeTurn } from '~/.server/chat/turn'
import { readForm } from '~/.server/input'
import { ChatPanel } from '~/components/chat/chat-panel'
import type { ScheduleReply } from '~/components/chat/schedule-form'
import { brand } from '~/lib/brand'
import { CHAT_SUBTITLE, CHAT_TITLE, chatPath } from '~/lib/chat'
import type { CapturedDetails, ChatMessage, ChatPresence } from '~/lib/entities/chat-request'
import { scheduleSchema } from '~/lib/schedule-schema'

export const meta: MetaFunction = () => [
  { title: `${CHAT_TITLE} | ${brand.name}` },
  {
    name: 'description',
    content: `${CHAT_SUBTITLE}: tell our AI Architect about your business and book a free consultation.`,
  },
]

// The page shows one visitor's own conversation: no shared cache, nor the back-forward cache, may
// keep it. The page, its data requests and the action's answers and redirects all say so.
const PRIVATE = 'private, no-store'
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE })

/** A model page's slug as the chat passes it on; anything else is dropped (docs/product.md#catalogue). */
const MODEL_SLUG = /^[a-z0-9-]{1,200}$/
function modelSlug(value: unknown) {
  return typeof value === 'string' && MODEL_SLUG.test(value) ? value : null
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { chatId, setCookie } = chatIdFor(request)
  let messages: ChatMessage[]
  let captured: CapturedDetails = {}
  // A person from the team coming or in the chat (decision 062): shown above the message box, and
  // the mark the browser's updates start from. A wait that has run out is closed first.
  let presence: ChatPresence = { handover: null, agentName: null, mark: '' }
  try {
    if (!setCookie) {
      const { messages: _messages, ...now } = await chatPresence(chatId)
      presence = now
    }
    const chat = await loadChat(chatId)
    messages = chat?.messages.length ? chat.messages : [greeting()]
    captured = chat?.captured ?? {}
  } catch (error) {
    // An unreachable database is a 503 page: the chat could not save a message either.
    if (error instanceof Response) throw error
    // A failed history load falls back to the greeting.
    console.error('[chat] history load failed', error)
    messages = [greeting()]
  }
  const url = new URL(request.url)
  return data(
    {
      messages,
      // What the chat has learned: the schedule form opens pre-filled with it (name, company, industry).
      captured,
      presence,
      voice: Boolean(chatProvider().transcribe),
      scheduleOpen: url.searchParams.get('schedule') === '1',
      model: modelSlug(url.searchParams.get('model')),
    },
    { headers: { 'Cache-Control': PRIVATE, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) } },
  )
}

// `kind`, not `intent`: conform's submission result has an `intent` of its own.
type ChatActionData = { kind: 'send'; error: string } | ({ kind: 'schedule' } & ScheduleReply)

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  if (!form) {
    return data<ChatActionData>(
      { kind: 'send', error: 'The form could not be read. Please try again.' },
      { status: 400, headers: { 'Cache-Control': PRIVATE } },
    )
  }
  const { chatId, setCookie } = chatIdFor(request)
  const headers = new Headers({ 'Cache-Control': PRIVATE, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) })

  const intent = form.get('intent') ?? 'send'
  const model = modelSlug(form.get('model'))
  if (intent !== 'send' && intent !== 'schedule') {
    return data<ChatActionData>(
      { kind: 'send', error: 'Unknown action. Please reload the page and try again.' },
      { status: 400, headers },
    )
  }

  if (intent === 'schedule') {
    const submission = parseWithZod(form, { schema: scheduleSchema })
    if (submission.status !== 'success') {
      return data<ChatActionData>(
        { kind: 'schedule', ...(submission.reply() as ScheduleReply) },
        { status: 400, headers },
      )
    }
    try {
      // Each booking writes a record: counted like a message, so a script cannot fill the table.
      if (!(await withinChatLimits(context, chatId))) {
        return data<ChatActionData>(
          {
            kind: 'schedule',
            status: 'error',
            error: { '': [TOO_MANY_MESSAGES] },
            initialValue: submission.payload as Record<string, unknown>,
          },
          { status: 429, headers },
        )
      }
      const messages = await bookCallback(chatId, submission.value)
      // The booking queued its notification (a trigger); send it now, in the background.
      kickOutbox()
      if (form.get('respond') === 'data')
        return data<ChatActionData>({ kind: 'schedule', status: 'success', messages }, { headers })
      throw redirect(chatPath(model, { hash: 'latest' }), { headers })
    } catch (error) {
      if (error instanceof Response) throw error
      // A failed booking shows nothing (docs/product.md#callback); the form stays open with what was typed.
      console.error('[chat] saving the callback failed', error)
      return data<ChatActionData>(
        { kind: 'schedule', status: 'error', error: {}, initialValue: submission.payload as Record<string, unknown> },
        { status: 503, headers },
      )
    }
  }

  const turn = await takeTurn(request, chatId, { message: form.get('message'), model: form.get('model') }, context)
  if (!turn.ok) {
    for (const [name, value] of Object.entries(turn.headers)) headers.set(name, value)
    return data<ChatActionData>({ kind: 'send', error: turn.message }, { status: turn.status, headers })
  }
  throw redirect(chatPath(model, { hash: 'latest' }), { headers })
}

export default function ChatPage() {
  const { messages, captured, presence, model, voice, scheduleOpen } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const scheduleReply = answer?.kind === 'schedule' ? answer : undefined
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        <header className="flex items-center gap-3 border-b border-border px-4 py-4">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground"
          >
            <Bot className="h-5 w-5" />
          </span>
          <div>
            <h1 className="text-lg font-semibold">{CHAT_TITLE}</h1>
            <p className="text-sm text-muted-foreground">{CHAT_SUBTITLE}</p>
          </div>
        </header>
        <ChatPanel
          className="h-[min(70vh,44rem)]"
          initialMessages={messages}
          captured={captured}
          presence={presence}
          model={model}
          voice={voice}
          scheduleOpen={scheduleOpen || Boolean(scheduleReply)}
          scheduleReply={scheduleReply}
          sendError={answer?.kind === 'send' ? answer.error : null}
        />
      </div>
    </div>
  )
}
