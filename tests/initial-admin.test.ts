// ADMIN_EMAIL and ADMIN_PASSWORD on the embedded engine: the site's first admin is created when no
// account is an admin, and never again after (a revoked admin stays revoked, a changed password
// never stops a start); an account that someone else registered with that address first is never
// handed the admin area: it is promoted only with its own password, otherwise the start is refused
// with what to do.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createUser, ensureInitialAdmin, InitialAdminError } from '~/.server/auth/accounts'
import { grantAdmin } from '~/.server/profiles'
import { signInWithPassword } from '~/.server/auth/session'
import { parseConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { request, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
beforeAll(async () => {
  db = await useAppDatabase()
})
afterAll(() => db.close())
// Each test starts on a site without an admin, as a first start does.
const withoutAdmins = () => db.engine.query('update public.profiles set is_admin = false where is_admin')

const withAdmin = (email: string, password: string) =>
  parseConfig({ NODE_ENV: 'test', ADMIN_EMAIL: email, ADMIN_PASSWORD: password })

async function isAdmin(email: string) {
  const { rows } = await db.engine.query<{ is_admin: boolean }>(
    `select p.is_admin from public.profiles p join auth.users u on u.id = p.id where lower(u.email) = lower($1)`,
    [email],
  )
  return rows[0]?.is_admin
}

const signsIn = async (email: string, password: string) =>
  (await signInWithPassword(request('/login'), email, password)) !== null

const register = (email: string, password: string) =>
  runAsServiceRole(db.engine, 'test: someone signs up', (tx) => createUser(tx, { email, password }))

describe('the first admin from ADMIN_EMAIL', () => {
  beforeEach(withoutAdmins)

  it('is created with ADMIN_PASSWORD when no account has the address', async () => {
    await ensureInitialAdmin(db.engine, withAdmin('Fresh@Example.com', 'operator-password-1'))
    expect(await isAdmin('fresh@example.com')).toBe(true)
    expect(await signsIn('fresh@example.com', 'operator-password-1')).toBe(true)
  })

  it('is left alone once an admin, even after changing the password (the server still starts)', async () => {
    await ensureInitialAdmin(db.engine, withAdmin('changed@example.com', 'operator-password-1'))
    await db.engine.query(
      `update auth.users set encrypted_password = crypt('a-new-password-2', gen_salt('bf', 4)) where email = 'changed@example.com'`,
    )
    await expect(
      ensureInitialAdmin(db.engine, withAdmin('changed@example.com', 'operator-password-1')),
    ).resolves.toBeUndefined()
    expect(await isAdmin('changed@example.com')).toBe(true)
    expect(await signsIn('changed@example.com', 'a-new-password-2')).toBe(true)
    expect(await signsIn('changed@example.com', 'operator-password-1')).toBe(false)
  })

  it('promotes an existing account when ADMIN_PASSWORD is its password', async () => {
    await register('mine@example.com', 'my-own-password-1')
    expect(await isAdmin('mine@example.com')).toBe(false)
    await ensureInitialAdmin(db.engine, withAdmin('MINE@example.com', 'my-own-password-1'))
    expect(await isAdmin('mine@example.com')).toBe(true)
  })

  it('is refused for an account someone else registered first, which stays a plain user', async () => {
    await register('squatted@example.com', 'the-squatters-password')
    const refusal = await ensureInitialAdmin(db.engine, withAdmin('squatted@example.com', 'operator-password-1')).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(InitialAdminError)
    const message = (refusal as Error).message
    expect(message).toMatch(
      /^ADMIN_EMAIL is an existing account \(created \d{4}-\d\d-\d\d \d\d:\d\d UTC, never signed in\) that is not an admin and ADMIN_PASSWORD is not its password, so it was not made one: /,
    )
    expect(message).toContain(
      'If the account is yours, set ADMIN_PASSWORD to its password; otherwise use another ADMIN_EMAIL',
    )
    expect(message).toContain('`npm run admin -- grant` with that address with the server stopped.')
    expect(message).not.toContain('squatted@example.com')
    expect(message).not.toContain('operator-password-1')
    expect(await isAdmin('squatted@example.com')).toBe(false)
    // The squatter's password still works and the operator's does not: nothing was changed.
    expect(await signsIn('squatted@example.com', 'the-squatters-password')).toBe(true)
    expect(await signsIn('squatted@example.com', 'operator-password-1')).toBe(false)
  })

  it('names the last sign-in of the account it refuses', async () => {
    await register('used@example.com', 'the-users-password')
    expect(await signsIn('used@example.com', 'the-users-password')).toBe(true)
    await expect(ensureInitialAdmin(db.engine, withAdmin('used@example.com', 'operator-password-1'))).rejects.toThrow(
      /\(created \d{4}-\d\d-\d\d \d\d:\d\d UTC, last signed in \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    )
  })

  it('accepts an account an operator granted by hand after checking it', async () => {
    await register('checked@example.com', 'someone-elses-password')
    await runAsServiceRole(db.engine, 'test: npm run admin -- grant', (tx) => grantAdmin(tx, 'checked@example.com'))
    await expect(
      ensureInitialAdmin(db.engine, withAdmin('checked@example.com', 'operator-password-1')),
    ).resolves.toBeUndefined()
  })
})

describe('ADMIN_EMAIL once the site has an admin', () => {
  beforeEach(withoutAdmins)

  const revoke = (email: string) =>
    db.engine.query(
      `update public.profiles set is_admin = false where id = (select id from auth.users where lower(email) = $1)`,
      [email],
    )

  it('does not make a revoked first admin an admin again at the next start', async () => {
    await ensureInitialAdmin(db.engine, withAdmin('revoked@example.com', 'operator-password-1'))
    await register('successor@example.com', 'successor-password-1')
    await runAsServiceRole(db.engine, 'test: the first admin grants a successor', (tx) =>
      grantAdmin(tx, 'successor@example.com'),
    )
    await revoke('revoked@example.com')
    await ensureInitialAdmin(db.engine, withAdmin('revoked@example.com', 'operator-password-1'))
    expect(await isAdmin('revoked@example.com')).toBe(false)
    expect(await isAdmin('successor@example.com')).toBe(true)
  })

  it('starts when the revoked first admin has changed its password since', async () => {
    await ensureInitialAdmin(db.engine, withAdmin('moved-on@example.com', 'operator-password-1'))
    await db.engine.query(
      `update auth.users set encrypted_password = crypt('a-newer-password-3', gen_salt('bf', 4)) where email = 'moved-on@example.com'`,
    )
    await register('heir@example.com', 'heir-password-1')
    await runAsServiceRole(db.engine, 'test: a second admin', (tx) => grantAdmin(tx, 'heir@example.com'))
    await revoke('moved-on@example.com')
    await expect(
      ensureInitialAdmin(db.engine, withAdmin('moved-on@example.com', 'operator-password-1')),
    ).resolves.toBeUndefined()
    expect(await isAdmin('moved-on@example.com')).toBe(false)
  })

  it('neither creates the account nor checks a squatter while another account is an admin', async () => {
    await register('someone@example.com', 'someone-password-1')
    await runAsServiceRole(db.engine, 'test: an admin exists', (tx) => grantAdmin(tx, 'someone@example.com'))
    await ensureInitialAdmin(db.engine, withAdmin('late@example.com', 'operator-password-1'))
    await register('taken-late@example.com', 'the-squatters-password')
    await expect(
      ensureInitialAdmin(db.engine, withAdmin('taken-late@example.com', 'operator-password-1')),
    ).resolves.toBeUndefined()
    const { rows } = await db.engine.query(`select 1 from auth.users where email = 'late@example.com'`)
    expect(rows).toHaveLength(0)
    expect(await isAdmin('taken-late@example.com')).toBe(false)
  })
})
