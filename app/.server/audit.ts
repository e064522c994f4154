/**
 * The one module for table public.audit_log (docs/decisions/028-lead-desk-and-audit-log.md): every
 * admin write records itself here, inside its own transaction (`recordAudit(tx, …)` with the
 * write's `tx`), so a write and its record are committed or rolled back together. Rows go in only
 * through private.record_audit(), which takes the actor from the caller's identity (the service
 * role's work as 'operator'); nobody may change or delete one. Admins read it at /admin/audit.
 */
import type { AuditQuery } from '~/lib/admin-lists'
import type { AuditAction, AuditEntity, AuditEntryRow } from '~/lib/entities/audit'
import type { PageWindow } from '~/lib/list-query'
import { asCaller, type Caller, type Queryable } from './db'
import { likePattern } from './db/like'

interface AuditEntry {
  action: AuditAction
  entity: AuditEntity
  entityId: string | null
  before?: unknown
  after?: unknown
  /** For the service role only: who the operator is (default 'operator'). */
  operator?: string
}

/** Records one admin write, in the write's own transaction. Throws (and so rolls back) when refused. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))
  await tx.query('select private.record_audit($1, $2, $3, $4::jsonb, $5::jsonb, $6)', [
    entry.action,
    entry.entity,
    entry.entityId,
    json(entry.before),
    json(entry.after),
    entry.operator ?? null,
  ])
}

/**
 * One page of the log (the window ~/lib/list-query's `pageWindow` gives), newest first, narrowed by
 * the actor (part of the e-mail, or 'operator'), action and entity; with the total for paging.
 * Admins only (RLS).
 */
export function listAudit(
  caller: Caller,
  query: AuditQuery,
  { limit, offset }: PageWindow,
): Promise<{ entries: AuditEntryRow[]; total: number }> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AuditEntryRow & { total: number }>(
      `select id::text, at, actor_id, actor_email, action, entity, entity_id, entity_label, before, after,
              count(*) over ()::int as total
       from public.audit_log
       where ($1::text is null or actor_email ilike $1 escape '\\')
         and ($2::text is null or action = $2)
         and ($3::text is null or entity = $3)
       order by at desc, id desc
       limit $4 offset $5`,
      [query.actor ? likePattern(query.actor) : null, query.action, query.entity, limit, offset],
    )
    return { entries: rows.map(({ total: _total, ...entry }) => entry), total: rows[0]?.total ?? 0 }
  })
}
