/**
 * `npm run bench:chat`: what our chat route adds to the time a visitor waits for the first words
 * of a reply. The production build (`npm run build` first) is started on a fresh embedded
 * database with OPENAI_API_KEY set and OPENAI_BASE_URL pointed at a fake streaming provider
 * (tests/helpers/fake-openai.ts) in this process. Then CHATS concurrent chats each send TURNS
 * messages one after another, under two loads (decision 033):
 *   - back to back: the next message the moment the reply ends (a stress test: CHATS turns always
 *     in flight), and
 *   - as people chat: each message after 1-4 s of reading and typing (BENCH_THINK_MS_MIN/MAX),
 * and for each load twice over:
 *   - directly to the fake provider (what the provider alone costs), and
 *   - through POST /api/chat on the server (rate limits, history load and save, the SDK, the stream).
 * It prints time to first byte (response headers) and time to first token (the first words), p50
 * and p95 of each, the difference (what our route adds), the server's CPU per reply, and the
 * errors, which must be none. BENCH_WARM_ROUNDS rounds of the back-to-back load come first, with
 * visitors of their own, so that the server measured is warm.
 *
 * Each simulated visitor is its own browser: its own connection, its own chat cookie, and its own
 * address in X-Forwarded-For (the server trusts this process as its proxy, as it would a load balancer). The
 * per-address and per-chat rate limits stay on and apply as they would to these visitors; the
 * load stays within them (TURNS is far below the 30 messages a chat may send in ten minutes).
 *
 * Environment: BENCH_CHATS (50), BENCH_TURNS (3), BENCH_WARM_ROUNDS (rounds of the same load before the
 * measured one, 3), BENCH_PORT (3305), FAKE_FIRST_MS (the provider's
 * thinking time before its first word, 20), FAKE_PIECE_MS (between words, 5), BENCH_NODE_ARGS.
 * With DATABASE_URL (and SESSION_SECRET) the server runs on that PostgreSQL database instead, with
 * WEB_CONCURRENCY workers if set: give it a new database each run, as the rate limits it keeps
 * count these same addresses. The CPU printed is the server's processes', not PostgreSQL's.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { startFakeOpenAi } from '../tests/helpers/fake-openai'
import { startProductionServer, VISITORS_VIA_LOOPBACK_PROXY } from '../tests/helpers/production-server'

const CHATS = Number(process.env.BENCH_CHATS ?? 50)
const TURNS = Number(process.env.BENCH_TURNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 3305)
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 3)
const THINK_MS_MIN = Number(process.env.BENCH_THINK_MS_MIN ?? 1000)
const THINK_MS_MAX = Number(process.env.BENCH_THINK_MS_MAX ?? 4000)
const FIRST_MS = Number(process.env.FAKE_FIRST_MS ?? 20)
const PIECE_MS = Number(process.env.FAKE_PIECE_MS ?? 5)
const PIECES =
  'Retail is a great fit for AI! ✨ Teams like yours use our forecasting models to save hours every week. What is the biggest time sink for your team right now?'.split(
    /(?<= )/,
  )
const QUESTIONS = Array.from(
  { length: TURNS },
  (_, i) => ['We are a retail business', 'Mostly stock planning', 'How much does it cost?'][i % 3]!,
)

interface Sample {
  turn: number
  ttfb: number
  ttft: number
  total: number
}

interface Outcome {
  samples: Sample[]
  errors: string[]
}

/**
 * One streamed POST: resolves with the timings once the body has ended. `firstWords` says whether
 * a chunk of the body carries the first words of the reply.
 */
function timedPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  agent: http.Agent,
  firstWords: (text: string) => boolean,
): Promise<Omit<Sample, 'turn'> & { status: number; body: string; setCookie: string | undefined }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let ttfb = 0
    let ttft = 0
    let text = ''
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        ttfb = performance.now() - started
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
          if (!ttft && firstWords(text)) ttft = performance.now() - started
        })
        res.on('end', () =>
          resolve({
            ttfb,
            ttft,
            total: performance.now() - started,
            status: res.statusCode ?? 0,
            body: text,
            setCookie: res.headers['set-cookie']?.[0],
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** How long a visitor waits before sending message `turn` (reading the reply, typing), in ms. */
type Think = (visitor: number, turn: number) => number

/** Every message the moment the reply before it has ended: the most a chat can ask of the server. */
const backToBack: Think = () => 0

/**
 * As people chat: each message after THINK_MS_MIN to THINK_MS_MAX of reading and typing (the first
 * too: visitors do not all arrive in the same millisecond). The same waits in every run and on
 * both paths: a fixed mix of the visitor and the message, not Math.random.
 */
const asPeopleChat: Think = (visitor, turn) => {
  const unit = (Math.sin(visitor * 12.9898 + turn * 78.233) * 43758.5453) % 1
  return THINK_MS_MIN + Math.abs(unit) * (THINK_MS_MAX - THINK_MS_MIN)
}

const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

/** The provider alone: the request our server would make, sent straight to the fake. */
async function direct(baseURL: string, think: Think): Promise<Outcome> {
  const outcome: Outcome = { samples: [], errors: [] }
  await Promise.all(
    Array.from({ length: CHATS }, async (_, visitor) => {
      const agent = new http.Agent({ keepAlive: true })
      const messages: Array<{ role: string; content: string }> = [
        { role: 'system', content: 'You are the AI Architect.' },
      ]
      for (const [turn, question] of QUESTIONS.entries()) {
        messages.push({ role: 'user', content: question })
        await pause(think(visitor, turn))
        try {
          const result = await timedPost(
            `${baseURL}/chat/completions`,
            JSON.stringify({ model: 'bench-model', stream: true, temperature: 0.7, max_tokens: 100, messages }),
            { 'Content-Type': 'application/json', Authorization: 'Bearer bench-key' },
            agent,
            (text) => /"delta":\{"content":"[^"]/.test(text),
          )
          if (result.status !== 200 || !result.body.includes('data: [DONE]'))
            outcome.errors.push(`direct: status ${result.status}`)
          else outcome.samples.push({ ...result, turn })
          messages.push({ role: 'assistant', content: PIECES.join('') })
        } catch (error) {
          outcome.errors.push(`direct: ${String(error)}`)
        }
      }
      agent.destroy()
    }),
  )
  return outcome
}

/** Through our route, as CHATS visitors would, each from an address under `network` (10.77, …). */
async function throughRoute(siteURL: string, network: string, think: Think): Promise<Outcome> {
  const outcome: Outcome = { samples: [], errors: [] }
  await Promise.all(
    Array.from({ length: CHATS }, async (_, visitor) => {
      const agent = new http.Agent({ keepAlive: true })
      const address = `${network}.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`
      let cookie = ''
      for (const [turn, question] of QUESTIONS.entries()) {
        await pause(think(visitor, turn))
        try {
          const result = await timedPost(
            `${siteURL}/api/chat`,
            new URLSearchParams({ message: question }).toString(),
            {
              'Content-Type': 'application/x-www-form-urlencoded',
              'X-Forwarded-For': address,
              ...(cookie ? { Cookie: cookie } : {}),
            },
            agent,
            (text) => text.includes('{"type":"delta"'),
          )
          cookie ||= result.setCookie?.split(';')[0] ?? ''
          const events = result.body
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { type: string; message?: string })
          if (result.status !== 200) outcome.errors.push(`route: status ${result.status} ${result.body.slice(0, 200)}`)
          else if (events.some((e) => e.type === 'error'))
            outcome.errors.push(`route: ${events.find((e) => e.type === 'error')?.message}`)
          else if (events.at(-1)?.type !== 'done') outcome.errors.push('route: the stream ended without done')
          else outcome.samples.push({ ...result, turn })
        } catch (error) {
          outcome.errors.push(`route: ${String(error)}`)
        }
      }
      agent.destroy()
    }),
  )
  return outcome
}

/**
 * The CPU time (user + system) the server process has used so far, in ms, where Linux says
 * (/proc): tells what a reply costs the server apart from waiting for a busy machine.
 */
/** A process's CPU time so far (user and system), in ms, from /proc; null where there is none. */
function processCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** The pids of a process's children (the cluster's workers under WEB_CONCURRENCY). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((child) => {
        try {
          return Number(fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid
        } catch {
          return false
        }
      })
  } catch {
    return []
  }
}

/**
 * The server's CPU time in ms: its process and, with WEB_CONCURRENCY, its workers (a worker that
 * ends meanwhile takes its time with it, so measure while they run). PostgreSQL's own processes are
 * not ours and not counted.
 */
