/**
 * The database, opened once per process, and the only ways to query it. Every query runs inside a
 * transaction that first takes the caller's identity (`set local role` plus the JWT claims, as
 * Supabase's API does), so Row Level Security decides on every engine. The service role bypasses
 * those policies; use it only through `asServiceRole`, with a reason that reads well in a review.
 */
import type { Engine, Queryable, TransactionOptions } from './engine'
import { DatabaseUnavailableError, serviceUnavailableResponse } from './unavailable'

export type { Engine, Queryable } from './engine'
export { DatabaseUnavailableError } from './unavailable'

export type Caller = { role: 'anon' } | { role: 'authenticated'; userId: string; email?: string | null }

export const ANON: Caller = { role: 'anon' }

export function userCaller(user: { id: string; email?: string | null }): Caller {
  return { role: 'authenticated', userId: user.id, email: user.email ?? null }
}

async function withIdentity<T>(
  engine: Engine,
  role: 'anon' | 'authenticated' | 'service_role',
  claims: Record<string, unknown>,
  fn: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return engine.transaction(async (tx) => {
    // One statement, not two: `set_config('role', .., true)` is `set local role`, as PostgREST
    // takes a request's identity, and each statement is a round trip (decision 029).
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
      JSON.stringify(claims),
      role,
    ])
    return fn(tx)
  }, options)
}

/**
 * Runs `fn` as the given caller, under the Row Level Security policies. While the database cannot
 * be reached it throws a 503 Response (as a guard does): the page, data request or resource route
 * answers 'Service temporarily unavailable', unless the route catches it for a message of its own.
 */
export async function asCaller<T>(
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return answeringUnavailable(async () => runAs(await getDb(), caller, fn, options))
}

async function answeringUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error
    // One line, not a stack: an outage is an operations matter, and every request says it.
    console.error(`[db] ${error.message}: answering 503`)
    throw serviceUnavailableResponse()
  }
}

/** `asCaller` on a given engine (tests and scripts that hold their own). */
export function runAs<T>(
  engine: Engine,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  if (caller.role === 'anon') return withIdentity(engine, 'anon', { role: 'anon' }, fn, options)
  return withIdentity(
    engine,
    'authenticated',
    { sub: caller.userId, role: 'authenticated', aud: 'authenticated', email: caller.email ?? undefined },
    fn,
    options,
  )
}

/**
 * Privileged work that no caller may do for themselves: creating accounts and sessions, creating
 * a sign-up's organisation, saving a chat by its secret id, counting rate limits. `reason` documents why.
 */
export async function asServiceRole<T>(reason: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return answeringUnavailable(async () => runAsServiceRole(await getDb(), reason, fn))
}

export function runAsServiceRole<T>(engine: Engine, reason: string, fn: (tx: Queryable) => Promise<T>) {
  return withIdentity(engine, 'service_role', { role: 'service_role', reason }, fn)
}

// One database per process, kept across dev-server reloads. A failed open is not kept: the next
// call tries again (so a server that started while PostgreSQL was down opens it on the first
// request after it is back). How to open it is start-up's business (app/.server/startup.ts), given
// through `openDbWith`: this layer never imports the modules (accounts) that start-up runs.
const globalStore = globalThis as typeof globalThis & {
  __aiSiteDb?: Promise<Engine>
  __aiSiteDbOpener?: () => Promise<Engine>
}

/** How `getDb()` opens the process database (app/entry.server.tsx passes start-up's). */
export function openDbWith(open: () => Promise<Engine>) {
  globalStore.__aiSiteDbOpener = open
}

export function getDb(): Promise<Engine> {
  globalStore.__aiSiteDb ??= (async () => {
    const open = globalStore.__aiSiteDbOpener
    if (!open) throw new Error('No database to open: call openDbWith(openProcessDatabase) at start-up first')
    return open()
  })().catch((error: unknown) => {
    globalStore.__aiSiteDb = undefined
    throw error
  })
  return globalStore.__aiSiteDb
}

/** Use a given engine as the process database (tests). */
export function setDb(engine: Engine | undefined) {
  globalStore.__aiSiteDb = engine ? Promise.resolve(engine) : undefined
}

export async function closeDb() {
  const pending = globalStore.__aiSiteDb
  globalStore.__aiSiteDb = undefined
  if (pending) await (await pending.catch(() => undefined))?.close()
}
