/**
 * What the offline AI Architect understands of a visitor's message (docs/decisions/061-understanding-by-nlp-js.md):
 * its language (NLP.js's trigram detector; a short message keeps the conversation's language), its
 * intents (an NLP.js neural classifier trained once per process from architect/corpus.ts, each
 * sentence classified on its own, typos corrected by the library's spell check), the industry it
 * names (NLP.js's entity recogniser, longest name first: 'retail bank' is a bank), dates and times
 * (chrono-node, in the three languages), and the qualifying details it carries (a name only when
 * the visitor gives one; a demand or an instruction is never a use case).
 */
import { containerBootstrap } from '@nlpjs/core'
import { LangEn, StopwordsEn } from '@nlpjs/lang-en-min'
import { LangEs, StopwordsEs } from '@nlpjs/lang-es'
import { LangFr, StopwordsFr } from '@nlpjs/lang-fr'
import { Language as LanguageGuesser } from '@nlpjs/language-min'
import { Ner } from '@nlpjs/ner'
import { Nlp, type NlpEntity } from '@nlpjs/nlp'
import { SpellCheck } from '@nlpjs/similarity'
import * as chrono from 'chrono-node'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { CapturedDetails } from '~/lib/entities/chat-request'
import { INDUSTRIES, isIndustry, type Industry } from '~/lib/industries'
import { industryName } from '~/lib/industry-names'
import { INDUSTRY_EXAMPLES, INTENT_EXAMPLES, LANGUAGES, TIMELINE_EXAMPLES, type Intent, type Language } from './corpus'
import { nameAnswered, writerIn } from './signature'
import { americanSpelling, VOCABULARY, wordsOf } from './words'

export type { Intent, Language } from './corpus'

/** A classification below this score is no intent (NLP.js scores run 0 to 1). */
const INTENT_THRESHOLD = 0.6

/** Names an industry goes by in every language: its own name, and each part of a name with '&'. */
function ownNames(industry: Industry) {
  const own = industry.toLowerCase()
  return [own, ...own.split(/\s*&\s*/).filter((part) => part !== own && part.length > 3 && !ROLE_WORDS.has(part))]
}

/**
 * Parts of an industry's name that are more often part of a job title or a department
 * ('development director', 'business development'): not a business on their own.
 */
const ROLE_WORDS = new Set(['development'])

interface Engine {
  /** The intent classifier. */
  nlp: Nlp
  /** Each intent's own word stems, by language: the evidence a classification must rest on. */
  evidence: Record<Language, Map<string, Set<string>>>
  /** Every word stem the examples teach, by language, names and acronyms too ('SLA', 'API'). */
  taught: Record<Language, Set<string>>
  /** A language's stemmer, as the classifier stems. */
  stems: (language: Language, text: string) => string[]
  /** The entity recogniser: industries and timelines, matched whole, the longest first. */
  ner: Ner
  /** Every word of an industry's names, by language. */
  industryWords: Record<Language, Set<string>>
  /** The words each recogniser knows, by language: a word a slip away from one is read as it. */
  spelling: Record<'intents' | 'entities', Record<Language, SpellCheck>>
  /** English words (an-array-of-english-words): a real word is never 'corrected' into another. */
  english: ReadonlySet<string>
}

/**
 * The English dictionary, read from the package's JSON at training time (about 275,000 words,
 * 0.1 s and 36 MB): 'on premise' must not become 'on promise', nor 'patent' 'patient'. Only
 * English: the Spanish and French lists are two and four times larger.
 */
function englishWords(): ReadonlySet<string> {
  const file = createRequire(import.meta.url).resolve('an-array-of-english-words')
  return new Set(JSON.parse(fs.readFileSync(file, 'utf8')) as string[])
}

let engine: Promise<Engine> | undefined

/** The trained engine: trained on first use, once per process, in memory (nothing is downloaded). */
export function languageEngine(): Promise<Engine> {
  engine ??= train().catch((error: unknown) => {
    engine = undefined
    throw error
  })
  return engine
}

async function train(): Promise<Engine> {
  const container = await containerBootstrap()
  container.use(LangEn)
  container.use(LangEs)
  container.use(LangFr)
  const nlp = new Nlp(
    {
      languages: [...LANGUAGES],
      autoSave: false,
      autoLoad: false,
      calculateSentiment: false,
      threshold: INTENT_THRESHOLD,
      nlu: { log: false, spellCheck: true },
    },
    container,
  )
  const ner = new Ner({ threshold: 1 }, container)
  for (const [intent, examples] of Object.entries(INTENT_EXAMPLES)) {
    for (const language of LANGUAGES)
      for (const example of examples[language]) nlp.addDocument(language, example, intent)
  }
  const entityWords = Object.fromEntries(LANGUAGES.map((l) => [l, {} as Record<string, number>])) as Record<
    Language,
    Record<string, number>
  >
  for (const industry of INDUSTRIES) {
    for (const language of LANGUAGES) {
      // The industry's own name in the language ('Hôtellerie', 'Agricultura'), and each part of it.
      const local = industryName(industry, language).toLowerCase()
      const localNames =
        language === 'en' ? [] : [local, ...local.split(/\s+(?:y|et|e)\s+|,\s*/).filter((p) => p.length > 3)]
      const examples = INDUSTRY_EXAMPLES[industry]?.[language] ?? []
      const names = [...ownNames(industry), ...localNames, ...examples, ...(language === 'en' ? plurals(examples) : [])]
      ner.addRuleOptionTexts(language, 'industry', industry, names)
      for (const word of names.flatMap(wordsOf)) entityWords[language][word] = 1
    }
  }
  for (const [option, examples] of Object.entries(TIMELINE_EXAMPLES)) {
    for (const language of LANGUAGES) ner.addRuleOptionTexts(language, 'timeline', option, examples[language])
  }
  await nlp.train()
  const stems = (language: Language, text: string) => {
    const tokenizer = container.get(`tokenizer-${language}`) as Tokenizer
    const stopwords = container.get(`stopwords-${language}`) as Stopwords
    const stemmer = container.get(`stemmer-${language}`) as Stemmer
    // Normalised here, then tokenised as it is: NLP.js's tokenizer caches tokens by the text alone, and
    // its own pipeline stores tokens it did not normalise among the normalised ones, so asking it to
    // normalise could return 'stockées' where the examples' stems were made from 'stockees'.
    const normalised = tokenizer.normalize(text.toLowerCase(), true)
    const words = tokenizer.tokenize(normalised, false).filter((w) => w.length > 2 && !/^\d+$/.test(w))
    // A stop word can hide in a contraction ('whats' stems to 'what'): checked again once stemmed.
    return stemmer.stemWords(words.filter((w) => !stopwords.isStopword(w))).filter((w) => !stopwords.isStopword(w))
  }
  const speller = (words: (l: Language) => Iterable<string>, minLength: number) =>
    Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        new SpellCheck({ features: Object.fromEntries([...words(l)].map((w) => [w, 1])), minLength }),
      ]),
    ) as Record<Language, SpellCheck>
  // Industry words are corrected only when long ('helthcare'): a short word a slip from one is
  // usually another word ('found' is not 'food').
  const spelling = {
    intents: speller((l) => VOCABULARY[l], 5),
    entities: speller((l) => Object.keys(entityWords[l]), 7),
  }
  const taught = Object.fromEntries(
    LANGUAGES.map((l) => [l, new Set(Object.values(INTENT_EXAMPLES).flatMap((e) => e[l].flatMap((x) => stems(l, x))))]),
  ) as Record<Language, Set<string>>
  const industryWords = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(Object.keys(entityWords[l]))])) as Record<
    Language,
    Set<string>
  >
  return { nlp, ner, industryWords, spelling, evidence: evidenceOf(stems), taught, stems, english: englishWords() }
}

/**
 * The plural of each English name of two words or more ('wind farms', 'dental clinics'): the
 * recogniser matches whole words, and a name said in the plural would otherwise be read by its
 * last word alone ('farms' is Agriculture; 'wind farms' is Energy).
 */
function plurals(names: string[]) {
  return names
    .filter((name) => /\s/.test(name) && !/s$/i.test(name))
    .map((name) => name.replace(/([^aeiou])y$/i, '$1ie') + 's')
    .filter((plural) => !names.includes(plural))
}

// The parts of NLP.js's language packages the evidence check reads: its tokenizer, stop words and stemmer.
interface Tokenizer {
  tokenize(text: string, normalize: boolean): string[]
  normalize(text: string, force: boolean): string
}
interface Stopwords {
  isStopword(word: string): boolean
}
interface Stemmer {
  stemWords(words: string[]): string[]
}

/**
 * Each intent's evidence words: the stems of its examples, without the language's stop words. A
 * neural classifier trained on a few examples per intent is confident about sentences unlike any
 * of them ('hard hats off, people walking under cranes' read as a question about references); a
 * classification counts only when the sentence shares one of the intent's own words.
 */
function evidenceOf(stems: (language: Language, text: string) => string[]) {
  const byLanguage = {} as Record<Language, Map<string, Set<string>>>
  for (const language of LANGUAGES) {
    const words = new Map<string, Set<string>>()
    for (const [intent, examples] of Object.entries(INTENT_EXAMPLES))
      words.set(
        intent,
        // A capitalised word in an example is a name ('ClaimFlow', 'Dana'): no evidence of the intent.
        new Set(examples[language].flatMap((example) => stems(language, example.replace(/\b\p{Lu}[\p{L}-]*/gu, ' ')))),
      )
    byLanguage[language] = words
  }
  return byLanguage
}

/**
 * Words of a business any intent's sentence may hold ('team', 'company'): evidence of none of them
 * ('in-house legal team of 8' is no request for a call, though 'can your team call me?' is one).
 */
const ANY_INTENT_WORDS = new Set([
  'team',
  'compani',
  'busi',
  'peopl',
  'thing',
  'firm',
  'group',
  'equip',
  'empres',
  'entrepris',
  // What we sell: every intent's sentence may name a model ('do you have a model that spots sea
  // lice?' asks for a model, not whether our models train on its data).
  'model',
  // 'need to do CSRD reporting' asks for no person, though 'I need a person' does.
  'need',
  'want',
  // The same in Spanish and French ('queremos predecir la cosecha' asks for no person).
  'quer',
  'quier',
  'necesit',
  'veux',
  'voulon',
  'voul',
  'voudrion',
  'besoin',
  // 'is there a setup fee?' asks what the price includes, not for a discount.
  'fee',
  // 'Hard hats off' asks for no discount; '90% off' is read by its number (DISCOUNT_ASK).
  'off',
])

/** A message this short may be a few social words, each part read on its own ('ok thanks, bye'). */
const SOCIAL_MESSAGE_WORDS = 8

/** Intents said in a word or two ('ok', 'no thanks', 'hi'), which the classifier may trust on its own. */
const SHORT_INTENTS = new Set<string>(['greeting', 'thanks', 'goodbye', 'affirm', 'decline'])

