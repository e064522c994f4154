/**
 * What every visitor reads alike, kept in this process between catalogue changes (the reads are in
 * ./models.ts: the catalogue's pages and the model pages as a visitor sees them). A render the page
 * cache does not serve (a signed-in visitor, a first request) then costs no database round trip
 * for them (decision 029).
 *
 * How fresh: it is emptied whenever public pages may show something else (./public-pages-changed.ts:
 * a catalogue write of this process once committed, and the database's notice of any change, in
 * every process: decision 030); a copy older than `TTL_MS` is read again, so a change nobody
 * announced is seen within seconds. Concurrent readers of the same key share one read; a failed
 * read is not kept.
 */
import { onPublicPagesChanged } from './public-pages-changed'

const TTL_MS = 5_000
/** Distinct searches and model pages kept; the least recently used go first. */
const MAX_ENTRIES = 500

interface Kept {
  value: Promise<unknown>
  storedAt: number
}

const kept = new Map<string, Kept>()

export function remember<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const found = kept.get(key)
  if (found && now - found.storedAt < TTL_MS) {
    // Most recently used last: the first key is the one to drop.
    kept.delete(key)
    kept.set(key, found)
    return found.value as Promise<T>
  }
  const value = read()
  const entry = { value, storedAt: now }
  kept.delete(key)
  kept.set(key, entry)
  if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!)
  // An outage or a failed read is asked again by the next visitor. (A purge meanwhile removed the
  // entry already: what this read returns reaches only those who asked before the change.)
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key)
  })
  return value
}

/** Empties what is kept: the catalogue changed (or may have). */
export function forgetPublicData() {
  kept.clear()
}

onPublicPagesChanged(forgetPublicData)
