/**
 * /admin/audit: the audit log (docs/product.md#admin), linked from the admin dashboard. Every admin
 * write, newest first: when, who, what and the values before and after; filtered by actor (part of
 * the e-mail, or 'operator'), action and entity, a page at a time by key, all in the URL (a GET form).
 * Read-only: nobody can change the log (docs/decisions/028-lead-desk-and-audit-log.md).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { listAudit } from '~/.server/audit'
import { requireAdmin } from '~/.server/admin/guard'
import { parseListQuery } from '~/.server/list-query'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { AuditLog } from '~/components/admin/audit-log'
import { AUDIT_TITLE } from '~/lib/admin'
import { auditList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const query = parseListQuery(auditList, new URL(request.url).searchParams)
  const { entries, page } = await listAudit(admin.caller, query, keysetWindow(auditList, query))
  return { query, entries, page }
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
