/**
 * An AI Architect message as the visitor saw it: plain text and links to our own model pages
 * (app/lib/chat.ts#messageParts decides what may become a link). Shared by the chat and the
 * admin's transcript, so staff read exactly what the visitor read.
 */
import { Link } from '@remix-run/react'
import { messageParts } from '~/lib/chat'

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.href ? (
          <Link key={index} to={part.href} className="font-medium underline underline-offset-2">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}
