/**
 * The embedded engine: real PostgreSQL compiled to WebAssembly, kept in a directory (or in memory
 * for tests). It has a single connection guarded by a mutex, so every transaction goes through
 * `db.transaction` and uses only its own `tx` (calling `db.query` inside one would deadlock).
 */
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
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

/** `dir` undefined means in memory. */
export async function openPglite(dir?: string): Promise<Engine> {
  if (dir) fs.mkdirSync(dir, { recursive: true })
  const db = await PGlite.create({
    dataDir: dir,
    extensions: { pgcrypto, pg_trgm },
  })
  // Extensions live in schema `extensions`, as on Supabase.
  await db.exec(`set search_path to public, extensions`)
  let closed = false
  return {
    kind: 'pglite',
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: (sql, params) => quietly(() => tx.query(sql, params)),
          exec: (sql) =>
            quietly(async () => {
              await tx.exec(sql)
            }),
        }),
      ),
    exec: (sql) =>
      quietly(async () => {
        await db.exec(sql)
      }),
    query: (sql, params) => quietly(() => db.query(sql, params)),
    close: async () => {
      if (closed) return
      closed = true
      await db.close()
    },
  }
}
