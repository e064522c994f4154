/**
 * Organizations → Organizations and Join Requests: organisation profiles, and signed-in users who
 * are not organisations yet, each with an Approve button that makes them one.
 */
import { Form, useNavigation } from '@remix-run/react'
import { Check } from 'lucide-react'
import type { Person } from '~/lib/admin-data'
import { Button } from '~/components/ui/button'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const when = (value: Date | string) => dateFormat.format(new Date(value))

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">{children}</p>
  )
}

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground'
const td = 'px-4 py-3 align-top text-sm'

export function OrganizationsTable({ people }: { people: Person[] }) {
  if (people.length === 0) return <Empty>No organizations yet.</Empty>
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[48rem]">
        <caption className="sr-only">Organizations</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>
              Organization
            </th>
            <th scope="col" className={th}>
              Industry
            </th>
            <th scope="col" className={th}>
              Size
            </th>
            <th scope="col" className={th}>
              Contact
            </th>
            <th scope="col" className={th}>
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {people.map((org) => (
            <tr key={org.id}>
              <td className={td}>
                <span className="font-medium">{org.org_data?.org_name || org.name || '—'}</span>
                {org.org_data?.website ? (
                  <span className="block text-muted-foreground">{org.org_data.website}</span>
                ) : null}
              </td>
              <td className={td}>{org.org_data?.industry || '—'}</td>
              <td className={td}>{org.org_data?.org_size ? `${org.org_data.org_size} employees` : '—'}</td>
              <td className={td}>
                {org.email}
                {org.org_data?.phone ? <span className="block text-muted-foreground">{org.org_data.phone}</span> : null}
              </td>
              <td className={td}>{when(org.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function JoinRequestsTable({ people }: { people: Person[] }) {
  const navigation = useNavigation()
  if (people.length === 0) return <Empty>No join requests waiting.</Empty>
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem]">
        <caption className="sr-only">Join requests</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Signed up
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {people.map((person) => {
            const busy = navigation.formData?.get('userId') === person.id
            return (
              <tr key={person.id}>
                <td className={td}>{person.name || '—'}</td>
                <td className={td}>{person.email}</td>
                <td className={td}>{when(person.created_at)}</td>
                <td className={`${td} text-right`}>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="approve" />
                    <input type="hidden" name="userId" value={person.id} />
                    <Button type="submit" size="sm" disabled={busy} aria-label={`Approve ${person.email}`}>
                      <Check aria-hidden="true" className="h-4 w-4" />
                      {busy ? 'Approving...' : 'Approve'}
                    </Button>
                  </Form>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
