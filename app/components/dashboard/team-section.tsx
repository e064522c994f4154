/**
 * Team: the organisation's members (docs/product.md#dashboard), each with their name, e-mail, role
 * (Admin or Member) and when they last opened the dashboard. The words are the loader's, made on
 * the server, so the page hydrates as it was rendered.
 */
import type { TeamListing } from '~/lib/dashboard'
import { Cell, DataTable } from './data-table'
import { SectionHeader } from './section-header'
import { Badge } from './status-badge'

/** Two letters for the avatar: the name's initials, else the e-mail's first letter. */
function initials(member: Pick<TeamListing, 'name' | 'email'>) {
  if (!member.name) return member.email.charAt(0).toUpperCase()
  return member.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

export function TeamSection({ members }: { members: readonly TeamListing[] }) {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Team" description="The people in your organisation and what they may do." />
      <DataTable id="team" caption="Team members" head={['Name', 'Email', 'Role', 'Last active']}>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium sm:px-6">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                >
                  {initials(member)}
                </span>
                {member.name ?? (
                  <span className="text-muted-foreground">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No name given</span>
                  </span>
                )}
              </span>
            </th>
            <Cell className="text-muted-foreground">{member.email}</Cell>
            <Cell>
              <Badge tone={member.role === 'Admin' ? 'blue' : 'grey'}>{member.role}</Badge>
            </Cell>
            <Cell className="text-muted-foreground">
              {member.lastActiveAt ? (
                <time dateTime={member.lastActiveAt}>{member.lastActive}</time>
              ) : (
                member.lastActive
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
