/**
 * Built-in accounts, kept in auth.users exactly where Supabase keeps its own: creating a user,
 * checking a password, and the privileged switches (admin) that no user can flip for themselves.
 */
import { normaliseEmail } from '~/lib/email'
import type { Config } from '../config'
import { grantAdmin } from '../profiles'
import { runAsServiceRole, type Engine, type Queryable } from '../db'
import { hashPassword, verifyPassword } from './passwords'
import type { AuthUser } from './provider'

export class EmailTakenError extends Error {
  override name = 'EmailTakenError'
  constructor() {
    super('User already registered')
  }
}

/**
 * Creates a user, confirmed unless `confirmed` is false (an account made at /signup, whose address
 * nothing has proven yet: ./email-confirmation.ts); throws EmailTakenError when the address is
 * already registered.
 */
export async function createUser(
  tx: Queryable,
  input: { email: string; password: string; name?: string | null; confirmed?: boolean },
): Promise<AuthUser> {
  const email = normaliseEmail(input.email)
  const hash = await hashPassword(input.password)
  const { rows } = await tx.query<AuthUser>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, case when $4 then now() end, $3)
     on conflict ((lower(email))) do nothing
     returning id, email`,
    [email, hash, JSON.stringify(input.name ? { name: input.name } : {}), input.confirmed !== false],
  )
  const user = rows[0]
  if (!user) throw new EmailTakenError()
  return user
}

/** The user with this e-mail and password, or null (the same answer for either mistake). */
export async function checkPassword(tx: Queryable, email: string, password: string): Promise<AuthUser | null> {
  const { rows } = await tx.query<AuthUser & { encrypted_password: string | null }>(
    `select id, email, encrypted_password from auth.users
     where lower(email) = $1 and deleted_at is null and (banned_until is null or banned_until < now())`,
    [normaliseEmail(email)],
  )
  const row = rows[0]
  const ok = await verifyPassword(password, row?.encrypted_password)
  return ok && row ? { id: row.id, email: row.email } : null
}

/** What an operator checks before trusting an account with the admin area. */
interface AccountRecord {
  id: string
  email: string
  isAdmin: boolean
  createdAt: Date
  lastSignInAt: Date | null
}

export async function findAccount(tx: Queryable, email: string): Promise<AccountRecord | null> {
  const { rows } = await tx.query<{
    id: string
    email: string
    is_admin: boolean | null
    created_at: Date
    last_sign_in_at: Date | null
  }>(
    `select u.id, u.email, p.is_admin, u.created_at, u.last_sign_in_at
     from auth.users u left join public.profiles p on p.id = u.id where lower(u.email) = $1`,
    [normaliseEmail(email)],
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    isAdmin: row.is_admin === true,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
  }
}

/** "created 2026-11-23 10:02 UTC, last signed in 2026-11-23 11:40 UTC" (or "never signed in"). */
export function describeAccount(account: AccountRecord) {
  const at = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const signIn = account.lastSignInAt ? `last signed in ${at(account.lastSignInAt)}` : 'never signed in'
  return `created ${at(account.createdAt)}, ${signIn}`
}

/** ADMIN_EMAIL names an account that someone else may have registered: see ensureInitialAdmin. */
/** How the audit log names the promotion of ADMIN_EMAIL at start-up. */
const INITIAL_ADMIN_OPERATOR = 'operator (ADMIN_EMAIL at start-up)'

export class InitialAdminError extends Error {
  override name = 'InitialAdminError'
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set (and built-in accounts in use), makes the site's first
 * admin, once: while no account is an admin. After that the admins decide who is one (/admin/users,
 * `npm run admin`), so a restart never makes a revoked admin one again, and never fails on an
 * account whose password has changed since; a fleet whose workers restart one by one has an admin
 * by then, and none of them can fail here.
 *
 * The variables never reset a password, and never hand the admin area to an account whose password
 * the operator does not know: anyone can sign up first with the address the operator will later
 * name. So an existing account is promoted only when ADMIN_PASSWORD is its password.
 */
export async function ensureInitialAdmin(engine: Engine, config: Config) {
  const admin = config.initialAdmin
  if (!admin || config.supabase) return
  await runAsServiceRole(engine, 'create the first admin from ADMIN_EMAIL', async (tx) => {
    const { rows: admins } = await tx.query<{ any: boolean }>(
      'select exists (select 1 from public.profiles where is_admin) as any',
    )
    if (admins[0]?.any) return
    const account = await findAccount(tx, admin.email)
    if (!account) {
      await createUser(tx, { email: admin.email, password: admin.password, name: 'Administrator' })
      await grantAdmin(tx, admin.email, true, INITIAL_ADMIN_OPERATOR)
      return
    }
    const { rows } = await tx.query<{ encrypted_password: string | null }>(
      'select encrypted_password from auth.users where id = $1',
      [account.id],
    )
    if (await verifyPassword(admin.password, rows[0]?.encrypted_password)) {
      await grantAdmin(tx, admin.email, true, INITIAL_ADMIN_OPERATOR)
      return
    }
    throw new InitialAdminError(
      // The address itself is not repeated: the operator set it, and no log line holds an e-mail
      // address (docs/decisions/056-no-personal-data-in-a-log-line.md).
      `ADMIN_EMAIL is an existing account (${describeAccount(account)}) that is not an admin ` +
        'and ADMIN_PASSWORD is not its password, so it was not made one: whoever registered that address first ' +
        'would get the admin area. If the account is yours, set ADMIN_PASSWORD to its password; otherwise use another ' +
        'ADMIN_EMAIL, or check who owns it and run `npm run admin -- grant` with that address with the server stopped.',
    )
  })
}
