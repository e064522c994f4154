/**
 * Replies from any OpenAI-compatible API through the `openai` SDK (docs/architecture.md#chat:
 * streaming chat completion, temperature 0.7, at most 100 tokens, the persona plus the
 * conversation; audio transcription with a file named audio.webm). The key stays on the server.
 */
import OpenAI, { toFile } from 'openai'
import { PERSONA } from './persona'
import type { ChatProvider } from './provider-types'

const REPLY_SETTINGS = { temperature: 0.7, max_tokens: 100 } as const

interface OpenAiSettings {
  apiKey: string
  baseURL?: string
  model: string
  transcriptionModel: string
}

const clients = new Map<string, OpenAI>()

function client(settings: OpenAiSettings) {
  const key = `${settings.baseURL ?? ''}|${settings.apiKey}`
  let existing = clients.get(key)
  if (!existing) {
    // Our route retries nothing and cuts hung streams itself (turn.ts). It also logs each failure
    // once, in one line: the SDK's own error lines would add the provider's malformed chunk
    // verbatim (two more lines per garbled stream), so only its warnings are kept.
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

export function openAiProvider(settings: OpenAiSettings): ChatProvider {
  return {
    name: 'openai',

    async *streamReply(conversation, signal) {
      const stream = await client(settings).chat.completions.create(
        {
          model: settings.model,
          stream: true,
          ...REPLY_SETTINGS,
          messages: [{ role: 'system', content: PERSONA }, ...conversation],
        },
        { signal },
      )
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content
        if (text) yield text
      }
    },

    async transcribe(audio, signal) {
      // Always named audio.webm, whatever the browser called it: the provider tells the format by
      // the name. A File passed as is would keep its own name.
      const file = await toFile(await audio.arrayBuffer(), 'audio.webm', { type: audio.type || 'audio/webm' })
      const result = await client(settings).audio.transcriptions.create(
        { file, model: settings.transcriptionModel },
        { signal },
      )
      return result.text
    },
  }
}
