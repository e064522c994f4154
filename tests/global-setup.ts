// Before any test file runs: the template databases every test file copies (tests/helpers/templates.ts),
// made here once instead of by two workers at the same moment.
import { pgliteTemplate, postgresTemplate } from './helpers/templates'

export default async function makeTemplates() {
  const server = process.env.TEST_DATABASE_URL
  // All at once: the embedded engine's work is on this thread, the server's in its own processes.
  await Promise.all([
    pgliteTemplate('migrated'),
    pgliteTemplate('seeded'),
    ...(server ? [postgresTemplate(server, 'migrated'), postgresTemplate(server, 'seeded')] : []),
  ])
}
