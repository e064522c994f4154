/**
 * Requests → Support, the support desk (docs/product.md#admin, docs/decisions/083-support-that-answers.md):
 * every organisation's tickets, newest activity first, filtered by status and paged by key in the
 * URL (the admin lists' idiom); a ticket's title opens it below the list (`?ticket=<id>`) with its
 * thread, the reply box and the small POST forms for status, priority and owner. Every form works
 * without JavaScript; each change says what it did in the status line.
 */
import { Form, Link } from '@remix-run/react'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { FilterSelect } from '~/components/admin/list/filter-select'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { PriorityBadge, TicketStatusBadge } from '~/components/dashboard/status-badge'
import { ReplyForm, supportTime, TicketThread, type Received } from '~/components/support/ticket-thread'
import { Search } from '~/components/ui/icons'
import { buttonClass } from '~/components/ui/button'
import { describedBy, Field, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { supportTicketList, type SupportTicketQuery } from '~/lib/admin-lists'
import { cn } from '~/lib/cn'
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketReference,
  type StaffTicket,
  type TicketMessage,
} from '~/lib/entities/support-ticket'
import { strayRefusal, type SupportActionData } from '~/lib/support'
import { groupDigits } from '~/lib/group-digits'
import { isFiltered, listHref, type KeysetPage } from '~/lib/list-query'
import { useIsPending } from '~/lib/use-is-pending'

type Ticket = Received<StaffTicket>

interface SupportDeskProps {
  query: SupportTicketQuery
  tickets: readonly Ticket[]
  page: KeysetPage
  open: { ticket: Ticket & { model_title: string | null }; messages: ReadonlyArray<Received<TicketMessage>> } | null
  owners: ReadonlyArray<{ id: string; email: string }>
  done: string | null
  result: SupportActionData | undefined
}

const organisationOf = (ticket: Ticket) => ticket.organization_name?.trim() || 'An unnamed organisation'

function TicketLine({ ticket, query, current }: { ticket: Ticket; query: SupportTicketQuery; current: boolean }) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3', current && 'bg-muted/60')}>
      <div className="min-w-60 flex-1">
        <Link
          to={`${listHref(supportTicketList, query, { ticket: ticket.id })}#ticket`}
          preventScrollReset
          aria-current={current ? 'true' : undefined}
          className="font-medium text-primary underline-offset-2 hover:underline wrap-anywhere"
        >
          {ticket.title}
        </Link>
        <p className="text-xs text-muted-foreground">
          {ticketReference(ticket.number)} · {organisationOf(ticket)}
        </p>
      </div>
      <TicketStatusBadge status={ticket.status} />
      <PriorityBadge priority={ticket.priority} />
      <span className="text-xs text-muted-foreground">
        {ticket.owner_email ? `Owner: ${ticket.owner_email}` : 'No owner'}
      </span>
      <span className="text-xs text-muted-foreground">
        Last activity:{' '}
        <time dateTime={new Date(ticket.last_activity_at).toISOString()}>{supportTime(ticket.last_activity_at)}</time>
      </span>
    </li>
  )
}

/** One of the open ticket's choices (status, priority, owner): a select and its button. */
function ChoiceForm({
  action,
  ticketId,
  intent,
  label,
  value,
  options,
  error,
}: {
  action: string
  ticketId: string
  intent: 'status' | 'priority' | 'owner'
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  error: string | undefined
}) {
  const pending = useIsPending({ formAction: action, match: { intent, ticket: ticketId } })
  const id = `${intent}-${ticketId}`
  const errors = error ? [error] : null
  return (
    <Form method="post" action={action} preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ticket" value={ticketId} />
      <Field id={id} label={label} errorId={`${id}-error`} errors={errors} className="flex-1">
        <select
          id={id}
          name={intent}
          defaultValue={value}
          key={`${ticketId}-${value}`}
          className={controlClass}
          {...describedBy(`${id}-error`, errors, { focus: Boolean(error) })}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <StatusButton pending={pending} variant="outline" className="mb-6">
        {`Save ${intent}`}
      </StatusButton>
    </Form>
  )
}

