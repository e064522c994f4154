/**
 * Sign-in's rate limits (decision 016): they stop people guessing passwords without locking the
 * owner out. Only failures count, so an office signing in all day behind one address is never
 * refused. Each attempt is counted before its password is checked and taken back when it was
 * right, so parallel guesses cannot slip past a limit while their passwords are being checked.
 *
 * - One client address, one account: refused after a few failures there; the owner signs in from
 *   anywhere else.
 * - One client address, any account: a looser limit against trying many accounts.
 * - One account, every address: never refused; beyond many failures each attempt waits a delay
 *   that grows up to a cap.
 */
import type { AppLoadContext } from '@remix-run/node'
import { rateLimitAddress } from '../client-address'
import { asServiceRole } from '../db'
import { countFailureInOrder, countHit, RATE_LIMITS, rateLimit, slowDownMs, takeBackHits } from '../rate-limit'
import { normaliseEmail } from '~/lib/email'

type SignInAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true
      /** How long to wait before checking the password (the account's slow-down). */
      delayMs: number
      /** The attempt was not a wrong password (it succeeded, or the provider failed): uncount it. */
      didNotFail(): Promise<void>
    }

/** Counts a sign-in attempt for `email` from the request's client address as a failure, for now. */
export async function countSignInAttempt(context: AppLoadContext | undefined, email: string): Promise<SignInAttempt> {
  const address = rateLimitAddress(context)
  const account = normaliseEmail(email)
  // In this order: a limit that refuses leaves the looser ones after it untouched.
  const refusing = [
    rateLimit('signInFailuresPerAddressAndAccount', address, account),
    rateLimit('signInFailuresPerAddress', address),
  ]
  const perAccount = rateLimit('signInFailuresPerAccount', account)

  return asServiceRole('count a sign-in attempt as failed until its password proves right', async (tx) => {
    // A refused attempt checks no password, so it counts nowhere.
    const first = await countFailureInOrder(tx, refusing)
    if (first.refused) return { allowed: false, retryAfterSeconds: first.retryAfterSeconds }
    // Counted only once the address is within its limits, so that a single address cannot slow
    // the account down for everyone: the slow-down takes failures from many addresses.
    const { hits } = await countHit(tx, perAccount)
    const every = [...first.counted, perAccount]
    const at = first.countedAt
    return {
      allowed: true,
      delayMs: slowDownMs(RATE_LIMITS.signInFailuresPerAccount, hits),
      didNotFail: () =>
        asServiceRole('take back a sign-in attempt that was not a wrong password', (next) =>
          takeBackHits(next, every, at),
        ),
    }
  })
}
