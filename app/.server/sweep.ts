/**
 * Deletes rows whose time is over: built-in sessions past their `not_after` and rate-limit rows of
 * ended windows (private.sweep_expired, docs/decisions/018-cross-site-posts-and-sweeps.md),
 * notification e-mails sent a month ago and password-reset links a day past their end
 * (docs/decisions/027-mail-outbox-and-password-reset.md), and links that confirm an address a day
 * past theirs (docs/decisions/077-confirming-addresses-and-inviting-staff.md).
 * Neither is read once expired, but both tables would otherwise grow for ever. Every server
 * process sweeps at start and then periodically; the SQL function lets one sweep at a time.
 * With LEAD_RETENTION_DAYS or TRANSCRIPT_RETENTION_DAYS set, the sweep also deletes the leads and
 * transcripts older than that (`applyRetention`, docs/decisions/052-erasure-and-retention.md).
 * It also queues each lead owner's daily e-mail of follow-ups due (./lead-follow-up.ts, decision 080).
 */
import { getConfig, type Config } from './config'
import { DatabaseUnavailableError, getDb, runAsServiceRole, type Engine } from './db'
import { queueFollowUpDigests } from './lead-follow-up'
import { kickOutbox } from './mail/outbox'

/** Often enough that the tables stay small, rarely enough to cost nothing (the longest rate-limit window is an hour). */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000

interface SweepResult {
  sessions: number
  rateLimits: number
  sentMail: number
  resetTokens: number
  confirmationTokens: number
}

/** How long a sent notification is kept: enough to answer "did the sales team get it?". */
const SENT_MAIL_KEPT = '30 days'

/** One sweep on `engine`: how many rows of each kind it deleted (none when another process was sweeping). */
export async function sweepExpired(engine: Engine): Promise<SweepResult> {
  return runAsServiceRole(engine, 'delete expired sessions, rate-limit rows, sent mail and links', async (tx) => {
    const { rows } = await tx.query<{ sessions: number; rate_limits: number }>(
      'select sessions, rate_limits from private.sweep_expired()',
    )
    // Both deletes are idempotent, so two processes sweeping together only repeat each other.
    const count = async (sql: string) =>
      (await tx.query<{ n: number }>(`with d as (${sql} returning 1) select count(*)::int as n from d`)).rows[0]!.n
    const sentMail = await count(`delete from private.mail_outbox where sent_at < now() - interval '${SENT_MAIL_KEPT}'`)
    // A day's grace: a link followed just after its end still says it expired, not that it is unknown.
    const resetTokens = await count(
      `delete from private.password_reset_tokens where expires_at < now() - interval '1 day'`,
    )
    const confirmationTokens = await count(
      `delete from private.email_confirmations where expires_at < now() - interval '1 day'`,
    )
    return {
      sessions: rows[0]?.sessions ?? 0,
      rateLimits: rows[0]?.rate_limits ?? 0,
      sentMail,
      resetTokens,
      confirmationTokens,
    }
  })
}

type Retention = Config['retention']

interface RetentionResult {
  /** Contact-form enquiries deleted (with their leads, notes and notifications). */
  enquiries: number
  /** Booked callbacks deleted, transcript and all (with their leads, notes and notifications). */
  callbacks: number
  /** AI Architect chats without a callback deleted: they are nothing but a transcript. */
  chats: number
  /** Transcripts emptied on callbacks kept as leads (their contact and captured details stay). */
  transcripts: number
}

/**
 * Rows per statement, each batch its own short transaction: a million old rows are deleted a
 * thousand at a time, so visitors' writes and the desk's reads never wait long behind the sweep.
 */
const RETENTION_BATCH = 1000

/**
 * One batch of `change` (a delete or an update of `table` ending in `where id in`): the at most $2
 * rows matching `condition` whose `time` is more than $1 days ago, oldest first, found through the
 * index on `time` and locked (rows another process holds are left to it). Answers the changed ids,
 * as the audit log names leads when `lead` is given ('enquiry', 'callback').
 */
function retentionBatch(change: string, table: string, condition: string, time: string, lead?: string) {
  // A deleted lead's notifications go with it (its notes go by the foreign key).
  const mail = lead ? `, mail as (delete from private.mail_outbox where lead_id in (select id from changed))` : ''
  return `with changed as (
      ${change} where id in (
        select id from ${table} where ${condition} ${time} < now() - make_interval(days => $1)
        order by ${time} limit $2 for update skip locked)
      returning id)${mail}
    select coalesce(array_agg(${lead ? `'${lead}:' || id` : 'id::text'}), '{}') as ids from changed`
}

/** The statements of retention: every one a batch of retentionBatch. */
export const RETENTION_SQL = {
  enquiries: retentionBatch('delete from public.enquiry', 'public.enquiry', '', 'created_at', 'enquiry'),
  callbacks: retentionBatch(
    'delete from public.chat_requests',
    'public.chat_requests',
    'lead_at is not null and',
    'updated_at',
    'callback',
  ),
  chats: retentionBatch(
    'delete from public.chat_requests',
    'public.chat_requests',
    'lead_at is null and',
    'updated_at',
  ),
  // The row keeps its date (the touch trigger skips an update that empties the transcript).
  transcripts: retentionBatch(
    `update public.chat_requests set messages = '[]'::jsonb`,
    'public.chat_requests',
    `lead_at is not null and messages <> '[]'::jsonb and`,
    'updated_at',
  ),
} as const

/**
 * Deletes what is older than the retention settings, a batch at a time (none while a setting is
 * unset): enquiries by their arrival and callbacks by their booking (LEAD_RETENTION_DAYS); chats
 * without a callback, and the transcripts of callbacks, by their last message
 * (TRANSCRIPT_RETENTION_DAYS). Deleted, not anonymised: docs/decisions/052-erasure-and-retention.md.
 */
export async function applyRetention(
  engine: Engine,
  retention: Retention = getConfig().retention,
  batchSize = RETENTION_BATCH,
): Promise<RetentionResult> {
  const result: RetentionResult = { enquiries: 0, callbacks: 0, chats: 0, transcripts: 0 }
  const plan: [keyof RetentionResult, number | null][] = [
    ['enquiries', retention.leadDays],
    ['callbacks', retention.leadDays],
    ['chats', retention.transcriptDays],
    ['transcripts', retention.transcriptDays],
  ]
  for (const [kind, days] of plan) {
    if (days === null) continue
    for (;;) {
      const done = await runAsServiceRole(engine, `delete ${kind} past their retention`, async (tx) => {
        const { rows } = await tx.query<{ ids: string[] }>(RETENTION_SQL[kind], [days, batchSize])
        const ids = rows[0]!.ids
        // The text of the notes on deleted leads goes from the audit log too.
        if (kind === 'enquiries' || kind === 'callbacks') {
          await tx.query('select private.erase_lead_notes_from_audit($1)', [ids])
        }
        return ids.length
      })
      result[kind] += done
      if (done < batchSize) break
      // The embedded database runs on this thread: without a turn of the event loop between
      // batches, requests would wait for the whole run, not for one batch.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return result
}

/** A sweep on the process database that never throws: a failed one is logged and tried again next time. */
async function sweepQuietly() {
  try {
    const engine = await getDb()
    await sweepExpired(engine)
    await applyRetention(engine)
    // Each owner's daily list of follow-ups, once a day whichever process sweeps first (decision 080).
    if (await queueFollowUpDigests(engine)) kickOutbox()
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
