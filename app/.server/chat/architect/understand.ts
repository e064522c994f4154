/**
 * What the offline AI Architect understands of a visitor's message: its intents (a greeting, a
 * price question, a request for a call, an off-topic aside…) and the qualifying details it carries
 * (industry, use case, size, timeline, name, company). Pure functions over text, tolerant of
 * typos: a word within one or two edits of a known word counts as that word.
 */
import type { CapturedDetails } from '~/lib/entities/chat-request'
import { INDUSTRIES, type Industry } from '~/lib/industries'

/** Words people use for an industry, beyond its own name (lower case). */
const SYNONYMS: Partial<Record<Industry, string[]>> = {
  Healthcare: [
    'health',
    'healthcare',
    'hospital',
    'clinic',
    'medical',
    'doctor',
    'patient',
    'nurse',
    'dental',
    'pharmacy',
    'radiology',
    'clinician',
  ],
  'Finance & Banking': [
    'finance',
    'bank',
    'banking',
    'fintech',
    'lending',
    'loans',
    'payments',
    'trading',
    'accounting',
  ],
  Insurance: ['insurer', 'insurance', 'claims', 'underwriting'],
  Retail: ['retail', 'shop', 'store', 'retailer', 'supermarket', 'grocery'],
  'E-commerce': ['ecommerce', 'e-commerce', 'online store', 'marketplace', 'shopify', 'webshop'],
  Manufacturing: ['factory', 'manufacturing', 'production line', 'manufacturer', 'plant'],
  'Transportation & Logistics': [
    'logistics',
    'shipping',
    'freight',
    'trucking',
    'warehouse',
    'delivery',
    'fleet',
    'supply chain',
  ],
  Education: ['school', 'university', 'teaching', 'edtech', 'students', 'tutoring', 'education', 'college'],
  'Energy & Utilities': ['energy', 'utility', 'utilities', 'solar', 'power grid', 'electricity'],
  Agriculture: ['farm', 'farming', 'crops', 'agritech', 'agriculture'],
  'Waste Management': ['waste', 'recycling', 'landfill'],
  'Space Exploration & Satellite Technology': ['satellite', 'orbit', 'spacecraft'],
  'Mining & Metals': ['mining', 'mine', 'metals', 'ore'],
  'Non-profit & Social Services': ['non-profit', 'nonprofit', 'charity', 'ngo'],
  Telecommunications: ['telecom', 'telco', 'mobile network', 'telecommunications'],
  Legal: ['law', 'lawyer', 'law firm', 'contracts', 'attorney', 'legal'],
  'Media & Entertainment': [
    'media',
    'film',
    'music',
    'gaming',
    'publishing',
    'youtube',
    'youtuber',
    'creator',
    'content creator',
    'podcast',
    'streamer',
    'influencer',
    'broadcaster',
  ],
  'Government & Public Sector': ['government', 'public sector', 'council', 'ministry', 'municipality'],
  'Real Estate': ['property', 'properties', 'realtor', 'real estate', 'real-estate'],
  Hospitality: ['hotel', 'restaurant', 'hospitality'],
  'Travel & Tourism': ['travel', 'tourism', 'airline', 'tour operator'],
  Cybersecurity: ['security operations', 'infosec', 'soc', 'cybersecurity', 'phishing'],
  Automotive: ['car', 'vehicle', 'dealership', 'automotive'],
  'Customer Service': ['customer support', 'call center', 'call centre', 'helpdesk', 'contact centre'],
  'Human Resources': ['hr', 'recruiting', 'hiring', 'recruitment', 'payroll'],
  'Advertising & Marketing': ['marketing', 'advertising', 'ad agency', 'seo'],
  'Biotechnology & Pharmaceuticals': ['biotech', 'pharma', 'pharmaceutical', 'drug discovery'],
  'Construction & Engineering': ['construction', 'engineering', 'contractor'],
  'Food & Beverage': ['food', 'beverage', 'bakery', 'brewery'],
  'Fashion & Apparel': ['fashion', 'apparel', 'clothing'],
}

/** A visitor's words, lower case, letters and digits only (hyphens kept inside words). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? []
}

/** Optimal string alignment distance (a swap of two letters is one edit), stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2]! + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]!
}

/** Whether a typed word is the known word, allowing a slip in longer words ('helthcare', 'prcie'). */
function sameWord(typed: string, known: string) {
  if (typed === known) return true
  if (known.length < 5 || typed.length < 4) return false
  const allowed = known.length >= 8 ? 2 : 1
  return editDistance(typed, known, allowed) <= allowed
}

