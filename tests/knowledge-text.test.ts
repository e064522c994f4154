// A knowledge answer's light markdown (app/lib/knowledge-text.ts): blocks for /trust, plain text
// for the FAQPage data, and the excerpt the assistant quotes; links only to the site's own pages.
import { describe, expect, it } from 'vitest'
import { answerBlocks, answerExcerpt, answerLinks, answerPlainText, isSiteLink } from '~/lib/knowledge-text'

const ANSWER = `Yes, in **three** ways.

- Managed: see [our models](/models).
- Your cloud: [elsewhere](https://evil.example) stays text.
- On-premises.

Ask [us](/contact).`

describe('knowledge answers', () => {
  it('read as paragraphs and lists, with bold and site links only', () => {
    expect(answerBlocks(ANSWER)).toEqual([
      { kind: 'paragraph', parts: [{ text: 'Yes, in ' }, { text: 'three', bold: true }, { text: ' ways.' }] },
      {
        kind: 'list',
        items: [
          [{ text: 'Managed: see ' }, { text: 'our models', href: '/models' }, { text: '.' }],
          [{ text: 'Your cloud: ' }, { text: 'elsewhere' }, { text: ' stays text.' }],
          [{ text: 'On-premises.' }],
        ],
      },
      { kind: 'paragraph', parts: [{ text: 'Ask ' }, { text: 'us', href: '/contact' }, { text: '.' }] },
    ])
    expect(answerLinks(ANSWER)).toEqual(['/models', 'https://evil.example', '/contact'])
    for (const href of ['/trust#gdpr-dpa', '/contact']) expect(isSiteLink(href)).toBe(true)
    for (const href of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', '/\\evil'])
      expect(isSiteLink(href)).toBe(false)
  })

  it('become plain text, and an excerpt of whole lines', () => {
    expect(answerPlainText(ANSWER)).toBe(
      'Yes, in three ways.\n\n- Managed: see our models.\n- Your cloud: elsewhere stays text.\n- On-premises.\n\nAsk us.',
    )
    expect(answerExcerpt(ANSWER, 50)).toBe('Yes, in three ways.\n\n- Managed: see our models.')
    // The first block always, however long.
    expect(answerExcerpt('x'.repeat(600), 50)).toBe('x'.repeat(600))
    expect(answerExcerpt(ANSWER)).toBe(answerPlainText(ANSWER))
  })

  it('never end an excerpt on a lead-in without its list', () => {
    const announced = `${'Some words. '.repeat(30)}\n\nThere are three ways to run it:\n\n- Managed.\n- Your cloud.\n- On-premises.`
    expect(answerExcerpt(announced, 400)).toMatch(/three ways to run it:\n\n- Managed\.\n- Your cloud\.$/)
    const cut = `${'Some words. '.repeat(30)}\n\nThere are three ways to run it:\n\nLater paragraph.`
    expect(answerExcerpt(cut, 400)).not.toMatch(/:$/)
  })
})
