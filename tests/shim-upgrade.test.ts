// supabase/local/shim.sql runs once per database, so narrowing its grants does not reach a local
// database made before: the operator-trust migration revokes there too. This builds such a
// database (the old shim's `grant all` on storage, the migrations before that one, rows in
// private.rate_limits), then starts the current schema on it, as a server upgrade would.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { listMigrations, migrate, supabaseDir } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { createScratchDatabase } from './helpers/scratch-database'
import { describeEachEngine } from './helpers/database'

const OPERATOR_TRUST = '20261123120000'
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-site-old-schema-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** The supabase folder as it was before the operator-trust migration. */
function oldSchema() {
  fs.mkdirSync(path.join(root, 'local'), { recursive: true })
  fs.mkdirSync(path.join(root, 'migrations'), { recursive: true })
  const shim = fs.readFileSync(path.join(supabaseDir(), 'local', 'shim.sql'), 'utf8')
  const narrowed =
    /grant select, insert, update, delete on storage\.buckets, storage\.objects to anon, authenticated;\n/
  expect(shim).toMatch(narrowed)
  fs.writeFileSync(
    path.join(root, 'local', 'shim.sql'),
    shim.replace(narrowed, 'grant all on storage.buckets, storage.objects to anon, authenticated, service_role;\n'),
  )
  for (const step of listMigrations()) {
    if (step.version < OPERATOR_TRUST)
      fs.copyFileSync(step.file, path.join(root, 'migrations', path.basename(step.file)))
  }
  return root
}

describeEachEngine('a local %s database made before the operator-trust migration', (kind) => {
  it('loses the TRUNCATE and TRIGGER grants on storage, and keeps its rate-limit rows', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'upgrade') : null
    const engine = scratch ? await openPostgres(scratch.url, 2) : await openPglite()
    try {
      await migrate(engine, oldSchema())
      const truncatable = async () =>
        (
          await engine.query<{ n: number }>(
            `select count(*)::int as n from pg_class c, unnest(array['anon', 'authenticated']) as r
             where c.relnamespace = 'storage'::regnamespace and c.relkind = 'r'
               and (has_table_privilege(r, c.oid, 'TRUNCATE') or has_table_privilege(r, c.oid, 'TRIGGER'))`,
          )
        ).rows[0]!.n
      expect(await truncatable()).toBeGreaterThan(0)
      await engine.query(`insert into private.rate_limits (key, window_start, hits) values ('old:row', now(), 2)`)

      expect(await migrate(engine)).toContain(OPERATOR_TRUST)

      expect(await truncatable()).toBe(0)
      // Callers still read and write storage rows (the policies decide which).
      const { rows } = await engine.query<{ ok: boolean }>(
        `select bool_and(has_table_privilege(r, 'storage.objects', 'SELECT, INSERT, UPDATE, DELETE')) as ok
         from unnest(array['anon', 'authenticated']) as r`,
      )
      expect(rows[0]!.ok).toBe(true)
      // A row from before the window_end column lives a day, longer than any window in use.
      const old = await engine.query<{ hours: number }>(
        `select extract(epoch from window_end - window_start)::float8 / 3600 as hours from private.rate_limits where key = 'old:row'`,
      )
      expect(old.rows).toEqual([{ hours: 24 }])
    } finally {
      await engine.close()
      await scratch?.drop()
    }
  })
})
