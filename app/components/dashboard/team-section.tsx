/** Team: the sample members with their e-mail, role (Admin or Member) and last activity. */
import { Cell, DataTable } from './data-table'
import { sampleTeam } from './sample-data'
import { SectionHeader } from './section-header'
import { Badge } from './status-badge'

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

export function TeamSection() {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Team" description="The people in your organisation and what they may do." />
      <DataTable id="team" caption="Team members" head={['Name', 'Email', 'Role', 'Last active']}>
        {sampleTeam.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium sm:px-6">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                >
                  {initials(member.name)}
                </span>
                {member.name}
              </span>
            </th>
            <Cell className="text-muted-foreground">{member.email}</Cell>
            <Cell>
              <Badge tone={member.role === 'Admin' ? 'blue' : 'grey'}>{member.role}</Badge>
            </Cell>
            <Cell className="text-muted-foreground">{member.lastActive}</Cell>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
