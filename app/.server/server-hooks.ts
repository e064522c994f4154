/**
 * What the HTTP server (server.ts, server/) asks of the app: where to listen, how to start and
 * stop, who the client is, whether the database answers, the app's own rules for the page cache,
 * its metrics and where errors are reported. The build exports this one
 * object (app/entry.server.tsx), and the server reaches the app only through it, so there is one
 * copy of every app module in the process: the server's bundle holds none of app/ (a test reads
 * its inputs) and state such as the configuration, the database or the list of caches to empty is
 * never split between two copies (docs/decisions/043-one-server-program.md).
 */
import fs from 'node:fs'
import { resolveClientAddress } from './client-address'
import { getConfig, redactSecrets } from './config'
import { cookieUse, RENDER_COOKIES } from './cookies'
import { closeDb, DatabaseUnavailableError, getDb } from './db'
import { ensurePrivateDir } from './db/data-dir'
import { flushErrorReports, reportError, startErrorReports } from './error-report'
import { databaseAnswers } from './health'
import { closeMailer, settleMail } from './mail/mailer'
import { appRegistry } from './metrics'
import { settleOutbox, startOutbox, stopOutbox } from './mail/outbox'
import { listenForPublicPageChanges, onPublicPagesChanged } from './public-pages-changed'
import { uploadsDir } from './storage/local'
import { startSweeping, stopSweeping } from './sweep'
import { isPublicPage, SITEMAP_PATH } from '~/lib/public-pages'
import { safeRedirect } from '~/lib/safe-redirect'

/**
 * Where to listen, from the validated environment (a malformed variable throws its sentence).
 * Asked before `prepare`, so a port already in use is reported before the database is opened.
 */
function listenAddress() {
  const config = getConfig()
  return { port: config.port, host: config.host }
}

/**
 * How many worker processes to run: WEB_CONCURRENCY, except on the embedded database, whose data
 * directory belongs to one process (decision 030). A malformed setting means one: that process
 * then says what is wrong, as it always has.
 */
function workersToRun(): number {
  let config: ReturnType<typeof getConfig>
  try {
    config = getConfig()
  } catch {
    return 1
  }
  if (config.workers > 1 && config.database.kind === 'pglite') {
    console.warn(
      `WEB_CONCURRENCY asks for ${config.workers} processes, but the embedded database (no DATABASE_URL) ` +
        'belongs to one process: serving from one. Set DATABASE_URL to run several.',
    )
    return 1
  }
  return config.workers
}

/** Opens (migrates, seeds) the database and starts the background work, before taking traffic. */
export async function prepare() {
  const config = getConfig()
  // First, so that what goes wrong from here on is reported (when SENTRY_DSN is set).
  await startErrorReports(config.errorReports)
  // On either engine: DATA_DIR holds the session secret and uploads (and PGlite's files).
  ensurePrivateDir(config.dataDir)
  try {
    await getDb()
  } catch (error) {
    // A PostgreSQL server that is down is an outage, not a misconfiguration: serve 503 pages and
    // open it on the first request after it is back. Anything else (a bad setting, a failing
    // migration) still stops the server.
    if (!(error instanceof DatabaseUnavailableError)) throw error
    console.error(`[db] ${error.message}. Serving 503 pages until it answers; every request tries again.`)
  }
  // Expired sessions and rate-limit rows: now, then every quarter of an hour (app/.server/sweep.ts).
  startSweeping()
  // Notification e-mails the database queued: now, then every minute and after each new lead.
  void startOutbox()
  const uploads = uploadsDir(config.dataDir)
  fs.mkdirSync(uploads, { recursive: true, mode: 0o700 })
  return {
    port: config.port,
    host: config.host,
    siteUrl: config.siteUrl,
    isProduction: config.isProduction,
    uploadsDir: uploads,
    logRequests: config.logRequests,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    metrics: metricsSettings(),
    shutdownDelayMs: config.shutdownDelayMs,
  }
}

/** SHUTDOWN_DELAY_SECONDS, for the primary of several workers (which waits that much longer for them). */
function shutdownDelayMs(): number {
  try {
    return getConfig().shutdownDelayMs
  } catch {
    return 0
  }
}

/**
 * Where /metrics is served (server/metrics.ts): METRICS_PORT, METRICS_TOKEN, neither (null). Also
 * asked by the primary process of several workers, which serves their sum.
 */
function metricsSettings() {
  const config = getConfig()
  const { port, token } = config.metrics
  return port === null && token === null ? null : { port, token, host: config.host }
}

/** Stops the background work and closes the mailer and the database. */
export async function shutdown() {
  stopSweeping()
  stopOutbox()
  // A mail on its way is finished (its row then says sent); the SMTP timeouts bound the wait.
  await Promise.all([settleOutbox(), settleMail(), flushErrorReports()])
  closeMailer()
  await closeDb()
}

export const serverHooks = {
  listenAddress,
  workersToRun,
  shutdownDelayMs,
  prepare,
  shutdown,
  /** The server passes the message of anything that stops start-up through it. */
  redactSecrets: (text: string) => redactSecrets(text),
  resolveClientAddress,
  /** Whether the database answers a query now: the readiness probe (server/health.ts). */
  databaseAnswers,
  publicPages: {
    // The sitemap is the same for every visitor too, and goes when the catalogue changes (decision 082).
    isPublicPage: (path: string) => isPublicPage(path) || path === SITEMAP_PATH,
    cookieUse,
    renderCookies: RENDER_COOKIES,
    onChanged: onPublicPagesChanged,
    /** Listens on the process database for the notices of other processes' writes. */
    listen: () => listenForPublicPageChanges(getDb),
  },
  safeRedirect,
  metricsSettings,
  /** The app's metrics (app/.server/metrics.ts), served with the server's own. */
  metricsRegistry: appRegistry,
  /** An error the server caught itself (a failed request outside Remix): reported when SENTRY_DSN is set. */
  reportError,
}

export type ServerHooks = typeof serverHooks
export type ServerSettings = Awaited<ReturnType<typeof prepare>>
