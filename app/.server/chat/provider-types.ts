/**
 * What every reply provider offers (the providers and their selection in provider.ts import this,
 * never each other). Both answer a turn with events: the reply's text as it is written, the tools
 * they used, and the callback when they offer it; both stop when the signal aborts.
 */
import type { CapturedDetails } from '~/lib/entities/chat-request'
import type { ModelFacts, ToolOutcome } from './tools'

export interface ProviderMessage {
  role: 'user' | 'assistant'
  content: string
}

/** Runs one of the AI Architect's tools for this visitor (tools.ts), by name, on untrusted arguments. */
export type ToolRunner = (name: string, args: unknown) => Promise<ToolOutcome>

/** Everything a provider knows when it answers one message. */
export interface TurnContext {
  /** The last messages, oldest first, ending with the visitor's. */
  conversation: ProviderMessage[]
  /** What the chat has learned, this message included, and what it knew before it. */
  captured: CapturedDetails
  capturedBefore: CapturedDetails
  /** The model page the chat was opened from, if any. */
  pageModel: ModelFacts | null
  runTool: ToolRunner
  /** The active models a text names (typos allowed), best first. */
  modelsNamed(text: string): Promise<ModelFacts[]>
}

export type ProviderEvent =
  | { type: 'text'; text: string }
  /** A tool ran: its name, the arguments it was given and, briefly, what it found. */
  | { type: 'tool'; name: string; arguments: unknown; summary: string }
  | { type: 'callback'; prefill: CapturedDetails }
  /** The reply was stopped at the provider's token limit: its last sentence may be unfinished. */
  | { type: 'cut' }

export interface ChatProvider {
  readonly name: 'openai' | 'offline'
  streamReply(turn: TurnContext, signal: AbortSignal): AsyncIterable<ProviderEvent>
  /** Speech to text; absent when the provider has no transcription. */
  transcribe?(audio: File, signal: AbortSignal): Promise<string>
}
