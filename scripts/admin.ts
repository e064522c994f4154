/**
 * `npm run admin -- grant EMAIL` makes an existing user an admin; `revoke EMAIL` takes it back (never
 * from the last admin). Each change is recorded in the audit log as 'operator'.
 * Before granting it shows when the account was made and last used, so the operator can see whose
 * it is. `erase EMAIL` erases everything held about that address (app/.server/admin/erase.ts),
 * recorded with counts only; it prints nothing of the address, so a terminal's scrollback or a
 * job's log does not keep it either. Uses the configured database; the embedded one is refused
 * while the server has it open (one process per data directory).
 */
import { isEmailAddress } from '../app/lib/email'
import { describeErasure, eraseAddress, InvalidAddressError } from '../app/.server/admin/erase'
import { getConfig } from '../app/.server/config'
import { runAsServiceRole, type Engine } from '../app/.server/db'
import { DataDirInUseError } from '../app/.server/db/data-dir'
import { describeAccount, findAccount } from '../app/.server/auth/accounts'
import { grantAdmin } from '../app/.server/profiles'
import { openDatabase } from '../app/.server/startup'

const [command, email] = process.argv.slice(2)

if ((command !== 'grant' && command !== 'revoke' && command !== 'erase') || !email) {
  console.error('Usage: npm run admin -- grant EMAIL   (or: revoke EMAIL, erase EMAIL)')
  process.exit(2)
}
if (command === 'erase' && !isEmailAddress(email.trim())) {
  console.error(new InvalidAddressError().message)
  process.exit(2)
}

async function changeAdmin(engine: Engine, command: 'grant' | 'revoke', email: string) {
  const account = await runAsServiceRole(engine, `admin CLI: look up the account to ${command}`, (tx) =>
    findAccount(tx, email),
  )
  if (!account) {
    console.error(`No user has the e-mail ${email}. They must sign up first.`)
    process.exitCode = 1
    return
  }
  // Whoever signed up first with an address owns it: the dates say whether that is who you think.
  console.info(`${account.email}: ${describeAccount(account)}.`)
  // Recorded in the audit log as 'operator', in the same transaction as the change.
  const result = await runAsServiceRole(engine, `admin CLI: ${command} admin`, (tx) =>
    grantAdmin(tx, email, command === 'grant'),
  )
  if (result === 'last-admin') {
    console.error(`${account.email} is the last admin and keeps admin access: grant it to someone else first.`)
    process.exitCode = 1
  } else if (result === 'unchanged') {
    console.info(command === 'grant' ? `${account.email} is already an admin.` : `${account.email} was not an admin.`)
  } else {
    console.info(command === 'grant' ? `${account.email} is now an admin.` : `${account.email} is no longer an admin.`)
  }
}

async function erase(engine: Engine, email: string) {
  const { counts, olderBackups } = await eraseAddress(engine, getConfig(), email)
  console.info(describeErasure(counts))
  if (olderBackups > 0) {
    console.info(
      `${olderBackups} backup(s) in ${getConfig().dataDir}/backups were taken before now and may still hold it: ` +
        'newer ones replace them (the newest five are kept); delete them to be sure. Erase again after a restore.',
    )
  }
}

let engine: Engine | undefined
try {
  // Not openProcessDatabase(): that also applies ADMIN_EMAIL, which may be the very account this is run to check.
  engine = (await openDatabase(getConfig())).engine
  if (command === 'erase') await erase(engine, email)
  else await changeAdmin(engine, command, email)
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `The embedded database is open elsewhere: ${error.dir} is in use by ${error.who}. ` +
        'Stop the server and run this again, or set DATA_DIR to another data directory.',
    )
  } else {
    console.error(error instanceof Error ? error.message : error)
  }
  process.exitCode = 1
} finally {
  await engine?.close()
}
