/**
 * A fake of the OpenAI HTTP API for the two calls the AI Architect makes (docs/architecture.md#chat): streaming
 * chat completions (POST /v1/chat/completions, answered as server-sent events in OpenAI's chunk
 * format) and audio transcription (POST /v1/audio/transcriptions, multipart). The provider is
 * outside our walls, so it is faked at the HTTP boundary: a real server on 127.0.0.1 that the
 * `openai` SDK talks to exactly as to the real API, so our side (SDK included) runs for real.
 *
 * Each test scripts how the next replies behave (words, pacing, an error, a hang, a pause the
 * test releases) and reads back what was sent and whether our side hung up early. The benchmark
 * (scripts/bench-chat.ts) uses it as its provider too.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ChatCompletionRequest {
  model: string
  messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }>
  stream?: boolean
  temperature?: number
  max_tokens?: number
  max_completion_tokens?: number
  [field: string]: unknown
}

export interface TranscriptionRequest {
  model: string | null
  fileName: string | null
  fileType: string | null
  fileSize: number
}

/** How the fake answers a chat completion. */
export type ChatBehaviour =
  /**
   * Streams these pieces, `delayMs` apart (0: as fast as the socket takes them), and ends with
   * `finishReason` ('stop' unless given; 'length': the reply reached max_tokens).
   */
  | { kind: 'stream'; pieces: string[]; delayMs?: number; firstDelayMs?: number; finishReason?: 'stop' | 'length' }
  /** Streams the first `before` pieces, then waits for `release()` before the rest. */
  | { kind: 'pause'; pieces: string[]; before: number }
  /** Answers with an HTTP error and OpenAI's error body. */
  | ErrorAnswer
  /** Sends the headers and `pieces` (maybe none), then nothing more, ever. */
  | { kind: 'hang'; pieces?: string[] }
  /** Says nothing at all (not even headers) for `delayMs`, then streams `pieces`. */
  | { kind: 'slow'; delayMs: number; pieces: string[] }
  /** Streams `pieces`, then drops the connection without finishing the stream. */
  | { kind: 'cut'; pieces: string[] }
  /** Answers with this body as it is: an HTML error page, JSON that is not JSON, a broken event stream. */
  | RawAnswer
  /**
   * Asks for tool calls, streamed as OpenAI does: each call's id and name first, then its
   * arguments in pieces (`arguments` is split in two; give any text, malformed JSON included).
   */
  | { kind: 'tools'; calls: Array<{ name: string; arguments: string }>; text?: string }

/**
 * An HTTP error with OpenAI's error body. OpenAI's own 401 repeats the key it was sent in its
 * message ('Incorrect API key provided: sk-…'), with type 'invalid_request_error' and code
 * 'invalid_api_key'.
 */
interface ErrorAnswer {
  kind: 'error'
  status: number
  message?: string
  type?: string
  code?: string | null
}

/** A body that is not what the API promises, sent as given. */
export interface RawAnswer {
  kind: 'raw'
  status: number
  contentType: string
  body: string
}

export type TranscriptionBehaviour =
  | { kind: 'text'; text: string }
  | ErrorAnswer
  /** Answers with `text` only after `delayMs`. */
  | { kind: 'slow'; delayMs: number; text: string }
  /** Drops the connection without answering. */
  | { kind: 'cut' }
  | RawAnswer

export interface FakeOpenAi {
  /** The base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  baseURL: string
  /** Every chat completion request received, oldest first, with its bearer key. */
  chatRequests: Array<{ body: ChatCompletionRequest; authorization: string | undefined }>
  transcriptions: TranscriptionRequest[]
  /** How many chat streams our side closed before the fake had finished them. */
  readonly hangUps: number
  /** Resolves on the next hang-up (the connection closed while the fake was still answering). */
  nextHangUp(): Promise<void>
  /** How the following chat completions are answered (until changed). */
  answerChatWith(behaviour: ChatBehaviour): void
  /** The next chat completions answered one by one, in this order; the last one repeats. */
  answerChatsWith(behaviours: ChatBehaviour[]): void
  answerTranscriptionWith(behaviour: TranscriptionBehaviour): void
  /** Lets paused streams go on. */
  release(): void
  /** Resolves once a paused stream has sent its first pieces and is waiting. */
  paused(): Promise<void>
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function chunk(id: string, model: string, delta: Record<string, unknown>, finish: string | null = null) {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  }
  return `data: ${JSON.stringify(body)}\n\n`
}

