/**
 * `npm run admin -- grant EMAIL` makes an existing user an admin; `revoke EMAIL` takes it back.
 * Uses the configured database (stop the server first when it is the embedded one: PGlite allows
 * one process per data directory).
 */
import { getConfig } from '../app/.server/config'
import { closeDb, getDb, runAsServiceRole } from '../app/.server/db'
import { grantAdmin } from '../app/.server/auth/accounts'

const [command, email] = process.argv.slice(2)

if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant EMAIL   (or: revoke EMAIL)')
  process.exit(2)
}

try {
  getConfig()
  const engine = await getDb()
  const found = await runAsServiceRole(engine, `admin CLI: ${command} admin`, (tx) =>
    grantAdmin(tx, email, command === 'grant'),
  )
  if (!found) {
    console.error(`No user has the e-mail ${email}. They must sign up first.`)
    process.exitCode = 1
  } else {
    console.info(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await closeDb()
}
