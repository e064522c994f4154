/**
 * `npm run restore -- FILE`: puts a backup of the embedded database and the uploads back
 * (DATA_DIR/backups/: one is written before every start that applies migrations, and by
 * `npm run backup`; app/.server/db/backup.ts). Run it with the server stopped; what it replaces is
 * moved aside, not deleted, and the command says where.
 */
import path from 'node:path'
import { getConfig } from '../app/.server/config'
import { backupsDir, restoreBackup } from '../app/.server/db/backup'
import { DataDirInUseError } from '../app/.server/db/data-dir'

const [file] = process.argv.slice(2)
const config = getConfig()

if (!file) {
  console.error(`Usage: npm run restore -- FILE   (the backups are in ${backupsDir(config.dataDir)})`)
  process.exit(2)
}
if (config.database.kind !== 'pglite') {
  console.error('DATABASE_URL is set: restore a PostgreSQL database with pg_restore or psql (see the README).')
  process.exit(2)
}

try {
  const restored = await restoreBackup(path.resolve(file), config.database.dir, config.dataDir)
  const kept = [restored.databaseAside, restored.uploadsAside].filter(Boolean).join(' and ')
  console.info(`Restored ${file}. What it replaced is kept in ${kept}: delete it once you are sure.`)
  if (!restored.withUploads)
    console.info('That backup holds the database alone: the uploaded images were left as they are.')
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `The embedded database is open elsewhere: ${error.dir} is in use by ${error.who}. Stop the server and run this again.`,
    )
  } else {
    console.error(error instanceof Error ? error.message : error)
  }
  process.exitCode = 1
}
