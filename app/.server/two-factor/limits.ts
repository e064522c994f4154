/**
 * The rate limits of two-factor codes (decision 071), per account and per client address: each
 * attempt is counted before its code is checked and taken back when the code was right, as
 * sign-in's are (auth/sign-in-limits.ts), so parallel guesses cannot slip past a limit while
 * their codes are being checked, and the owner's right codes never use the allowance up.
 */
import type { AppLoadContext } from '@remix-run/node'
import { rateLimitAddress } from '../client-address'
import { asServiceRole } from '../db'
import { countFailureInOrder, rateLimit, takeBackHits } from '../rate-limit'

type CodeAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true
      /** The code was right: uncount the attempt. */
      didNotFail(): Promise<void>
    }

export function countCodeAttempt(context: AppLoadContext | undefined, userId: string): Promise<CodeAttempt> {
  // The account first: a refused attempt leaves the address's count untouched.
  const limits = [
    rateLimit('twoFactorFailuresPerAccount', userId),
    rateLimit('twoFactorFailuresPerAddress', rateLimitAddress(context)),
  ]
  return asServiceRole('count a two-factor code as wrong until it proves right', async (tx) => {
    const attempt = await countFailureInOrder(tx, limits)
    if (attempt.refused) return { allowed: false, retryAfterSeconds: attempt.retryAfterSeconds }
    return {
      allowed: true,
      didNotFail: () =>
        asServiceRole('take back a two-factor attempt whose code was right', (next) =>
          takeBackHits(next, attempt.counted, attempt.countedAt),
        ),
    }
  })
}
