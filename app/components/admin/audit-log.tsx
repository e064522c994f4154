/**
 * The audit log's view: a filter form (actor, action, entity: a GET form, so the view is a URL;
 * the admin lists' one idiom, ~/lib/admin-lists), the entries newest first, each naming what it
 * changed as it was then and its changes as 'field: old → new', and pages. Fits a 1440 px screen
 * without scrolling sideways (issue 32).
 */
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { Cell, DataTable } from '~/components/dashboard/data-table'
import { auditList, type AuditQuery } from '~/lib/admin-lists'
import { auditChanges, type AuditChange } from '~/lib/audit-changes'
import { keysetTotalText, type KeysetPage } from '~/lib/list-query'
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionLabel,
  auditEntityLabel,
  type AuditEntryRow,
} from '~/lib/entities/audit'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })

/** How many lines of changes are shown at once; the rest open under 'Show N more'. */
const SHOWN_CHANGES = 4

function ChangeLine({ change }: { change: AuditChange }) {
  return (
    <li>
      <span className="font-medium">{change.label}: </span>
      {change.changed ? (
        <>
          <span>{change.before ?? '—'}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <span>{change.after ?? '—'}</span>
        </>
      ) : (
        <span>{change.after ?? change.before}</span>
      )}
    </li>
  )
}

/**
 * The values before and after as a compact list, 'field: old → new'; a long one (a model created
 * or deleted, with every field) shows its first lines and the rest in a disclosure, which works
 * without JavaScript.
 */
function Changes({ before, after }: { before: AuditEntryRow['before']; after: AuditEntryRow['after'] }) {
  const changes = auditChanges(before, after)
  if (changes.length === 0) return <span className="text-muted-foreground">—</span>
  const shown = changes.length > SHOWN_CHANGES + 1 ? changes.slice(0, SHOWN_CHANGES) : changes
  const more = changes.slice(shown.length)
  return (
    <div className="text-xs">
      <ul className="space-y-0.5">
        {shown.map((change) => (
          <ChangeLine key={change.field} change={change} />
        ))}
      </ul>
      {more.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
            Show {more.length} more
          </summary>
          <ul className="mt-0.5 space-y-0.5">
            {more.map((change) => (
              <ChangeLine key={change.field} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

export function AuditLog({
  query,
  entries,
  page,
}: {
  query: AuditQuery
  entries: Array<Omit<AuditEntryRow, 'at'> & { at: string | Date }>
  page: KeysetPage
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
        <ListEmpty className="mt-6">{page.total === 0 ? 'No entries match.' : 'No entries on this page.'}</ListEmpty>
      ) : (
        <DataTable
          id="audit-log"
          caption={`Audit log (${keysetTotalText(page)} entries)`}
          head={['When (UTC)', 'Who', 'Action', 'Entity', 'Change']}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <Cell>{dateFormat.format(new Date(entry.at))}</Cell>
              <Cell wrap className="min-w-[11rem] max-w-[14rem]">
                {entry.actor_email}
              </Cell>
              <Cell wrap className="min-w-[9rem]">
                {auditActionLabel(entry.action)}
              </Cell>
              <Cell wrap className="min-w-[12rem] max-w-[18rem]">
                {/* The name as it was when the entry was written; the id when it had none. */}
                <span className="block font-medium">{entry.entity_label ?? entry.entity_id ?? '—'}</span>
                <span className="block break-all text-xs text-muted-foreground">
                  {auditEntityLabel(entry.entity)}
                  {entry.entity_label && entry.entity_id ? ` · ${entry.entity_id}` : ''}
                </span>
              </Cell>
              <Cell wrap className="min-w-[16rem]">
                <Changes before={entry.before} after={entry.after} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <ListKeysetPager list={auditList} query={query} page={page} />
    </div>
  )
}
