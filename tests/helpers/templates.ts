/**
 * Databases migrated and seeded once per schema, then copied for every test and test server that
 * needs one, instead of migrating and seeding each (about 4 s a time on the embedded engine).
 *
 * - The embedded engine in memory (vitest): a tarball of the data directory (PGlite's
 *   `dumpDataDir`), loaded into each new in-memory database.
 * - The embedded engine in a directory (the browser tests' servers): a data directory laid out as
 *   the server keeps it (`db/`), copied before the server starts, which then finds nothing to
 *   apply, as after a restart.
 * - PostgreSQL: a template database on the server, which `create database … template` copies.
 *
 * Each is named by a hash of the files that make the schema and the seed, so a changed migration
 * makes new templates instead of tests running on a stale one. Tests of migrating and seeding
 * themselves (tests/migrations.test.ts, a server's first start) still start from nothing.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { Engine } from '../../app/.server/db/engine'
import { migrate, seed, supabaseDir } from '../../app/.server/db/migrate'
import { openPglite } from '../../app/.server/db/pglite'
import { openPostgres } from '../../app/.server/db/postgres'

/** Where templates are kept between runs (ignored by git, like the rest of node_modules). */
const CACHE_DIR = path.resolve('node_modules', '.cache', 'database-templates')

/** What a template holds: the schema alone, or the schema and the seeded catalogue. */
export type TemplateKind = 'migrated' | 'seeded'

/** A hash of every file that decides what migrating and seeding produce. */
function schemaHash(root = supabaseDir()): string {
  const hash = createHash('sha256')
  const files = [
    path.join(root, 'local', 'shim.sql'),
    ...fs
      .readdirSync(path.join(root, 'migrations'))
      .sort()
      .map((file) => path.join(root, 'migrations', file)),
    path.join(root, 'seed.sql'),
  ]
  for (const file of files) {
    hash.update(path.basename(file)).update('\0')
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 12)
}

/** Writes `make`'s result to `file` unless it is there: another process may be making it too. */
async function once(file: string, make: (temporary: string) => Promise<void>) {
  if (fs.existsSync(file)) return file
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  try {
    await make(temporary)
    // A rename is atomic: readers see the whole template or none. Whoever renames last wins, and
    // every maker built the same thing.
    try {
      fs.renameSync(temporary, file)
    } catch (error) {
      if (!fs.existsSync(file)) throw error
    }
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true })
  }
  return file
}

/** Migrates `engine` (and seeds it, for 'seeded'): what a template holds, made from nothing. */
export async function migrated(engine: Engine, kind: TemplateKind) {
  await migrate(engine)
  if (kind === 'seeded') await seed(engine)
}

/** The tarball an in-memory embedded database is loaded from (`openPglite(undefined, { from })`). */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const file = await once(path.join(CACHE_DIR, `pglite-${kind}-${schemaHash()}.tar`), async (temporary) => {
    const engine = await openPglite()
    try {
      await migrated(engine, kind)
      fs.writeFileSync(temporary, Buffer.from(await (await engine.dumpDataDir()).arrayBuffer()))
    } finally {
      await engine.close()
    }
  })
  return new Blob([fs.readFileSync(file)])
}

/**
 * A seeded data directory as the server keeps it (DATA_DIR, its database in `db/`), made once per
 * schema; copy it with `copySeededDataDir`.
 */
async function seededDataDirTemplate(): Promise<string> {
  return once(path.join(CACHE_DIR, `data-dir-seeded-${schemaHash()}`), async (temporary) => {
    fs.mkdirSync(temporary, { recursive: true, mode: 0o700 })
    const engine = await openPglite(path.join(temporary, 'db'), { dataDir: temporary })
    try {
      await migrated(engine, 'seeded')
    } finally {
      await engine.close()
    }
    // The lock file belongs to whoever opens the directory next.
    fs.rmSync(path.join(temporary, 'lock'), { force: true })
  })
}

/**
 * Fills `dataDir` (made if absent, private as the server requires) with a copy of the seeded data
 * directory: a server started on it migrates and seeds nothing.
 */
export async function copySeededDataDir(dataDir: string) {
  const template = await seededDataDirTemplate()
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.cpSync(template, dataDir, { recursive: true })
  return dataDir
}

/** The name of a template database on the PostgreSQL server `serverUrl` names, made once per schema. */
export async function postgresTemplate(serverUrl: string, kind: TemplateKind): Promise<string> {
  const name = `template_${kind}_${schemaHash()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0
    if (await exists()) return name
    const temporary = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`
    await admin.query(`create database ${temporary}`)
    try {
      const url = new URL(serverUrl)
      url.pathname = `/${temporary}`
      const engine = await openPostgres(url.toString(), 2)
      try {
        await migrated(engine, kind)
      } finally {
        await engine.close()
      }
      // Another process may have made it meanwhile; theirs is the same.
      if (!(await exists())) await admin.query(`alter database ${temporary} rename to ${name}`)
    } catch (error) {
      if (!(await exists())) throw error
    } finally {
      await admin.query(`drop database if exists ${temporary} with (force)`)
    }
    return name
  } finally {
    await admin.end()
  }
}
