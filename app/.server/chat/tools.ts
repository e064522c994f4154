/**
 * The AI Architect's tools: one set for both paths (docs/decisions/026-the-ai-architect-sells.md).
 * The provider is offered them as function tools; the offline dialogue manager calls the same
 * functions. Each reads through the visitor's own database identity (`caller`), so Row Level
 * Security still decides what a visitor can learn. A tool's result is plain JSON the provider can
 * quote; prices are formatted once, here, as the catalogue shows them.
 */
import { z } from 'zod'
import { brand } from '~/lib/brand'
import type { CapturedDetails } from '~/lib/entities/chat-request'
import { KNOWLEDGE_LANGUAGE_VALUES } from '~/lib/entities/knowledge'
import type { AssistantModel } from '~/lib/entities/ai-model'
import { INDUSTRIES } from '~/lib/industries'
import { featureCards, marketingFigures } from '~/lib/marketing'
import { formatUsd } from '~/lib/money'
import { products } from '~/lib/products'
import type { Caller } from '../db'
import { searchKnowledge } from '../knowledge'
import { listActiveLabs } from '../labs'
import { activePriceRange, getAssistantModel, searchCatalogue } from '../models'
import { findModelsNamed } from '../title-index'

/** A model as a tool answers it: enough to recommend, price and link it. */
export interface ModelFacts {
  title: string
  /** The model's page on this site: link it as [title](link). */
  link: string
  /** 'from $2,499/month': the catalogue's starting price. */
  price: string
  summary: string
  industries: string[]
  useCases: string[]
  enterprise: boolean
}

export function modelFacts(model: AssistantModel): ModelFacts {
  return {
    title: model.title,
    link: `/models/${model.slug}`,
    price: `from ${formatUsd(model.cost)}/month`,
    summary: model.short_description || model.description,
    industries: model.industry,
    // What buyers ask about first: the model's use cases, else how its industries use it.
    useCases: (model.use_cases.length ? model.use_cases : model.industry_use).slice(0, 4),
    enterprise: model.is_enterprise,
  }
}

export const COMPANY_TOPICS = ['overview', 'products', 'labs', 'contact', 'pricing', 'security'] as const
export type CompanyTopic = (typeof COMPANY_TOPICS)[number]

/** What the chat knows when a tool runs: who is asking and the page the chat was opened on. */
export interface ToolContext {
  caller: Caller
  /** The slug of the model page the chat was opened from, if any. */
  pageSlug: string | null
  /** What the chat has learned so far (the callback's pre-fill). */
  captured: CapturedDetails
}

const text = (max: number) => z.string().trim().max(max)

/** The tools' parameters, checked before a tool runs: a provider's arguments are untrusted input. */
const parameters = {
  search_catalogue: z.object({
    query: text(300).describe("The visitor's need in their words, e.g. 'radiology backlog in a hospital'"),
    industry: z
      .enum(INDUSTRIES)
      .optional()
      .describe('Only models for this industry (one of the site’s industry names), when known'),
    language: z
      .enum(KNOWLEDGE_LANGUAGE_VALUES)
      .optional()
      .describe('The language the query is written in: en, es or fr (default en); the catalogue is searched in it'),
  }),
  get_model: z.object({
    name: text(200)
      .min(1)
      .describe("The model's title as the visitor wrote it, or its slug; 'this model' means the page's model"),
  }),
  company_facts: z.object({ topic: z.enum(COMPANY_TOPICS) }),
  search_knowledge: z.object({
    query: text(300).min(1).describe("The visitor's question in their words, e.g. 'do you sign a BAA'"),
    language: z
      .enum(KNOWLEDGE_LANGUAGE_VALUES)
      .optional()
      .describe("The visitor's language: en, es or fr (default en)"),
  }),
  offer_callback: z.object({
    name: text(200).optional().describe("The visitor's name, if they gave it"),
    company: text(200).optional(),
    industry: z.enum(INDUSTRIES).optional(),
    useCase: text(200).optional().describe('What they want AI to do, in a few words'),
  }),
}

export type ToolName = keyof typeof parameters
type ToolArguments<Name extends ToolName> = z.infer<(typeof parameters)[Name]>

