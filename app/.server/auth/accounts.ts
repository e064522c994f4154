/**
 * Built-in accounts, kept in auth.users exactly where Supabase keeps its own: creating a user,
 * checking a password, and the privileged switches (admin) that no user can flip for themselves.
 */
import type { Config } from '../config'
import { runAsServiceRole, type Engine, type Queryable } from '../db'
import { hashPassword, verifyPassword } from './passwords'
import type { AuthUser } from './provider'

export type { AuthUser } from './provider'

export class EmailTakenError extends Error {
  override name = 'EmailTakenError'
  constructor() {
    super('User already registered')
  }
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

/** Creates a confirmed user; throws EmailTakenError when the address is already registered. */
export async function createUser(
  tx: Queryable,
  input: { email: string; password: string; name?: string | null },
): Promise<AuthUser> {
  const email = normaliseEmail(input.email)
  const hash = await hashPassword(input.password)
  const { rows } = await tx.query<AuthUser>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, now(), $3)
     on conflict ((lower(email))) do nothing
     returning id, email`,
    [email, hash, JSON.stringify(input.name ? { name: input.name } : {})],
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

/** Makes an existing user an admin; returns false when no user has that e-mail. */
export async function grantAdmin(tx: Queryable, email: string, isAdmin = true): Promise<boolean> {
  const { rows } = await tx.query(
    `update public.profiles p set is_admin = $2
     from auth.users u where u.id = p.id and lower(u.email) = $1
     returning p.id`,
    [normaliseEmail(email), isAdmin],
  )
  return rows.length > 0
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set (and built-in accounts in use), makes sure that account
 * exists and is an admin. An existing account keeps its password: the variables never reset one.
 */
export async function ensureInitialAdmin(engine: Engine, config: Config) {
  const admin = config.initialAdmin
  if (!admin || config.supabase) return
  await runAsServiceRole(engine, 'create the first admin from ADMIN_EMAIL', async (tx) => {
    const { rows } = await tx.query('select id from auth.users where lower(email) = $1', [
      normaliseEmail(admin.email),
    ])
    if (rows.length === 0) await createUser(tx, { email: admin.email, password: admin.password, name: 'Administrator' })
    await grantAdmin(tx, admin.email)
  })
}
