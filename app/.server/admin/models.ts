/**
 * Catalogue management for the admin (docs/product.md#admin): every query runs as the admin, so the
 * ai_models policies decide (only admins read inactive models or write at all).
 */
import { data } from '@remix-run/node'
import { z } from 'zod'
import type { AdminModelRow } from '~/lib/admin-data'
import type { ModelInput } from '~/lib/model-form'
import { likePattern, type AiModel } from '../models'
import { asCaller, type Caller } from '../db'

/** How many rows the list shows at most; the search narrows it. */
const ADMIN_LIST_LIMIT = 200

/** All models, newest first, optionally narrowed to a case-insensitive search on title or description. */
export function listModelsForAdmin(caller: Caller, search: string | null): Promise<AdminModelRow[]> {
  const pattern = search?.trim() ? likePattern(search.trim()) : null
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AdminModelRow>(
      `select id, title, slug, description, categories, cost, is_featured, is_enterprise, is_active, logo_url, cover_image
       from public.ai_models
       where ($1::text is null or title ilike $1 escape '\\' or description ilike $1 escape '\\')
       order by created_at desc, id desc
       limit $2`,
      [pattern, ADMIN_LIST_LIMIT],
    )
    return rows
  })
}

/** The model id in a route's params; anything but a UUID is a page that does not exist. */
export function modelIdParam(params: { id?: string }): string {
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data(null, { status: 404 })
  return id.data
}

export function getModelForAdmin(caller: Caller, id: string): Promise<AiModel | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AiModel>('select * from public.ai_models where id = $1', [id])
    return rows[0] ?? null
  })
}

const WRITTEN_COLUMNS = [
  'title',
  'description',
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'url',
  'industry',
  'industry_use',
  'individual_use',
  'categories',
  'subcategories',
  'use_cases',
  'example_media',
  'cost',
  'is_featured',
  'is_enterprise',
  'is_active',
  'logo_url',
  'cover_image',
] as const satisfies ReadonlyArray<keyof ModelInput>

function valuesOf(input: ModelInput) {
  return WRITTEN_COLUMNS.map((column) => input[column])
}

/** Inserts a model; returns its id and the slug the database derived. Throws the database's error. */
export function createModel(caller: Caller, input: ModelInput): Promise<{ id: string; slug: string }> {
  const placeholders = WRITTEN_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string; slug: string }>(
      `insert into public.ai_models (${WRITTEN_COLUMNS.join(', ')}) values (${placeholders}) returning id, slug`,
      valuesOf(input),
    )
    return rows[0]!
  })
}

/**
 * Updates a model and returns it as it was before (for removing replaced images), or null when
 * there is no such model. Throws the database's error.
 */
export function updateModel(
  caller: Caller,
  id: string,
  input: ModelInput,
): Promise<{ slug: string; before: AiModel } | null> {
  const assignments = WRITTEN_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')
  return asCaller(caller, async (tx) => {
    const before = (await tx.query<AiModel>('select * from public.ai_models where id = $1 for update', [id])).rows[0]
    if (!before) return null
    const { rows } = await tx.query<{ slug: string }>(
      `update public.ai_models set ${assignments} where id = $1 returning slug`,
      [id, ...valuesOf(input)],
    )
    return { slug: rows[0]!.slug, before }
  })
}

type ModelFlag = 'is_active' | 'is_featured'

/** The admin list's featured and active toggles. False when no row changed. */
export function setModelFlag(caller: Caller, id: string, flag: ModelFlag, value: boolean): Promise<boolean> {
  // `flag` is one of two literal column names, checked by the type and by the caller's schema.
  const column = flag === 'is_active' ? 'is_active' : 'is_featured'
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query(`update public.ai_models set ${column} = $2 where id = $1 returning id`, [
      id,
      value,
    ])
    return rows.length > 0
  })
}

/** Deletes a model; returns its image URLs (to remove the stored files), or null when none was deleted. */
export function deleteModel(
  caller: Caller,
  id: string,
): Promise<{ title: string; logo_url: string | null; cover_image: string | null } | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ title: string; logo_url: string | null; cover_image: string | null }>(
      'delete from public.ai_models where id = $1 returning title, logo_url, cover_image',
      [id],
    )
    return rows[0] ?? null
  })
}
