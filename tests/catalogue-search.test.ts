// The AI Architect's catalogue search (supabase/migrations/20261124040100_catalogue_search.sql,
// app/.server/models.ts#searchCatalogue) on every engine: ranked full-text search over what a
// model is for, typo-tolerant titles, active models only, read-only for visitors, and a model
// edited by an admin is found by its new words at once (the document is an expression, not a copy).
// In Spanish and French through the models' translations (20261128040000_model_translations.sql),
// which carry the numbers and named systems of the English pages (20261207010000_model_translation_facts.sql)
// and the English long descriptions (20261207020000_model_translation_long_descriptions.sql).
// A model's keywords and a translation's are searched too, and the seeded ones say a buyer's trouble in
// everyday words (20261207030000_keywords_in_the_assistant_search.sql).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, setDb, userCaller } from '~/.server/db'
import { migrate, seed, supabaseDir } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { clearBestModel, getModelText, modelsCovering, searchCatalogue } from '~/.server/models'
import { modelLimits } from '~/lib/entities/ai-model'
import { modelSchema } from '~/lib/model-form'
import { findModelsNamed } from '~/.server/title-index'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'
import { schemaBefore } from './helpers/schema-before'
import { createScratchDatabase } from './helpers/scratch-database'

const TRANSLATION_FACTS = '20261207010000'
const LONG_DESCRIPTIONS = '20261207020000'
const KEYWORDS = '20261207030000'

/** `text` with `from`, which it holds exactly once, replaced by `to`. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from)
  if (parts.length !== 2) throw new Error(`Expected "${from}" once, found it ${parts.length - 1} times`)
  return parts.join(to)
}

/**
 * seed.sql as a database seeded before the keywords ran it: each model's keywords without the
 * buyer's words it appends to them (`|| array[...]` on a line of its own), and its copy of the
 * translations without keywords (the translation seed had no such column then).
 */
function seedBeforeKeywords(): string {
  const sql = fs.readFileSync(path.join(supabaseDir(), 'seed.sql'), 'utf8')
  const appended = /\]\n {4}\|\| array\[[^\]]*\],\n/g
  const models = sql.match(appended)?.length ?? 0
  if (models < 50) throw new Error(`Expected the buyer's words after every model's keywords, found ${models}`)
  return replaceOnce(
    replaceOnce(sql.replace(appended, '],\n'), ', use_cases, keywords)', ', use_cases)'),
    ', t.use_cases, t.keywords\n',
    ', t.use_cases\n',
  )
}

/**
 * seed.sql as a database seeded before the translations' long descriptions ran it: as before the
 * keywords, and its copy of the translations without long descriptions either.
 */
function seedBeforeLongDescriptions(): string {
  return replaceOnce(
    replaceOnce(
      seedBeforeKeywords(),
      '(model_id, language, short_description, description, long_description, industry_use, use_cases)',
      '(model_id, language, short_description, description, industry_use, use_cases)',
    ),
    't.description, t.long_description, t.industry_use',
    't.description, t.industry_use',
  )
}

const beforeTranslationFacts = schemaBefore(TRANSLATION_FACTS, { seed: seedBeforeLongDescriptions() })
const beforeLongDescriptions = schemaBefore(LONG_DESCRIPTIONS, { seed: seedBeforeLongDescriptions() })
const beforeKeywords = schemaBefore(KEYWORDS, { seed: seedBeforeKeywords() })

/** A model's English page as the AI Architect reads it, and its uses. */
const ENGLISH_TEXT = `concat_ws(E'\n', m.short_description, m.description, m.long_description,
                       array_to_string(m.use_cases, E'\n'), array_to_string(m.industry_use, E'\n'))`
const TRANSLATED_TEXT = `concat_ws(E'\n', t.short_description, t.description,
                          array_to_string(t.use_cases, E'\n'), array_to_string(t.industry_use, E'\n'))`

/**
 * The numbers in a text, as values: English '1,000' and Spanish '1.000' or French '1 000' are all
 * '1000'; English '2.2' and French '2,2' are both '2.2'.
 */
function numbersIn(text: string, language: 'en' | 'es' | 'fr'): Set<string> {
  if (language === 'en')
    return new Set((text.match(/\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, '')))
  return new Set(
    (text.match(/\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?/g) ?? []).map((n) =>
      /^\d{1,3}(?:[.\u00a0\u202f ]\d{3})+$/.test(n) ? n.replace(/[.\u00a0\u202f ]/g, '') : n.replace(',', '.'),
    ),
  )
}

