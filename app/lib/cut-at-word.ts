/**
 * A text shortened to fit a field or a tag: at most `max` characters (code points, as the
 * database's char_length counts them), cut after the last whole word with an ellipsis, never in the
 * middle of one ("…berth planners a" was; issue 32). Runs of white space become one space, so a
 * line break in a description does not end up in a one-line summary.
 */
export function cutAtWord(text: string, max: number): string {
  const whole = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(whole)
  if (chars.length <= max) return whole
  // Room for the ellipsis.
  const head = chars.slice(0, max - 1).join('')
  const endsOnWord = chars[max - 1] === ' '
  const space = head.lastIndexOf(' ')
  // One word longer than half the room (a URL, a long compound) is cut where it must be.
  const kept = endsOnWord ? head : space >= head.length / 2 ? head.slice(0, space) : head
  return `${kept.replace(/[\s,;:.\-–—]+$/u, '')}…`
}
