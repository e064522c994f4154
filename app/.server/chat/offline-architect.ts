/**
 * The offline AI Architect: the provider on a fresh machine, with no AI key. Its dialogue manager
 * (architect/dialogue.ts) answers from the catalogue through the same tools the provider path is
 * offered; this wraps it as a provider, reporting each tool it used, then streaming the reply word
 * by word as a provider would.
 */
import { getConfig } from '../config'
import { ANON } from '../db'
import { KNOWLEDGE_TOPICS } from '~/lib/entities/knowledge'
import { bestKnowledgeAnswer } from '../knowledge'
import { clearBestModel, getModelText, modelsCovering } from '../models'
import { catalogueWordsLike } from './architect/catalogue-names'
import { respond, type DialogueTools } from './architect/dialogue'
import type { ChatProvider, ProviderEvent } from './provider-types'
import { modelFacts, summariseTool, type ModelFacts, type ToolName } from './tools'

/** Splits text into word-sized pieces that join back to exactly the text. */
export function wordPieces(text: string) {
  return text.match(/\S+\s*|\s+/g) ?? []
}

/** `delayMs` between words; by default the configured pace (OFFLINE_REPLY_WORD_MS), read per reply. */
export function createOfflineProvider(options: { delayMs?: number } = {}): ChatProvider {
  return {
    name: 'offline',
    async *streamReply(turn, signal) {
      const used: ProviderEvent[] = []
      const named = new Map<string, Promise<ModelFacts[]>>()
      const covering = new Map<string, Promise<ModelFacts[]>>()
      const tools: DialogueTools = {
        async run(name: ToolName, args: Record<string, unknown>) {
          const outcome = await turn.runTool(name, args)
          used.push({ type: 'tool', name, arguments: args, summary: summariseTool(outcome) })
          return outcome
        },
        // The dialogue asks about the same message from several places (the knowledge check, the
        // answer, the price): one catalogue read per text and turn.
        modelsNamed: (text) => {
          let found = named.get(text)
          if (!found) named.set(text, (found = turn.modelsNamed(text)))
          return found
        },
        // What a model's page says, for a question about it ('does it work inside Word?'): the
        // public catalogue, read as every visitor reads it.
        modelText: (model, language) => getModelText(ANON, model.link.replace('/models/', ''), language),
        catalogueWords: (text) => catalogueWordsLike(ANON, text),
        // Asked twice in a turn when a question about the model in view may ask for another one.
        modelsCovering: (words, language = 'en') => {
          const key = `${language} ${words.join(' ')}`
          let found = covering.get(key)
          if (!found)
            covering.set(key, (found = modelsCovering(ANON, words, language).then((models) => models.map(modelFacts))))
          return found
        },
        bestModelFor: async (text, industry, language) => {
          const model = await clearBestModel(ANON, text, { industry, language })
          return model && modelFacts(model)
        },
        // What sales knows (app/.server/knowledge.ts): the best published answer, in the visitor's
        // language where one is written, with its place on /trust.
        async knowledge(text, language, except, section) {
          const topic = KNOWLEDGE_TOPICS.find((t) => t === section)
          const found = await bestKnowledgeAnswer(text, language, ANON, except, topic)
          return (
            found && {
              question: found.article.question,
              answer: found.excerpt,
              full: found.whole,
              link: found.article.link,
              topic: found.article.topic,
              score: found.article.score,
            }
          )
        },
      }
      const reply = await respond({
        conversation: turn.conversation,
        captured: turn.captured,
        capturedBefore: turn.capturedBefore,
        pageModel: turn.pageModel,
        tools,
      })
      yield* used
      const delayMs = options.delayMs ?? getConfig().offlineReplyWordMs
      if (reply.callback) yield { type: 'callback', prefill: reply.callback }
      for (const piece of wordPieces(reply.text)) {
        if (signal.aborted) return
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
        yield { type: 'text', text: piece }
      }
    },
  }
}

export const offlineProvider = createOfflineProvider()
