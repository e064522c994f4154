// The scorecard's judge (scripts/lib/architect-eval.ts), on hand-made replies: it must catch an
// invented or inactive model, a wrong or missing price, a repeated paragraph, a detail not
// captured, a callback offered too early or not at all, an off-topic answer that pushes a model,
// and an assistant that hides that it is an AI.
import { describe, expect, it } from 'vitest'
import {
  judge,
  scorecard,
  type CatalogueEntry,
  type PlayedTurn,
  type ScriptedConversation,
} from '../scripts/lib/architect-eval'

const catalogue: CatalogueEntry[] = [
  { title: 'MedScan Vision-3', slug: 'medscan-vision-3', cost: 2499, is_active: true },
  { title: 'VoiceDesk IVR Agent', slug: 'voicedesk-ivr-agent', cost: 599, is_active: false },
]
const turn = (reply: string, extra: Partial<PlayedTurn> = {}): PlayedTurn => ({
  visitor: 'x',
  reply,
  openedForm: false,
  captured: {},
  ...extra,
})
const failed = (conversation: ScriptedConversation, played: PlayedTurn[]) =>
  judge(conversation, played, catalogue)
    .filter((c) => !c.passed)
    .map((c) => c.line)

describe('the judge', () => {
  it('passes a grounded, priced, qualified answer', () => {
    const conversation: ScriptedConversation = {
      id: 'good',
      turns: [
        {
          visitor: 'x',
          expect: {
            mentions: ['MedScan Vision-3'],
            price: ['MedScan Vision-3'],
            captured: { industry: 'Health' },
            offers: false,
          },
        },
      ],
    }
    const played = [
      turn('[MedScan Vision-3](/models/medscan-vision-3) starts from $2,499/month.', {
        captured: { industry: 'Healthcare' },
      }),
    ]
    expect(failed(conversation, played)).toEqual([])
  })

  it('catches invented and inactive models, wrong and missing prices', () => {
    const conversation: ScriptedConversation = {
      id: 'bad',
      turns: [{ visitor: 'x', expect: { price: ['MedScan Vision-3'] } }, { visitor: 'y' }],
    }
    expect(
      failed(conversation, [
        turn('[MedScan Pro](/models/medscan-pro) from $99.'),
        turn('[VoiceDesk IVR Agent](/models/voicedesk-ivr-agent)'),
      ]),
    ).toEqual(['grounded', 'prices', 'grounded'])
  })

  it('catches a repeated paragraph, a missed detail, a mistimed callback, a pushy off-topic answer and a hidden AI', () => {
    const conversation: ScriptedConversation = {
      id: 'bad',
      turns: [
        { visitor: 'hi', expect: { offers: false, captured: { name: true } } },
        { visitor: 'joke', expect: { offTopic: true } },
        { visitor: 'bot?', expect: { identity: true, offers: true } },
      ],
    }
    const played = [
      turn("Hello!\n\nUse 'Schedule a Consultation' to book a call."),
      turn('Hello!\n\nTry [MedScan Vision-3](/models/medscan-vision-3).'),
      turn('I am a person.'),
    ]
    expect(failed(conversation, played).sort()).toEqual([
      'callbacks',
      'callbacks',
      'captured',
      'identity',
      'offTopic',
      'repeats',
    ])
    const card = scorecard(judge(conversation, played, catalogue))
    expect(card.find((row) => row.line === 'repeats')).toMatchObject({ passed: 0, total: 1, share: 0 })
  })
})
