/**
 * The production build (`npm run build` first) started as its own process on a fresh embedded
 * database, with the environment a caller gives it (an AI provider, say): for the chat benchmark
 * and the browser tests that need a server configured unlike the shared e2e one. The fault tests
 * also keep its data directory across restarts, kill it, read its log, and start it while its
 * database is unreachable (so it is never healthy: `waitFor: 'listening'`).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expectNoLeaks } from './log-check'
import { copySeededDataDir } from './templates'
import { dataDirsBase } from './data-dirs'

/**
 * The environment for a server that callers on this machine reach as many visitors: each request
 * names its visitor's address in X-Forwarded-For, as a load balancer would, so per-address rate
 * limits count each visitor apart. The server believes that header only from proxies named in
 * TRUST_PROXY (by default nobody); here the caller itself is that proxy, on the loopback interface.
 */
export const VISITORS_VIA_LOOPBACK_PROXY = { TRUST_PROXY: 'loopback' } as const

export interface ProductionServer {
  url: string
  /** The server's process id (to read its CPU time, say). */
  pid: number
  /** Everything it wrote to stderr so far. */
  log(): string
  /** Everything it wrote to stdout so far (its request log). */
  stdout(): string
  /** Resolves with its exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>
  /** Sends `signal` and waits for the process to end (SIGKILL: no shutdown, as a crash). */
  kill(signal: NodeJS.Signals): Promise<void>
  /** From spawning the process to the first ready answer on `readyPath`, in ms (as closely as `pollMs` allows). */
  startupMs: number
  /**
   * SIGTERM, then removes the data directory unless the caller gave it; throws if a line the
   * server wrote holds an e-mail address or a secret (./log-check.ts).
   */
  stop(): Promise<void>
}

export async function startProductionServer(options: {
  port: number
  env?: Record<string, string>
  nodeArgs?: string[]
  /** A data directory to use and keep (default: a fresh one, removed on stop). */
  dataDir?: string
  /**
   * Start on a copy of the seeded embedded database (./templates.ts) instead of an empty data
   * directory, as a restart does: for servers whose first start is not what is tested.
   */
  seeded?: boolean
  /** 'healthy' (default): /healthz answers 200. 'listening': any HTTP answer at all. */
  waitFor?: 'healthy' | 'listening'
  /** Do not echo the server's stderr (the test reads it with log()). */
  quiet?: boolean
  /** How long it may take to become ready (default 120 s). */
  timeoutMs?: number
  /** The path whose first 200 means ready (default /healthz; the benchmark's cold start asks for /). */
  readyPath?: string
  /** How often to ask while the server starts (default 100 ms). */
  pollMs?: number
  /** 'development': `npm run dev`'s server (server/dev.ts, Vite inside) instead of the build. */
  program?: 'production' | 'development'
}): Promise<ProductionServer> {
  const development = options.program === 'development'
  for (const file of development ? [] : ['build/server.js', 'build/server/index.js']) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`)
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(dataDirsBase(), 'ai-site-'))
  if (options.seeded) await copySeededDataDir(dataDir)
  const spawnedAt = performance.now()
  const program = development ? ['--import', 'tsx', 'server/dev.ts'] : ['build/server.js']
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: development ? 'development' : 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'true',
    SITE_URL: `http://localhost:${options.port}`,
    ...options.env,
  }
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), ...program], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  let stderr = ''
  server.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    if (!options.quiet) process.stderr.write(chunk)
  })
  const exited = new Promise<number | null>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve(server.exitCode)
    else server.once('exit', (code) => resolve(code))
  })
  const running = () => server.exitCode === null && server.signalCode === null
  const url = `http://127.0.0.1:${options.port}`
  const kill = async (signal: NodeJS.Signals) => {
    if (running()) server.kill(signal)
    await exited
  }
  const stop = async () => {
    await kill('SIGTERM')
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    expectNoLeaks(`${stdout}\n${stderr}`, `The server on port ${options.port}`, env)
  }

  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (!running()) break
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/healthz'}`)
      await response.arrayBuffer()
      if (response.ok || options.waitFor === 'listening') {
        return {
          url,
          pid: server.pid!,
          log: () => stderr,
          stdout: () => stdout,
          exited,
          kill,
          startupMs: performance.now() - spawnedAt,
          stop,
        }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100))
  }
  const exitCode = server.exitCode
  const stillRunning = running()
  await stop()
  throw new Error(
    stillRunning
      ? `the server did not become ready within ${(options.timeoutMs ?? 120_000) / 1000} s:\n${stderr}`
      : `the server exited with ${exitCode}:\n${stderr}`,
  )
}