/**
 * Whether the text holds one of the phrases: a multi-word phrase exactly (as words in a row), a
 * single word exactly, in its plural, or with a slip.
 */
function mentions(words: string[], phrases: readonly string[]): string | null {
  const joined = ` ${words.join(' ')} `
  for (const phrase of phrases) {
    if (phrase.includes(' ')) {
      if (joined.includes(` ${phrase} `)) return phrase
      continue
    }
    for (const word of words) {
      if (word === phrase || word === `${phrase}s` || word === `${phrase}es` || sameWord(word, phrase)) return phrase
    }
  }
  return null
}

const INDUSTRY_WORDS: Array<{ industry: Industry; words: string[] }> = INDUSTRIES.map((industry) => {
  const own = industry.toLowerCase()
  const parts = own.split(/\s*&\s*|\s+and\s+/)
  const words = [own, ...parts, ...(SYNONYMS[industry] ?? [])].map((w) => w.replace(/\s+/g, ' ').trim())
  // Very short names ('hr', 'soc') only whole; words shared with everyday speech stay out.
  return { industry, words: [...new Set(words.filter((w) => w.length > 2 || w === 'hr'))] }
})

/** Each industry's names: single words (matched as `mentions` matches them) and phrases of several. */
const INDUSTRY_NAMES = INDUSTRY_WORDS.map(({ industry, words }) => ({
  industry,
  single: words.filter((word) => !word.includes(' ')),
  phrases: words.filter((word) => word.includes(' ')).map((phrase) => phrase.split(' ')),
}))

/**
 * The industries a word names, by word: telling a slip from a word ('helthcare') takes an edit
 * distance against every industry's names, which was a turn's largest piece of our own work (decision
 * 029); visitors reuse their words, and a chat asks for every message. Bounded: emptied when full.
 */
const namedBy = new Map<string, ReadonlySet<Industry>>()
const NAMED_BY_MAX = 20_000

function industriesNamedBy(word: string): ReadonlySet<Industry> {
  let found = namedBy.get(word)
  if (!found) {
    found = new Set(INDUSTRY_NAMES.filter(({ single }) => mentions([word], single) !== null).map((n) => n.industry))
    if (namedBy.size >= NAMED_BY_MAX) namedBy.clear()
    namedBy.set(word, found)
  }
  return found
}

/**
 * The industry the text names first; where two names start at the same word, the one earlier in
 * the industry list.
 */
export function recogniseIndustry(text: string): Industry | null {
  const words = wordsOf(text)
  let best: { industry: Industry; at: number } | null = null
  for (const { industry, phrases } of INDUSTRY_NAMES) {
    const limit = best ? best.at : words.length
    for (let at = 0; at < limit; at++) {
      const named =
        industriesNamedBy(words[at]!).has(industry) ||
        phrases.some((parts) => parts.every((part, j) => words[at + j] === part))
      if (named) {
        best = { industry, at }
        break
      }
    }
  }
  return best?.industry ?? null
}

export type Intent =
  | 'gibberish'
  | 'greeting'
  | 'identity'
  | 'thanks'
  | 'goodbye'
  | 'callback'
  | 'price'
  | 'compare'
  | 'company'
  | 'recommend'
  | 'offTopic'
  | 'affirm'
  | 'decline'

