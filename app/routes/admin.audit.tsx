/**
 * /admin/audit: the audit log (docs/product.md#admin), linked from the admin dashboard. Every admin
 * write, newest first: when, who, what and the values before and after; filtered by actor (part of
 * the e-mail, or 'operator'), action and entity, a page at a time, all in the URL (a GET form).
 * Read-only: nobody can change the log (docs/decisions/028-lead-desk-and-audit-log.md).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { listAudit } from '~/.server/audit'
import { requireAdmin } from '~/.server/admin/guard'
import { searchText } from '~/.server/input'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { AuditLog } from '~/components/admin/audit-log'
import { AUDIT_TITLE } from '~/lib/admin'
import { AUDIT_ACTION_VALUES, AUDIT_ENTITY_VALUES, auditLimits } from '~/lib/entities/audit'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const one = <T extends string>(value: string | null, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : null
  const page = Number(params.get('page') ?? '1')
  const filters = {
    actor: searchText(params.get('actor') ?? '').slice(0, auditLimits.actorSearch) || null,
    action: one(params.get('action'), AUDIT_ACTION_VALUES),
    entity: one(params.get('entity'), AUDIT_ENTITY_VALUES),
    page: Number.isInteger(page) && page >= 1 && page <= auditLimits.maxPage ? page : 1,
    pageSize: auditLimits.pageSize,
  }
  const { entries, total } = await listAudit(admin.caller, filters)
  return { filters, entries, total }
}

export default function AdminAudit() {
  const data = useLoaderData<typeof loader>()
  return (
    <AdminDialog
      title={AUDIT_TITLE}
      description="Every change made in the admin area and by the operator, newest first."
      closeTo="/admin"
    >
      <AuditLog {...data} />
    </AdminDialog>
  )
}
