/**
 * Backups of the embedded database and the uploaded files beside it
 * (docs/decisions/049-a-backup-before-every-migration.md, 054-a-backup-while-the-server-runs.md).
 *
 * A backup is one tar file in DATA_DIR/backups/: `backup.json` (what it is), `database.tar.gz`
 * (PGlite's dump of its data directory) and `uploads/` (the model images). It is written before a
 * start applies migrations to a database that holds data, and on request (`npm run backup`) by the
 * process that holds the database (backup-requests.ts). `npm run restore -- FILE` puts one back
 * with the server stopped; it also reads the first backups, which were PGlite's dump alone.
 * PostgreSQL is backed up by its own tools (pg_dump: the README).
 */
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { uploadsDir } from '../storage/local'
import { pendingMigrations } from './migrate'
import { openPglite, type PgliteEngine } from './pglite'

/** How many of each kind (before a migration, on request) are kept: the oldest go as new ones come. */
const KEEP_BACKUPS = 5
const BACKUP_NAME = /^\d{8}T\d{6}Z-(before-\d{14}|on-request)\.tar$/
const MANIFEST = 'backup.json'
const DATABASE = 'database.tar.gz'
const UPLOADS = 'uploads'

interface Manifest {
  format: 1
  takenAt: string
  reason: string
}

export function backupsDir(dataDir: string) {
  return path.join(dataDir, 'backups')
}

const timestamp = () => new Date().toISOString().replace(/[-:]|\.\d+/g, '')

/** The file written, or null when no migration is pending on a database that holds anything. */
export async function backupBeforeMigrations(engine: PgliteEngine, dataDir: string): Promise<string | null> {
  const [first] = await pendingMigrations(engine)
  if (!first) return null
  return writeBackup(engine, dataDir, `before-${first}`)
}

/**
 * Writes a backup of `engine` (open on DATA_DIR/db) and DATA_DIR/uploads; `label` ends its name.
 * The database is dumped first and the files copied after: every image a saved row names was
 * written before that row was saved (storage/local.ts), so the copy holds it.
 */
export async function writeBackup(engine: PgliteEngine, dataDir: string, label: string): Promise<string> {
  const dir = backupsDir(dataDir)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, `${timestamp()}-${label}.tar`)
  // Whole or not at all: a process killed while writing leaves temporary names, never a short backup.
  const staging = `${file}.partial.d`
  const temporary = `${file}.partial`
  fs.mkdirSync(staging, { mode: 0o700 })
  try {
    const dump = Buffer.from(await (await engine.dumpDataDir('gzip')).arrayBuffer())
    fs.writeFileSync(path.join(staging, DATABASE), dump, { mode: 0o600 })
    linkTree(uploadsDir(dataDir), path.join(staging, UPLOADS))
    const manifest: Manifest = { format: 1, takenAt: new Date().toISOString(), reason: label }
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest)}\n`, { mode: 0o600 })
    await tar.create({ file: temporary, cwd: staging, portable: true, mode: 0o600 }, fs.readdirSync(staging).sort())
    fs.chmodSync(temporary, 0o600)
    fs.renameSync(temporary, file)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(temporary, { force: true })
  }
  keepNewest(dir, label)
  return file
}

/** Hard links of every file under `from` (copies where the file system refuses links); an absent `from` gives an empty folder. */
function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  if (!fs.existsSync(from)) return
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isFile()) {
      try {
        fs.linkSync(source, target)
      } catch {
        fs.copyFileSync(source, target)
      }
    }
  }
}

/** A backup's kind: 'before' (any migration) or 'on-request'. */
const kindOf = (label: string) => label.replace(/^before-.*/, 'before')

function keepNewest(dir: string, label: string) {
  const kind = kindOf(label)
  const old = fs
    .readdirSync(dir)
    .filter((name) => {
      const named = BACKUP_NAME.exec(name)?.[1]
      return named !== undefined && kindOf(named) === kind
    })
    .sort()
    .slice(0, -KEEP_BACKUPS)
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true })
}

interface Restored {
  /** Where the database it replaced was moved. */
  databaseAside: string
  /** Where the uploads it replaced were moved; null when there were none, or the backup holds none (a first-format one). */
  uploadsAside: string | null
  /** False for a backup of the first format, which held the database alone: the uploads were left as they were. */
  withUploads: boolean
}

/**
 * Replaces the database in `dbDir` (and the uploads in `dataDir`) with the backup `file`. What it
 * replaces is moved aside, never deleted; the data directory's lock is taken, so a running server
 * is refused with its own sentence (DataDirInUseError).
 */
export async function restoreBackup(file: string, dbDir: string, dataDir: string): Promise<Restored> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup at ${file}.`)
  const stamp = timestamp()
  const unpacked = path.join(dataDir, `restoring-${stamp}.d`)
  const restoring = `${dbDir}.restoring`
  fs.rmSync(restoring, { recursive: true, force: true })
  fs.mkdirSync(unpacked, { recursive: true, mode: 0o700 })
  try {
    const withUploads = await unpack(file, unpacked)
    const dump = withUploads ? fs.readFileSync(path.join(unpacked, DATABASE)) : fs.readFileSync(file)
    // Loaded into a directory of its own and checked to open before the current one is touched.
    const engine = await openPglite(restoring, { dataDir, from: new Blob([dump]) })
    try {
      await engine.query('select 1 from supabase_migrations.schema_migrations limit 1')
    } finally {
      await engine.close()
    }
    const databaseAside = `${dbDir}.before-restore-${stamp}`
    if (fs.existsSync(dbDir)) fs.renameSync(dbDir, databaseAside)
    fs.renameSync(restoring, dbDir)
    let uploadsAside: string | null = null
    if (withUploads) {
      const uploads = uploadsDir(dataDir)
      if (fs.existsSync(uploads)) {
        uploadsAside = `${uploads}.before-restore-${stamp}`
        fs.renameSync(uploads, uploadsAside)
      }
      fs.renameSync(path.join(unpacked, UPLOADS), uploads)
    }
    return { databaseAside, uploadsAside, withUploads }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
    fs.rmSync(restoring, { recursive: true, force: true })
  }
}

/**
 * Unpacks a backup of this format into `dir`: true. A first-format backup (PGlite's dump alone,
 * no manifest) is left packed: false. A file that is neither is refused with a sentence.
 */
async function unpack(file: string, dir: string): Promise<boolean> {
  let manifest = false
  try {
    await tar.list({ file, strict: true, onReadEntry: (entry) => void (manifest ||= entry.path === MANIFEST) })
  } catch {
    throw new Error(`${file} is not a backup: it is not a tar file.`)
  }
  if (!manifest) return false
  await tar.extract({ file, cwd: dir, strict: true })
  const { format } = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
  if (format !== 1) throw new Error(`${file} was written by a newer version (backup format ${format}).`)
  if (!fs.existsSync(path.join(dir, DATABASE))) throw new Error(`${file} holds no database.`)
  return true
}
