/**
 * An AI Architect reply as Markdown (docs/decisions/059-provider-replies-rendered.md), by
 * react-markdown with GitHub's extensions (tables, strikethrough, task lists), sized for a chat
 * bubble: a heading is a bold line (the page's own headings keep their order; a bubble has none),
 * lists keep their numbers, a table is a small bordered table whose cells wrap, code wraps rather
 * than scrolls. Raw HTML is never HTML (react-markdown shows it as text unless told otherwise, and
 * it is not), images show their description, and a link is a link only to one of our own pages
 * (app/lib/reply-links.ts); the server has already kept only those that exist
 * (app/.server/chat/reply-links.ts), so this is the second line of defence.
 *
 * Loaded on its own (./message-text.tsx): the Markdown parser is not in every page's JavaScript.
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import Markdown, { type Components, type ExtraProps } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { ownPageLink } from '~/lib/reply-links'

const plugins = [remarkGfm]

/** An element's props without react-markdown's `node`, which is no DOM attribute. */
function own<T extends ExtraProps>(props: T): Omit<T, 'node'> {
  const { node, ...rest } = props
  void node
  return rest
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <p className="mb-1 mt-3 first:mt-0">
      <strong className="font-semibold">{children}</strong>
    </p>
  )
}

const cell = 'border border-border px-2 py-1 text-left align-top [overflow-wrap:anywhere]'

function components(links: boolean): Components {
  return {
    h1: Heading,
    h2: Heading,
    h3: Heading,
    h4: Heading,
    h5: Heading,
    h6: Heading,
    // Soft line breaks stay breaks, as the visitor's own messages and the offline replies write them.
    p: (props) => <p className="my-1.5 whitespace-pre-line first:mt-0 last:mb-0" {...own(props)} />,
    ul: (props) => <ul className="my-1.5 list-disc space-y-0.5 pl-5" {...own(props)} />,
    ol: (props) => <ol className="my-1.5 list-decimal space-y-0.5 pl-5" {...own(props)} />,
    li: (props) => <li className="[&>p]:my-0.5" {...own(props)} />,
    strong: (props) => <strong className="font-semibold" {...own(props)} />,
    blockquote: (props) => <blockquote className="my-1.5 border-l-2 border-border pl-3" {...own(props)} />,
    hr: () => <hr className="my-2 border-border" />,
    table: (props) => <table className="my-2 w-full border-collapse text-xs" {...own(props)} />,
    th: (props) => <th className={`${cell} font-semibold`} {...own(props)} />,
    td: (props) => <td className={cell} {...own(props)} />,
    pre: (props) => (
      <pre
        className="my-1.5 whitespace-pre-wrap break-words rounded-md bg-background/70 p-2 font-mono text-xs [&>code]:bg-transparent [&>code]:p-0"
        {...own(props)}
      />
    ),
    code: (props) => <code className="rounded bg-background/70 px-1 font-mono text-[0.85em]" {...own(props)} />,
    img: ({ alt }) => (alt ? <span>{alt}</span> : null),
    a: ({ href, children }) => {
      const target = links && href ? ownPageLink(href) : null
      return target ? (
        <Link to={target.href} className="font-medium underline underline-offset-2">
          {children}
        </Link>
      ) : (
        <span>{children}</span>
      )
    },
  }
}

const withLinks = components(true)
const withoutLinks = components(false)

export default function ReplyMarkdown({ text, links = true }: { text: string; links?: boolean }) {
  return (
    <Markdown remarkPlugins={plugins} components={links ? withLinks : withoutLinks}>
      {text}
    </Markdown>
  )
}
