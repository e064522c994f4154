// Backups of the embedded database and the uploads (app/.server/db/backup.ts): a start that is
// about to apply migrations to a database holding data writes it out first, the process holding the
// database writes one when `npm run backup` asks (db/backup-requests.ts), and `npm run restore`
// puts one back, keeping what it replaces.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { backupBeforeMigrations, backupsDir, restoreBackup, writeBackup } from '~/.server/db/backup'
import { answerBackupRequests, backupSocketOf, requestBackup } from '~/.server/db/backup-requests'
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

    const { databaseAside } = await restoreBackup(file!, dbDir, dataDir)
    expect(await names(dbDir, dataDir)).toEqual(before)
    // The replaced database is kept, as it was.
    expect(await names(databaseAside, dataDir)).toEqual([])
  })

  it('refuses a file that is not there', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    await expect(restoreBackup(path.join(dataDir, 'nothing.tar'), dbDir, dataDir)).rejects.toThrow(
      `There is no backup at ${path.join(dataDir, 'nothing.tar')}.`,
    )
  })
})

/** A file under DATA_DIR/uploads, as an admin's upload leaves one. */
function upload(dataDir: string, name: string, content: string) {
  const file = path.join(dataDir, 'uploads', 'model-assets', 'logos', name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
  return file
}

describe('a backup', () => {
  it('holds the uploads with the database, and a restore puts both back, keeping what it replaces', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const before = await names(dbDir, dataDir)
    const logo = upload(dataDir, 'acme-1.png', 'the logo')
    const engine = await openPglite(dbDir, { dataDir })
    let file: string
    try {
      file = await writeBackup(engine, dataDir, 'on-request')
      await engine.query(`delete from public.ai_models`)
    } finally {
      await engine.close()
    }
    expect(path.basename(file)).toMatch(/^\d{8}T\d{6}Z-on-request\.tar$/)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(backupsDir(dataDir))).toEqual([path.basename(file)])
    fs.rmSync(logo)
    upload(dataDir, 'later-2.png', 'after the backup')

    const restored = await restoreBackup(file, dbDir, dataDir)
    expect(restored.withUploads).toBe(true)
    expect(await names(dbDir, dataDir)).toEqual(before)
    expect(fs.readFileSync(logo, 'utf8')).toBe('the logo')
    expect(fs.existsSync(path.join(path.dirname(logo), 'later-2.png'))).toBe(false)
    expect(fs.readdirSync(path.join(restored.uploadsAside!, 'model-assets', 'logos'))).toEqual(['later-2.png'])
  })

  it('of the first format (the database alone) still restores, leaving the uploads as they are', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const before = await names(dbDir, dataDir)
    const file = path.join(dataDir, 'first-format.tar')
    const engine = await openPglite(dbDir, { dataDir })
    try {
      fs.writeFileSync(file, Buffer.from(await (await engine.dumpDataDir()).arrayBuffer()))
      await engine.query(`delete from public.ai_models`)
    } finally {
      await engine.close()
    }
    const logo = upload(dataDir, 'kept-3.png', 'kept')
    const restored = await restoreBackup(file, dbDir, dataDir)
    expect(restored).toMatchObject({ withUploads: false, uploadsAside: null })
    expect(await names(dbDir, dataDir)).toEqual(before)
    expect(fs.readFileSync(logo, 'utf8')).toBe('kept')
  })

  it('refuses a file that is not a backup, touching nothing', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const file = path.join(dataDir, 'notes.tar')
    fs.writeFileSync(file, 'not a tar file at all, but long enough to be read as one '.repeat(20))
    await expect(restoreBackup(file, dbDir, dataDir)).rejects.toThrow(`${file} is not a backup: it is not a tar file.`)
    expect((await names(dbDir, dataDir)).length).toBeGreaterThan(0)
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('restor'))).toEqual([])
  })

  it('keeps the newest five of its kind, whatever the other kind holds', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const dir = backupsDir(dataDir)
    fs.mkdirSync(dir)
    const older = ['20260101T000000Z-before-20261122000100.tar']
    for (let day = 1; day <= 6; day++) older.push(`2026010${day}T000000Z-on-request.tar`)
    for (const name of older) fs.writeFileSync(path.join(dir, name), '')
    const engine = await openPglite(dbDir, { dataDir })
    try {
      const file = await writeBackup(engine, dataDir, 'on-request')
      expect(fs.readdirSync(dir).sort()).toEqual([older[0], ...older.slice(3), path.basename(file)].sort())
    } finally {
      await engine.close()
    }
  })
})

describe('a backup asked of the process holding the database', () => {
  it('is written by that process while it goes on writing, and holds every write it acknowledged first', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    expect(await requestBackup(dataDir)).toBeNull()
    const engine = await openPglite(dbDir, { dataDir })
    const stop = await answerBackupRequests(engine, dataDir)
    expect(fs.statSync(backupSocketOf(dataDir)).mode & 0o077).toBe(0)
    const acknowledged: string[] = []
    let file: string | null = null
    try {
      let writing = true
      let failure: unknown
      const writes = (async () => {
        for (let n = 0; writing; n++) {
          await engine.transaction(async (tx) => {
            await tx.query(`insert into public.enquiry (name, email, message) values ('Backup', 'b@example.com', $1)`, [
              `enquiry-${n}`,
            ])
          })
          acknowledged.push(`enquiry-${n}`)
          // As requests arriving over the network do: the engine's work alone never lets a timer run.
          await new Promise((resolve) => setImmediate(resolve))
        }
      })().catch((error: unknown) => (failure = error))
      while (acknowledged.length < 20) {
        if (failure) throw failure
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      const beforeRequest = [...acknowledged]
      file = await requestBackup(dataDir)
      writing = false
      await writes
      expect(file).toMatch(/-on-request\.tar$/)

      await stop()
      expect(fs.existsSync(backupSocketOf(dataDir))).toBe(false)
      await engine.close()
      await restoreBackup(file!, dbDir, dataDir)
      const restored = await openPglite(dbDir, { dataDir })
      try {
        const { rows } = await restored.query<{ message: string }>(`select message from public.enquiry`)
        const saved = new Set(rows.map((row) => row.message))
        expect(beforeRequest.filter((marker) => !saved.has(marker))).toEqual([])
        // Nothing but whole writes: each saved row is one the loop wrote.
        expect([...saved].every((marker) => /^enquiry-\d+$/.test(marker))).toBe(true)
      } finally {
        await restored.close()
      }
    } finally {
      await stop()
      await engine.close()
    }
  })

  it('answers with a sentence, not a backup, to anything else', async () => {
    const { dataDir, dbDir } = await seededDataDir()
    const engine = await openPglite(dbDir, { dataDir })
    const stop = await answerBackupRequests(engine, dataDir)
    try {
      const net = await import('node:net')
      const answer = await new Promise<string>((resolve, reject) => {
        let received = ''
        const socket = net.connect(backupSocketOf(dataDir), () => socket.write('drop tables\n'))
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (received += chunk))
        socket.on('end', () => resolve(received))
        socket.on('error', reject)
      })
      expect(JSON.parse(answer)).toEqual({ error: 'Unknown request.' })
      expect(fs.existsSync(backupsDir(dataDir))).toBe(false)
    } finally {
      await stop()
      await engine.close()
    }
  })
})
