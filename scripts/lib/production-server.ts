/**
 * The production build on a fresh embedded database, in a child process on a port of its own:
 * what the measuring scripts (Lighthouse, page weight) look at, so their figures are those of a
 * visitor of a real deployment and never of the Vite dev server or of someone's `.data`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { PUBLIC_PAGES } from '../../app/lib/public-pages'
import { startProductionServer as startServer } from '../../tests/helpers/production-server'
import { firstModelPage } from './sitemap-reader'

/** Builds the site unless a build exists (`--rebuild` forces it: measure what the code is now). */
export function ensureBuild(force = process.argv.includes('--rebuild')) {
  if (!force && fs.existsSync('build/server/index.js') && fs.existsSync('build/server.js')) return
  console.info('Building the site...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

interface RunningServer {
  origin: string
  stop(): Promise<void>
}

export async function startProductionServer(port: number): Promise<RunningServer> {
  ensureBuild()
  const origin = `http://127.0.0.1:${port}`
  // Canonical links name the origin measured, as they would a real deployment's.
  const server = await startServer({ port, env: { SITE_URL: origin } })
  return { origin, stop: server.stop }
}

/**
 * The public pages measured, with one model page taken from the sitemap (the first listed; past
 * 50,000 URLs, the first in the index's parts).
 */
export async function publicPages(origin: string) {
  const model = await firstModelPage(async (path) => {
    const response = await fetch(`${origin}${path}`)
    if (!response.ok) throw new Error(`${path} answered ${response.status}.`)
    return response.text()
  })
  if (!model) throw new Error('The sitemap lists no model page.')
  const [home, models, ...others] = PUBLIC_PAGES
  return [home, models, model, ...others]
}
