/**
 * A message as the visitor saw it, shared by the chat and the admin's transcript, so staff read
 * exactly what the visitor read. The AI Architect's replies are Markdown (./reply-markdown.tsx:
 * headings, lists, tables, code, and links to our own pages only); the visitor's own words are
 * shown as typed. It renders blocks: put it in a <div>, not a <p>.
 *
 * The Markdown renderer is its own chunk, fetched the first time a reply is shown (or earlier:
 * preloadMessageText, when the chat opens), so pages without a conversation do not carry it. The
 * server renders it in full, for the page without JavaScript; until the chunk is there, the
 * browser keeps the server's HTML, and a reply first shown in the dialog shows as plain text.
 */
import { lazy, Suspense, type ComponentType } from 'react'

type Renderer = ComponentType<{ text: string; links?: boolean }>

let loaded: Renderer | null = null
let loading: Promise<{ default: Renderer }> | null = null

function load() {
  loading ??= import('./reply-markdown').then((module) => {
    loaded = module.default
    return module
  })
  return loading
}

const LazyReply = lazy(load)

/** Fetches the Markdown renderer now, so the chat's first replies do not wait for it. */
export function preloadMessageText() {
  void load()
}

function Plain({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap">{text}</p>
}

export function MessageText({
  text,
  role = 'assistant',
  links = true,
}: {
  text: string
  /** A visitor's or a staff member's words are shown as typed; the AI Architect's as Markdown. */
  role?: 'user' | 'assistant' | 'agent'
  /** Whether its links may be links: not while a reply is still arriving (the server checks them at its end). */
  links?: boolean
}) {
  if (role !== 'assistant') return <Plain text={text} />
  // Once the chunk is here, the renderer itself, so a new reply never flashes as plain text.
  const Reply = loaded ?? LazyReply
  return (
    <Suspense fallback={<Plain text={text} />}>
      <Reply text={text} links={links} />
    </Suspense>
  )
}