/** What a tool gives back: the JSON for the provider, and for offer_callback the form's pre-fill. */
export interface ToolOutcome {
  result: unknown
  callback?: CapturedDetails
}

interface ToolDefinition<Name extends ToolName> {
  description: string
  /** What the visitor sees while it runs. */
  label: string
  run(context: ToolContext, args: ToolArguments<Name>): Promise<ToolOutcome>
}

const tools: { [Name in ToolName]: ToolDefinition<Name> } = {
  search_catalogue: {
    description:
      "Search our catalogue of AI models for a visitor's need (ranked full-text search, typo-tolerant titles). Returns up to 3 models with their link, starting price, summary, industries and use cases.",
    label: 'Searching the catalogue…',
    async run(context, args) {
      const { query: text, industry, language } = args
      // A Spanish or French need is searched in its own language first, then in the catalogue's
      // English, where some of its words have cousins ('fraude', 'radiología').
      let found = await searchCatalogue(context.caller, { text, industry, language, limit: 3 })
      if (!found.length && language && language !== 'en')
        found = await searchCatalogue(context.caller, { text, industry, limit: 3 })
      // A need that matches nothing within the industry still deserves that industry's models.
      const models =
        found.length || !args.industry
          ? found
          : await searchCatalogue(context.caller, { industry: args.industry, limit: 3 })
      return { result: { models: models.map(modelFacts) } }
    },
  },
  get_model: {
    description:
      "Get one model of our catalogue by its title (typos are fine) or slug: its link, starting price, summary, industries and use cases. Use it for any question about a named model's price or fit.",
    label: 'Looking up the model…',
    async run(context, args) {
      const model = await findModel(context, args.name)
      return { result: model ? { model: modelFacts(model) } : { model: null, note: 'No active model by that name.' } }
    },
  },
  company_facts: {
    description: `Facts about ${brand.name} from its own site: overview, products, labs, contact details, pricing model, or security.`,
    label: `Checking ${brand.name}'s facts…`,
    async run(context, args) {
      return { result: await companyFacts(context, args.topic) }
    },
  },
  search_knowledge: {
    description: `Search ${brand.name}'s published answers to what buyers ask sales: security and compliance (SOC 2, ISO 27001, reports), HIPAA BAA, GDPR DPA, sub-processors, data residency and deployment (regions, own cloud, on-premises), whether customer data trains models, SLA and support hours, integrations, trials and proofs of concept, pricing terms, discounts, onboarding, references, next steps. Returns up to 3 articles with their answer and link (their source on /trust); none means we have no published answer.`,
    label: 'Checking our answers…',
    async run(context, args) {
      const found = await searchKnowledge(context.caller, args.query, { language: args.language, limit: 3 })
      return {
        result: found.length
          ? {
              articles: found.map((article) => ({
                question: article.question,
                answer: article.answer,
                link: article.link,
                language: article.language,
              })),
            }
          : { articles: [], note: 'No published answer: say so, and offer a person (offer_callback).' },
      }
    },
  },
  offer_callback: {
    description:
      "Offer the visitor a consultation callback with our team: opens the 'Schedule a Consultation' form, pre-filled with what you learned. Use it when they ask for a call, a demo, a quote or to talk to someone, or once you know their industry and need.",
    label: 'Opening the consultation form…',
    async run(context, args) {
      const prefill: CapturedDetails = { ...context.captured }
      for (const key of ['name', 'company', 'industry', 'useCase'] as const) {
        const value = args[key]
        if (value) prefill[key] = value
      }
      return { result: { opened: true, form: 'Schedule a Consultation' }, callback: prefill }
    },
  },
}

/** A model by slug, or by a title as typed; 'this model' (or nothing better) is the page's. */
async function findModel(context: ToolContext, name: string): Promise<AssistantModel | null> {
  const slug = name.toLowerCase()
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    const bySlug = await getAssistantModel(context.caller, slug)
    if (bySlug) return bySlug
  }
  const named = await findModelsNamed(context.caller, name)
  if (named[0]) return named[0]
  return context.pageSlug && /\b(this|that|the) model\b|\bit\b/i.test(name)
    ? getAssistantModel(context.caller, context.pageSlug)
    : null
}

