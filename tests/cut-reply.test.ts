// A reply the provider stopped at its token limit, ended gracefully (app/.server/chat/cut-reply.ts):
// kept to its last complete sentence or line, nothing left announcing what was cut, and one line
// inviting the visitor to ask for more.
import { describe, expect, it } from 'vitest'
import { endCutReply } from '~/.server/chat/cut-reply'
import { CUT_REPLY_INVITE } from '~/lib/chat'

const ended = (kept: string) => `${kept}\n\n${CUT_REPLY_INVITE}`

describe('endCutReply', () => {
  it('keeps the reply to its last complete sentence', () => {
    expect(endCutReply('MedScan Vision reads scans. It starts at $499 a month. Most clinics pick the')).toBe(
      ended('MedScan Vision reads scans. It starts at $499 a month.'),
    )
    expect(endCutReply('Great question! 🎉 We also')).toBe(ended('Great question! 🎉'))
    expect(endCutReply('It is "the best." Then')).toBe(ended('It is "the best."'))
  })

  it('keeps a reply that stopped right after a sentence whole', () => {
    expect(endCutReply('All done. Really done.')).toBe(ended('All done. Really done.'))
  })

  it('does not take a decimal or a list number for the end of a sentence', () => {
    expect(endCutReply('Version 3.5 is out and it')).toBe(ended('Version 3.5 is out and…'))
    expect(endCutReply('Options:\n\n1. MedScan Vision\n2. Claim')).toBe(ended('Options:\n\n1. MedScan Vision'))
  })

  it('keeps complete list items and drops the one that was cut', () => {
    expect(endCutReply('Two picks:\n- **MedScan Vision**: reads scans.\n- **ClaimFlow**: handles cla')).toBe(
      ended('Two picks:\n- **MedScan Vision**: reads scans.'),
    )
    // Within a cut item, a complete sentence is kept.
    expect(endCutReply('- First.\n- Second does this. And then th')).toBe(ended('- First.\n- Second does this.'))
  })

  it('drops a heading or a lead-in left with nothing under it', () => {
    expect(endCutReply('MedScan fits.\n\n## Pricing\n\nIt starts at')).toBe(ended('MedScan fits.'))
    expect(endCutReply('MedScan fits.\n\nHere are the options:\n\n- Med')).toBe(ended('MedScan fits.'))
    expect(endCutReply('MedScan fits.\n\n**What you get:**\n- Scan')).toBe(ended('MedScan fits.'))
  })

  it('keeps complete table rows, and no table header without rows', () => {
    const table = '| Model | Price |\n| --- | --- |\n| MedScan | $499 |\n| ClaimFlow | $8'
    expect(endCutReply(`Prices:\n\n${table}`)).toBe(
      ended('Prices:\n\n| Model | Price |\n| --- | --- |\n| MedScan | $499 |'),
    )
    expect(endCutReply('Sure.\n\n| Model | Price |\n| --- | --- |\n| Med')).toBe(ended('Sure.'))
  })

  it('drops a code block that was never closed, and a bold run left open', () => {
    expect(endCutReply('Run this:\n\n```\nnpm start\nnpm te')).toBe(CUT_REPLY_INVITE)
    expect(endCutReply('Sure. Run:\n\n```\nnpm start')).toBe(ended('Sure.'))
    expect(endCutReply('**This is the key point. And the')).toBe(ended('This is the key point.'))
  })

  it('keeps the words written when not even a first sentence was finished', () => {
    expect(endCutReply('MedScan Vision reads radiology scans and flags')).toBe(
      ended('MedScan Vision reads radiology scans and…'),
    )
    expect(endCutReply('Hello')).toBe(CUT_REPLY_INVITE)
    expect(endCutReply('  ')).toBe(CUT_REPLY_INVITE)
    expect(endCutReply('')).toBe(CUT_REPLY_INVITE)
  })
})
