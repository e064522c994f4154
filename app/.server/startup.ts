/**
 * Start-up: how the process database is opened. The configured engine is opened, migrated and (where
 * configured) seeded, and the first admin from ADMIN_EMAIL is made sure of, before anything queries
 * it. The database layer (db/index.ts) holds the process database and is told by `openDbWith` how to
 * open it, so it never imports the accounts it is asked to create (docs/architecture.md#database).
 */
import { ensureInitialAdmin } from './auth/accounts'
import { getConfig, type Config } from './config'
import type { Engine } from './db/engine'
import { backupBeforeMigrations } from './db/backup'
import { answerBackupRequests } from './db/backup-requests'
import { migrate, seed } from './db/migrate'
import { openPglite, type PgliteEngine } from './db/pglite'
import { openPostgres } from './db/postgres'

/**
 * Opens the configured engine, applies migrations and, where configured, the seed. The embedded
 * database on disk is backed up first whenever a migration is about to change it (db/backup.ts).
 */
export async function openDatabase(config: Config, options: { memory?: boolean } = {}) {
  const engine =
    config.database.kind === 'postgres'
      ? await openPostgres(config.database.url, config.database.poolSize, { listenUrl: config.database.listenUrl })
      : await openPglite(options.memory ? undefined : config.database.dir, { dataDir: config.dataDir })
  try {
    if (engine.kind === 'pglite' && !options.memory) {
      const backup = await backupBeforeMigrations(engine as PgliteEngine, config.dataDir)
      if (backup) console.info(`[db] migrations to apply: the database was backed up first to ${backup}`)
    }
    const applied = await migrate(engine)
    const seeded = config.seed ? await seed(engine) : false
    return { engine, applied, seeded }
  } catch (error) {
    await engine.close()
    throw error
  }
}

/**
 * The process database, ready for requests: opened as configured, then the first admin. What
 * `getDb()` runs on its first call (and again after a failed open: docs/architecture.md#outages).
 */
export async function openProcessDatabase(): Promise<Engine> {
  const config = getConfig()
  const { engine, applied, seeded } = await openDatabase(config)
  if (applied.length > 0) console.info(`[db] applied ${applied.length} migration(s)`)
  if (seeded) console.info('[db] seeded the catalogue')
  try {
    await ensureInitialAdmin(engine, config)
  } catch (error) {
    // Not kept open: the next attempt (or another process, once this one exits) opens it again.
    await engine.close()
    throw error
  }
  if (engine.kind !== 'pglite') return engine
  // The embedded database is this process's alone: it writes the backups `npm run backup` asks for.
  const stopAnswering = await answerBackupRequests(engine as PgliteEngine, config.dataDir)
  return {
    ...engine,
    close: async () => {
      await stopAnswering()
      await engine.close()
    },
  }
}
