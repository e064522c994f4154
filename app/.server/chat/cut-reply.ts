/**
 * A reply the provider stopped at its token limit (OPENAI_MAX_TOKENS: finish_reason 'length'),
 * ended gracefully (docs/decisions/059-provider-replies-rendered.md): what was written is kept up
 * to its last complete sentence or line (a list item, a table row), without a heading or a lead-in
 * left with nothing under it, and one line invites the visitor to ask for more. The visitor is
 * never shown a reply that stops mid-word, nor a half-open code block.
 */
import { CUT_REPLY_INVITE } from '~/lib/chat'

/**
 * Where a sentence ends: its mark, any closing quotes, brackets or emphasis, then a space or the
 * end. A decimal ('3.5') or a link's address is not an end.
 */
const SENTENCE_END = /[.!?…](?:["'”’)\]*_]|\s?\p{Extended_Pictographic}\uFE0F?)*(?=\s|$)/gu

/** A line that announces what follows it: a heading, or a lead-in ending in a colon. */
const ANNOUNCES = /^\s*(?:#{1,6}\s.*|.*:\s*(?:\*\*|__)?\s*)$/

/** A list item's marker ('- ', '2. '): its number's dot ends no sentence. */
const LIST_MARKER = /^\s*(?:[-*+]|\d{1,9}[.)])\s+/

/**
 * A line cut back to the end of its last complete sentence, or null when it has none. A table
 * row is complete only as a whole line; a '**' or '`' left open in what is kept is dropped, so it
 * does not show.
 */
function lastSentenceOf(line: string) {
  if (line.trimStart().startsWith('|')) return null
  const marker = LIST_MARKER.exec(line)?.[0].length ?? 0
  const end = [...line.matchAll(SENTENCE_END)].filter((found) => found.index >= marker).at(-1)
  if (!end) return null
  let sentence = line.slice(0, end.index + end[0].length)
  for (const mark of ['**', '__', '`']) {
    if (sentence.split(mark).length % 2 === 0) {
      const at = sentence.lastIndexOf(mark)
      sentence = sentence.slice(0, at) + sentence.slice(at + mark.length)
    }
  }
  return sentence
}

/** The text cut back to its last complete sentence or line. */
function lastCompletePart(text: string) {
  const lastBreak = text.lastIndexOf('\n')
  const sentence = lastSentenceOf(text.slice(lastBreak + 1))
  if (sentence === null) return lastBreak >= 0 ? text.slice(0, lastBreak) : ''
  return text.slice(0, lastBreak + 1) + sentence
}

/** A table's delimiter row ('|---|:--:|'): with nothing under it, the table has no rows. */
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/

/**
 * Drops what only leads to something that was cut: trailing headings, lead-ins, a table's
 * header without rows, and blank lines.
 */
function withoutDanglingLeadIns(text: string) {
  const lines = text.trimEnd().split('\n')
  for (;;) {
    const last = lines.at(-1)
    if (last === undefined) break
    if (TABLE_DELIMITER.test(last)) lines.splice(-2, 2)
    else if (!last.trim()) lines.pop()
    else if (ANNOUNCES.test(last)) {
      // 'Sure. Here are the options:' keeps 'Sure.'; a heading or a bare lead-in goes.
      const before = /^\s*#/.test(last) ? null : lastSentenceOf(last.replace(/:\s*(?:\*\*|__)?\s*$/, ''))
      if (before) lines[lines.length - 1] = before
      else lines.pop()
    } else break
  }
  return lines.join('\n')
}

/** A code block opened and never closed is dropped from its opening fence. */
function withoutOpenCodeBlock(text: string) {
  const fences = [...text.matchAll(/^\s{0,3}(```|~~~)/gm)]
  return fences.length % 2 === 1 ? text.slice(0, fences.at(-1)!.index) : text
}

/**
 * The reply as kept when the provider stopped at its limit. When not even its first sentence
 * was complete, the words written are kept up to the last whole one, with an ellipsis.
 */
export function endCutReply(text: string): string {
  const complete = lastCompletePart(text.trimEnd())
  let kept: string
  if (complete) kept = withoutDanglingLeadIns(withoutOpenCodeBlock(complete))
  else {
    // One unfinished sentence: its words but the last, which may be cut.
    const words = text.trim()
    const lastWord = words.search(/\s+\S*$/)
    kept = lastWord > 0 ? `${words.slice(0, lastWord)}…` : ''
  }
  return kept ? `${kept}\n\n${CUT_REPLY_INVITE}` : CUT_REPLY_INVITE
}