function serverCpuMs(pid: number): number | null {
  const own = processCpuMs(pid)
  if (own === null) return null
  return childrenOf(pid).reduce((sum, child) => sum + (processCpuMs(child) ?? 0), own)
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const fake = await startFakeOpenAi({ kind: 'stream', pieces: PIECES, firstDelayMs: FIRST_MS, delayMs: PIECE_MS })
// BENCH_NODE_ARGS: extra flags for the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
const server = await startProductionServer({
  port: PORT,
  env: {
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'bench-model',
    ...VISITORS_VIA_LOOPBACK_PROXY,
  },
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
})
const siteURL = server.url

interface Measured {
  provider: Outcome
  route: Outcome
  directSeconds: number
  routeSeconds: number
  cpuMs: number | null
}

/** One load, first straight to the provider, then through the route, visitors under `network`. */
async function measure(think: Think, network: string): Promise<Measured> {
  const wallDirect = performance.now()
  const provider = await direct(fake.baseURL, think)
  const directSeconds = (performance.now() - wallDirect) / 1000
  const wallRoute = performance.now()
  const cpuBefore = serverCpuMs(server.pid)
  const route = await throughRoute(siteURL, network, think)
  const cpuAfter = serverCpuMs(server.pid)
  const routeSeconds = (performance.now() - wallRoute) / 1000
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null
  return { provider, route, directSeconds, routeSeconds, cpuMs }
}

function report({ provider, route, directSeconds, routeSeconds, cpuMs }: Measured) {
  const row = (label: string, outcome: Outcome, key: keyof Sample) => {
    const values = outcome.samples.map((s) => s[key])
    return { label, p50: percentile(values, 50), p95: percentile(values, 95) }
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`
  for (const key of ['ttfb', 'ttft', 'total'] as const) {
    const name = { ttfb: 'time to first byte', ttft: 'time to first words', total: 'whole reply' }[key]
    const a = row('provider directly', provider, key)
    const b = row('through /api/chat', route, key)
    console.info(`${name}:`)
    console.info(`  ${a.label.padEnd(20)} p50 ${ms(a.p50).padStart(10)}   p95 ${ms(a.p95).padStart(10)}`)
    console.info(`  ${b.label.padEnd(20)} p50 ${ms(b.p50).padStart(10)}   p95 ${ms(b.p95).padStart(10)}`)
    console.info(
      `  ${'added by our route'.padEnd(20)} p50 ${ms(b.p50 - a.p50).padStart(10)}   p95 ${ms(b.p95 - a.p95).padStart(10)}`,
    )
  }
  const byTurn = (outcome: Outcome, turn: number) => outcome.samples.filter((s) => s.turn === turn).map((s) => s.ttft)
  console.info('time to first words through /api/chat, by message of the chat:')
  for (let turn = 0; turn < TURNS; turn++) {
    const values = byTurn(route, turn)
    console.info(
      `  message ${turn + 1}: p50 ${ms(percentile(values, 50)).padStart(10)}   p95 ${ms(percentile(values, 95)).padStart(10)}   (provider directly: p50 ${ms(percentile(byTurn(provider, turn), 50))})`,
    )
  }
  console.info(
    `replies: ${provider.samples.length} direct in ${directSeconds.toFixed(1)} s, ${route.samples.length} through the route in ${routeSeconds.toFixed(1)} s`,
  )
  if (cpuMs !== null)
    console.info(
      `server CPU through the route: ${cpuMs.toFixed(0)} ms in ${routeSeconds.toFixed(1)} s of wall time (${((cpuMs / 1000 / routeSeconds) * 100).toFixed(0)}% of one core), ${(cpuMs / Math.max(1, route.samples.length)).toFixed(1)} ms a reply; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    )
}

let failed = false
try {
  // Warm up both paths (module loading, the JIT, the SDK client, the database's first queries) as
  // the measured rounds will use them, with visitors of their own, so that their chats and
  // addresses do not count against the measured ones. A server in production has long been warm:
  // until V8 has optimised the hot code, its compiler threads' CPU would be counted as the turns'.
  for (let round = 0; round < WARM_ROUNDS; round++) {
    const warm = await Promise.all([
      direct(fake.baseURL, backToBack),
      throughRoute(siteURL, `10.${78 + round}`, backToBack),
    ])
    const errors = warm.flatMap((outcome) => outcome.errors)
    if (errors.length) throw new Error(`warm-up failed: ${errors.slice(0, 3).join(' | ')}`)
  }

  console.info(
    `\n${CHATS} concurrent chats × ${TURNS} messages; fake provider: first words after ${FIRST_MS} ms, then a word every ${PIECE_MS} ms (${PIECES.length} words)`,
  )
  console.info(
    `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${process.env.DATABASE_URL ? `PostgreSQL (DATABASE_URL), ${process.env.WEB_CONCURRENCY ?? 1} worker(s)` : 'embedded database (PGlite)'}`,
  )
  const errors: string[] = []
  for (const [index, load] of [
    {
      title: 'Back to back: every visitor sends the next message the moment a reply ends (a stress test)',
      think: backToBack,
    },
    {
      title: `As people chat: each visitor reads and types for ${THINK_MS_MIN / 1000}-${THINK_MS_MAX / 1000} s before each message`,
      think: asPeopleChat,
    },
  ].entries()) {
    const outcome = await measure(load.think, `10.${77 - index}`)
    console.info(`\n${load.title}`)
    report(outcome)
    errors.push(...outcome.provider.errors, ...outcome.route.errors)
  }
  console.info(`upstream requests the fake saw: ${fake.chatRequests.length}; hang-ups: ${fake.hangUps}`)
  console.info(`errors: ${errors.length}`)
  for (const error of errors.slice(0, 10)) console.info(`  ${error}`)
  failed = errors.length > 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  failed = true
} finally {
  await server.stop()
  await fake.close()
}
process.exit(failed ? 1 : 0)