/**
 * The words a no and a thank-you are said in, in the three languages. The classifier, trusted on its
 * own for these short intents, reads them from words they share with other sentences: 'now please'
 * (from 'not now') refuses nothing, and 'can you respond to RFPs?' thanks nobody.
 */
const SAID_IN: Partial<Record<string, RegExp>> = {
  decline: /\b(?:no|not|nope|nah|never|later|don['’]t|nunca|tarde|non|pas|jamais|tard)\b/iu,
  thanks: /\b(?:thanks?|thx|ty|cheers|appreciated?|gracias|agradezco|agradecid[oa]|merci|remercie)\b/iu,
  // 'do you have anything that makes background music?' takes no leave, and 'que estés bien' greets
  // nobody: a goodbye and a greeting are said in their own words too.
  goodbye:
    /\b(?:bye|goodbye|see you|later|that['’]?s all|that is all|all for (?:now|today)|have a (?:nice|good|great)|take care|(?:speak|talk|chat) soon|cheers|adi[oó]s|hasta|nos vemos|me despido|nos despedimos|eso es todo|chao|chau|cu[ií]date|cu[ií]dese|que (?:est[eé]s|est[eé]|le vaya|te vaya) bien|hablamos|au revoir|à (?:bientôt|plus)|bonne (?:journée|soirée|continuation|fin)|c['’]est tout|salut|prenez soin|je vous laisse)(?![\p{L}])/iu,
  greeting:
    /\b(?:hi|hiya|hello|hey|howdy|good (?:morning|afternoon|evening|day)|greetings|hola|buen[oa]s|saludos|bonjour|bonsoir|salut|coucou|allô)(?![\p{L}])|^\s*(?:morning|evening)\b/iu,
}

/** Whether a short intent read by the classifier is one: a no must refuse, a thank-you thank. */
const isShortIntent = (intent: string, sentence: string) =>
  SHORT_INTENTS.has(intent) && (SAID_IN[intent]?.test(sentence) ?? true)

/** Whether a sentence shares one of the intent's own words (see evidenceOf). */
function hasEvidence(engine: Engine, language: Language, intent: string, sentence: string) {
  if (SHORT_INTENTS.has(intent)) return isShortIntent(intent, sentence)
  const own = engine.evidence[language].get(intent)
  const stems = engine.stems(language, sentence)
  if (stems.some((stem) => own?.has(stem) && !ANY_INTENT_WORDS.has(stem))) return true
  // A sentence of stop words around at most two words no example has ('how much is lexibrief?',
  // 'whats the prcie') has nothing to contradict the classifier. A cost question is the exception:
  // it always says price, cost or how much, so without one of its words it is not one ('and patent
  // searching?').
  if (intent === 'price' || intent === 'yearlyCost') return COST_ASKED.test(sentence)
  const known = [...engine.evidence[language].values()]
  // A statement of stop words and a word no example has ('its about an invoice') gives the
  // classifier nothing but the stop words to go on: it asks nothing. A statement counts when the
  // classifier knows one of its words ('SLA', an item of a questionnaire), and a need, which is
  // told rather than asked ('National agency.').
  return (
    (questionLike(sentence) || intent === 'need' || stems.some((stem) => engine.taught[language].has(stem))) &&
    stems.length <= 2 &&
    !stems.some((stem) => known.some((words) => words.has(stem)))
  )
}

const guesser = new LanguageGuesser()

/**
 * The message's language. A message of a few words is too short for trigrams: it keeps the
 * conversation's language, or, opening a chat, the one language whose examples hold all its words.
 */
export function detectLanguage(text: string, conversation?: Language): Language {
  const words = wordsOf(text).filter((w) => !/\d/.test(w))
  // A signature ('Ok. Thomas Girard, Agence Pivoine', 'Obrigada! Sofia Almeida, Casas do Tejo
  // Hotels') is names, which belong to no language: what is left is too little to leave the chat's.
  if (conversation && wordsOf(text.replace(NAMES, ' ')).filter((w) => !/\d/.test(w)).length < 4) return conversation
  // The examples' words decide when one language clearly holds more of the message's words.
  const coverage = LANGUAGES.map((l) => ({
    l,
    share: words.filter((w) => VOCABULARY[l].has(w)).length / (words.length || 1),
  })).sort((a, b) => b.share - a.share)
  const clear = coverage[0]!.share - coverage[1]!.share >= 0.3 ? coverage[0]!.l : undefined
  if (words.length < 4) {
    if (conversation) return conversation
    const known = LANGUAGES.filter((l) => words.length && words.every((w) => VOCABULARY[l].has(w)))
    if (known.length === 1) return known[0]!
    if (words.length < 2) return 'en'
  }
  const [best, second] = guesser.guess(text, [...LANGUAGES], 2)
  const guessed = LANGUAGES.find((l) => l === best?.alpha2)
  // A near tie (names, numbers, English loan words) does not move a conversation to another language.
  const close = !guessed || (second !== undefined && best!.score - second.score < 0.15)
  if (clear && (close || clear === guessed)) return clear
  // Opening a chat, a near tie goes to the language whose examples hold more of its words, then to
  // English ("C'est Julien, de la société Transports Lefèvre": a name and a company, three French words).
  const leads = coverage[0]!.share > coverage[1]!.share ? coverage[0]!.l : undefined
  if (close) return conversation ?? clear ?? byStopWords(words) ?? leads ?? 'en'
  return guessed
}

/** Two capitalised words or more in a row, maybe joined by a particle: a person's or a company's name. */
const NAMES =
  /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|do|da|dos|das|du|des|del|la|le|van|von|of|&|y|e|et|and)\s+)?\p{Lu}[\p{L}'’-]*)+|\S+@\S+/gu

/** Each language's stop words, as NLP.js lists them. */
const STOP_WORDS = { en: new StopwordsEn(), es: new StopwordsEs(), fr: new StopwordsFr() } as const

/**
 * The language whose own stop words the message uses most ('notre', 'de', 'du', 'ses'), counting
 * only words that are stop words in that language alone; undefined on a tie. For a first message
 * the trigram guesser cannot tell ('laboratoire de R&D… documenter ses expériences').
 */
function byStopWords(words: string[]): Language | undefined {
  const counts = LANGUAGES.map((l) => ({
    l,
    n: words.filter(
      (w) => STOP_WORDS[l].isStopword(w) && LANGUAGES.every((o) => o === l || !STOP_WORDS[o].isStopword(w)),
    ).length,
  })).sort((a, b) => b.n - a.n)
  return counts[0]!.n > counts[1]!.n ? counts[0]!.l : undefined
}

const KEYBOARD_RUNS = /qwert|werty|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm/

/** A message with no readable word: keyboard mashing, or letters with almost no vowels. */
function isGibberish(words: string[]) {
  if (!words.length) return true
  if (words.length > 3) return false
  return words.every((word) => {
    if (/\d/.test(word) || word.length < 4) return false
    const vowels = (word.match(/[aeiouyàâäéèêëíîïóôöúùûüñ]/g) ?? []).length
    return vowels === 0 || KEYBOARD_RUNS.test(word) || (word.length >= 8 && vowels / word.length < 0.15)
  })
}

/** A text's word stems in a language, without its stop words (NLP.js's stemmer, as the classifier stems). */
export async function stemsOf(text: string, language: Language): Promise<string[]> {
  return (await languageEngine()).stems(language, language === 'en' ? americanSpelling(text) : text)
}

/** What one message says: its language, intents, industry and the dates it names. */
export interface Understanding {
  language: Language
  intents: Set<Intent | 'gibberish'>
  /** Each intent's sentence (the first, where several sentences carry one). */
  sentences: Partial<Record<Intent, string>>
  industry: Industry | null
  /**
   * The industry was named only as a team of the visitor's ('the engineering team is paranoid',
   * 'HR team of 5'): the buyer's own business when nothing else says what it is, never a change
   * of the business already described.
   */
  industryByTeam?: boolean
  timeline?: string
  /** A day or time the visitor named ('tomorrow at 3 pm'), as they put it. */
  when?: string
  /** The message with its slips corrected, when it is short enough for that ('do u have references'). */
  corrected?: string
  /**
   * Intents read by a rule in the question's own words ('does it push the note into the chart',
   * 'how long until it's live'), not guessed by the classifier.
   */
  sure: Set<Intent>
}

/**
 * The text with slips corrected toward the words the recogniser knows ('helthcare' → 'healthcare').
 * A short word is corrected only in a message of a few words ('whats the prcie'): in a longer one,
 * a short word a letter or two from a known one is usually another word ('voice' is not 'price',
 * 'miles' is not 'mes').
 */
function spelled(text: string, spelling: SpellCheck, known?: ReadonlySet<string>, kept?: ReadonlySet<string>) {
  const short = wordsOf(text).length <= 4
  return text.replace(/[\p{L}]{5,}/gu, (word) => {
    const lower = word.toLowerCase()
    if ((lower.length < 6 && !short) || known?.has(lower) || kept?.has(lower)) return word
    // Without a dictionary (Spanish, French) a word two letters from an example is as often another
    // real word ('productos' is not 'productora'): one letter only.
    const fixed = spelling.checkToken(lower, known && (lower.length >= 9 || lower.length === 5) ? 2 : 1)
    return fixed === lower ? word : fixed
  })
}

/**
 * A short word with one letter left out ('hw much', 'wht is the prce'): in a message of a few
 * words, a word the dictionary lacks is read as the one word the examples use that it is one
 * letter short of. Only where a dictionary says which words are real (English), and only a
 * letter left out: a letter changed is as often another word ('thx' is not 'the').
 */
function withLettersLeftOut(text: string, language: Language, known: ReadonlySet<string> | undefined) {
  if (!known || wordsOf(text).length > 4) return text
  return text.replace(/(?<![\p{L}\p{N}'’-])\p{L}{2,4}(?![\p{L}\p{N}'’-])/gu, (word) => {
    const lower = word.toLowerCase()
    if (known.has(lower)) return word
    const candidates = [...VOCABULARY[language]].filter(
      (w) => w.length === lower.length + 1 && [...w].some((_, i) => w.slice(0, i) + w.slice(i + 1) === lower),
    )
    return candidates.length === 1 ? candidates[0]! : word
  })
}

/**
 * A Spanish word said small ('un hotelito', 'mi tiendita', 'la escuelita') read as the word it is
 * small of, where that word names a business: the recogniser knows 'hotel', not every way of
 * saying it fondly.
 */
function withoutDiminutives(text: string, language: Language, words: ReadonlySet<string>) {
  if (language !== 'es') return text
  return text.replace(/\b(\p{L}{3,}?)(?:c)?it([oa]s?)\b/giu, (word, stem: string, ending: string) => {
    const plural = ending.endsWith('s') ? 's' : ''
    const lower = stem.toLowerCase()
    const base = [`${lower}${ending[0]}${plural}`, `${lower}${plural}`, `${lower}e${plural}`].find((w) => words.has(w))
    return base ?? word
  })
}

/** A word that only opens a sentence ('ok, price for one site?'): said on its own, it is an answer. */
const OPENER =
  /^(ok(?:ay)?|alright|right|so|well|haha|hey|hi|hello|vale|bueno|pues|hola|d['’]accord|bon|bref|bonjour|salut)\b[,.!]?\s+(?=\S)/i

/** A sentence that asks something: a question mark, or a question's first words in one of the languages. */
export function questionLike(sentence: string) {
  return (
    /\?/.test(sentence) ||
    /^(what|how|where|when|who|which|why|do|does|did|is|are|can|could|will|would|should|have|has|any|qué|cómo|dónde|cuándo|quién|cuál|hay|tienen|pueden|est-ce|quel|quelle|comment|où|quand|avez|pouvez|y a-t-il)\b/i.test(
      sentence.trim(),
    ) ||
    // 'and you'll sign a BAA before we send anything, right': a statement with a question's tail.
    /[\s,](?:right|correct|yes or no|isn['’]t it|aren['’]t you|don['’]t you|won['’]t you|verdad|cierto|n['’]est-ce pas|hein)\s*[.!]*\s*$/i.test(
      sentence,
    )
  )
}

/** How a cost is asked when no word of the examples is used ('how much is lexibrief?'). */
const COST_ASKED = /\b(how much|cu[aá]nto|combien)\b/i

/**
 * A message that tries to make the assistant leave its job: instructions to ignore, its prompt,
 * other people's data. Answered as off the subject, and never saved as a need.
 */
const PROBE =
  /\b(?:ignore (?:all |your |the |any )?(?:previous|prior|above|earlier) (?:instructions|rules)|system prompt|your (?:instructions|prompt|rules)|developer mode|jailbreak|other (?:visitors|users|customers|clients)['’]? (?:e-?mails?|data|details|conversations|chats|names)|(?:list|show|give me) (?:the |all )?(?:e-?mails|users|visitors|customers)|instrucciones anteriores|prompt del sistema|instructions précédentes|prompt système)\b/i

/** How to start, asked ('the steps to get started', 'cómo empezamos', 'les étapes pour démarrer'). */
const STEPS_TO_START =
  /\b(?:steps?|process|stages?|phases?)\b[^.?!]{0,25}?\b(?:get(?:ting)? started|to start|to begin|onboard\w*|implement\w*|roll(?:ing)? (?:it )?out)\b|\bhow (?:do|would|can|could) (?:we|i) (?:get started|start|begin)\b|\bpasos (?:para|a seguir para|para poder) (?:empezar|comenzar|arrancar|implementar\w*)|\bc[oó]mo (?:empezamos|empezar[ií]amos|comenzamos|arrancamos)\b|\b[ée]tapes? (?:pour|de) (?:commencer|d[ée]marrer|la mise en (?:route|place)|d[ée]ploiement)|\bcomment (?:on )?(?:commence|d[ée]marre)(?![\p{L}])/iu

/** The service level's own words ('uptime', 'SLA', 'disponibilidad', 'niveau de service'). */
const SERVICE_LEVEL =
  /\b(?:uptime|up-time|SLA|SLAs|service level|service-level|availability guarantee|guaranteed availability|disponibilidad|nivel de servicio|acuerdo de nivel|disponibilit[ée]|niveau de service|taux de disponibilit[ée])(?![\p{L}])/iu

/** What we would suggest, asked after a business is told ('thoughts?', '¿qué me ofrecen?', 'vous proposez quoi ?'). */
const IDEAS_ASKED =
  /\b(?:thoughts|ideas|suggestions?|recommendations?|what (?:do|would|can|could) you (?:suggest|recommend|propose|have|offer|do)|what have you got|how (?:can|could) you help|can you help|qu[eé] (?:me|nos) (?:ofrecen|ofreces|recomiendan|recomiendas|sugieren|proponen|puede ofrecer|pueden ofrecer)|qu[eé] (?:tienen|ofrecen|recomiendan|sugieren)|alguna (?:idea|sugerencia|recomendaci[oó]n)|(?:nos|me) pueden ayudar|pueden ayudar(?:nos|me)|qu['’]est-ce que vous (?:proposez|avez|recommandez|conseillez|suggérez)|vous (?:proposez|avez|conseillez|recommandez|suggérez) quoi|des (?:idées|pistes|suggestions)|vous pouvez (?:nous|m['’]) ?aider|pouvez-vous (?:nous|m['’]) ?aider)(?![\p{L}])/iu

/** A year that is a time ('next year', 'el año que viene', 'l'année prochaine'), not a cost's period. */
const YEAR_AS_TIME =
  /\b(?:next|this|last|coming) year\b|\b(?:el|este) año (?:que viene|q viene|próximo|pasado)\b|\b(?:el )?próximo año\b|\beste año\b|\bl['’]année (?:prochaine|dernière)\b|\bcette année\b|\bl['’]an prochain\b/i
/** Words that ask a cost, in the three languages: a statement asks a cost only in these. */
const COST_WORD =
  /\b(price|pricing|cost|costs|quote|budget|how much|pay|expensive|cheap\w*|afford\w*|caro|barato|cher|chère|precio|coste|costo|cuánto|presupuesto|prix|coût|tarif|devis|combien)\b|[$€£]/i

/** Any word of money, in any of its forms ('prices', 'precios', 'tarifs', 'fees'). */
const ANY_COST_WORD =
  /\b(?:pric\w*|cost\w*|quot\w*|budget\w*|how much|pay\w*|paid|expens\w*|cheap\w*|afford\w*|fees?|rates?|bill\w*|invoic\w*|spend\w*|dollars?|euros?|usd|eur|car[oa]s?|barat\w*|preci\w*|cuest\w*|cuánt\w*|cuant\w*|presupuest\w*|tarif\w*|pag\w*|factur\w*|gast\w*|cher|chère|chers|prix|coût\w*|coûte\w*|devis|combien|pai\w*|dépens\w*)\b|[$€£]/iu

/** A duration asked ('how long', 'cuánto tiempo', 'combien de temps'), and no word of money besides. */
const HOW_LONG = /\b(?:how long|cu[aá]nto tiempo|cu[aá]nto (?:tarda|se tarda|lleva|demora)|combien de temps)\b/giu
export const asksHowLong = (text: string) =>
  text.search(HOW_LONG) >= 0 && !ANY_COST_WORD.test(text.replace(HOW_LONG, ' '))

/** A question of how long or by when ('how long', 'timeline', 'how soon', 'cuánto tarda', 'combien de temps', 'délai'). */
const WHEN_ASKED =
  /\b(?:how long|timeline|time ?frame|how (?:soon|quickly|fast)|when can (?:we|i)|lead time|cu[aá]nto (?:tiempo|tarda|se tarda|lleva|demora)|plazos?|cu[aá]ndo|combien de temps|d[ée]lais?|quand (?:pourr|peut))/iu

/**
 * A model wanted at work by a date ('can we be live by then?', 'we'd want it live before the summer
 * schedule', '¿podría estar funcionando antes de la temporada?', 'opérationnel d'ici juin ?'): when,
 * asked without 'how long'.
 */
const LIVE_BY =
  /\b(?:(?:be|go|get (?:it|this|them)|have (?:it|this|them))\s+(?:live|running|up and running|in place|working|ready)|(?:want|need)(?:ed|s)?\s+(?:it|this|them)\s+(?:live|running|in place|working|ready))\s+(?:by|before|in time for|for)\b|\b(?:funcionando|operativo|en marcha|list[oa])\s+(?:para|antes de)\b|\b(?:opérationnel(?:le)?|en place|en marche|prêt|déployé)\s+(?:pour|avant|d['’]ici)(?![\p{L}])/iu

/** How long until, or by when: the timeline asked, in any of its forms. */
export const asksWhen = (text: string) => WHEN_ASKED.test(text) || LIVE_BY.test(text)

/** How many of something that is not money ('how many languages', 'combien de langues', '¿cuántos idiomas?'). */
const HOW_MANY =
  /\b(?:how many|combien d(?:e\s+|['’])|cu[aá]nt[oa]s\s+)(?!dollars|euros|pesos|francs|d[oó]lares)\p{L}+/giu
export const asksHowMany = (text: string) =>
  text.search(HOW_MANY) >= 0 && !ANY_COST_WORD.test(text.replace(HOW_MANY, ' '))
/** A count asked, with a cost or without ('¿Cuántos idiomas hace y cuánto cuesta al mes?'). */
export const countsSomething = (text: string) => text.search(HOW_MANY) >= 0

/** The periods a cost is asked for, in the three languages ('and a year?', '¿al mes?', 'par an ?'). */
const PERIOD_WORD =
  /\b(?:years?|yearly|annual(?:ly)?|months?|monthly|años?|anual(?:es)?|mes(?:es)?|mensual(?:es)?|ans?|année|annuel(?:le)?|mois|mensuel(?:le)?)\b/iu

/** 'non-negotiable', 'no es negociable', 'non négociable': emphasis, never a price negotiated. */
export const NOT_NEGOTIABLE = /\b(?:non[- ]?n[ée]gociables?|no (?:es )?negociables?|non-?negotiable|not negotiable)\b/iu

/** A discount asked for by its size ('90% off and we're in', 'un 20 % de remise'), or by paying ahead. */
export const DISCOUNT_ASK =
  /\b(?:cheaper|less|lower|better (?:price|rate|deal)|discount(?:ed)?) if (?:we|i) (?:pay|sign|commit|prepay)|\bpay(?:ing)? (?:for )?(?:\w+ )?(?:years?|months?) (?:upfront|up front|in advance)|\b(?:pagando|pagamos) [^.?!]{0,20}por adelantado|\bpaie [^.?!]{0,20}d['’]avance|\b\d{1,3} ?% ?(off\b|discount|de descuento|de (remise|rabais|réduction))|\b(half (the )?price|half off|(\d+|one|two|three|a) (free )?months? (free|gratis|offerts?)|free months?|non-?profit (pricing|discount|rate)|(?:education(?:al)?|academic|student|school|public[- ]sector|government|charity|ngo|special|preferential) (?:pricing|discounts?|rates?|price)|precios? (?:especial|preferencial|educativo)|tarifas? (?:especial|preferencial|educativa|para ong)|descuentos? (?:educativo|para (?:escuelas|ong|el sector p[uú]blico))|prix (?:sp[ée]cial|pr[ée]f[ée]rentiel)|tarifs? (?:sp[ée]cial|pr[ée]f[ée]rentiel|[ée]ducation)|mitad de precio|moitié prix)\b|\b(?:descuentito|rebajita|(?:me|nos) (?:hac[eé]s|haces|hacen|hace|puede[ns]? hacer) (?:un )?(?:precio|descuento|rebaja)|(?:te|le|les) pago la mitad|un (?:mejor )?precio especial|un geste commercial|(?:vous )?(?:nous )?faites un prix)(?![\p{L}])/iu

/** The words of a reduction in price, in the three languages. */
const DISCOUNT_WORD =
  /\b(?:discount\w*|cheaper|deal|waive\w*|half|free|rebate|reduc\w*|negotia\w*|wiggle|match|descuento\w*|rebaj\w*|barat\w*|negoci\w*|gratis|remise|rabais|réduction|moins cher|négoci\w*|gratuit\w*)\b|\d+ ?%/iu

/** A sentence that demands something of us: an imperative, or 'we want/need you to…'. */
const DEMAND =
  /^(?:please\s+)?(?:promise|confirm|guarantee|sign|accept|agree|commit|indemnify|waive|give|put|include|remove|cap|we (?:want|need|require|expect)|i (?:want|need|require|expect)|you (?:must|have to|need to|will))\b|\b(?:will|can|could|would) you\b|\byou (?:guarantee|promise|commit|warrant)\b|\b(?:in writing|por escrito|par écrit)\b|\b(?:garanti|firm|accept|sign|promet|confirm)/i

/** A person wanted, in a request's words ('get me a human', 'I want to talk to someone', 'una persona real'). */
const PERSON_WANTED =
  /\b(?:talk|speak|chat|connect|transfer|put me through|get me|give me|want|need|prefer|rather)\b[^.?!]{0,30}\b(?:human|person|someone|somebody|representative|rep|salesperson|sales team|your team)\b|\breal (?:person|human)\b|\b(?:hablar|quiero|prefiero|p[aá]seme|necesito)\b[^.?!]{0,30}\b(?:humano|persona|alguien|asesor|agente|vendedor)\b|\b(?:parler|veux|voudrais|préfère|passez-moi)\b[^.?!]{0,30}\b(?:humain|personne|quelqu['’]un|conseiller|commercial)\b/iu

/** Words a request for a call or a meeting always says, in some form ('ring me', 'agendar', 'rappelez'). */
const CALL_WORD =
  /\b(?:call|ring|phon|meet|demo|book|schedul|sign me up|set up|talk|speak|reach|contact|ll[aá]m|agend|demostraci|habl|tel[eé]fon|reuni|cita|appel|rappel|d[eé]mo|r[eé]union|rendez-vous|parl|joindre|t[eé]l[eé]phon|r[eé]serv)\p{L}*/iu
/** A question for something that does a job ('is there something that…', '¿tenéis algo para…?', 'y'a-tu de quoi pour ça ?'). */
const CAPABILITY_ASKED =
  /^(?:and |so |also |y |et )?(?:is there|are there|do you (?:have|guys have|offer|sell)|have you got|you got|got|any|(?:¿\s*)?(?:hay|tienen|tenéis|tiene usted|ofrecen)|avez-vous|vous avez|y a-t-il|est-ce qu['’]il y a|y['’]a-tu|il y a)\b.*\b(?:something|anything|tool|model|solution|product|algo|alguna? (?:herramienta|solución|modelo)|quelque chose|de quoi|un outil|un modèle|une solution)\b/iu
/** Words that speak to the assistant, or of what it is: a question of who it is names it or asks it. */
const ADDRESSED = /\b(?:you|you['’]re|your|u|r u|this|bot|robot|chatbot|tú|tu|usted|eres|vous|t['’]es|êtes)\b/iu

/**
 * Whether a sentence the classifier gave an intent says what that intent always says. A long
 * description shares a word with some example of nearly every intent ('Permit applications are
 * backed up 11 weeks' with 'call me back next week'; 'a 25 person MSP' with 'a real person?'), and
 * the classifier, which sees only the sentence, then hears a request nobody made.
 */
function saysItsOwnWords(intent: string, sentence: string, describesBusiness: boolean) {
  // 'is there something that just listens to the visit and writes the note?' asks for a model, not
  // for terms in writing.
  if ((intent === 'contract' || intent === 'discount') && CAPABILITY_ASKED.test(sentence)) return false
  if (intent === 'callback') return CALL_WORD.test(sentence)
  // 'newer agents don't know the answers', 'recruiters can't get through them' tell of the business's
  // own people: a person of ours is asked for in a request's words.
  if (intent === 'human')
    return questionLike(sentence) || PERSON_WANTED.test(sentence) || !(describesBusiness || PAIN.test(sentence))
  if (intent === 'identity') return questionLike(sentence) || ADDRESSED.test(sentence)
  // A statement of a problem ('it's getting hard to plan what we'll need tomorrow, we keep buying
  // power at the worst price') is no knowledge question, as a business described is not.
  if (intent.startsWith('knowledge.')) return questionLike(sentence) || !(describesBusiness || PAIN.test(sentence))
  return true
}

/** The sentences of a message: each is classified on its own, so one message can ask two things. */
export function sentencesOf(text: string) {
  return (
    text
      // ', and is there a pilot?' is a second question.
      // 'RFI: 1) hosting region 2) SLA 3) SOC 2': each numbered clause is a question of its own.
      // 'where is it hosted and is it encrypted?': a question's 'and' before another question's verb.
      .split(
        /(?<=[.!?;¿¡])(?<!\b(?:St|Ste|Mt|Dr)\.)\s+|\n+|[¿¡]|,\s*(?=(?:and|y|et)\s)|\s+(?=\d{1,2}[.)]\s)|\s+(?=(?:and|plus) (?:is|are|do|does|can|will|what|how|where|who)\s)/,
      )
      .flatMap((s) => {
        const opener = OPENER.exec(s.trim())
        return opener ? [opener[1]!, s.trim().slice(opener[0].length)] : [s]
      })
      .map((s) => s.trim())
      .filter((s) => wordsOf(s).length > 0)
  )
}

/** A question on what follows a step ('what happens after the call?', '¿qué pasa después de la llamada?'). */
/** Data that must stay in a place (a country, a region), in the three languages. */
export const DATA_STAYS =
  /\b(?:data|datos|données)\b[^.?!]{0,40}?\b(?:stays?|remains?|kept|leaves?|quedar\p{L}*|qued[ae]n?|permanezcan|salg[ae]n?|salir|rester|restent|reste|sortir|sortent|demeurer)\b[^.?!]{0,12}?\b(?:in|inside|within|en|au|aux|dans|del|de|du)\b/iu

/**
 * Where the visitor's data or files are kept, asked without the word 'data' ('where does the camera
 * footage get processed?', 'does it stay in the UK', '¿dónde se guardan los vídeos?', 'où sont
 * stockées les images ?').
 */
const WHERE_KEPT =
  /\bwhere\b[^.?!]{0,40}?\b(?:stored|kept|hosted|processed|saved|held|store[ds]?|keep|host)\b|\b(?:does|will|would|can) (?:it|that|everything|the (?:footage|video|images?|files?|recordings?|audio))\s+(?:all\s+)?(?:stay|remain)\s+(?:in|inside|within)\b|\bd[oó]nde\s+(?:se\s+)?(?:guarda\p{L}*|almacena\p{L}*|aloja\p{L}*|procesa\p{L}*|queda\p{L}*|est[aá]n\s+(?:guardad|almacenad|alojad))|\bo[uù]\s+(?:sont|seront|est|sera|vont)\s+(?:\p{L}+\s+){0,3}?(?:stock[ée]e?s?|h[ée]berg[ée]e?s?|conserv[ée]e?s?|trait[ée]e?s?|gard[ée]e?s?)(?![\p{L}])/iu

/**
 * 'price' as what the business does ('we price everything by gut', 'pricing our rooms', 'fijamos
 * los precios a ojo'): how it works, not a cost asked.
 */
const PRICE_AS_VERB =
  /\b(?:we|i|they|our (?:gm|manager|team|staff)|he|she)\s+(?:\p{L}+ly\s+|just\s+|still\s+)?(?:price|prices|priced)\b|\b(?:to price|pricing (?:our|the|their|its|everything|rooms))\b/giu

/**
 * How a model meets the visitor's own systems, asked in the verbs buyers use ('does it push the
 * note into the chart', 'can it read sales from Square', 'how would this plug in', 'does it talk to
 * our TMS', '¿se conecta con Bantotal?', 'ça se branche sur Sage ?'). 'Connect me with sales' and
 * 'talk to someone' ask for a person, not a system.
 */
const CONNECTS =
  /\b(?:push(?:es)?\s+(?:\S+\s+){0,3}?(?:in|into|to|back)\b|pull(?:s)?\s+(?:\S+\s+){0,2}?from\b|hook(?:s|ed)?\s+(?:in|into|up)\b|plug(?:s|ged)?\s+(?:in|into)\b|connect(?:s|ed)?\s+(?:to|into|with)\s+(?:our|my|the|it|that|them)\b|connect(?:s|ed)?(?=\s*(?:[?.!,;]|$))|talks?\s+to\s+(?:our|my|the|it)\b(?!\s+(?:team|people|staff|sales|person))|sync(?:s|ed|ing|hroni[sz]e)?\b|integrat\p{L}*|reads?\s+(?:\S+\s+){0,2}?from\b|feeds?\s+(?:\S+\s+){0,2}?(?:into|from)\b|exports?\s+(?:\S+\s+){0,2}?(?:to|into)\b|imports?\s+(?:\S+\s+){0,2}?from\b|works?\s+(?:inside|with|in)\s+(?:our|my|word|excel|outlook|gmail|teams|office|microsoft|google|sharepoint|salesforce|sap)\b|se\s+conecta|conectar(?:se|lo|la)?\b|se\s+integra|integr(?:a|ar|arse|ación)\b|se\s+comunica\s+con|exporta(?:r)?\s+a\b|se\s+sincroniza|funciona\s+(?:con|dentro\s+de)\s+(?:nuestro|nuestra|mi|el|la)\b|se\s+connecte|s['’]int[èe]gre|int[ée]gr\p{L}*|se\s+branche|branch\p{L}*\s+sur|fonctionne\s+(?:avec|dans)\s+(?:notre|nos|mon|ma|le|la)\b|export\p{L}*\s+vers|synchronis\p{L}*)/iu

/** Someone of ours asked for in so many words ('one of your people', 'someone from your team'). */
const PERSON_ASKED =
  /\b(?:(?:talk|speak|chat|meet)\s+(?:to|with)\s+(?:one of your (?:people|team|staff|experts?|engineers?|architects?|sales ?people|reps?)|someone (?:from|on|in) your|somebody (?:from|on|in) your|your (?:people|team|staff|sales (?:team|people|rep)|experts?|engineers?|architects?))|hablar\s+con\s+(?:alguien|una persona|un humano|un asesor|un agente|un vendedor|(?:su|tu|vuestro) equipo)|parler\s+(?:à|a|avec)\s+(?:quelqu['’]un|une personne|un humain|un conseiller|un commercial|votre équipe))(?![\p{L}])(?!\s+(?:que|qui|who|that)\b)/iu

/**
 * One of our customers asked for ('can I talk to another plant manager', 'me gustaría llamar a
 * alguna', 'parler à un de vos clients'): a reference, not one of our people, and no call for the
 * visitor.
 */
const CUSTOMER_ASKED =
  /\b(?:(?:talk|speak|chat)\s+(?:to|with)|call|ring|contact)\s+(?:another|other|an existing|a current|one of (?:your|their)|some of your|a few of your|any of your|one or two of your|your (?:customers|clients|users))(?![\p{L}])(?!\s+(?:of your )?(?:people|team|staff|experts?|engineers?|architects?|sales|reps?)\b)|\b(?:hablar con|llamar a|contactar (?:a|con))\s+(?:otr[oa]s?|alg[uú]n[oa]?|alguna|uno de sus|una de sus|alguno de sus|sus)(?![\p{L}])(?!\s+(?:persona|humano|asesor|agente|vendedor|equipo)\b)|\b(?:parler (?:à|a|avec)|appeler|contacter)\s+(?:un autre|une autre|d['’]autres|un de vos|une de vos|l['’]un de vos|vos)(?![\p{L}])(?!\s+(?:personne|humain|conseiller|commercial|équipe)\b)|\b(?:call|ring|contact|talk to|speak (?:to|with)) (?:one|a couple|some|a few|any|two) of them\b|\ben (?:appeler|contacter) (?:un|une|quelques-uns|deux)(?![\p{L}])|\b(?:llamar|contactar) a (?:uno|una|alguno) de ellos(?![\p{L}])/iu

/** Who on our side sees the visitor's data ('who can see it on your side', '¿quién tiene acceso?'). */
const ACCESS_ASKED =
  /\b(?:who (?:can|could|will|would|gets to) (?:see|access|read|view|look at)|who has access|qui(?:én|en) (?:puede ver|puede acceder|tiene acceso|ve)|qui (?:peut (?:voir|accéder|lire)|a accès|voit))(?![\p{L}])/iu

/** Words of a model at work, for how long until it is ('live', 'running', 'funcionando', 'en marche'). */
const GOES_LIVE =
  /\b(?:live|running|roule|rouler|tourne|tourner|up|working|in place|set ?up|deployed|operational|ready|telling us|start(?:ed)?|begin|kick(?:ed)? off|launch(?:ed)?|roll(?:ed)? out|implement(?:ed)?|empezar|comenzar|arrancar|implementar|lanzar|commencer|démarrer|lancer|déployer|funcionando|funcione|operativo|en marcha|listo|lista|implementad[oa]|en marche|en place|opérationnel(?:le)?|fonctionne|fonctionnel|prêt|déployé)\b/iu

/** Words of data kept, where 'how long' asks its retention. */
const DATA_KEPT =
  /\b(?:data|keep|kept|store[sd]?|retain\w*|logs?|backups?|datos|guard\p{L}*|conserv\p{L}*|données|stock\p{L}*)\b/iu

/** The knowledge questions the classifier heard in one sentence of the message. */
function knowledgeHeardIn(result: Understanding, sentence: string) {
  return [...result.intents].filter((i) => i.startsWith('knowledge.') && result.sentences[i as Intent] === sentence)
}

/**
 * Forgets what the classifier heard in a sentence a rule reads otherwise: its knowledge questions,
 * and the other intents named.
 */
function dropHeardIn(result: Understanding, sentence: string, also: readonly Intent[] = []) {
  for (const intent of [...knowledgeHeardIn(result, sentence), ...also.filter((i) => result.sentences[i] === sentence)])
    result.intents.delete(intent)
}

/** A question after a statement in one sentence ('we're on Mews as the PMS, does it hook in'). */
const ASKS_WITHIN =
  /(?:[,;:]\s*|\b(?:and|but|so|y|pero|et|mais)\s+)(?:does|do|can|could|will|would|is|how|qu[eé]|c[oó]mo|se puede|est-ce que|comment|peut-on)\b/iu

/** A call asked for the visitor themselves, in the three languages. */
const CALL_ME =
  /\b(?:(?:call|ring|phone) me|give me a (?:call|ring)|a call ?back|book (?:me|us|it|a call|the call|a time|me in)|(?:works|good|fine|free|available) for (?:a|the|our) call|ll[aá]m(?:e|en|a|ad)me|m[aá]rqu(?:e|en)me|(?:que )?me marquen|me (?:pueden|puede|podrían|podéis) llamar|que me llamen|(?:appelez|rappelez|appelle|rappelle)[- ]moi|me (?:rappeler|recontacter|téléphoner)|m['’](?:appeler|rappeler))(?![\p{L}])/iu

const WHAT_FOLLOWS =
  /^\s*(?:(?:ok|and|so|y|et),?\s+)?(?:what happens (?:after|once|when|next)|¿?\s*qué pasa (?:después|cuando|luego)|que se passe-t-il (?:après|quand|ensuite))\b/iu

/** An introduction by name whose verb is also the verb for a call ('me llamo Ana', 'je m'appelle Luc'). */
const INTRODUCTION = /\b(?:me llamo|je m['’]appelle|on m['’]appelle)\s+\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?/iu

/** The longest entity of a kind (NLP.js reports overlapping names; the longer one is meant). */
function longest(entities: NlpEntity[], kind: string) {
  return entities.filter((e) => e.entity === kind).sort((a, b) => b.len - a.len || a.start - b.start)[0]
}

/**
 * Who the visitor sells to, ships to or serves, said before their own business's words ('we pack
 * bagged salads for supermarkets', 'we miss delivery slots at the big retailers' DCs', 'vendemos a
 * hospitales', 'nous livrons les supermarchés') or after them ('our retail customers'): a customer,
 * not the visitor's industry. Working for or at a place ('I work for a hospital', 'head of IT at a
 * bank') is the visitor's own.
 */
const SELLS_TO =
  /\b(?:sell(?:s|ing)?|sold|suppl(?:y|ies|ying)|ship(?:s|ping)?|deliver(?:s|ing)?|serv(?:e|es|ing)|pack(?:s|ing)?|mak(?:e|es|ing)|build(?:s|ing)?|provid(?:e|es|ing)|miss(?:ing)?|delivery slots|vend\p{L}*|suministr\p{L}*|abastec\p{L}*|distribu\p{L}*|servimos|fourni\p{L}*|livr\p{L}*)\b[^.!?;]{0,40}?\b(?:for|to|at|into|a|para|pour|à|aux|les|des)\s+(?:(?:the|our|big|large|major|local|many|most|los|las|grandes?|gros|grands?)\s+)*$/iu
const CUSTOMERS_AFTER = /^[\s'’s]*(?:customers?|clients?|buyers?|accounts?|chains? we (?:serve|supply))\b/iu

/** A mention that names a team or a role of the visitor's ('engineering team', 'marketing department', 'VP engineering'). */
const TEAM_AFTER =
  /^[\s'’s]*(?:teams?|department|dept|staff|group|function|org|people|manager|director|lead|équipe|equipo|departamento|service)\b/iu
const ROLE_BEFORE =
  /\b(?:head of|vp(?: of)?|director of|manager of|chief|jefe de|jefa de|responsable (?:de|du|des))\s+$/iu

function namesATeam(text: string, mention: NlpEntity) {
  return (
    TEAM_AFTER.test(text.slice(mention.end + 1, mention.end + 20)) ||
    ROLE_BEFORE.test(text.slice(Math.max(0, mention.start - 20), mention.start))
  )
}

function namesACustomer(text: string, mention: NlpEntity) {
  return (
    SELLS_TO.test(text.slice(Math.max(0, mention.start - 60), mention.start)) ||
    CUSTOMERS_AFTER.test(text.slice(mention.end + 1, mention.end + 30))
  )
}

/**
 * The industry a message names: the one it names most often in separate words ('Seguros
 * Atlántida … los siniestros de automóvil' is an insurer twice over and a car once), then the
 * longest name. A name inside a longer one ('food' in 'food bank') is not a mention of its own.
 */
function mostNamed(entities: NlpEntity[], text: string) {
  const found = entities.filter((e) => e.entity === 'industry' && !namesACustomer(text, e))
  const own = found.filter(
    (e) => !found.some((o) => o !== e && o.len > e.len && o.start <= e.start && o.start + o.len >= e.start + e.len),
  )
  const mentions = new Map<string, number>()
  const count = (e: NlpEntity) => mentions.get(e.option ?? '') ?? 0
  for (const e of own) mentions.set(e.option ?? '', count(e) + 1)
  return own.sort((a, b) => count(b) - count(a) || b.len - a.len || a.start - b.start)[0]
}

/**
 * The ways buyers name a year that the rules read in one form: 'per annum', 'annualised', '12
 * months', 'doce meses', 'douze mois', "sur l'année". Twelve months asked about is a year's cost,
 * not a count of months ('How much would 12 months cost?' is no size of the business).
 */
const PERIODS_IN_ONE_FORM: ReadonlyArray<[RegExp, string]> = [
  [/\bper annum\b|\bp\.a\.(?=\s|$|[?!,])/giu, 'per year'],
  [/\bannuali[sz](?:ed|e|ing)\b/giu, 'per year'],
  [/\b(?:12|twelve) months\b/giu, 'a year'],
  [/\b(?:12|twelve)[- ]month\b/giu, 'one-year'],
  [/\b(?:24|twenty-four) months\b/giu, '2 years'],
  [/\b(?:36|thirty-six) months\b/giu, '3 years'],
  [/\b(?:a|one|for a|for one) (?:full|whole|entire) year\b/giu, 'a year'],
  [/\bun año (?:entero|completo)\b/giu, 'un año'],
  [/\bune ann[ée]e (?:enti[èe]re|compl[èe]te)(?![\p{L}])/giu, 'un an'],
  [/\btoute l['’]ann[ée]e(?![\p{L}])/giu, 'sur un an'],
  [/\b(?:12|doce) meses\b/giu, 'un año'],
  [/\banualizad[oa]s?\b/giu, 'al año'],
  [/\b(?:12|douze) mois\b/giu, 'un an'],
  [/\b(?:sur|pour|pendant) (?:l['’]|une )ann[ée]e(?![\p{L}])/giu, 'sur un an'],
  [/\bpar ann[ée]e(?![\p{L}])/giu, 'par an'],
  [/\bannualis[ée]e?s?(?![\p{L}])/giu, 'par an'],
]

export function periodsInOneForm(text: string): string {
  return PERIODS_IN_ONE_FORM.reduce((read, [said, meant]) => read.replace(said, meant), text)
}

/** Chat shorthand, read as the words it stands for ('thx', 'ty', 'pls', 'merci bcp'). */
const SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}])(?:thx|thnx|thnks|thanx|tnx|tks|tysm)(?![\p{L}])/giu, 'thanks'],
  // Only in lower case: 'Ty' may be a name.
  [/(?<![\p{L}])ty(?![\p{L}])/gu, 'thanks'],
  [/(?<![\p{L}])(?:pls|plz)(?![\p{L}])/giu, 'please'],
  [/(?<![\p{L}])bcp(?![\p{L}])/giu, 'beaucoup'],
]

function inFullWords(text: string) {
  return SHORTHAND.reduce((read, [short, full]) => read.replace(short, full), text)
}

/** What a message says; its year words are read in one form first by its callers (periodsInOneForm). */
export async function understand(said: string, conversation?: Language): Promise<Understanding> {
  const written = inFullWords(said)
  const language = detectLanguage(written, conversation)
  const words = wordsOf(written)
  const result: Understanding = { language, intents: new Set(), sentences: {}, industry: null, sure: new Set() }
  // '$$?', '€€€?': a price asked in signs.
  if (/^\s*[$€£]+\s*\?*\s*$/u.test(written)) {
    result.intents.add('price')
    result.sentences.price = written
    return result
  }
  if (isGibberish(words)) {
    result.intents.add('gibberish')
    return result
  }
  const engine = await languageEngine()
  const { nlp, ner, spelling } = engine
  const known = language === 'en' ? engine.english : undefined
  const text = withLettersLeftOut(written, language, known)
  // The words of a day or time are the date parser's, read right: 'vendredi matin' is no 'match'.
  const when = whenIn(text, language)
  const kept = new Set(when ? wordsOf(when.text) : [])
  const read = spelled(
    withoutDiminutives(text, language, engine.industryWords[language]),
    spelling.entities[language],
    known,
    kept,
  )
  const { entities } = await ner.process({ locale: language, text: read })
  // A message that names the visitor's business ('Regional power utility.') is a description: its
  // statements are not knowledge questions ('regional' is not a question about regions).
  const describesBusiness = entities.some((e) => e.entity === 'industry')
  if (wordsOf(text).length <= 4) {
    const corrected = spelled(text, spelling.intents[language], known, kept)
    if (corrected !== written) result.corrected = corrected
  }
  for (const sentence of sentencesOf(text)) {
    const corrected = spelled(sentence, spelling.intents[language], known, kept)
    const { intent, score } = await nlp.process(language, corrected)
    // The evidence is read in the visitor's own words: a slip corrected toward the examples can
    // make evidence of a word that was right ('walking' read as 'talking').
    if (
      intent !== 'None' &&
      score >= INTENT_THRESHOLD &&
      // A slip in a message of a few words is read corrected ('do u have refrences'); its words as
      // written count too ('rappelez-moi' is no worse evidence for being 'corrected').
      (hasEvidence(engine, language, intent, sentence) ||
        (wordsOf(text).length <= 4 && hasEvidence(engine, language, intent, corrected))) &&
      // 'Hard hats off, people walking under cranes' in a description of the business asks for nothing.
      !(intent === 'discount' && !questionLike(sentence) && describesBusiness && !DEMAND.test(sentence)) &&
      // 'we price our rooms by gut feeling' tells how the business works: a statement asks for a
      // discount only in a discount's words, or as a demand.
      !(intent === 'discount' && !questionLike(sentence) && !DEMAND.test(sentence) && !DISCOUNT_WORD.test(sentence)) &&
      // 'Could you build one for us?' asks no cost: a cost question says a cost's word or its period.
      !(
        (intent === 'price' || intent === 'yearlyCost') &&
        !ANY_COST_WORD.test(`${sentence} ${corrected}`) &&
        !PERIOD_WORD.test(sentence)
      ) &&
      // 'we hire 2,000 people a year' states a volume: a statement asks a cost only in its words.
      !(
        (intent === 'price' || intent === 'yearlyCost') &&
        !questionLike(sentence) &&
        !COST_WORD.test(`${sentence} ${corrected}`.replace(PRICE_AS_VERB, ' '))
      ) &&
      // 'me llamo Lucía', 'je m'appelle Claire' give a name: 'llamar' and 'appeler' there ask for no call.
      !(
        (intent === 'human' || intent === 'callback') &&
        INTRODUCTION.test(sentence) &&
        !hasEvidence(engine, language, intent, sentence.replace(new RegExp(INTRODUCTION.source, 'giu'), ' '))
      ) &&
      // 'Combien de temps pour le mettre en place ?', '¿cuánto tiempo lleva?' ask how long, not how much.
      !((intent === 'price' || intent === 'yearlyCost') && asksHowLong(sentence)) &&
      // 'Combien de langues exactement ?', '¿cuántos idiomas?' count something other than money.
      !((intent === 'price' || intent === 'yearlyCost') && asksHowMany(sentence)) &&
      // 'next year we add electric vans' names a time, not a year's cost.
      !(intent === 'yearlyCost' && YEAR_AS_TIME.test(sentence) && !COST_WORD.test(sentence)) &&
      // A contract term is asked for or demanded ('will you sign…', 'promise me…'), not described
      // ('late deliveries are killing our contracts').
      !(intent === 'contract' && !questionLike(sentence) && !DEMAND.test(sentence)) &&
      saysItsOwnWords(intent, sentence, describesBusiness)
    ) {
      result.intents.add(intent as Intent)
      result.sentences[intent as Intent] ??= sentence
    }
  }
  // 'how long to get it live? hail season starts in april': beside a knowledge question, a statement
  // tells why it is asked; it asks nothing of its own.
  if (sentencesOf(text).some((s) => questionLike(s) && knowledgeHeardIn(result, s).length))
    for (const intent of [...result.intents]) {
      const sentence = result.sentences[intent as Intent]
      if (intent.startsWith('knowledge.') && sentence && !questionLike(sentence)) result.intents.delete(intent)
    }
  // 'call me', 'llámenme', 'appelez-moi' always ask for a call, whatever the classifier heard
  // ('you can call me on Thursday afternoon', 'Parfait, appelez-moi jeudi matin'); 'call me Dana'
  // gives a name.
  const callMe = CALL_ME.exec(text)
  if (callMe && !(/^\s+\p{Lu}/u.test(text.slice(callMe.index + callMe[0].length)) && !when)) {
    result.intents.add('callback')
    result.sentences.callback ??= text
    // The sentence that asks for the call asks nothing else the classifier heard in it.
    for (const intent of [...result.intents])
      if (intent.startsWith('knowledge.') && result.sentences[intent as Intent]?.includes(callMe[0]))
        result.intents.delete(intent)
  }
  // 'Les données doivent rester en Suisse', 'que los datos no salgan del Perú', 'our data must
  // stay in Canada': where the data is kept, whatever else the classifier heard in it.
  // ('¿dónde se guardan los vídeos y cuánto tiempo?' asks where and how long: both.)
  const stays = sentencesOf(text).find((s) => DATA_STAYS.test(s) || WHERE_KEPT.test(s))
  if (stays) {
    const kept = asksHowLong(stays)
    // Only what was heard in that sentence gives way ('BAA? and where is audio stored' asks both);
    // a goodbye anywhere was the word 'leave' ('the data can never leave Ohio').
    dropHeardIn(result, stays)
    result.intents.delete('goodbye')
    if (kept) {
      result.intents.add('knowledge.retention')
      result.sentences['knowledge.retention'] = stays
    }
    result.intents.add('knowledge.residency')
    result.sure.add('knowledge.residency')
    result.sentences['knowledge.residency'] = stays
  }
  // 'we're on athenahealth. does it push the note into the chart?': how it meets their systems,
  // whatever else the classifier heard in that sentence ('we use' is no question about references).
  const connects = sentencesOf(text).find((s) => CONNECTS.test(s) && (questionLike(s) || ASKS_WITHIN.test(s)))
  if (connects && !result.intents.has('human') && !result.intents.has('callback')) {
    dropHeardIn(result, connects, ['need', 'aboutModel'])
    result.intents.add('knowledge.integrations')
    result.sure.add('knowledge.integrations')
    result.sentences['knowledge.integrations'] ??= connects
  }
  // 'what are the steps to get started?', '¿Cuáles son los pasos para empezar?': the onboarding's
  // steps, not what follows a call.
  const steps = sentencesOf(text).find((s) => STEPS_TO_START.test(s))
  if (steps && !result.sure.has('knowledge.onboarding')) {
    dropHeardIn(result, steps)
    result.intents.add('knowledge.onboarding')
    result.sure.add('knowledge.onboarding')
    result.sentences['knowledge.onboarding'] = steps
  }
  // 'what uptime do you commit to', '¿qué disponibilidad garantizan?': the service level, whatever
  // else the classifier heard ('commit' is no onboarding).
  const serviceLevel = sentencesOf(text).find((s) => SERVICE_LEVEL.test(s) && questionLike(s))
  if (serviceLevel) {
    dropHeardIn(result, serviceLevel)
    result.intents.add('knowledge.support')
    result.sure.add('knowledge.support')
    result.sentences['knowledge.support'] = serviceLevel
  }
  // 'What happens after I book a call?' asks what follows a call; it books none.
  // ('ok bet. what happens after i book the call': its own sentence asks it.)
  const follows = sentencesOf(text).find((s) => WHAT_FOLLOWS.test(s))
  // ('what happens after the call?' asks it too, with no call heard; 'what happens when it breaks'
  // is the service level's.)
  const afterACall =
    follows &&
    /\b(?:calls?|book\w*|consultation|meeting|demo|next|sign\w*|llamada|reuni[oó]n|consulta|firm\w*|appel|rendez-vous|signature|ensuite)\b/iu.test(
      follows,
    ) &&
    !knowledgeHeardIn(result, follows).some((i) => i !== 'knowledge.nextSteps')
  if (follows && (result.intents.has('callback') || result.intents.has('human') || afterACall)) {
    result.intents.delete('callback')
    result.intents.delete('human')
    result.intents.add('knowledge.nextSteps')
    result.sure.add('knowledge.nextSteps')
    result.sentences['knowledge.nextSteps'] ??= follows
  }
  // 'can I talk to another plant manager': one of our customers, a reference; no call and no person of ours.
  const customer = sentencesOf(text).find((s) => CUSTOMER_ASKED.test(s))
  if (customer && !CALL_ME.test(customer)) {
    dropHeardIn(result, customer, ['callback', 'human'])
    result.intents.add('knowledge.references')
    result.sure.add('knowledge.references')
    result.sentences['knowledge.references'] ??= customer
  }
  // 'I'd like to talk to one of your people': a person of ours, not a customer's reference.
  const person = PERSON_ASKED.exec(text)
  if (person && !result.intents.has('callback')) {
    result.intents.delete('knowledge.references')
    result.intents.add('human')
    result.sentences.human ??= sentencesOf(text).find((s) => PERSON_ASKED.test(s)) ?? text
  }
  // 'who can see it on your side': how we protect their data.
  const access = sentencesOf(text).find((s) => ACCESS_ASKED.test(s))
  if (access && !knowledgeHeardIn(result, access).length) {
    result.intents.add('knowledge.security')
    result.sentences['knowledge.security'] = access
  }
  // '¿cuánto tiempo hasta que esté funcionando?', 'how long before it's live': the onboarding's
  // timeline, not how long data is kept ('how long do you keep our data?').
  // ('can we be live by then?' asks it too, without 'how long'.)
  const goLive = sentencesOf(text).find(
    (s) => ((asksHowLong(s) && GOES_LIVE.test(s)) || LIVE_BY.test(s)) && !DATA_KEPT.test(s),
  )
  if (goLive) {
    dropHeardIn(result, goLive)
    result.intents.add('knowledge.onboarding')
    result.sure.add('knowledge.onboarding')
    result.sentences['knowledge.onboarding'] = goLive
  }
  // 'Merci! Bonne fin de journée': a sign-off of a few words takes leave, whatever else its words
  // could mean ('fin' is no question about the end of a contract).
  for (const sentence of sentencesOf(text)) {
    if (wordsOf(sentence).length > 4 || questionLike(sentence) || !SAID_IN.goodbye!.test(sentence)) continue
    dropHeardIn(result, sentence)
    result.intents.add('goodbye')
    result.sentences.goodbye ??= sentence
  }
  // 'we're a junior explorer… 30,000 m of core and our loggers are 3 months behind. thoughts?',
  // '…todo lo tenemos en papel y excel. ¿qué me ofrecen?': a business and its trouble told, then
  // what we suggest asked: a need, whatever else the asking words resemble.
  const ideas = sentencesOf(text).find((s) => IDEAS_ASKED.test(s) && wordsOf(s).length <= 8)
  if (ideas && wordsOf(text).length - wordsOf(ideas).length >= 10) {
    dropHeardIn(result, ideas, ['offTopic', 'aboutModel', 'identity', 'human', 'callback'])
    result.intents.add('need')
    // The trouble told is the need, else the sentence just before the ask.
    const told = sentencesOf(text)
    result.sentences.need ??= told.find((s) => s !== ideas && PAIN.test(s)) ?? told[told.indexOf(ideas) - 1] ?? text
  }
  // 'Les inspections… nous prennent un temps fou' tells a trouble: no aside.
  for (const sentence of sentencesOf(text))
    if (result.sentences.offTopic === sentence && PAIN.test(sentence)) result.intents.delete('offTopic')
  if (PROBE.test(text)) {
    result.intents.clear()
    result.intents.add('offTopic')
    result.sentences.offTopic ??= text
  }
  // 'the data must stay in France, that's non-negotiable' negotiates nothing.
  if (NOT_NEGOTIABLE.test(text)) result.intents.delete('discount')
  if (DISCOUNT_ASK.test(text)) {
    result.intents.add('discount')
    result.sentences.discount ??= text
  }
  // 'ok thanks, bye', 'gracias, adiós', "that's all, thank you": a short message of a few social
  // words, each part its own (the classifier, given them together, hears none of them clearly).
  // In a longer message, a part of a word or two between commas is one too ('Genial, gracias, lo
  // hablo con mi socia y os digo').
  const social = wordsOf(text).length <= SOCIAL_MESSAGE_WORDS
  for (const part of text.split(/[,;.!]+|\s+(?:and|y|et)\s+/u).filter((p) => wordsOf(p).length > 0)) {
    if (part.trim() === text.trim() || (!social && wordsOf(part).length > 2)) continue
    const read = spelled(part, spelling.intents[language], known, kept)
    const { intent, score } = await nlp.process(language, read)
    if ((isShortIntent(intent, part) || isShortIntent(intent, read)) && score >= INTENT_THRESHOLD) {
      result.intents.add(intent as Intent)
      result.sentences[intent as Intent] ??= part.trim()
    }
  }
  // 'how does it compare to CreditPulse?': the word itself says what is asked.
  if (
    /\b(compare[sd]?|comparison|versus|vs\.?|difference between|compar[ae]r?|comparez|compár\p{L}*|différence (?:entre|avec)|diferencias? (?:entre|con)|qué diferencia|quelle différence)(?![\p{L}])/iu.test(
      text,
    )
  )
    result.intents.add('compare')
  const named = mostNamed(entities, read)
  const industry = named?.option
  if (industry && isIndustry(industry)) {
    result.industry = industry
    if (namesATeam(read, named!)) result.industryByTeam = true
  }
  const timeline = longest(entities, 'timeline')
  if (timeline) result.timeline = timeline.utteranceText
  if (when) {
    result.when = when.text
    result.timeline ??=
      when.future && !['callback', 'human', 'discount'].some((i) => result.intents.has(i as Intent))
        ? when.text
        : undefined
  }
  if (result.timeline === undefined) delete result.timeline
  return result
}

/** The first day or time the text names, by chrono-node in the message's language. */
function whenIn(text: string, language: Language): { text: string; future: boolean } | null {
  const found = chrono[language].parse(text, new Date(), { forwardDate: true }).find(
    (date) =>
      ['day', 'weekday', 'hour', 'month'].some((part) => date.start.isCertain(part as 'day')) &&
      /\d|\p{L}{4,}/u.test(date.text) &&
      // '20k CVs a month' is a rate, not a date ('in a month' is one); '24/7' is round the clock.
      date.text.trim() !== '24/7' &&
      // 'tier 1s', 'the 1990s': a plural of a number, not a second or a time of day.
      !/^\d+s$/i.test(date.text.trim()) &&
      // ('a second opinion tool' is no time either.)
      !/^(?:a|an|per|each|every|al|por|par)\s+(?:second|minute|hour|day|week|month|year|segundo|minuto|hora|día|semana|mes|año|seconde|minute|heure|jour|semaine|mois|an)s?$/i.test(
        date.text.trim(),
      ),
  )
  if (!found) return null
  // 'at 3' for a callback means the afternoon: nobody books a sales call at 3 in the night.
  const hour = found.start.get('hour')
  const pm =
    found.start.isCertain('hour') && hour !== null && hour >= 1 && hour <= 7 && !found.start.isCertain('meridiem')
  return {
    text: `${found.text}${pm ? ' pm' : ''}`,
    future: found.start.isCertain('month') && found.start.date().getTime() > Date.now(),
  }
}

/** Numbers said in words, for 'three teams' / 'tres equipos' / 'trois équipes'. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['one', 'uno', 'un'],
    ['two', 'dos', 'deux'],
    ['three', 'tres', 'trois'],
    ['four', 'cuatro', 'quatre'],
    ['five', 'cinco', 'cinq'],
    ['six', 'seis', 'six'],
    ['seven', 'siete', 'sept'],
    ['eight', 'ocho', 'huit'],
    ['nine', 'nueve', 'neuf'],
    ['ten', 'diez', 'dix'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
)

/** What a cost question is for: how many of something, over how many years, several models summed. */
export interface CostAsk {
  /** How many teams, sites, stores… (1 when the question names none). */
  count: number
  /** What is counted, in the visitor's word ('hospitals', 'équipes'); absent for 1. */
  unit?: string
  /** A term in years ('a 3 year term'), 1 otherwise. */
  years: number
  /** The models are asked about together ('both together', 'los dos', 'les deux'). */
  together: boolean
}

const COUNT_WORD = String.raw`\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')}`
/** 'for 3 hospitals', 'all 4 teams', 'two departments', 'trois équipes': a number and a plural noun. */
const COUNTED = new RegExp(String.raw`\b(${COUNT_WORD})\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]{3,}[sx])\b`, 'giu')
/** A count written before the noun it describes: 'a 12 store pilot', 'a 3-hospital rollout'. */
const COUNTED_BEFORE =
  /\b(\d{1,3})[\s-](\p{L}{3,})\s+(?:pilot|rollout|roll-out|deployment|trial|proof of concept|poc)\b/iu
/** Plural nouns after a number that count time, money or data, not the business's units. */
const NOT_COUNTED =
  /^(?:years|months|weeks|days|hours|minutes|seconds|dollars|euros|percent|times|calls|tickets|transactions|años|meses|semanas|días|horas|minutos|dólares|veces|ans|mois|semaines|jours|heures|minutes|dollars|fois|cvs|documents|requests|users|people|personas|personnes|employees|empleados|salariés|juntos|juntas|ensemble|together|combined|both|ambos|ambas)$/i
const YEARS = /\b(\d{1,2}|[a-zà-ÿ]+)[\s-]+(?:years?|year[\s-]term|años|ans)\b/iu
const TOGETHER =
  /\b(both|the two|together|combined|in total|each(?! (?:month|year|week|day|time|of (?:our|the|my))\b)|each one|los dos|las dos|ambos|ambas|juntos|en total|cada uno|cada una|les deux|ensemble|au total|chacun|chacune)\b/iu

/** A number written as digits or a word of the three languages, or null. */
function numberOf(word: string) {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? null)
}

/** What a cost question asks for: 'for all 3 hospitals per year', 'both together', 'a 3 year term'. */
export function costAskIn(text: string): CostAsk {
  const ask: CostAsk = { count: 1, years: 1, together: TOGETHER.test(text) }
  for (const [, number, noun] of text.matchAll(COUNTED)) {
    const count = numberOf(number!)
    if (count === null || count < 2 || NOT_COUNTED.test(noun!)) continue
    ask.count = count
    ask.unit = noun!.toLowerCase()
    break
  }
  // 'a 12 store pilot', 'a 3-hospital rollout': the count before a noun it describes.
  const described = ask.count === 1 ? COUNTED_BEFORE.exec(text) : null
  if (described && Number(described[1]) >= 2 && !NOT_COUNTED.test(`${described[2]}s`)) {
    ask.count = Number(described[1])
    ask.unit = `${described[2]!.toLowerCase()}s`
  }
  const years = YEARS.exec(text)
  const term = years ? numberOf(years[1]!) : null
  if (term && term >= 2 && term <= 10) ask.years = term
  // '6 age groups, if each one had its own': 'each' beside a count is each of those, not each model.
  if (ask.count > 1 && ask.together)
    ask.together = [...text.matchAll(new RegExp(TOGETHER.source, 'giu'))].some(
      (m) => !/^(?:each|cada|chacun)/i.test(m[0]),
    )
  return ask
}

const SIZE_NUMBER = String.raw`(?:(?:about|around|roughly|over|under|nearly|more than|less than|some|unos|unas|alrededor de|más de|environ|plus de|près de)\s+)?\d[\d,. ]*\s*(?:k|m|\+)?`
/** A count of something the business has: '3 hospitals', 'about 80 stores', '500 empleados', '200 salariés'. */
const SIZE = new RegExp(
  String.raw`(?<![\p{L}\p{N},.$€£/-])(${SIZE_NUMBER}\s+(?:[\p{L}-]{3,}\s+[\p{L}-]{3,}\s+[\p{L}-]{3,}[sx]\b|[\p{L}-]{3,}(?:\s+[\p{L}-]{3,}[sx]\b)?))`,
  'iu',
)
const SIZE_WORDS =
  /\b((?:small|mid-sized?|medium-sized?|large|big) (?:team|business|company|firm|practice|clinic|hospital|chain|network|bank|insurer|agency|group|manufacturer|retailer|school|university)|(?:team|staff|company|business|practice|firm) of (?:about |around )?\d[\d,]*|startup|start-up|multinational|fortune 500|pyme|pme)\b/i
/** Words after a number that are not a count of the business: money, shares, time. */
const NOT_A_SIZE =
  /^(?:percent|per|%|dollars?|euros?|usd|eur|years?|months?|weeks?|days?|hours?|minutes?|am|pm|o'clock|años?|meses|semanas|días|horas?|ans?|mois|semaines|jours|heures?|times?|veces|fois|costs?|price|prices|cuesta|coûte)\b/i

/** Words before a year ('since 1952', 'en 2019', 'depuis 1987'). */
const SINCE_YEAR =
  /\b(?:since|in|from|until|by|around|founded|established|est\.?|desde|en|hasta|depuis|dès|jusqu['’]en)\s*$/iu

const LABELLED =
  /\b(?:scope|tier|level|phase|type|class|category|part|article|section|stage|step|version|alcance|nivel|fase|tipo|niveau|étape|catégorie)\s*$/iu

function sizeIn(text: string): string | undefined {
  // The first count that is one: 'Tier 1 suppliers, 40 plants' has 40 plants.
  for (const match of text.matchAll(new RegExp(SIZE.source, 'giu'))) {
    const counted = match[1]!.trim()
    // 'SOC 2', 'ISO 27001', 'Scope 3 emissions', 'Tier 1 suppliers': a standard's or a label's
    // number, not a count.
    const before = text.slice(0, match.index)
    if (/\b\p{Lu}{2,}\s*$/u.test(before) || LABELLED.test(before)) continue
    // 'family business since 1952. looking for…': a year, and a sentence's end, are no count.
    if (/\d[.,]\s/.test(counted) || (SINCE_YEAR.test(before) && /^(?:19|20)\d\d\b/.test(counted))) continue
    const unit = counted.replace(new RegExp(`^${SIZE_NUMBER}\\s+`, 'iu'), '')
    // '21 CFR Part 11' names a regulation: a unit in capitals is an acronym, not a count.
    if (!NOT_A_SIZE.test(unit) && !/\d\s*%/.test(counted) && !/^\p{Lu}{2,}\b/u.test(unit))
      return counted.replace(/\s+/g, ' ')
  }
  return SIZE_WORDS.exec(text)?.[1]
}

/** Where a need starts in each language ('we need…', 'necesitamos…', 'nous voulons…'). */
const NEED_CLAUSE =
  /\b(?:we need|i need|we want|i want|we'd like|we would like|looking for|help (?:us )?with|automate|automating|struggl(?:e|ing) with|problem with|issue with|reduce|reducing|improve|improving|speed up|to (?:help|handle|manage|predict|detect|forecast)|necesitamos|necesito|queremos|quiero|buscamos|busco|reducir|mejorar|automatizar|nous devons|nous voulons|je veux|je cherche|nous cherchons|besoin d['’]|réduire|améliorer|automatiser)\s+(.{3,120}?)(?:[.!?;]|,\s*(?:and|but|so|y|pero|et|mais)\b|$)/iu

/** Intents that make a message a demand or an instruction, never a description of a need. */
const NOT_A_NEED: ReadonlyArray<Intent | 'gibberish'> = [
  'aboutModel',
  'discount',
  'contract',
  'human',
  'callback',
  'identity',
  'offTopic',
  'gibberish',
  'decline',
]

/**
 * Words that make a sentence a problem the visitor has ('radiology reads are backed up 4 days',
 * 'we find defects way too late', 'nos sinistres prennent des semaines'): that sentence is the need.
 */
const PAIN =
  /\b(?:backlog|backed up|drowning|chargebacks?|unhappy|complain(?:s|ts?)?|too (?:late|slow|long|many|much)|way too|slow|painful|painfully|by hand|manual(?:ly)?|is up|are up|going up|losing|lose|wast(?:e|ing)|delays?|late deliveries|errors?|mistakes|fraud|defects?|break(?:s|downs?)?|outages?|churn|stock-?outs?|empty shelves|overwhelmed|can't keep up|(?:hard|difficult|tough) to|slips? through|slipping through|go(?:es)? unnoticed|nobody notices|trop de|trop d['’]|demasiad[oa]s?|no (?:damos|dan) abasto|takes? (?:weeks|days|hours|months)|retraso|retrasos|perdemos|perdiendo|lento|lenta|manualmente|fraude|errores|colapsad[oa]|prennent des (?:semaines|jours|mois)|(?:un|des) temps fou|une éternité|takes? (?:forever|ages)|taking (?:forever|ages)|retards?|lent(?:e|s)?|à la main|manuellement|perdons|erreurs|débordé(?:e|s)?)\b/iu

function needIn(text: string, understood: Understanding): string | undefined {
  if (NOT_A_NEED.some((intent) => understood.intents.has(intent))) return undefined
  const clause = NEED_CLAUSE.exec(text)?.[0]
    ?.replace(/[.!?;,]$/, '')
    .trim()
  if (clause && clause.length > 3) return clause.slice(0, 140)
  const pain = sentencesOf(text).find((sentence) => PAIN.test(sentence) && !/\?\s*$/.test(sentence))
  if (pain && wordsOf(pain).length >= 3) return pain.replace(/[.!?]+$/, '').slice(0, 140)
  const sentence = understood.sentences.need
  // A sentence that only introduces the business ('we run a chain of hospitals') is not a need.
  if (sentence && wordsOf(sentence).length >= 3 && !understood.intents.has('introduce'))
    return sentence.replace(/[.!?]+$/, '').slice(0, 140)
  return undefined
}

/** The qualifying details one understood message carries. */
function detailsOf(text: string, understood: Understanding, askedFor?: keyof CapturedDetails): CapturedDetails {
  const details: CapturedDetails = { language: understood.language }
  if (understood.industry) details.industry = understood.industry
  const size = sizeIn(text)
  // '4' in 'mañana a las 4' is a time, not a size.
  if (size && !(understood.when && understood.when.includes(size.match(/\d+/)?.[0] ?? '∅'))) details.size = size
  if (understood.timeline) details.timeline = understood.timeline
  const callAsked = understood.intents.has('callback') || understood.intents.has('human')
  const callAt = callTimeIn(text, understood.when)
  if (callAt && callAsked) details.callbackAt = callAt
  const writer = writerIn(text, understood.industry, understood.language, { callAsked, nameAsked: askedFor === 'name' })
  if (writer.name) details.name = writer.name
  if (writer.company) details.company = writer.company
  const useCase = needIn(text, understood)
  if (useCase) details.useCase = useCase

  // A direct answer to the question just asked (not a question or a request of its own).
  const answer = text.trim().replace(/[.!]+$/, '')
  const words = wordsOf(answer)
  const own = [...understood.intents].filter((i) => i !== 'need' && i !== 'affirm' && i !== 'introduce')
  // A question asked without its question mark ('what would you suggest then') is no answer either.
  const question =
    /\?\s*$/.test(answer) ||
    /^(what|which|how|why|can|could|do|does|is|are|qué|cuál|cómo|quel|quelle|comment|pourquoi)\b/i.test(answer)
  if (own.length || question) return details
  if (askedFor === 'useCase' && !details.useCase && words.length >= 2 && words.length <= 25 && !details.size) {
    details.useCase = answer.slice(0, 140)
  }
  if (askedFor === 'size' && !details.size && /\d/.test(answer) && words.length <= 8) details.size = answer.slice(0, 60)
  if (askedFor === 'name' && !details.name && words.length >= 1 && words.length <= 3 && /^[\p{L}' -]+$/u.test(answer)) {
    const name = nameAnswered(answer)
    if (name) details.name = name
  }
  return details
}

/**
 * The qualifying details in one message, and its language. `askedFor` is the detail the AI
 * Architect's previous message asked about: a short answer to it is taken as that detail ('about
 * 40 people', 'Priya'); `conversation` is the chat's language so far.
 */
export async function detailsIn(
  text: string,
  options: Parameters<typeof readMessage>[1] = {},
): Promise<CapturedDetails> {
  return (await readMessage(text, options)).details
}

/** The qualifying details in one message and what was understood of it, read once. */
export async function readMessage(
  written: string,
  options: {
    askedFor?: keyof CapturedDetails
    conversation?: Language
    /** The AI Architect's previous message offered the call ('Schedule a Consultation'). */
    callOffered?: boolean
    /** The message gives the visitor's address: a day or an hour beside it is when to call. */
    contactGiven?: boolean
  } = {},
): Promise<{ details: CapturedDetails; understood: Understanding }> {
  const text = periodsInOneForm(written)
  const understood = await understand(text, options.conversation)
  const details = detailsOf(text, understood, options.askedFor)
  // 'tomorrow after 2pm works', 'Mañana a la tarde, después de las 17' just after the call was
  // offered, or beside the visitor's address ('…, praman@…. next week any afternoon'): when to
  // call, not when the project starts (unless that was what was asked).
  const callAt = callTimeIn(text, understood.when)
  if (
    (options.callOffered || options.contactGiven) &&
    options.askedFor !== 'timeline' &&
    callAt &&
    !details.callbackAt &&
    CALL_TIME.test(callAt)
  ) {
    details.callbackAt = callAt
    if (details.timeline === understood.when) delete details.timeline
  }
  return { details, understood }
}

/** A part of the day said alone ('afternoons are best', 'any afternoon', 'por las mañanas'), which chrono leaves out. */
const PART_OF_DAY =
  // ('our GM sets rates every morning' says when things happen, not when to call.)
  /(?<!\b(?:every|each|all|cada|todas las|tous les|chaque)\s+)\b(?:(?:any|in the|most|late|early) )?(?:mornings?|afternoons?|evenings?)\b|\b(?:por|en) las? (?:mañanas?|tardes?)\b|\b(?:le matin|l['’]après-midi|en fin de journée|en soirée|en matinée)(?![\p{L}])/iu

/** When to call: the day or hour chrono read, with a part of the day said beside it ('next week any afternoon'). */
function callTimeIn(text: string, when: string | undefined): string | undefined {
  const part = PART_OF_DAY.exec(text)?.[0]
  if (!part) return when
  return when && !when.toLowerCase().includes(part.replace(/^(?:any|in the|most|late|early) /i, '').toLowerCase())
    ? `${when} ${part}`
    : (when ?? part)
}

/** A day or an hour to call at, not a month or a quarter to start in. */
const CALL_TIME =
  /\d|\b(?:today|tomorrow|tonight|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|hoy|mañana|tarde|noche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|semana|aujourd['’]hui|demain|matin|après-midi|soir|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine)\b/iu
