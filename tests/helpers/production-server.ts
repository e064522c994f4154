/**
 * The production build (`npm run build` first) started as its own process on a fresh embedded
 * database, with the environment a caller gives it (an AI provider, say): for the chat benchmark
 * and the browser tests that need a server configured unlike the shared e2e one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface ProductionServer {
  url: string
  /** The server's process id (to read its CPU time, say). */
  pid: number
  /** From spawning the process to the first 200 on `readyPath`, in ms (as closely as `pollMs` allows). */
  startupMs: number
  stop(): Promise<void>
}

export async function startProductionServer(options: {
  port: number
  env?: Record<string, string>
  nodeArgs?: string[]
  /**
   * A data directory the caller owns (kept when the server stops), to start a second time on a
   * database the first start migrated and seeded. Default: a fresh one, removed on stop.
   */
  dataDir?: string
  /** The path whose first 200 means ready (default /healthz; the benchmark's cold start asks for /). */
  readyPath?: string
  /** How often to ask while the server starts (default 250 ms). */
  pollMs?: number
}): Promise<ProductionServer> {
  for (const file of ['build/server.js', 'build/server/index.js']) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`)
  }
  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ai-site-'))
  const spawnedAt = performance.now()
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/healthz'}`)
      await response.arrayBuffer()
      if (response.ok) return { url, pid: server.pid!, startupMs: performance.now() - spawnedAt, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250))
  }
  const exitCode = server.exitCode
  await stop()
  throw new Error(
    exitCode === null ? 'the server did not become healthy within 120 s' : `the server exited with ${exitCode}`,
  )
}
