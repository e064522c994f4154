/**
 * The admin's Add/Edit AI Model form (docs/product.md#model-form): one schema for the action and
 * the browser, the fill-ins applied on save, the JSON import, and the save-error wording.
 *
 * List fields arrive either as one value per item (the JavaScript list input sends a hidden input
 * per item) or as one text with an item per line (the plain text area a browser without
 * JavaScript shows); both are read the same way: split on new lines, trimmed, empties dropped.
 */
import { z } from 'zod'
import { modelLimits, type ModelFields } from './entities/ai-model'
import { groupDigits } from './group-digits'
import { cutAtWord } from './cut-at-word'

export const modelMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${modelLimits.title} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${groupDigits(modelLimits.description)} characters`,
  longDescriptionTooLong: `Long description must be at most ${groupDigits(modelLimits.longDescription)} characters`,
  shortDescriptionTooLong: `Short description must be at most ${modelLimits.shortDescription} characters`,
  metaTitleTooLong: `Meta title must be at most ${modelLimits.metaTitle} characters`,
  metaDescriptionTooLong: `Meta description must be at most ${modelLimits.metaDescription} characters`,
  urlTooLong: `URLs must be at most ${modelLimits.url} characters`,
  costNegative: 'Cost must be 0 or more',
  costTooLarge: 'Cost is too large',
  industryMax: `Maximum ${modelLimits.industryItems} industry items allowed`,
  listMax: `At most ${modelLimits.listItems} items are allowed`,
  listItemTooLong: `Each item must be at most ${modelLimits.listItemLength} characters`,
  // The red box's sentences for a refused save.
  urlCheck: 'Please ensure all URLs start with http:// or https://',
  duplicate: 'A model with a similar title already exists. Please use a different title.',
  saveFailed: 'Failed to save model. Please try again.',
  importRequired: 'Title and description are required',
  importInvalid: 'Invalid JSON format',
} as const

/** The list fields of an AI model (docs/product.md#model-form), in the form's order, with their labels. */
export const modelListFields = [
  { name: 'industry', label: 'Industry' },
  { name: 'industry_use', label: 'Industry Use Cases' },
  { name: 'individual_use', label: 'Individual Use Cases' },
  { name: 'categories', label: 'Categories' },
  { name: 'subcategories', label: 'Subcategories' },
  { name: 'use_cases', label: 'Use Cases' },
  { name: 'meta_keywords', label: 'Meta Keywords' },
  { name: 'example_media', label: 'Example Media' },
] as const

/** Items of a list field, however it was sent: trimmed, empties dropped. */
function toList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return values
    .flatMap((v) => (typeof v === 'string' ? v.split(/\r?\n/) : []))
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

function list(max: number, maxMessage: string) {
  return z.preprocess(
    toList,
    z.array(z.string().max(modelLimits.listItemLength, modelMessages.listItemTooLong)).max(max, maxMessage),
  )
}

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

/** Optional text: empty (conform gives undefined) becomes null. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null)
}

/**
 * Cost: a number, minimum 0; non-numeric input becomes 0. A fraction keeps its whole part, as the
 * number field's integer reading would.
 */
const cost = z.preprocess(
  (v) => {
    const n = typeof v === 'number' ? v : Number(typeof v === 'string' ? v.trim() : NaN)
    return Number.isFinite(n) ? Math.trunc(n) : 0
  },
  z.number().min(0, modelMessages.costNegative).max(modelLimits.cost, modelMessages.costTooLarge),
)

export const modelSchema = z.object({
  title: z
    .string({ error: modelMessages.titleRequired })
    .trim()
    .min(1, modelMessages.titleRequired)
    .max(modelLimits.title, modelMessages.titleTooLong),
  description: z
    .string({ error: modelMessages.descriptionRequired })
    .trim()
    .min(1, modelMessages.descriptionRequired)
    .max(modelLimits.description, modelMessages.descriptionTooLong),
  short_description: optionalText(modelLimits.shortDescription, modelMessages.shortDescriptionTooLong),
  long_description: optionalText(modelLimits.longDescription, modelMessages.longDescriptionTooLong),
  meta_title: optionalText(modelLimits.metaTitle, modelMessages.metaTitleTooLong),
  meta_description: optionalText(modelLimits.metaDescription, modelMessages.metaDescriptionTooLong),
  // URL shape is the database's check (its error becomes the red box's sentence), so the form and
  // the database can never disagree about what a valid URL is.
  url: optionalText(modelLimits.url, modelMessages.urlTooLong),
  logo_url: optionalText(modelLimits.url, modelMessages.urlTooLong),
  cover_image: optionalText(modelLimits.url, modelMessages.urlTooLong),
  cost,
  is_featured: checkbox,
  is_enterprise: checkbox,
  is_active: checkbox,
  industry: list(modelLimits.industryItems, modelMessages.industryMax),
  industry_use: list(modelLimits.listItems, modelMessages.listMax),
  individual_use: list(modelLimits.listItems, modelMessages.listMax),
  categories: list(modelLimits.listItems, modelMessages.listMax),
  subcategories: list(modelLimits.listItems, modelMessages.listMax),
  use_cases: list(modelLimits.listItems, modelMessages.listMax),
  meta_keywords: list(modelLimits.listItems, modelMessages.listMax),
  example_media: list(modelLimits.listItems, modelMessages.listMax),
}) satisfies z.ZodType<ModelFields>

export type ModelInput = z.output<typeof modelSchema>

/** The values a form shows: what was typed, or a model's, or the defaults. */
export type ModelFormValues = Omit<ModelInput, 'cost'> & { cost: number | string }

/** New models start active, not featured, not enterprise. */
export const newModelValues: ModelFormValues = {
  title: '',
  description: '',
  short_description: null,
  long_description: null,
  meta_title: null,
  meta_description: null,
  url: null,
  logo_url: null,
  cover_image: null,
  cost: 0,
  is_featured: false,
  is_enterprise: false,
  is_active: true,
  industry: [],
  industry_use: [],
  individual_use: [],
  categories: [],
  subcategories: [],
  use_cases: [],
  meta_keywords: [],
  example_media: [],
}

/** The empty values filled in on save (docs/product.md#model-form). */
export function withFillIns(input: ModelInput): ModelInput {
  // Cut after a whole word, with an ellipsis, when the text is longer (issue 32).
  const firstOf = (text: string, length: number) => cutAtWord(text, length)
  const short = input.short_description ?? firstOf(input.description, modelLimits.shortDescription)
  return {
    ...input,
    short_description: short,
    meta_title: input.meta_title ?? firstOf(input.title, modelLimits.metaTitle),
    meta_description: input.meta_description ?? (short || firstOf(input.description, modelLimits.metaDescription)),
  }
}

/** What the red box says when the database refuses a save. */
export function modelSaveErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (message.includes('check constraint')) return modelMessages.urlCheck
  if (message.includes('duplicate key')) return modelMessages.duplicate
  return modelMessages.saveFailed
}

/** A YouTube watch link becomes its embed form, using the v parameter. */
function toEmbedUrl(link: string): string {
  try {
    const url = new URL(link)
    const host = url.hostname.replace(/^www\.|^m\./, '')
    const id = url.searchParams.get('v')
    if (host === 'youtube.com' && url.pathname === '/watch' && id)
      return `https://www.youtube.com/embed/${encodeURIComponent(id)}`
  } catch {
    // Not a URL: kept as it is, and shown as it is.
  }
  return link
}

