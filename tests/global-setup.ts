// Before any test file runs: the template databases every test file copies (tests/helpers/templates.ts),
// made here once instead of by two workers at the same moment.
import { pgliteTemplate, postgresTemplate } from './helpers/templates'

export default async function makeTemplates() {
  await Promise.all([pgliteTemplate('migrated'), pgliteTemplate('seeded')])
  const server = process.env.TEST_DATABASE_URL
  if (server) await Promise.all([postgresTemplate(server, 'migrated'), postgresTemplate(server, 'seeded')])
}
