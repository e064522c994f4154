/**
 * An AI Architect message as the visitor saw it: text with its line breaks, **bold**, bulleted
 * lists of '- ' lines, and links to our own model pages only (app/lib/chat.ts#messageBlocks
 * decides what may become a link). Shared by the chat and the admin's transcript, so staff read
 * exactly what the visitor read. It renders blocks (a list is a <ul>): put it in a <div>, not a <p>.
 */
import { Link } from '@remix-run/react'
import { messageBlocks, type MessagePart } from '~/lib/chat'

function Parts({ parts }: { parts: MessagePart[] }) {
  return parts.map((part, index) => {
    const text = part.bold ? <strong className="font-semibold">{part.text}</strong> : part.text
    return part.href ? (
      <Link key={index} to={part.href} className="font-medium underline underline-offset-2">
        {text}
      </Link>
    ) : (
      <span key={index}>{text}</span>
    )
  })
}

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          // whitespace-normal: the list's own line breaks are its items, not the source's.
          <ul key={index} className="my-1 list-disc space-y-0.5 whitespace-normal pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Parts parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <span key={index}>
            <Parts parts={block.parts} />
          </span>
        ),
      )}
    </>
  )
}
