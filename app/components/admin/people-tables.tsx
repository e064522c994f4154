/**
 * Organizations → Organizations and Join Requests: organisation profiles, and signed-in users who
 * are not organisations yet, each with an Approve button that makes them one.
 */
import { Form } from '@remix-run/react'
import { Check } from 'lucide-react'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { StatusButton } from '~/components/ui/status-button'
import type { Person } from '~/lib/entities/profile'
import { useIsPending } from '~/lib/use-is-pending'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const when = (value: Date | string) => dateFormat.format(new Date(value))

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">{children}</p>
  )
}

/** A main line with an optional quieter one beneath it. */
function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <>
      {main}
      {sub ? <span className="block text-muted-foreground">{sub}</span> : null}
    </>
  )
}

export function OrganizationsTable({ people }: { people: Person[] }) {
  if (people.length === 0) return <Empty>No organizations yet.</Empty>
  return (
    <DataTable
      id="admin-organizations"
      caption="Organizations"
      head={['Organization', 'Industry', 'Size', 'Contact', 'Joined']}
    >
      {people.map((org) => (
        <tr key={org.id}>
          <RowHeader>
            <TwoLines main={org.org_data?.org_name || org.name || '—'} sub={org.org_data?.website} />
          </RowHeader>
          <Cell>{org.org_data?.industry || '—'}</Cell>
          <Cell>{org.org_data?.org_size ? `${org.org_data.org_size} employees` : '—'}</Cell>
          <Cell>
            <TwoLines main={org.email} sub={org.org_data?.phone} />
          </Cell>
          <Cell>{when(org.created_at)}</Cell>
        </tr>
      ))}
    </DataTable>
  )
}

/** Approve one join request: its own small POST form, pending while that row's approval is under way. */
function ApproveForm({ person }: { person: Person }) {
  const pending = useIsPending({ match: { intent: 'approve', userId: person.id } })
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="userId" value={person.id} />
      <StatusButton
        size="sm"
        pending={pending}
        pendingText="Approving..."
        icon={<Check aria-hidden="true" className="h-4 w-4" />}
        aria-label={`Approve ${person.email}`}
      >
        Approve
      </StatusButton>
    </Form>
  )
}

export function JoinRequestsTable({ people }: { people: Person[] }) {
  if (people.length === 0) return <Empty>No join requests waiting.</Empty>
  return (
    <DataTable id="admin-join-requests" caption="Join requests" head={['Name', 'Email', 'Signed up', 'Action']}>
      {people.map((person) => (
        <tr key={person.id}>
          <RowHeader>{person.name || '—'}</RowHeader>
          <Cell>{person.email}</Cell>
          <Cell>{when(person.created_at)}</Cell>
          <Cell>
            <ApproveForm person={person} />
          </Cell>
        </tr>
      ))}
    </DataTable>
  )
}
