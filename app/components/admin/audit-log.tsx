/**
 * The audit log's view: a filter form (actor, action, entity: a GET form, so the view is a URL),
 * the entries newest first with the values before and after, and pages.
 */
import { Form, Link } from '@remix-run/react'
import { Search } from '~/components/ui/icons'
import { Cell, DataTable } from '~/components/dashboard/data-table'
import { buttonClass } from '~/components/ui/button'
import { FilterSelect } from '~/components/ui/filter-select'
import { controlClass } from '~/components/ui/form-control'
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionLabel,
  auditLimits,
  type AuditAction,
  type AuditEntity,
  type AuditEntryRow,
} from '~/lib/entities/audit'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })

interface Filters {
  actor: string | null
  action: AuditAction | null
  entity: AuditEntity | null
  page: number
}

function auditSearch(filters: Filters) {
  const params = new URLSearchParams()
  if (filters.actor) params.set('actor', filters.actor)
  if (filters.action) params.set('action', filters.action)
  if (filters.entity) params.set('entity', filters.entity)
  if (filters.page > 1) params.set('page', String(filters.page))
  const search = params.toString()
  return `/admin/audit${search ? `?${search}` : ''}`
}

/** Values as short readable lines; long texts are cut (the whole value stays in the database). */
function Values({ value }: { value: Record<string, unknown> | null }) {
  if (!value || Object.keys(value).length === 0) return <span className="text-muted-foreground">—</span>
  return (
    <dl className="max-w-md space-y-0.5 whitespace-normal text-xs">
      {Object.entries(value).map(([key, v]) => {
        const text = typeof v === 'string' ? v : JSON.stringify(v)
        return (
          <div key={key}>
            <dt className="inline font-medium">{key}: </dt>
            <dd className="inline break-words">{text.length > 160 ? `${text.slice(0, 160)}…` : text}</dd>
          </div>
        )
      })}
    </dl>
  )
}

export function AuditLog({
  filters,
  entries,
  total,
}: {
  filters: Filters
  entries: Array<Omit<AuditEntryRow, 'at'> & { at: string | Date }>
  total: number
}) {
  const pages = Math.max(1, Math.ceil(total / auditLimits.pageSize))
  return (
    <div>
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        preventScrollReset
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <div>
          <label htmlFor="audit-actor" className="text-sm font-medium">
            Actor
          </label>
          <input
            id="audit-actor"
            type="search"
            name="actor"
            defaultValue={filters.actor ?? ''}
            maxLength={auditLimits.actorSearch}
            placeholder="E-mail or operator"
            className={controlClass}
          />
        </div>
        <FilterSelect
          id="audit-action"
          name="action"
          label="Action"
          value={filters.action}
          all="All actions"
          options={AUDIT_ACTIONS}
        />
        <FilterSelect
          id="audit-entity"
          name="entity"
          label="Entity"
          value={filters.entity}
          all="All entities"
          options={AUDIT_ENTITIES}
        />
        <div className="flex items-end">
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Filter
          </button>
        </div>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {total === 0 ? 'No entries match.' : 'No entries on this page.'}
        </p>
      ) : (
        <DataTable
          id="audit-log"
          caption={`Audit log (${total} entries)`}
          head={['When (UTC)', 'Who', 'Action', 'Entity', 'Before', 'After']}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <Cell>{dateFormat.format(new Date(entry.at))}</Cell>
              <Cell>{entry.actor_email}</Cell>
              <Cell>{auditActionLabel(entry.action)}</Cell>
              <Cell>
                {entry.entity}
                {entry.entity_id ? (
                  <span className="block text-xs text-muted-foreground">{entry.entity_id}</span>
                ) : null}
              </Cell>
              <Cell>
                <Values value={entry.before} />
              </Cell>
              <Cell>
                <Values value={entry.after} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      {pages > 1 || filters.page > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
          {filters.page > 1 ? (
            <Link
              to={auditSearch({ ...filters, page: Math.min(filters.page - 1, pages) })}
              preventScrollReset
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {filters.page} of {pages}
          </span>
          {filters.page < pages ? (
            <Link
              to={auditSearch({ ...filters, page: filters.page + 1 })}
              preventScrollReset
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
