/**
 * Real databases for tests: an in-memory PGlite, and, when TEST_DATABASE_URL is set, a fresh
 * database on that PostgreSQL server (created per test file, dropped afterwards). Tests that
 * prove the schema run on every engine in `testEngines()`.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrate, seed } from '~/.server/db/migrate'
import type { Engine } from '~/.server/db/engine'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'

export type EngineKind = 'pglite' | 'postgres'

export function testEngines(): EngineKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export interface TestDatabase {
  engine: Engine
  /** For postgres: the URL of the scratch database (to open a second engine on it). */
  url?: string
  close(): Promise<void>
}

/** A migrated (and optionally seeded) database on the given engine. */
export async function createTestDatabase(kind: EngineKind, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const engine = await openPglite()
    await migrate(engine)
    if (options.seed) await seed(engine)
    return { engine, close: () => engine.close() }
  }
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL is not set')
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
  await admin((client) => client.query(`create database ${name}`))
  const url = withDatabase(base, name)
  const engine = await openPostgres(url, 4)
  await migrate(engine)
  if (options.seed) await seed(engine)
  return {
    engine,
    url,
    close: async () => {
      await engine.close()
      await admin((client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}
