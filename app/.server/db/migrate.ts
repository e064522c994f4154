/**
 * Applies supabase/local/shim.sql (except on Supabase, which provides those things itself) and then
 * supabase/migrations/*.sql in order, recording each in supabase_migrations.schema_migrations, the
 * table the Supabase CLI uses, so `supabase db push` and this runner agree on what is applied.
 * Each step runs in its own transaction under an advisory lock, so two processes starting on one
 * database apply each migration once. A restart on a database that already records every step this
 * code ships reads those records once and nothing more: no lock, no transaction, no SQL file read
 * (decision 107).
 *
 * A database that a newer build has migrated is refused before anything runs (`SchemaTooNewError`):
 * this code would query tables and columns as they were, and a write could undo what the newer
 * schema relies on. An operator rolling back a release must restore a backup taken before its
 * migrations, or run the newer build.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Engine } from './engine'
import { isConnectivityError } from './unavailable'

const LOCK_KEY = 7_266_001 // any constant shared by every process of this app
/** supabase/local/shim.sql's record, first of all (not applied on Supabase, which has those things). */
const SHIM_VERSION = '00000000000000'

interface MigrationStep {
  version: string
  name: string
  file: string
}

export function supabaseDir() {
  return path.resolve(process.env.SUPABASE_DIR ?? 'supabase')
}

export function listMigrations(root = supabaseDir()): MigrationStep[] {
  const dir = path.join(root, 'migrations')
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d{14})_(.+)\.sql$/.exec(file) ?? []
      return { version, name, file: path.join(dir, file) }
    })
}

async function ensureBookkeeping(engine: Engine) {
  // Under the same lock as the steps: `create ... if not exists` is not safe against a second
  // process doing the same at the same moment (one of them fails on a unique index).
  await engine.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY])
    await tx.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );
    create table if not exists supabase_migrations.seed_files (
      path text primary key, hash text not null
    );
  `)
  })
}

/** The database holds migrations this code does not have, newer than its own newest. */
export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError'
}

interface RecordedStep {
  version: string
  name: string | null
}

/** The refusal of a database whose newest recorded step is past this code's newest (`ours`). */
function newerSchemaError(newest: RecordedStep, ours: string) {
  return new SchemaTooNewError(
    `The database was migrated by a newer version of the site: it has migration ${newest.version}` +
      `${newest.name ? ` (${newest.name})` : ''}, and this version's newest is ${ours}. ` +
      'Start the newer version, or restore a backup taken before it migrated.',
  )
}

/** Refuses a database migrated by a newer build: its newest applied version is past ours. */
async function refuseNewerSchema(engine: Engine, steps: MigrationStep[]) {
  const ours = steps.at(-1)?.version ?? ''
  const { rows } = await engine.query<RecordedStep>(
    `select version, name from supabase_migrations.schema_migrations
     where version > $1 order by version desc limit 1`,
    [ours],
  )
  const newest = rows[0]
  if (newest) throw newerSchemaError(newest, ours)
}

/**
 * Whether the database already records every step this code ships (the local shim too, except on
 * Supabase), read without a lock or a transaction: a restart's usual case. A database migrated by
 * a newer build is refused here first, as `migrate` would. False when anything is left to do, or
 * the bookkeeping is not there yet; `migrate` then takes the locked path.
 */
async function everyStepRecorded(engine: Engine, steps: MigrationStep[]): Promise<boolean> {
  const [probe] = (
    await engine.query<{ kept: boolean; on_supabase: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as kept,
              to_regrole('supabase_admin') is not null as on_supabase`,
    )
  ).rows
  if (!probe?.kept) return false
  const { rows } = await engine.query<RecordedStep>(
    'select version, name from supabase_migrations.schema_migrations order by version',
  )
  const ours = steps.at(-1)?.version ?? ''
  const newest = rows.at(-1)
  if (newest && newest.version > ours) throw newerSchemaError(newest, ours)
  const recorded = new Set(rows.map((row) => row.version))
  const shipped = [...(probe.on_supabase ? [] : [SHIM_VERSION]), ...steps.map((step) => step.version)]
  return shipped.every((version) => recorded.has(version))
}

/**
 * The versions this code would apply to the database: none on a database never migrated (there is
 * nothing in it to keep), and none when it is up to date.
 */
export async function pendingMigrations(engine: Engine, root = supabaseDir()): Promise<string[]> {
  const [bookkeeping] = (
    await engine.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
    )
  ).rows
  if (!bookkeeping?.exists) return []
  const { rows } = await engine.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  if (rows.length === 0) return []
  const applied = new Set(rows.map((row) => row.version))
  return listMigrations(root)
    .map((step) => step.version)
    .filter((version) => !applied.has(version))
}

/** Returns the versions it applied (empty when the database was already up to date). */
export async function migrate(engine: Engine, root = supabaseDir()): Promise<string[]> {
  if (await everyStepRecorded(engine, listMigrations(root))) return []
  await ensureBookkeeping(engine)
  await refuseNewerSchema(engine, listMigrations(root))
  const [probe] = (
    await engine.query<{ on_supabase: boolean }>(`select to_regrole('supabase_admin') is not null as on_supabase`)
  ).rows
  const steps: MigrationStep[] = [
    ...(probe?.on_supabase
      ? []
      : [{ version: SHIM_VERSION, name: 'local_shim', file: path.join(root, 'local', 'shim.sql') }]),
    ...listMigrations(root),
  ]
  const applied: string[] = []
  for (const step of steps) {
    const sql = fs.readFileSync(step.file, 'utf8')
    const ran = await engine.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY])
      const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [
        step.version,
      ])
      if (done.rows.length > 0) return false
      try {
        await tx.exec(sql)
      } catch (error) {
        // Name the file that failed (an outage is reported as the outage it is).
        if (isConnectivityError(error)) throw error
        throw new Error(
          `The migration ${path.basename(step.file)} failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        )
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        step.version,
        step.name,
      ])
      return true
    })
    if (ran) applied.push(step.version)
  }
  return applied
}

/** Whether seed.sql is recorded as run, read without a lock or a transaction (a restart's case). */
async function seedRecorded(engine: Engine): Promise<boolean> {
  const [probe] = (
    await engine.query<{ kept: boolean }>(`select to_regclass('supabase_migrations.seed_files') is not null as kept`)
  ).rows
  if (!probe?.kept) return false
  const done = await engine.query("select 1 from supabase_migrations.seed_files where path = 'seed.sql'")
  return done.rows.length > 0
}

/**
 * Runs supabase/seed.sql once per database; returns whether it ran. Once recorded, the file is not
 * even read.
 */
export async function seed(engine: Engine, root = supabaseDir()): Promise<boolean> {
  if (await seedRecorded(engine)) return false
  await ensureBookkeeping(engine)
  const file = path.join(root, 'seed.sql')
  if (!fs.existsSync(file)) return false
  const sql = fs.readFileSync(file, 'utf8')
  const hash = createHash('sha256').update(sql).digest('hex')
  return engine.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY])
    const done = await tx.query("select 1 from supabase_migrations.seed_files where path = 'seed.sql'")
    if (done.rows.length > 0) return false
    await tx.exec(sql)
    await tx.query("insert into supabase_migrations.seed_files (path, hash) values ('seed.sql', $1)", [hash])
    return true
  })
}
