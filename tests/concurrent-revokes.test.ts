// Admin access granted and revoked at the same moment (issue 27): two admins removing each other,
// or the same person, at once. private.set_admin locks the admins' rows in one order, so the
// changes run one after the other; the one that comes second must still hold, or be refused with
// its sentence and a 4xx, never fail with a 500 (an admin revoked meanwhile was refused by the
// audit log's own check, after the change). The races run on PostgreSQL only: the embedded
// database runs one transaction at a time, so nothing there can overlap. On both: an admin revoked
// after the page's guard let them in, but before their change, is answered, not raised at.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import { setAdmin } from '~/.server/profiles'
import { adminAccessWords } from '~/lib/admin'
import * as usersRoute from '~/routes/admin.users'
import { cookieFrom, formRequest, request, respond, useAppDatabase } from './helpers/app'
import { describeEachEngine, describeOnPostgres, type TestDatabase } from './helpers/database'

const args = (req: Request) => ({ request: req, params: {}, context: {} })

describeOnPostgres('admin access changed concurrently on PostgreSQL', () => {
  let db: TestDatabase
  let engine: Engine
  const people: Record<string, { id: string; cookie: string }> = {}

  beforeAll(async () => {
    db = await useAppDatabase('postgres')
    engine = db.engine
    for (const label of ['ann', 'bob', 'cat']) {
      const user = await runAsServiceRole(engine, 'test fixture: an admin', (tx) =>
        createUser(tx, { email: `${label}@example.com`, password: 'a-good-password' }),
      )
      people[label] = { id: user.id, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
    }
  })
  afterAll(() => db?.close())
  beforeEach(async () => {
    await engine.query('update public.profiles set is_admin = true')
  })

  const revoke = (who: string, whom: string) =>
    respond(() =>
      usersRoute.action(
        args(
          formRequest('/admin/users', { intent: 'revoke', userId: people[whom]!.id }, { cookie: people[who]!.cookie }),
        ),
      ),
    )
  const admins = async () =>
    (await engine.query<{ id: string }>('select id from public.profiles where is_admin order by id')).rows.map((r) =>
      Object.keys(people).find((label) => people[label]!.id === r.id),
    )

  /** Transactions waiting for a lock in the test's database right now. */
  const waiting = async () =>
    (
      await engine.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      )
    ).rows[0]!.n

  async function until(condition: () => Promise<boolean>) {
    for (let i = 0; i < 200; i++) {
      if (await condition()) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('the revokes never queued for the lock')
  }

  /**
   * Runs the revokes so that they truly overlap: the admins' rows are held by another transaction
   * until every revoke is waiting for them, then released at once.
   */
  async function together(...changes: Array<() => Promise<Response>>) {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding!: () => void
    const locked = new Promise<void>((resolve) => (holding = resolve))
    const holder = runAsServiceRole(engine, 'test: hold the admins', async (tx) => {
      await tx.query('select 1 from public.profiles where is_admin order by id for update')
      holding()
      await held
    })
    await locked
    const answers: Array<Promise<Response>> = []
    for (const change of changes) {
      const before = await waiting()
      answers.push(change())
      await until(async () => (await waiting()) > before)
    }
    release()
    await holder
    return Promise.all(answers)
  }

  it('two admins removing each other: one is removed, the other is told they are no longer an admin', async () => {
    const answers = await together(
      () => revoke('ann', 'bob'),
      () => revoke('bob', 'ann'),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([302, 403])
    const refused = answers.find((a) => a.status === 403)!
    expect(await refused.json()).toEqual({ error: adminAccessWords.refused['not-admin'] })
    const left = await admins()
    expect(left).toHaveLength(2)
    expect(left).toContain('cat')
    // One revoke in the audit log: the refused one changed nothing.
    const { rows } = await engine.query<{ n: number }>(
      `select count(*)::int as n from public.audit_log where action = 'admin.revoke'`,
    )
    expect(rows[0]!.n).toBe(1)
  })

  it('two admins removing the same person at once: removed once, the second told it is done already', async () => {
    const answers = await together(
      () => revoke('ann', 'cat'),
      () => revoke('bob', 'cat'),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409])
    expect(await answers.find((a) => a.status === 409)!.json()).toEqual({
      error: adminAccessWords.refused.unchanged,
    })
    expect(await admins()).toEqual(expect.arrayContaining(['ann', 'bob']))
    expect(await admins()).toHaveLength(2)
  })

  it('the last two admins removing each other at once: one stays an admin, never none', async () => {
    await engine.query('update public.profiles set is_admin = false where id = $1', [people.cat!.id])
    const answers = await together(
      () => revoke('ann', 'bob'),
      () => revoke('bob', 'ann'),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([302, 403])
    expect(await admins()).toHaveLength(1)
  })
})

describeEachEngine('an admin revoked after the guard let them in, on %s', (kind) => {
  let db: TestDatabase

  beforeAll(async () => {
    db = await useAppDatabase(kind)
  })
  afterAll(() => db?.close())

  it("is answered 'not-admin', and changes nothing", async () => {
    const [ann, bob] = await runAsServiceRole(db.engine, 'test fixture: two admins', async (tx) => [
      await createUser(tx, { email: 'ann@example.com', password: 'a-good-password' }),
      await createUser(tx, { email: 'bob@example.com', password: 'a-good-password' }),
    ])
    await db.engine.query('update public.profiles set is_admin = true')
    expect(await setAdmin(userCaller(ann!), bob!.id, false)).toBe('changed')
    // Bob's page had already passed the guard: his post arrives now.
    expect(await setAdmin(userCaller(bob!), ann!.id, false)).toBe('not-admin')
    expect(await setAdmin(userCaller(bob!), bob!.id, true)).toBe('not-admin')
    const { rows } = await db.engine.query<{ is_admin: boolean }>('select is_admin from public.profiles order by id')
    expect(rows.filter((r) => r.is_admin)).toHaveLength(1)
  })
})
