// What every visitor reads alike is kept between catalogue changes (app/.server/public-data.ts,
// decision 029), on a real seeded database: a copy serves later visitors without a read, an admin's
// write through the app empties it at once, a change made behind the app's back is seen once the
// copy is old, concurrent visitors share one read, and a failed read is never kept.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { runAsServiceRole, userCaller, type Caller } from '~/.server/db'
import { publicCatalogue, publicModel, setModelFlag } from '~/.server/models'
import { forgetPublicData } from '~/.server/public-data'
import { publicPagesChanged } from '~/.server/public-pages-changed'
import { useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

let db: TestDatabase
let admin: Caller
const firstPage = { search: '', industry: '', offset: 0, limit: 10 }
const SLUG = 'medscan-vision-3'

/** The description as the database has it now, changed behind the app's back. */
const describeAs = (description: string) =>
  db.engine.query('update public.ai_models set description = $2 where slug = $1', [SLUG, description])

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
  const user = await runAsServiceRole(db.engine, 'test fixture: an admin', (tx) =>
    createUser(tx, { email: 'keeper-admin@example.com', password: 'a-good-password', name: 'Kim Keeper' }),
  )
  await db.engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
  admin = userCaller(user)
})
afterAll(() => db.close())
afterEach(() => {
  vi.useRealTimers()
  forgetPublicData()
})

describe("the visitors' copy of the catalogue", () => {
  it('serves a model page and a catalogue page again without reading the database', async () => {
    const before = await publicModel(SLUG)
    expect(before?.description).toBeTruthy()
    await describeAs('Described behind the app.')
    expect((await publicModel(SLUG))?.description).toBe(before!.description)
    forgetPublicData()
    expect((await publicModel(SLUG))?.description).toBe('Described behind the app.')
    await describeAs(before!.description)
  })

  it("is emptied by an admin's write through the app, at once", async () => {
    const page = await publicCatalogue(firstPage)
    const shown = page[0]!
    expect(await setModelFlag(admin, shown.id, 'is_active', false)).toBe(true)
    expect((await publicCatalogue(firstPage)).map((m) => m.id)).not.toContain(shown.id)
    expect(await publicModel(shown.slug)).toBeNull()
    await setModelFlag(admin, shown.id, 'is_active', true)
    expect((await publicCatalogue(firstPage)).map((m) => m.id)).toContain(shown.id)
  })

  it("is emptied by the database's notice of a change, as the page cache is", async () => {
    const before = (await publicModel(SLUG))!.description
    await describeAs('Announced by the database.')
    expect((await publicModel(SLUG))?.description).toBe(before)
    publicPagesChanged('ai_models changed')
    expect((await publicModel(SLUG))?.description).toBe('Announced by the database.')
    await describeAs(before)
  })

  it('reads again a copy older than five seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const before = (await publicModel(SLUG))!.description
    await describeAs('Seen within seconds.')
    vi.setSystemTime(Date.now() + 4_000)
    expect((await publicModel(SLUG))?.description).toBe(before)
    vi.setSystemTime(Date.now() + 1_500)
    expect((await publicModel(SLUG))?.description).toBe('Seen within seconds.')
    await describeAs(before)
  })

  it('gives visitors asking at once one shared read, and a copy no one can change', async () => {
    const [a, b] = await Promise.all([publicCatalogue(firstPage), publicCatalogue(firstPage)])
    expect(a).toBe(b)
    expect(Object.isFrozen(a)).toBe(true)
    expect(() => (a as unknown[]).push(null)).toThrow()
  })

  it('never keeps a failed read', async () => {
    await db.engine.query('revoke select on public.catalogue_models from anon')
    try {
      await expect(publicCatalogue(firstPage)).rejects.toThrow(/permission denied/)
    } finally {
      await db.engine.query('grant select on public.catalogue_models to anon')
    }
    expect(await publicCatalogue(firstPage)).toHaveLength(10)
    expectLoggedErrors()
  })
})
