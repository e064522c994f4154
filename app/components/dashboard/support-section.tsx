/**
 * Support (docs/product.md#dashboard, docs/decisions/083-support-that-answers.md): the
 * organisation's real tickets with their status and priority badges and their dates; a ticket's
 * title opens it below the table (`?section=support&ticket=<id>`), with its thread and a reply box;
 * 'Open a ticket' takes a title, a description, a priority and, optionally, a model of the
 * catalogue. Every form is a plain POST (post/redirect/get, `done` in the URL), so it all works
 * without JavaScript; a refused form says why beside its field and keeps what was typed.
 */
import { Form, Link } from '@remix-run/react'
import { ReplyForm, TicketThread, type Received } from '~/components/support/ticket-thread'
import { describedBy, Field, FormError, RequiredNote } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { cn } from '~/lib/cn'
import { sectionHref } from '~/lib/dashboard'
import { TICKET_PRIORITIES, ticketLimits, ticketReference, type TicketSummary } from '~/lib/entities/support-ticket'
import { memberTicketHref, strayRefusal, type SupportActionData } from '~/lib/support'
import { useIsPending } from '~/lib/use-is-pending'
import { Cell, DataTable } from './data-table'
import { Day, SectionHeader } from './section-header'
import { PriorityBadge, TicketStatusBadge } from './status-badge'

/** What the section is given: the loader's data as the page receives it, and the answer to a refused post. */
export interface SupportAccess {
  tickets: ReadonlyArray<Received<TicketSummary>>
  open: {
    ticket: Received<TicketSummary> & { model_title: string | null }
    messages: Parameters<typeof TicketThread>[0]['messages']
  } | null
  models: ReadonlyArray<{ id: string; title: string }>
  done: string | null
  result: SupportActionData | undefined
}

/** A calendar day (UTC) for the table's date cells. */
const day = (value: string | Date) => new Date(value).toISOString().slice(0, 10)

function TicketRows({ tickets, openId }: { tickets: SupportAccess['tickets']; openId: string | null }) {
  if (tickets.length === 0)
    return (
      <tr>
        <td colSpan={5} className="px-4 py-6 text-center text-muted-foreground sm:px-6">
          No tickets yet. Open one below when you need our support team.
        </td>
      </tr>
    )
  return tickets.map((ticket) => (
    <tr key={ticket.id} className={cn(ticket.id === openId && 'bg-muted/60')}>
      <th scope="row" className="min-w-56 px-4 py-3 text-left font-medium sm:px-6">
        <Link
          to={`${memberTicketHref(ticket.id)}#ticket`}
          preventScrollReset
          aria-current={ticket.id === openId ? 'true' : undefined}
          className="block text-primary underline-offset-2 hover:underline"
        >
          {ticket.title}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground">{ticketReference(ticket.number)}</span>
      </th>
      <Cell>
        <TicketStatusBadge status={ticket.status} />
      </Cell>
      <Cell>
        <PriorityBadge priority={ticket.priority} />
      </Cell>
      <Cell className="text-muted-foreground">
        <Day iso={day(ticket.created_at)} />
      </Cell>
      <Cell className="text-muted-foreground">
        <Day iso={day(ticket.last_activity_at)} />
      </Cell>
    </tr>
  ))
}

