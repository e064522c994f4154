// How visitors read the catalogue at scale (supabase/migrations/20261123031000_catalogue_reads.sql):
// the catalogue_models view shows exactly the active models and can only be read; the industry
// counts behind the chips follow every insert, update and delete. (That the planner then uses
// the search and industry indexes is a matter of cost at scale: npm run bench:catalogue shows it.)
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ANON, runAs, type Caller } from '~/.server/db'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

describeEachEngine('catalogue reads on %s', (kind) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: true })
  })
  afterAll(() => db.close())

  const as = <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    runAs(db.engine, caller, (tx) => tx.query<T>(sql, params))
  const chips = async () =>
    (
      await as<{ industry: string }>(
        ANON,
        'select industry from public.catalogue_industries where active_models > 0 order by industry',
      )
    ).rows.map((r) => r.industry)
  /** The chips as they would be computed from the models themselves. */
  const truth = async () =>
    (
      await db.engine.query<{ i: string }>(
        'select distinct unnest(industry) as i from public.ai_models where is_active order by 1',
      )
    ).rows.map((r) => r.i)

  it('the view shows a visitor exactly the active models', async () => {
    const view = await as<{ id: string }>(ANON, 'select id from public.catalogue_models order by id')
    const active = await db.engine.query<{ id: string }>('select id from public.ai_models where is_active order by id')
    expect(view.rows).toEqual(active.rows)
    expect(view.rows.length).toBeGreaterThan(10)
  })

  it.each([
    ['insert into the view', `insert into public.catalogue_models (title, description) values ('X', 'Y')`],
    ['update the view', `update public.catalogue_models set title = 'X'`],
    ['write an industry count', `insert into public.catalogue_industries (industry, active_models) values ('X', 1)`],
    ['change an industry count', `update public.catalogue_industries set active_models = 0`],
  ])('a visitor may not %s', async (_name, sql) => {
    await expect(as(ANON, sql)).rejects.toMatchObject({ code: '42501' })
  })

  it('the chips follow models as they come, change and go', async () => {
    expect(await chips()).toEqual(await truth())
    const { rows } = await db.engine.query<{ id: string }>(
      `insert into public.ai_models (title, description, industry) values
         ('Chip Test One', 'A test model.', array['Zz Test Industry', 'Zz Test Industry', 'Healthcare']),
         ('Chip Test Two', 'A test model.', array['Zz Test Industry'])
       returning id`,
    )
    const [one, two] = rows.map((r) => r.id)
    expect(await chips()).toContain('Zz Test Industry')
    const count = async () =>
      (
        await db.engine.query<{ n: number }>(
          `select active_models as n from public.catalogue_industries where industry = 'Zz Test Industry'`,
        )
      ).rows[0]?.n
    expect(await count()).toBe(2)

    await db.engine.query('update public.ai_models set is_active = false where id = $1', [one])
    expect(await count()).toBe(1)
    await db.engine.query(`update public.ai_models set industry = array['Zz Other Industry'] where id = $1`, [two])
    expect(await chips()).not.toContain('Zz Test Industry')
    expect(await chips()).toContain('Zz Other Industry')
    await db.engine.query('update public.ai_models set is_active = true where id = $1', [one])
    expect(await count()).toBe(1)
    expect(await chips()).toEqual(await truth())

    await db.engine.query('delete from public.ai_models where id = any($1::uuid[])', [[one, two]])
    expect(await chips()).not.toContain('Zz Test Industry')
    expect(await chips()).not.toContain('Zz Other Industry')
    expect(await chips()).toEqual(await truth())
  })
})
