/**
 * An innovation lab (table public.labs, supabase/migrations/20261122000400_labs.sql): its one row
 * type and the card /labs shows. Shared by app/.server/labs.ts and the labs components
 * (docs/product.md#labs).
 */

/** One row of public.labs. */
export interface LabRow {
  id: string
  name: string
  description: string
  /** 'active', 'completed' or anything else (docs/product.md#labs). */
  status: string
  team_name: string | null
  image_url: string | null
  external_url: string | null
  created_at: Date
}

/** What /labs reads: every column (created_at orders the grid). */
export const LAB_COLUMNS = [
  'id',
  'name',
  'description',
  'status',
  'team_name',
  'image_url',
  'external_url',
  'created_at',
] as const satisfies ReadonlyArray<keyof LabRow>

/** A lab's card in the /labs grid. */
export type LabCardRow = Omit<LabRow, 'created_at'>
