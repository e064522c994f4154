/**
 * `npm run eval:architect`: plays the scripted conversations against the AI Architect and prints a
 * scorecard per part (scripts/lib/architect-eval.ts says how each turn is judged). Two parts: the
 * development set (eval/architect-conversations.json) and the held-out set
 * (eval/architect-held-out.json), which whoever writes the assistant's rules does not read, so its
 * figure says how the rules do on buyers they were not tuned to. The assistant is the offline one,
 * or the provider in OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL when set. The conversations
 * run on a fresh embedded database seeded with the catalogue, through the same turn assembly as
 * the site (what is learned from each message, the page's model, the tools read as a visitor).
 *
 *   npm run eval:architect [-- --part development|held-out|all] [--verbose] [--only id] [--json]
 *                                [--show-held-out] [--probe file.json]
 *
 * --probe plays a file of conversations in the same shape instead of the two parts, shown in full:
 * new buyers written to try the rules before they join the development part.
 *
 * The held-out part's replies and failing turns are printed only with --show-held-out (with
 * --verbose or --json as well): by default it reports its scores and counts per check, so whoever
 * tunes the rules can run the whole scorecard without reading the part kept from them.
 * Exits 1 when a part's turn pass rate is under 90%.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createOfflineProvider } from '~/.server/chat/offline-architect'
import { openAiProvider } from '~/.server/chat/openai'
import type { ChatProvider } from '~/.server/chat/provider-types'
import { modelFacts } from '~/.server/chat/tools'
import { learnedFrom, providerTurn } from '~/.server/chat/turn'
import { greeting } from '~/.server/chat/store'
import { ANON, setDb } from '~/.server/db'
import { migrate, seed } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { getAssistantModel } from '~/.server/models'
import type { CapturedDetails, ChatMessage } from '~/lib/entities/chat-request'
import {
  CHECK_KINDS,
  judge,
  scriptProblems,
  summarise,
  turnPassRate,
  type CatalogueEntry,
  type PartSummary,
  type PlayedTurn,
  type ScriptedConversation,
  type TurnResult,
} from './lib/architect-eval'
import { option } from './lib/options'

const BAR = 0.9
const here = path.dirname(fileURLToPath(import.meta.url))
const PARTS = { development: 'architect-conversations.json', 'held-out': 'architect-held-out.json' } as const
/** A part of the scorecard: one of the two kept in eval/, or `probe`, a file named by --probe. */
type Part = keyof typeof PARTS | 'probe'
const probeFile = option('probe', '')

function conversationsOf(part: Part) {
  const file = part === 'probe' ? path.resolve(probeFile) : path.join(here, '..', 'eval', PARTS[part])
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ScriptedConversation[]
}

function provider(): ChatProvider {
  const apiKey = process.env.OPENAI_API_KEY
  if (!apiKey) return createOfflineProvider({ delayMs: 0 })
  return openAiProvider({
    apiKey,
    baseURL: process.env.OPENAI_BASE_URL || undefined,
    model: process.env.OPENAI_MODEL || 'gpt-4o-mini',
    transcriptionModel: 'whisper-1',
  })
}

async function play(assistant: ChatProvider, conversation: ScriptedConversation): Promise<PlayedTurn[]> {
  const found = conversation.page ? await getAssistantModel(ANON, conversation.page) : null
  if (conversation.page && !found) throw new Error(`${conversation.id}: no active model ${conversation.page}`)
  const pageModel = found ? modelFacts(found) : null
  let messages: ChatMessage[] = [greeting()]
  let captured: CapturedDetails = pageModel ? { model: pageModel.title } : {}
  const played: PlayedTurn[] = []
  for (const { visitor } of conversation.turns) {
    const capturedBefore = captured
    captured = { ...captured, ...(await learnedFrom(visitor, messages, captured)) }
    messages = [...messages, { role: 'user', content: visitor, timestamp: new Date().toISOString() }]
    const turn = providerTurn({ messages, captured, capturedBefore, caller: ANON, pageModel })
    let reply = ''
    let openedForm = false
    for await (const event of assistant.streamReply(turn, new AbortController().signal)) {
      if (event.type === 'text') reply += event.text
      else if (event.type === 'callback') {
        openedForm = true
        captured = { ...captured, ...event.prefill }
      }
    }
    messages = [...messages, { role: 'assistant', content: reply, timestamp: new Date().toISOString() }]
    played.push({ visitor, reply, openedForm, captured })
  }
  return played
}

