// The AI Architect's catalogue search (supabase/migrations/20261124040100_catalogue_search.sql,
// app/.server/models.ts#searchCatalogue) on every engine: ranked full-text search over what a
// model is for, typo-tolerant titles, active models only, read-only for visitors, and a model
// edited by an admin is found by its new words at once (the document is an expression, not a copy).
// In Spanish and French through the models' translations (20261128040000_model_translations.sql).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, setDb, userCaller } from '~/.server/db'
import { clearBestModel, modelsCovering, searchCatalogue } from '~/.server/models'
import { findModelsNamed } from '~/.server/title-index'
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

  describe('in Spanish and French', () => {
    it('every seeded model has its translation in both languages', async () => {
      const { rows } = await db.engine.query<{ language: string; n: number }>(
        `select language, count(*)::int as n from public.ai_model_translations group by language order by language`,
      )
      const { rows: models } = await db.engine.query<{ n: number }>('select count(*)::int as n from public.ai_models')
      expect(rows).toEqual([
        { language: 'es', n: models[0]!.n },
        { language: 'fr', n: models[0]!.n },
      ])
    })

    it('finds a need in the visitor’s own words, with no English cousin, and answers in that language', async () => {
      // 'averías' and 'pannes' share nothing with 'failures' or 'breakdowns'.
      const es = await searchCatalogue(ANON, { text: 'las averías de nuestras máquinas', language: 'es' })
      expect(titles(es)[0]).toBe('TwinOps Predictive Maintenance')
      expect(es[0]!.short_description).toMatch(/fallos|averías/)
      const fr = await searchCatalogue(ANON, { text: 'nos machines tombent en panne', language: 'fr' })
      expect(titles(fr)[0]).toBe('TwinOps Predictive Maintenance')
      // Accents folded as in the documents: typed without them, found the same.
      expect(titles(await searchCatalogue(ANON, { text: 'las averias de nuestras maquinas', language: 'es' }))[0]).toBe(
        'TwinOps Predictive Maintenance',
      )
      expect(
        (await clearBestModel(ANON, 'detectar fraude con tarjeta en tiempo real', { language: 'es' }))?.title,
      ).toBe('FraudShield Sentinel')
      expect(titles(await modelsCovering(ANON, ['contrats', 'clauses'], 'fr'))).toContain('LexiBrief: Contract AI')
    })

    it('never shows an inactive model’s translation, and only admins write them', async () => {
      expect(
        titles(await searchCatalogue(ANON, { text: 'agente de voz IVR centralita', language: 'es', limit: 5 })),
      ).not.toContain('VoiceDesk IVR Agent')
      const hidden = await runAs(db.engine, ANON, (tx) =>
        tx.query(
          `select 1 from public.ai_model_translations t join public.ai_models m on m.id = t.model_id
           where m.slug = 'voicedesk-ivr-agent'`,
        ),
      )
      expect(hidden.rows).toEqual([])
      const user = await runAsServiceRole(db.engine, 'test fixture: an account', (tx) =>
        createUser(tx, { email: `translations-${kind}@example.com`, password: 'a-good-password', name: 'Pat Example' }),
      )
      for (const caller of [ANON, userCaller(user)]) {
        const changed = await runAs(db.engine, caller, (tx) =>
          tx.query(`update public.ai_model_translations set short_description = 'X' returning 1`),
        ).catch((error: { code?: string }) => error.code)
        expect(changed === '42501' || (typeof changed === 'object' && changed.rows.length === 0)).toBe(true)
      }
      // Refused for want of the right (42501) or because a joined view takes no writes (55000).
      await expect(
        runAs(db.engine, ANON, (tx) => tx.query(`update public.catalogue_search_translated set title = 'X'`)),
      ).rejects.toMatchObject({ code: expect.stringMatching(/^(42501|55000)$/) })
    })
  })
})
