/**
 * Fixed-window rate limits kept in the database (private.rate_limits), so every server process
 * shares them (DESIGN.md decision 11). Only the service role may count a hit.
 */
import { asServiceRole, type Queryable } from './db'

export interface RateLimit {
  key: string
  limit: number
  windowSeconds: number
}

/**
 * Counts one hit against `key`; true while the caller is within `limit` hits per `windowSeconds`.
 * Throws when the database cannot be reached: callers decide whether to fail open or closed.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return hitRateLimits([{ key, limit, windowSeconds }])
}

/** One hit against each limit, in one transaction (one round trip); true while all are within. */
export async function hitRateLimits(limits: RateLimit[]): Promise<boolean> {
  return asServiceRole('count a rate limit', (tx) => countHits(tx, limits))
}

/** `hitRateLimits` inside the caller's transaction, to count and write in one round trip. */
export async function countHits(tx: Queryable, limits: RateLimit[]): Promise<boolean> {
  const { rows } = await tx.query<{ allowed: boolean }>(
    `select private.hit_rate_limit(l.key, l.lim, make_interval(secs => l.secs)) as allowed
     from unnest($1::text[], $2::int[], $3::int[]) as l(key, lim, secs)`,
    [limits.map((l) => l.key), limits.map((l) => l.limit), limits.map((l) => l.windowSeconds)],
  )
  return rows.length === limits.length && rows.every((row) => row.allowed === true)
}
