/** Support: the sample tickets with their status and priority badges and their dates. */
import { Cell, DataTable } from './data-table'
import { sampleTickets } from './sample-data'
import { Day, SectionHeader } from './section-header'
import { PriorityBadge, TicketStatusBadge } from './status-badge'

export function SupportSection() {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Support" description="Your requests to our support team and where they stand." />
      <DataTable
        id="tickets"
        caption="Support tickets"
        head={['Ticket', 'Status', 'Priority', 'Created', 'Last update']}
      >
        {sampleTickets.map((ticket) => (
          <tr key={ticket.id}>
            <th scope="row" className="min-w-56 px-4 py-3 text-left font-medium sm:px-6">
              <span className="block">{ticket.title}</span>
              <span className="block text-xs font-normal text-muted-foreground">{ticket.id}</span>
            </th>
            <Cell>
              <TicketStatusBadge status={ticket.status} />
            </Cell>
            <Cell>
              <PriorityBadge priority={ticket.priority} />
            </Cell>
            <Cell className="text-muted-foreground">
              <Day iso={ticket.created_at} />
            </Cell>
            <Cell className="text-muted-foreground">
              <Day iso={ticket.last_update} />
            </Cell>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
