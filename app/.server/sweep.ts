/**
 * Deletes rows whose time is over: built-in sessions past their `not_after` and rate-limit rows of
 * ended windows (private.sweep_expired, docs/decisions/018-cross-site-posts-and-sweeps.md),
 * notification e-mails sent a month ago and password-reset links a day past their end
 * (docs/decisions/027-mail-outbox-and-password-reset.md).
 * Neither is read once expired, but both tables would otherwise grow for ever. Every server
 * process sweeps at start and then periodically; the SQL function lets one sweep at a time.
 */
import { DatabaseUnavailableError, getDb, runAsServiceRole, type Engine } from './db'

/** Often enough that the tables stay small, rarely enough to cost nothing (the longest rate-limit window is an hour). */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000

interface SweepResult {
  sessions: number
  rateLimits: number
  sentMail: number
  resetTokens: number
}

/** How long a sent notification is kept: enough to answer "did the sales team get it?". */
const SENT_MAIL_KEPT = '30 days'

/** One sweep on `engine`: how many rows of each kind it deleted (none when another process was sweeping). */
export async function sweepExpired(engine: Engine): Promise<SweepResult> {
  return runAsServiceRole(engine, 'delete expired sessions, rate-limit rows, sent mail and reset links', async (tx) => {
    const { rows } = await tx.query<{ sessions: number; rate_limits: number }>(
      'select sessions, rate_limits from private.sweep_expired()',
    )
    // Both deletes are idempotent, so two processes sweeping together only repeat each other.
    const count = async (sql: string) =>
      (await tx.query<{ n: number }>(`with d as (${sql} returning 1) select count(*)::int as n from d`)).rows[0]!.n
    const sentMail = await count(`delete from private.mail_outbox where sent_at < now() - interval '${SENT_MAIL_KEPT}'`)
    const resetTokens = await count(
      `delete from private.password_reset_tokens where expires_at < now() - interval '1 day'`,
    )
    return {
      sessions: rows[0]?.sessions ?? 0,
      rateLimits: rows[0]?.rate_limits ?? 0,
      sentMail,
      resetTokens,
    }
  })
}

/** A sweep on the process database that never throws: a failed one is logged and tried again next time. */
async function sweepQuietly() {
  try {
    await sweepExpired(await getDb())
  } catch (error) {
    // Stopped meanwhile: the server is shutting down and closing the database under it.
    if (!current) return
    // During an outage every request already says so; the sweep just waits for the next turn.
    if (error instanceof DatabaseUnavailableError) return console.warn(`[sweep] skipped: ${error.message}`)
    console.error('[sweep] deleting expired rows failed', error)
  }
}

interface Sweeper {
  /** The periodic timer; unref'd, so it never keeps the process alive. */
  readonly timer: NodeJS.Timeout
  /** The sweep started with it (resolves once it has run, whatever its outcome). */
  readonly first: Promise<void>
}

let current: Sweeper | undefined

/** Sweeps now and then every `everyMs`; replaces a sweeper already running. */
export function startSweeping(everyMs = SWEEP_INTERVAL_MS): Sweeper {
  stopSweeping()
  const timer = setInterval(() => void sweepQuietly(), everyMs)
  timer.unref()
  current = { timer, first: sweepQuietly() }
  return current
}

export function stopSweeping() {
  if (current) clearInterval(current.timer)
  current = undefined
}

/** The running sweeper, if any (for tests and shutdown). */
export function runningSweeper(): Sweeper | undefined {
  return current
}
