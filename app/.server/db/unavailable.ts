/**
 * A database that cannot be reached (refused, timed out, cut off, shutting down) is an outage, not
 * a bug: the engine turns such failures into a `DatabaseUnavailableError`, and the request path
 * (`asCaller`, `asServiceRole`) turns that into a 503 answer. Nothing here remembers an outage, so
 * the first request after the database is back simply works (decision 013).
 */

/** How long a client is told to wait before trying again (the Retry-After header, in seconds). */
export const RETRY_AFTER_SECONDS = 10

export const UNAVAILABLE_MESSAGE =
  'Service temporarily unavailable: we cannot reach our database right now. Please try again in a moment.'

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unreachable (${describe(cause)})`, { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

// Socket-level failures: nothing is listening, the route to it is gone, or the connection broke.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// PostgreSQL's own: class 08 (connection exception), the server shutting down or starting
// (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), and a full server or
// pooler (53300 too_many_connections).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/

// What `pg` says when a connection dies or never comes, without a code.
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Query read timeout$/,
]

/** Whether `error` (or what caused it) says the database could not be reached or went away. */
export function isConnectivityError(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false
  if (error instanceof DatabaseUnavailableError) return true
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true
  if (typeof message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(message))) return true
  // Node reports a refused `localhost` (IPv6 and IPv4 both tried) as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isConnectivityError(inner, depth + 1))) return true
  return isConnectivityError(cause, depth + 1)
}

/** `error` as a DatabaseUnavailableError when it is one, else unchanged. */
export function classifyDatabaseError(error: unknown): unknown {
  return !(error instanceof DatabaseUnavailableError) && isConnectivityError(error)
    ? new DatabaseUnavailableError(error)
    : error
}

/**
 * The Response thrown for an outage. Routes that catch errors to say a message of their own log
 * what they caught: this one prints as one line instead of a dump of its fields.
 */
class ServiceUnavailableResponse extends Response {
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return '503 Service Unavailable (the database is unreachable)'
  }
}

/** The answer to any request that needed the database while it was unreachable. */
export function serviceUnavailableResponse(): Response {
  return new ServiceUnavailableResponse(UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  })
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0])
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message || error.name
  }
  return String(error)
}
