/**
 * A field that is one line (a name, a company, a phone number): every run of control characters
 * (CR, LF, tab, NUL…) and of Unicode line or paragraph separators becomes one space. No form field
 * of one line can be typed with a line break, yet a post can carry one; stored, it would add lines
 * to the staff's notification e-mail ('Name: Mallory' then 'Email: …' of the attacker's choosing)
 * and to a header made from it. The forms' schemas apply it before trimming, and the e-mails apply
 * it again to every value they put on a line of their own (rows saved before, what a chat learned).
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g

export function singleLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ')
}
