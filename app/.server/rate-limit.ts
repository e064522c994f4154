/**
 * Every rate limit of the site, in one table with the reason for each, and the fixed-window
 * counters behind them, kept in the database (private.rate_limits) so every server process shares
 * them. Only the service role may count a hit. Per-address rules count the address from
 * client-address.ts, never one the client wrote (decision 016).
 */
import { createHash } from 'node:crypto'
import { asServiceRole, type Queryable } from './db'

interface RateLimitRule {
  /** Hits allowed per window; the next is refused (or, with `slowDown`, delayed). */
  limit: number
  windowSeconds: number
  /** Why the rule exists and what it counts. */
  reason: string
  /** Over the limit, answer after a delay that doubles with each hit up to a cap, never refuse. */
  slowDown?: { firstDelayMs: number; maxDelayMs: number }
}

export const RATE_LIMITS = {
  contact: {
    limit: 5,
    windowSeconds: 10 * 60,
    reason: 'Contact messages per client address: a person writes a few; more is a robot filling the inbox.',
  },
  // Model access requests from a model's page (decision 084): each is a lead and, once decided, mail.
  modelAccessPerAddress: {
    limit: 10,
    windowSeconds: 60 * 60,
    reason: 'Model access requests per client address: an Admin asks for a few models, not dozens an hour.',
  },
  modelAccessPerAccount: {
    limit: 10,
    windowSeconds: 60 * 60,
    reason: 'The same per account: a new address must not buy a new allowance.',
  },
  chatMessagesPerChat: {
    limit: 30,
    windowSeconds: 10 * 60,
    reason: 'Messages (and bookings, recordings) per AI Architect chat: every reply costs money at the provider.',
  },
  chatMessagesPerAddress: {
    limit: 60,
    windowSeconds: 10 * 60,
    reason: 'The same per client address, across chats: a new chat cookie must not buy a new allowance.',
  },
  signInFailuresPerAddressAndAccount: {
    limit: 10,
    windowSeconds: 15 * 60,
    reason:
      'Failed sign-ins for one account from one client address: stops guessing there, while the owner can still sign in from anywhere else.',
  },
  signInFailuresPerAddress: {
    limit: 30,
    windowSeconds: 15 * 60,
    reason:
      'Failed sign-ins from one client address across accounts (credential stuffing); loose enough for an office behind one address.',
  },
  signInFailuresPerAccount: {
    limit: 20,
    windowSeconds: 15 * 60,
    reason:
      'Failed sign-ins for one account from every address together: beyond this, guesses from many addresses are slowed, and the account is never shut.',
    slowDown: { firstDelayMs: 250, maxDelayMs: 5_000 },
  },
  twoFactorFailuresPerAccount: {
    limit: 5,
    windowSeconds: 15 * 60,
    reason:
      "Wrong two-factor codes for one account, from every address together (sign-in's second step, turning two-factor on or off): whoever has the password cannot try the million codes; the owner waits a quarter of an hour or uses a recovery code.",
  },
  twoFactorFailuresPerAddress: {
    limit: 20,
    windowSeconds: 15 * 60,
    reason: 'Wrong two-factor codes from one client address across accounts: stolen passwords tried one after another.',
  },
  signUpsPerAddress: {
    limit: 10,
    windowSeconds: 60 * 60,
    reason: 'Sign-up attempts per client address: accounts are not made in bulk.',
  },
  signUpsPerEmail: {
    limit: 5,
    windowSeconds: 60 * 60,
    reason: 'Sign-up attempts per e-mail address: nobody is sent confirmation mail over and over.',
  },
  passwordResetsPerAddress: {
    limit: 10,
    windowSeconds: 60 * 60,
    reason: 'Password-reset requests per client address: a person forgets one or two passwords, not dozens.',
  },
  newPasswordsPerAddress: {
    limit: 10,
    windowSeconds: 60 * 60,
    reason:
      'New passwords posted with a reset link, per client address: a person sets one, perhaps after a typo or two; more is guessing at links or loading the server with password hashing.',
  },
  passwordResetsPerEmailAndAddress: {
    limit: 3,
    windowSeconds: 60 * 60,
    reason:
      'Password-reset requests for one e-mail address from one client address: nobody is sent reset links over and over, and a stranger who keeps asking for them stops only themselves, not the owner asking from elsewhere.',
  },
  passwordResetsPerEmail: {
    limit: 20,
    windowSeconds: 60 * 60,
    reason:
      'Password-reset requests for one e-mail address from every client address together, counted only for requests their own client limits let through (each address adds at most 3): a cap on the links one inbox gets, which takes seven client addresses to reach.',
  },
  confirmationMailsPerAccount: {
    limit: 3,
    windowSeconds: 60 * 60,
    reason:
      "'Send again' for an account's confirmation e-mail: a lost or late mail is asked for once or twice, not dozens of times.",
  },
  supportTicketsPerAccount: {
    limit: 10,
    windowSeconds: 60 * 60,
    reason:
      'Support tickets opened by one member: each one e-mails the staff, and a person with ten questions in an hour can add to the tickets they have.',
  },
} as const satisfies Record<string, RateLimitRule>

