/**
 * The innovation labs: one query, run as the caller so Row Level Security applies too. The page
 * lists only active labs (docs/product.md#labs), newest first, with the id as a tie-breaker so the
 * order is stable.
 */
import { asCaller, type Caller } from './db'

interface Lab {
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

/** Active labs, newest first. Admins may read every lab, so the filter is in the query, not left to RLS. */
export function listActiveLabs(caller: Caller): Promise<Lab[]> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<Lab>(
      `select id, name, description, status, team_name, image_url, external_url, created_at
       from public.labs
       where status = 'active'
       order by created_at desc, id desc`,
    )
    return rows
  })
}
