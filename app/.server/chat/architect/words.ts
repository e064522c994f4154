/**
 * The words of a visitor's message, as the offline AI Architect compares them: split into words,
 * folded (lower case, no accents), and the vocabulary of the examples in architect/corpus.ts by
 * language, shared by understand.ts and signature.ts.
 */
import { INDUSTRY_EXAMPLES, INTENT_EXAMPLES, LANGUAGES, type Language } from './corpus'

/** A visitor's words, lower case, letters and digits only (hyphens and apostrophes kept inside words). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []
}

/** Every word of the examples, by language: what a one-word message is recognised by. */
export const VOCABULARY: Record<Language, Set<string>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Set(
      [
        ...Object.values(INTENT_EXAMPLES).flatMap((examples) => examples[language]),
        ...Object.values(INDUSTRY_EXAMPLES).flatMap((examples) => examples?.[language] ?? []),
      ]
        // A capitalised word in an example is a name ('Dana', 'Northwind'), not a word of the language.
        .flatMap((example) => wordsOf(example.replace(/\b\p{Lu}[\p{L}-]*/gu, ' '))),
    ),
  ]),
) as Record<Language, Set<string>>

/** Lower case without accents ('Benítez' is 'benitez'), to compare words as people type them. */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * British spellings as American ones, applied alike to both sides of a comparison: the catalogue
 * is written in British English ('proposes manoeuvres', 'optimises', 'labelled') and many buyers
 * write American ('avoidance maneuvers', 'optimize', 'labeled'); their stems differ ('optimis',
 * 'optim'), so one reading puts them together. Only whole families with no other meaning.
 */
const AMERICAN: Array<[RegExp, string]> = [
  // ('precise', 'revise', 'enterprise', 'expertise' are spelt so in American too.)
  [
    /\b(?!(?:prec|conc|exc|inc|circumc|rev|superv|telev|div|prov|dev|dec|prev|adv|comprom|prom|prem|surpr|otherw|exerc|franch|merchand|expert|enterpr|compr|desp|disgu|improv|chast|dem)is)(\p{L}{3,})is(e|es|ed|ing|ation|ations|er|ers)\b/gu,
    '$1iz$2',
  ],
  [/\b(\p{L}{2,})ys(e|es|ed|ing)\b/gu, '$1yz$2'],
  [/\b(col|behavi|fav|lab|neighb|harb|hon|flav|hum|vap|od|arm|sav|endeav)our/gu, '$1or'],
  [/\b(cen|me|li|thea|fib|calib|kilome|millime|centime)tre(s|d)?\b/gu, '$1ter$2'],
  [/\b(\p{L}{3,}el|fuel|signal|dial|total)l(ed|ing|er|ers)\b/gu, '$1$2'],
  [/\b(defen|licen|offen|preten)ce\b/gu, '$1se'],
  [/\bmanoeuvr(e?)/gu, 'maneuver'],
  [/\bcatalogue/gu, 'catalog'],
  [/\bprogramme/gu, 'program'],
  [/\baluminium\b/gu, 'aluminum'],
  [/\bgrey/gu, 'gray'],
  [/\btyre/gu, 'tire'],
  [/\bmould/gu, 'mold'],
  [/\bageing\b/gu, 'aging'],
  [/\bjudgement/gu, 'judgment'],
  [/\b(p|orthop)aed/gu, '$1ed'],
  [/\banaesth/gu, 'anesth'],
  [/\bhaem/gu, 'hem'],
  [/\boesoph/gu, 'esoph'],
  [/\bfoet/gu, 'fet'],
]

export function americanSpelling(text: string): string {
  return AMERICAN.reduce((said, [british, american]) => said.replace(british, american), text.toLowerCase())
}