const importText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/**
 * The JSON import. Valid JSON with a title and a description fills the form (`category` →
 * categories, `sub-category` → subcategories); anything else gives the import's message. The values
 * are only put in the form: saving still goes through the schema.
 */
export function parseModelImport(text: string): { values: ModelFormValues } | { error: string } {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { error: error instanceof Error && error.message ? error.message : modelMessages.importInvalid }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { error: modelMessages.importRequired }
  const json = raw as Record<string, unknown>
  const title = importText(json.title).trim()
  const description = importText(json.description).trim()
  if (!title || !description) return { error: modelMessages.importRequired }

  const listOf = (v: unknown) =>
    (Array.isArray(v) ? v.map(importText) : typeof v === 'string' ? [v] : []).map((s) => s.trim()).filter(Boolean)
  const textOf = (v: unknown) => importText(v).trim() || null
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback)
  return {
    values: {
      title,
      description,
      short_description: textOf(json.short_description),
      long_description: textOf(json.long_description),
      meta_title: textOf(json.meta_title),
      meta_description: textOf(json.meta_description),
      url: textOf(json.url),
      logo_url: textOf(json.logo_url),
      cover_image: textOf(json.cover_image),
      cost: typeof json.cost === 'number' || typeof json.cost === 'string' ? json.cost : 0,
      is_featured: flag(json.is_featured, false),
      is_enterprise: flag(json.is_enterprise, false),
      is_active: flag(json.is_active, true),
      industry: listOf(json.industry),
      industry_use: listOf(json.industry_use),
      individual_use: listOf(json.individual_use),
      categories: listOf(json.category ?? json.categories),
      subcategories: listOf(json['sub-category'] ?? json.subcategories),
      use_cases: listOf(json.use_cases),
      meta_keywords: listOf(json.meta_keywords),
      example_media: listOf(json.example_media).map(toEmbedUrl),
    },
  }
}

/** A model row as the form shows it. A kept quirk (docs/product.md#quirks): editing starts with active on. */
export function formValuesOfModel(
  model: Omit<ModelFormValues, 'is_active'> & { is_active?: boolean },
): ModelFormValues {
  const values = Object.fromEntries(
    Object.keys(newModelValues).map((key) => [key, model[key as keyof typeof model]]),
  ) as ModelFormValues
  return { ...values, is_active: true }
}

/** What was typed, read back for the form after a refused save (nothing is validated here). */
export function formValuesFrom(form: FormData): ModelFormValues {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { ...newModelValues }
  for (const key of Object.keys(newModelValues) as Array<keyof ModelFormValues>) {
    const current = newModelValues[key]
    if (Array.isArray(current)) (values as Record<string, unknown>)[key] = toList(form.getAll(key))
    else if (typeof current === 'boolean')
      (values as Record<string, unknown>)[key] = form.get(key) === 'on' || form.get(key) === 'true'
    else (values as Record<string, unknown>)[key] = text(key)
  }
  return values
}
