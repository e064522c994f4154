// The slug of docs/product.md#catalogue (lower case, each run of non-alphanumerics one hyphen) is
// computed in two places: app/lib/slug.ts and the ai_models.slug generated column. They must never
// disagree, or a model's link would point at nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '~/lib/slug'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

const fixed = [
  'MedScan Vision-3',
  'LexiBrief: Contract AI',
  'GPT-4 (Vision)',
  '  leading and trailing  ',
  'Café Analytics — Edition №2',
  'İstanbul Traffic AI',
  'Kelvin K Sensor', // the Kelvin sign
  'ÆØÅ Nordic NLP',
  'Straße & Bahn',
  '日本語モデル',
  'Ελληνικά AI',
  'emoji 🚀 rocket',
  'tab\tand\nnewline',
  'O\'Reilly\'s "Quoted" Model',
  '100% Uptime_Agent.v2',
  'a--b__c..d',
  '---',
  'ABC',
  'x',
  'Ünïcödé Ŝtŕíñg',
]

/** A few hundred titles: fixed awkward ones plus seeded pseudo-random mixes of letters and symbols. */
function titles(): string[] {
  // Code points, not UTF-16 units: a title never holds half an emoji.
  const alphabet = Array.from('abcXYZ019 -_.,:;!?()[]{}&%$#@\'"/\\éÉüÜßİıKΣσ中文😀\t')
  let seed = 42
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const generated = Array.from({ length: 300 }, () => {
    const length = 1 + Math.floor(random() * 30)
    return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
  })
  return [...fixed, ...generated]
}

describe('slugify', () => {
  it('follows the rule of docs/product.md#catalogue', () => {
    expect(slugify('MedScan Vision-3')).toBe('medscan-vision-3')
    expect(slugify('LexiBrief: Contract AI')).toBe('lexibrief-contract-ai')
    expect(slugify('GPT-4 (Vision)')).toBe('gpt-4-vision-')
    expect(slugify('Café AI')).toBe('caf-ai')
  })
})

describeEachEngine('the database slug on %s', (kind) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await db?.close()
  })

  it('agrees with slugify on a few hundred titles', async () => {
    const all = titles()
    const { rows } = await db.engine.query<{ title: string; slug: string }>(
      `select t as title, lower(regexp_replace(t, '[^A-Za-z0-9]+', '-', 'g')) as slug from unnest($1::text[]) as t`,
      [all],
    )
    expect(rows).toHaveLength(all.length)
    for (const row of rows)
      expect({ title: row.title, slug: row.slug }).toEqual({ title: row.title, slug: slugify(row.title) })
  })

  it('is what the ai_models table stores', async () => {
    const sample = titles()
      .filter((t) => t.trim().length > 0)
      .slice(0, 60)
    const unique = [...new Map(sample.map((t) => [slugify(t), t])).values()]
    const { rows } = await db.engine.transaction((tx) =>
      tx.query<{ title: string; slug: string }>(
        `insert into public.ai_models (title, description)
         select t, 'Description' from unnest($1::text[]) as t
         returning title, slug`,
        [unique],
      ),
    )
    for (const row of rows) expect(row.slug).toBe(slugify(row.title))
    await db.engine.query('delete from public.ai_models')
  })
})
