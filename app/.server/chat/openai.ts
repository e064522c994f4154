/**
 * Replies from any OpenAI-compatible API through the `openai` SDK (docs/architecture.md#chat:
 * streaming chat completion, temperature 0.7, at most OPENAI_MAX_TOKENS tokens, the persona plus
 * the conversation; audio transcription with a file named audio.webm). The key stays on the server.
 * A reply the provider stops at that limit (finish_reason 'length') is announced as cut, for the
 * turn to end it gracefully (cut-reply.ts).
 *
 * The AI Architect's tools (tools.ts) are offered as function tools
 * (docs/decisions/026-the-ai-architect-sells.md): the provider's tool calls arrive as deltas, are
 * run for this visitor and answered, for at most MAX_TOOL_ROUNDS rounds; the last round offers no
 * tools, so the visitor always gets words. Malformed arguments and unknown tools are answered as
 * errors the model can read. A provider that refuses the `tools` parameter is asked again without
 * it, and remembered, and its instructions carry the catalogue's best matches for the message, so it
 * answers from our data; every provider's instructions carry the page's model and what the chat
 * learned.
 */
import type OpenAI from 'openai'
import type * as OpenAiSdk from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { DEFAULT_MAX_TOKENS } from '../config'
import { instructions } from './persona'
import type { ChatProvider, ProviderEvent, TurnContext } from './provider-types'
import { functionTools, summariseTool, type ModelFacts } from './tools'

/** Rounds of tool calls before the provider must answer in words. */
export const MAX_TOOL_ROUNDS = 3

interface OpenAiSettings {
  apiKey: string
  baseURL?: string
  model: string
  transcriptionModel: string
  /** The most a reply may be, in tokens (OPENAI_MAX_TOKENS). */
  maxTokens?: number
}

/**
 * The SDK, loaded with the first reply or transcription: a server without a provider, or one that
 * has not been asked yet, does not pay for it at start-up.
 */
let sdk: typeof OpenAiSdk | undefined
async function openAiSdk() {
  sdk ??= await import('openai')
  return sdk
}

const clients = new Map<string, OpenAI>()
/** Providers (by base URL) that answered the `tools` parameter with a 4xx: asked without tools since. */
const noTools = new Set<string>()

async function client(settings: OpenAiSettings) {
  const key = `${settings.baseURL ?? ''}|${settings.apiKey}`
  let existing = clients.get(key)
  if (!existing) {
    // Our route retries nothing and cuts hung streams itself (turn.ts). It also logs each failure
    // once, in one line: the SDK's own error lines would add the provider's malformed chunk
    // verbatim (two more lines per garbled stream), so only its warnings are kept.
    const { default: OpenAI } = await openAiSdk()
    existing = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      maxRetries: 0,
      timeout: 120_000,
      logger: {
        error: () => {},
        warn: (...args: unknown[]) => console.warn(...args),
        info: (...args: unknown[]) => console.info(...args),
        debug: (...args: unknown[]) => console.debug(...args),
      },
    })
    clients.set(key, existing)
  }
  return existing
}

interface PendingCall {
  id: string
  name: string
  arguments: string
}

/** The catalogue's best matches for the visitor's message, for the instructions. */
async function matchesFor(turn: TurnContext): Promise<ModelFacts[]> {
  const latest = turn.conversation.at(-1)?.content ?? ''
  const { result } = await turn.runTool('search_catalogue', {
    query: latest.slice(0, 300),
    ...(turn.captured.industry ? { industry: turn.captured.industry } : {}),
  })
  return ((result as { models?: ModelFacts[] }).models ?? []).slice(0, 3)
}

function refusesTools(error: unknown) {
  return (
    sdk !== undefined &&
    error instanceof sdk.APIError &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500 &&
    /tool|function/i.test(error.message)
  )
}

