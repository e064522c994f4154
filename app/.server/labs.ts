/**
 * The innovation labs: one query, run as the caller so Row Level Security applies too. The page
 * lists only active labs (docs/product.md#labs), newest first, with the id as a tie-breaker so the
 * order is stable. The row's shape is in ~/lib/entities/lab.
 */
import { LAB_COLUMNS, type LabRow } from '~/lib/entities/lab'
import { asCaller, type Caller } from './db'

/** Active labs, newest first. Admins may read every lab, so the filter is in the query, not left to RLS. */
export function listActiveLabs(caller: Caller): Promise<LabRow[]> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<LabRow>(
      `select ${LAB_COLUMNS.join(', ')}
       from public.labs
       where status = 'active'
       order by created_at desc, id desc`,
    )
    return rows
  })
}
