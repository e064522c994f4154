// The policy matrix of a person's settings and profile photo (docs/decisions/070-settings-that-stay.md),
// on every engine, beside tests/organizations-rls.test.ts: a person and another person (each
// signed in, each with a settings row and a stored photo), staff (profiles.is_admin), an
// anonymous visitor and the service role. Every caller tries select, insert, update and delete on
// public.profile_settings, and select, insert and delete on the photos' rows in storage.objects,
// against the caller's own row or object ('own') and a stranger's ('other'); for the anonymous
// visitor and the service role, who have no row of their own, both are a stranger's. Each cell
// states its outcome:
//
//   allowed            the statement succeeds and its effect is there afterwards
//   no rows            the statement succeeds and touches nothing (RLS hides the row)
//   permission denied  42501 from a missing table or column privilege
//   policy refused     42501 from a policy's check on a new row
//
// and every write cell then looks at the data as the owner, so an allow is proven by its effect
// and a refusal by the lack of one. Each write cell has a fresh caller (a new account; staff made
// so) and fresh rows, so no cell can spoil another's fixture.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Queryable } from '~/.server/db'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

type Who = 'person' | 'other' | 'staff' | 'anon' | 'service'
type Whose = 'own' | 'other'
type Expected = 'allowed' | 'no rows' | 'permission denied' | 'policy refused'

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code !== 'string') throw error
    if (code === '42501' && /permission denied/.test(String(message))) return 'permission denied'
    if (code === '42501' && /row-level security/.test(String(message))) return 'policy refused'
    return `${code}: ${String(message)}`
  }
}

const photoName = (key: string) => `photos/${key}-1732345678901.webp`