function OpenTicket({
  open,
  done,
  result,
}: Pick<SupportAccess, 'done' | 'result'> & { open: NonNullable<SupportAccess['open']> }) {
  const { ticket, messages } = open
  const refused = result?.intent === 'reply' && result.ticket === ticket.id ? result : undefined
  return (
    <section id="ticket" aria-labelledby="ticket-title" className="mt-8 rounded-xl border border-border p-4 sm:p-6">
      <p role="status" className="min-h-5 text-sm font-medium text-success">
        {done ?? ''}
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="ticket-title" className="text-lg font-semibold wrap-anywhere">
            {ticket.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {ticketReference(ticket.number)}
            {ticket.model_title ? ` · Model: ${ticket.model_title}` : ''}
          </p>
        </div>
        <div className="flex gap-2">
          <TicketStatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
        </div>
      </div>
      <TicketThread messages={messages} staffView={false} />
      <ReplyForm
        action={memberTicketHref(ticket.id)}
        ticketId={ticket.id}
        errors={refused?.errors ?? null}
        typed={refused?.values.message}
        hint="Our support team gets an e-mail with your reply."
      />
      <Link to={sectionHref('support')} preventScrollReset className="mt-4 inline-block text-sm text-primary underline">
        All tickets
      </Link>
    </section>
  )
}

function NewTicketForm({ models, result }: Pick<SupportAccess, 'models' | 'result'>) {
  const refused = result?.intent === 'open' ? result : undefined
  const pending = useIsPending({ formAction: sectionHref('support'), match: { intent: 'open' } })
  const error = (name: 'title' | 'description' | 'priority' | 'model') => {
    const message = refused?.errors.fields[name]
    return message ? [message] : null
  }
  const first = (['title', 'description', 'priority', 'model'] as const).find((name) => error(name))
  const typed = refused?.values ?? {}
  return (
    <section
      id="new-ticket"
      aria-labelledby="new-ticket-title"
      className="mt-8 rounded-xl border border-border p-4 sm:p-6"
    >
      <h2 id="new-ticket-title" className="text-lg font-semibold">
        Open a ticket
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Our support team answers here, and by e-mail to you while your e-mail notifications are on.
      </p>
      <Form method="post" action={sectionHref('support')} preventScrollReset className="mt-4">
        <RequiredNote />
        <FormError id="new-ticket-error" errors={refused?.errors.form ? [refused.errors.form] : null} />
        <input type="hidden" name="intent" value="open" />
        <Field id="ticket-title-field" label="Title" required errorId="ticket-title-error" errors={error('title')}>
          <input
            id="ticket-title-field"
            name="title"
            required
            maxLength={ticketLimits.title}
            defaultValue={typed.title}
            className={controlClass}
            {...describedBy('ticket-title-error', error('title'), { focus: first === 'title' })}
          />
        </Field>
        <Field
          id="ticket-description"
          label="Description"
          required
          errorId="ticket-description-error"
          errors={error('description')}
        >
          <textarea
            id="ticket-description"
            name="description"
            rows={5}
            required
            maxLength={ticketLimits.message}
            defaultValue={typed.description}
            className={cn(controlClass, 'resize-y')}
            {...describedBy('ticket-description-error', error('description'), { focus: first === 'description' })}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            id="ticket-priority"
            label="Priority"
            required
            errorId="ticket-priority-error"
            errors={error('priority')}
          >
            <select
              id="ticket-priority"
              name="priority"
              defaultValue={typed.priority ?? 'medium'}
              className={controlClass}
              {...describedBy('ticket-priority-error', error('priority'), { focus: first === 'priority' })}
            >
              {TICKET_PRIORITIES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ticket-model" label="Model" markOptional errorId="ticket-model-error" errors={error('model')}>
            <select
              id="ticket-model"
              name="model"
              defaultValue={typed.model ?? ''}
              className={controlClass}
              {...describedBy('ticket-model-error', error('model'), { focus: first === 'model' })}
            >
              <option value="">No particular model</option>
              {models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.title}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <StatusButton pending={pending} pendingText="Opening...">
          Open ticket
        </StatusButton>
      </Form>
    </section>
  )
}

export function SupportSection({ support }: { support: SupportAccess }) {
  const openId = support.open?.ticket.id ?? null
  const { result } = support
  const stray = strayRefusal(
    result,
    result?.intent === 'open' || (result?.intent === 'reply' && openId !== null && result.ticket === openId),
  )
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Support" description="Your requests to our support team and where they stand.">
        <a href="#new-ticket" className="text-sm font-medium text-primary underline underline-offset-2">
          Open a ticket
        </a>
      </SectionHeader>
      <FormError id="support-error" errors={stray ? [stray] : null} />
      <DataTable
        id="tickets"
        caption="Support tickets"
        head={['Ticket', 'Status', 'Priority', 'Created', 'Last update']}
      >
        <TicketRows tickets={support.tickets} openId={openId} />
      </DataTable>
      {support.open ? <OpenTicket open={support.open} done={support.done} result={support.result} /> : null}
      <NewTicketForm models={support.models} result={support.result} />
    </section>
  )
}
