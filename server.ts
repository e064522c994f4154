/**
 * The production HTTP server: the site (server/site.ts) on the build in build/, whose hooks are
 * the only way in to the app (app/.server/server-hooks.ts). With WEB_CONCURRENCY it runs as
 * several worker processes on one port (server/cluster.ts). `npm run dev` serves the same site
 * from Vite's module graph instead (server/dev.ts).
 */
import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import type { ServerHooks } from './app/.server/server-hooks'
import { runFleet } from './server/cluster'
import { serveFleetMetrics } from './server/metrics'
import { loadContextOf, serveSite } from './server/site'

const root = path.dirname(fileURLToPath(import.meta.url))
const buildDir = path.basename(root) === 'build' ? root : path.join(root, 'build')

async function loadBuild() {
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild
  const hooks = (build.entry.module as unknown as { serverHooks: ServerHooks }).serverHooks
  return { build, hooks }
}

function main(build: ServerBuild, hooks: ServerHooks) {
  return serveSite(hooks, (settings) => ({
    remix: createRequestHandler({
      build,
      mode: settings.isProduction ? 'production' : 'development',
      getLoadContext: (_req, res) => loadContextOf(res),
    }),
    // Fingerprinted build output never changes: cache it for a year.
    assets: express
      .Router()
      .use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' })),
    publicFiles: express.static(path.join(buildDir, 'client'), { maxAge: '1h' }),
    pageCache: true,
    routes: build.routes,
  }))
}

/** One process, or the primary of several (server/cluster.ts), whose workers each run `main`. */
async function start() {
  const { build, hooks } = await loadBuild()
  const workers = cluster.isPrimary ? hooks.workersToRun() : 1
  if (workers === 1) return main(build, hooks)
  // The workers' metrics added up here, on METRICS_PORT or for a worker asked on the site's port.
  const metrics = hooks.metricsSettings()
  const stopMetrics = metrics
    ? await serveFleetMetrics(metrics).catch((error: Error) => {
        console.error(`\nThe server cannot start. ${error.message}\n`)
        process.exit(1)
      })
    : undefined
  // Each worker serves SHUTDOWN_DELAY_SECONDS after SIGTERM before it starts to close.
  const fleet = runFleet({ workers, stopTimeoutMs: 15_000 + hooks.shutdownDelayMs() })
  process.on('SIGTERM', () => fleet.stop('SIGTERM received'))
  process.on('SIGINT', () => fleet.stop('SIGINT received'))
  const code = await fleet.done
  await stopMetrics?.()
  process.exit(code)
}

void start()