function OpenTicket({
  open,
  query,
  owners,
  done,
  result,
}: Pick<SupportDeskProps, 'query' | 'owners' | 'done' | 'result'> & { open: NonNullable<SupportDeskProps['open']> }) {
  const { ticket, messages } = open
  // The view it was opened in, with the ticket: every form posts there and comes back to it.
  const action = listHref(supportTicketList, query, { ticket: ticket.id })
  const refused = result?.ticket === ticket.id ? result : undefined
  const fieldError = (intent: string, name: 'status' | 'priority' | 'owner') =>
    refused?.intent === intent ? refused.errors.fields[name] : undefined
  return (
    <section id="ticket" aria-labelledby="ticket-title" className="mt-6 rounded-xl border border-border p-4 sm:p-6">
      <p role="status" className="min-h-5 text-sm font-medium text-success">
        {done ?? ''}
      </p>
      <FormError id="ticket-error" errors={refused?.errors.form ? [refused.errors.form] : null} />
      <h3 id="ticket-title" className="text-lg font-semibold wrap-anywhere">
        {ticket.title}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">Ticket: </dt>
          <dd className="inline">{ticketReference(ticket.number)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Organisation: </dt>
          <dd className="inline">
            <Link to={`/admin/organizations/${ticket.organization_id}`} className="text-primary underline">
              {organisationOf(ticket)}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Opened by: </dt>
          <dd className="inline">{ticket.author_email ?? 'A former member'}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Opened: </dt>
          <dd className="inline">{supportTime(ticket.created_at)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Model: </dt>
          <dd className="inline">{ticket.model_title ?? 'None named'}</dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-x-4 sm:grid-cols-3">
        <ChoiceForm
          action={action}
          ticketId={ticket.id}
          intent="status"
          label="Status"
          value={ticket.status}
          options={TICKET_STATUSES}
          error={fieldError('status', 'status')}
        />
        <ChoiceForm
          action={action}
          ticketId={ticket.id}
          intent="priority"
          label="Priority"
          value={ticket.priority}
          options={TICKET_PRIORITIES}
          error={fieldError('priority', 'priority')}
        />
        <ChoiceForm
          action={action}
          ticketId={ticket.id}
          intent="owner"
          label="Owner"
          value={ticket.owner_id ?? ''}
          options={[{ value: '', label: 'Nobody' }, ...owners.map((o) => ({ value: o.id, label: o.email }))]}
          error={fieldError('owner', 'owner')}
        />
      </div>
      <h4 className="mt-2 text-sm font-semibold">Conversation</h4>
      <TicketThread messages={messages} staffView />
      <ReplyForm
        action={action}
        ticketId={ticket.id}
        errors={refused?.intent === 'reply' ? { fields: refused.errors.fields, form: null } : null}
        typed={refused?.intent === 'reply' ? refused.values.message : undefined}
        hint="The member who opened the ticket gets an e-mail with your reply, unless they turned e-mail notifications off."
      />
    </section>
  )
}

export function SupportDesk(props: SupportDeskProps) {
  const { query, tickets, page, open } = props
  const stray = strayRefusal(props.result, props.result?.ticket === open?.ticket.id)
  return (
    <div>
      <FormError id="support-error" errors={stray ? [stray] : null} />
      {open ? null : (
        <p role="status" className="min-h-5 text-sm font-medium text-success">
          {props.done ?? ''}
        </p>
      )}
      <Form
        method="get"
        role="search"
        aria-label="Filter support tickets"
        preventScrollReset
        className="flex flex-wrap items-end gap-3"
      >
        <FilterSelect
          id="support-status"
          name="status"
          label="Status"
          value={query.status}
          all="All statuses"
          options={TICKET_STATUSES}
        />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Filter
          </button>
          {isFiltered(supportTicketList, query) ? (
            <Link
              to={listHref(supportTicketList, {})}
              preventScrollReset
              className="pb-2 text-sm text-primary hover:underline"
            >
              All tickets
            </Link>
          ) : null}
        </div>
      </Form>
      <h3 className="mt-5 text-base font-semibold">Support tickets ({groupDigits(page.total)})</h3>
      {tickets.length === 0 ? (
        <ListEmpty className="mt-3">
          {isFiltered(supportTicketList, query) ? 'No ticket has this status.' : 'No support tickets yet.'}
        </ListEmpty>
      ) : (
        <ul aria-label="Support tickets" className="mt-3 divide-y divide-border rounded-xl border border-border">
          {tickets.map((ticket) => (
            <TicketLine key={ticket.id} ticket={ticket} query={query} current={ticket.id === open?.ticket.id} />
          ))}
        </ul>
      )}
      <ListKeysetPager list={supportTicketList} query={query} page={page} />
      {open ? <OpenTicket {...props} open={open} /> : null}
    </div>
  )
}
