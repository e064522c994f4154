/**
 * The audit log's view: a filter form (actor, action, entity: a GET form, so the view is a URL;
 * the admin lists' one idiom, ~/lib/admin-lists), the entries newest first with the values before
 * and after, and pages.
 */
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListPager } from '~/components/admin/list/list-pager'
import { Cell, DataTable } from '~/components/dashboard/data-table'
import { auditList, type AuditQuery } from '~/lib/admin-lists'
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, type AuditEntryRow } from '~/lib/entities/audit'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })

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
  query,
  entries,
  total,
}: {
  query: AuditQuery
  entries: Array<Omit<AuditEntryRow, 'at'> & { at: string | Date }>
  total: number
}) {
  return (
    <div>
      <ListFilterForm
        label="Filter the audit log"
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
        search={{
          id: 'audit-actor',
          name: 'actor',
          label: 'Actor',
          placeholder: 'E-mail or operator',
          maxLength: auditList.search.actor.maxLength,
          value: query.actor,
        }}
        filters={[
          {
            id: 'audit-action',
            name: 'action',
            label: 'Action',
            value: query.action,
            all: 'All actions',
            options: AUDIT_ACTIONS,
          },
          {
            id: 'audit-entity',
            name: 'entity',
            label: 'Entity',
            value: query.entity,
            all: 'All entities',
            options: AUDIT_ENTITIES,
          },
        ]}
        submit="Filter"
      />
      {entries.length === 0 ? (
        <ListEmpty className="mt-6">{total === 0 ? 'No entries match.' : 'No entries on this page.'}</ListEmpty>
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
      <ListPager list={auditList} query={query} total={total} />
    </div>
  )
}
