/**
 * POST /api/transcribe: a recording (multipart field `audio`, at most 5 MB) to text, through the
 * provider's transcription endpoint. Offered only when an AI provider is configured; 'Transcription
 * failed' otherwise and on any failure (docs/product.md#messages).
 */
import type { ActionFunctionArgs } from '@remix-run/node'
import { chatIdFor } from '~/.server/chat/chat-id'
import { TOO_MANY_MESSAGES, withinChatLimits } from '~/.server/chat/limits'
import { chatProvider } from '~/.server/chat/provider'
import { providerFailure } from '~/.server/provider-failure'
import { getConfig } from '~/.server/config'
import { readForm } from '~/.server/input'
import { TRANSCRIPTION_FAILED } from '~/lib/chat'

export const MAX_AUDIO_BYTES = 5 * 1024 * 1024

export async function action({ request, context }: ActionFunctionArgs) {
  const provider = chatProvider()
  if (!provider.transcribe) return Response.json({ error: TRANSCRIPTION_FAILED }, { status: 404 })
  const form = await readForm(request)
  if (!form) return Response.json({ error: TRANSCRIPTION_FAILED }, { status: 400 })
  const audio = form.get('audio')
  if (
    !(audio instanceof File) ||
    audio.size === 0 ||
    audio.size > MAX_AUDIO_BYTES ||
    !/^(audio|video)\//.test(audio.type || 'audio/webm')
  ) {
    return Response.json({ error: TRANSCRIPTION_FAILED }, { status: 400 })
  }
  const { chatId } = chatIdFor(request)
  let allowed: boolean
  try {
    allowed = await withinChatLimits(context, chatId)
  } catch (error) {
    // The limits could not be counted (the database is unreachable): a failure, not 'too many'.
    console.error(
      '[chat] transcription refused: the limits could not be checked:',
      error instanceof Error ? error.message : error,
    )
    return Response.json({ error: TRANSCRIPTION_FAILED }, { status: 503 })
  }
  if (!allowed) return Response.json({ error: TOO_MANY_MESSAGES }, { status: 429 })

  const timeout = AbortSignal.timeout(getConfig().aiTimeoutMs)
  try {
    const text = await provider.transcribe(audio, AbortSignal.any([request.signal, timeout]))
    return Response.json({ text: text.trim() })
  } catch (error) {
    console.error(`[chat] transcription failed: ${providerFailure(error)}`)
    return Response.json({ error: TRANSCRIPTION_FAILED }, { status: 502 })
  }
}

export function loader() {
  return Response.json({ error: 'Send the recording with POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
