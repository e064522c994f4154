/**
 * A knowledge article's answer (~/lib/knowledge-text): paragraphs, lists, bold, and links to the
 * site's own pages (client-side links; plain anchors without JavaScript).
 */
import { Link } from '@remix-run/react'
import { answerBlocks, type AnswerPart } from '~/lib/knowledge-text'

function Parts({ parts }: { parts: AnswerPart[] }) {
  return parts.map((part, index) => {
    const text = part.bold ? <strong className="font-semibold text-foreground">{part.text}</strong> : part.text
    return part.href ? (
      <Link key={index} to={part.href} className="font-medium text-primary underline underline-offset-4">
        {text}
      </Link>
    ) : (
      <span key={index}>{text}</span>
    )
  })
}

export function AnswerText({ answer }: { answer: string }) {
  return (
    <div className="space-y-3 leading-7 text-muted-foreground">
      {answerBlocks(answer).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1.5 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Parts parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Parts parts={block.parts} />
          </p>
        ),
      )}
    </div>
  )
}