async function companyFacts(context: ToolContext, topic: CompanyTopic) {
  switch (topic) {
    case 'overview':
      return {
        name: brand.name,
        what: brand.tagline,
        figures: marketingFigures.map((f) => `${f.value} ${f.label.charAt(0).toLowerCase()}${f.label.slice(1)}`),
        offices: brand.headquarters.map((h) => h.address),
      }
    case 'products':
      return {
        products: products.map((p) => ({ name: p.name, tagline: p.tagline, highlight: p.highlight })),
        link: '/products',
      }
    case 'labs': {
      const labs = await listActiveLabs(context.caller)
      return { labs: labs.slice(0, 6).map((l) => ({ name: l.name, about: l.description })), link: '/labs' }
    }
    case 'contact':
      return {
        email: brand.email,
        phone: brand.phone,
        offices: brand.headquarters.map((h) => h.address),
        contactPage: '/contact',
      }
    case 'pricing': {
      const range = await activePriceRange(context.caller)
      return {
        model: 'Each model has a starting monthly price; final pricing depends on usage, features and customisation.',
        ...(range ? { priceRange: { from: formatUsd(range.low), to: formatUsd(range.high) } } : {}),
        savings: featureCards.find((c) => c.key === 'savings')!.description,
        catalogue: '/models',
      }
    }
    case 'security':
      return {
        security: featureCards.find((c) => c.key === 'enterprise')!.description,
        access: featureCards.find((c) => c.key === 'team')!.description,
      }
  }
}

/** The tools as the OpenAI API's function tools (JSON Schema parameters), made once. */
let asFunctionTools: ReturnType<typeof makeFunctionTools> | undefined
export function functionTools() {
  asFunctionTools ??= makeFunctionTools()
  return asFunctionTools
}

function makeFunctionTools() {
  return (Object.keys(tools) as ToolName[]).map((name) => ({
    type: 'function' as const,
    function: {
      name,
      description: tools[name].description,
      parameters: z.toJSONSchema(parameters[name]) as Record<string, unknown>,
    },
  }))
}

export function isToolName(name: string): name is ToolName {
  return Object.hasOwn(tools, name)
}

export function toolLabel(name: ToolName) {
  return tools[name].label
}

/**
 * Runs a tool on arguments from anywhere (the provider's JSON, or the dialogue manager's own). An
 * unknown tool or arguments that do not fit are an answer the provider can read and correct, not
 * an exception.
 */
export async function runTool(context: ToolContext, name: string, args: unknown): Promise<ToolOutcome> {
  if (!isToolName(name)) return { result: { error: `There is no tool named ${JSON.stringify(name.slice(0, 60))}.` } }
  const parsed = parameters[name].safeParse(args)
  if (!parsed.success) {
    return { result: { error: `Invalid arguments for ${name}: ${z.prettifyError(parsed.error).slice(0, 300)}` } }
  }
  return (tools[name] as ToolDefinition<ToolName>).run(context, parsed.data as never)
}

/** A tool's result in a few words, kept with the reply in the transcript ('3 models: A, B, C'). */
export function summariseTool(outcome: ToolOutcome): string {
  const result = outcome.result as Record<string, unknown> | null
  if (!result || typeof result !== 'object') return ''
  if (typeof result.error === 'string') return result.error.slice(0, 200)
  if (Array.isArray(result.models)) {
    const titles = (result.models as ModelFacts[]).map((m) => m.title)
    return `${titles.length} model${titles.length === 1 ? '' : 's'}${titles.length ? `: ${titles.join(', ')}` : ''}`
  }
  if (Array.isArray(result.articles)) {
    const links = (result.articles as Array<{ link: string }>).map((a) => a.link)
    return links.length ? `${links.length} answer${links.length === 1 ? '' : 's'}: ${links.join(', ')}` : 'no answer'
  }
  if ('model' in result) return result.model ? (result.model as ModelFacts).title : 'no such model'
  if (outcome.callback) return 'Schedule a Consultation opened'
  return Object.keys(result).join(', ').slice(0, 200)
}
