/**
 * The one shape every database engine takes: PGlite embedded in the process, or a PostgreSQL
 * server (local, CI, or Supabase's own Postgres through its pooler).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>
}

/** What a LISTEN hears (Engine.listen). */
export interface NoticeHandlers {
  /** A notice on the channel, with its payload. */
  notice(payload: string): void
  /** Listening again after the connection was lost (or could not be opened): notices sent meanwhile were missed. */
  resumed(): void
}

/** How a transaction reads (Engine.transaction); by default READ COMMITTED, read and write. */
export interface TransactionOptions {
  /**
   * One read-only snapshot for the whole transaction (REPEATABLE READ, READ ONLY): every statement
   * sees the database as it was at the first, whatever commits meanwhile (the leads export's cursor).
   */
  snapshot?: boolean
}

export interface Engine {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction; any error rolls it back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>
  /** Runs a script of several statements (migrations), outside any caller identity. */
  exec(sql: string): Promise<void>
  /** Runs one statement as the connecting (owner) role, outside any caller identity. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /**
   * LISTENs on `channel` until the function it resolves to is called. PGlite: on its one
   * connection. PostgreSQL: on a connection of its own, opened again (with backoff) whenever it is
   * lost; it resolves once the first attempt is over, heard or not.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>
  /**
   * The connections now (the metrics, app/.server/metrics.ts): PostgreSQL's pool, opened and idle,
   * and the transactions waiting for one; PGlite's one connection, and the work queued behind it.
   * Absent from a test's stand-in engine.
   */
  poolStats?(): PoolStats
  close(): Promise<void>
}

export interface PoolStats {
  total: number
  idle: number
  waiting: number
}
