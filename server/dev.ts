/**
 * `npm run dev`: the site's own server (server/site.ts) with Vite inside it in middleware mode,
 * so development runs the middleware production runs: the cross-site check, the security headers,
 * the body limits, the methods refused (docs/decisions/043-one-server-program.md). Remix's build
 * comes from Vite's module graph on each request (an edit is seen at once, components hot
 * reloaded), and the app's hooks from its first load. Its log lines are pino-pretty's, for a terminal.
 */
import http from 'node:http'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import pretty from 'pino-pretty'
import type { ServerHooks } from '../app/.server/server-hooks'
import { loadContextOf, serveSite } from './site'

process.env.NODE_ENV ??= 'development'

const server = http.createServer()
const vite = await import('vite').then(({ createServer }) =>
  // Hot updates travel on the site's own port, through this server.
  createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' }),
)
const loadBuild = () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
const firstBuild = await loadBuild()
const hooks = (firstBuild.entry.module as unknown as { serverHooks: ServerHooks }).serverHooks

await serveSite(
  hooks,
  () => ({
    remix: createRequestHandler({
      build: loadBuild,
      mode: 'development',
      getLoadContext: (_req, res) => loadContextOf(res),
    }),
    // Vite serves the app's modules, its own client and the public folder.
    assets: vite.middlewares,
    pageCache: false,
    // The metrics' route labels; a route added while the server runs is labelled `routes/$`.
    routes: firstBuild.routes,
    // Lines a person reads in a terminal ('20:41:07 INFO: GET /models 200 (12 ms)') instead of
    // production's JSON; the same fields are redacted, since they are redacted before this.
    logTo: pretty({
      translateTime: 'HH:MM:ss',
      ignore: 'pid,requestId,method,route,status,durationMs,clientAddress',
      messageFormat: (log, messageKey) =>
        `${String(log[messageKey])}${typeof log.durationMs === 'number' ? ` (${log.durationMs} ms)` : ''}`,
    }),
  }),
  server,
)
// Vite's watcher and module graph go with the server.
process.once('SIGTERM', () => void vite.close())
process.once('SIGINT', () => void vite.close())
