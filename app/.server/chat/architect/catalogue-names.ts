/**
 * The catalogue's models as the visitor names them (docs/decisions/061-understanding-by-nlp-js.md):
 * by title, typed whole or nearly (trigram similarity in the database), or by the model's own
 * distinctive word ('ClaimFlow' for 'ClaimFlow Adjuster'), read by NLP.js's entity recogniser
 * from the active models' titles in the database, with a slip allowed by its spell check.
 */
import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { Ner } from '@nlpjs/ner'
import { leven, SpellCheck } from '@nlpjs/similarity'
import type { AssistantModel } from '~/lib/entities/ai-model'
import type { Caller } from '../../db'
import { getAssistantModel, listActiveModelTitles, listCatalogueWords } from '../../models'
import { findModelsNamed } from '../../title-index'
import { folded, wordsOf } from './words'

/** How long the recogniser trusts the catalogue's titles before reading them again. */
const TITLES_FOR_MS = 60_000

interface Recogniser {
  ner: Ner
  spelling: SpellCheck
  /** The titles it was built from, joined: rebuilt only when they change. */
  key: string
  readAt: number
}

let recogniser: Promise<Recogniser> | undefined

/**
 * A title's distinctive word: its first word when no other active title has it and it is a
 * name rather than a plain word (a capital inside it, or a digit: 'ClaimFlow', 'LexiBrief').
 */
function distinctiveWords(titles: string[]) {
  const first = titles.map((title) => title.split(/[\s:]+/)[0] ?? '')
  return first
    .map((word) =>
      word.length >= 5 &&
      /\p{Ll}\p{Lu}|\d/u.test(word) &&
      first.filter((w) => w.toLowerCase() === word.toLowerCase()).length === 1
        ? word
        : null,
    )
    .map((word, index) => ({ word, title: titles[index]! }))
}

async function build(models: Array<{ title: string; slug: string }>, key: string): Promise<Recogniser> {
  const container = await containerBootstrap()
  container.use(LangEn)
  const ner = new Ner({ threshold: 1 }, container)
  const features: Record<string, number> = {}
  for (const { word, title } of distinctiveWords(models.map((m) => m.title))) {
    const slug = models.find((m) => m.title === title)!.slug
    const names = [title.toLowerCase(), ...(word ? [word.toLowerCase()] : [])]
    ner.addRuleOptionTexts('en', 'model', slug, names)
    for (const name of names.flatMap(wordsOf)) features[name] = 1
  }
  return { ner, spelling: new SpellCheck({ features, minLength: 6 }), key, readAt: Date.now() }
}

async function currentRecogniser(caller: Caller): Promise<Recogniser> {
  const cached = recogniser ? await recogniser.catch(() => undefined) : undefined
  if (cached && Date.now() - cached.readAt < TITLES_FOR_MS) return cached
  const models = await listActiveModelTitles(caller)
  const key = models.map((m) => `${m.slug}:${m.title}`).join('\n')
  if (cached?.key === key) {
    cached.readAt = Date.now()
    return cached
  }
  recogniser = build(models, key)
  return recogniser
}

/** The active models a text names, best first: by distinctive word or whole title, then by similarity. */
export async function namedModels(caller: Caller, text: string): Promise<AssistantModel[]> {
  const { ner, spelling } = await currentRecogniser(caller)
  const spelled = text.replace(/\p{L}[\p{L}\d-]{5,}/gu, (word) => spelling.checkToken(word.toLowerCase(), 1))
  const { entities } = await ner.process({ locale: 'en', text: spelled })
  const slugs = [...new Set(entities.filter((e) => e.entity === 'model').map((e) => e.option!))]
  const byWord = (await Promise.all(slugs.map((slug) => getAssistantModel(caller, slug)))).filter(
    (model): model is AssistantModel => model !== null,
  )
  const bySimilarity = (await findModelsNamed(caller, text)).filter((model) => saysItsName(text, model.title))
  return [...byWord, ...bySimilarity.filter((m) => !byWord.some((w) => w.slug === m.slug))]
}

/**
 * Whether a text says a title's own name, its first word ('OrbitView', 'MedScan'), as written or a
 * slip away, or in two words ('claim flow'): a title is close to 'our earth-observation satellites'
 * by its plain words alone, and a business described in them names no product.
 */
function saysItsName(text: string, title: string) {
  const [name] = wordsOf(title)
  if (!name) return true
  const words = wordsOf(text.replace(/-/g, ' '))
  const slips = Math.floor(name.length / 4)
  return [...words, ...words.slice(1).map((word, i) => `${words[i]}${word}`)].some(
    (word) =>
      word === name || (name.length >= 5 && Math.abs(word.length - name.length) <= slips && leven(word, name) <= slips),
  )
}

/** How close a visitor's word must be to a catalogue word to be read as it (1 - edits / length). */
const NEAR_WORD = 0.7

let vocabulary: { words: Promise<string[]>; readAt: number } | undefined

/**
 * Forgets the titles and words read from the catalogue, so the next question reads them again: for
 * a process that moves to another database (the unit tests' files share their worker's modules, and
 * one file's catalogue is not the next one's).
 */
export function forgetCatalogueNames() {
  recogniser = undefined
  vocabulary = undefined
}

/**
 * The catalogue's words nearest a text's words, for a need written in Spanish or French: the
 * catalogue is written in English, and many of its words have close cousins ('contrats' →
 * 'contract', 'fraude' → 'fraud', 'radiologie' → 'radiolog'). A word is matched when it starts
 * like the catalogue's and few letters differ; none is invented.
 */
export async function catalogueWordsLike(caller: Caller, text: string): Promise<string> {
  if (!vocabulary || Date.now() - vocabulary.readAt > TITLES_FOR_MS) {
    vocabulary = { words: listCatalogueWords(caller), readAt: Date.now() }
    vocabulary.words.catch(() => (vocabulary = undefined))
  }
  const words = await vocabulary.words
  const found = new Set<string>()
  for (const word of wordsOf(folded(text))) {
    if (word.length < 5) continue
    let best: { word: string; score: number } | undefined
    for (const candidate of words) {
      if (candidate.slice(0, 3) !== word.slice(0, 3) || Math.abs(candidate.length - word.length) > 6) continue
      const score = 1 - leven(word, candidate) / Math.max(word.length, candidate.length)
      if (score >= NEAR_WORD && score > (best?.score ?? 0)) best = { word: candidate, score }
    }
    if (best) found.add(best.word)
  }
  return [...found].join(' ')
}
