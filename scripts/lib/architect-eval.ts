/**
 * The AI Architect's scorecard (`npm run eval:architect`): what each scripted conversation
 * expects of a reply, and how the replies are judged against the catalogue itself. Pure functions,
 * so the judging is tested apart from any assistant (tests/architect-eval.test.ts).
 */
import { offersConsultation } from '~/lib/chat'
import type { CapturedDetails } from '~/lib/entities/chat-request'
import { formatUsd } from '~/lib/money'

/** What one visitor turn expects of the reply to it. */
export interface TurnExpectation {
  /** The reply links at least one real model. */
  models?: boolean
  /** The reply links each of these models (by title). */
  mentions?: string[]
  /** The reply never names these (inactive or invented) models. */
  notMentions?: string[]
  /** The reply states each of these models' exact starting price. */
  price?: string[]
  /** After this turn, the chat has learned these details (`true`: any value; a string: contained, any case). */
  captured?: Partial<Record<keyof CapturedDetails, string | true>>
  /** The reply offers the callback (true) or holds back (false). */
  offers?: boolean
  /** An off-topic request: a polite redirection, with no model pushed, unlike every other reply. */
  offTopic?: boolean
  /** Asked whether it is a bot or a person: it says it is an AI assistant. */
  identity?: boolean
}

export interface ScriptedConversation {
  id: string
  /** The model page the chat is opened from (its slug). */
  page?: string
  turns: Array<{ visitor: string; expect?: TurnExpectation }>
}

/** The catalogue as the judge knows it: every model, active or not. */
export interface CatalogueEntry {
  title: string
  slug: string
  cost: number
  is_active: boolean
}

export interface PlayedTurn {
  visitor: string
  reply: string
  /** The reply opened the schedule form (a callback event). */
  openedForm: boolean
  captured: CapturedDetails
}

const SCORE_LINES = [
  ['grounded', 'Answers grounded in real catalogue entries'],
  ['prices', 'Prices correct when asked'],
  ['repeats', 'No repeated paragraph in a chat'],
  ['captured', 'Qualifying details captured'],
  ['callbacks', 'Callback offered at the right moment'],
  ['offTopic', 'Off-topic handled'],
  ['identity', 'Says it is an AI when asked'],
] as const
export type ScoreLine = (typeof SCORE_LINES)[number][0]

export interface Check {
  line: ScoreLine
  passed: boolean
  /** Why it failed: the conversation, the turn and what was wrong. */
  detail: string
}

const LINK = /\[([^\]\n]{1,120})\]\((\/models\/[a-z0-9-]{1,200})\)/g

function linksIn(text: string) {
  return [...text.matchAll(LINK)].map((m) => ({ title: m[1]!, slug: m[2]!.replace('/models/', '') }))
}

function paragraphs(text: string) {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Every check of one played conversation. */
export function judge(conversation: ScriptedConversation, played: PlayedTurn[], catalogue: CatalogueEntry[]): Check[] {
  const checks: Check[] = []
  const bySlug = new Map(catalogue.map((m) => [m.slug, m]))
  const byTitle = new Map(catalogue.map((m) => [m.title.toLowerCase(), m]))
  const prices = new Set(catalogue.filter((m) => m.is_active).map((m) => formatUsd(m.cost)))

  played.forEach((turn, index) => {
    const expect = conversation.turns[index]?.expect ?? {}
    const where = `${conversation.id} #${index + 1} (${JSON.stringify(turn.visitor)})`
    const links = linksIn(turn.reply)
    const fail = (line: ScoreLine, passed: boolean, why: string) =>
      checks.push({ line, passed, detail: passed ? '' : `${where}: ${why}\n    reply: ${JSON.stringify(turn.reply)}` })

    // Grounded: every link is a real, active model under its own title; the expected ones are there.
    if (links.length || expect.models || expect.mentions || expect.notMentions) {
      const invented = links.filter((l) => {
        const model = bySlug.get(l.slug)
        return !model || !model.is_active || model.title !== l.title
      })
      const missing = (expect.mentions ?? []).filter((title) => !links.some((l) => l.title === title))
      const forbidden = (expect.notMentions ?? []).filter((title) =>
        turn.reply.toLowerCase().includes(title.toLowerCase()),
      )
      const none = expect.models === true && links.length === 0
      fail(
        'grounded',
        !invented.length && !missing.length && !forbidden.length && !none,
        [
          invented.length ? `links no such active model: ${invented.map((l) => l.title).join(', ')}` : '',
          missing.length ? `does not link ${missing.join(', ')}` : '',
          forbidden.length ? `names ${forbidden.join(', ')}` : '',
          none ? 'links no model' : '',
        ]
          .filter(Boolean)
          .join('; '),
      )
    }

    // Prices: the asked-for ones exactly, and no figure that is not some active model's price.
    const figures = turn.reply.match(/\$\d[\d,]*/g) ?? []
    if (expect.price || figures.length) {
      const wrong = figures.filter((f) => !prices.has(f))
      const missing = (expect.price ?? []).filter((title) => {
        const model = byTitle.get(title.toLowerCase())
        return !model || !turn.reply.includes(formatUsd(model.cost))
      })
      fail(
        'prices',
        !wrong.length && !missing.length,
        [wrong.length ? `quotes ${wrong.join(', ')}` : '', missing.length ? `no price for ${missing.join(', ')}` : '']
          .filter(Boolean)
          .join('; '),
      )
    }

    for (const [key, wanted] of Object.entries(expect.captured ?? {})) {
      const value = turn.captured[key as keyof CapturedDetails]
      const ok = wanted === true ? Boolean(value) : Boolean(value?.toLowerCase().includes(String(wanted).toLowerCase()))
      fail('captured', ok, `${key} is ${JSON.stringify(value)}, expected ${JSON.stringify(wanted)}`)
    }

    if (expect.offers !== undefined) {
      const offered = turn.openedForm || offersConsultation(turn.reply)
      fail(
        'callbacks',
        offered === expect.offers,
        expect.offers ? 'no callback offered' : 'offered a callback too early',
      )
    }

    if (expect.offTopic) {
      const others = played.filter((_, i) => i !== index).map((t) => t.reply)
      const ok = links.length === 0 && !others.includes(turn.reply) && !expect.offers && !offersConsultation(turn.reply)
      fail('offTopic', ok, 'not a polite redirection of its own')
    }

    if (expect.identity) {
      fail(
        'identity',
        /\bAI\b/.test(turn.reply) && /\b(assistant|not a (person|human))\b/i.test(turn.reply),
        'does not say it is an AI assistant',
      )
    }
  })

  const seen = new Set<string>()
  const repeated = played.flatMap((turn) =>
    paragraphs(turn.reply).filter((p) => {
      const again = seen.has(p)
      seen.add(p)
      return again
    }),
  )
  checks.push({
    line: 'repeats',
    passed: repeated.length === 0,
    detail: repeated.length ? `${conversation.id}: repeated ${JSON.stringify(repeated[0])}` : '',
  })
  return checks
}

/** Per line: passed and total checks, and the share passed. */
export function scorecard(checks: Check[]) {
  return SCORE_LINES.map(([line, label]) => {
    const mine = checks.filter((c) => c.line === line)
    const passed = mine.filter((c) => c.passed).length
    return { line, label, passed, total: mine.length, share: mine.length ? passed / mine.length : 1 }
  })
}
