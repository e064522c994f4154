/**
 * The metrics the app owns (docs/decisions/050-metrics-and-error-reports.md): the mail outbox, the
 * AI Architect's turns and the database's connections, in a registry of their own that the HTTP
 * server serves beside its own (request rates and latency, the page cache, Node's event loop) at
 * /metrics. The server reaches it through `serverHooks.metrics` (decision 043: it imports nothing
 * from app/), and under WEB_CONCURRENCY the primary process adds up every worker's.
 *
 * Gauges read at each scrape say what they are in `aggregator`: a count of rows in the shared
 * database is the same in every worker (the largest is kept, not their sum); a pool is per process
 * (summed).
 */
import { Counter, Gauge, Registry } from 'prom-client'
import { DatabaseUnavailableError, getDb, runAsServiceRole } from './db'

export const appRegistry = new Registry()

const mailSent = new Counter({
  name: 'mail_sent_total',
  help: 'E-mails sent (or written to DATA_DIR/mail without SMTP_URL), by kind',
  labelNames: ['kind'] as const,
  registers: [appRegistry],
})

const mailFailures = new Counter({
  name: 'mail_send_failures_total',
  help: 'Attempts to send an e-mail that failed (each retry of the outbox counts), by kind',
  labelNames: ['kind'] as const,
  registers: [appRegistry],
})

/** An e-mail of `kind` was sent (`ok`) or an attempt failed. */
export function countMail(kind: string, ok: boolean) {
  ;(ok ? mailSent : mailFailures).inc({ kind })
}

// Before the outbox's gauge: a scrape collects in this order, and both wait for the same open
// database, so the connections are read before that gauge's own query takes one.
new Gauge({
  name: 'db_pool_connections',
  help: "The database's connections in this process: 'total' opened and 'idle' among them (PGlite: its one connection); 'waiting': work queued for one",
  labelNames: ['state'] as const,
  registers: [appRegistry],
  async collect() {
    // The process database, opened at start-up (during an outage, tried again as a request would).
    let stats
    try {
      stats = (await getDb()).poolStats?.()
    } catch {
      // Not open (an outage at start-up): no reading rather than a made-up one.
    }
    if (!stats) return this.reset()
    this.set({ state: 'total' }, stats.total)
    this.set({ state: 'idle' }, stats.idle)
    this.set({ state: 'waiting' }, stats.waiting)
  },
})

/** Unsent outbox rows: waiting for their first attempt or a retry, and given up. */
async function outboxDepth() {
  const { rows } = await runAsServiceRole(await getDb(), 'count the unsent e-mails for the metrics', (tx) =>
    tx.query<{ pending: number; given_up: number }>(
      `select count(*) filter (where next_attempt_at is not null)::int as pending,
              count(*) filter (where next_attempt_at is null)::int as given_up
       from private.mail_outbox where sent_at is null`,
    ),
  )
  return rows[0]!
}

new Gauge({
  name: 'mail_outbox_depth',
  help: "Notification e-mails in the outbox not sent yet: 'pending' (due or waiting for a retry), 'given_up' (after every attempt failed)",
  labelNames: ['state'] as const,
  aggregator: 'max',
  registers: [appRegistry],
  async collect() {
    try {
      const depth = await outboxDepth()
      this.set({ state: 'pending' }, depth.pending)
      this.set({ state: 'given_up' }, depth.given_up)
    } catch (error) {
      // A scrape during an outage still answers, without this gauge (the pool's say why).
      this.reset()
      if (!(error instanceof DatabaseUnavailableError)) console.warn('[metrics] the outbox could not be counted', error)
    }
  },
})

/** How a turn of the AI Architect ended (app/.server/chat/turn.ts). */
export type ChatTurnOutcome = 'answered' | 'failed' | 'abandoned' | 'invalid' | 'limited' | 'unavailable'

const chatTurns = new Counter({
  name: 'chat_turns_total',
  help: "Turns of the AI Architect's chat by outcome: answered, failed (the provider), abandoned (the visitor left), invalid, limited (429), unavailable (our database)",
  labelNames: ['outcome'] as const,
  registers: [appRegistry],
})

export function countChatTurn(outcome: ChatTurnOutcome) {
  chatTurns.inc({ outcome })
}
