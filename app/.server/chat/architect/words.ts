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