type RateLimitName = keyof typeof RATE_LIMITS

export interface RateLimit {
  key: string
  limit: number
  windowSeconds: number
}

/** The table's longest keys fit the column's 300 characters; longer ones are counted by digest. */
const MAX_KEY_LENGTH = 200

/** The counter of rule `name` for one subject (an address, a chat, an e-mail, or several). */
export function rateLimit(name: RateLimitName, ...subject: string[]): RateLimit {
  const { limit, windowSeconds } = RATE_LIMITS[name]
  let key = `${name}:${subject.join(' ')}`
  if (key.length > MAX_KEY_LENGTH)
    key = `${name}:sha256:${createHash('sha256').update(subject.join(' ')).digest('hex')}`
  return { key, limit, windowSeconds }
}

/** The delay `rule` asks for at `hits` in the window: none up to its limit, then doubling to the cap. */
export function slowDownMs(rule: RateLimitRule, hits: number): number {
  if (!rule.slowDown || hits <= rule.limit) return 0
  const { firstDelayMs, maxDelayMs } = rule.slowDown
  // The exponent is bounded so that no count, however large, makes the arithmetic overflow.
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(hits - rule.limit - 1, 30))
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

/**
 * SQL counting one hit against each limit given in parameters $1 to $3 (`limitsParams`): true
 * while all are within. For a statement that counts and writes at once.
 */
export const ALL_WITHIN_LIMITS_SQL = `(
  select coalesce(bool_and(private.hit_rate_limit(l.key, l.lim, make_interval(secs => l.secs))), true)
  from unnest($1::text[], $2::int[], $3::int[]) as l(key, lim, secs)
)`

/** The parameters $1 to $3 of ALL_WITHIN_LIMITS_SQL. */
export function limitsParams(limits: RateLimit[]) {
  return [limits.map((l) => l.key), limits.map((l) => l.limit), limits.map((l) => l.windowSeconds)]
}

/** `hitRateLimits` inside the caller's transaction, to count and write in one round trip. */
async function countHits(tx: Queryable, limits: RateLimit[]): Promise<boolean> {
  const { rows } = await tx.query<{ allowed: boolean }>(
    `select ${ALL_WITHIN_LIMITS_SQL} as allowed`,
    limitsParams(limits),
  )
  return rows[0]?.allowed === true
}

/**
 * When hits were counted: the transaction's time, as the database wrote it (a JavaScript Date
 * would round away the microseconds that `takeBackHits` compares).
 */
type CountedAt = string & { readonly countedAt: unique symbol }

/**
 * One hit against `limit` inside the caller's transaction: the hits in its window so far, this one
 * included, the seconds until the window ends, and when it was counted (for `takeBackHits`).
 */
export async function countHit(
  tx: Queryable,
  limit: RateLimit,
): Promise<{ hits: number; secondsLeft: number; countedAt: CountedAt }> {
  await countHits(tx, [limit])
  const { rows } = await tx.query<{ hits: number; seconds_left: number; counted_at: string }>(
    `select hits, now()::text as counted_at,
       greatest(1, ceil(extract(epoch from window_start + make_interval(secs => $2) - now())))::int as seconds_left
     from private.rate_limits where key = $1`,
    [limit.key, limit.windowSeconds],
  )
  const row = rows[0]!
  return { hits: row.hits, secondsLeft: row.seconds_left, countedAt: row.counted_at as CountedAt }
}

/**
 * Takes back one hit on each of `limits` counted at `countedAt` (an attempt that turned out not to
 * count). A window that has started since then is left alone: the hit went with the old one.
 */
export async function takeBackHits(tx: Queryable, limits: RateLimit[], countedAt: CountedAt): Promise<void> {
  await tx.query(
    `update private.rate_limits set hits = hits - 1
     where key = any($1::text[]) and hits > 0 and window_start <= $2::timestamptz`,
    [limits.map((l) => l.key), countedAt],
  )
}

/**
 * One hit on each of `limits`, in order, inside the caller's transaction, for attempts that count
 * as failures until they prove otherwise (sign-in, two-factor codes). The first limit over its
 * allowance refuses: its hits and those before it are taken back (a refused attempt checks
 * nothing, so it counts nowhere) and the limits after it are never counted. Otherwise the limits
 * counted and when, for `takeBackHits` once the attempt turns out right.
 */
export async function countFailureInOrder(
  tx: Queryable,
  limits: RateLimit[],
): Promise<
  { refused: true; retryAfterSeconds: number } | { refused: false; counted: RateLimit[]; countedAt: CountedAt }
> {
  const counted: RateLimit[] = []
  let countedAt: CountedAt | undefined
  for (const limit of limits) {
    const hit = await countHit(tx, limit)
    counted.push(limit)
    countedAt = hit.countedAt
    if (hit.hits > limit.limit) {
      await takeBackHits(tx, counted, hit.countedAt)
      return { refused: true, retryAfterSeconds: hit.secondsLeft }
    }
  }
  return { refused: false, counted, countedAt: countedAt! }
}