/**
 * The names of systems, standards, products and formats in a text: words with two capitals or a
 * capital and a digit (HL7, FHIR, DICOMweb, GeoJSON, ISO, C2PA, 3D), plural 's' dropped; not 'AI',
 * the catalogue's subject rather than a system.
 */
function namesIn(text: string): Set<string> {
  return new Set(
    (text.match(/[A-Za-z0-9&]+/g) ?? [])
      .filter((word) => /[A-Z].*[A-Z0-9]|[0-9].*[A-Z]/.test(word))
      .map((word) => word.replace(/(?<=[A-Z])s$/, ''))
      .filter((word) => word !== 'AI'),
  )
}

/** Acronyms a careful translator writes in the language's own words. */
const RENDERED: Record<string, RegExp> = {
  ICD: /\bCI[EM]-10\b/,
  EHR: /\b(HCE|DPI)\b/,
  IP: /\bPI\b/,
  GIS: /\bSIG\b/,
  KB: /\bKo\b/,
  CMMS: /\bGMAO\b/,
  EV: /vehículos eléctricos|véhicules électriques/,
  ELN: /cuadernos de laboratorio electrónicos|cahiers de laboratoire électroniques/,
  ID: /identifica|identifia|numéros/,
}

/** What the English page says that the translation does not: numbers and names. */
function factsMissing(english: string, title: string, translated: string, language: 'es' | 'fr'): string[] {
  const own = english.split(title).join(' ')
  const numbers = numbersIn(translated, language)
  const words = namesIn(translated)
  const titleWords = namesIn(title)
  return [
    ...[...numbersIn(own, 'en')].filter((n) => !numbers.has(n)),
    ...[...namesIn(own)].filter(
      (name) => !titleWords.has(name) && !words.has(name) && !(RENDERED[name]?.test(translated) ?? false),
    ),
  ]
}

/** An English text and its translation, of one model in one language (none: not translated). */
interface TranslatedText {
  slug: string
  title: string
  language: 'es' | 'fr'
  english: string
  translated: string | null
}

