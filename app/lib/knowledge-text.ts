/**
 * A knowledge article's answer is plain text with light markdown (docs/decisions/058): paragraphs
 * separated by a blank line, lists of '- ' lines, **bold**, and [links](/path) to the site's own
 * pages. This reads it into blocks for /trust, and into plain text for the FAQPage data and the
 * AI Architect's excerpts. A link to anywhere else stays text (the admin form refuses one anyway).
 */

export interface AnswerPart {
  text: string
  bold?: boolean
  href?: string
}

type AnswerBlock = { kind: 'paragraph'; parts: AnswerPart[] } | { kind: 'list'; items: AnswerPart[][] }

/** A path on this site ('/contact', '/trust#gdpr-dpa'), never another origin ('//x', 'https://x'). */
export function isSiteLink(href: string) {
  return /^\/(?!\/)[^\s\\]*$/.test(href)
}

/** Every link target in an answer, as written (the admin form checks each is a site link). */
export function answerLinks(answer: string): string[] {
  return [...answer.matchAll(/\[[^\]\n]+\]\(([^)\s]*)\)/g)].map((match) => match[1]!)
}

const INLINE = /\*\*([^*\n]+)\*\*|\[([^\]\n]+)\]\(([^)\s]*)\)/g

function parts(line: string): AnswerPart[] {
  const found: AnswerPart[] = []
  let at = 0
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) found.push({ text: line.slice(at, match.index) })
    if (match[1] !== undefined) found.push({ text: match[1], bold: true })
    else if (isSiteLink(match[3]!)) found.push({ text: match[2]!, href: match[3]! })
    else found.push({ text: match[2]! })
    at = match.index + match[0].length
  }
  if (at < line.length) found.push({ text: line.slice(at) })
  return found
}

const LIST_ITEM = /^\s*[-*]\s+/

/** The answer as paragraphs and lists; lines of a paragraph are joined by a space. */
export function answerBlocks(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = []
  for (const chunk of answer.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = []
    let list: AnswerPart[][] = []
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', parts: parts(paragraph.join(' ')) })
      paragraph = []
    }
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list })
      list = []
    }
    for (const raw of chunk.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      if (LIST_ITEM.test(raw)) {
        flushParagraph()
        list.push(parts(line.replace(LIST_ITEM, '')))
      } else {
        flushList()
        paragraph.push(line)
      }
    }
    flushParagraph()
    flushList()
  }
  return blocks
}

const plain = (line: AnswerPart[]) => line.map((part) => part.text).join('')

/** The answer without markup: paragraphs apart, each list item on a '- ' line. */
export function answerPlainText(answer: string): string {
  return answerBlocks(answer)
    .map((block) =>
      block.kind === 'paragraph' ? plain(block.parts) : block.items.map((i) => `- ${plain(i)}`).join('\n'),
    )
    .join('\n\n')
}

/**
 * The start of an answer, for a chat reply: whole blocks (a list item at a time) until about
 * `length` characters, so it never stops mid-sentence; the first block always.
 */
export function answerExcerpt(answer: string, length = 420): string {
  const blocks: string[] = []
  let size = 0
  const fits = (piece: string, taken: number) => taken === 0 || size + piece.length <= length
  for (const block of answerBlocks(answer)) {
    const pieces = block.kind === 'paragraph' ? [plain(block.parts)] : block.items.map((i) => `- ${plain(i)}`)
    // A list's lead-in ('There are three ways:') is never left without its list: its first two
    // items come with it, past the length if need be.
    const announced = block.kind === 'list' && blocks.at(-1)?.trimEnd().endsWith(':') ? 2 : 0
    const kept: string[] = []
    for (const piece of pieces) {
      if (kept.length >= announced && !fits(piece, blocks.length + kept.length)) break
      kept.push(piece)
      size += piece.length
    }
    if (kept.length) blocks.push(kept.join('\n'))
    if (kept.length < pieces.length) break
  }
  // A lead-in whose list did not fit at all ends the excerpt without its colon's promise.
  if (blocks.length > 1 && blocks.at(-1)!.trimEnd().endsWith(':')) blocks.pop()
  return blocks.join('\n\n')
}
