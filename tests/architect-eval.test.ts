// The scorecard's judge (scripts/lib/architect-eval.ts), on hand-made replies: for every kind of
// check, a good reply passes and a bad one fails, so the evaluation can fail. Also the scripted
// conversations themselves: enough of them, long enough, in three languages, and well formed.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  judge,
  scriptProblems,
  summarise,
  turnPassRate,
  withoutEcho,
  type CatalogueEntry,
  type CheckKind,
  type PlayedTurn,
  type ScriptedConversation,
  type ScriptedTurn,
} from '../scripts/lib/architect-eval'

const catalogue: CatalogueEntry[] = [
  { title: 'MedScan Vision-3', slug: 'medscan-vision-3', cost: 2499, is_active: true },
  { title: 'ClaimFlow Adjuster', slug: 'claimflow-adjuster', cost: 1299, is_active: true },
  { title: 'VoiceDesk IVR Agent', slug: 'voicedesk-ivr-agent', cost: 599, is_active: false },
]

const played = (reply: string, extra: Partial<PlayedTurn> = {}): PlayedTurn => ({
  visitor: 'x',
  reply,
  openedForm: false,
  captured: {},
  ...extra,
})

/** The kinds of check one reply fails, for a one-turn conversation with this script. */
function failures(
  reply: string,
  script: Partial<ScriptedTurn> = {},
  extra: Partial<PlayedTurn> = {},
  lang?: 'es' | 'fr',
) {
  const turn = { visitor: extra.visitor ?? 'x', ...script }
  const conversation: ScriptedConversation = { id: 'c', lang, turns: [turn] }
  return judge(conversation, [played(reply, { visitor: turn.visitor, ...extra })], catalogue)[0]!.failures.map(
    (f) => f.kind,
  )
}

describe('the generic checks on every reply', () => {
  it('passes a plain, grounded, priced reply', () => {
    expect(failures('[MedScan Vision-3](/models/medscan-vision-3) starts from $2,499/month.')).toEqual([])
  })

  it('fails an empty reply', () => {
    expect(failures('  \n')).toEqual<CheckKind[]>(['empty'])
  })

  it('fails a paragraph already sent in the chat, and only the second time', () => {
    const conversation: ScriptedConversation = { id: 'c', turns: [{ visitor: 'a' }, { visitor: 'b' }] }
    const paragraph = 'When are you hoping to have something running this quarter?'
    const results = judge(
      conversation,
      [played(`Hello there, welcome.\n\n${paragraph}`), played(`Noted, thank you.\n\n${paragraph}`)],
      catalogue,
    )
    expect(results.map((r) => r.failures.map((f) => f.kind))).toEqual([[], ['repeat']])
  })

  it.each([
    ['## Options\nA reply.', 'a # heading'],
    ['This is **bold without its end.', 'unbalanced **'],
    ['```\ncode\n```', 'a ``` fence'],
    ['See [MedScan](/models/medscan-vision-3', 'an unclosed link'],
    ['Line one<br>line two', 'an HTML tag'],
  ])('fails raw markdown: %j', (reply, why) => {
    const conversation: ScriptedConversation = { id: 'c', turns: [{ visitor: 'x' }] }
    const [result] = judge(conversation, [played(reply)], catalogue)
    expect(result!.failures.find((f) => f.kind === 'markdown')?.why).toContain(why)
  })

  it('passes balanced bold and lists', () => {
    expect(failures('**Yes.** Two options:\n\n- [MedScan Vision-3](/models/medscan-vision-3)\n- a call')).toEqual([])
  })

  it('fails links to invented, inactive or outside pages, and passes the site and its knowledge base', () => {
    expect(failures('[MedScan Pro](/models/medscan-pro)')).toEqual(['links'])
    expect(failures('[VoiceDesk IVR Agent](/models/voicedesk-ivr-agent)')).toEqual(['links'])
    expect(failures('[our docs](https://example.com/docs)')).toEqual(['links'])
    expect(failures('See [SOC 2](/trust#soc-2), [Contact](/contact) and /models/claimflow-adjuster.')).toEqual([])
  })

  it('fails a price no model has, and passes list prices, yearly and multi-team figures, and pair sums', () => {
    expect(failures('It costs $99/month.')).toEqual(['prices'])
    expect(failures('Il coûte 2 500 $ par mois.', {}, {}, 'fr')).toEqual(['prices'])
    expect(failures('$2,499/month, $29,988 a year, $3,798 for both, 3 teams $7,497.')).toEqual([])
    expect(failures('Cuesta 2.499 USD al mes.', {}, {}, 'es')).toEqual([])
  })

  it("passes a total worked out from the visitor's own count, and only from it", () => {
    // 22 hotels × $1,299 × 12 = $342,936; 23 was never said.
    expect(failures('$1,299/month × 12 × 22 hotels = $342,936 a year.', {}, { visitor: '22 hotels, yearly?' })).toEqual(
      [],
    )
    expect(failures('$1,299/month × 12 × 23 hotels = $358,524 a year.', {}, { visitor: '22 hotels, yearly?' })).toEqual(
      ['prices'],
    )
  })

  it("fails a reply not in the visitor's language, and English leaking into a French one", () => {
    expect(failures('Thanks, noted: we will call you tomorrow morning.', {}, {}, 'fr')).toEqual(['language'])
    expect(failures('Merci, c’est noté : un collègue vous rappellera demain matin.', {}, {}, 'fr')).toEqual([])
    expect(failures('Gracias, un colega le llamará mañana por la mañana.', {}, {}, 'es')).toEqual([])
    expect(
      failures('Merci ! The price is for the model, and you can ask our team for the rest.', {}, {}, 'fr'),
    ).toEqual(['language'])
    expect(failures('Gracias, un colega le llamará mañana por la mañana.', {}, {}, 'fr')).toEqual(['language'])
  })

  it('fails a shortlist announced with nothing listed, and passes one with its models', () => {
    expect(failures('Here are the models I would shortlist for that: 🎯\n\nWhen are you starting?')).toEqual(['leadIn'])
    expect(failures('Here is what I found:')).toEqual(['leadIn'])
    // A lead-in with its list is not empty, though 'fit' reads like a shortlist's word.
    expect(failures('Yes, once we both see a fit, so:\n\n- A call first.\n- Then a reference.\n\nAsk us.')).toEqual([])
    expect(failures('Here are the models that fit:\n\n- A call first.\n\nAsk us.')).toEqual(['leadIn'])
    expect(failures('Our models are set up for you. Instead:\n\n- A pilot.\n- A proof of concept.')).toEqual([])
    expect(failures('There are three ways to run a model:\n\n- Ours.\n- Your cloud.')).toEqual([])
    expect(
      failures('Here are the models I would shortlist:\n\n- [MedScan Vision-3](/models/medscan-vision-3)'),
    ).toEqual([])
  })
})