describeEachEngine('profile settings policies on %s', (kind) => {
  let db: TestDatabase
  const callers: Partial<Record<Who, Caller>> = { anon: ANON }
  const owner = (sql: string, params: unknown[] = []) => db.engine.query(sql, params)
  const exists = async (sql: string, params: unknown[]) => (await owner(sql, params)).rows.length > 0

  function as<T>(who: Who, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (who === 'service') return runAsServiceRole(db.engine, 'the profile settings policy matrix', fn)
    return runAs(db.engine, callers[who] ?? expect.unreachable(`no caller ${who}`), fn)
  }

  /** A new account, for one cell: the person's own when the caller is 'person', the other's otherwise. */
  async function account(label: string) {
    const user = await runAsServiceRole(db.engine, 'matrix fixture', (tx) =>
      createUser(tx, { email: `${label}-${randomUUID()}@settings-matrix.example.com`, password: 'a-good-password' }),
    )
    return user.id
  }

  /** A cell's caller: a new account for a person or staff, and the row it works on. */
  async function cell(who: Who, whose: Whose): Promise<{ caller: Caller | 'service'; userId: string }> {
    const stranger = () => account('stranger')
    if (who === 'anon') return { caller: ANON, userId: await stranger() }
    if (who === 'service') return { caller: 'service', userId: await stranger() }
    const self = await account(who)
    if (who === 'staff') await owner('update public.profiles set is_admin = true where id = $1', [self])
    return { caller: userCaller({ id: self }), userId: whose === 'own' ? self : await stranger() }
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    for (const who of ['person', 'other', 'staff'] as const) {
      const user = await runAsServiceRole(db.engine, 'matrix fixture', (tx) =>
        createUser(tx, { email: `${who}@settings-matrix.example.com`, password: 'a-good-password' }),
      )
      callers[who] = userCaller(user)
    }
    await owner(
      `update public.profiles set is_admin = true where id = (select id from auth.users where email = 'staff@settings-matrix.example.com')`,
    )
  })
  afterAll(() => db?.close())

  /** One write: the statement, and whether its effect is there (read as the owner). */
  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  type Op = (userId: string, key: string) => Promise<Attempt>

  const settingsRow = (userId: string) =>
    owner(`insert into public.profile_settings (user_id) values ($1) on conflict do nothing`, [userId])
  const photoObject = async (userId: string, key: string) => {
    await owner(`insert into storage.objects (bucket_id, name, owner) values ('model-assets', $1, $2)`, [
      photoName(key),
      userId,
    ])
  }

  const WRITES: Record<string, Op> = {
    'profile_settings insert': async (userId) => ({
      sql: `insert into public.profile_settings (user_id, language) values ($1, 'fr')`,
      params: [userId],
      happened: () => exists(`select 1 from public.profile_settings where user_id = $1 and language = 'fr'`, [userId]),
    }),
    'profile_settings update language': async (userId) => {
      await settingsRow(userId)
      return {
        sql: `update public.profile_settings set language = 'es', email_notifications = false where user_id = $1`,
        params: [userId],
        happened: () =>
          exists(`select 1 from public.profile_settings where user_id = $1 and language = 'es'`, [userId]),
      }
    },
    // A row given away to someone else: the column is not the caller's to write.
    'profile_settings update user_id': async (userId) => {
      await settingsRow(userId)
      const elsewhere = await account('elsewhere')
      return {
        sql: 'update public.profile_settings set user_id = $2 where user_id = $1',
        params: [userId, elsewhere],
        happened: () => exists('select 1 from public.profile_settings where user_id = $1', [elsewhere]),
      }
    },
    'profile_settings update updated_at': async (userId) => {
      await settingsRow(userId)
      return {
        sql: `update public.profile_settings set updated_at = '2000-01-01' where user_id = $1`,
        params: [userId],
        happened: () =>
          exists(`select 1 from public.profile_settings where user_id = $1 and updated_at = '2000-01-01'`, [userId]),
      }
    },
    'profile_settings delete': async (userId) => {
      await settingsRow(userId)
      return {
        sql: 'delete from public.profile_settings where user_id = $1',
        params: [userId],
        happened: async () => !(await exists('select 1 from public.profile_settings where user_id = $1', [userId])),
      }
    },
    // A photo object owned by the row's person (for 'own', the caller; else a stranger).
    'storage.objects insert a photo': async (userId, key) => ({
      sql: `insert into storage.objects (bucket_id, name, owner) values ('model-assets', $1, $2)`,
      params: [photoName(key), userId],
      happened: () => exists('select 1 from storage.objects where name = $1', [photoName(key)]),
    }),
    // Only photos/ is open to a person: not the catalogue's folders.
    'storage.objects insert a logo': async (userId, key) => ({
      sql: `insert into storage.objects (bucket_id, name, owner) values ('model-assets', $1, $2)`,
      params: [`logos/${key}.png`, userId],
      happened: () => exists('select 1 from storage.objects where name = $1', [`logos/${key}.png`]),
    }),
    'storage.objects delete a photo': async (userId, key) => {
      await photoObject(userId, key)
      return {
        sql: 'delete from storage.objects where name = $1',
        params: [photoName(key)],
        happened: async () => !(await exists('select 1 from storage.objects where name = $1', [photoName(key)])),
      }
    },
  }

  /**
   * Who may do each write, on their own row or another's: everything not listed is refused. A
   * person writes their own settings and photos; the service role does all of it; staff add the
   * catalogue's logos and covers, and are a person like any other for settings and photos (the
   * bucket's delete rule lets them delete any object they can see, and another's photo they
   * cannot).
   */
  const ALLOWED: Record<string, Partial<Record<Who, Whose[]>>> = {
    'profile_settings update updated_at': {},
    'profile_settings insert': { person: ['own'], staff: ['own'], service: ['own', 'other'] },
    'profile_settings update language': { person: ['own'], staff: ['own'], service: ['own', 'other'] },
    'profile_settings update user_id': { service: ['own', 'other'] },
    'profile_settings delete': { service: ['own', 'other'] },
    'storage.objects insert a photo': { person: ['own'], staff: ['own'], service: ['own', 'other'] },
    'storage.objects insert a logo': { staff: ['own', 'other'], service: ['own', 'other'] },
    'storage.objects delete a photo': { person: ['own'], staff: ['own'], service: ['own', 'other'] },
  }

  /** How a write that is not allowed is refused, by the caller and the statement. */
  function refusal(op: string, who: Who): Expected {
    // The service role may write the column, but the trigger sets the time of every update.
    if (op === 'profile_settings update updated_at' && who === 'service') return 'no rows'
    if (who === 'anon' && op.startsWith('profile_settings')) return 'permission denied'
    if (op === 'profile_settings update language' || op === 'storage.objects delete a photo') return 'no rows'
    if (op.startsWith('storage.objects insert') || op === 'profile_settings insert') return 'policy refused'
    return 'permission denied'
  }

  const WRITERS: Who[] = ['person', 'staff', 'anon', 'service']
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.flatMap((who) =>
      (['own', 'other'] as const).map((whose) => ({
        op,
        who,
        whose,
        expected: (ALLOWED[op]![who]?.includes(whose) ? 'allowed' : refusal(op, who)) as Expected,
      })),
    ),
  )

  it('has a cell for every caller, operation and row, and proves allows as well as refusals', () => {
    expect(CELLS).toHaveLength(8 * 4 * 2)
    expect(CELLS.filter((cell) => cell.expected === 'allowed').length).toBe(24)
  })

  it.each(CELLS)('$op on $whose as $who: $expected', async ({ op, who, whose, expected }) => {
    const { caller, userId } = await cell(who, whose)
    const attempt = await WRITES[op]!(userId, randomUUID())
    const run = (tx: Queryable) => tx.query(attempt.sql, attempt.params)
    const result = await outcome(
      caller === 'service'
        ? runAsServiceRole(db.engine, 'the profile settings policy matrix', run)
        : runAs(db.engine, caller, run),
    )
    expect(result).toBe(expected === 'allowed' || expected === 'no rows' ? 'ok' : expected)
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  // ---- select ------------------------------------------------------------------------------

  /** What each caller reads of two rows, the person's and the other's, in each table. */
  const SEEN: Record<Who, { settings: string[] | 'permission denied'; photos: string[] }> = {
    person: { settings: ['person'], photos: ['person'] },
    other: { settings: ['other'], photos: ['other'] },
    staff: { settings: [], photos: [] },
    anon: { settings: 'permission denied', photos: [] },
    service: { settings: ['other', 'person'], photos: ['other', 'person'] },
  }

  it.each(Object.entries(SEEN))('select as %s: %j', async (who, expected) => {
    const people = { person: callers.person!, other: callers.other! }
    const ids = Object.fromEntries(
      Object.entries(people).map(([label, caller]) => [label, caller.role === 'authenticated' ? caller.userId : '']),
    )
    const keys: Record<string, string> = {}
    for (const [label, userId] of Object.entries(ids)) {
      await settingsRow(userId)
      keys[label] = randomUUID()
      await photoObject(userId, keys[label])
    }
    const labelOf = (userId: string) => Object.keys(ids).find((label) => ids[label] === userId) ?? userId
    let settings: string[] = []
    const settingsResult = await outcome(
      as(who as Who, async (tx) => {
        const { rows } = await tx.query<{ user_id: string }>(
          'select user_id from public.profile_settings where user_id = any($1)',
          [Object.values(ids)],
        )
        settings = rows.map((row) => labelOf(row.user_id)).sort()
      }),
    )
    if (expected.settings === 'permission denied') expect(settingsResult).toBe('permission denied')
    else {
      expect(settingsResult).toBe('ok')
      expect(settings).toEqual(expected.settings)
    }
    const photos = await as(who as Who, async (tx) => {
      const { rows } = await tx.query<{ owner: string }>('select owner from storage.objects where name = any($1)', [
        Object.values(keys).map(photoName),
      ])
      return rows.map((row) => labelOf(row.owner)).sort()
    })
    expect(photos).toEqual(expected.photos)
  })

  it("still lists the catalogue's logos and covers to everyone", async () => {
    const key = randomUUID()
    await owner(`insert into storage.objects (bucket_id, name) values ('model-assets', $1)`, [`logos/${key}.png`])
    for (const who of ['person', 'anon', 'staff'] as const) {
      const { rows } = await as(who, (tx) =>
        tx.query('select 1 from storage.objects where name = $1', [`logos/${key}.png`]),
      )
      expect(rows).toHaveLength(1)
    }
  })
})
