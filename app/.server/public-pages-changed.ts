/**
 * One signal for "what public pages show has changed", heard by every server process on the
 * database (docs/decisions/030-one-fleet-one-cache.md).
 *
 * The database raises it: every write to a table public pages render from notifies the channel
 * `public_pages_changed` as it commits (migration 20261124070000_public_pages_changed.sql). Each
 * process listens (`listenForPublicPageChanges`, started by the server) and passes it on to its
 * subscribers, as it does when the admin area of this process has written something.
 *
 * Anything that keeps a copy of what public pages show subscribes with `onPublicPagesChanged` and
 * empties its copy: the page cache (server/page-cache.ts, wired in server/site.ts), and any in-memory
 * cache of catalogue data added later. A subscriber must be quick and synchronous: it is called
 * for every catalogue write, in every process.
 *
 * The subscribers are kept on globalThis: under `npm run dev` Vite may load this module again after
 * an edit, and that copy must still reach the caches the server subscribed through the first.
 */
import type { Engine } from './db'

const CHANNEL = 'public_pages_changed'
/** The first wait before trying again to listen while the database cannot be opened; doubled up to the last. */
const RETRY_MS = 1_000
const RETRY_MAX_MS = 30_000

type Subscriber = (why: string) => void

const store = globalThis as typeof globalThis & { __aiSitePublicPagesSubscribers?: Set<Subscriber> }
const subscribers = (store.__aiSitePublicPagesSubscribers ??= new Set())

/** Calls `subscriber` whenever public pages may show something else; returns what unsubscribes it. */
export function onPublicPagesChanged(subscriber: Subscriber): () => void {
  subscribers.add(subscriber)
  return () => subscribers.delete(subscriber)
}

/** Tells every subscriber of this process that public pages may show something else, and why. */
export function publicPagesChanged(why: string) {
  for (const subscriber of subscribers) {
    try {
      subscriber(why)
    } catch (error) {
      // One failing cache must not keep the others stale.
      console.error('[cache] emptying a cache after a change to public pages failed:', error)
    }
  }
}

/**
 * Listens for the database's notices on the engine `open` gives (the process database: getDb),
 * passing each on with `publicPagesChanged`, and passing one on whenever listening starts again
 * after a lost connection (a notice may have been missed). While the database cannot be opened (an
 * outage at start) it tries again, 1 s doubling to 30 s, and passes one on when it succeeds.
 */
export function listenForPublicPageChanges(open: () => Promise<Engine>) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | undefined

  const start = async (wait: number, failed: boolean) => {
    try {
      const engine = await open()
      if (stopped) return
      unlisten = await engine.listen(CHANNEL, {
        notice: (table) => publicPagesChanged(`${table || 'a table'} changed`),
        resumed: () => publicPagesChanged('listening again after a lost connection'),
      })
      if (stopped) {
        await unlisten()
        return
      }
      if (failed) publicPagesChanged('listening at last, after the database could not be opened')
    } catch {
      // The outage is said by every request meanwhile; pages stay at most the cache's lifetime old.
      if (stopped) return
      timer = setTimeout(() => void start(Math.min(wait * 2, RETRY_MAX_MS), true), wait)
      timer.unref()
    }
  }

  const started = start(RETRY_MS, false)
  return {
    /** Settles once the first attempt is over (listening, or trying again later). */
    started,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await started
      await unlisten?.()
    },
  }
}
