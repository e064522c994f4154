/**
 * The supabase folder as it was before one migration: a temporary copy of the local shim and of
 * every migration older than `version`, for the tests that prove a migration on a database made
 * before it. Removed after the test file. `seed`: the seed.sql of that time, for `seed(engine, root)`
 * (without it the folder has none, and seeding it does nothing).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll } from 'vitest'
import { listMigrations, supabaseDir } from '~/.server/db/migrate'
import { dataDirsBase } from './data-dirs'

export function schemaBefore(version: string, options: { seed?: string } = {}): string {
  const root = fs.mkdtempSync(path.join(dataDirsBase(), `ai-site-before-${version}-`))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  fs.mkdirSync(path.join(root, 'local'), { recursive: true })
  fs.mkdirSync(path.join(root, 'migrations'), { recursive: true })
  fs.copyFileSync(path.join(supabaseDir(), 'local', 'shim.sql'), path.join(root, 'local', 'shim.sql'))
  for (const step of listMigrations()) {
    if (step.version < version) fs.copyFileSync(step.file, path.join(root, 'migrations', path.basename(step.file)))
  }
  if (options.seed !== undefined) fs.writeFileSync(path.join(root, 'seed.sql'), options.seed)
  return root
}
