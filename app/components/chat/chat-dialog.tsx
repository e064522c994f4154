/**
 * The 'AI Architect' dialog on the model pages. Without JavaScript the launcher is a link to /chat;
 * with it, a button opens a modal dialog (native <dialog>: focus kept inside, Escape closes) that
 * loads the history from /chat's loader each time it opens (closing resets the loaded flag, so
 * reopening reloads it: docs/product.md#ai-architect).
 */
import { Link, useFetcher } from '@remix-run/react'
import { Bot, MessageCircle, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { buttonClass } from '~/components/ui/button'
import { CHAT_SUBTITLE, CHAT_TITLE } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { useHydrated } from '~/lib/use-hydrated'
import { ChatPanel } from './chat-panel'

interface ChatLoaderData {
  messages: ChatMessage[]
  voice: boolean
}

export function ChatLauncher({ label = 'Ask the AI Architect', className }: { label?: string; className?: string }) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const history = useFetcher<ChatLoaderData>()
  // A new panel (fresh state from the loaded history) every time the dialog opens.
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState(false)

  const look = buttonClass({ variant: 'outline', className })
  if (!hydrated) {
    return (
      <Link to="/chat" className={look}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        {label}
      </Link>
    )
  }

  return (
    <>
      <button
        type="button"
        className={look}
        aria-haspopup="dialog"
        onClick={() => {
          history.load('/chat')
          setOpening((n) => n + 1)
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="chat-dialog-title"
        onClose={() => setOpen(false)}
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
              voice={history.data.voice}
            />
          ) : open ? (
            <p role="status" className="p-6 text-sm text-muted-foreground">
              Loading the conversation...
            </p>
          ) : null}
        </div>
      </dialog>
    </>
  )
}
