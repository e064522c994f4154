// ADMIN_EMAIL and ADMIN_PASSWORD on the embedded engine: the first admin is created when absent and
// left alone once an admin, and an account that someone else registered with that address first
// is never handed the admin area: it is promoted only with its own password, otherwise the start is
// refused with what to do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
      /^ADMIN_EMAIL squatted@example\.com is an existing account \(created \d{4}-\d\d-\d\d \d\d:\d\d UTC, never signed in\) that is not an admin and ADMIN_PASSWORD is not its password, so it was not made one: /,
    )
    expect(message).toContain(
      'If the account is yours, set ADMIN_PASSWORD to its password; otherwise use another ADMIN_EMAIL',
    )
    expect(message).toContain('`npm run admin -- grant squatted@example.com` with the server stopped.')
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