/** The translations that leave out a number or name of their English text, with what they leave out. */
function translationsMissingFacts(rows: TranslatedText[]): Array<{ model: string; facts: string[] }> {
  return rows
    .map((row) => ({
      model: `${row.slug} (${row.language})`,
      facts: row.translated ? factsMissing(row.english, row.title, row.translated, row.language) : ['everything'],
    }))
    .filter((row) => row.facts.length > 0)
}

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

  it('finds a buyer’s trouble told in everyday words, through the models’ keywords', async () => {
    // None of these words is in what the models do: only in the phrases their keywords gained.
    expect(
      (await clearBestModel(ANON, 'our presses break down without warning', { industry: 'Manufacturing' }))?.title,
    ).toBe('TwinOps Predictive Maintenance')
    expect(
      titles(await searchCatalogue(ANON, { text: 'kids are at very different levels in the same class' }))[0],
    ).toBe('TutorLoop Adaptive Learning')
    expect(titles(await searchCatalogue(ANON, { text: 'we basically guess the harvest' }))[0]).toBe(
      'CropSight Yield AI',
    )
    // A keyword staff add is found at once, as any other word of the model's.
    await db.engine.query(
      `update public.ai_models set meta_keywords = array_append(meta_keywords, 'quernstone upkeep') where slug = 'twinops-predictive-maintenance'`,
    )
    expect(titles(await searchCatalogue(ANON, { text: 'quernstone' }))).toEqual(['TwinOps Predictive Maintenance'])
  })

  it('every seeded model’s keywords still fit the model form', async () => {
    const { rows } = await db.engine.query<{ slug: string; meta_keywords: string[] }>(
      'select slug, meta_keywords from public.ai_models order by slug',
    )
    expect(rows.length).toBeGreaterThan(40)
    for (const { slug, meta_keywords } of rows) {
      expect({ slug, fits: meta_keywords.length <= modelLimits.listItems }).toEqual({ slug, fits: true })
      expect(meta_keywords.filter((k) => k.length > modelLimits.listItemLength || !k.trim())).toEqual([])
      expect(modelSchema.shape.meta_keywords.safeParse(meta_keywords).success).toBe(true)
      expect(meta_keywords.length).toBeGreaterThanOrEqual(11)
    }
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

    it('says every number and names every system, standard and format the English page does', async () => {
      // A French buyer asking how many languages MuseumGuide speaks gets the English page's '25'.
      const { rows } = await db.engine.query<TranslatedText>(
        `select m.slug, m.title, t.language, ${ENGLISH_TEXT} as english, ${TRANSLATED_TEXT} as translated
         from public.ai_models m join public.ai_model_translations t on t.model_id = m.id order by m.slug, t.language`,
      )
      expect(rows.length).toBeGreaterThan(100)
      expect(translationsMissingFacts(rows)).toEqual([])
      const museum = rows.find((row) => row.slug === 'museumguide-narrator' && row.language === 'fr')!
      expect(museum.translated).toMatch(/plus de 25 langues/)
    })

    it('has every active model’s long description in both languages, with every number and name of the English one', async () => {
      // What only the English long description said ('fraud indicators') reaches a Spanish buyer, in
      // a catalogue seeded after the migrations (as a new database is; one seeded before is below).
      const { rows } = await db.engine.query<TranslatedText>(
        `select m.slug, m.title, l.language, m.long_description as english, t.long_description as translated
         from public.ai_models m cross join (values ('es'), ('fr')) as l(language)
         left join public.ai_model_translations t on t.model_id = m.id and t.language = l.language
         where m.is_active order by m.slug, l.language`,
      )
      const { rows: active } = await db.engine.query<{ n: number }>(
        'select count(*)::int as n from public.ai_models where is_active',
      )
      expect(rows.length).toBe(active[0]!.n * 2)
      expect(rows.length).toBeGreaterThan(100)
      expect(translationsMissingFacts(rows)).toEqual([])

      const claims = await getModelText(ANON, 'claimflow-adjuster', 'es')
      expect(claims).toMatch(/indicadores de fraude/)
      // After the description, as the English page reads.
      expect(claims!.indexOf('indicadores de fraude')).toBeGreaterThan(claims!.indexOf('organizadas'))
      expect(await getModelText(ANON, 'claimflow-adjuster', 'fr')).toMatch(/indicateurs de fraude/)
      expect(await getModelText(ANON, 'staywise-revenue-manager', 'fr')).toMatch(/calendriers d'événements locaux/)
      expect(await getModelText(ANON, 'lineguard-defect-detection', 'es')).toMatch(/sin ejemplos etiquetados/)
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

    it('finds a trouble told in everyday Spanish or French through the translation’s keywords', async () => {
      expect(
        titles(
          await searchCatalogue(ANON, { text: 'los radiólogos no dan abasto con las tomografías', language: 'es' }),
        )[0],
      ).toBe('MedScan Vision-3')
      expect(
        (await clearBestModel(ANON, 'nuestros repartidores siempre llegan tarde', { language: 'es' }))?.title,
      ).toBe('RouteMind Fleet Optimizer')
      expect(
        titles(await searchCatalogue(ANON, { text: 'on devine la récolte chaque année', language: 'fr' }))[0],
      ).toBe('CropSight Yield AI')
      const { rows } = await db.engine.query<{ language: string; fewest: number; most: number }>(
        `select language, min(cardinality(keywords))::int as fewest, max(cardinality(keywords))::int as most
         from public.ai_model_translations group by language order by language`,
      )
      expect(rows).toEqual([
        { language: 'es', fewest: expect.any(Number), most: expect.any(Number) },
        { language: 'fr', fewest: expect.any(Number), most: expect.any(Number) },
      ])
      for (const row of rows) expect([row.fewest >= 6, row.most <= 10]).toEqual([true, true])
      // Limits as for a model's lists: at most 50, none empty.
      await expect(
        db.engine.query(`update public.ai_model_translations set keywords = array['ok', ''] where language = 'es'`),
      ).rejects.toMatchObject({ code: '23514' })
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

describeEachEngine('the translations’ facts on %s, for a catalogue seeded before them', (kind) => {
  it('mends every translation still as seeded, and leaves one staff have edited as they wrote it', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'facts') : null
    const engine = scratch ? await openPostgres(scratch.url, 2) : await openPglite()
    const translation = async (slug: string, language: string) =>
      (
        await engine.query<{ short_description: string; description: string; found: boolean }>(
          `select t.short_description, t.description,
                  t.search_document @@ websearch_to_tsquery(private.knowledge_search_config(t.language),
                                                            private.knowledge_fold('DICOMweb FHIR')) as found
           from public.ai_model_translations t join public.ai_models m on m.id = t.model_id
           where m.slug = $1 and t.language = $2`,
          [slug, language],
        )
      ).rows[0]!
    try {
      await migrate(engine, beforeTranslationFacts)
      expect(await seed(engine, beforeTranslationFacts)).toBe(true)
      const seeded = await translation('museumguide-narrator', 'fr')
      expect(seeded.description).not.toMatch(/25/)
      // Staff rewrote one translation's description, and only another's summary.
      const staffWording = 'MuseumGuide Narrator répond aux visiteurs dans leur langue (texte revu par l’équipe).'
      await engine.query(
        `update public.ai_model_translations t set description = $1 from public.ai_models m
         where m.id = t.model_id and m.slug = 'museumguide-narrator' and t.language = 'fr'`,
        [staffWording],
      )
      await engine.query(
        `update public.ai_model_translations t set short_description = 'Agente virtual multilingüe (revisado).'
         from public.ai_models m where m.id = t.model_id and m.slug = 'civicdesk-assistant' and t.language = 'es'`,
      )
      const civicBefore = await translation('civicdesk-assistant', 'es')

      expect((await migrate(engine)).slice(0, 3)).toEqual([TRANSLATION_FACTS, LONG_DESCRIPTIONS, KEYWORDS])
      expect((await translation('museumguide-narrator', 'fr')).description).toBe(staffWording)
      expect(await translation('civicdesk-assistant', 'es')).toEqual(civicBefore)
      expect((await translation('museumguide-narrator', 'es')).description).toMatch(/más de 25 idiomas/)
      // Found by its new words at once: the search document is generated from the text.
      const medscan = await translation('medscan-vision-3', 'fr')
      expect(medscan.description).toMatch(/DICOMweb et HL7 FHIR/)
      expect(medscan.found).toBe(true)
      // Every other translation is the seed's new text, as a catalogue seeded after the migration gets it.
      const { rows } = await engine.query<{ slug: string; language: string }>(
        `select s.slug, s.language from private.catalogue_translation_seed s
         join public.ai_models m on m.slug = s.slug
         join public.ai_model_translations t on t.model_id = m.id and t.language = s.language
         where (t.short_description, t.description, t.industry_use, t.use_cases)
               is distinct from (s.short_description, s.description, s.industry_use, s.use_cases)
         order by s.slug, s.language`,
      )
      expect(rows).toEqual([
        { slug: 'civicdesk-assistant', language: 'es' },
        { slug: 'museumguide-narrator', language: 'fr' },
      ])
    } finally {
      await engine.close()
      await scratch?.drop()
    }
    // Migrates from nothing and seeds, then migrates again: as the other migration tests, more
    // than the default on a busy machine.
  }, 120_000)
})

describeEachEngine('the translations’ long descriptions on %s, for a catalogue seeded before them', (kind) => {
  it('gives every seeded translation its long description, which visitors read through the view', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'long') : null
    const engine = scratch ? await openPostgres(scratch.url, 2) : await openPglite()
    try {
      await migrate(engine, beforeLongDescriptions)
      expect(await seed(engine, beforeLongDescriptions)).toBe(true)
      const { rows: seeded } = await engine.query<{ n: number }>(
        'select count(*)::int as n from public.ai_model_translations',
      )
      expect(seeded[0]!.n).toBe(108)

      expect((await migrate(engine)).slice(0, 2)).toEqual([LONG_DESCRIPTIONS, KEYWORDS])
      // Every translation has the seed's long description, as a catalogue seeded after gets it.
      const { rows } = await engine.query<{ slug: string; language: string }>(
        `select m.slug, t.language from public.ai_model_translations t
         join public.ai_models m on m.id = t.model_id
         left join private.catalogue_translation_seed s on s.slug = m.slug and s.language = t.language
         where t.long_description is null or t.long_description is distinct from s.long_description
         order by m.slug, t.language`,
      )
      expect(rows).toEqual([])
      // Read by a visitor through the view, with its owner rights and grants as they were.
      const { rows: page } = await runAs(engine, ANON, (tx) =>
        tx.query<{ long_description: string }>(
          `select long_description from public.catalogue_search_translated
           where slug = 'claimflow-adjuster' and language = 'es'`,
        ),
      )
      expect(page[0]!.long_description).toMatch(/indicadores de fraude/)
      await expect(
        runAs(engine, ANON, (tx) => tx.query(`update public.catalogue_search_translated set long_description = 'X'`)),
      ).rejects.toMatchObject({ code: expect.stringMatching(/^(42501|55000)$/) })
      // Blank text is refused, as for the other texts.
      await expect(
        engine.query(`update public.ai_model_translations set long_description = '  ' where language = 'es'`),
      ).rejects.toMatchObject({ code: '23514' })
    } finally {
      await engine.close()
      await scratch?.drop()
    }
    // Migrates from nothing and seeds, then migrates again: as the other migration tests, more
    // than the default on a busy machine.
  }, 120_000)
})

describeEachEngine('the keywords on %s, for a catalogue seeded before them', (kind) => {
  it('gives the seeded models the buyer’s words, and leaves keywords staff have edited as they wrote them', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'keywords') : null
    const engine = scratch ? await openPostgres(scratch.url, 2) : await openPglite()
    const fresh = await createTestDatabase(kind, { seed: true })
    const keywords = async (on: typeof engine) =>
      (
        await on.query<{ slug: string; meta_keywords: string[] }>(
          'select slug, meta_keywords from public.ai_models order by slug',
        )
      ).rows
    const translated = async (on: typeof engine) =>
      (
        await on.query<{ slug: string; language: string; keywords: string[] }>(
          `select m.slug, t.language, t.keywords from public.ai_model_translations t
           join public.ai_models m on m.id = t.model_id order by m.slug, t.language`,
        )
      ).rows
    const found = async (slug: string, words: string) =>
      (
        await engine.query<{ found: boolean }>(
          `select search_document @@ websearch_to_tsquery('english', $2) as found from public.ai_models where slug = $1`,
          [slug, words],
        )
      ).rows[0]!.found
    try {
      await migrate(engine, beforeKeywords)
      expect(await seed(engine, beforeKeywords)).toBe(true)
      const twinops = (await keywords(engine)).find((row) => row.slug === 'twinops-predictive-maintenance')!
      expect(twinops.meta_keywords).toEqual([
        'predictive maintenance',
        'digital twin',
        'asset management',
        'industrial IoT',
        'downtime',
      ])
      expect(await found('twinops-predictive-maintenance', 'presses')).toBe(false)
      // Staff rewrote one model's keywords, and added one to another's.
      await engine.query(
        `update public.ai_models set meta_keywords = array['crop scouting', 'field maps'] where slug = 'cropsight-yield-ai'`,
      )
      await engine.query(
        `update public.ai_models set meta_keywords = array_append(meta_keywords, 'PACS') where slug = 'medscan-vision-3'`,
      )
      const edited = (await keywords(engine)).filter((row) =>
        ['cropsight-yield-ai', 'medscan-vision-3'].includes(row.slug),
      )

      // (Later migrations run after it.)
      expect((await migrate(engine))[0]).toBe(KEYWORDS)
      const after = await keywords(engine)
      expect(after.filter((row) => ['cropsight-yield-ai', 'medscan-vision-3'].includes(row.slug))).toEqual(edited)
      // Every other model's keywords are seed.sql's, as a catalogue seeded after the migration has them.
      const expected = (await keywords(fresh.engine)).filter(
        (row) => !['cropsight-yield-ai', 'medscan-vision-3'].includes(row.slug),
      )
      expect(after.filter((row) => !['cropsight-yield-ai', 'medscan-vision-3'].includes(row.slug))).toEqual(expected)
      expect(after.find((row) => row.slug === 'twinops-predictive-maintenance')!.meta_keywords.slice(0, 6)).toEqual([
        ...twinops.meta_keywords,
        'machines break down without warning',
      ])
      // The translations' keywords too, and the documents follow.
      expect(await translated(engine)).toEqual(await translated(fresh.engine))
      expect(await found('twinops-predictive-maintenance', 'presses')).toBe(true)
      expect(await found('cropsight-yield-ai', 'field maps')).toBe(true)
      expect(await found('cropsight-yield-ai', 'harvest')).toBe(false)
    } finally {
      await fresh.close()
      await engine.close()
      await scratch?.drop()
    }
    // Migrates from nothing and seeds, then migrates again: as the other migration tests, more
    // than the default on a busy machine.
  }, 120_000)
})
