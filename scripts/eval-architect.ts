/**
 * `npm run eval:architect`: plays the scripted conversations of eval/architect-conversations.json
 * against the AI Architect and prints a scorecard (scripts/lib/architect-eval.ts says how each line
 * is judged). The assistant is the offline one, or the provider in OPENAI_API_KEY /
 * OPENAI_BASE_URL / OPENAI_MODEL when set. The conversations run on a fresh embedded database
 * seeded with the catalogue, through the same turn assembly as the site (what is learned from each
 * message, the page's model, the tools read as a visitor).
 *
 *   npm run eval:architect [-- --verbose] [--only id]
 *
 * Exits 1 when a line scores under 90% (the offline assistant's bar; a provider's figures are
 * reported the same way).
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
  judge,
  scorecard,
  type CatalogueEntry,
  type Check,
  type PlayedTurn,
  type ScriptedConversation,
} from './lib/architect-eval'
import { option } from './lib/options'

const BAR = 0.9
const here = path.dirname(fileURLToPath(import.meta.url))
const conversations = JSON.parse(
  fs.readFileSync(path.join(here, '..', 'eval', 'architect-conversations.json'), 'utf8'),
) as ScriptedConversation[]

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
    captured = { ...captured, ...learnedFrom(visitor, messages) }
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

async function main() {
  const verbose = process.argv.includes('--verbose')
  const only = option('only', '')
  const engine = await openPglite()
  await migrate(engine)
  await seed(engine)
  setDb(engine)
  const { rows: catalogue } = await engine.query<CatalogueEntry>(
    'select title, slug, cost, is_active from public.ai_models',
  )

  const assistant = provider()
  const started = performance.now()
  const checks: Check[] = []
  const chosen = conversations.filter((c) => !only || c.id === only)
  let turns = 0
  for (const conversation of chosen) {
    const played = await play(assistant, conversation)
    turns += played.length
    if (verbose) {
      console.log(`\n## ${conversation.id}${conversation.page ? ` (on /models/${conversation.page})` : ''}`)
      for (const turn of played) console.log(`> ${turn.visitor}\n${turn.reply}\n`)
    }
    checks.push(...judge(conversation, played, catalogue))
  }
  const seconds = (performance.now() - started) / 1000
  await engine.close()

  const card = scorecard(checks)
  console.log(
    `\nAI Architect scorecard: ${assistant.name === 'offline' ? 'the offline assistant' : `the provider (${process.env.OPENAI_MODEL || 'gpt-4o-mini'})`}, ${chosen.length} conversations, ${turns} turns, ${seconds.toFixed(1)} s\n`,
  )
  for (const row of card) {
    console.log(
      `${row.label.padEnd(44)} ${`${row.passed}/${row.total}`.padStart(8)}  ${(row.share * 100).toFixed(0).padStart(3)}%`,
    )
  }
  const failures = checks.filter((c) => !c.passed)
  if (failures.length) {
    console.log(`\n${failures.length} failed checks:`)
    for (const failure of failures) console.log(`- [${failure.line}] ${failure.detail}`)
  }
  const low = card.filter((row) => row.share < BAR)
  if (low.length) {
    console.log(`\nUnder ${BAR * 100}%: ${low.map((row) => row.label).join('; ')}`)
    process.exitCode = 1
  }
}

await main()
