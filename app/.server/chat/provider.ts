/**
 * Where replies come from: any OpenAI-compatible API when OPENAI_API_KEY is set, the offline AI
 * Architect otherwise. Both stream text; both stop when the signal aborts.
 */
import { getConfig } from '../config'
import { offlineProvider } from './offline-architect'
import { openAiProvider } from './openai'

export interface ProviderMessage {
  role: 'user' | 'assistant'
  content: string
}

export interface ChatProvider {
  readonly name: 'openai' | 'offline'
  /** The reply, piece by piece, to the conversation (oldest first, ending with the visitor's message). */
  streamReply(conversation: ProviderMessage[], signal: AbortSignal): AsyncIterable<string>
  /** Speech to text; absent when the provider has no transcription. */
  transcribe?(audio: File, signal: AbortSignal): Promise<string>
}

export function chatProvider(): ChatProvider {
  const config = getConfig()
  return config.openai ? openAiProvider(config.openai) : offlineProvider
}
