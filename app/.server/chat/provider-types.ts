/**
 * What every reply provider offers (the providers and their selection in provider.ts import this,
 * never each other). Both stream text; both stop when the signal aborts.
 */
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
