// Before any test file runs: the template databases every test file copies (tests/helpers/templates.ts),
// made here once instead of by two workers at the same moment.
import { pgliteTemplate, postgresTemplate } from './helpers/templates'

export default async function makeTemplates() {
  const server = process.env.TEST_DATABASE_URL
  // The embedded engine's work is on this thread, the server's in its own processes: both at once.
  // The server's two one after the other: on a new cluster each would create the roles the
  // migrations grant to (anon, audit_keeper, ...), which belong to the whole server, and the
  // second of two transactions creating one fails with a duplicate key.
  const onServer = async (url: string) => {
    await postgresTemplate(url, 'migrated')
    await postgresTemplate(url, 'seeded')
  }
  await Promise.all([pgliteTemplate('migrated'), pgliteTemplate('seeded'), ...(server ? [onServer(server)] : [])])
}
