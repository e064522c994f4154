/**
 * Backups of the embedded database (docs/decisions/049-a-backup-before-every-migration.md).
 *
 * Before a start applies migrations to a database that holds data, the data directory is written
 * out whole (PGlite's own dump, a tarball) to DATA_DIR/backups/, named by the time and the first
 * migration it precedes. A release whose migration goes wrong, or an older build refused because
 * the schema is newer (migrate.ts), then has a way back: `npm run restore -- FILE` with the server
 * stopped. The newest KEEP_BACKUPS are kept. PostgreSQL is backed up by its own tools (pg_dump:
 * the README).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pendingMigrations } from './migrate'
import { openPglite, type PgliteEngine } from './pglite'

const KEEP_BACKUPS = 5
const BACKUP_NAME = /^\d{8}T\d{6}Z-before-\d{14}\.tar$/

export function backupsDir(dataDir: string) {
  return path.join(dataDir, 'backups')
}

/** The file written, or null when no migration is pending on a database that holds anything. */
export async function backupBeforeMigrations(engine: PgliteEngine, dataDir: string): Promise<string | null> {
  const [first] = await pendingMigrations(engine)
  if (!first) return null
  const dir = backupsDir(dataDir)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, '')
  const file = path.join(dir, `${stamp}-before-${first}.tar`)
  const dump = Buffer.from(await (await engine.dumpDataDir()).arrayBuffer())
  // Whole or not at all: a start killed while writing leaves a temporary file, never a short backup.
  const temporary = `${file}.partial`
  fs.writeFileSync(temporary, dump, { mode: 0o600 })
  fs.renameSync(temporary, file)
  const old = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .slice(0, -KEEP_BACKUPS)
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true })
  return file
}

/**
 * Replaces the database in `dbDir` with the backup `file`. The current one is moved aside (its
 * path is returned), never deleted; the data directory's lock is taken, so a running server is
 * refused with its own sentence (DataDirInUseError).
 */
export async function restoreBackup(file: string, dbDir: string, dataDir: string): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup at ${file}.`)
  const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, '')
  const aside = `${dbDir}.before-restore-${stamp}`
  const restoring = `${dbDir}.restoring`
  fs.rmSync(restoring, { recursive: true, force: true })
  // Loaded into a directory of its own and checked to open before the current one is touched.
  const engine = await openPglite(restoring, {
    dataDir,
    from: new Blob([fs.readFileSync(file)]),
  })
  try {
    await engine.query('select 1 from supabase_migrations.schema_migrations limit 1')
  } finally {
    await engine.close()
  }
  if (fs.existsSync(dbDir)) fs.renameSync(dbDir, aside)
  fs.renameSync(restoring, dbDir)
  return aside
}
