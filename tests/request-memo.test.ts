// The loaders of one request share its load context, and through it one session read and one
// admin check (app/.server/request-memo.ts, decision 039): an admin page asks the database for the
// session once and for is_admin once, whatever the number of its loaders. An action asks afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppLoadContext } from '@remix-run/node'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import type { Queryable } from '~/.server/db'
import { runAsServiceRole } from '~/.server/db'
import { oncePerRequest } from '~/.server/request-memo'
import { loader as rootLoader } from '~/root'
import { loader as adminLoader } from '~/routes/admin'
import { loader as usersLoader } from '~/routes/admin.users'
import { cookieFrom, request, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
let cookie: string
const statements: string[] = []

beforeAll(async () => {
  db = await useAppDatabase()
  const user = await runAsServiceRole(db.engine, 'test fixture: an admin', async (tx) => {
    const created = await createUser(tx, { email: 'memo-admin@example.com', password: 'a-good-password', name: null })
    await tx.query('update public.profiles set is_admin = true where id = $1', [created.id])
    return created
  })
  cookie = cookieFrom(await createUserSession(user, request('/login')))
  // Every statement the app sends through a transaction, to count the session reads and admin checks.
  const transaction = db.engine.transaction.bind(db.engine)
  db.engine.transaction = (fn) =>
    transaction((tx) =>
      fn({
        query: (sql: string, params?: unknown[]) => (statements.push(sql), tx.query(sql, params)),
        exec: (sql: string) => tx.exec(sql),
      } as Queryable),
    )
})
afterAll(() => db.close())

function counted(run: () => Promise<unknown>) {
  return async () => {
    statements.length = 0
    await run()
    return {
      sessionReads: statements.filter((sql) => sql.includes('from auth.sessions s where s.id')).length,
      adminChecks: statements.filter((sql) => sql.includes('select is_admin from public.profiles')).length,
    }
  }
}

/** The three loaders of /admin/users, as Remix runs them: each with its own copy of the request. */
function adminUsersPage(contextOf: () => AppLoadContext) {
  const copy = () => request('/admin/users', { cookie })
  return Promise.all([
    rootLoader({ request: copy(), params: {}, context: contextOf() }),
    adminLoader({ request: copy(), params: {}, context: contextOf() }),
    usersLoader({ request: copy(), params: {}, context: contextOf() }),
  ])
}

describe('the loaders of one request', () => {
  it('read the session once and check is_admin once, sharing the load context', async () => {
    const context: AppLoadContext = {}
    expect(await counted(() => adminUsersPage(() => context))()).toEqual({ sessionReads: 1, adminChecks: 1 })
  })

  it('of another request (another context) ask again', async () => {
    expect(await counted(() => adminUsersPage(() => ({})))()).toEqual({ sessionReads: 3, adminChecks: 3 })
  })
})

describe('oncePerRequest', () => {
  it('shares a loader value within one context and key only', async () => {
    const context: AppLoadContext = {}
    let computed = 0
    const compute = () => Promise.resolve(++computed)
    const read = { request: new Request('http://localhost/'), context }
    expect(await oncePerRequest(read, 'a', compute)).toBe(1)
    expect(await oncePerRequest({ ...read, request: new Request('http://localhost/') }, 'a', compute)).toBe(1)
    expect(await oncePerRequest(read, 'b', compute)).toBe(2)
    expect(await oncePerRequest({ ...read, context: {} }, 'a', compute)).toBe(3)
    expect(await oncePerRequest({ request: read.request }, 'a', compute)).toBe(4)
  })

  it('never shares what an action asks: it may change what the loaders after it read', async () => {
    const context: AppLoadContext = {}
    let computed = 0
    const post = { request: new Request('http://localhost/login', { method: 'POST' }), context }
    expect(await oncePerRequest(post, 'session', () => Promise.resolve(++computed))).toBe(1)
    expect(await oncePerRequest(post, 'session', () => Promise.resolve(++computed))).toBe(2)
    const get = { request: new Request('http://localhost/login'), context }
    expect(await oncePerRequest(get, 'session', () => Promise.resolve(++computed))).toBe(3)
  })
})
