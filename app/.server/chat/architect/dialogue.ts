/**
 * The offline AI Architect's dialogue manager (docs/decisions/026-the-ai-architect-sells.md, and
 * 061-understanding-by-nlp-js.md for what supersedes it): on a fresh machine, with no AI provider,
 * the assistant still sells. Each turn it reads the visitor's language and intents (understand.ts,
 * NLP.js), answers in that language (phrases.ts) with real models, prices and links from the
 * catalogue (through the same tools the provider path is offered), hands anything it must not
 * decide (a person, a discount, a contract term, a question it cannot answer) to a person with
 * the callback, asks the next qualifying question it has not asked, and never sends a paragraph
 * it already sent in this chat.
 */
import { formatUsd } from '~/lib/money'
import type { CapturedDetails } from '~/lib/entities/chat-request'
import type { ProviderMessage } from '../provider-types'
import type { CompanyTopic, ModelFacts, ToolName, ToolOutcome } from '../tools'
import { KNOWLEDGE_TOPICS, LANGUAGES, type Intent, type Language } from './corpus'
import { ALL_EMAIL_ASKS, ALL_QUESTIONS, OFFER_MARK, PHRASES, type Phrases } from './phrases'
import type { KnowledgeTopic as KnowledgeSection } from '~/lib/entities/knowledge'
import {
  asksHowLong,
  asksHowMany,
  asksWhen,
  costAskIn,
  countsSomething,
  DATA_STAYS,
  DISCOUNT_ASK,
  NOT_NEGOTIABLE,
  periodsInOneForm,
  questionLike,
  sentencesOf,
  stemsOf,
  understand,
  type CostAsk,
  type Understanding,
} from './understand'
import { folded, wordsOf } from './words'
import { COUNTRIES } from '~/lib/countries'
import { withoutEmail } from '../chat-lead'
import { brand } from '~/lib/brand'
import { isIndustry } from '~/lib/industries'
import { industryName } from '~/lib/industry-names'

/** A knowledge-base answer: the question it answers, the answer, and its page. */
export interface KnowledgeAnswer {
  question: string
  /** The answer as it is said first: its opening lines. */
  answer: string
  /** The whole answer, where a follow-up's line is looked for ('ISO 27001?' after SOC 2). */
  full?: string
  link: string
  /** Its section of the knowledge base ('Integrations'), where the tool says. */
  topic?: string
  /** How well it matches the question (the knowledge base's rank; about 0.2 is a weak match, 1 a strong one). */
  score?: number
}

/**
 * How well the knowledge base must match a message no trained intent read as a knowledge question
 * ('we need a BAA signed before any PHI touches it', 'does it plug into SAP TM?') for its answer
 * to be the reply: lower for a question, which is what the knowledge base answers.
 */
const KNOWLEDGE_ON_ITS_OWN = { question: 0.2, statement: 0.4 }
/** What a message that gives an e-mail may still ask: a call, a person, or nothing more. */
const CONTACT_INTENTS = new Set<Intent | 'gibberish'>(['callback', 'human', 'thanks', 'goodbye'])
/** Intents the catalogue answers better than any article: a price, a comparison, a model. */
const CATALOGUE_INTENTS: ReadonlyArray<Intent> = ['price', 'yearlyCost', 'compare']

/** How the dialogue reaches the catalogue and the company's facts: the tools, run for this visitor. */
export interface DialogueTools {
  run(name: ToolName, args: Record<string, unknown>): Promise<ToolOutcome>
  /** The active models a message names (by title or by its distinctive word, typos allowed), best first. */
  modelsNamed(text: string): Promise<ModelFacts[]>
  /** What a model's page says about it (its descriptions, in English), when the catalogue is plugged in. */
  modelText?(model: ModelFacts, language?: Language): Promise<string | null>
  /**
   * The one model that clearly answers a need (in any industry, or in the one given), or null; a
   * need in Spanish or French is read against the catalogue's translations.
   */
  bestModelFor?(text: string, industry?: string, language?: Language): Promise<ModelFacts | null>
  /** Active models that cover every word of a capability, best first (none: the catalogue lacks it). */
  modelsCovering?(words: string[], language?: Language): Promise<ModelFacts[]>
  /** The catalogue's own words closest to a text's words in another language ('revue' → 'review'). */
  catalogueWords?(text: string): Promise<string>
  /**
   * The knowledge base's best answer to a question (other than the articles `except` links to),
   * from one section of it where `section` is given ('Integrations').
   */
  knowledge?(
    text: string,
    language: Language,
    except?: readonly string[],
    section?: string,
  ): Promise<KnowledgeAnswer | null>
}

interface DialogueInput {
  /** The conversation, oldest first, ending with the visitor's message. */
  conversation: ProviderMessage[]
  /** What the chat has learned, this message included. */
  captured: CapturedDetails
  /** What it had learned before this message. */
  capturedBefore: CapturedDetails
  /** The model page the chat was opened from. */
  pageModel: ModelFacts | null
  tools: DialogueTools
}

interface DialogueReply {
  text: string
  /** The callback was offered with the form opened, pre-filled with this. */
  callback?: CapturedDetails
  /** The visitor asked for a person: staff should take the chat (wired to live takeover later). */
  handover?: boolean
  /** The language the reply is in. */
  language: Language
}

type Qualifier = 'industry' | 'useCase' | 'size' | 'timeline'
const QUALIFIERS: Qualifier[] = ['industry', 'useCase', 'size', 'timeline']

const link = (model: ModelFacts) => `[${model.title}](${model.link})`
const sentence = (text: string) => text.trim().replace(/[.!?]*$/, '.')
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const monthly = (model: ModelFacts) => model.price.replace(/^from /, '')
/** A price in the reply's language: '$1,299/month' → '$1,299/mes'; the figure unchanged. */
const localPrice = (state: State, model: ModelFacts) => monthly(model).replace(/\/month$/, `/${state.p.month}`)
/**
 * What a model does, in a reply: the catalogue's own summary, which is written in English; a
 * Spanish or French reply names the model and its price without it rather than switch languages.
 */
const summaryOf = (state: State, model: ModelFacts) => (state.language === 'en' ? `${sentence(model.summary)} ` : '')
/** An industry as the reply's language names it ('Santé' in French); one the site does not list, as it is. */
const sector = (state: State, industry: string) =>
  isIndustry(industry) ? industryName(industry, state.language) : industry
const priceOf = (model: ModelFacts) => Number(model.price.replace(/[^\d]/g, ''))

/** One turn's reply, built paragraph by paragraph. */
class Reply {
  readonly paragraphs: string[] = []
  callback?: CapturedDetails
  handover = false
  constructor(private readonly sent: Set<string>) {}

  /**
   * The first wording not sent before in this chat; null when every one was. A wording of several
   * paragraphs (a knowledge answer) counts as sent when any of its paragraphs was: the chat is
   * remembered paragraph by paragraph.
   */
  pick(wordings: readonly string[]): string | null {
    const sentBefore = (w: string) =>
      this.sent.has(w) || this.paragraphs.includes(w) || w.split(/\n{2,}/).some((part) => this.sent.has(part.trim()))
    return wordings.find((w) => !sentBefore(w)) ?? null
  }

  say(...wordings: string[]) {
    const chosen = this.pick(wordings)
    if (chosen) this.paragraphs.push(chosen)
    return chosen !== null
  }

  /**
   * A lead-in and the list it announces, together or not at all: a list already sent is not
   * repeated, and its lead-in is not left announcing nothing ('the models above' instead).
   */
  sayList(leads: readonly string[], list: string, above: readonly string[]) {
    if (this.sent.has(list) || this.paragraphs.includes(list)) return this.say(...above)
    const lead = this.pick(leads)
    if (lead) this.paragraphs.push(lead)
    this.paragraphs.push(list)
    return true
  }

  get text() {
    return this.paragraphs.join('\n\n')
  }
}

interface State {
  latest: string
  understood: Understanding
  intents: Set<Intent | 'gibberish'>
  language: Language
  p: Phrases
  captured: CapturedDetails
  before: CapturedDetails
  sent: Set<string>
  said: string
  offeredBefore: boolean
  visitorTurns: number
  lastAssistant: string
}

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.some((l) => l === value)

async function stateOf(input: DialogueInput): Promise<State> {
  const visitor = input.conversation.filter((m) => m.role === 'user')
  const assistant = input.conversation.filter((m) => m.role === 'assistant')
  const latest = periodsInOneForm(visitor.at(-1)?.content ?? '')
  const before = input.capturedBefore.language
  // An e-mail is the contact step's, not words to understand (decision 063).
  const rest = withoutEmail(latest)
  const understood = await understand(rest, isLanguage(before) ? before : undefined)
  // 'mi correo es lucia@…': the words around an address only give it.
  if (rest !== latest && wordsOf(rest).length <= 4)
    for (const intent of understood.intents) if (!CONTACT_INTENTS.has(intent)) understood.intents.delete(intent)
  // 'Regulators will ask… Do you have docs?' names no new business in a chat that has one: a
  // question keeps the business already described (as turn.ts keeps it).
  if (understood.industry && input.capturedBefore.industry && questionLike(latest)) understood.industry = null
  // A team named ('the engineering team is paranoid') is no new business once one is known.
  if (understood.industryByTeam && input.capturedBefore.industry) understood.industry = null
  // An industry the turn learned from the catalogue (turn.ts) counts as named in this message.
  const learnedIndustry =
    input.captured.industry !== input.capturedBefore.industry ? input.captured.industry : undefined
  if (!understood.industry && learnedIndustry && isIndustry(learnedIndustry)) understood.industry = learnedIndustry
  // When to call, told with the visitor's address ('…, praman@…. next week any afternoon'): a call
  // asked for.
  if (
    input.captured.callbackAt &&
    input.captured.callbackAt !== input.capturedBefore.callbackAt &&
    input.captured.email &&
    input.captured.email !== input.capturedBefore.email
  )
    understood.intents.add('callback')
  const language = isLanguage(input.captured.language) ? input.captured.language : understood.language
  const said = assistant.map((m) => m.content).join('\n')
  return {
    latest,
    understood,
    intents: understood.intents,
    language,
    p: PHRASES[language],
    captured: input.captured,
    before: input.capturedBefore,
    sent: new Set(assistant.flatMap((m) => m.content.split(/\n{2,}/).map((p) => p.trim()))),
    said,
    offeredBefore: said.includes(OFFER_MARK),
    visitorTurns: visitor.length,
    lastAssistant: assistant.at(-1)?.content ?? '',
  }
}

/** What the knowledge base is asked: the message as read (a short message's slips corrected), without emphasis that names no subject. */
function knowledgeQuestion(state: State) {
  const said = (state.understood.corrected ?? state.latest).replace(new RegExp(NOT_NEGOTIABLE, 'giu'), '')
  // A topic named in its own word ('…and Bullhorn as our ATS. integration?', 'our data must stay
  // in Canada') weighs in with its subject's words, though the other words match another article
  // as well (references, for 'we use').
  const named = [...state.intents].flatMap((intent) =>
    intent !== 'gibberish' && TOPIC_NAMED[intent]?.test(state.latest) ? [SUBJECT_WORDS[intent]![state.language]] : [],
  )
  return named.length ? `${said} ${named.join(' ')}` : said
}

/** The section of the knowledge base each knowledge question's articles are in, where only one is. */
const SECTION_OF: Partial<Record<Intent, KnowledgeSection>> = {
  'knowledge.integrations': 'Integrations',
  'knowledge.residency': 'Deployment',
  'knowledge.support': 'Service',
  'knowledge.onboarding': 'Getting started',
  'knowledge.nextSteps': 'Getting started',
  'knowledge.trial': 'Commercial',
  'knowledge.references': 'Commercial',
  'knowledge.training': 'Data & privacy',
  'knowledge.retention': 'Data & privacy',
}

/** The sections that answer more than one subject: finding one is no sign of the right article. */
const SHARED_SECTIONS = new Set(
  Object.values(SECTION_OF).filter((section, i, all) => all.indexOf(section) !== all.lastIndexOf(section)),
)

/**
 * The words of each knowledge question's own articles (their keywords on /trust), in each
 * language: added to the visitor's words when those alone find nothing or another subject's
 * article, since the classifier knew the subject ('what happens after I say yes?' is about next
 * steps though it says neither word), and to a question that names its topic in its own word.
 */
const SUBJECT_WORDS: Partial<Record<Intent, Record<Language, string>>> = {
  'knowledge.nextSteps': { en: 'what happens next', es: 'próximos pasos', fr: 'prochaines étapes' },
  'knowledge.onboarding': { en: 'onboarding', es: 'puesta en marcha', fr: 'mise en route' },
  'knowledge.training': { en: 'training', es: 'entrenamiento', fr: 'entraînement' },
  'knowledge.retention': { en: 'delete retention', es: 'conservación eliminar', fr: 'conservation supprimer' },
  'knowledge.residency': { en: 'data residency', es: 'residencia de los datos', fr: 'résidence des données' },
  'knowledge.support': { en: 'SLA support', es: 'SLA soporte', fr: 'SLA support' },
  'knowledge.trial': { en: 'proof of concept', es: 'prueba de concepto', fr: 'preuve de concept' },
  'knowledge.references': { en: 'references', es: 'referencias', fr: 'références' },
  'knowledge.integrations': { en: 'integration', es: 'integración', fr: 'intégration' },
}