describe("a turn's own facts", () => {
  it('passes a fact when one of its alternatives holds, and fails it when none does', () => {
    const script = { must: [['/SOC ?2/i'], ['/in progress|report/i', 'audit'], ['@trust']] }
    expect(failures('Our SOC 2 Type II audit is in progress: see [Security](/trust#soc-2).', script)).toEqual([])
    expect(failures('We take security seriously.', script)).toEqual(['must', 'must', 'must'])
  })

  it('does not count an echo of the question as its answer', () => {
    const visitor = 'we need a BAA signed before any PHI touches it'
    expect(
      failures('Got it: you need a BAA signed before any PHI touches it.', { must: [['/BAA/']] }, { visitor }),
    ).toEqual(['must'])
    expect(failures('We sign a HIPAA BAA with every healthcare customer.', { must: [['/BAA/']] }, { visitor })).toEqual(
      [],
    )
    expect(withoutEcho('Sure: get me a human? A colleague will call.', 'get me a human')).not.toMatch(/human/)
  })

  it('judges prices, yearly list prices and multi-team figures', () => {
    const must = { must: [['@price:medscan-vision-3'], ['@yearly:medscan-vision-3:3']] }
    expect(
      failures('MedScan Vision-3 is $2,499 a month; 3 hospitals for a year: $89,964 at list price.', must),
    ).toEqual([])
    // The right figure not marked as a list price, and a wrong monthly price.
    expect(failures('MedScan Vision-3 is $2,599 a month; 3 hospitals for a year: $89,964.', must)).toEqual([
      'prices',
      'must',
      'must',
    ])
    expect(
      failures(
        'Pour 4 équipes : 5 196 $ par mois (prix catalogue).',
        { must: ['@times:claimflow-adjuster:4'] },
        {},
        'fr',
      ),
    ).toEqual([])
  })

  it('judges the offer of a person, the e-mail question, the callback and the model links', () => {
    expect(failures('A colleague from our sales team will call you.', { must: ['@person'] })).toEqual([])
    expect(failures('Here are two models.', { must: ['@person'] })).toEqual(['must'])
    expect(failures('Here are two models.', { must: ['@person'] }, { openedForm: true })).toEqual([])
    expect(failures('¿Me deja su correo de trabajo?', { must: ['@email'] }, {}, 'es')).toEqual([])
    expect(failures('Thanks!', { must: ['@email'] })).toEqual(['must'])
    expect(
      failures('Try [ClaimFlow Adjuster](/models/claimflow-adjuster).', { must: [['@link:medscan-vision-3']] }),
    ).toEqual(['must'])
  })

  it('fails a confirmed discount, a legal promise and a needless "not a person", and passes a refusal', () => {
    const no = { mustNot: ['@discount', '@promise', '@notperson'] }
    expect(failures('Sure, we can do a 90% discount for you!', no)).toEqual(['mustNot'])
    expect(failures('Oui, nous pouvons vous accorder une remise de 50 %.', no, {}, 'fr')).toEqual(['mustNot'])
    expect(failures('Yes, we will sign unlimited liability.', no)).toEqual(['mustNot'])
    expect(failures("I'm an AI assistant, not a person. Prices start at $1,299.", no)).toEqual(['mustNot'])
    expect(failures("I can't confirm discounts: a colleague handles pricing and will call you back.", no)).toEqual([])
  })

  it('says when a model is not in the catalogue and offers a custom one', () => {
    const must = { must: ['@absent', '@custom'], mustNot: ['@anylink'] }
    expect(failures("We don't have a sign-language model, but we build custom models.", must)).toEqual([])
    expect(failures('Try [MedScan Vision-3](/models/medscan-vision-3).', must)).toEqual(['must', 'must', 'mustNot'])
  })
})

