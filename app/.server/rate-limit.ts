/**
 * Fixed-window rate limits kept in the database (private.rate_limits), so every server process
 * shares them (DESIGN.md decision 11). Only the service role may count a hit.
 */
import { asServiceRole } from './db'

/**
 * Counts one hit against `key`; true while the caller is within `limit` hits per `windowSeconds`.
 * Throws when the database cannot be reached: callers decide whether to fail open or closed.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const { rows } = await asServiceRole('count a rate limit', (tx) =>
    tx.query<{ allowed: boolean }>(`select private.hit_rate_limit($1, $2, make_interval(secs => $3)) as allowed`, [
      key,
      limit,
      windowSeconds,
    ]),
  )
  return rows[0]?.allowed === true
}
