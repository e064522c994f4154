/**
 * The embedded engine: real PostgreSQL compiled to WebAssembly, kept in a directory (or in memory
 * for tests). It has a single connection guarded by a mutex, so every transaction goes through
 * `db.transaction` and uses only its own `tx` (calling `db.query` inside one would deadlock).
 * A directory is this process's alone while open, and private (data-dir.ts).
 */
import fs from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { closeToOthers, lockDataDir, type DataDirLock } from './data-dir'
import type { Engine } from './engine'
import { withoutQueryData } from './quiet-errors'

/** Runs `work`; a failure is rethrown without the query's parameters (./quiet-errors.ts). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw withoutQueryData(error)
  }
}

/** The embedded engine, which can also write its whole data directory out as a tarball. */
export interface PgliteEngine extends Engine {
  /**
   * The data directory as a tarball (gzipped when asked), which `openPglite(dir, { from })` loads
   * (backups, test templates). Taken between two statements: a crash-consistent copy that the
   * engine recovers on opening, as after a power cut.
   */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>
}

/**
 * `dir` undefined means in memory. `options.dataDir` is the directory to lock and keep private
 * (the server's DATA_DIR, which holds `dir`); by default `dir` itself. `options.from` is a
 * tarball of a data directory to start from: in memory, or in `dir`, which must then be empty (a
 * restored backup).
 */
export async function openPglite(dir?: string, options: { dataDir?: string; from?: Blob } = {}): Promise<PgliteEngine> {
  // Loaded by the engine that uses it (a server on PostgreSQL never does), not at every start-up.
  const [{ PGlite }, { pg_trgm }, { pgcrypto }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
  ])
  let lock: DataDirLock | undefined
  let db: PGlite
  if (dir) {
    const dataDir = options.dataDir ?? dir
    // Before PGlite reads a byte: a second process must not get as far as migrating.
    lock = await lockDataDir(dataDir)
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
      db = await PGlite.create({ dataDir: dir, extensions: { pgcrypto, pg_trgm }, loadDataDir: options.from })
      closeToOthers(dataDir)
    } catch (error) {
      await lock.release()
      throw error
    }
  } else {
    db = await PGlite.create({ extensions: { pgcrypto, pg_trgm }, loadDataDir: options.from })
  }
  // Extensions live in schema `extensions`, as on Supabase.
  await db.exec(`set search_path to public, extensions`)
  let closed = false
  // Transactions and statements under way or waiting for the one connection (`poolStats`).
  let busy = 0
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    busy++
    try {
      return await work()
    } finally {
      busy--
    }
  }
  return {
    kind: 'pglite',
    transaction: (fn, options) =>
      counted(() =>
        db.transaction(async (tx) => {
          // PGlite opens the transaction itself; this is its first statement, where it may be said.
          if (options?.snapshot) await tx.query('set transaction isolation level repeatable read, read only')
          return fn({
            query: (sql, params) => quietly(() => tx.query(sql, params)),
            exec: (sql) =>
              quietly(async () => {
                await tx.exec(sql)
              }),
          })
        }),
      ),
    exec: (sql) =>
      counted(() =>
        quietly(async () => {
          await db.exec(sql)
        }),
      ),
    query: (sql, params) => counted(() => quietly(() => db.query(sql, params))),
    poolStats: () => ({ total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(busy - 1, 0) }),
    dumpDataDir: (compression = 'none') => db.dumpDataDir(compression),
    // Notices of the one connection, this process's own writes included, as each commits.
    listen: async (channel, handlers) => {
      const unlisten = await db.listen(channel, (payload) => handlers.notice(payload))
      return async () => {
        if (!closed) await unlisten()
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      try {
        await db.close()
      } finally {
        await lock?.release()
      }
    },
  }
}