const GREETINGS = ['hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'morning', 'afternoon', 'evening', 'yo']
const PRICE_WORDS = [
  'price',
  'pricing',
  'cost',
  'costs',
  'expensive',
  'cheap',
  'budget',
  'quote',
  'fee',
  'fees',
  'per month',
]
const COMPARE_PHRASES = [
  'compare',
  'comparison',
  'versus',
  'vs',
  'difference between',
  'better than',
  'which is better',
]
const CALLBACK_PHRASES = [
  'call me',
  'call back',
  'callback',
  'book a call',
  'a call',
  'a demo',
  'demo',
  'schedule',
  'consultation',
  'meeting',
  'talk to someone',
  'talk to a human',
  'talk to sales',
  'speak to someone',
  'speak to sales',
  'speak with',
  'talk with',
  'real person',
  'sales team',
  'get in touch',
  'contact me',
  'reach me',
  'get started',
  'sign me up',
]
const COMPANY_PHRASES = [
  'your company',
  'about you',
  'about aivora',
  'aivora',
  'who are you guys',
  'where are you based',
  'where are you located',
  'your office',
  'offices',
  'headquarters',
  'your products',
  'what products',
  'products do you',
  'labs',
  'innovation lab',
  'your email',
  'phone number',
  'contact details',
  'how do i contact',
  'how can i contact',
  'security',
  'compliance',
  'gdpr',
  'hipaa',
]
const IDENTITY_PHRASES = [
  'are you a bot',
  'are you a robot',
  'are you human',
  'are you a human',
  'are you real',
  'are you a real person',
  'are you an ai',
  'are you ai',
  'who are you',
  'what are you',
  'is this a bot',
  'am i talking to',
  'chatgpt',
  'is this automated',
]
const THANKS = ['thanks', 'thank', 'thx', 'cheers', 'appreciate', 'ty']
const GOODBYES = ['bye', 'goodbye', 'see you', 'later', 'that is all', "that's all", 'nothing else']
const OFF_TOPIC = [
  'weather',
  'joke',
  'jokes',
  'recipe',
  'cook',
  'football',
  'soccer',
  'cricket',
  'basketball',
  'baseball',
  'movie',
  'movies',
  'song',
  'poem',
  'poetry',
  'politics',
  'election',
  'president',
  'capital of',
  'homework',
  'horoscope',
  'lottery',
  'dating',
  'girlfriend',
  'boyfriend',
  'meaning of life',
  'tell me a story',
  'bitcoin price',
  'stock tip',
  'what time is it',
  'sing',
]
const AFFIRM = [
  'yes',
  'yeah',
  'yep',
  'sure',
  'ok',
  'okay',
  'please',
  'sounds good',
  'go ahead',
  'absolutely',
  'definitely',
]
const DECLINE = ['no', 'nope', 'not now', 'maybe later', 'not yet', 'no thanks', 'not interested']
/** Words that say the visitor has a need the catalogue may answer. */
const NEED_WORDS = [
  'need',
  'want',
  'looking for',
  'help with',
  'automate',
  'automation',
  'struggle',
  'struggling',
  'problem',
  'backlog',
  'reduce',
  'improve',
  'speed up',
  'recommend',
  'suggest',
  'best model',
  'which model',
  'what model',
  'solution',
  'predict',
  'forecast',
  'detect',
  'fraud',
  'churn',
  'triage',
  'documentation',
  'notes',
  'claims',
  'maintenance',
  'defects',
  'routing',
  'translation',
  'dubbing',
  'highlights',
  'tickets',
  'chatbot',
  'assistant',
  'analytics',
  'scheduling',
  'inventory',
  'demand',
  'pricing engine',
  'recommendations',
  'grading',
  'tutoring',
  'compliance',
]

const KEYBOARD_RUNS = [
  'qwert',
  'werty',
  'asdf',
  'sdfg',
  'dfgh',
  'fghj',
  'ghjk',
  'hjkl',
  'zxcv',
  'xcvb',
  'cvbn',
  'vbnm',
  'jkl;',
]

/** A message with no readable word: keyboard mashing, or letters with almost no vowels. */
function isGibberish(text: string, words: string[]) {
  const letters = words.join('')
  if (!letters) return true
  if (words.length > 3) return false
  return words.every((word) => {
    if (/\d/.test(word) || word.length < 4) return false
    const vowels = (word.match(/[aeiouy]/g) ?? []).length
    return (
      vowels === 0 ||
      KEYBOARD_RUNS.some((run) => word.includes(run)) ||
      (word.length >= 8 && vowels / word.length < 0.15)
    )
  })
}

export function intentsOf(text: string): Set<Intent> {
  const words = wordsOf(text)
  const lower = ` ${words.join(' ')} `
  const intents = new Set<Intent>()
  if (isGibberish(text, words)) {
    intents.add('gibberish')
    return intents
  }
  if (words.length <= 6 && GREETINGS.some((g) => words[0] === g || (words[0] === 'good' && words[1] === g)))
    intents.add('greeting')
  if (IDENTITY_PHRASES.some((p) => lower.includes(` ${p} `) || lower.includes(` ${p}`))) intents.add('identity')
  if (mentions(words, THANKS) && words.length <= 12) intents.add('thanks')
  if (GOODBYES.some((g) => lower.includes(` ${g} `)) && words.length <= 8) intents.add('goodbye')
  // 'call' and 'contact' as in reaching us, not a call centre or contact centre (an industry).
  if (
    CALLBACK_PHRASES.some((p) => lower.includes(` ${p} `)) &&
    !/\b(call|contact) cent(er|re)s?\b/.test(lower) &&
    !/\b(no|not|don't|dont) (want )?(a )?(call|demo)\b/.test(lower)
  )
    intents.add('callback')
  if (mentions(words, PRICE_WORDS) || /\bhow much\b/.test(lower)) intents.add('price')
  if (COMPARE_PHRASES.some((p) => lower.includes(` ${p} `))) intents.add('compare')
  if (COMPANY_PHRASES.some((p) => lower.includes(` ${p} `) || lower.includes(` ${p}`))) intents.add('company')
  if (mentions(words, NEED_WORDS) || recogniseIndustry(text)) intents.add('recommend')
  if (OFF_TOPIC.some((p) => (p.includes(' ') ? lower.includes(` ${p} `) : words.includes(p)))) intents.add('offTopic')
  if (words.length <= 4 && AFFIRM.some((a) => lower.includes(` ${a} `))) intents.add('affirm')
  if (words.length <= 4 && DECLINE.some((d) => lower.includes(` ${d} `))) intents.add('decline')
  return intents
}

const SIZE_UNITS =
  'employees|staff|people|users|members|doctors|clinicians|physicians|nurses|radiologists|agents|stores|shops|outlets|hospitals|clinics|branches|locations|sites|offices|beds|students|schools|teachers|trucks|vehicles|drivers|warehouses|factories|plants|lines|customers|patients|claims|policies|lawyers|attorneys|engineers|analysts|seats|hotels|rooms|properties|farms|acres|transactions|orders|calls|tickets'
const SIZE_PATTERN = new RegExp(
  `\\b((?:about |around |roughly |over |under |nearly |more than |less than |some )?\\d[\\d,.]*\\s*(?:k|m|\\+)?(?:\\s*-\\s*\\d[\\d,.]*)?\\s+(?:[a-z-]+\\s+)?(?:${SIZE_UNITS}))\\b`,
  'i',
)
const SIZE_WORDS =
  /\b((?:small|tiny|mid-sized?|mid-size|medium-sized?|large|big) (?:team|business|company|firm|practice|clinic|hospital|shop|store|chain|network|enterprise|manufacturer|retailer|bank|insurer|agency|group|operation|operator|supplier|school|university|brand)|(?:team|staff|company|business|practice|firm) of (?:about |around |roughly )?\d[\d,]*|startup|start-up|sole trader|freelancer|solo|just me|one-person|multinational|fortune 500|enterprise-wide|nationwide|global company)\b/i
const TIMELINE_PATTERN =
  /\b(asap|as soon as possible|immediately|right away|urgently|this (?:week|month|quarter|year)|next (?:week|month|quarter|year|few (?:weeks|months))|within (?:a|an|one|two|three|four|six|\d+) (?:days?|weeks?|months?|years?)|in (?:a|an|one|two|three|four|six|\d+) (?:days?|weeks?|months?)|by (?:q[1-4]|the end of (?:the )?(?:year|quarter|month)|end of (?:year|quarter|month)|(?:january|february|march|april|may|june|july|august|september|october|november|december)|20\d\d)|q[1-4](?: 20\d\d)?|(?:early|mid|late) 20\d\d|no rush|no hurry|just (?:exploring|looking|researching|browsing)|exploring options)\b/i
const NOT_A_NAME = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'from',
  'with',
  'looking',
  'interested',
  'not',
  'just',
  'here',
  'trying',
  'working',
  'curious',
  'new',
  'fine',
  'good',
  'great',
  'ok',
  'okay',
  'sure',
  'very',
  'so',
  'also',
  'still',
  'exploring',
  'running',
  'building',
  'currently',
])

