/**
 * Real databases for tests: an in-memory PGlite, and, when TEST_DATABASE_URL is set, a fresh
 * database on that PostgreSQL server (created per test file, dropped afterwards). Tests that
 * prove the schema run on every engine through `describeEachEngine`.
 */
import { describe } from 'vitest'
import type { Engine } from '~/.server/db/engine'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { createScratchDatabase } from './scratch-database'
import { migrated, pgliteTemplate, postgresTemplate, type TemplateKind } from './templates'

export type EngineKind = 'pglite' | 'postgres'

const ENGINES: readonly EngineKind[] = ['pglite', 'postgres']

/**
 * A suite that needs the PostgreSQL server. Without TEST_DATABASE_URL it is still registered, as
 * skipped and with the reason in its name, so a run on the embedded engine alone says what it left
 * out instead of passing on half the tests without a word.
 */
export function describeOnPostgres(title: string, suite: () => void) {
  const absent = !process.env.TEST_DATABASE_URL
  describe.skipIf(absent)(absent ? `${title} (skipped: TEST_DATABASE_URL is not set)` : title, suite)
}

/** The same suite on every engine, `%s` in the title standing for the engine's name. */
export function describeEachEngine(title: string, suite: (kind: EngineKind) => void) {
  for (const kind of ENGINES) {
    const named = title.replace('%s', kind)
    if (kind === 'postgres') describeOnPostgres(named, () => suite(kind))
    else describe(named, () => suite(kind))
  }
}

export interface TestDatabase {
  engine: Engine
  /** For postgres: the URL of the scratch database (to open a second engine on it). */
  url?: string
  close(): Promise<void>
}

/**
 * A migrated (and optionally seeded) database on the given engine, copied from a template made
 * once per schema (./templates.ts). `fresh` migrates (and seeds) an empty database instead: for
 * the tests of migrating and seeding themselves.
 */
export async function createTestDatabase(
  kind: EngineKind,
  options: { seed?: boolean; fresh?: boolean } = {},
): Promise<TestDatabase> {
  const template: TemplateKind = options.seed ? 'seeded' : 'migrated'
  if (kind === 'pglite') {
    const engine = options.fresh
      ? await openPglite()
      : await openPglite(undefined, { from: await pgliteTemplate(template) })
    if (options.fresh) await migrated(engine, template)
    return { engine, close: () => engine.close() }
  }
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL is not set')
  const scratch = await createScratchDatabase(base, 'test', {
    template: options.fresh ? undefined : await postgresTemplate(base, template),
  })
  const url = scratch.url
  const engine = await openPostgres(url, 4)
  if (options.fresh) await migrated(engine, template)
  return {
    engine,
    url,
    close: async () => {
      await engine.close()
      await scratch.drop()
    },
  }
}
