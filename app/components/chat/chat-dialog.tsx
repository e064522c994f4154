/**
 * The 'AI Architect' dialog: one per page, opened by every launcher on it (the model page's own
 * button and the site-wide launcher). Without JavaScript a launcher is a link to /chat; with it,
 * a button opens a modal dialog (native <dialog>: focus kept inside, Escape closes) that loads the
 * history from /chat's loader each time it opens (closing resets the loaded flag, so reopening
 * reloads it: docs/product.md#ai-architect). The launcher says which model page it is on, and the
 * chat sends that model with every message.
 */
import { Link, useFetcher } from '@remix-run/react'
import { Bot, MessageCircle, X } from '~/components/ui/icons'
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { CHAT_SUBTITLE, CHAT_TITLE, chatPath } from '~/lib/chat'
import type { CapturedDetails, ChatMessage, ChatPresence } from '~/lib/entities/chat-request'
import { useHydrated } from '~/lib/use-hydrated'
import { ChatPanel } from './chat-panel'
import { preloadMessageText } from './message-text'

interface ChatLoaderData {
  messages: ChatMessage[]
  captured?: CapturedDetails
  presence?: ChatPresence
  voice: boolean
}

/** Opens the page's dialog for a model page's slug (or none); null until the page is hydrated. */
const OpenChat = createContext<((model: string | null) => void) | null>(null)

export function ChatDialogProvider({
  children,
  withDialog = true,
}: {
  children: ReactNode
  /** Whether this page has the dialog: not where there is no launcher (/chat has its own chat). */
  withDialog?: boolean
}) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const history = useFetcher<ChatLoaderData>()
  const { load } = history
  // A new panel (fresh state from the loaded history) every time the dialog opens.
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState<{ model: string | null } | null>(null)

  const openChat = useCallback(
    (model: string | null) => {
      void load('/chat')
      // The replies' Markdown renderer, fetched beside the history rather than after it.
      preloadMessageText()
      setOpening((n) => n + 1)
      setOpen({ model })
      dialog.current?.showModal()
    },
    [load],
  )

  return (
    <OpenChat.Provider value={hydrated && withDialog ? openChat : null}>
      {children}
      {hydrated && withDialog ? (
        <dialog
          ref={dialog}
          aria-labelledby="chat-dialog-title"
          onClose={() => setOpen(null)}
          className="m-auto h-[min(90vh,44rem)] text-left w-[min(100vw-1.5rem,40rem)] overflow-hidden rounded-2xl border border-border bg-card p-0 text-foreground shadow-2xl backdrop:bg-black/60"
        >
          <div className="flex h-full flex-col">
            <header className="flex items-center gap-3 border-b border-border px-4 py-3">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-primary-foreground"
              >
                <Bot className="h-5 w-5" />
              </span>
              <div className="flex-1">
                <h2 id="chat-dialog-title" className="font-semibold">
                  {CHAT_TITLE}
                </h2>
                <p className="text-sm text-muted-foreground">{CHAT_SUBTITLE}</p>
              </div>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label="Close chat"
                className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </header>
            {open && history.state === 'idle' && history.data ? (
              <ChatPanel
                key={opening}
                className="min-h-0 flex-1"
                initialMessages={history.data.messages}
                captured={history.data.captured}
                presence={history.data.presence}
                model={open.model}
                voice={history.data.voice}
              />
            ) : open ? (
              <p role="status" className="p-6 text-sm text-muted-foreground">
                Loading the conversation...
              </p>
            ) : null}
          </div>
        </dialog>
      ) : null}
    </OpenChat.Provider>
  )
}

/**
 * 'Ask the AI Architect': a link to /chat (`?model=` on a model page) until the page is hydrated,
 * then a button opening the page's dialog. `about` names the model in the accessible name, so it
 * is told apart from the site-wide launcher on the same page.
 */
export function ChatLauncher({
  model = null,
  about,
  className,
  variant = 'outline',
  describedBy,
}: {
  model?: string | null
  about?: string
  className?: string
  variant?: 'outline' | 'primary'
  /** The id of what says what it does, beside its name. */
  describedBy?: string
}) {
  const openChat = useContext(OpenChat)
  const look = buttonClass({ variant, className })
  const content = (
    <>
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      Ask the AI Architect
      {about ? <span className="sr-only"> about {about}</span> : null}
    </>
  )
  if (!openChat) {
    return (
      <Link to={chatPath(model)} className={look} aria-describedby={describedBy}>
        {content}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={look}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={() => openChat(model)}
    >
      {content}
    </button>
  )
}
