// The AI Architect's catalogue search (supabase/migrations/20261124040100_catalogue_search.sql,
// app/.server/models.ts#searchCatalogue) on every engine: ranked full-text search over what a
// model is for, typo-tolerant titles, active models only, read-only for visitors, and a model
// edited by an admin is found by its new words at once (the document is an expression, not a copy).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ANON, runAs, setDb } from '~/.server/db'
import { findModelsNamed, searchCatalogue } from '~/.server/models'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

describeEachEngine('the AI Architect’s catalogue search on %s', (kind) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: true })
    setDb(db.engine)
  })
  afterAll(async () => {
    setDb(undefined)
    await db.close()
  })

  const titles = (models: Array<{ title: string }>) => models.map((m) => m.title)

  it('ranks models by a need in the visitor’s words', async () => {
    expect(titles(await searchCatalogue(ANON, { text: 'a hospital with a radiology backlog' }))[0]).toBe(
      'MedScan Vision-3',
    )
    expect(titles(await searchCatalogue(ANON, { text: 'card fraud in real time' }))[0]).toBe('FraudShield Sentinel')
    expect(titles(await searchCatalogue(ANON, { text: 'predict when machines fail' }))).toContain(
      'TwinOps Predictive Maintenance',
    )
  })

  it('narrows to one industry, and with no words lists that industry’s models', async () => {
    const legal = await searchCatalogue(ANON, { industry: 'Legal', limit: 5 })
    expect(legal.length).toBeGreaterThan(0)
    for (const model of legal) expect(model.industry).toContain('Legal')
    const none = await searchCatalogue(ANON, { text: 'radiology', industry: 'Legal' })
    expect(none).toEqual([])
  })

  it('finds a title typed with a slip, and never an inactive model', async () => {
    expect(titles(await findModelsNamed(ANON, 'how much does medscan vison 3 cost'))[0]).toBe('MedScan Vision-3')
    expect(await findModelsNamed(ANON, 'VoiceDesk IVR Agent')).toEqual([])
    expect(titles(await searchCatalogue(ANON, { text: 'VoiceDesk IVR Agent', limit: 5 }))).not.toContain(
      'VoiceDesk IVR Agent',
    )
  })

  it('takes any text a visitor types: quotes, operators, SQL, nothing at all', async () => {
    for (const text of [`' or 1=1 --`, '!!! & | <-> :*', '"unclosed', '', '   ', 'x'.repeat(5000)]) {
      await expect(searchCatalogue(ANON, { text })).resolves.toBeInstanceOf(Array)
    }
  })

  it('finds an edited model by its new words at once', async () => {
    await db.engine.query(
      `update public.ai_models set use_cases = array_append(use_cases, 'zymurgy batch tracking') where slug = 'recipelab-formulator'`,
    )
    expect(titles(await searchCatalogue(ANON, { text: 'zymurgy' }))).toEqual(['RecipeLab Formulator'])
  })

  it('the view can only be read by a visitor', async () => {
    await expect(
      runAs(db.engine, ANON, (tx) => tx.query(`update public.catalogue_search set title = 'X'`)),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
