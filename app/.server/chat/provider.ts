/**
 * Where replies come from: any OpenAI-compatible API when OPENAI_API_KEY is set, the offline AI
 * Architect otherwise (what they offer: provider-types.ts).
 */
import { getConfig } from '../config'
import { offlineProvider } from './offline-architect'
import { openAiProvider } from './openai'
import type { ChatProvider } from './provider-types'

export function chatProvider(): ChatProvider {
  const config = getConfig()
  return config.openai ? openAiProvider(config.openai) : offlineProvider
}
