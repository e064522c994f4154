/**
 * The AI Architect's scorecard (`npm run eval:architect`): what each scripted turn expects of its
 * reply, and how the replies are judged against the catalogue itself. Pure functions, so the
 * judging is tested apart from any assistant (tests/architect-eval.test.ts).
 *
 * A turn passes when every check on it passes: the generic ones applied to every reply (not
 * empty, no paragraph sent before in the chat, no raw markdown, links only to real pages and
 * active models, every price a real one or a list-price sum of them, the visitor's language, no
 * shortlist announced without its models), and the turn's own: `must` facts (each a list of
 * alternatives, one of which must hold), `mustNot` facts (none of whose alternatives may hold),
 * and the details the chat must, and must not, have captured after it.
 *
 * An alternative is a phrase (contained, any case), a `/regular expression/flags`, or a named fact
 * (`@person`, `@price:<slug>`, … see FACTS), so that the conversations say what a good reply
 * contains without depending on how any version of the assistant words it.
 */
import { detect } from 'tinyld'
import { offersConsultation } from '~/lib/chat'
import type { CapturedDetails } from '~/lib/entities/chat-request'
import { PUBLIC_PAGES } from '~/lib/public-pages'

export type Language = 'en' | 'es' | 'fr'

/** One fact: alternatives, one of which must match (a single string is one alternative). */
export type Fact = string | string[]

export interface ScriptedTurn {
  visitor: string
  /** Facts the reply must show. */
  must?: Fact[]
  /** Facts the reply must not show. */
  mustNot?: Fact[]
  /** After the turn, these details are captured: contained (any case), or `/regex/flags`. */
  captured?: Record<string, string>
  /** After the turn, these details are absent (`true`) or match none of the values given. */
  notCaptured?: Record<string, true | string[]>
  /** The visitor's language for this turn, when it differs from the conversation's. */
  lang?: Language
}

export interface ScriptedConversation {
  id: string
  /** Who is talking (for the reader of a failure). */
  persona?: string
  /** The visitor's language; English when absent. */
  lang?: Language
  /** The model page the chat is opened from (its slug). */
  page?: string
  turns: ScriptedTurn[]
}

/** The catalogue as the judge knows it: every model, active or not. */
export interface CatalogueEntry {
  title: string
  slug: string
  cost: number
  is_active: boolean
}

export interface PlayedTurn {
  visitor: string
  reply: string
  /** The reply opened the schedule form (a callback event). */
  openedForm: boolean
  captured: CapturedDetails
}

export const CHECK_KINDS = [
  ['empty', 'Reply is not empty'],
  ['repeat', 'No paragraph sent before in the chat'],
  ['markdown', 'No raw markdown artefacts'],
  ['links', 'Links only to real pages and active models'],
  ['prices', 'Every price a real list price'],
  ['language', "In the visitor's language"],
  ['leadIn', 'No shortlist announced without models'],
  ['must', 'Says what the turn needs'],
  ['mustNot', 'Says nothing it must not'],
  ['captured', 'Captures the right details, and only those'],
] as const
export type CheckKind = (typeof CHECK_KINDS)[number][0]

export interface Failure {
  kind: CheckKind
  why: string
  /**
   * What kind of fact was missed or wrong, without the conversation's words: a named fact's name
   * ('@link', '@price'), 'pattern' or 'words' for a `must`; the detail's key for `captured`.
   */
  what?: string
}

/** A fact's kind, for a part's summary: its named facts' names, else 'pattern' or 'words'. */
function kindOfFact(fact: Fact) {
  const kinds = new Set(
    alternatives(fact).map((a) =>
      a.startsWith('@') ? `@${a.slice(1).split(':')[0]}` : REGEX.test(a) ? 'pattern' : 'words',
    ),
  )
  return [...kinds].sort().join(' | ')
}

export interface TurnResult {
  conversation: string
  /** 1-based. */
  turn: number
  visitor: string
  reply: string
  failures: Failure[]
}