export function openAiProvider(settings: OpenAiSettings): ChatProvider {
  const providerKey = settings.baseURL ?? 'openai'
  return {
    name: 'openai',

    async *streamReply(turn, signal): AsyncGenerator<ProviderEvent> {
      // The catalogue's best matches go in the instructions only for a provider that cannot call
      // tools: one that can searches for itself, and the search is CPU the first words wait for.
      const system = async (withMatches: boolean): Promise<ChatCompletionMessageParam> => ({
        role: 'system',
        content: instructions({
          pageModel: turn.pageModel,
          captured: turn.captured,
          matches: withMatches ? await matchesFor(turn) : [],
        }),
      })
      const messages: ChatCompletionMessageParam[] = [await system(noTools.has(providerKey)), ...turn.conversation]
      for (let round = 0; ; round++) {
        const offerTools = round < MAX_TOOL_ROUNDS && !noTools.has(providerKey)
        let stream
        try {
          stream = await (
            await client(settings)
          ).chat.completions.create(
            {
              model: settings.model,
              stream: true,
              temperature: 0.7,
              // `max_tokens`, the field every OpenAI-compatible server accepts
              // (docs/decisions/020-ai-architect-tested-at-the-http-boundary.md).
              max_tokens: settings.maxTokens ?? DEFAULT_MAX_TOKENS,
              messages,
              ...(offerTools ? { tools: functionTools(), tool_choice: 'auto' as const } : {}),
            },
            { signal },
          )
        } catch (error) {
          if (offerTools && refusesTools(error)) {
            console.warn('[chat] the AI provider refused function tools; asking it without them from now on')
            noTools.add(providerKey)
            messages[0] = await system(true)
            round--
            continue
          }
          throw error
        }

        const calls = new Map<number, PendingCall>()
        let text = ''
        let finish: string | null = null
        for await (const chunk of stream) {
          finish = chunk.choices[0]?.finish_reason ?? finish
          const delta = chunk.choices[0]?.delta
          if (delta?.content) {
            text += delta.content
            yield { type: 'text', text: delta.content }
          }
          for (const call of delta?.tool_calls ?? []) {
            const pending = calls.get(call.index) ?? { id: '', name: '', arguments: '' }
            if (call.id) pending.id = call.id
            if (call.function?.name) pending.name += call.function.name
            if (call.function?.arguments) pending.arguments += call.function.arguments
            calls.set(call.index, pending)
          }
        }
        // A round that asked for no tool (or a round that was not offered any) is the answer.
        if (!calls.size || !offerTools) {
          if (finish === 'length') yield { type: 'cut' }
          return
        }

        const asked = [...calls.values()].map((call, index) => ({ ...call, id: call.id || `call_${round}_${index}` }))
        messages.push({
          role: 'assistant',
          content: text || null,
          tool_calls: asked.map((call) => ({
            id: call.id,
            type: 'function' as const,
            function: { name: call.name, arguments: call.arguments },
          })),
        })
        for (const call of asked) {
          let args: unknown
          let outcome
          try {
            args = call.arguments.trim() ? JSON.parse(call.arguments) : {}
            outcome = await turn.runTool(call.name, args)
          } catch (error) {
            if (!(error instanceof SyntaxError)) throw error
            outcome = { result: { error: `The arguments for ${call.name} were not valid JSON.` } }
          }
          yield {
            type: 'tool',
            name: call.name,
            arguments: args ?? call.arguments.slice(0, 300),
            summary: summariseTool(outcome),
          }
          if (outcome.callback) yield { type: 'callback', prefill: outcome.callback }
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.result) })
        }
      }
    },

    async transcribe(audio, signal) {
      // Always named audio.webm, whatever the browser called it: the provider tells the format by
      // the name. A File passed as is would keep its own name.
      const { toFile } = await openAiSdk()
      const file = await toFile(await audio.arrayBuffer(), 'audio.webm', { type: audio.type || 'audio/webm' })
      const result = await (
        await client(settings)
      ).audio.transcriptions.create({ file, model: settings.transcriptionModel }, { signal })
      return result.text
    },
  }
}
