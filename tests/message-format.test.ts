// How an AI Architect message is shown (app/lib/chat.ts): links only to our own model pages,
// **bold** runs, and '- ' lines as a list; anything else stays text as written.
import { describe, expect, it } from 'vitest'
import { messageBlocks, messageParts } from '~/lib/chat'

describe('messageParts', () => {
  it('links our own pages: the catalogue, products, labs, contact and about', () => {
    expect(messageParts('See [our products page](/products) and [the labs](/labs).')).toEqual([
      { text: 'See ' },
      { text: 'our products page', href: '/products' },
      { text: ' and ' },
      { text: 'the labs', href: '/labs' },
      { text: '.' },
    ])
  })

  it('links [title](/models/slug) and nothing else', () => {
    expect(messageParts('See [MedScan Vision](/models/medscan-vision) today')).toEqual([
      { text: 'See ' },
      { text: 'MedScan Vision', href: '/models/medscan-vision' },
      { text: ' today' },
    ])
    for (const foreign of [
      '[x](https://evil.example/models/a)',
      '[x](//evil.example)',
      '[x](/models/A-Upper)',
      '[x](/admin)',
      '[x](/products/../admin)',
      '[x](/labsx)',
      '[x](javascript:alert(1))',
      'https://evil.example',
      '<a href="https://evil.example">x</a>',
    ])
      expect(messageParts(foreign).every((part) => part.href === undefined)).toBe(true)
  })
})

describe('messageBlocks', () => {
  it('keeps plain text, line breaks included, as one text block', () => {
    expect(messageBlocks('Hello!\nHow are you?')).toEqual([{ kind: 'text', parts: [{ text: 'Hello!\nHow are you?' }] }])
    expect(messageBlocks('')).toEqual([])
  })

  it('marks **bold** runs, a link inside one included, and leaves an unclosed run as typed', () => {
    expect(messageBlocks('A **big** win and **[Scan](/models/scan)**')).toEqual([
      {
        kind: 'text',
        parts: [
          { text: 'A ' },
          { text: 'big', bold: true },
          { text: ' win and ' },
          { text: 'Scan', href: '/models/scan', bold: true },
        ],
      },
    ])
    expect(messageBlocks('still **stream')).toEqual([{ kind: 'text', parts: [{ text: 'still **stream' }] }])
    expect(messageBlocks('**[x](https://evil.example)**')).toEqual([
      { kind: 'text', parts: [{ text: '[x](https://evil.example)', bold: true }] },
    ])
  })

  it("turns consecutive '- ' lines into one list, between text blocks", () => {
    expect(messageBlocks('Two picks:\n- [A](/models/a) for **scans**\n- B\n\nWant a call?')).toEqual([
      { kind: 'text', parts: [{ text: 'Two picks:' }] },
      {
        kind: 'list',
        items: [[{ text: 'A', href: '/models/a' }, { text: ' for ' }, { text: 'scans', bold: true }], [{ text: 'B' }]],
      },
      { kind: 'text', parts: [{ text: 'Want a call?' }] },
    ])
  })

  it("needs the space after the dash, at the line's start", () => {
    expect(messageBlocks('-5 degrees\n a - b').map((block) => block.kind)).toEqual(['text'])
  })
})
