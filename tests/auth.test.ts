// Built-in accounts: bcrypt in auth.users, a session row per sign-in, a signed httpOnly cookie,
// sign-out that ends every session, and the admin switches no user can reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, EmailTakenError, ensureInitialAdmin } from '~/.server/auth/accounts'
import { grantAdmin } from '~/.server/profiles'
import { readSessionUser as getUser, signInWithPassword, signOut } from '~/.server/auth/session'
import { parseConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { cookieFrom, request, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase

beforeAll(async () => {
  db = await useAppDatabase()
  await runAsServiceRole(db.engine, 'test fixture', (tx) =>
    createUser(tx, { email: 'Ada@Example.com', password: 'correct horse', name: 'Ada' }),
  )
})
afterAll(() => db.close())

describe('built-in accounts', () => {
  it('store a bcrypt hash, never the password, and make a profile', async () => {
    const { rows } = await db.engine.query<{ encrypted_password: string; name: string }>(
      `select u.encrypted_password, p.name from auth.users u join public.profiles p on p.id = u.id where u.email = 'ada@example.com'`,
    )
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$\d\d\$/)
    expect(rows[0]!.encrypted_password).not.toContain('correct horse')
    expect(rows[0]!.name).toBe('Ada')
  })

  it('refuse a second account with the same e-mail, whatever its case', async () => {
    await expect(
      runAsServiceRole(db.engine, 'test', (tx) =>
        createUser(tx, { email: 'ADA@example.com', password: 'x'.repeat(8) }),
      ),
    ).rejects.toBeInstanceOf(EmailTakenError)
  })

  it('sign in with the right password only', async () => {
    expect(await signInWithPassword(request('/login'), 'ada@example.com', 'wrong password')).toBeNull()
    expect(await signInWithPassword(request('/login'), 'nobody@example.com', 'correct horse')).toBeNull()
    const session = await signInWithPassword(request('/login'), ' ADA@example.com ', 'correct horse')
    expect(session?.user.email).toBe('ada@example.com')
  })
})

describe('sessions', () => {
  it('use an httpOnly, SameSite=Lax, signed cookie that names only a session row', async () => {
    const session = await signInWithPassword(request('/login'), 'ada@example.com', 'correct horse')
    const setCookie = session!.setCookie
    expect(setCookie).toMatch(/^__session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/ada@example.com/i)
    expect(await getUser(request('/', { cookie: cookieFrom(setCookie) }))).toMatchObject({ email: 'ada@example.com' })
  })

  it('ignore a tampered or unknown cookie', async () => {
    const session = await signInWithPassword(request('/login'), 'ada@example.com', 'correct horse')
    const cookie = cookieFrom(session!.setCookie)
    const tampered = cookie.replace(/.(?=;|$)/, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await getUser(request('/', { cookie: tampered }))).toBeNull()
    expect(await getUser(request('/', { cookie: '__session=not-a-session' }))).toBeNull()
    expect(await getUser(request('/'))).toBeNull()
  })

  it('end on sign-out, on every device of the user', async () => {
    const phone = cookieFrom(
      (await signInWithPassword(request('/login'), 'ada@example.com', 'correct horse'))!.setCookie,
    )
    const laptop = cookieFrom(
      (await signInWithPassword(request('/login'), 'ada@example.com', 'correct horse'))!.setCookie,
    )
    const cleared = await signOut(request('/logout', { method: 'POST', cookie: phone }))
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect(await getUser(request('/', { cookie: phone }))).toBeNull()
    expect(await getUser(request('/', { cookie: laptop }))).toBeNull()
  })

  it('expire with their row', async () => {
    const cookie = cookieFrom(
      (await signInWithPassword(request('/login'), 'ada@example.com', 'correct horse'))!.setCookie,
    )
    await db.engine.query(`update auth.sessions set not_after = now() - interval '1 minute'`)
    expect(await getUser(request('/', { cookie }))).toBeNull()
  })

  it('stop while their user is banned or deleted, and hold again once a ban has ended', async () => {
    const cookie = cookieFrom(
      (await signInWithPassword(request('/login'), 'ada@example.com', 'correct horse'))!.setCookie,
    )
    const ada = `email = 'ada@example.com'`
    try {
      await db.engine.query(`update auth.users set banned_until = now() + interval '1 hour' where ${ada}`)
      expect(await getUser(request('/', { cookie }))).toBeNull()
      await db.engine.query(`update auth.users set banned_until = now() - interval '1 minute' where ${ada}`)
      expect(await getUser(request('/', { cookie }))).toMatchObject({ email: 'ada@example.com' })
      await db.engine.query(`update auth.users set deleted_at = now() where ${ada}`)
      expect(await getUser(request('/', { cookie }))).toBeNull()
    } finally {
      await db.engine.query(`update auth.users set banned_until = null, deleted_at = null where ${ada}`)
    }
  })
})

describe('admins', () => {
  it('are made by the privileged grant, for existing users only', async () => {
    const admin = async () =>
      (
        await db.engine.query<{ is_admin: boolean }>(
          `select p.is_admin from public.profiles p join auth.users u on u.id = p.id where u.email = 'ada@example.com'`,
        )
      ).rows[0]!.is_admin
    expect(await admin()).toBe(false)
    expect(await runAsServiceRole(db.engine, 'test', (tx) => grantAdmin(tx, 'ada@example.com'))).toBe('changed')
    expect(await admin()).toBe(true)
    expect(await runAsServiceRole(db.engine, 'test', (tx) => grantAdmin(tx, 'ada@example.com'))).toBe('unchanged')
    // The last admin is never revoked, not even by the operator.
    expect(await runAsServiceRole(db.engine, 'test', (tx) => grantAdmin(tx, 'ada@example.com', false))).toBe(
      'last-admin',
    )
    expect(await admin()).toBe(true)
    expect(await runAsServiceRole(db.engine, 'test', (tx) => grantAdmin(tx, 'ghost@example.com'))).toBe('not-found')
    const { rows } = await db.engine.query<{ action: string; actor_email: string }>(
      `select action, actor_email from public.audit_log where entity = 'user' order by id`,
    )
    expect(rows).toEqual([{ action: 'admin.grant', actor_email: 'operator' }])
    // Back as it was, for the tests below (as the owner: the log keeps its record).
    await db.engine.query(
      `update public.profiles set is_admin = false where id = (select id from auth.users where email = 'ada@example.com')`,
    )
    expect(await admin()).toBe(false)
  })

  it('can be created from ADMIN_EMAIL and ADMIN_PASSWORD, without ever resetting a password', async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'first-password-long',
    })
    await ensureInitialAdmin(db.engine, config)
    const again = parseConfig({
      NODE_ENV: 'test',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'other-password-long',
    })
    await ensureInitialAdmin(db.engine, again)
    expect(await signInWithPassword(request('/login'), 'root@example.com', 'first-password-long')).not.toBeNull()
    expect(await signInWithPassword(request('/login'), 'root@example.com', 'other-password-long')).toBeNull()
    const { rows } = await db.engine.query<{ is_admin: boolean }>(
      `select p.is_admin from public.profiles p join auth.users u on u.id = p.id where u.email = 'root@example.com'`,
    )
    expect(rows[0]!.is_admin).toBe(true)
  })

  it('have no account with a default password when the variables are not set', async () => {
    const before = (await db.engine.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n
    await ensureInitialAdmin(db.engine, parseConfig({ NODE_ENV: 'test' }))
    const after = (await db.engine.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n
    expect(after).toBe(before)
  })
})