function titleCase(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}

/** The visitor's name, when they give it ('my name is Priya', "I'm Sam Lee"). */
function nameIn(text: string): string | undefined {
  const given =
    /\b(?:my name is|my name's|name is|call me|this is)\s+([\p{L}][\p{L}'-]{1,30}(?:\s+[\p{Lu}][\p{L}'-]{1,30})?)/iu.exec(
      text,
    )
  if (given && !NOT_A_NAME.has(given[1]!.split(/\s+/)[0]!.toLowerCase()) && !recogniseIndustry(given[1]!)) {
    return titleCase(given[1]!)
  }
  // "I'm Sam" only with a capital, so "I'm looking for…" and "I'm in retail" are not names.
  const introduced = /\b(?:I'm|I am|Im)\s+(\p{Lu}[\p{Ll}'-]{1,30}(?:\s+\p{Lu}[\p{Ll}'-]{1,30})?)\b/u.exec(text)
  if (introduced && !NOT_A_NAME.has(introduced[1]!.toLowerCase()) && !recogniseIndustry(introduced[1]!)) {
    return introduced[1]
  }
  return undefined
}

/** The visitor's company, when they name it with capitals ('I work at Northwind Health'). */
function companyIn(text: string): string | undefined {
  const named =
    /\b(?:i work (?:at|for)|we are|we're|i'm (?:with|from)|i am (?:with|from)|our company(?: is|,)?|company (?:is|called)|here from|calling from|at)\s+(\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&.'-]*){0,3})/u.exec(
      text,
    )
  const company = named?.[1]?.replace(/[.,]$/, '')
  if (!company || NOT_A_NAME.has(company.toLowerCase())) return undefined
  // 'We are Healthcare' names an industry, not a company; a model's name is not theirs either.
  if (INDUSTRIES.some((industry) => industry.toLowerCase() === company.toLowerCase())) return undefined
  return company
}

const USE_CASE_TRIGGER =
  /\b(?:we need|i need|we want|i want|we'd like|we would like|looking for|help (?:us )?with|automate|automating|struggl(?:e|ing) with|problem with|issue with|reduce|reducing|improve|improving|speed up|cut|to (?:help|handle|manage|predict|detect|forecast))\s+(.{3,120}?)(?:[.!?;]|,\s*(?:and|but|so)\b|$)/i

/** Words that name a problem a model solves: the clause around one is the need. */
const NEED_NOUNS =
  /\b(backlog|fraud|churn|defects?|stock-outs?|downtime|no-shows|claims|paperwork|bottleneck|delays?)\b/i

/** The need, in the visitor's words ('reduce our radiology backlog', 'our radiology backlog is huge'). */
function needIn(text: string): string | undefined {
  const match = USE_CASE_TRIGGER.exec(text)
  if (match) {
    const need = match[0].replace(/[.!?;,]$/, '').trim()
    return need.length > 3 ? need.slice(0, 140) : undefined
  }
  const clause = text.split(/[,.;!?]|\band\b|\bbut\b/i).find((part) => NEED_NOUNS.test(part))
  return clause && wordsOf(clause).length >= 2 ? clause.trim().slice(0, 140) : undefined
}

/**
 * The qualifying details in one message. `askedFor` is the detail the AI Architect's previous
 * message asked about: a short answer to it is taken as that detail ('about 40 people', 'Priya').
 */
export function detailsIn(text: string, askedFor?: keyof CapturedDetails): CapturedDetails {
  const details: CapturedDetails = {}
  const industry = recogniseIndustry(text)
  if (industry) details.industry = industry
  const size = SIZE_PATTERN.exec(text)?.[1] ?? SIZE_WORDS.exec(text)?.[1]
  if (size) details.size = size.trim()
  const timeline = TIMELINE_PATTERN.exec(text)?.[1]
  if (timeline) details.timeline = timeline.trim()
  const name = nameIn(text)
  if (name) details.name = name
  const company = companyIn(text)
  if (company) details.company = company
  const useCase = needIn(text)
  if (useCase) details.useCase = useCase

  // A direct answer to the question just asked (not a question or a request of its own).
  const answer = text.trim().replace(/[.!]+$/, '')
  const words = wordsOf(answer)
  const ownIntents = [...intentsOf(answer)].filter((i) => i !== 'recommend' && i !== 'affirm')
  if (ownIntents.length || /\?\s*$/.test(answer)) return details
  if (askedFor === 'useCase' && !details.useCase && words.length >= 2 && words.length <= 25 && !details.size) {
    details.useCase = answer.slice(0, 140)
  }
  if (askedFor === 'size' && !details.size && /\d/.test(answer) && words.length <= 8) details.size = answer.slice(0, 60)
  if (askedFor === 'name' && !details.name && words.length >= 1 && words.length <= 3 && /^[\p{L}' -]+$/u.test(answer)) {
    if (!NOT_A_NAME.has(words[0]!) && !intentsOf(answer).size) details.name = titleCase(answer)
  }
  return details
}
