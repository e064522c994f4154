/**
 * The microphone toggle (docs/product.md#ai-architect): the first press records, the second stops,
 * releases the microphone and turns the audio into text through /api/transcribe.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { TRANSCRIPTION_FAILED } from '~/lib/chat'

type RecorderState = 'idle' | 'recording' | 'transcribing'

export function canRecord() {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  )
}

export function useRecorder(onText: (text: string) => void) {
  const [state, setState] = useState<RecorderState>('idle')
  const [error, setError] = useState<string | null>(null)
  const recorder = useRef<MediaRecorder | null>(null)
  const stream = useRef<MediaStream | null>(null)
  const chunks = useRef<Blob[]>([])

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop())
    stream.current = null
  }, [])
  useEffect(() => release, [release])

  const transcribe = useCallback(
    async (audio: Blob) => {
      setState('transcribing')
      try {
        const body = new FormData()
        body.set('audio', new File([audio], 'audio.webm', { type: audio.type || 'audio/webm' }))
        const response = await fetch('/api/transcribe', { method: 'POST', body })
        const answer = (await response.json()) as { text?: string; error?: string }
        if (!response.ok || typeof answer.text !== 'string') throw new Error(answer.error)
        onText(answer.text)
      } catch {
        setError(TRANSCRIPTION_FAILED)
      } finally {
        setState('idle')
      }
    },
    [onText],
  )

  const toggle = useCallback(async () => {
    setError(null)
    if (state === 'recording') {
      recorder.current?.stop()
      return
    }
    if (state !== 'idle') return
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true })
      const next = new MediaRecorder(stream.current)
      chunks.current = []
      next.ondataavailable = (event) => chunks.current.push(event.data)
      next.onstop = () => {
        release()
        void transcribe(new Blob(chunks.current, { type: next.mimeType || 'audio/webm' }))
      }
      recorder.current = next
      next.start()
      setState('recording')
    } catch {
      release()
      setError('The microphone is not available.')
    }
  }, [release, state, transcribe])

  return { state, error, toggle }
}
