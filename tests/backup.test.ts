// Backups of the embedded database (app/.server/db/backup.ts): a start that is about to apply
// migrations to a database holding data writes it out first, and `npm run restore` puts such a
// backup back, keeping the database it replaces.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { backupBeforeMigrations, backupsDir, restoreBackup } from '~/.server/db/backup'
import { listMigrations } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { copySeededDataDir } from './helpers/templates'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A data directory holding the seeded database, as a server leaves it (db/ inside DATA_DIR). */
async function seededDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
  made.push(dataDir)
  await copySeededDataDir(dataDir)
  return { dataDir, dbDir: path.join(dataDir, 'db') }
}

const names = async (dbDir: string, dataDir: string) => {
  const engine = await openPglite(dbDir, { dataDir })
  try {
    return (await engine.query<{ title: string }>('select title from public.ai_models order by title')).rows.map(
      (row) => row.title,
    )
  } finally {
    await engine.close()
  }
}

describe('a backup before migrations', () => {
  it('is not written when nothing is pending, nor for a database never migrated', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const engine = await openPglite(dbDir, { dataDir })
    try {
      expect(await backupBeforeMigrations(engine, dataDir)).toBeNull()
    } finally {
      await engine.close()
    }
    const empty = await openPglite(undefined)
    try {
      expect(await backupBeforeMigrations(empty, dataDir)).toBeNull()
    } finally {
      await empty.close()
    }
    expect(fs.existsSync(backupsDir(dataDir))).toBe(false)
  })

  it('is written, private, when a migration is pending, and restores the database as it was', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const before = await names(dbDir, dataDir)
    const newest = listMigrations().at(-1)!.version
    let file: string | null
    const engine = await openPglite(dbDir, { dataDir })
    try {
      // As an older version left it: the newest migration not yet applied.
      await engine.query('delete from supabase_migrations.schema_migrations where version = $1', [newest])
      file = await backupBeforeMigrations(engine, dataDir)
      // What happens after the backup is not in it.
      await engine.query(`delete from public.ai_models`)
    } finally {
      await engine.close()
    }
    expect(file).toMatch(new RegExp(`/backups/\\d{8}T\\d{6}Z-before-${newest}\\.tar$`))
    expect(fs.statSync(file!).mode & 0o077).toBe(0)
    expect(await names(dbDir, dataDir)).toEqual([])

    const aside = await restoreBackup(file!, dbDir, dataDir)
    expect(await names(dbDir, dataDir)).toEqual(before)
    // The replaced database is kept, as it was.
    expect(await names(aside, dataDir)).toEqual([])
  })

  it('refuses a file that is not there', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    await expect(restoreBackup(path.join(dataDir, 'nothing.tar'), dbDir, dataDir)).rejects.toThrow(
      `There is no backup at ${path.join(dataDir, 'nothing.tar')}.`,
    )
  })
})
