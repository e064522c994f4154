// The catalogue reads the offline AI Architect uses to answer the second question
// (docs/decisions/065-the-second-question.md), on both engines: the one model that clearly answers
// a need and its industry, the models covering every word of a capability, a model's own page
// text, the catalogue's words nearest a Spanish or French word, and the range of list prices.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { catalogueWordsLike } from '~/.server/chat/architect/catalogue-names'
import { ANON } from '~/.server/db'
import { activePriceRange, clearBestModel, getModelText, industryOfNeed, modelsCovering } from '~/.server/models'
import { useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

describeEachEngine('the AI Architect’s catalogue reads on %s', (kind) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await useAppDatabase(kind, { seed: true })
  })
  afterAll(() => db.close())

  it('names the one model that clearly answers a need, and nothing for words that fit many', async () => {
    expect((await clearBestModel(ANON, 'our geologists log drill core by hand'))?.slug).toBe('oregrade-core-analyzer')
    expect(await industryOfNeed(ANON, 'our geologists log drill core by hand')).toBe('Mining & Metals')
    expect(await clearBestModel(ANON, 'counterfeit banknote detection at ATMs')).toBeNull()
    // Tied on distinctive words, the best ranked wins when it holds clearly more of the visitor's.
    const welds =
      "we stamp and weld brackets for tier 1s, 3 lines running 2 shifts. cracks and missing welds keep escaping to the customer and we're eating chargebacks. need automated inspection"
    expect((await clearBestModel(ANON, welds))?.slug).toBe('lineguard-defect-detection')
    expect(await industryOfNeed(ANON, '')).toBeNull()
  })

  it('lists the models covering every word of a capability, and none when one word is not covered', async () => {
    expect((await modelsCovering(ANON, ['highlight', 'clips', 'social'])).map((m) => m.slug)).toContain(
      'reelcut-highlights',
    )
    expect(await modelsCovering(ANON, ['sign', 'language', 'translation'])).toEqual([])
    expect(await modelsCovering(ANON, ['', '!!'])).toEqual([])
  })

  it('reads an active model’s page text, and nothing for an inactive one', async () => {
    expect(await getModelText(ANON, 'lexibrief-contract-ai')).toMatch(/A Word add-in/)
    expect(await getModelText(ANON, 'dockflow-yard-vision')).toBeNull()
    // In Spanish or French, its translation; an inactive model's translation is no page.
    expect(await getModelText(ANON, 'routemind-fleet-optimizer', 'fr')).toMatch(/replanifie automatiquement/)
    expect(await getModelText(ANON, 'tutorloop-adaptive-learning', 'es')).toMatch(/dificultad/)
    expect(await getModelText(ANON, 'dockflow-yard-vision', 'fr')).toBeNull()
  })

  it('finds the catalogue’s own words nearest a French need, and the range of list prices', async () => {
    const words = (await catalogueWordsLike(ANON, 'la revue de contrats et la fraude')).split(' ')
    expect(words).toEqual(expect.arrayContaining(['contract', 'fraud']))
    const range = await activePriceRange(ANON)
    expect(range).toEqual({ low: 49, high: 4999 })
  })
})
