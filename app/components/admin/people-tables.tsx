/**
 * Organizations → Organizations and Join Requests: the organisations, and signed-in users who
 * belong to none yet, each with Approve (makes them an organisation's Admin) and Reject, both confirmed first.
 * Both are whole lists, without search or pages; their links are the admin lists' (~/lib/admin-lists).
 */
import { Link } from '@remix-run/react'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { Check, X } from '~/components/ui/icons'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { buttonClass } from '~/components/ui/button'
import { joinRequestList } from '~/lib/admin-lists'
import { PLAN_LABELS, type AdminOrganization } from '~/lib/entities/organization'
import type { Person } from '~/lib/entities/profile'
import { organizationSizeLabel } from '~/lib/industries'
import { listHref } from '~/lib/list-query'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const when = (value: Date | string) => dateFormat.format(new Date(value))

/** A main line with an optional quieter one beneath it. */
function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <>
      {main}
      {sub ? <span className="block text-muted-foreground">{sub}</span> : null}
    </>
  )
}

export function OrganizationsTable({ organizations }: { organizations: AdminOrganization[] }) {
  if (organizations.length === 0) return <ListEmpty>No organizations yet.</ListEmpty>
  return (
    <DataTable
      id="admin-organizations"
      caption="Organizations"
      head={['Organization', 'Industry', 'Size', 'Contact', 'Members', 'Plan', 'Joined']}
    >
      {organizations.map((org) => (
        <tr key={org.id}>
          <RowHeader>
            <TwoLines main={org.name || '—'} sub={org.website} />
          </RowHeader>
          <Cell>{org.industry || '—'}</Cell>
          <Cell>{org.size ? organizationSizeLabel(org.size) : '—'}</Cell>
          <Cell>
            <TwoLines main={org.admin_email || '—'} sub={org.phone} />
          </Cell>
          <Cell>{org.members}</Cell>
          <Cell>{PLAN_LABELS[org.plan]}</Cell>
          <Cell>{when(org.created_at)}</Cell>
        </tr>
      ))}
    </DataTable>
  )
}

/** Approve or reject one join request: links to the confirmation step (the post comes after it). */
function DecisionLinks({ person }: { person: Person }) {
  const to = (what: 'approve' | 'reject') => listHref(joinRequestList, {}, { confirm: what, user: person.id })
  return (
    <div className="flex gap-2">
      <Link
        to={to('approve')}
        preventScrollReset
        aria-label={`Approve ${person.email}`}
        className={buttonClass({ size: 'sm' })}
      >
        <Check aria-hidden="true" className="h-4 w-4" />
        Approve
      </Link>
      <Link
        to={to('reject')}
        preventScrollReset
        aria-label={`Reject ${person.email}`}
        className={buttonClass({ variant: 'outline', size: 'sm', className: 'text-danger' })}
      >
        <X aria-hidden="true" className="h-4 w-4" />
        Reject
      </Link>
    </div>
  )
}

export function JoinRequestsTable({ people }: { people: Person[] }) {
  if (people.length === 0) return <ListEmpty>No join requests waiting.</ListEmpty>
  return (
    <DataTable id="admin-join-requests" caption="Join requests" head={['Name', 'Email', 'Signed up', 'Action']}>
      {people.map((person) => (
        <tr key={person.id}>
          <RowHeader>{person.name || '—'}</RowHeader>
          <Cell>{person.email}</Cell>
          <Cell>{when(person.created_at)}</Cell>
          <Cell>
            <DecisionLinks person={person} />
          </Cell>
        </tr>
      ))}
    </DataTable>
  )
}
