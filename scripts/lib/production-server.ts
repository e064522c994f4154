/**
 * The production build on a fresh embedded database, in a child process on a port of its own:
 * what the measuring scripts (Lighthouse, page weight) look at, so their figures are those of a
 * visitor of a real deployment and never of the Vite dev server or of someone's `.data`.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Builds the site unless a build exists (`--rebuild` forces it: measure what the code is now). */
export function ensureBuild(force = process.argv.includes('--rebuild')) {
  if (!force && fs.existsSync('build/server/index.js') && fs.existsSync('build/server.js')) return
  console.info('Building the site...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export interface RunningServer {
  origin: string
  stop(): Promise<void>
}

export async function startProductionServer(port: number): Promise<RunningServer> {
  ensureBuild()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aivora-measure-'))
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: 'false', SITE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const origin = `http://localhost:${port}`

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  // Opening, migrating and seeding the embedded database takes a few seconds.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready.`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server did not answer ${origin}/healthz within a minute.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, stop }
}

/** The public pages measured, with one model page taken from the sitemap (the first listed). */
export async function publicPages(origin: string) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const model = /<loc>[^<]*(\/models\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1]
  if (!model) throw new Error('The sitemap lists no model page.')
  return ['/', '/models', model, '/contact', '/about', '/labs', '/products', '/privacy', '/terms', '/cookies']
}
