// The database announces every change to what public pages show (public_pages_changed, migration
// 20261124070000), each process hears it on a LISTEN of its own and passes it on to its caches
// (app/.server/public-pages-changed.ts, decision 030). On PostgreSQL the writer is a second pool,
// as another server process would be, and the listening connection is cut to see it come back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { runAs, runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import { LISTEN_APPLICATION_NAME, openPostgres } from '~/.server/db/postgres'
import { listenForPublicPageChanges, onPublicPagesChanged } from '~/.server/public-pages-changed'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

const CHANNEL = 'public_pages_changed'

async function until(what: string, condition: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describeEachEngine('changes to public pages announced on %s', (kind) => {
  let db: TestDatabase
  /** Where the writes come from: another pool on PostgreSQL (another process), the one engine on PGlite. */
  let writer: Engine
  const heard: string[] = []
  let stop: () => Promise<void>

  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: true })
    writer = kind === 'postgres' ? await openPostgres(db.url!, 2) : db.engine
    stop = await db.engine.listen(CHANNEL, {
      notice: (table) => heard.push(table),
      resumed: () => heard.push('resumed'),
    })
  })
  afterAll(async () => {
    await stop?.()
    if (writer !== db?.engine) await writer?.close()
    await db?.close()
  })

  /** What was heard from now until the labs row is touched (notices arrive in commit order). */
  async function heardUpTo(work: () => Promise<unknown>) {
    heard.length = 0
    await work()
    await writer.query(`update public.labs set name = name where id = (select id from public.labs limit 1)`)
    await until('the labs notice', () => heard.includes('labs'))
    return heard.filter((table) => table !== 'labs')
  }

  it('as each write to the catalogue commits, once per table and transaction', async () => {
    const tables = await heardUpTo(() =>
      writer.transaction(async (tx) => {
        for (let i = 0; i < 3; i++)
          await tx.query(`update public.ai_models set short_description = short_description where is_featured`)
      }),
    )
    // The industry counts, which the model triggers keep, are a table public pages read too.
    expect(tables.sort()).toEqual(['ai_models', 'catalogue_industries'])
  })

  it('never for a write rolled back, nor for tables no public page shows', async () => {
    const tables = await heardUpTo(async () => {
      await writer
        .transaction(async (tx) => {
          await tx.query(`delete from public.ai_models`)
          throw new Error('rolled back')
        })
        .catch(() => {})
      await writer.query(
        `insert into public.enquiry (name, email, message) values ('Ada', 'ada@example.com', 'Hello there')`,
      )
    })
    expect(tables).toEqual([])
  })

  it('for an admin’s write under Row Level Security, which needs no privilege of its own to announce', async () => {
    const admin = await runAsServiceRole(db.engine, 'test fixture: an admin', async (tx) => {
      const user = await createUser(tx, { email: `admin-${kind}@example.com`, password: 'a-good-password' })
      await tx.query('update public.profiles set is_admin = true where id = $1', [user.id])
      return user
    })
    const tables = await heardUpTo(() =>
      runAs(writer, userCaller(admin), (tx) =>
        tx.query(`update public.ai_models set is_featured = not is_featured where slug = (
                    select slug from public.ai_models order by slug limit 1)`),
      ),
    )
    expect(tables.sort()).toEqual(['ai_models', 'catalogue_industries'])
  })

  it('reaches every subscriber of the process through listenForPublicPageChanges', async () => {
    const whys: string[] = []
    const unsubscribe = onPublicPagesChanged((why) => whys.push(why))
    const listening = listenForPublicPageChanges(() => Promise.resolve(db.engine))
    try {
      await listening.started
      await writer.query(`update public.labs set status = status`)
      await until('the subscriber', () => whys.includes('labs changed'))
    } finally {
      await listening.stop()
      unsubscribe()
    }
    whys.length = 0
    await writer.query(`update public.labs set status = status`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(whys).toEqual([])
  })
})

describe('listening while the database cannot be opened', () => {
  it('tries again, and tells the subscribers once it listens (a change may have been missed)', async () => {
    const db = await createTestDatabase('pglite')
    const whys: string[] = []
    const unsubscribe = onPublicPagesChanged((why) => whys.push(why))
    let attempts = 0
    const listening = listenForPublicPageChanges(() =>
      ++attempts === 1 ? Promise.reject(new Error('connect ECONNREFUSED')) : Promise.resolve(db.engine),
    )
    try {
      await listening.started
      expect(whys).toEqual([])
      await until('the second attempt', () => whys.length > 0, 3_000)
      expect(whys).toEqual(['listening at last, after the database could not be opened'])
      await db.engine.query(`update public.labs set status = status`)
      await until('a notice', () => whys.includes('labs changed'))
    } finally {
      await listening.stop()
      unsubscribe()
      await db.close()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `a lost LISTEN connection on PostgreSQL${process.env.TEST_DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    it('is opened again, says that notices may have been missed, and hears the next change', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      vi.spyOn(console, 'info').mockImplementation(() => {})
      const db = await createTestDatabase('postgres')
      const heard: string[] = []
      const stop = await db.engine.listen(CHANNEL, {
        notice: (table) => heard.push(table),
        resumed: () => heard.push('resumed'),
      })
      const listeners = () =>
        db.engine.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()`,
          [LISTEN_APPLICATION_NAME],
        )
      try {
        expect((await listeners()).rows[0]!.n).toBe(1)
        await db.engine.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
          [LISTEN_APPLICATION_NAME],
        )
        await until('the connection back', () => heard.includes('resumed'))
        expect(warn.mock.calls.flat().join('\n')).toMatch(/not hearing public_pages_changed .*trying again/)
        await db.engine.query(`update public.labs set status = status`)
        await until('the next change', () => heard.includes('labs'))
        expect(warn.mock.calls.flat().join('\n')).not.toMatch(/do not arrive/)
      } finally {
        await stop()
        await db.close()
      }
    })
  },
)
