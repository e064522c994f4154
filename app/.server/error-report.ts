/**
 * Errors reported beyond the log (docs/decisions/050-metrics-and-error-reports.md): to Sentry,
 * through its Remix SDK, when SENTRY_DSN is set; otherwise nowhere, and the SDK is never loaded
 * (it is imported on start-up only when there is somewhere to send to). Server-side only: the DSN
 * never reaches the browser, so errors in a visitor's browser are not reported.
 *
 * A report names its request by the id of the request's log line and X-Request-Id (tag
 * `request_id`), and carries the method and the path, never the query string, cookies, headers or
 * body (they may hold an e-mail address, a session or a reset link's key).
 */
import type * as SentrySdk from '@sentry/remix'
import type { ErrorEvent } from '@sentry/remix'
import { getConfig, type Config } from './config'

type Sentry = typeof SentrySdk

/** The SDK, once started; undefined while errors are reported nowhere. */
let sentry: Sentry | undefined

/** What a report says about the request it failed: its id, method and path. */
interface FailedRequest {
  requestId: string
  method: string
  path: string
}

/**
 * Starts reporting when SENTRY_DSN is set (server start-up, once). Node's own handling of an
 * uncaught exception or an unhandled rejection is kept (the process still stops), reported first.
 */
export async function startErrorReports(config: Config['errorReports'] = getConfig().errorReports) {
  if (!config || sentry) return
  const sdk = await import('@sentry/remix')
  sdk.init({
    dsn: config.dsn,
    environment: config.environment,
    // Errors only: no performance traces, and nothing personal (addresses, cookies, users).
    tracesSampleRate: undefined,
    sendDefaultPii: false,
    integrations: [sdk.onUnhandledRejectionIntegration({ mode: 'strict' })],
    beforeSend: withoutPersonalData,
  })
  sentry = sdk
}

/**
 * The request of an event as far as a report may say it: method and path. The SDK's HTTP
 * integration attaches the whole request (headers, query string) to events it sees.
 */
function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const { method, url } = event.request
    event.request = { method, url: url?.replace(/[?#].*$/, '') }
  }
  return event
}

/** Reports `error` of a failed request, tagged with the request's id; nothing when not reporting. */
export function reportError(error: unknown, request?: FailedRequest) {
  const sdk = sentry
  if (!sdk) return
  sdk.withScope((scope) => {
    if (request) {
      scope.setTag('request_id', request.requestId)
      scope.setTag('method', request.method)
      scope.setTag('path', request.path)
    }
    sdk.captureException(error)
  })
}

/** Sends what is still queued, within `timeoutMs` (shutdown). */
export async function flushErrorReports(timeoutMs = 2_000) {
  await sentry?.close(timeoutMs)
  sentry = undefined
}