/** A topic named by its own word, in the three languages. */
const TOPIC_NAMED: Partial<Record<Intent, RegExp>> = {
  'knowledge.integrations': /\b(?:integrat|integra|intègr|intégr|connect|conect)\p{L}*/iu,
  'knowledge.residency': new RegExp(
    `${DATA_STAYS.source}|\\b(?:data residency|hosted|hosting|residencia de (?:los )?datos|alojad\\p{L}*|alojan|hébergé\\p{L}*|hébergement|résidence des données)`,
    'iu',
  ),
  'knowledge.references': /\b(?:references?|referencias?|références?|case stud\p{L}*)/iu,
  'knowledge.trial':
    /\b(?:free trial|trial|proof of concept|PoC|prueba gratuita|periodo de prueba|essai gratuit|version d['’]essai)/iu,
}

async function knowledgeFor(
  input: DialogueInput,
  state: State,
  intent: Intent | 'gibberish',
): Promise<KnowledgeAnswer | null> {
  if (!input.tools.knowledge) return null
  const found = await input.tools.knowledge(knowledgeQuestion(state), state.language)
  const subject = intent === 'gibberish' ? undefined : SUBJECT_WORDS[intent]?.[state.language]
  const section = intent === 'gibberish' ? undefined : SECTION_OF[intent]
  // The visitor's words alone found an article of the question's own section, or nothing says
  // which section that is: their words decide. A section that answers other subjects too (next
  // steps beside onboarding, references beside trials) is no sign they found the right one:
  // 'how long to get it live?' shares 'start' with the next steps.
  // The classifier learned Spanish and French from fewer examples than English: there, only a
  // subject a rule read in the question's own words outweighs the article its words found
  // ('¿Qué cifrado usan?' is about encryption, not who uses us).
  const trusted = state.language === 'en' || state.understood.sure.has(intent as Intent)
  if (
    !subject ||
    (found && (!section || !found.topic || !trusted || (found.topic === section && !SHARED_SECTIONS.has(section))))
  )
    return found
  // 'we're on athenahealth, does it push the note into the chart?' shares more words with other
  // articles than with the integrations': the subject's words break the tie, and an article of
  // another section found that way is no better than what the words found.
  const bySubject = await input.tools.knowledge(`${knowledgeQuestion(state)} ${subject}`, state.language)
  if (!found) return bySubject
  if (bySubject && bySubject.topic === section) return bySubject
  // A subject a rule read in so many words ('we use Workday and Bullhorn. integration?') is
  // answered from its own section, whatever else the words match better.
  if (section && state.understood.sure.has(intent as Intent))
    return (await input.tools.knowledge(`${knowledgeQuestion(state)} ${subject}`, state.language, [], section)) ?? found
  return found
}

/** The detail the AI Architect's last message asked for (in any language), so a short answer is read as it. */
export function askedFor(lastAssistant: string): keyof CapturedDetails | undefined {
  for (const { questions, name } of ALL_QUESTIONS) {
    for (const key of QUALIFIERS) if (questions[key].some((q) => lastAssistant.includes(q))) return key
    if (lastAssistant.includes(name)) return 'name'
  }
  return undefined
}

function asked(state: State, key: Qualifier) {
  return ALL_QUESTIONS.some(({ questions }) => questions[key].some((q) => state.said.includes(q)))
}

function ask(state: State, reply: Reply) {
  for (const key of QUALIFIERS) {
    if (state.captured[key] || asked(state, key)) continue
    const question = reply.pick(state.p.questions[key])
    if (question) reply.paragraphs.push(question)
    return question !== null
  }
  return false
}

const who = (state: State) => (state.captured.name ? `, ${state.captured.name}` : '')
const listOf = (state: State, items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${state.p.and} ${items.at(-1)}`

/** Whether it is time to offer the call unasked: the visitor is qualified, or has talked a while. */
function readyForOffer(state: State) {
  const c = state.captured
  return (
    !state.offeredBefore &&
    Boolean(c.industry) &&
    (Boolean(c.useCase && (c.size || c.timeline)) || state.visitorTurns >= 5)
  )
}

function offer(state: State, reply: Reply) {
  reply.say(...state.p.offer(who(state)))
  if (!state.captured.name) reply.say(state.p.nameQuestion)
}

/** The callback form opened, pre-filled with what the chat learned. */
async function openForm(input: DialogueInput, reply: Reply) {
  const { callback } = await input.tools.run('offer_callback', { ...input.captured })
  reply.callback = callback
}

/**
 * The catalogue's best models for a need. A Spanish or French need is searched in the catalogue's
 * translations; a model without one is still found through the English words closest to the
 * visitor's ('contrats' → contract).
 */
async function search(input: DialogueInput, state: State, query: string, industry?: string): Promise<ModelFacts[]> {
  const found = async (words: string, language: Language) => {
    // The tool takes 300 characters at most: a long message's start, and the words found for it.
    const { result } = await input.tools.run('search_catalogue', {
      query: words.slice(0, 300),
      ...(industry ? { industry } : {}),
      ...(language !== 'en' ? { language } : {}),
    })
    return (result as { models?: ModelFacts[] }).models ?? []
  }
  if (state.language === 'en') return found(query, 'en')
  const translated = await found(query, state.language)
  const near = input.tools.catalogueWords ? await input.tools.catalogueWords(query) : ''
  if (!near) return translated
  const english = await found(`${near} ${query}`, 'en')
  return [...translated, ...english.filter((m) => !translated.some((t) => t.link === m.link))]
}

/** The models as a list: each linked, what it does, and its price from. */
function modelLines(state: State, models: ModelFacts[]) {
  return models.map((m) => `- ${link(m)}: ${summaryOf(state, m)}${state.p.from(localPrice(state, m))[0]}`).join('\n')
}

/** Models not linked earlier in the chat come first, so a recommendation is never a repeat. */
function fresh(state: State, models: ModelFacts[], count: number) {
  const unseen = models.filter((m) => !state.said.includes(`(${m.link})`))
  return [...unseen, ...models.filter((m) => !unseen.includes(m))].slice(0, count)
}

const LINKED = /\[([^\]\n]{1,120})\]\(\/models\/[a-z0-9-]+\)/g

/**
 * The models the AI Architect linked most recently, newest message first, at most `count`: what
 * 'it', 'how much?' or 'both together' refers to. `count` 0 reads only the latest message with links.
 */
async function recentlyLinked(input: DialogueInput, count = 0): Promise<ModelFacts[]> {
  const titles: string[] = []
  for (const message of input.conversation.toReversed()) {
    if (message.role !== 'assistant' || !message.content.includes('](/models/')) continue
    for (const [, title] of message.content.matchAll(LINKED)) if (!titles.includes(title!)) titles.push(title!)
    if (!count || titles.length >= count) break
  }
  const unique = titles.slice(0, count || 3)
  const found = await Promise.all(unique.map((title) => input.tools.modelsNamed(title)))
  return found.flatMap((models, index) => models.filter((m) => m.title === unique[index]).slice(0, 1))
}

/**
 * A model already put forward, called by a word of what it does rather than by its name: 'the
 * molecule one', 'phishing one for all 80 clients', 'el de las moléculas', 'celui pour la paie'.
 */
const CALLED_BY =
  /\b([\p{L}-]{4,})\s+one\b|\b(?:el|la|los|las) de(?:l| la| las| los)?\s+([\p{L}-]{4,})|\bcelui (?:de|du|des|pour)\s+(?:la\s+|les\s+|le\s+|l['’])?([\p{L}-]{4,})/iu
/** Words before 'one' that point at a model by its place or its price, not by what it does. */
const NOT_CALLED_BY =
  /^(?:that|this|which|other|each|every|first|second|third|last|cheaper|cheapest|lighter|right|best|same|only|single|another|bigger|smaller|better)$/i

async function modelCalledBy(input: DialogueInput, state: State): Promise<ModelFacts | undefined> {
  const found = CALLED_BY.exec(state.latest)
  const word = found && folded(found[1] ?? found[2] ?? found[3] ?? '')
  if (!word || NOT_CALLED_BY.test(word)) return undefined
  // 'phishing' finds PhishNet's 'phishing', 'moléculas' MoleculeForge: the word's start, a plural's
  // or a verb's ending left off.
  const start = word.slice(0, Math.max(4, word.length - 2))
  const shown = await recentlyLinked(input, 6)
  const calls = shown.filter((m) => new RegExp(`\\b${start}`, 'u').test(folded(`${m.title} ${m.summary}`)))
  return calls.length === 1 ? calls[0] : undefined
}

/**
 * A model shown called by a word of its name ('if we rolled the tutor out to all 38 schools' is
 * TutorLoop's cost, not the two shortlisted summed): a word that starts one shown title's word.
 */
async function modelCalledByName(input: DialogueInput, state: State): Promise<ModelFacts | undefined> {
  const shown = await recentlyLinked(input, 6)
  for (const [, word] of state.latest.matchAll(/\bthe ([\p{L}-]{4,})\b/giu)) {
    const start = folded(word!).replace(/(?:s|es)$/, '')
    if (NOT_CALLED_BY.test(start) || start.length < 4) continue
    const calls = shown.filter((m) =>
      folded(m.title)
        .split(/[^\p{L}]+/u)
        .some((w) => w.startsWith(start)),
    )
    if (calls.length === 1) return calls[0]
  }
  return undefined
}

/** The models a question is about: those it names or calls by what they do, else the page's, else the last ones linked. */
async function modelsInQuestion(input: DialogueInput, state: State, together = false) {
  const named = await input.tools.modelsNamed(state.latest)
  // 'and PolicyPrice, both together?': the one named and the one before it.
  if (together && named.length === 1) {
    const earlier = (await recentlyLinked(input, 2)).filter((m) => m.link !== named[0]!.link)
    return [...named, ...earlier].slice(0, 2)
  }
  if (named.length) return named
  const called = (await modelCalledBy(input, state)) ?? (await modelCalledByName(input, state))
  if (called) return [called]
  if (input.pageModel) return [input.pageModel]
  return recentlyLinked(input, together ? 2 : 0)
}

/**
 * Units are multiplied out at list price up to MOST_UNITS_WORKED_OUT ('22 hotels'; more is a
 * volume, not a count of sites); above VOLUME_FROM the reply adds that volume pricing is a
 * person's to quote, since the list-price total is then only a ceiling.
 */
const MOST_UNITS_WORKED_OUT = 100
const VOLUME_FROM = 10

/**
 * What the cost question asks for. A follow-up that names no count ('and a year?') keeps the count
 * of the visitor's previous cost question ('what's that per month for all 4 teams?').
 */
function costAsk(input: DialogueInput, state: State): CostAsk {
  const previous = input.conversation.filter((m) => m.role === 'user').at(-2)?.content ?? ''
  const before = costAskIn(previous)
  const wasCost = /\$|\b(price|cost|much|per month|a month|precio|cuesta|cuánto|prix|coût|combien)\b/i.test(previous)
  const followUp = wasCost && wordsOf(state.latest).length <= 6
  // 'and per year?' after 'what do both cost together per month?' still asks for the two summed.
  const ask = { ...costAskIn(state.latest) }
  if (followUp && before.together) ask.together = true
  if (ask.count > 1) return ask
  // 'how much per year for all 6?' counts what the visitor said they have ('6 plants').
  const bare = /\b(?:all|for|the|todos? (?:los|las)|tous les|toutes les) (\d{1,3})\b(?!\s*[\p{L}%$€£])/iu.exec(
    state.latest,
  )
  const size = /^(\d{1,3})\s+(\p{L}[\p{L}-]*)$/u.exec(state.captured.size ?? '')
  if (bare && size && bare[1] === size[1]) return { ...ask, count: Number(size[1]), unit: size[2]! }
  return followUp && before.count > 1 ? { ...ask, count: before.count, unit: before.unit } : ask
}

/**
 * A price or a yearly cost, worked out from the monthly list prices: for each model, times the
 * units asked about and the months of the term; summed when the models were asked about together;
 * quoted by a person, not multiplied, for many units.
 */
async function answerCost(
  input: DialogueInput,
  state: State,
  reply: Reply,
  period: 'year' | 'month',
  /** Asked beside another question ('what's included in that price?'): a cost already given is not said again. */
  alongside = false,
) {
  const { p } = state
  const ask = costAsk(input, state)
  let models = await modelsInQuestion(input, state, ask.together)
  if (!models.length && state.captured.industry)
    models = fresh(state, await search(input, state, state.latest, state.captured.industry), period === 'year' ? 2 : 3)
  if (!models.length) {
    if (period === 'year') reply.say(...p.priceAsk)
    else await priceOverview(input, state, reply)
    // A price question always gets the consultation offer (docs/product.md#ai-architect).
    if (!state.offeredBefore) reply.say(...p.priceQuote)
    return
  }
  models = models.slice(0, 3)
  const units = ask.count > MOST_UNITS_WORKED_OUT ? 1 : ask.count
  const months = period === 'year' ? 12 * ask.years : 1
  if (units === 1 && months === 1 && !(ask.together && models.length > 1)) {
    const lines = models.map((m) => `${link(m)}: ${localPrice(state, m)}`)
    reply.say(...(lines.length > 1 ? p.priceMany(listOf(state, lines)) : p.priceOne(lines[0]!)))
  } else {
    const factors = [
      months > 1 ? ' × 12' : '',
      ask.years > 1 && period === 'year' ? ` × ${p.years(String(ask.years))}` : '',
      units > 1 ? ` × ${units} ${ask.unit}` : '',
    ].join('')
    const totals = models.map((m) => priceOf(m) * months * units)
    // A term of several years is its total, not a year's ('× 12 × 3 years = $21,564 over 3 years').
    const span = p.span(months > 1 ? 'year' : 'month', months > 1 ? ask.years : 1)
    const lines = models.map((m, i) =>
      p.cost(link(m), monthly(m).replace(/\/month$/, ''), factors, formatUsd(totals[i]!), span),
    )
    if (ask.together && models.length > 1) lines.push(p.together(formatUsd(totals.reduce((a, b) => a + b, 0)), span))
    const list = lines.join('\n')
    if (!reply.say(list)) {
      if (alongside) return
      reply.say(...p.modelsAbove)
    }
    reply.say(...p.yearlyNote)
  }
  if (ask.count > VOLUME_FROM) reply.say(...p.volume(`${ask.count} ${ask.unit}`))
  else if (!state.offeredBefore) reply.say(...p.priceQuote)
}

/** 'What are your prices?' with nothing to price yet: where the catalogue's list prices start. */
async function priceOverview(input: DialogueInput, state: State, reply: Reply) {
  const { p } = state
  if (state.captured.industry) {
    const found = fresh(state, await search(input, state, state.latest, state.captured.industry), 3)
    if (found.length) {
      reply.sayList(
        p.priceIndustry(sector(state, state.captured.industry)),
        found.map((m) => `- ${link(m)}: ${localPrice(state, m)}`).join('\n'),
        p.modelsAbove,
      )
      return
    }
  }
  const { result } = await input.tools.run('company_facts', { topic: 'pricing' })
  const range = (result as { priceRange?: { from: string; to: string } }).priceRange
  reply.say(...(range ? p.priceRange(range.from, range.to) : p.priceAsk))
}

async function answerCompare(input: DialogueInput, state: State, reply: Reply) {
  const { p } = state
  const models = [...(await input.tools.modelsNamed(state.latest))]
  if (models.length < 2 && input.pageModel && !models.some((m) => m.link === input.pageModel!.link)) {
    models.unshift(input.pageModel)
  }
  // 'How is ClaimFlow different?' with PolicyPrice just recommended: the one named against the one in view.
  if (models.length === 1) {
    const [inView] = (await recentlyLinked(input)).filter((m) => m.link !== models[0]!.link)
    if (inView) models.unshift(inView)
  }
  if (models.length < 2) {
    const suggestions = state.captured.industry
      ? fresh(state, await search(input, state, state.latest, state.captured.industry), 2)
      : []
    reply.say(
      ...(suggestions.length === 2
        ? p.compareAsk(sector(state, state.captured.industry!), listOf(state, suggestions.map(link)))
        : p.compareAskAny),
    )
    return
  }
  const [a, b] = models as [ModelFacts, ModelFacts]
  const list = [a, b]
    .map((m) => {
      const jobs = listOf(state, m.useCases.slice(0, 2).map(lowerFirst)) || listOf(state, m.industries)
      return `- ${link(m)}: ${summaryOf(state, m)}${state.language === 'en' ? `${p.compareBest(jobs)[0]} ` : ''}${p.from(localPrice(state, m))[0]}`
    })
    .join('\n')
  reply.sayList(p.compareLead, list, p.modelsAbove)
  const cheaper = priceOf(a) === priceOf(b) ? null : priceOf(a) < priceOf(b) ? a : b
  reply.say(...(cheaper ? p.cheaper(cheaper.title) : p.samePrice))
}

function companyTopic(text: string): CompanyTopic {
  const t = text.toLowerCase()
  if (/\b(products?|productos?|produits?|platform|pulse|enterprise plan)\b/.test(t)) return 'products'
  if (/\blabs?\b|research|innovation|laboratorios?|laboratoires?/.test(t)) return 'labs'
  if (
    /\b(contact|contacto|contacter|email|e-mail|phone|teléfono|téléphone|office|offices|based|located|basés|ubicados|headquarters|address)\b/.test(
      t,
    )
  )
    return 'contact'
  return 'overview'
}

async function answerCompany(input: DialogueInput, state: State, reply: Reply) {
  const topic = companyTopic(state.latest)
  const { result } = await input.tools.run('company_facts', { topic })
  const facts = result as Record<string, unknown>
  const cities = brand.headquarters.map((h) => h.city)
  // The company's own facts are in English on the site; names, addresses and links stay as they are.
  switch (topic) {
    case 'products': {
      const products = facts.products as Array<{ name: string; tagline: string }>
      reply.say(
        `${brand.name}: 🧩\n${products.map((p) => `- **${p.name}**: ${p.tagline}`).join('\n')}\n\n[/products](/products)`,
      )
      break
    }
    case 'labs': {
      const labs = facts.labs as Array<{ name: string }>
      reply.say(
        `🔬 ${
          listOf(
            state,
            labs.slice(0, 3).map((l) => `**${l.name}**`),
          ) || brand.name
        }: [/labs](/labs)`,
      )
      break
    }
    case 'contact':
      reply.say(`📬 ${brand.email} · ${brand.phone} · ${listOf(state, cities)}. ${OFFER_MARK}`)
      break
    default: {
      const figures = facts.figures as string[]
      reply.say(
        state.language === 'en'
          ? `${brand.name} builds and sells industry-specific AI models for enterprises: ${listOf(state, figures.slice(0, 3))}, with offices in ${listOf(state, cities)}. 🌍 Expert AI architects help each customer pick and deploy the right ones.`
          : `${brand.name} 🌍 ${listOf(state, figures.slice(0, 3))} · ${listOf(state, cities)}.`,
      )
    }
  }
}

/**
 * The knowledge base's answer to a message the intents did not read as a knowledge question, when
 * it matches well enough on its own (KNOWLEDGE_ON_ITS_OWN), and the message is not about a model,
 * a price or the visitor's business described for the first time.
 */
async function unaskedKnowledge(input: DialogueInput, state: State): Promise<KnowledgeAnswer | null> {
  const { intents } = state
  if (!input.tools.knowledge || [...intents].some(isKnowledge)) return null
  if (CATALOGUE_INTENTS.some((i) => intents.has(i)) || intents.has('human') || intents.has('callback')) return null
  // A message that names the visitor's business ('we're an airline, anything for us?') is about
  // models: a question the knowledge base answers there carries a knowledge intent of its own.
  // (The business named again, 'references from other municipalities', is no new description.)
  if (state.understood.industry && state.understood.industry !== state.before.industry) return null
  const question = questionLike(state.latest)
  const found = await input.tools.knowledge(knowledgeQuestion(state), state.language)
  const bar = question ? KNOWLEDGE_ON_ITS_OWN.question : KNOWLEDGE_ON_ITS_OWN.statement
  return found && (found.score ?? 0) >= bar ? found : null
}

/**
 * A statement (no question) that describes the visitor's work in words one model clearly answers,
 * and that no knowledge article answers on its own: a need, whatever intent it was heard as.
 */
async function describesANeed(input: DialogueInput, state: State) {
  if (questionLike(state.latest) || !input.tools.bestModelFor) return false
  const known = input.tools.knowledge ? await input.tools.knowledge(knowledgeQuestion(state), state.language) : null
  if (known && (known.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.statement) return false
  return Boolean(await input.tools.bestModelFor(state.latest, undefined, state.language))
}

/** Words of a certification, an approval or a regulation: a question about us, never a capability. */
const COMPLIANCE =
  /\b(complian\w*|certif\w*|accredit\w*|approved|authori[sz]ed|validated|clearance|cleared|ITAR|FedRAMP|GxP|FDA|SOC ?[12]|ISO ?\d+|HIPAA|PCI|NIST|regulat\w*|conformit\w*|cumplimiento|homolog\w*)\b/i

/** A price asked in a currency other than the list prices' own ('in euros', '£', 'en libras'). */
const OTHER_CURRENCY =
  /€|£|¥|₹|\b(euros?|eur|pounds?|gbp|sterling|yen|rupees?|inr|chf|swiss francs?|francs?|libras?|pesos?|soles|reales|reais|dirhams?|d[oó]lares canadienses|dollars canadiens|canadian dollars)\b/i
/** A currency's code, in capitals only ('MAD' is dirhams, 'mad' is angry). */
const CURRENCY_CODE = /\b(?:MXN|COP|CLP|ARS|PEN|BRL|MAD|CAD|AUD)\b/
const asksOtherCurrency = (text: string) => OTHER_CURRENCY.test(text) || CURRENCY_CODE.test(text)

/** A demo asked for ('can we see a demo first?', '¿se puede ver una demo?', 'une démo ?'). */
const DEMO_ASKED = /\b(?:demo|demos|demonstration|demostraci[oó]n|d[ée]mo|d[ée]monstration)\b/iu

/** Words of a trial or a pilot, in the three languages. */
const TRIAL_ASKED =
  /\b(try|trial|test(?:ing)?|pilot|proof of concept|poc|demo|prueba|probar(?:lo)?|piloto|essai|essayer|tester|pilote|d[ée]mo)\b/i
/** Words of a lower price, in the three languages (a free trial is none). */
const REDUCTION_ASKED =
  /%|\b(discount|cheaper|lower|reduc\w*|off the price|descuento|rebaja|m[aá]s barato|remise|rabais|r[ée]duction|moins cher)\b/i

/** Words that ask a cost, in the three languages. */
const COST_WORDS =
  /\b(how much|price|pricing|cost|yearly|annual(ly)?|per (year|month)|a (year|month)|cu[aá]nto|precio|coste|costo|anual|combien|prix|co[uû]t|tarif|annuel|(?:al|por) (?:año|mes)|sur (?:un|une) (?:an|année)|par (?:an|mois))(?![\p{L}])/iu

/** A cost asked by its amount or its period ('how much', 'cuánto', 'sur un an', 'al mes'). */
const COST_PERIOD_ASKED =
  /\b(?:how much|cu[aá]nto|combien|per (?:year|month)|(?:al|por) (?:año|mes)|sur (?:un|une) (?:an|année)|par (?:an|mois))(?![\p{L}])/iu

/**
 * The rest of a message that asked a cost and something else ('how much, and what's in the
 * price'): the knowledge base's answer to the other part, when it has a clear one.
 */
async function answerTheRest(input: DialogueInput, state: State, reply: Reply) {
  const included = await whatThePriceIncludes(input, state)
  if (included) {
    reply.say(...state.p.knowledgeSource(included.answer, included.question, included.link))
    return
  }
  const rest = besideTheCost(state)
  // 'combien ? et on a très peu d'exemples de défauts, c'est un problème ?', '¿Cuántos idiomas hace
  // y cuánto cuesta?': a question about the model beside its cost, which its own page answers.
  const page = await pageBesideTheCost(input, state, rest)
  if (page) {
    reply.say(`${link(page.model)}: ${page.sentence}`)
    return
  }
  if (wordsOf(rest).length < 2) return
  const found = input.tools.knowledge ? await input.tools.knowledge(rest, state.language, [PRICING_POLICY]) : null
  if (found && !found.link.startsWith(PRICING_POLICY) && (found.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.question)
    reply.say(...state.p.knowledgeSource(found.answer, found.question, found.link))
  // No article answers it either ('does it tell us what's in the bales?'): the page's sentence
  // sharing a word with it, rather than nothing.
  else if (questionLike(rest) && !ASKS_US.test(rest)) {
    const near = await modelFact(input, { ...state, latest: rest }, 1)
    if (near) reply.say(`${link(near.model)}: ${near.sentence}`)
  }
}

/** What is in a price, asked ('¿Qué incluye el precio?', "what's actually in that price?", 'is setup extra?'). */
const INCLUDES_ASKED =
  /\b(?:includ\w*|in (?:the|that|this|your|its) (?:list )?price|extras?|hidden (?:costs?|fees?)|on top of (?:that|it|the price)|incluye\w*|incluid[oa]s?|adicional(?:es)?|costos? ocultos|cargos? ocultos|inclu(?:s|se|t|ses)|compris(?:e|es)?|en plus|en suppl[ée]ment|suppl[ée]ments?|frais cach[ée]s)(?![\p{L}])/iu

/**
 * The knowledge base's answer to what a price includes, when the message asks it beside a cost
 * ('what's actually in that price? is setup extra'): that article, not one its other words match
 * ('training our 2 video guys' is no question about training models on their data).
 */
async function whatThePriceIncludes(input: DialogueInput, state: State) {
  if (!input.tools.knowledge || !INCLUDES_ASKED.test(state.latest)) return null
  // Asked in so many words: the Commercial section's answer is that article whatever its rank.
  const found = await input.tools.knowledge(state.latest, state.language, [PRICING_POLICY], 'Commercial')
  return found?.link.includes('#price-includes') ? { ...found, answer: await excerptFor(found, state) } : null
}

/** What a message asks besides its cost ('how much, and does it plug into our PACS?'), or ''. */
function besideTheCost(state: State) {
  const costSentence = state.understood.sentences.price ?? state.understood.sentences.yearlyCost
  return costSentence ? state.latest.replace(costSentence, ' ').replace(/^[\s,.;!?]*(and|y|et)\b/i, '') : ''
}

/** A question put to us, not about the model ('how do you avoid bias?', 'vous signez…', '¿firmáis…?'). */
const ASKS_US = /\b(?:you|your|yours|ustedes|vosotros|vuestr[oa]s?|su empresa|vous|votre|vos)\b|\b\p{L}+(?:áis|éis)\b/iu

/**
 * The model's own page sentence that answers the question beside a cost ('does it look at events in
 * town? pricing?', '¿precio mensual? ¿y detecta fraude?'), before any article: a question about
 * the model, not put to us, that the knowledge base is not sure of; or one naming a system the
 * page names ('does it plug into our PACS').
 */
async function pageBesideTheCost(input: DialogueInput, state: State, rest: string) {
  const question =
    wordsOf(rest).length >= 2 && questionLike(rest) ? rest : countsSomething(state.latest) ? state.latest : ''
  if (!question) return null
  // One word shared is enough when no other sentence shares one ('does it propose avoidance
  // maneuvers?' → 'proposes manoeuvres…'): a question about it beside its price.
  const page = await modelFact(input, { ...state, latest: question }, 1)
  if (!page || (page.score < 2 && !page.alone)) return null
  const sure = [...state.understood.sure].some(
    (i) => isKnowledge(i) && state.understood.sentences[i] && rest.includes(state.understood.sentences[i]!),
  )
  return page.names || (!sure && !ASKS_US.test(question)) ? page : null
}

/** Words that name a year as a cost's period, in the three languages. */
const YEAR_WORDS = /\b(years?|yearly|annual(ly)?|años?|anual|ans?|ann[ée]es?|annuel(le)?)(?![\p{L}])/iu

/** The period a cost question names: a year's when it says so, else the intent's. */
function costPeriod(state: State): 'year' | 'month' {
  const year = YEAR_WORDS.test(state.latest)
  const month = /\b(month|monthly|mes|mensual|mois|mensuel)\b/i.test(state.latest)
  return year || (state.intents.has('yearlyCost') && !month) ? 'year' : 'month'
}

const PRICING_POLICY = '/trust#pricing-policy'

/**
 * A message that asks a cost and a knowledge question at once ('how much, and is there a pilot?'),
 * or whose knowledge answer would be the pricing policy while a model is in view ('we'd need it in
 * 3 museums, yearly?'): the cost worked out first, then the other answer. False when it is not one.
 */
async function costWithKnowledge(input: DialogueInput, state: State, reply: Reply, found: KnowledgeAnswer | null) {
  const policy = found?.link.startsWith(PRICING_POLICY) ?? false
  const inView =
    input.pageModel || (await input.tools.modelsNamed(state.latest)).length || (await recentlyLinked(input)).length
  // 'What's the list price and what does it include?' asks both, whichever the classifier heard.
  const cost =
    state.intents.has('price') ||
    state.intents.has('yearlyCost') ||
    Boolean(inView && COST_WORDS.test(state.latest) && !asksHowLong(state.latest) && !asksHowMany(state.latest))
  if (!cost && !(policy && inView)) return false
  await answerCost(input, state, reply, costPeriod(state), Boolean(found && !policy))
  const included = await whatThePriceIncludes(input, state)
  const page = included ? null : await pageBesideTheCost(input, state, besideTheCost(state))
  const answer = included ?? (found && !policy ? found : null)
  if (page) reply.say(`${link(page.model)}: ${page.sentence}`)
  else if (answer) reply.say(...state.p.knowledgeSource(answer.answer, answer.question, answer.link))
  return true
}

/** What each language's handover says after the visitor's name: how a handover is recognised. */
const HANDOVER_MARKS = LANGUAGES.flatMap((l) => [
  ...PHRASES[l].handover('\u0000').map((wording) => wording.split('\u0000')[1]!.slice(0, 60)),
  ...PHRASES[l].handoverStill.map((wording) => wording.slice(0, 60)),
])

/** The AI Architect's last message handed the chat to a person. */
function handedOver(state: State) {
  return HANDOVER_MARKS.some((mark) => state.lastAssistant.includes(mark))
}

/** Asks for a model built for the visitor ('a custom model', 'trained on our own tickets'). */
const CUSTOM_MODEL =
  /\b(custom(?:-built)? (?:model|ai|solution)|bespoke|tailor(?:ed|-made) (?:model|ai)|(?:model|ai) (?:trained|built) (?:on|from|for) (?:our|my) own|modelo (?:a medida|personalizado)|modèle (?:sur mesure|personnalisé))/i

const CHEAPER =
  /\b(cheaper|less expensive|more affordable|lower[- ]cost|cheapest|más barat[oa]s?|más económic[oa]s?|moins cher|moins chère|plus abordable)\b/i
const DISCOUNT_WORDS = /\b(discount|% ?off|\d+ ?%|free|deal|waive|descuento|gratis|remise|rabais|gratuit)/i

/**
 * The lighter option: of the models in view, the one with the lowest list price; with one model in
 * view, the visitor's industry's models that cost less. False when there is nothing to compare.
 */
async function answerCheaper(input: DialogueInput, state: State, reply: Reply) {
  const { p } = state
  const inView = input.pageModel ? [input.pageModel] : await recentlyLinked(input, 3)
  if (inView.length >= 2) {
    const cheapest = inView.reduce((a, b) => (priceOf(b) < priceOf(a) ? b : a))
    return reply.say(...p.cheaper(`${link(cheapest)} (${localPrice(state, cheapest)})`))
  }
  const ceiling = inView[0] ? priceOf(inView[0]) : Infinity
  const industry = state.captured.industry
  if (!industry) return false
  const lighter = (await search(input, state, state.latest, industry)).filter(
    (m) => priceOf(m) < ceiling && !inView.some((v) => v.link === m.link),
  )
  if (!lighter.length) return false
  return reply.sayList(p.recommend, modelLines(state, lighter.slice(0, 2)), p.modelsAbove)
}

/** The visitor's previous message (a follow-up is read with it). */
function previousVisitor(input: DialogueInput) {
  return input.conversation.filter((m) => m.role === 'user').at(-2)?.content ?? ''
}

async function answerKnowledgeFollowUp(input: DialogueInput, state: State, reply: Reply) {
  if (!input.tools.knowledge) return false
  // A question of its own ('a trial is possible?') is answered whole, from its own article.
  const own = await input.tools.knowledge(knowledgeQuestion(state), state.language)
  if (own && !state.lastAssistant.includes(`](${own.link})`)) {
    await answerKnowledge(input, state, reply, own)
    return true
  }
  const found = await input.tools.knowledge(`${previousVisitor(input)} ${state.latest}`, state.language)
  if (!found) return false
  const lines = await linesAnswering(found.full ?? found.answer, state)
  for (const line of lines) if (reply.say(...state.p.knowledgeSource(line, found.question, found.link))) return true
  if (lines.length) return false
  // 'and if not, France?' after the hosting answer: a case the article does not cover is a person's.
  // ('and patent searching?' asks for models: those answer it.)
  if (/\?\s*$/.test(state.latest) && /^\s*(and|what about|how about|y|et)\b/i.test(state.latest)) {
    if ((await capabilityModels(input, state))?.length) return false
    return reply.say(...state.p.unknownAnswer)
  }
  return false
}

/**
 * Several knowledge questions in one message: each answered by the first line of its own article,
 * with its link, at most four; then the cost, when one was asked too.
 */
async function answerEach(input: DialogueInput, state: State, reply: Reply) {
  const asked = [...state.intents].filter((i): i is Intent => isKnowledge(i)).slice(0, 4)
  const links = new Set<string>()
  for (const intent of asked) {
    const sentence = state.understood.sentences[intent] ?? state.latest
    const clause = { ...state, latest: sentence, understood: { ...state.understood, corrected: undefined } }
    const found = await knowledgeFor(input, clause, intent)
    if (!found || links.has(found.link)) continue
    links.add(found.link)
    // Two questions get each excerpt whole (the regions are the answer to 'where is it hosted');
    // three or four, each its gist, so the reply stays readable.
    const answer = asked.length <= 2 ? await excerptFor(found, clause) : await gistFor(found, sentence, state.language)
    reply.say(...state.p.knowledgeSource(answer, found.question, found.link))
  }
  if (!links.size) reply.say(...state.p.unknownAnswer)
  if (state.intents.has('price') || state.intents.has('yearlyCost'))
    await answerCost(input, state, reply, costPeriod(state))
  else if (!state.offeredBefore) reply.say(...state.p.priceQuote)
}

/**
 * The lines of an answer that share a word with the visitor's latest message, those sharing most
 * first (a line's links and emphasis kept as written).
 */
async function linesAnswering(answer: string, state: State): Promise<string[]> {
  const asked = new Set(await stemsOf(state.latest, state.language))
  const lines = answer
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean)
  const scored = await Promise.all(
    lines.map(async (line) => ({
      line,
      shared: new Set((await stemsOf(line, state.language)).filter((stem) => asked.has(stem))).size,
    })),
  )
  return scored
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map(({ line }) => line)
}

/**
 * The other questions of a message whose first the knowledge base answered ('do you train on our
 * data? and where is it hosted, it has to stay in the EU'): each sentence's own clear answer, in
 * short, when it is another article.
 */
async function answerOtherSentences(input: DialogueInput, state: State, reply: Reply, answered: string[]) {
  if (!input.tools.knowledge) return
  const links = [...answered]
  const sentences = sentencesOf(state.latest).filter((sentence) => wordsOf(sentence).length >= 3)
  if (sentences.length < 2) return
  for (const sentence of sentences.slice(0, 4)) {
    const found = await input.tools.knowledge(sentence, state.language, links)
    if (!found || (found.score ?? 0) < KNOWLEDGE_ON_ITS_OWN.question || links.includes(found.link)) continue
    links.push(found.link)
    reply.say(...state.p.knowledgeSource(await gistFor(found, sentence, state.language), found.question, found.link))
  }
}

/** An answer's first line, and the first point after it when that line only says yes or no ('Not yet…'). */
function gistOf(answer: string) {
  const [first = '', second = ''] = answer
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return first.length < 80 && second ? `${first} ${second.replace(/^-\s*/, '')}` : first
}

/**
 * The gist of an article for one question, and the article's line that answers what the gist does
 * not ('ça se branche ? et combien de temps pour la mise en route ?': the onboarding's weeks, not
 * only its first step; 'Los datos tienen que quedarse en la UE': the line on the EU).
 */
async function gistFor(found: KnowledgeAnswer, asked: string, language: Language) {
  const gist = gistOf(found.answer)
  const line = await missingLine(found, gist, asked, language)
  return line ? `${gist} ${line.replace(/^-\s*/, '')}` : gist
}

/** The first line of an article that gives a length of time. */
function durationLine(found: KnowledgeAnswer) {
  return (found.full ?? found.answer)
    .split('\n')
    .map((l) => l.trim())
    .find((l) => DURATION.test(l))
}

/** A length of time, in the three languages. */
const DURATION = /\b(?:\d+\s*)?(?:days?|weeks?|months?|d[ií]as|semanas?|meses|jours|semaines?|mois)\b/iu

/**
 * An article's excerpt, and the line further down the article that answers what the excerpt does
 * not ('Are you ISO 27001 certified?': the excerpt tells of SOC 2, the ISO 27001 line is further
 * on).
 */
async function excerptFor(found: KnowledgeAnswer, state: State): Promise<string> {
  if (!found.full || found.full === found.answer) return found.answer
  const line = await missingLine(found, found.answer, state.latest, state.language)
  return line ? `${found.answer}\n${line.startsWith('- ') ? line : `- ${line}`}` : found.answer
}

/**
 * The line of an article that answers what the part of it shown does not: for 'how long to get it
 * live?' the line that says how long, wherever it is ('A typical project reaches its pilot in
 * weeks, not months'); else the line holding most of the question's words that the part shown lacks.
 */
async function missingLine(found: KnowledgeAnswer, shown: string, asked: string, language: Language) {
  if (asksWhen(asked) && !DURATION.test(shown)) {
    const line = durationLine(found)
    if (line) return line
  }
  const have = new Set(await stemsOf(shown, language))
  const missing = new Set(
    (await stemsOf(asked, language)).filter((stem) => !have.has(stem) && !GENERIC_STEMS.has(stem)),
  )
  if (!missing.size) return undefined
  let best: { line: string; shared: number } | null = null
  for (const line of (found.full ?? found.answer).split('\n').map((l) => l.trim())) {
    if (!line || shown.includes(line.replace(/^-\s*/, ''))) continue
    const shared = new Set((await stemsOf(line, language)).filter((stem) => missing.has(stem))).size
    if (shared > (best?.shared ?? 0)) best = { line, shared }
  }
  return best?.line
}

/** A knowledge question: the knowledge base's answer with its page, or a person will answer it. */
async function answerKnowledge(
  input: DialogueInput,
  state: State,
  reply: Reply,
  /** The knowledge base's answer when it was already looked up (null: looked up, none). */
  known?: KnowledgeAnswer | null,
) {
  const found =
    known !== undefined
      ? known
      : input.tools.knowledge
        ? await input.tools.knowledge(knowledgeQuestion(state), state.language)
        : null
  if (found) {
    // Asked again ('what about 24/7 support?' after the SLA answer): the line of it that answers
    // this, else where the answer is, rather than nothing.
    if (!reply.say(...state.p.knowledgeSource(await excerptFor(found, state), found.question, found.link))) {
      let said = false
      for (const line of await linesAnswering(found.full ?? found.answer, state))
        if ((said = reply.say(...state.p.knowledgeSource(line, found.question, found.link)))) break
      // Else the next best article ('what does the list price include?' after the pricing policy).
      const next =
        !said && input.tools.knowledge
          ? await input.tools.knowledge(knowledgeQuestion(state), state.language, [found.link])
          : null
      if (
        !said &&
        !(
          next &&
          (next.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.question &&
          reply.say(...state.p.knowledgeSource(next.answer, next.question, next.link))
        )
      )
        reply.say(...state.p.knowledgeMore(found.question, found.link))
    }
    // 'can the data stay in Switzerland?': the regions are the US, the EU and India; a country is a person's to confirm.
    const country = found.link.includes('#data-residency') ? countryNamed(state.latest) : undefined
    if (country) reply.say(...state.p.countryCheck(country))
    else if (!state.offeredBefore) reply.say(...state.p.priceQuote)
    return
  }
  reply.say(...state.p.unknownAnswer)
}

/** A country the visitor names (by its English name), other than those our regions are named for. */
function countryNamed(text: string): string | undefined {
  return COUNTRIES.find(({ name, code }) => !['US', 'IN'].includes(code) && new RegExp(`\\b${name}\\b`, 'i').test(text))
    ?.name
}

async function recommend(input: DialogueInput, state: State, reply: Reply) {
  const { p } = state
  const industry = state.captured.industry
  // 'what would you suggest then' names nothing: what the visitor said before it does.
  const latest = (await stemsOf(state.latest, state.language)).length > 1 ? state.latest : previousVisitor(input)
  const query = [latest, state.captured.useCase].filter(Boolean).join(' ')
  const found = await search(input, state, query, industry)
  // A need one model clearly answers comes first, whatever the industry named ('food manufacturer,
  // traceability for recalls' is HarvestChain's, not a manufacturing model's).
  const best = input.tools.bestModelFor
  const clear = best
    ? ((await best(query, undefined, state.language)) ??
      (industry ? await best(query, industry, state.language) : null))
    : null
  // The clear answer stays first even when it was linked before: the need it answers is new.
  const models = clear
    ? [
        clear,
        ...fresh(
          state,
          found.filter((m) => m.link !== clear.link),
          1,
        ),
      ]
    : fresh(state, found, 2)
  // Without an industry and with no model clearly answering the words, the search's best are only
  // the least bad ('we grade diamonds' is not crops and contracts): none is named.
  if (!industry && !clear && input.tools.bestModelFor) models.length = 0
  if (!models.length) {
    reply.say(...(industry ? p.noModel(sector(state, industry)) : p.noModelAny))
    return
  }
  // 'do you have an AI that answers the phone and takes bookings?' at a hotel: the hotel models are
  // not that, and saying so comes first; the nearest one after it.
  const thing = thingAskedFor(state.latest)
  if (thing && !(await anyDoes(input, state, models, thing))) {
    reply.say(...(industry ? p.noModel(sector(state, industry)) : p.noModelAny))
    const nearest = models.filter((m) => industry && m.industries.includes(industry))
    if (nearest.length) reply.sayList(p.nearestModels, modelLines(state, nearest), p.modelsAbove)
    return
  }
  const newIndustry = industry && industry !== state.before.industry
  const leads = newIndustry ? p.recommendNew(sector(state, industry), String(models.length > 1)) : p.recommend
  reply.sayList(leads, modelLines(state, models), p.modelsAbove)
}

/**
 * The thing a message asks for by what it should do ('do you have an AI that answers the phone',
 * 'got anything for animals?', '¿tienen algo que diseñe alineadores…?', 'vous avez un outil qui…'):
 * what follows the 'that', 'for' or 'que'.
 */
const THING_ASKED = [
  /\b(?:do you (?:have|sell|offer|do)|have you got|got|is there|are there|looking for|we need|need)\s+(?:(?:an?|any|some)\s+)?(?:ai|tool|model|solution|product|system|software|bot|app|anything|something)s?\s+(?:that|which|to|who|for)\s+([^?.!]{3,140})/iu,
  /(?<![\p{L}])(?:tienen|tenéis|tienes|hay|ofrecen|buscamos|busco|necesitamos|necesito)\s+(?:(?:algún|alguna|un|una)\s+)?(?:algo|ia|modelo|herramienta|solución|sistema|software|bot)\s+(?:que|para)\s+([^?.!]{3,140})/iu,
  /(?<![\p{L}])(?:vous avez|avez-vous|auriez-vous|vous auriez|y a-t-il|on cherche|nous cherchons|je cherche)\s+(?:(?:un|une|des)\s+)?(?:quelque chose|ia|modèle|outil|solution|système|logiciel|bot)s?\s+(?:qui|pour|capable de)\s+([^?.!]{3,140})/iu,
]

function thingAskedFor(text: string): string | undefined {
  for (const pattern of THING_ASKED) {
    const thing = pattern.exec(text)?.[1]?.trim()
    if (thing) return thing
  }
  return undefined
}

/** Whether one of the models' pages holds at least half of what the thing asked should do, by stem. */
async function anyDoes(input: DialogueInput, state: State, models: ModelFacts[], thing: string) {
  const asked = [...new Set(await stemsOf(thing, state.language))].filter((stem) => !GENERIC_STEMS.has(stem))
  if (!asked.length || !input.tools.modelText) return true
  for (const model of models) {
    const page = new Set(await stemsOf((await input.tools.modelText(model, state.language)) ?? '', state.language))
    if (asked.filter((stem) => page.has(stem)).length * 2 >= asked.length) return true
  }
  return false
}

/** Words of a question about a model that say nothing about what it does. */
const GENERIC_STEMS = new Set([
  'model',
  'data',
  'use',
  'work',
  'help',
  'need',
  'thing',
  'team',
  'compani',
  'busi',
  'system',
])

/**
 * How buyers ask whether a model is any good, and the words its page answers that with: a question
 * on accuracy is answered by what the page says of confidence, sources or review; one on speed by
 * what it says of milliseconds or real time.
 */
const QUALITY_QUESTIONS = [
  {
    asked:
      /\b(accura\w*|reliab\w*|precise|precision|make (things|stuff) up|hallucinat\w*|invent\w*|wrong|mistakes?|errors?|precisi[oó]n|fiable|exactitud|errores|pr[ée]cision|fiabilit[ée]|erreurs?)\b/iu,
    answered:
      /confidence|accura|grounded|approved|sources?\b|citations?|review|explanation|confianza|fuentes|confiance|sources/i,
  },
  {
    // '¿Funciona en varios idiomas?', 'does it speak Arabic?': the sentence that names its languages.
    asked: /\b(languages?|multilingual|idiomas?|lenguas?|multiling[üu]e|langues?|multilingue)\b/iu,
    answered: /languages|multilingual|idiomas|lenguas|multiling|langues/i,
  },
  {
    asked: /\b(bias\w*|fair(ness)?|discriminat\w*|adverse impact|equitab\w*)\b/i,
    answered: /bias|fair|adverse impact|audit|explain|protected/i,
  },
  {
    asked: /\b(safe|safety|appropriate|privacy|private|anonymi[sz]\w*|facial recognition)\b/i,
    answered: /safety|safe\b|appropriate|privacy|anonymi|never used to train|no facial/i,
  },
  {
    // 'we have maybe 30 photos of each type, is that enough?', '¿con pocos ejemplos sirve?': the
    // sentence that says how much data it needs.
    asked:
      /\b(enough|how (?:many|much) (?:data|examples?|photos?|images?|samples?|history)|(?:few|not (?:a lot|many|much)|little|small|limited) (?:data|examples?|photos?|images?|samples?|history)|suficiente|pocos (?:ejemplos|datos)|pocas (?:fotos|im[aá]genes|muestras)|cu[aá]ntos (?:datos|ejemplos)|assez|suffisant|peu d['’](?:exemples|images|historique)|tr[eè]s peu d['’]exemples|combien d['’](?:exemples|images))(?![\p{L}])/iu,
    answered:
      /\bexamples?\b|ejemplos|exemples|labell?ed|etiquetad|annot|history|historial|historique|training data|\bdozen/i,
  },
  {
    // 'how far ahead does it warn us?': the sentence that says how early.
    asked:
      /\b(how (?:far )?(?:ahead|early|much notice|much warning|far in advance)|in advance|lead time|early warning|con cu[aá]nta antelaci[oó]n|con cu[aá]nto tiempo|antelaci[oó]n|avec combien d['’]avance|combien de temps (?:avant|à l['’]avance)|[àa] l['’]avance)(?![\p{L}])/iu,
    answered:
      /\d+\s*(?:(?:to|-|–|a|à)\s*\d+\s*)?(?:minutes?|hours?|days?|weeks?|minutos|horas|d[ií]as|semanas|heures|jours|semaines)\b[^.]{0,20}\b(?:ahead|before|in advance|antes|de antelaci[oó]n|avant|[àa] l['’]avance|d['’]avance)|\b(?:weeks|days|hours|minutes) before\b/i,
  },
  {
    // 'Combien de langues exactement ?': the sentence that gives the number.
    asked: /\b(how many|combien d|cu[aá]nt[oa]s)/i,
    answered: /\d/,
  },
  {
    asked:
      /\b(latency|fast|speed|real[- ]time|quick(ly)?|throughput|how long|r[aá]pid[oa]s?|rapidez|velocidad|latencia|tiempo real|milisegundos|vite|rapide(ment)?|vitesse|latence|temps r[ée]el|millisecondes)(?![\p{L}])/iu,
    answered:
      /\d ?ms\b|millisecond|milisegundo|real[- ]time|tiempo real|temps r[ée]el|latency|latencia|latence|seconds|segundos|secondes|instant/i,
  },
]

/** A question about the model in view ('does it…', 'can it…', '¿lo…?', 'il…', 'ça…'). */
const ABOUT_IT =
  /\b(?:does|do|can|will|would|could|is|are) (?:it|this|that|they)\b|(?<![\p{L}])(?:¿(?:lo|la|le|se|y)?\b|est-ce que (?:il|ça|cela)|(?:il|elle|ça) )/iu

/** A question about a model ('does it work inside Word?', 'how accurate is it'), not a statement. */
const ASKS = /\?|^\s*(does|do|is|are|can|could|will|would|how|what|which|any)\b/i

type PageSentence = {
  model: ModelFacts
  sentence: string
  score: number
  names: boolean
  /** No other sentence of the pages read scores as high. */
  alone: boolean
}

/** Each turn's best page sentence, read once: the answer and the last resort ask for the same one. */
const pageSentences = new WeakMap<State, Promise<PageSentence | null>>()

/**
 * The sentence of a model's own page that answers a question about it, with the model: its words
 * shared with the question (a system it names, 'Word', 'PACS', counts double), or the page's
 * answer to a question on accuracy or speed. Null when the page does not answer it. In Spanish or
 * French, the page's translation.
 */
async function modelFact(
  input: DialogueInput,
  state: State,
  /** How much a sentence must share with the question: two words, or one as a last resort. */
  least = 2,
): Promise<PageSentence | null> {
  let found = pageSentences.get(state)
  if (!found) pageSentences.set(state, (found = bestPageSentence(input, state)))
  const best = await found
  return best && best.score >= least ? best : null
}

async function bestPageSentence(input: DialogueInput, state: State): Promise<PageSentence | null> {
  const { language } = state
  // ('we got burned by a vendor with bias issues, how do you handle that': a clause asks.)
  const asks =
    (language === 'en' ? ASKS.test(state.latest) : questionLike(state.latest)) ||
    state.latest.split(/(?<=[,;.])\s+/).some(questionLike)
  if (!input.tools.modelText || !asks) return null
  const named = await input.tools.modelsNamed(state.latest)
  const candidates = named.length
    ? named.slice(0, 1)
    : input.pageModel
      ? [input.pageModel]
      : (await recentlyLinked(input)).slice(0, 2)
  const asked = new Set((await stemsOf(state.latest, language)).filter((stem) => !GENERIC_STEMS.has(stem)))
  const systems = new Set(
    // Capitalised, and not only because a sentence starts there.
    (state.latest.match(/(?<![.!?¿¡]\s*|^\s*)\b\p{Lu}[\p{L}\d]+\b/gu) ?? [])
      // ('our IT security guy' names no system: 'IT' would match the page's every 'It'.)
      .filter((w) => !['I', 'AI', 'IT', 'OK', 'US', 'UK', 'EU'].includes(w))
      .map((w) => w.toLowerCase()),
  )
  const quality = QUALITY_QUESTIONS.find((q) => q.asked.test(state.latest))
  let best: PageSentence | null = null
  const rivals: number[] = []
  for (const model of candidates) {
    // The model's own name is no system the question names ('TalentLens' in 'does TalentLens plug…').
    const own = new Set([...(await stemsOf(model.title, language)), ...wordsOf(model.title)])
    // In Spanish or French, the page's translation: the answer is in the visitor's language.
    const text = (await input.tools.modelText(model, language)) ?? ''
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/).filter((s) => wordsOf(s).length >= 5)) {
      const stems = await stemsOf(sentence, language)
      const shared = stems.filter((stem) => asked.has(stem) && !own.has(stem))
      const names = wordsOf(sentence).some((word) => systems.has(word) && !own.has(word))
      const score = new Set(shared).size + (names ? 2 : 0) + (quality?.answered.test(sentence) ? 2 : 0)
      // ('how far out does it forecast' with the Load Forecaster in view: its sentences share the
      // word too, though its own name does not count.)
      const rival = new Set(stems.filter((stem) => asked.has(stem))).size
      if (score > (best?.score ?? 0)) {
        best = { model, sentence: sentence.trim(), score, names, alone: !rivals.some((r) => r >= score) }
      } else if (rival >= (best?.score ?? Infinity) && sentence.trim() !== best?.sentence) best!.alone = false
      rivals.push(rival)
    }
  }
  return best
}

/**
 * Before saying that nothing here answers a question, or that no model does what was asked: the
 * sentence of the model in view that shares a word with it ('what happens to the audio
 * recordings?' → 'audio is deleted after transcription…'). Never for a certification or a
 * regulation, which a person answers.
 */
async function lastResortFact(input: DialogueInput, state: State, reply: Reply) {
  if (COMPLIANCE.test(state.latest) || !/\?\s*$/.test(state.latest)) return false
  const found = await modelFact(input, state, 1)
  if (!found) return false
  return reply.say(`${link(found.model)}: ${found.sentence}`)
}

/** A model asked for the need just told ('anything for that?', '¿algo para eso?', 'quelque chose pour ça ?'). */
const ASKS_FOR_THAT =
  /\b(?:anything|something|any (?:models?|tools?|solutions?))\s+(?:for|like)\s+(?:that|this)\b|\balgo (?:para|como) (?:eso|esto)\b|\bquelque chose (?:pour|comme) (?:ça|cela)(?![\p{L}])/iu

/** The explicit requests for a capability ('do you have…', 'any…', 'nothing for…'). */
const ASKS_FOR_CAPABILITY_BY_NAME =
  /^\s*(?:(?:ok|okay|so|and|then)[,.!]?\s+)*(?:(?:nothing|no models?|none) (?:for|to|that)|what about|how about|any|anything (?:for|to)|something (?:for|to)|do you (?:still |also )?(?:have|sell|offer|do|make|build)|is there|have you got|can you do)\b/i
/** A bare 'and …?' ('and patent searching?'), not 'and is it…?' nor 'and the price?'. */
const ASKS_FOR_MORE =
  /^\s*(?:and|also|plus)\s+(?:for\s+)?(?!(?:if|is|are|does|do|did|can|could|will|would|should|what|how|who|when|where|why|which|it|its|it's|they|you|your|we|our|i|the price|price|cost|a year|per|monthly|yearly)\b)[^?]{3,80}\?\s*$/i
/** 'do you also do something for…', 'any tool for…', 'is there anything to…': a thing asked for, whatever else the words resemble. */
const ASKS_FOR_A_THING =
  /\b(?:something|anything|any (?:tools?|models?|solutions?|products?)|a (?:tool|model|solution|product)) (?:for|to|that)\b/i
/** A request for a capability: 'do you have a model for X?', 'what about X', 'any X too?', 'and X?'. */
const ASKS_FOR_CAPABILITY = new RegExp(`${ASKS_FOR_CAPABILITY_BY_NAME.source}|${ASKS_FOR_MORE.source}`, 'i')
/** Words of a capability request that name no capability. */
const NOT_A_CAPABILITY =
  /^(?:models?|ai|tools?|solutions?|something|anything|sell|offer|access|too|also|options?|have|got|do|you|your|we|our|there|any|what|about|how|is|a|an|the|for|to|of|with|and|or|at|in|on|then|ok|so|please|maybe|nothing|none|no|that|this|it|those|these|them|us|me|one|ones|else)$/i

/**
 * The models that answer a capability the visitor asks about, or [] when the catalogue has none;
 * null when the message asks for no capability (or in a language the catalogue is not written in).
 */
async function capabilityModels(input: DialogueInput, state: State): Promise<ModelFacts[] | null> {
  if (state.language !== 'en') return capabilityModelsTranslated(input, state)
  if (!input.tools.modelsCovering || !ASKS_FOR_CAPABILITY.test(state.latest)) return null
  const words = wordsOf(state.latest).filter((word) => !NOT_A_CAPABILITY.test(word))
  if (!words.length) return null
  const covering = await input.tools.modelsCovering(words)
  // A capability of one or two words is covered whole or not at all ('gem grading' is not ore grades).
  if (covering.length || !input.tools.bestModelFor || words.length <= 2) return covering
  // 'and satellite change detection across the whole region?': no model holds every word, but one
  // clearly answers it.
  const clear = await input.tools.bestModelFor(words.join(' '))
  if (clear && (await holdsHalf(input, state, clear, words))) return [clear]
  // 'any tool for searching patents before we file?': one word ('file') no page holds; the one
  // model alone to hold every other word answers it, when the ways of leaving a word out agree.
  // (Four words or more: two left of three say too little, 'sign language' is not dubbing.)
  if (words.length >= 4) {
    const found = new Map<string, ModelFacts>()
    for (const left of words.keys()) {
      const models = await input.tools.modelsCovering(words.filter((_, i) => i !== left))
      if (models.length === 1) found.set(models[0]!.link, models[0]!)
    }
    if (found.size === 1) return [...found.values()]
  }
  // A bare 'and …?' ('and if not, France?') may follow up anything: only models answer it here.
  return ASKS_FOR_CAPABILITY_BY_NAME.test(state.latest) ? [] : null
}

/**
 * Whether a model's page holds at least half of a capability's words (by stem): a clear best match
 * on two incidental words ('spots', 'cameras') does not answer 'sea lice and fish disease'.
 */
async function holdsHalf(input: DialogueInput, state: State, model: ModelFacts, words: string[]) {
  const text = input.tools.modelText ? await input.tools.modelText(model) : null
  if (!text) return true
  const page = new Set(await stemsOf(text, 'en'))
  const asked = [...new Set(await stemsOf(words.join(' '), 'en'))]
  return asked.filter((stem) => page.has(stem)).length * 2 >= asked.length
}

/** 'tienen algo para…', 'vous avez un modèle pour…': a capability asked for in Spanish or French. */
const ASKS_FOR_CAPABILITY_BY_NAME_ES_FR =
  /\b(?:tienen|tenéis|hay|venden|ofrecen) (?:algo|algún modelo|alguna solución|un modelo|una solución)(?: (?:para|que|así|parecido|similar)|\s*\?)|(?:avez-vous|vous avez|vous auriez|auriez-vous|proposez-vous|y a-t-il) (?:quelque chose|un modèle|une solution|des modèles|ça)(?: (?:pour|qui|comme ça|de ce genre|du genre)|\s*\?)/i
/** '¿y algo para…?', '¿tienen un agente de voz…?', 'et un outil pour…?': a thing asked for, whatever its noun. */
const ASKS_FOR_A_THING_ES_FR =
  /^\s*¿?\s*(?:y|et)\s+(?:algo|alguna cosa|quelque chose|un outil|une solution)\s+(?:para|que|pour|qui)\b|\b(?:tienen|tenéis|ofrecen|venden) (?:un|una|algún|alguna) [\p{L}-]{3,}(?: [\p{L}-]+){0,3} (?:para|que)\b|\b(?:avez-vous|vous avez|proposez-vous|vous proposez) (?:un|une|des) [\p{L}-]{3,}(?: [\p{L}-]+){0,3} (?:pour|qui)\b/iu

const ASKS_FOR_CAPABILITY_ES_FR = new RegExp(
  `${ASKS_FOR_CAPABILITY_BY_NAME_ES_FR.source}|${ASKS_FOR_A_THING_ES_FR.source}|^\\s*¿?\\s*y (?:para|con) (?!(?:el|la|los|las) (?:precio|coste|año|mes)\\b)|^\\s*et (?:pour|avec) (?!(?:le|la|les) (?:prix|coût|an|mois)\\b)`,
  'iu',
)

/** 'algo así', '¿tenéis algo?', 'quelque chose comme ça': the capability is the sentence before the ask. */
const ASKS_LIKE_THAT = /\b(?:así|parecido|similar|comme ça|de ce genre|du genre)\b|\b(?:algo|quelque chose|ça)\s*\?/i
/** Words of a Spanish or French request that name no capability (need verbs, fillers). */
const NOT_A_CAPABILITY_ES_FR =
  /^(?:otra|cosa|también|además|queremos|quiero|necesitamos|necesito|buscamos|nos|gustaría|tienen|tenéis|algo|así|modelo|modelos|solución|ia|autre|chose|aussi|nous|voulons|veux|voudrions|cherchons|aimerions|auriez|avez|vous|modèle|modèles|solution|top|serait|genre)$/i

/**
 * The capability a Spanish or French request names: what follows 'para'/'pour'/'qui' in it, or,
 * for 'algo así' / 'comme ça', the sentence before; without the words that name none.
 */
function capabilityWordsEsFr(text: string): string[] {
  const sentences = sentencesOf(text)
  const asking = sentences.findIndex(
    (sentence) => ASKS_FOR_CAPABILITY_BY_NAME_ES_FR.test(sentence) || ASKS_FOR_A_THING_ES_FR.test(sentence),
  )
  const asked = sentences[asking] ?? text
  const after = /\b(?:para|que|pour|qui)\b\s+(.+)$/i.exec(
    asked.replace(/^\s*¿?\s*(?:y|et)\s+(?:para|pour|avec|con)\s+/i, ' para '),
  )
  // '¿tienen un agente de voz para la centralita?': the thing named is the capability, with its purpose.
  const thing =
    /\b(?:tienen|tenéis|ofrecen|venden|avez-vous|vous avez|proposez-vous|vous proposez) (?:un|una|algún|alguna|une|des) (.+)$/iu.exec(
      asked,
    )
  const capability =
    ASKS_LIKE_THAT.test(asked) && asking > 0 ? sentences[asking - 1]! : (thing?.[1] ?? after?.[1] ?? asked)
  return wordsOf(capability).filter((word) => word.length >= 3 && !NOT_A_CAPABILITY_ES_FR.test(word))
}

/**
 * The model that answers a capability asked for in Spanish or French, through the catalogue's
 * nearest English words ('fraude en pagos con tarjeta' → fraud, payment, card): only a clear
 * match is named. A capability asked for by name that no translation holds is missing ([]).
 */
async function capabilityModelsTranslated(input: DialogueInput, state: State): Promise<ModelFacts[] | null> {
  if (!ASKS_FOR_CAPABILITY_ES_FR.test(state.latest) || !input.tools.catalogueWords || !input.tools.bestModelFor)
    return null
  // In the catalogue's translations first ('y para las fotos de producto?').
  const translated = await input.tools.bestModelFor(state.latest, undefined, state.language)
  if (translated) return [translated]
  // Asked for by name ('¿tienen algo para leer matrículas?', 'vous auriez un modèle qui prédit le
  // cours du blé ?'): the translations that hold every word of it.
  const byName = ASKS_FOR_CAPABILITY_BY_NAME_ES_FR.test(state.latest) || ASKS_FOR_A_THING_ES_FR.test(state.latest)
  const capability = byName ? capabilityWordsEsFr(state.latest) : []
  const covering = capability.length ? ((await input.tools.modelsCovering?.(capability, state.language)) ?? []) : []
  if (covering.length) return covering
  // Else the clear best within the business the visitor described, or in English words.
  const industry = state.captured.industry
  const inIndustry = industry ? await input.tools.bestModelFor(state.latest, industry, state.language) : null
  if (inIndustry) return [inIndustry]
  const near = await input.tools.catalogueWords(state.latest)
  const clear = near ? await input.tools.bestModelFor(near) : null
  if (clear) return [clear]
  // Two of the cousins found together in one model ('detect' and 'fraud' of 'detectar fraude').
  const words = near.split(' ').filter((w) => w.length >= 4 && !/^(model|generat|solut)/.test(w))
  for (const [i, first] of words.entries())
    for (const second of words.slice(i + 1)) {
      const both = (await input.tools.modelsCovering?.([first, second])) ?? []
      if (both.length === 1) return both
    }
  // Nothing answers a capability of two words or more asked for by name: an honest no. (One word
  // is too little to call a capability missing: '¿tienen algo para RGPD?'.)
  return capability.length >= 2 ? [] : null
}

/**
 * A product name the visitor asks about that the catalogue lacks ('Do you have DocuMind Pro?'):
 * a capitalised brand-like word (CamelCase, or with a digit) that names no model.
 */
function unknownProduct(text: string): string | null {
  // Not 'SOC 2' or 'ISO 27001': a standard is written in capitals; nor 'GxP': a product's name is longer.
  const name =
    /\b(\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d-]*(?:\s+(?:\p{Lu}[\p{L}\d-]*|\d[\w.-]*))*|\p{Lu}\p{Ll}+[-\s]?\d[\w.-]*)/u.exec(text)
  return name?.[1] && name[1].length >= 5 ? name[1] : null
}

async function answerMissingModel(input: DialogueInput, state: State, reply: Reply, name: string) {
  const { p } = state
  reply.say(...p.missingModel(name))
  // The nearest model only when it truly fits: one of the visitor's own industry.
  const industry = state.captured.industry
  if (industry) {
    const [nearest] = await search(input, state, state.latest, industry)
    if (nearest?.industries.includes(industry))
      reply.say(...p.nearestModel(`${link(nearest)} (${p.from(localPrice(state, nearest))[0]!.replace(/\.$/, '')})`))
  }
  reply.say(...p.customModel)
}

function acknowledge(state: State, reply: Reply) {
  const { p } = state
  const learned: string[] = []
  const c = state.captured
  const b = state.before
  if (c.size && c.size !== b.size) learned.push(c.size)
  if (c.timeline && c.timeline !== b.timeline) learned.push(c.timeline.toLowerCase())
  if (c.company && c.company !== b.company) learned.push(c.company)
  const newName = c.name && c.name !== b.name
  if (!learned.length && !newName && c.useCase && c.useCase !== b.useCase) {
    reply.say(...p.gotIt(state.language === 'en' ? yourWords(lowerFirst(sentence(c.useCase))) : `«${c.useCase}».`))
    return
  }
  if (newName) reply.say(...p.notedIntro(c.name!))
  if (learned.length) reply.say(...p.noted(listOf(state, learned)))
}

/** The visitor's words turned to the AI Architect's point of view ('our backlog' → 'your backlog'). */
function yourWords(text: string) {
  const swaps: Record<string, string> = {
    we: 'you',
    our: 'your',
    us: 'you',
    i: 'you',
    my: 'your',
    me: 'you',
    "we're": "you're",
    "i'm": "you're",
    am: 'are',
  }
  return text.replace(/\b(we're|i'm|we|our|us|i|my|me|am)\b/gi, (word) => swaps[word.toLowerCase()] ?? word)
}

async function describe(input: DialogueInput, state: State, model: ModelFacts, reply: Reply) {
  // The same facts the provider would fetch with get_model.
  await input.tools.run('get_model', { name: model.link.replace('/models/', '') })
  if (state.language === 'en') reply.say(...state.p.describe(link(model), sentence(model.summary)))
  const uses = state.language === 'en' ? listOf(state, model.useCases.slice(0, 3).map(lowerFirst)) : ''
  const named = state.language === 'en' ? '' : `${link(model)}: `
  reply.say(
    ...state.p
      .describeUses(
        uses,
        listOf(state, model.industries.slice(0, 3)),
        model.enterprise ? 'yes' : '',
        localPrice(state, model),
      )
      .map((wording) => named + wording),
  )
}

// The contact step (decision 063), kept apart from the rest of the dialogue: once the visitor is
// qualified (has named their industry and need, or asked for a price or a person), the AI Architect
// asks once per chat for a work e-mail, and the name with it when it has none; an e-mail given is
// thanked (the turn has already checked and saved it: ../chat-lead.ts, which also answers one
// written wrong).

/** Whether this chat is ready for the e-mail ask: qualified, no e-mail yet, never asked. */
function wantsContact(state: State) {
  const c = state.captured
  const qualified =
    Boolean(c.industry && c.useCase) || ['price', 'yearlyCost', 'human'].some((i) => state.intents.has(i as Intent))
  // The handover's own ask for an e-mail (decision 062) counts as asked.
  const askedBefore = ALL_EMAIL_ASKS.some((q) => state.said.includes(q)) || /\bwork e-mail\b/.test(state.said)
  return qualified && !c.email && !askedBefore
}

function askContact(state: State, reply: Reply) {
  reply.say(...state.p.emailAsk)
  if (!state.captured.name) reply.say(state.p.nameQuestion)
}

function thankForEmail(state: State, reply: Reply) {
  const email = state.captured.email
  if (email && email !== state.before.email) reply.say(...state.p.emailSaved(email))
}

const BUSINESS: ReadonlyArray<Intent> = [
  'aboutModel',
  'callback',
  'human',
  'price',
  'yearlyCost',
  'compare',
  'company',
  'need',
  'discount',
  'contract',
]
/** A yes in its own words, not an 'ok' that only acknowledges. */
const SAYS_YES =
  /\b(?:yes|yeah|yep|yup|sure|please|absolutely|definitely|s[ií]|claro|por favor|oui|volontiers|bien s[uû]r|s['’]il (?:vous|te) pla[iî]t)(?![\p{L}])/iu

const isKnowledge = (intent: string) => KNOWLEDGE_TOPICS.some((topic) => intent === `knowledge.${topic}`)

/** The whole reply to the visitor's latest message. */
export async function respond(input: DialogueInput): Promise<DialogueReply> {
  const state = await stateOf(input)
  const reply = new Reply(state.sent)
  const { intents, p } = state
  const learnedNow = (Object.keys(input.captured) as Array<keyof CapturedDetails>).some(
    (k) => k !== 'language' && input.captured[k] !== state.before[k],
  )
  const business =
    BUSINESS.some((i) => intents.has(i)) || [...intents].some(isKnowledge) || Boolean(state.understood.industry)
  const finish = () => finished(reply, state)

  thankForEmail(state, reply)

  if (intents.has('gibberish')) {
    // A message that was only an e-mail has been thanked for: that is no gibberish.
    if (!reply.paragraphs.length) reply.say(...p.gibberish)
    ask(state, reply)
    return finish()
  }

  // A person, whenever asked: the team takes it, and the callback form opens.
  if (intents.has('human')) {
    reply.handover = true
    await openForm(input, reply)
    // 'you're a bot aren't you. get me a human': yes, and one is coming.
    if (intents.has('identity')) reply.say(...p.identity)
    reply.say(...p.handover(who(state)))
    if (wantsContact(state)) askContact(state, reply)
    return finish()
  }

  // A person was just offered ('get me a human', a question only a person can answer) and the
  // visitor adds something that is no new question ('now please', 'it's about an invoice'): the
  // person is still coming.
  if (handedOver(state) && !business && !intents.has('thanks') && !intents.has('decline')) {
    await openForm(input, reply)
    reply.say(...p.handoverStill)
    if (wantsContact(state)) askContact(state, reply)
    return finish()
  }

  // A short follow-up to a knowledge answer ('type 1 or type 2?' after SOC 2): the part of that
  // answer it asks about, read with the question before it.
  // ('and if not, France?' is no 'no': a question mark says it asks.)
  const onlyYesOrNo = [...intents].every((i) => (i === 'decline' || i === 'affirm') && /\?\s*$/.test(state.latest))
  if (onlyYesOrNo && wordsOf(state.latest).length <= 6 && /\]\(\/trust#/.test(state.lastAssistant)) {
    if (await answerKnowledgeFollowUp(input, state, reply)) return finish()
  }

  // 'let's talk about a custom model', 'a model trained on our own tickets': that is a conversation
  // with our architects, and the form opens for it.
  const acceptsCustom =
    // ('could you build one for us?' after a custom model was offered accepts it too.)
    /\b(custom|bespoke|a medida|personalizad[oa]|sur mesure|personnalisé)\b|\b(?:build|develop|create|train|construir|desarrollar|crear|entrenar|construire|développer|créer|entraîner)\s+(?:one|it|that|uno|una|lo|la|le|un|une)\b|\b(?:construirlo|construirla|desarrollarlo|crearlo|entrenarlo)\b/iu.test(
      state.latest,
    ) && /custom (?:model|solution)|a medida|sur mesure/i.test(state.said)
  // ('could you build one for us then? what would that cost roughly' asks a custom model's cost.)
  const costAsked = CATALOGUE_INTENTS.some((i) => intents.has(i))
  if (acceptsCustom || (CUSTOM_MODEL.test(state.latest) && !costAsked)) {
    if (learnedNow) acknowledge(state, reply)
    await openForm(input, reply)
    if (costAsked || asksHowLong(state.latest)) reply.say(...p.customCost)
    reply.say(...p.customModel)
    if (wantsContact(state)) askContact(state, reply)
    return finish()
  }

  // 'which is cheaper?', 'anything cheaper?': a lighter model, which is no discount.
  // ('can you do it cheaper if we pay upfront?' asks a discount, not a lighter model.)
  if (
    CHEAPER.test(state.latest) &&
    !DISCOUNT_WORDS.test(state.latest) &&
    !DISCOUNT_ASK.test(state.latest) &&
    (await answerCheaper(input, state, reply))
  )
    return finish()

  // 'can I try it free for a month', 'un essai gratuit': a trial asked for, not a discount.
  if (intents.has('discount') && TRIAL_ASKED.test(state.latest) && !REDUCTION_ASKED.test(state.latest)) {
    intents.delete('discount')
    intents.add('knowledge.trial')
  }
  // Never confirmed by the assistant: discounts, contract terms and legal promises go to a person.
  if (intents.has('discount') || intents.has('contract')) {
    // 'what's the price, and is there a nonprofit discount?': the list price is the answer to the
    // first question; the discount is a person's.
    if (
      (intents.has('price') || intents.has('yearlyCost')) &&
      ((await input.tools.modelsNamed(state.latest)).length || input.pageModel || (await recentlyLinked(input)).length)
    )
      await answerCost(input, state, reply, costPeriod(state))
    reply.say(...(intents.has('discount') ? p.discount : p.contract))
    return finish()
  }

  // 'Our clinicians type up notes every evening. Anything for that?': the models for that need,
  // not a line about the model in view.
  if (ASKS_FOR_THAT.test(state.latest) && !CATALOGUE_INTENTS.some((i) => intents.has(i))) {
    if (learnedNow) acknowledge(state, reply)
    await recommend(input, state, reply)
    if (readyForOffer(state)) offer(state, reply)
    else ask(state, reply)
    return finish()
  }

  // A question about a model its own page answers ('does it work inside Word?'), with the
  // knowledge base's source when it has one on the same subject.
  let aboutModel =
    !CATALOGUE_INTENTS.some((i) => intents.has(i)) && !intents.has('callback') ? await modelFact(input, state, 1) : null
  // One word shared is enough when no other sentence shares one and the question is about it
  // ('does it just flag stuff or actually block it').
  if (aboutModel && aboutModel.score < 2 && !(aboutModel.alone && ABOUT_IT.test(state.latest))) aboutModel = null
  // 'and satellite change detection?' with CropSight in view asks for another model when another
  // one covers it; 'does it train your AI?' is the knowledge base's when it answers it clearly.
  if (aboutModel && !aboutModel.names) {
    const another = await capabilityModels(input, state)
    if (another?.length && !another.some((m) => m.link === aboutModel!.model.link)) aboutModel = null
    else if (!intents.size) {
      const known = input.tools.knowledge ? await input.tools.knowledge(knowledgeQuestion(state), state.language) : null
      if (known && (known.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.statement) aboutModel = null
    }
  }
  if (aboutModel && (aboutModel.names || ![...intents].some(isKnowledge))) {
    if (learnedNow) acknowledge(state, reply)
    reply.say(`${link(aboutModel.model)}: ${aboutModel.sentence}`)
    const source = input.tools.knowledge ? await input.tools.knowledge(knowledgeQuestion(state), state.language) : null
    if (source && (source.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.question)
      reply.say(...p.knowledgeMore(source.question, source.link))
    if (readyForOffer(state)) offer(state, reply)
    else ask(state, reply)
    return finish()
  }

  // 'Do you have a model for sign language translation?', 'any voice IVR too?': the models that
  // cover it, or an honest no with a custom model and a person.
  const nothingFor = /^\s*(?:so,?\s+)?(?:nothing|none|no models?) (?:for|to|that)\b/i.test(state.latest)
  // 'so nothing for gem grading?', '¿tienen algo para detectar fraude…?' ask for models, whatever
  // else the words resemble.
  const explicitAsk = nothingFor || ASKS_FOR_CAPABILITY_ES_FR.test(state.latest) || ASKS_FOR_A_THING.test(state.latest)
  const asksCapability =
    (explicitAsk || ![...intents].some(isKnowledge)) &&
    !CATALOGUE_INTENTS.some((i) => intents.has(i)) &&
    // 'Et pour 5 chantiers sur un an ?' asks a cost, not for a model.
    !COST_PERIOD_ASKED.test(state.latest) &&
    !intents.has('callback') &&
    (await input.tools.modelsNamed(state.latest)).length === 0 &&
    !unknownProduct(state.latest)
  const covering = asksCapability ? await capabilityModels(input, state) : null
  // 'what about support hours?' is a question the knowledge base answers, not a missing model.
  // ('vous avez un callbot vocal pour remplacer notre serveur vocal ?' asks for a product: the
  // knowledge base's 'serveur' answer would not be one.)
  const thingAsked =
    ASKS_FOR_A_THING.test(state.latest) ||
    ASKS_FOR_A_THING_ES_FR.test(state.latest) ||
    /\bdo you (?:still |also )?(?:have|sell|offer)\b/i.test(state.latest)
  if (covering?.length === 0 && input.tools.knowledge && !(thingAsked && ![...intents].some(isKnowledge))) {
    const known = await input.tools.knowledge(knowledgeQuestion(state), state.language)
    if (known && (known.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.statement) {
      await answerKnowledge(input, state, reply, known)
      return finish()
    }
  }
  if (covering) {
    if (learnedNow) acknowledge(state, reply)
    if (covering.length) {
      reply.sayList(p.recommend, modelLines(state, covering), p.modelsAbove)
      ask(state, reply)
    } else if (COMPLIANCE.test(state.latest)) {
      // 'do you have ITAR compliance?' asks about us, not for a model: a person answers it.
      reply.say(...p.unknownAnswer)
    } else if (!thingAsked && (await lastResortFact(input, state, reply))) {
      // 'what about the after-call notes?' with HelpHive in view: its page answers, no missing model.
      // ('Do you have a model for life insurance mortality tables?' asks for a model: one shared
      // word with the model in view is no answer.)
      ask(state, reply)
    } else {
      reply.say(...p.noCapability)
      reply.say(...p.customModel)
    }
    return finish()
  }

  // Asked in words no intent was trained on: the knowledge base's own search decides.
  let unasked = await unaskedKnowledge(input, state)
  // 'how much is this one?' on a model's page matches the pricing policy: it is a price question.
  // ('Combien de langues exactement ?' shares its 'combien' with the pricing policy, and asks a count.)
  if (unasked?.link.startsWith(PRICING_POLICY) && asksHowMany(state.latest)) unasked = null
  if (unasked?.link.startsWith(PRICING_POLICY) && (input.pageModel || (await recentlyLinked(input)).length)) {
    unasked = null
    intents.add('price')
  }
  if (unasked && (await input.tools.modelsNamed(state.latest)).length === 0) {
    if (learnedNow) acknowledge(state, reply)
    await answerKnowledge(input, state, reply, unasked)
    if (readyForOffer(state)) offer(state, reply)
    return finish()
  }

  if (intents.has('offTopic') && !business) {
    reply.say(...p.offTopic)
    if (!ask(state, reply))
      reply.say(...p.offTopicBack(state.captured.industry ? sector(state, state.captured.industry) : ''))
    return finish()
  }

  if (intents.has('identity') && !business) {
    reply.say(...p.identity)
    ask(state, reply)
    return finish()
  }

  // 'ok' to an offer accepts it; 'ok and the price' asks something else.
  // ('ok, what's the cheapest model you have?' asks something after its 'ok'.)
  const asksMore = /\?\s*$/.test(state.latest) && wordsOf(state.latest).length > 3
  const acceptsOffer =
    // ('ok thanks, bye' leaves: it accepts nothing; 'ok cool, thanks!' thanks for the answer, where
    // 'yes please, thanks' still says yes.)
    (intents.has('affirm') &&
      !intents.has('goodbye') &&
      !(intents.has('thanks') && !SAYS_YES.test(state.latest)) &&
      state.lastAssistant.includes(OFFER_MARK) &&
      !business &&
      !asksMore) ||
    intents.has('callback')
  if (acceptsOffer) {
    await openForm(input, reply)
    reply.say(...p.callback(who(state)))
    if (input.captured.callbackAt && input.captured.callbackAt !== state.before.callbackAt)
      reply.say(...p.callbackWhen(input.captured.callbackAt))
    // 'can we see a demo first?': the call is booked, and what a demo or a trial is, from the
    // knowledge base.
    if (DEMO_ASKED.test(state.latest)) {
      const found = await knowledgeFor(input, state, 'knowledge.trial')
      if (found && (!found.topic || found.topic === SECTION_OF['knowledge.trial']))
        await answerKnowledge(input, state, reply, found)
    }
    return finish()
  }

  // 'no sorry, we're a travel agency' corrects the business: only a bare 'no' declines the offer.
  if (intents.has('decline') && state.lastAssistant.includes(OFFER_MARK) && !business) {
    reply.say(...p.decline)
    if (!ask(state, reply)) reply.say(...p.declineNext)
    return finish()
  }

  // A bare 'ok', 'vale', 'd'accord' after an answer asks nothing: the next step, not the shortlist
  // again.
  if (
    intents.size === 1 &&
    intents.has('affirm') &&
    !business &&
    !learnedNow &&
    !questionLike(state.latest) &&
    wordsOf(state.latest).length <= 3
  ) {
    if (!state.offeredBefore && state.captured.industry) offer(state, reply)
    else {
      if (state.offeredBefore) reply.say(...p.offerDone)
      if (wantsContact(state)) askContact(state, reply)
      else if (!ask(state, reply)) reply.say(...p.declineNext)
    }
    return finish()
  }

  // ('Mil gracias, que estés bien' wishes well on the way out: no hello.)
  if (intents.has('greeting') && !intents.has('thanks') && !intents.has('goodbye') && !business && !learnedNow) {
    reply.say(...p.greeting)
    if (input.pageModel) reply.say(...p.pageModel(link(input.pageModel)))
    ask(state, reply)
    return finish()
  }

  // 'ok thanks, bye' leaves, whatever business its words were heard as.
  const leaving = intents.has('goodbye') && wordsOf(state.latest).length <= 4
  if ((intents.has('thanks') || intents.has('goodbye')) && ((!business && !learnedNow) || leaving)) {
    // A goodbye gets one back ('Merci, au revoir' → 'Au revoir, et merci'); a thank-you, a welcome.
    reply.say(...(intents.has('goodbye') ? p.farewell : p.welcome))
    reply.say(...p.welcomeNext(state.offeredBefore ? 'yes' : ''))
    return finish()
  }

  if (learnedNow) acknowledge(state, reply)

  const knowledge = [...intents].find(isKnowledge)
  const named = await input.tools.modelsNamed(state.latest)
  // 'we'd need it in 3 museums, yearly?' with a model in view is a cost question, whatever the
  // classifier made of it.
  if (
    !intents.has('price') &&
    !intents.has('yearlyCost') &&
    COST_WORDS.test(state.latest) &&
    !asksHowLong(state.latest) &&
    !asksHowMany(state.latest) &&
    // 'we hire 2,000 people a year' states a volume; 'yearly?' asks a cost, and so does
    // 'one per line so 3 lines. what's a year of that' in its own sentence.
    (questionLike(state.latest) ||
      sentencesOf(state.latest).some((s) => COST_WORDS.test(s) && questionLike(s)) ||
      // '…if each one had its own, what's that for the season, call it a year': a clause asks.
      state.latest.split(/(?<=[,;])\s+/).some(questionLike) ||
      !/^(?:a|per|al|por|sur un|sur une|par) (?:year|month|año|mes|an|année|mois)$/i.test(
        COST_WORDS.exec(state.latest)![0],
      )) &&
    (named.length || input.pageModel || (await recentlyLinked(input)).length)
  )
    intents.add(costPeriod(state) === 'year' ? 'yearlyCost' : 'price')
  // 'actually make that 4 plants' after a cost: the same cost, for the new count.
  const previous = previousVisitor(input)
  if (
    /\b(make (?:it|that)|actually|instead|rather|correction|sorry|no,)/i.test(state.latest) &&
    costAskIn(state.latest).count > 1 &&
    COST_WORDS.test(previous)
  )
    intents.add(YEAR_WORDS.test(previous) ? 'yearlyCost' : 'price')
  // 'for 3 depots?', 'y para 4 tiendas?' just after prices: the same cost, for that count (an
  // ellipsis: the question it shortens is the last one answered).
  if (
    !intents.has('price') &&
    !intents.has('yearlyCost') &&
    ![...intents].some(isKnowledge) &&
    questionLike(state.latest) &&
    wordsOf(state.latest).length <= 6 &&
    costAskIn(state.latest).count > 1 &&
    /\$[\d,]+\/(month|mes|mois)/.test(state.lastAssistant)
  )
    intents.add(YEAR_WORDS.test(`${previous} ${state.latest}`) ? 'yearlyCost' : 'price')
  // A comparison needs two models, a page's model, or the words of one ('Does ClaimFlow handle motor
  // claims?' is about one model).
  if (
    intents.has('compare') &&
    named.length < 2 &&
    !input.pageModel &&
    !/compar|versus|\bvs\.?\b|differen|better|which one|cuál|mejor|lequel|meilleur/i.test(state.latest)
  ) {
    intents.delete('compare')
    const followsPrice =
      /^\s*(and|what about|how about|¿?y|et)\b/i.test(state.latest) &&
      /\$[\d,]+\/(month|mes|mois)/.test(state.lastAssistant)
    // 'How much is ClaimFlow?' read as a comparison is a price question.
    if (followsPrice || /\b(how much|price|cost|cuánto|precio|combien|prix|tarif)/i.test(state.latest))
      intents.add('price')
  }
  // 'and PolicyPrice?' just after a price: the same question about another model, not a comparison.
  if (
    intents.has('compare') &&
    named.length === 1 &&
    /^\s*(and|what about|how about|¿?y|et)\b/i.test(state.latest) &&
    /\$[\d,]+\/(month|mes|mois)/.test(state.lastAssistant)
  ) {
    intents.delete('compare')
    intents.add('price')
  }
  // 'integrates with ServiceNow and Splunk?' names systems to connect to, not models we might sell.
  const connects =
    /\b(integrat\w*|connect\w*|plug\w*|work(s)? with|API|sync\w*|integra\w*|intègr\w*|intégr\w*)\b/i.test(state.latest)
  // Only a product asked for ('do you have DocuMind Pro?'), not any capitalised word ('is it GxP validated?').
  const asksForProduct =
    /^\s*(and|what about|how about|y|et)\b|\b(do you (?:still |also )?(have|sell|offer)|(?:i|we) (?:want|need)|looking for|interested in|is there|have you got|what about|any|models?|tienen|venden|hay|avez-vous|vendez-vous|modelos?|modèles?)\b/i.test(
      state.latest,
    )
  const missing = named.length || connects || !asksForProduct ? null : unknownProduct(state.latest)
  // 'do you still sell VoiceDesk IVR Agent?' asks for a product by name, whatever else it reads as.
  const byName = /\bdo you (?:still |also )?(?:have|sell|offer)\b/i.test(state.latest)
  if (missing && (byName || !intents.has('company')) && !intents.has('compare')) {
    await answerMissingModel(input, state, reply, missing)
  } else if ([...intents].filter(isKnowledge).length > 1) {
    // A questionnaire ('1) hosting region 2) SLA 3) SOC 2 4) price for 3 sites'): each clause answered.
    await answerEach(input, state, reply)
  } else if (knowledge && !state.understood.sure.has(knowledge as Intent) && thingAskedFor(state.latest)) {
    // 'looking for something that drafts obituaries… do you have that?' asks for a model, whatever
    // article its other words resemble.
    await recommend(input, state, reply)
  } else if (knowledge && (await describesANeed(input, state))) {
    // 'we log drill core by eye and the assays take weeks to come back' tells a need one model
    // clearly answers: the classifier's faint knowledge reading ('take back' is retention's) loses.
    await recommend(input, state, reply)
  } else if (knowledge) {
    const found = await knowledgeFor(input, state, knowledge)
    // 'is DriveSense something a startup can use?': a model named, and no article that clearly
    // answers the rest, is a question about that model.
    if (named.length && (found?.score ?? 0) < KNOWLEDGE_ON_ITS_OWN.question)
      await describe(input, state, named[0]!, reply)
    else if (!(await costWithKnowledge(input, state, reply, found))) {
      await answerKnowledge(input, state, reply, found)
      await answerOtherSentences(input, state, reply, found ? [found.link] : [])
      // 'We're a mortgage lender. Do you have automated home valuations, and do you host in the
      // EU?': a message that tells its business or its need besides its question gets the models too.
      const toldMore =
        (intents.has('need') || (state.understood.industry && state.understood.industry !== state.before.industry)) &&
        sentencesOf(state.latest).length > 1 &&
        // Once models were put forward, a question's aside ('this would feed our dispatch') is no new need.
        !state.said.includes('](/models/')
      if (found && toldMore) await recommend(input, state, reply)
    }
  } else if (intents.has('compare')) {
    await answerCompare(input, state, reply)
  } else if (intents.has('yearlyCost') || intents.has('price')) {
    // The period the visitor names wins over the intent's ('and a year?' after a monthly price).
    await answerCost(input, state, reply, costPeriod(state))
    if (asksOtherCurrency(state.latest)) reply.say(...p.currency)
    await answerTheRest(input, state, reply)
  } else if (intents.has('company') && !state.understood.industry) {
    await answerCompany(input, state, reply)
  } else if (named.length) {
    await describe(input, state, named[0]!, reply)
  } else if (
    intents.has('aboutModel') &&
    // With no model in view, a message that names its business ('mortgage broker here… need quick
    // valuations') asks for models, whatever its words resemble.
    !(state.understood.industry && !input.pageModel && !(await recentlyLinked(input)).length)
  ) {
    // A question about 'it' its page does not answer: what sales knows ('is it HIPAA compliant'),
    // else what the model is, and a person for the rest.
    const known = input.tools.knowledge ? await input.tools.knowledge(knowledgeQuestion(state), state.language) : null
    if (known && (known.score ?? 0) >= KNOWLEDGE_ON_ITS_OWN.question) await answerKnowledge(input, state, reply, known)
    else {
      const [model] = input.pageModel ? [input.pageModel] : await recentlyLinked(input)
      if (!(await lastResortFact(input, state, reply))) {
        if (model) await describe(input, state, model, reply)
        reply.say(...p.unknownAnswer)
      }
    }
  } else if (
    intents.has('need') ||
    state.understood.industry ||
    (learnedNow && state.captured.industry && !asked(state, 'useCase')) ||
    // The task the visitor was asked for, told in words no example has ('nos chauffeurs font trop
    // de kilomètres'): the models for it.
    (state.captured.useCase && state.captured.useCase !== state.before.useCase)
  ) {
    await recommend(input, state, reply)
  } else if (
    !learnedNow &&
    input.pageModel &&
    /\b(this|it|this one|este|esto|ce|cela|celui-ci)\b/i.test(state.latest)
  ) {
    await describe(input, state, input.pageModel, reply)
  } else if (!learnedNow) {
    // A question nothing here answers ('is it GxP validated?') goes to a person, not to a shortlist.
    // ('and highlight clips for social?' asks for more models: that is a shortlist.)
    const aboutIt = /\b(is|does|can|will|are|do) (it|they)\b|\b(es|est|puede|peut)\b/i.test(state.latest)
    const shortQuestion = /\?\s*$/.test(state.latest) && wordsOf(state.latest).length <= 3
    const known =
      shortQuestion && input.tools.knowledge
        ? await input.tools.knowledge(knowledgeQuestion(state), state.language)
        : null
    // 'Do you have docs?' names no need a model answers: a person does.
    const refersBack =
      /\b(that|this|it|them|those|eso|esto|ça|cela)\b/i.test(state.latest) &&
      /\b(models?|anything|something|solutions?|modelos?|modèles?)\b/i.test(state.latest)
    const needsAModel =
      !/\?\s*$/.test(state.latest) ||
      refersBack ||
      (input.tools.bestModelFor ? await input.tools.bestModelFor(state.latest, undefined, state.language) : null)
    if (known) await answerKnowledge(input, state, reply, known)
    else if (/\?\s*$/.test(state.latest) && (aboutIt || shortQuestion || !needsAModel)) {
      if (!(await lastResortFact(input, state, reply))) reply.say(...p.unknownAnswer)
    } else if (state.captured.industry) await recommend(input, state, reply)
    else reply.say(...p.tellMore)
  }

  // The e-mail ask, when due, is this turn's question (one question at a time).
  const contact = wantsContact(state)
  if (readyForOffer(state)) offer(state, reply)
  else if (!contact && !ask(state, reply) && learnedNow && state.offeredBefore && reply.paragraphs.length <= 2) {
    // Nothing left to ask: the next step is the call it already offered.
    reply.say(...p.offerDone)
  }
  if (contact) askContact(state, reply)
  return finish()
}

/** The reply; one that came out empty (every wording already used) still says something new. */
function finished(reply: Reply, state: State): DialogueReply {
  if (!reply.paragraphs.length) reply.say(...state.p.finish)
  return {
    text: reply.text,
    language: state.language,
    ...(reply.callback ? { callback: reply.callback } : {}),
    ...(reply.handover ? { handover: true } : {}),
  }
}