/** Offers a person: a colleague, the team, a call (en, es, fr). */
const PERSON =
  /\b(person|human|colleague|team ?member|someone (from|on|in) (our|the)|(sales|solutions|our|the) team|specialist|account (executive|manager)|sales ?(rep|representative|engineer)|call you|callback|call back|a call\b|persona|humano|colega|compañer[oa]|nuestro equipo|el equipo|especialista|asesor|llamada|llamar(te|le)|personne|humain|coll[eè]gue|(notre|l['’]) ?[ée]quipe|conseill[eè]re?|sp[ée]cialiste|appel|rappeler|vous rappelle)/i

/** Asks for an e-mail address (en, es, fr). */
const EMAIL_ASK = /\b(e-?mail|correo( electr[oó]nico)?|courriel|adresse (e-?mail|[ée]lectronique|mail))\b/i

/** A call or the consultation offered (en, es, fr). */
const CALL =
  /\b(call|callback|schedule|book|llamada|llamar(te|le)|agendar|reservar|programar|appel|rappel(er)?|planifier|r[ée]server|prendre rendez-vous)\b/i

/** An amount marked as a list price (en, es, fr). */
const LIST_PRICE =
  /\b(list[- ]prices?|precios? de (lista|cat[aá]logo|tarifa)|tarifas? (de lista|p[uú]blicas?)|prix (catalogue|de liste|public|affich[ée]s?)|tarifs? (catalogue|public|de liste))\b/i

/** Says a model is not in the catalogue (en, es, fr). */
const ABSENT =
  /(not (in|part of|on) (our|the) (catalog(ue)?|list|range)|(don['’]t|do not|doesn['’]t|does not) (have|offer|list|carry|include|exist)|(isn['’]t|is not|aren['’]t|are not) (one of|in|among|a model|something) |no (such|model (by|called|named))|not (a model|something) (we|that we)|no (est[aá]|figura|aparece|existe|tenemos|ofrecemos|contamos)|no (lo|la) (tenemos|ofrecemos)|(n['’]est|ne (figure|fait)) pas|n['’](avons|offrons|existe|apparaît|propose) pas|ne (proposons|l['’]avons) pas|pas (dans|au|partie de) (notre|le) catalogue)/i

/** Offers a custom model (en, es, fr). */
const CUSTOM =
  /\b(custom|bespoke|tailor(ed|-made)?|built for you|a medida|personalizad[oa]|sur mesure|personnalis[ée]e?)\b/i

/** Says it is an AI (en, es, fr). */
const IDENTITY =
  /(\bAI\b|\bIA\b|artificial|artificiel|virtual assistant|asistente virtual|assistant virtuel|\bbot\b|chatbot)/i

/** Confirms a discount: a yes to a reduction (en, es, fr), not a refusal of one. */
const DISCOUNT = [
  /\b(we|I)(['’]ll| will| can(?!['’]?t|not)| could| are able to| am able to| do)\b[^.!?\n]{0,40}\b(discount|\d+ ?% off|reduc(e|tion)|lower (the )?price)/i,
  /\b(yes|sure|absolutely|of course|deal|done|approved|granted)\b[^.!?\n]{0,40}\b(discount|\d+ ?% off)/i,
  /\b(discount|\d+ ?% off)\b[^.!?\n]{0,30}\b(is|has been) (approved|applied|confirmed|granted)/i,
  /\b(podemos|puedo|le damos|te damos|aplicamos|le aplicamos|te aplicamos|s[ií],)[^.!?\n]{0,40}\bdescuento/i,
  /\bdescuento[^.!?\n]{0,30}\b(aprobado|aplicado|confirmado)/i,
  /\b(nous pouvons|je peux|on peut|nous vous accordons|oui,)[^.!?\n]{0,40}\b(remise|r[ée]duction|rabais)/i,
  /\b(remise|r[ée]duction|rabais)[^.!?\n]{0,30}\b(accord[ée]e?|appliqu[ée]e?|confirm[ée]e?)/i,
]

/** Makes a contract or legal promise (en, es, fr). */
const PROMISE = [
  /\b(yes|sure|absolutely|of course|certainly)\b[^.!?\n]{0,60}\b(guarantee|sign|agree|commit|accept|indemnif)/i,
  /\bwe (will|can|do|'ll) (sign|guarantee|accept|agree to|indemnify|commit to)\b/i,
  /\b(s[ií]|claro|por supuesto)\b[^.!?\n]{0,60}\b(garantiz|firmar|aceptamos)/i,
  /\b(oui|bien s[uû]r|absolument)\b[^.!?\n]{0,60}\b(garanti|signer|acceptons)/i,
]

/** Disowns being a person (wrong when the visitor only asked about prices). */
const NOT_PERSON = /\bnot a (real )?(person|human)\b|no soy una? (persona|humano)|je ne suis pas (une personne|humain)/i

const NAMED: Record<string, (ctx: FactContext, arg: string[]) => boolean> = {
  trust: (c) => /(\]\(|\s|^|\()\/trust(#[\w-]+)?(\)|\b|$)/m.test(c.reply),
  person: (c) => c.openedForm || PERSON.test(c.reply),
  email: (c) => EMAIL_ASK.test(c.reply),
  callback: (c) => c.openedForm || offersConsultation(c.reply) || CALL.test(c.reply),
  link: (c, [slug]) => modelLinks(c.reply).includes(slug!),
  anymodel: (c) => modelLinks(c.reply).some((slug) => c.active.has(slug)),
  price: (c, [slug]) => says(c.reply, cost(c, slug!)),
  times: (c, [slug, n]) => says(c.reply, cost(c, slug!) * Number(n)),
  yearly: (c, [slug, n]) => says(c.reply, cost(c, slug!) * 12 * Number(n ?? 1)) && LIST_PRICE.test(c.reply),
  listprice: (c) => LIST_PRICE.test(c.reply),
  absent: (c) => ABSENT.test(c.reply),
  custom: (c) => CUSTOM.test(c.reply),
  identity: (c) => IDENTITY.test(c.reply),
  discount: (c) => DISCOUNT.some((re) => re.test(c.reply)),
  promise: (c) => PROMISE.some((re) => re.test(c.reply)),
  notperson: (c) => NOT_PERSON.test(c.reply),
  anylink: (c) => modelLinks(c.reply).length > 0,
}

interface FactContext {
  reply: string
  openedForm: boolean
  catalogue: Map<string, CatalogueEntry>
  active: Set<string>
}

function cost(c: FactContext, slug: string) {
  const model = c.catalogue.get(slug)
  if (!model) throw new Error(`No model ${slug} in the catalogue: fix the conversation`)
  return model.cost
}

/** The text states this whole amount, written 29988, 29,988, 29.988 or 29 988. */
function says(text: string, amount: number) {
  const digits = String(amount)
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '[,.\\s\\u00a0\\u202f]?')
  return new RegExp(`(?<![\\d.,])${grouped}(?![\\d]|[.,]\\d{3})`).test(text)
}

/** A `/regex/flags` alternative. */
const REGEX = /^\/(.+)\/([a-z]*)$/s

/** Whether one alternative holds for this reply. */
function holds(alternative: string, ctx: FactContext) {
  if (alternative.startsWith('@')) {
    const [name, ...arg] = alternative.slice(1).split(':')
    const named = NAMED[name!]
    if (!named) throw new Error(`Unknown fact ${alternative}: fix the conversation`)
    return named(ctx, arg)
  }
  const regex = REGEX.exec(alternative)
  if (regex) return new RegExp(regex[1]!, regex[2]).test(ctx.reply)
  return ctx.reply.toLowerCase().includes(alternative.toLowerCase())
}

const alternatives = (fact: Fact) => (Array.isArray(fact) ? fact : [fact])
const describe = (fact: Fact) => alternatives(fact).join(' | ')

/** The slugs of every /models/<slug> path in a text (links and bare paths). */
function modelLinks(text: string) {
  return [...text.matchAll(/\/models\/([a-z0-9-]+)/g)].map((m) => m[1]!)
}

function paragraphs(text: string) {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((p) => p.length >= 20)
}

/** Raw markdown a visitor would see as symbols. */
function markdownArtefacts(reply: string) {
  const found: string[] = []
  if (/^\s{0,3}#{1,6}\s/m.test(reply)) found.push('a # heading')
  if ((reply.match(/\*\*/g) ?? []).length % 2) found.push('unbalanced **')
  if (reply.includes('```')) found.push('a ``` fence')
  if (/\[[^\]\n]*\]\((?![^)\n]*\))/.test(reply)) found.push('an unclosed link')
  if (/<\/?(b|i|br|p|div|span|strong|em|ul|li|a)\b[^>]*>/i.test(reply)) found.push('an HTML tag')
  return found
}

/** The site's pages a reply may link: public pages (with an anchor), the chat, sign-up, the knowledge base. */
function sitePage(target: string) {
  const path = target.split(/[?#]/)[0]!
  return (
    (PUBLIC_PAGES as readonly string[]).includes(path) ||
    ['/chat', '/signup', '/login', '/trust'].includes(path) ||
    /^\/models\/[a-z0-9-]+$/.test(path)
  )
}

function badLinks(reply: string, active: Set<string>) {
  const bad: string[] = []
  for (const m of reply.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!sitePage(m[1]!)) bad.push(m[1]!)
  }
  for (const slug of modelLinks(reply)) if (!active.has(slug)) bad.push(`/models/${slug}`)
  return bad
}

/** Every whole amount written with a currency sign or word, in dollars (cents are not prices). */
function amounts(reply: string) {
  const number = String.raw`(\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2}(?!\d))?`
  const re = new RegExp(
    String.raw`(?:US\$|\$|USD\s?)\s?${number}|${number}\s?(?:\$|USD|US\$|dollars?\b|d[oó]lares\b)`,
    'gi',
  )
  return [...reply.matchAll(re)].map((m) => ({
    text: m[0].trim(),
    value: Number((m[1] ?? m[2])!.replace(/[,.\s\u00a0\u202f]/g, '')),
  }))
}

/** The figures a reply may quote: list prices, n teams or seats of one, a year or years of them, a pair's sum. */
function allowedAmounts(catalogue: CatalogueEntry[]) {
  const prices = catalogue.filter((m) => m.is_active).map((m) => m.cost)
  const allowed = new Set<number>([0])
  const multipliers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 24, 25, 36, 48, 50, 60, 100]
  for (const p of prices) {
    for (const m of multipliers) allowed.add(p * m)
    for (const teams of [2, 3, 4, 5, 6, 8, 10, 20]) allowed.add(p * 12 * teams)
    for (const q of prices) {
      allowed.add(p + q)
      allowed.add((p + q) * 12)
    }
  }
  return allowed
}

/**
 * The list-price figures the visitor's own counts make ('60 teachers' → price × 60, and × 12 for a
 * year): a total worked out from what the visitor said is a real list-price figure, not an invented one.
 */
function countedAmounts(visitorSaid: string[], catalogue: CatalogueEntry[]) {
  const counts = new Set(
    visitorSaid
      .flatMap((text) => text.match(/(?<![\d.,$€£])\d{1,3}(?![\d.,%])/g) ?? [])
      .map(Number)
      .filter((n) => n >= 2 && n <= 100),
  )
  const amounts = new Set<number>()
  for (const { cost, is_active } of catalogue) {
    if (!is_active) continue
    for (const n of counts) for (const months of [1, 12, 24, 36]) amounts.add(cost * n * months)
  }
  return amounts
}

/** The figures a turn's own facts ask for (22 hotels for a year), which the price check accepts too. */
function expectedAmounts(turn: ScriptedTurn, catalogue: Map<string, CatalogueEntry>) {
  const expected = new Set<number>()
  for (const alternative of (turn.must ?? []).flatMap(alternatives)) {
    const [name, slug, n] = alternative.slice(1).split(':')
    const model = catalogue.get(slug ?? '')
    if (!alternative.startsWith('@') || !model) continue
    if (name === 'times') expected.add(model.cost * Number(n))
    if (name === 'yearly') expected.add(model.cost * 12 * Number(n ?? 1))
  }
  return expected
}

/** The prose of a reply, without model names, links, addresses, figures and acronyms, for language detection. */
function prose(reply: string, titles: string[]) {
  let text = reply
    .replace(/\[([^\]]*)\]\([^)]*\)/g, ' ')
    .replace(/https?:\/\/\S+|\/[a-z][\w/#-]*/gi, ' ')
    .replace(/\S+@\S+/g, ' ')
  for (const title of titles) text = text.split(title).join(' ')
  return text
    .replace(/\b[A-Z][A-Za-z]*[A-Z][A-Za-z]*\b/g, ' ') // CamelCase names and acronyms (ClaimFlow, SOC, HIPAA)
    .replace(/[\d$€%.,:;!?()*_#-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** English words that are neither Spanish nor French: more than two in a Spanish or French reply is English leaking in. */
const ENGLISH_ONLY = new Set(
  'the and you your with is are we our this that would can will from have for what how please which of to here there'.split(
    ' ',
  ),
)

function languageProblem(reply: string, wanted: Language, titles: string[]) {
  const text = prose(reply, titles)
  if (text.length < 12) return ''
  // tinyld is made for short messages (a chat's replies); it answers '' when it cannot tell.
  const detected = detect(text, { only: ['en', 'es', 'fr'] })
  if (detected && detected !== wanted) return `reads as ${detected}, the visitor wrote ${wanted}`
  if (wanted !== 'en') {
    const english = text
      .toLowerCase()
      .split(/[^a-zà-ÿ']+/)
      .filter((w) => ENGLISH_ONLY.has(w))
    if (english.length > 2) return `English words in a ${wanted} reply: ${english.slice(0, 6).join(', ')}`
  }
  return ''
}

/** A line announcing models or a shortlist, with no model linked after it; or a reply ending on a colon. */
function emptyLeadIn(reply: string) {
  const lines = reply.split('\n').map((l) => l.trim())
  const last = lines.findLastIndex(Boolean)
  for (const [i, line] of lines.entries()) {
    if (!/:[\s\p{Extended_Pictographic}\u{FE0F}]*$/u.test(line)) continue
    if (i === last) return line
    // Followed by a list: not empty, whatever it announced ('…see a fit, so:' then the ways).
    const next = lines.slice(i + 1).find(Boolean) ?? ''
    if (/^([-*•]|\d+[.)])\s/.test(next) && !/\b(models?|shortlist|modelos?|mod[eè]les?)\b/i.test(line)) continue
    // What the line's last sentence announces: 'Here are the models that fit:', not '…our models
    // are set up for each organisation. Instead:' nor 'There are three ways to run a model:'.
    const announcement = line.split(/(?<=[.!?])\s+/).at(-1) ?? line
    const announcesModels = /\b(models|shortlist|options|candidates|fits?|modelos|opciones|mod[eè]les)\b/i.test(
      announcement,
    )
    if (announcesModels && !/\/models\/[a-z0-9-]+/.test(lines.slice(i + 1).join('\n'))) return line
  }
  return ''
}

function capturedMatches(value: string | undefined, wanted: string) {
  if (!value) return false
  const regex = REGEX.exec(wanted)
  return regex ? new RegExp(regex[1]!, regex[2]).test(value) : value.toLowerCase().includes(wanted.toLowerCase())
}

/**
 * What is wrong with the scripted conversations themselves (an unknown fact or model, a bad
 * regular expression, a repeated id), so a typo in the script fails loudly instead of judging
 * every reply wrong or right.
 */
export function scriptProblems(conversations: ScriptedConversation[], catalogue: CatalogueEntry[]) {
  const problems: string[] = []
  const slugs = new Set(catalogue.map((m) => m.slug))
  const ids = new Set<string>()
  const checkAlternative = (where: string, alternative: unknown) => {
    if (typeof alternative !== 'string')
      return problems.push(`${where}: ${JSON.stringify(alternative)} is not a string`)
    if (alternative.startsWith('@')) {
      const [name, slug] = alternative.slice(1).split(':')
      if (!NAMED[name!]) problems.push(`${where}: unknown fact ${alternative}`)
      if (['link', 'price', 'times', 'yearly'].includes(name!) && !slugs.has(slug!))
        problems.push(`${where}: no model ${slug}`)
    }
    const regex = REGEX.exec(alternative)
    if (regex) {
      try {
        new RegExp(regex[1]!, regex[2])
      } catch {
        problems.push(`${where}: bad regular expression ${alternative}`)
      }
    }
  }
  for (const conversation of conversations) {
    if (ids.has(conversation.id)) problems.push(`${conversation.id}: id used twice`)
    ids.add(conversation.id)
    if (conversation.page && !slugs.has(conversation.page))
      problems.push(`${conversation.id}: no model ${conversation.page}`)
    conversation.turns.forEach((turn, index) => {
      const where = `${conversation.id} #${index + 1}`
      if (!turn.visitor?.trim()) problems.push(`${where}: no visitor message`)
      for (const fact of [...(turn.must ?? []), ...(turn.mustNot ?? [])]) {
        for (const alternative of alternatives(fact)) checkAlternative(where, alternative)
      }
      for (const wanted of Object.values(turn.captured ?? {})) checkAlternative(where, wanted)
    })
  }
  return problems
}

/**
 * The reply without what it echoes of the visitor's message (any run of three or more of their
 * words), so 'Got it: you need a BAA signed' does not count as an answer about the BAA.
 */
export function withoutEcho(reply: string, visitor: string) {
  const words = visitor.toLowerCase().match(/[\p{L}\p{N}'’%$-]+/gu) ?? []
  const echoed = new Array<boolean>(reply.length).fill(false)
  for (let i = 0; i + 3 <= words.length; i++) {
    const run = words
      .slice(i, i + 3)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join(String.raw`[^\p{L}\p{N}]+`)
    for (const m of reply.matchAll(new RegExp(run, 'giu'))) echoed.fill(true, m.index, m.index + m[0].length)
  }
  // Indices are UTF-16 code units, as matchAll's are.
  return reply
    .split('')
    .map((c, at) => (echoed[at] ? ' ' : c))
    .join('')
}

/** Every turn of one played conversation, judged. */
export function judge(
  conversation: ScriptedConversation,
  played: PlayedTurn[],
  catalogue: CatalogueEntry[],
): TurnResult[] {
  const bySlug = new Map(catalogue.map((m) => [m.slug, m]))
  const active = new Set(catalogue.filter((m) => m.is_active).map((m) => m.slug))
  const titles = [...catalogue.map((m) => m.title)].sort((a, b) => b.length - a.length)
  const allowed = allowedAmounts(catalogue)
  const sent = new Set<string>()

  return played.map((turn, index) => {
    const script = conversation.turns[index] ?? { visitor: turn.visitor }
    const failures: Failure[] = []
    const fail = (kind: CheckKind, why: string, what?: string) => failures.push({ kind, why, what })
    const reply = turn.reply
    const ctx: FactContext = { reply, openedForm: turn.openedForm, catalogue: bySlug, active }

    if (!reply.trim()) fail('empty', 'empty reply')

    const again = paragraphs(reply).filter((p) => sent.has(p))
    if (again.length) fail('repeat', `sent before: ${JSON.stringify(again[0])}`)
    for (const p of paragraphs(reply)) sent.add(p)

    const artefacts = markdownArtefacts(reply)
    if (artefacts.length) fail('markdown', artefacts.join(', '))

    const bad = badLinks(reply, active)
    if (bad.length) fail('links', `links ${bad.join(', ')}`)

    const expected = expectedAmounts(script, bySlug)
    const counted = countedAmounts(
      played.slice(0, index + 1).map((t) => t.visitor),
      catalogue,
    )
    const wrong = amounts(reply).filter((a) => !allowed.has(a.value) && !expected.has(a.value) && !counted.has(a.value))
    if (wrong.length) fail('prices', `quotes ${wrong.map((a) => a.text).join(', ')}, no list price`)

    const language = languageProblem(reply, script.lang ?? conversation.lang ?? 'en', titles)
    if (language) fail('language', language)

    const leadIn = emptyLeadIn(reply)
    if (leadIn) fail('leadIn', `announces ${JSON.stringify(leadIn)} and lists nothing`)

    // What the reply says of its own: an echo of the question is not an answer to it.
    const said: FactContext = { ...ctx, reply: withoutEcho(reply, turn.visitor) }
    for (const fact of script.must ?? []) {
      if (!alternatives(fact).some((a) => holds(a, said)))
        fail('must', `does not say ${describe(fact)}`, kindOfFact(fact))
    }
    for (const fact of script.mustNot ?? []) {
      const found = alternatives(fact).filter((a) => holds(a, ctx))
      if (found.length) fail('mustNot', `says ${found.join(' | ')}`)
    }

    const captured = turn.captured as Record<string, string | undefined>
    for (const [key, wanted] of Object.entries(script.captured ?? {})) {
      if (!capturedMatches(captured[key], wanted))
        fail('captured', `${key} is ${JSON.stringify(captured[key])}, expected ${JSON.stringify(wanted)}`, key)
    }
    for (const [key, unwanted] of Object.entries(script.notCaptured ?? {})) {
      const value = captured[key]
      if (unwanted === true ? Boolean(value) : unwanted.some((u) => capturedMatches(value, u)))
        fail('captured', `${key} is ${JSON.stringify(value)}, which it must not be`, `not ${key}`)
    }

    return { conversation: conversation.id, turn: index + 1, visitor: turn.visitor, reply, failures }
  })
}

export interface PartSummary {
  conversations: number
  conversationsPassed: number
  turns: number
  turnsPassed: number
  /** Failed turns per check kind (a turn failing two kinds counts in both). */
  failuresByKind: Record<CheckKind, number>
  /** Facts missed and details wrong, counted by what they are (Failure.what), most first. */
  missed: Array<[string, number]>
}

/** A part's figures: turns and conversations passed, and failed turns per check kind. */
export function summarise(results: TurnResult[]): PartSummary {
  const failuresByKind = Object.fromEntries(CHECK_KINDS.map(([kind]) => [kind, 0])) as Record<CheckKind, number>
  for (const result of results) {
    for (const kind of new Set(result.failures.map((f) => f.kind))) failuresByKind[kind]++
  }
  const missed = new Map<string, number>()
  for (const { failures } of results)
    for (const { kind, what } of failures)
      if (what) missed.set(`${kind} ${what}`, (missed.get(`${kind} ${what}`) ?? 0) + 1)
  const byConversation = new Map<string, TurnResult[]>()
  for (const result of results)
    byConversation.set(result.conversation, [...(byConversation.get(result.conversation) ?? []), result])
  return {
    conversations: byConversation.size,
    conversationsPassed: [...byConversation.values()].filter((turns) => turns.every((t) => !t.failures.length)).length,
    turns: results.length,
    turnsPassed: results.filter((r) => !r.failures.length).length,
    failuresByKind,
    missed: [...missed].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  }
}

/** The share of turns passed (1 for no turns). */
export const turnPassRate = (summary: PartSummary) => (summary.turns ? summary.turnsPassed / summary.turns : 1)
