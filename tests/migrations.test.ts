// Migrations are applied once and recorded; the seed runs once; the embedded database keeps every
// row across a restart.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { listMigrations, migrate, SchemaTooNewError, seed } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import type { Engine } from '~/.server/db/engine'
import { createTestDatabase, describeEachEngine } from './helpers/database'

/** `engine`, counting its transactions and the statements run outside one. */
function counting(engine: Engine) {
  const seen = { transactions: 0, statements: [] as string[] }
  const counted: Engine = {
    ...engine,
    transaction: (fn, options) => {
      seen.transactions++
      return engine.transaction(fn, options)
    },
    query: (sql, params) => {
      seen.statements.push(sql)
      return engine.query(sql, params)
    },
    exec: (sql) => {
      seen.statements.push(sql)
      return engine.exec(sql)
    },
  }
  return { engine: counted, seen }
}

describeEachEngine('migrations on %s', (kind) => {
  it('apply every file once, in order, and nothing on a second run', async () => {
    const db = await createTestDatabase(kind, { fresh: true })
    try {
      const { rows } = await db.engine.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
      expect(rows.map((r) => r.version)).toEqual(['00000000000000', ...listMigrations().map((m) => m.version)])
      expect(await migrate(db.engine)).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('seed a realistic catalogue once', async () => {
    const db = await createTestDatabase(kind, { seed: true, fresh: true })
    try {
      const count = async () =>
        (await db.engine.query<{ n: number }>('select count(*)::int as n from public.ai_models')).rows[0]!.n
      const before = await count()
      expect(before).toBeGreaterThanOrEqual(40)
      expect(await seed(db.engine)).toBe(false)
      expect(await count()).toBe(before)

      const { rows } = await db.engine.query<{
        industries: number
        featured: number
        enterprise: number
        inactive: number
      }>(
        `select (select count(distinct i)::int from public.ai_models, unnest(industry) i) as industries,
                count(*) filter (where is_featured)::int as featured,
                count(*) filter (where is_enterprise)::int as enterprise,
                count(*) filter (where not is_active)::int as inactive
         from public.ai_models`,
      )
      expect(rows[0]!.industries).toBeGreaterThanOrEqual(15)
      expect(rows[0]!.featured).toBeGreaterThan(0)
      expect(rows[0]!.enterprise).toBeGreaterThan(0)
      expect(rows[0]!.inactive).toBeGreaterThan(0)

      const labs = await db.engine.query<{ status: string }>('select distinct status from public.labs')
      expect(labs.rows.map((r) => r.status)).toEqual(expect.arrayContaining(['active', 'completed']))
      expect(labs.rows.length).toBeGreaterThanOrEqual(3)
    } finally {
      await db.close()
    }
  })
})

describe('the embedded database on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-site-db-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('keeps every row across a restart, and a second start applies and seeds nothing', async () => {
    const first = await openPglite(dir)
    expect((await migrate(first)).length).toBeGreaterThan(0)
    expect(await seed(first)).toBe(true)
    await first.query(`insert into public.enquiry (name, email, message) values ('Ada', 'ada@example.com', 'Hello')`)
    const models = (await first.query<{ n: number }>('select count(*)::int as n from public.ai_models')).rows[0]!.n
    await first.close()

    const second = await openPglite(dir)
    try {
      // A restart's check only reads: no lock, no transaction, no migration or seed file read.
      const { engine: watched, seen } = counting(second)
      const read = vi.spyOn(fs, 'readFileSync')
      try {
        expect(await migrate(watched)).toEqual([])
        expect(await seed(watched)).toBe(false)
        expect(read.mock.calls.filter(([file]) => String(file).endsWith('.sql'))).toEqual([])
      } finally {
        read.mockRestore()
      }
      expect(seen.transactions).toBe(0)
      expect(seen.statements.join('\n')).not.toMatch(/pg_advisory|create |insert /i)
      const enquiries = await second.query<{ name: string }>('select name from public.enquiry')
      expect(enquiries.rows).toEqual([{ name: 'Ada' }])
      expect((await second.query<{ n: number }>('select count(*)::int as n from public.ai_models')).rows[0]!.n).toBe(
        models,
      )
    } finally {
      await second.close()
    }
  })
})

describeEachEngine('a schema newer than the code on %s', (kind) => {
  it('is refused with a sentence before any migration runs, and nothing is changed', async () => {
    const db = await createTestDatabase(kind)
    try {
      const newest = listMigrations().at(-1)!.version
      await db.engine.query(
        `insert into supabase_migrations.schema_migrations (version, name) values ('29991231000000', 'from_the_future')`,
      )
      const error = await migrate(db.engine).catch((thrown: unknown) => thrown)
      expect(error).toBeInstanceOf(SchemaTooNewError)
      expect((error as Error).message).toBe(
        'The database was migrated by a newer version of the site: it has migration 29991231000000 (from_the_future), ' +
          `and this version's newest is ${newest}. Start the newer version, or restore a backup taken before it migrated.`,
      )
      // An older build's own migrations are all there: a database it migrated itself still starts.
      await db.engine.query(`delete from supabase_migrations.schema_migrations where version = '29991231000000'`)
      expect(await migrate(db.engine)).toEqual([])
    } finally {
      await db.close()
    }
  })
})
