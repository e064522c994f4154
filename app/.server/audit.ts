/**
 * The one module for table public.audit_log (docs/decisions/028-lead-desk-and-audit-log.md): every
 * admin write records itself here, inside its own transaction (`recordAudit(tx, …)` with the
 * write's `tx`), so a write and its record are committed or rolled back together. Rows go in only
 * through private.record_audit(), which takes the actor from the caller's identity (the service
 * role's work as 'operator'); nobody may change or delete one. Admins read it at /admin/audit.
 */
import type { AuditQuery } from '~/lib/admin-lists'
import type { AuditAction, AuditEntity, AuditEntryRow } from '~/lib/entities/audit'
import type { KeysetPage, KeysetWindow } from '~/lib/list-query'
import { asCaller, type Caller, type Queryable } from './db'
import { keptCounts, readKeysetPage } from './db/keyset'
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
 * One page of the log (the window ~/lib/list-query's `keysetWindow` gives), newest first, narrowed
 * by the actor (part of the e-mail, or 'operator'), action and entity, with what its pager needs.
 * Staff only: through private.staff_audit_log (decision 079), where the actor's search reads its
 * trigram index and each filter its (action|entity, at, id) index, made by audit_keeper
 * (20261201030000). Unfiltered, the total is the count the database keeps; filtered, it is counted
 * up to the bound.
 */
export function listAudit(
  caller: Caller,
  query: AuditQuery,
  window: KeysetWindow,
): Promise<{ entries: AuditEntryRow[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const filtered = Boolean(query.actor || query.action || query.entity)
    const total = filtered ? null : ((await keptCounts(tx)).audit_log ?? 0)
    const { items, page } = await readKeysetPage<AuditEntryRow>(
      tx,
      {
        columns: 'id::text, at, actor_id, actor_email, action, entity, entity_id, entity_label, before, after',
        from: 'private.staff_audit_log',
        at: 'at',
        id: 'id',
        idType: 'bigint',
        where: (add) =>
          [
            query.actor ? `actor_email ilike ${add(likePattern(query.actor))} escape '\\'` : 'true',
            query.action ? `action = ${add(query.action)}` : 'true',
            query.entity ? `entity = ${add(query.entity)}` : 'true',
          ].join(' and '),
        total,
      },
      window,
    )
    return { entries: items, page }
  })
}
