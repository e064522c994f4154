/**
 * The offline AI Architect: the same persona with no AI provider, so a fresh machine has a working
 * assistant. Deterministic: it recognises the 39 industries in what the visitor writes, answers in
 * two or three short sentences with one or two real models from our catalogue for that industry
 * (linked), and proposes the consultation after a few exchanges or as soon as the visitor mentions
 * price, a demo, a call or contact. It streams word by word.
 */
import { INDUSTRIES, type Industry } from '~/lib/industries'
import { ANON } from '../db'
import { listCatalogue } from '../models'
import type { ChatProvider, ProviderMessage } from './provider-types'

/** Words people use for an industry, beyond its own name (lower case, whole words). */
const SYNONYMS: Partial<Record<Industry, string[]>> = {
  Healthcare: [
    'health',
    'hospital',
    'clinic',
    'clinics',
    'medical',
    'doctor',
    'doctors',
    'patient',
    'patients',
    'nurse',
    'dental',
    'pharmacy',
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
  Insurance: ['insurer', 'claims', 'underwriting'],
  Retail: ['shop', 'store', 'stores', 'retailer', 'supermarket'],
  'E-commerce': ['ecommerce', 'online store', 'marketplace', 'shopify'],
  Manufacturing: ['factory', 'factories', 'production line', 'manufacturer', 'plant'],
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
  Education: ['school', 'schools', 'university', 'teaching', 'edtech', 'students', 'tutoring'],
  'Energy & Utilities': ['energy', 'utility', 'utilities', 'solar', 'power grid', 'oil', 'gas'],
  Agriculture: ['farm', 'farming', 'crops', 'agritech'],
  Telecommunications: ['telecom', 'telco', 'mobile network'],
  Legal: ['law', 'lawyer', 'lawyers', 'law firm', 'contracts', 'attorney'],
  'Media & Entertainment': [
    'media',
    'film',
    'music',
    'gaming',
    'publishing',
    'youtube',
    'youtuber',
    'creator',
    'creators',
    'content creator',
    'podcast',
    'streamer',
    'influencer',
  ],
  'Government & Public Sector': ['government', 'public sector', 'council', 'ministry'],
  'Real Estate': ['property', 'properties', 'realtor', 'real-estate'],
  Hospitality: ['hotel', 'hotels', 'restaurant', 'restaurants'],
  'Travel & Tourism': ['travel', 'tourism', 'airline', 'tour'],
  Cybersecurity: ['security operations', 'infosec', 'soc'],
  Automotive: ['car', 'cars', 'vehicle', 'vehicles', 'dealership'],
  'Customer Service': ['customer support', 'call center', 'call centre', 'helpdesk', 'contact centre'],
  'Human Resources': ['hr', 'recruiting', 'hiring', 'recruitment', 'payroll'],
  'Advertising & Marketing': ['marketing', 'advertising', 'agency', 'seo'],
  'Biotechnology & Pharmaceuticals': ['biotech', 'pharma', 'pharmaceutical', 'drug discovery'],
  'Construction & Engineering': ['construction', 'engineering', 'contractor'],
  'Food & Beverage': ['food', 'beverage', 'bakery', 'brewery'],
  'Fashion & Apparel': ['fashion', 'apparel', 'clothing'],
}

const CREATOR_WORDS =
  /\b(youtube|youtuber|creator|creators|content creator|podcast|podcaster|streamer|influencer|tiktok|instagram)\b/i
// 'call' and 'contact' as in reaching us, not a call centre or contact centre (an industry).
const INTEREST_WORDS =
  /\b(price|prices|pricing|cost|costs|quote|demo|demos|call(?!\s+cent(?:er|re)s?\b)|contact(?!\s+cent(?:er|re)s?\b)|meeting|talk to (someone|a human|sales)|get started|sign me up)\b/i
const OFFER =
  "Would you like to schedule a quick call with our team? 📅 Use 'Schedule a Consultation' and we'll tailor a demo to your business."
/** After this many messages from the visitor, the consultation is proposed anyway. */
const PROPOSE_AFTER = 3

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const MATCHERS: Array<{ industry: Industry; pattern: RegExp }> = INDUSTRIES.map((industry) => {
  const words = [
    industry.toLowerCase(),
    ...industry.toLowerCase().split(/\s*&\s*|\s+and\s+/),
    ...(SYNONYMS[industry] ?? []),
  ]
  const unique = [...new Set(words.filter((w) => w.length > 2 || w === 'hr'))]
  // Whole words, singular or plural ('hospital' and 'hospitals').
  return { industry, pattern: new RegExp(`\\b(${unique.map(escape).join('|')})s?\\b`, 'i') }
})

/**
 * The industry named first in the text; where two names start at the same place, the one earlier in
 * the industry list ('security operations' is Cybersecurity, before Public Safety & Security).
 */
export function recogniseIndustry(text: string): Industry | null {
  const hit = MATCHERS.map((m) => ({ ...m, at: text.search(m.pattern) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)[0]
  return hit?.industry ?? null
}

interface ModelLink {
  title: string
  slug: string
  industryUse: string | null
}

type FindModels = (industry: Industry) => Promise<ModelLink[]>

const findCatalogueModels: FindModels = async (industry) => {
  const models = await listCatalogue(ANON, { industry, limit: 2, offset: 0 })
  return models.map((m) => ({
    title: m.title,
    slug: m.slug,
    industryUse: (m as { industry_use?: string[] }).industry_use?.[0] ?? null,
  }))
}

const link = (model: ModelLink) => `[${model.title}](/models/${model.slug})`

/** The whole reply to a conversation (its last message is the visitor's). */
export async function composeReply(
  conversation: ProviderMessage[],
  findModels: FindModels = findCatalogueModels,
): Promise<string> {
  const visitor = conversation.filter((m) => m.role === 'user')
  const latest = visitor.at(-1)?.content ?? ''
  const alreadyOffered = conversation.some(
    (m) => m.role === 'assistant' && m.content.includes("'Schedule a Consultation'"),
  )
  const interested = INTEREST_WORDS.test(latest)

  let industry = recogniseIndustry(latest)
  const isNewIndustry = industry !== null
  for (const earlier of [...visitor].reverse()) {
    if (industry) break
    industry = recogniseIndustry(earlier.content)
  }
  const creator = CREATOR_WORDS.test(latest) || (!isNewIndustry && visitor.some((m) => CREATOR_WORDS.test(m.content)))

  if (interested || (visitor.length >= PROPOSE_AFTER && !alreadyOffered)) {
    const opener = interested
      ? 'Great question! 🙌 Our team can walk you through pricing and a live demo for your exact setup.'
      : "Love what I'm hearing! 🚀"
    return `${opener} ${OFFER}`
  }

  if (!industry) {
    return "Thanks for sharing! 😊 Which industry is your business in, for example healthcare, retail, finance or media? I'll point you to the models that fit."
  }

  const models = await findModels(industry)
  const picks = models.length > 0 ? models.map(link).join(' and ') : null

  if (creator) {
    return picks
      ? `Content creators love AI for scripting, captions, thumbnails and repurposing videos across platforms! 🎬 ${picks} can take that busywork off your plate. What's eating most of your time right now?`
      : "Content creators love AI for scripting, captions, thumbnails and repurposing videos across platforms! 🎬 What's eating most of your time right now?"
  }
  if (industry === 'Healthcare') {
    return picks
      ? `Healthcare is where AI really shines, from clinical notes to patient triage, always with privacy first. 🏥 Have a look at ${picks}. Which part of your day would you most like to lighten?`
      : 'Healthcare is where AI really shines, from clinical notes to patient triage, always with privacy first. 🏥 Which part of your day would you most like to lighten?'
  }
  if (!isNewIndustry) {
    const first = models[0]
    return first
      ? `Got it! 👍 For ${industry}, ${link(first)} is a strong place to start${first.industryUse ? `, especially for ${first.industryUse.toLowerCase()}` : ''}. What would you automate first if you could?`
      : `Got it! 👍 What would you automate first in your ${industry} work if you could?`
  }
  return picks
    ? `${industry} is a great fit for AI! ✨ Teams like yours use ${picks} to save hours every week. What's the biggest time sink for your team right now?`
    : `${industry} is a great fit for AI! ✨ What's the biggest time sink for your team right now?`
}

/** Splits text into word-sized pieces that join back to exactly the text. */
export function wordPieces(text: string) {
  return text.match(/\S+\s*|\s+/g) ?? []
}

export function createOfflineProvider(options: { findModels?: FindModels; delayMs?: number } = {}): ChatProvider {
  const delayMs = options.delayMs ?? 25
  return {
    name: 'offline',
    async *streamReply(conversation, signal) {
      const reply = await composeReply(conversation, options.findModels)
      for (const piece of wordPieces(reply)) {
        if (signal.aborted) return
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
        yield piece
      }
    },
  }
}

export const offlineProvider = createOfflineProvider()