async function readBody(req: http.IncomingMessage) {
  const parts: Buffer[] = []
  for await (const part of req) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

function answerRaw(res: http.ServerResponse, answer: RawAnswer) {
  res.writeHead(answer.status, { 'Content-Type': answer.contentType }).end(answer.body)
}

export async function startFakeOpenAi(
  initial: ChatBehaviour = { kind: 'stream', pieces: ['Hello', ' there!'] },
): Promise<FakeOpenAi> {
  let chat: ChatBehaviour = initial
  let script: ChatBehaviour[] = []
  let transcription: TranscriptionBehaviour = { kind: 'text', text: 'We run three clinics' }
  let hangUps = 0
  let hangUpWaiters: Array<() => void> = []
  let releaseWaiters: Array<() => void> = []
  let pausedWaiters: Array<() => void> = []
  let released = false
  const chatRequests: FakeOpenAi['chatRequests'] = []
  const transcriptions: TranscriptionRequest[] = []
  const open = new Set<http.ServerResponse>()

  async function streamChat(res: http.ServerResponse, body: ChatCompletionRequest, behaviour: ChatBehaviour) {
    if (behaviour.kind === 'error') {
      res.writeHead(behaviour.status, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          error: {
            message: behaviour.message ?? 'The server had an error',
            type: behaviour.type ?? 'server_error',
            code: behaviour.code ?? null,
          },
        }),
      )
      return
    }
    if (behaviour.kind === 'raw') return answerRaw(res, behaviour)
    let finished = false
    res.on('close', () => {
      open.delete(res)
      if (finished) return
      hangUps += 1
      const waiters = hangUpWaiters
      hangUpWaiters = []
      waiters.forEach((resolve) => resolve())
    })
    open.add(res)
    if (behaviour.kind === 'slow') {
      await sleep(behaviour.delayMs)
      if (res.destroyed) return
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' })
    const id = `chatcmpl-fake-${chatRequests.length}`
    const write = (piece: string) => res.write(chunk(id, body.model, { content: piece }))
    res.write(chunk(id, body.model, { role: 'assistant', content: '' }))

    if (behaviour.kind === 'tools') {
      if (behaviour.text) write(behaviour.text)
      behaviour.calls.forEach((call, index) => {
        const half = Math.ceil(call.arguments.length / 2)
        res.write(
          chunk(id, body.model, {
            tool_calls: [
              {
                index,
                id: `call_${chatRequests.length}_${index}`,
                type: 'function',
                function: { name: call.name, arguments: '' },
              },
            ],
          }),
        )
        for (const part of [call.arguments.slice(0, half), call.arguments.slice(half)]) {
          if (part) res.write(chunk(id, body.model, { tool_calls: [{ index, function: { arguments: part } }] }))
        }
      })
      res.write(chunk(id, body.model, {}, 'tool_calls'))
      res.write('data: [DONE]\n\n')
      finished = true
      res.end()
      return
    }
    if (behaviour.kind === 'hang') {
      behaviour.pieces?.forEach(write)
      return // never ends; our side must hang up
    }
    if (behaviour.kind === 'cut') {
      behaviour.pieces.forEach(write)
      finished = true // the fake ends it, not our side
      // Let the pieces leave before the connection goes, as a proxy that dies mid-reply does.
      res.socket?.end(() => res.socket?.destroy())
      return
    }
    if (behaviour.kind === 'pause') {
      behaviour.pieces.slice(0, behaviour.before).forEach(write)
      if (!released) {
        const waiters = pausedWaiters
        pausedWaiters = []
        waiters.forEach((resolve) => resolve())
        await new Promise<void>((resolve) => releaseWaiters.push(resolve))
      }
      behaviour.pieces.slice(behaviour.before).forEach(write)
    } else {
      for (const [index, piece] of behaviour.pieces.entries()) {
        // A slow answer has already waited, before its headers.
        const wait =
          behaviour.kind === 'slow' ? 0 : index === 0 ? (behaviour.firstDelayMs ?? 0) : (behaviour.delayMs ?? 0)
        if (wait > 0) await sleep(wait)
        if (res.destroyed) return
        write(piece)
      }
    }
    if (res.destroyed) return
    res.write(chunk(id, body.model, {}, (behaviour.kind === 'stream' && behaviour.finishReason) || 'stop'))
    res.write('data: [DONE]\n\n')
    finished = true
    res.end()
  }

  async function transcribe(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer) {
    // The multipart body parsed by the platform's own parser, as a strict server would.
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'Content-Type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(raw),
    }).formData()
    const file = form.get('file')
    transcriptions.push({
      model: typeof form.get('model') === 'string' ? (form.get('model') as string) : null,
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      fileSize: file instanceof File ? file.size : 0,
    })
    if (transcription.kind === 'raw') return answerRaw(res, transcription)
    if (transcription.kind === 'cut') return res.socket?.destroy()
    if (transcription.kind === 'slow') {
      await sleep(transcription.delayMs)
      if (res.destroyed) return
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ text: transcription.text }))
      return
    }
    if (transcription.kind === 'error') {
      res.writeHead(transcription.status, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          error: {
            message: transcription.message ?? 'Audio file might be corrupted or unsupported',
            type: transcription.type ?? 'invalid_request_error',
            code: transcription.code ?? null,
          },
        }),
      )
      return
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ text: transcription.text }))
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req)
      const path = new URL(req.url ?? '/', 'http://fake').pathname
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        const body = JSON.parse(raw.toString('utf8')) as ChatCompletionRequest
        chatRequests.push({ body, authorization: req.headers.authorization })
        // A script answers request by request; its last answer stands for every later one.
        const behaviour = script.length > 1 ? script.shift()! : (script[0] ?? chat)
        return streamChat(res, body, behaviour)
      }
      if (req.method === 'POST' && path === '/v1/audio/transcriptions') return transcribe(req, res, raw)
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: `Unknown path ${path}` } }))
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error))
    })
  })
  // Many concurrent streams in the benchmark; keep the defaults from capping them.
  server.maxConnections = 10_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    chatRequests,
    transcriptions,
    get hangUps() {
      return hangUps
    },
    nextHangUp: () => new Promise<void>((resolve) => hangUpWaiters.push(resolve)),
    answerChatWith(behaviour) {
      chat = behaviour
      script = []
      released = false
    },
    answerChatsWith(behaviours) {
      script = [...behaviours]
      released = false
    },
    answerTranscriptionWith(behaviour) {
      transcription = behaviour
    },
    release() {
      released = true
      const waiters = releaseWaiters
      releaseWaiters = []
      waiters.forEach((resolve) => resolve())
    },
    paused: () => new Promise<void>((resolve) => pausedWaiters.push(resolve)),
    close: async () => {
      for (const res of open) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