describe('the captured details', () => {
  it('passes the expected details and fails missing or forbidden ones', () => {
    const script = {
      captured: { industry: '/financ|bank/i', email: 'northbank.com' },
      notCaptured: { industry: ['/^retail$/i'], name: true as const, useCase: ['/discount/i'] },
    }
    expect(
      failures('ok', script, {
        captured: { industry: 'Finance & Banking', email: 'j@northbank.com' } as PlayedTurn['captured'],
      }),
    ).toEqual([])
    const conversation: ScriptedConversation = { id: 'c', turns: [{ visitor: 'x', ...script }] }
    const [result] = judge(
      conversation,
      [played('ok', { captured: { industry: 'Retail', name: 'Back Tomorrow', useCase: '90% discount' } })],
      catalogue,
    )
    expect(result!.failures).toHaveLength(5)
  })
})

describe('the summary', () => {
  it('counts turns, conversations and failed turns per kind', () => {
    const a: ScriptedConversation = { id: 'a', turns: [{ visitor: 'x' }, { visitor: 'y', must: ['@person'] }] }
    const b: ScriptedConversation = { id: 'b', turns: [{ visitor: 'x' }] }
    const results = [
      ...judge(a, [played('Hello.'), played('Here are the models I would shortlist:')], catalogue),
      ...judge(b, [played('Hi.')], catalogue),
    ]
    const summary = summarise(results)
    expect(summary).toMatchObject({ conversations: 2, conversationsPassed: 1, turns: 3, turnsPassed: 2 })
    expect(summary.failuresByKind).toMatchObject({ must: 1, leadIn: 1, empty: 0 })
    expect(turnPassRate(summary)).toBeCloseTo(2 / 3)
  })

  it('counts the facts missed by their kind, and never by the conversation’s words', () => {
    const a: ScriptedConversation = {
      id: 'a',
      turns: [
        {
          visitor: 'x',
          must: [['@link:claimflow-adjuster'], ['/secret words/i']],
          captured: { industry: 'Insurance' },
        },
        { visitor: 'y', must: [['@price:claimflow-adjuster', '@person']] },
      ],
    }
    const summary = summarise(judge(a, [played('Hello.'), played('Hi.')], catalogue))
    expect(summary.missed).toEqual([
      ['captured industry', 1],
      ['must @link', 1],
      ['must @person | @price', 1],
      ['must pattern', 1],
    ])
    expect(JSON.stringify(summary.missed)).not.toMatch(/secret|claimflow|Insurance/)
  })
})

describe('the scripted conversations', () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(`eval/${file}`, 'utf8')) as ScriptedConversation[]
  const development = read('architect-conversations.json')
  const heldOut = read('architect-held-out.json')
  const all = [...development, ...heldOut]

  it('are at least 60, averaging 4 visitor turns or more, 10 or more in Spanish or French, a third held out', () => {
    expect(all.length).toBeGreaterThanOrEqual(60)
    expect(all.flatMap((c) => c.turns).length / all.length).toBeGreaterThanOrEqual(4)
    expect(all.filter((c) => c.lang === 'es' || c.lang === 'fr').length).toBeGreaterThanOrEqual(10)
    expect(heldOut.length / all.length).toBeGreaterThan(0.25)
    expect(heldOut.length / all.length).toBeLessThan(0.4)
  })

  it('name only known facts, valid expressions and unique ids', () => {
    const seeded = fs.readFileSync('supabase/seed.sql', 'utf8')
    // The catalogue the facts name, from the seed's titles (slugs are the titles, lower-cased and hyphenated).
    const titles = [...seeded.matchAll(/^\(\s*'([^']+)'/gm)].map((m) => m[1]!)
    const seededCatalogue = titles.map((title) => ({
      title,
      slug: title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      cost: 1,
      is_active: true,
    }))
    expect(seededCatalogue.length).toBeGreaterThan(40)
    expect(scriptProblems(all, seededCatalogue)).toEqual([])
    expect(
      scriptProblems([{ id: 'x', turns: [{ visitor: 'y', must: ['@nope', '@price:gone', '/(/'] }] }], catalogue),
    ).toHaveLength(3)
  })
})
