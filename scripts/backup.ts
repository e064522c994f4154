/**
 * `npm run backup`: a backup of the embedded database and the uploads, written to DATA_DIR/backups/
 * (app/.server/db/backup.ts). While the server runs, the server writes it (the database is its
 * alone: db/backup-requests.ts), between two statements, as contact forms and chats go on; with
 * the server stopped, this command opens the database and writes it itself.
 */
import fs from 'node:fs'
import { getConfig } from '../app/.server/config'
import { writeBackup } from '../app/.server/db/backup'
import { requestBackup } from '../app/.server/db/backup-requests'
import { DataDirInUseError } from '../app/.server/db/data-dir'
import { openPglite } from '../app/.server/db/pglite'

const config = getConfig()

async function backup(): Promise<string> {
  if (config.database.kind !== 'pglite') {
    throw new UsageError('DATABASE_URL is set: back up a PostgreSQL database with pg_dump (see the README).')
  }
  const dataDir = config.dataDir
  const answered = await requestBackup(dataDir)
  if (answered) return answered
  if (!fs.existsSync(config.database.dir)) {
    throw new UsageError(`There is no embedded database in ${config.database.dir} yet: nothing to back up.`)
  }
  const engine = await openPglite(config.database.dir, { dataDir })
  try {
    return await writeBackup(engine, dataDir, 'on-request')
  } finally {
    await engine.close()
  }
}

class UsageError extends Error {}

try {
  console.info(`Backed up to ${await backup()}. Copy it off this machine: it holds personal data.`)
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `The embedded database is in use by ${error.who}, which does not answer backup requests (an older version?): stop it and run this again.`,
    )
  } else {
    console.error(error instanceof Error ? error.message : error)
  }
  process.exitCode = error instanceof UsageError ? 2 : 1
}