function parts(): Part[] {
  // A probe file is played alone: conversations written to try the rules, read in full.
  if (probeFile) return ['probe']
  const chosen = option('part', 'all')
  if (chosen === 'all') return ['development', 'held-out']
  if (chosen in PARTS) return [chosen as Part]
  console.error(`--part must be development, held-out or all, not ${chosen}`)
  process.exit(2)
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

function printPart(part: Part, summary: PartSummary) {
  const conversationRate = summary.conversations ? summary.conversationsPassed / summary.conversations : 1
  console.log(`\n${part}: ${summary.conversations} conversations, ${summary.turns} turns`)
  console.log(
    `  turns passed          ${`${summary.turnsPassed}/${summary.turns}`.padStart(9)}  ${percent(turnPassRate(summary))}`,
  )
  console.log(
    `  conversations passed  ${`${summary.conversationsPassed}/${summary.conversations}`.padStart(9)}  ${percent(conversationRate)}`,
  )
  console.log('  turns failing each check:')
  for (const [kind, label] of CHECK_KINDS) {
    console.log(`    ${label.padEnd(46)} ${String(summary.failuresByKind[kind]).padStart(4)}`)
  }
  // What was missed, by kind of fact (never the conversation's words): where the rules fall short.
  if (summary.missed.length) {
    console.log('  facts missed and details wrong, by kind:')
    for (const [what, count] of summary.missed) console.log(`    ${what.padEnd(46)} ${String(count).padStart(4)}`)
  }
}

async function main() {
  const verbose = process.argv.includes('--verbose')
  const json = process.argv.includes('--json')
  const showHeldOut = process.argv.includes('--show-held-out')
  const shown = (part: Part) => part !== 'held-out' || showHeldOut
  const only = option('only', '')
  const chosenParts = parts()
  const engine = await openPglite()
  await migrate(engine)
  await seed(engine)
  setDb(engine)
  const { rows: catalogue } = await engine.query<CatalogueEntry>(
    'select title, slug, cost, is_active from public.ai_models',
  )

  const assistant = provider()
  const started = performance.now()
  const problems = chosenParts.flatMap((part) => scriptProblems(conversationsOf(part), catalogue))
  if (problems.length) throw new Error(`The scripted conversations are wrong:\n${problems.join('\n')}`)
  const report: Array<{ part: Part; summary: PartSummary; results: TurnResult[] }> = []
  for (const part of chosenParts) {
    const chosen = conversationsOf(part).filter((c) => !only || c.id === only)
    if (!chosen.length) continue
    const results: TurnResult[] = []
    for (const conversation of chosen) {
      const played = await play(assistant, conversation)
      const judged = judge(conversation, played, catalogue)
      results.push(...judged)
      if (verbose && !json && shown(part)) {
        console.log(`\n## ${part}: ${conversation.id}${conversation.page ? ` (on /models/${conversation.page})` : ''}`)
        for (const turn of judged) {
          console.log(`> ${turn.visitor}\n${turn.reply}`)
          for (const failure of turn.failures) console.log(`  ✗ [${failure.kind}] ${failure.why}`)
          console.log('')
        }
      }
    }
    report.push({ part, summary: summarise(results), results })
  }
  if (!report.length) {
    console.error(`No conversation ${only} in ${chosenParts.join(' or ')}`)
    process.exit(2)
  }
  const seconds = (performance.now() - started) / 1000
  await engine.close()

  const who = assistant.name === 'offline' ? 'offline' : `provider (${process.env.OPENAI_MODEL || 'gpt-4o-mini'})`
  const low = report.filter(({ summary }) => summary.turns && turnPassRate(summary) < BAR)
  if (json) {
    console.log(
      JSON.stringify(
        {
          assistant: who,
          seconds: Number(seconds.toFixed(1)),
          bar: BAR,
          passed: low.length === 0,
          parts: Object.fromEntries(
            report.map(({ part, summary, results }) => [
              part,
              {
                ...summary,
                turnPassRate: turnPassRate(summary),
                failures: shown(part)
                  ? results
                      .filter((r) => r.failures.length)
                      .map(({ conversation, turn, failures }) => ({ conversation, turn, failures }))
                  : 'kept out of sight: --show-held-out lists them',
              },
            ]),
          ),
        },
        null,
        2,
      ),
    )
  } else {
    console.log(`\nAI Architect scorecard: the ${who} assistant, ${seconds.toFixed(1)} s`)
    for (const { part, summary } of report) printPart(part, summary)
    if (!verbose) {
      const failed = report
        .filter(({ part }) => shown(part))
        .flatMap(({ part, results }) => results.filter((r) => r.failures.length).map((r) => ({ part, ...r })))
      if (failed.length) console.log(`\n${failed.length} failed turns (--verbose shows every reply):`)
      for (const r of failed) {
        console.log(`- ${r.part} ${r.conversation} #${r.turn} ${JSON.stringify(r.visitor)}`)
        for (const f of r.failures) console.log(`    [${f.kind}] ${f.why}`)
      }
    }
    if (low.length) console.log(`\nUnder ${BAR * 100}% of turns: ${low.map(({ part }) => part).join(', ')}`)
  }
  if (low.length) process.exitCode = 1
}

await main()
