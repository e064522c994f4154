// The order test files start in (vitest.config.ts, sequence.sequencer). Vitest starts the files it
// has timed before longest first; a clean clone (CI) has no such record, so it starts the largest
// files first, and the files below, short but long-running, started last and ran on alone at the
// end. They spend much of their time waiting on what they start (servers, child processes,
// backups, several databases), so started first their waits overlap the files that use the CPU.
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Longest first, as timed on 28 November 2026 (three workers, PostgreSQL and PGlite). */
const LONG_RUNNING = [
  'tests/backup.test.ts',
  'tests/migrations.test.ts',
  'tests/data-dir.test.ts',
  'tests/invoices.test.ts',
  'tests/erase.test.ts',
  'tests/audit-labels-migration.test.ts',
  'tests/chat-leads.test.ts',
  'tests/organizations-migration.test.ts',
  'supabase/tests/policies.test.ts',
  'tests/offline-architect.test.ts',
  'tests/lead-desk.test.ts',
  'tests/handover.test.ts',
]

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = LONG_RUNNING.indexOf(path.relative(process.cwd(), file.moduleId))
      return index === -1 ? LONG_RUNNING.length : index
    }
    // Array.prototype.sort is stable: the rest keep the order Vitest chose.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
