/**
 * Requests → Sales, the sales desk's inbox (docs/product.md#admin): a search-and-filter GET form
 * (so every view is a URL: the admin lists' one idiom, ~/lib/admin-lists), the CSV export of that
 * view, pages, and one card per lead, newest first: who and how to reach them (mailto:/tel:
 * links), the enquiry's message or the callback's preferred time with the visitor's time zone, the
 * chat transcript as the visitor saw it beside what the AI Architect learned, and the desk's three
 * small POST forms (status, owner, a note) with the notes. Every form works without JavaScript; a
 * change is acknowledged in a status line at the top.
 */
import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListPager } from '~/components/admin/list/list-pager'
import { Download, Mail, PhoneCall } from '~/components/ui/icons'
import { MessageText } from '~/components/chat/message-text'
import { buttonClass } from '~/components/ui/button'
import { describedBy, Field, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { leadList, type LeadQuery } from '~/lib/admin-lists'
import { StatusButton } from '~/components/ui/status-button'
import { callbackTimeLabel } from '~/lib/chat'
import { cn } from '~/lib/cn'
import { mailtoHref } from '~/lib/mailto'
import { learnedDetails } from '~/lib/entities/chat-request'
import { LEAD_KINDS, LEAD_STATUSES, leadLimits, leadStatusLabel, type Lead, type LeadNote } from '~/lib/entities/lead'
import type { Person } from '~/lib/entities/profile'
import { callbackZoneLabel, LEAD_DONE, leadHeading, NO_BOOKING, type LeadDone } from '~/lib/lead-desk'
import type { leadActionSchema } from '~/lib/lead-desk'
import { speakerOf } from '~/lib/handover'
import { isFiltered, listHref, listSearch, pageWindow } from '~/lib/list-query'
import { useIsPending } from '~/lib/use-is-pending'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'

/** What the inbox's action answers when it refuses a change. */
export interface LeadActionResult {
  lead?: string
  intent?: string
  reply?: SubmissionResult<string[]>
  formError?: string
}

type Owner = Pick<Person, 'id' | 'email' | 'name'>
type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] }

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const when = (value: Date | string) => `${dateFormat.format(new Date(value))} UTC`
/** A stored address as a mailto: link that reaches it alone (~/lib/mailto), or as text when it cannot. */
function EmailLink({ address }: { address: string }) {
  const href = mailtoHref(address)
  if (!href) return <>{address}</>
  return (
    <a href={href} className="text-primary underline underline-offset-2">
      {address}
    </a>
  )
}
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const leadKey = (lead: { kind: string; id: string }) => `${lead.kind}:${lead.id}`

const statusTone: Record<string, string> = {
  new: 'bg-accent text-accent-foreground',
  contacted: 'bg-muted text-foreground',
  qualified: 'bg-muted text-foreground',
  won: 'bg-success/15 text-foreground',
  lost: 'bg-danger/10 text-foreground',
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  if (!children) return null
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

function FiltersForm({ query, owners }: { query: LeadQuery; owners: Owner[] }) {
  return (
    <ListFilterForm
      label="Search and filter leads"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      search={{
        id: 'lead-search',
        name: 'q',
        label: 'Search leads',
        placeholder: 'Name, e-mail, company or message',
        maxLength: leadList.search.q.maxLength,
        value: query.q,
      }}
      filters={[
        {
          id: 'lead-status-filter',
          name: 'status',
          label: 'Status',
          value: query.status,
          all: 'All statuses',
          options: LEAD_STATUSES,
        },
        {
          id: 'lead-type-filter',
          name: 'type',
          label: 'Type',
          value: query.type,
          all: 'All types',
          options: LEAD_KINDS,
        },
        {
          id: 'lead-owner-filter',
          name: 'owner',
          label: 'Owner',
          value: query.owner,
          all: 'Anyone',
          options: [{ value: 'none', label: 'Nobody' }, ...owners.map((o) => ({ value: o.id, label: o.email }))],
        },
      ]}
      submit="Filter"
      reset={isFiltered(leadList, query) ? { to: listHref(leadList, {}), label: 'Clear' } : null}
    />
  )
}

function StatusForm({ lead, errors }: { lead: Serialized<Lead>; errors?: string[] | null }) {
  const key = leadKey(lead)
  const pending = useIsPending({ match: { intent: 'status', kind: lead.kind, id: lead.id } })
  const id = `status-${lead.kind}-${lead.id}`
  return (
    <Form method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="kind" value={lead.kind} />
      <input type="hidden" name="id" value={lead.id} />
      <Field id={id} label="Status" errorId={`${id}-error`} errors={errors} className="flex-1">
        <select
          id={id}
          name="status"
          defaultValue={lead.status}
          key={`${key}-${lead.status}`}
          className={controlClass}
          {...describedBy(`${id}-error`, errors)}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <StatusButton pending={pending} variant="outline" className="mb-6">
        Save status
      </StatusButton>
    </Form>
  )
}

function OwnerForm({ lead, owners, errors }: { lead: Serialized<Lead>; owners: Owner[]; errors?: string[] | null }) {
  const key = leadKey(lead)
  const pending = useIsPending({ match: { intent: 'owner', kind: lead.kind, id: lead.id } })
  const id = `owner-${lead.kind}-${lead.id}`
  return (
    <Form method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value="owner" />
      <input type="hidden" name="kind" value={lead.kind} />
      <input type="hidden" name="id" value={lead.id} />
      <Field id={id} label="Owner" errorId={`${id}-error`} errors={errors} className="flex-1">
        <select
          id={id}
          name="owner"
          defaultValue={lead.owner_id ?? ''}
          key={`${key}-${lead.owner_id}`}
          className={controlClass}
          {...describedBy(`${id}-error`, errors)}
        >
          <option value="">Nobody</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.email}
            </option>
          ))}
        </select>
      </Field>
      <StatusButton pending={pending} variant="outline" className="mb-6">
        Save owner
      </StatusButton>
    </Form>
  )
}

function NoteForm({ lead, lastResult }: { lead: Serialized<Lead>; lastResult?: SubmissionResult<string[]> }) {
  const pending = useIsPending({ match: { intent: 'note', kind: lead.kind, id: lead.id } })
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof leadActionSchema>, z.output<typeof leadActionSchema>>({
    id: `note-${lead.kind}-${lead.id}`,
    lastResult,
    constraint: { note: { required: true, maxLength: leadLimits.note } },
    loadValidation: () => import('~/lib/lead-desk').then((module) => module.validateLeadAction),
  })
  const note = (fields as unknown as Record<'note', typeof fields.intent>).note
  const { key: noteKey, ...noteProps } = getTextareaProps(note)
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate onFocus={onFocus} className="mt-3">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="kind" value={lead.kind} />
      <input type="hidden" name="id" value={lead.id} />
      <Field id={note.id} label="Add a note" errorId={note.errorId} errors={note.errors}>
        <textarea
          key={noteKey}
          {...noteProps}
          rows={2}
          autoFocus={Boolean(lastResult && note.errors?.length)}
          className={cn(controlClass, 'resize-y')}
        />
      </Field>
      <StatusButton pending={pending} pendingText="Adding..." size="sm">
        Add note
      </StatusButton>
    </Form>
  )
}

function Transcript({ lead, headingId }: { lead: Serialized<Lead>; headingId: string }) {
  const captured = learnedDetails(lead.captured, lead.email)
  const learnedId = `${headingId}-learned`
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-[2fr_1fr]">
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">
          Chat transcript ({lead.messages.length} messages)
        </summary>
        <ol className="mt-3 space-y-2">
          {lead.messages.map((message, index) => (
            <li key={index} className="text-sm">
              <span className="font-semibold">{speakerOf(message, 'Visitor')}:</span>{' '}
              <div>
                <MessageText text={message.content} role={message.role} />
              </div>
            </li>
          ))}
        </ol>
      </details>
      {/* Named with the lead's heading too: every lead has one, and landmarks' names are unique. */}
      <section aria-labelledby={`${learnedId} ${headingId}`} className="rounded-lg bg-muted/60 p-3">
        <h4 id={learnedId} className="text-sm font-semibold">
          What the AI Architect learned
        </h4>
        {captured.length ? (
          <dl className="mt-2 space-y-1">
            {captured.map(({ key, label, value }) => (
              <div key={key} className="text-sm">
                <dt className="inline font-medium">{label}: </dt>
                <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Nothing yet.</p>
        )}
      </section>
    </div>
  )
}

function LeadCard({
  lead,
  notes,
  owners,
  result,
}: {
  lead: Serialized<Lead>
  notes: Array<Serialized<LeadNote>>
  owners: Owner[]
  result?: LeadActionResult
}) {
  const key = leadKey(lead)
  const mine = result?.lead === key ? result : undefined
  const errorsOf = (intent: string, field: string) =>
    mine?.intent === intent ? (mine.reply?.error?.[field] ?? mine.reply?.error?.['']) : undefined
  const headingId = `lead-${lead.kind}-${lead.id}-heading`
  const owner = owners.find((o) => o.id === lead.owner_id)
  return (
    <li
      id={`lead-${lead.kind}-${lead.id}`}
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          {lead.kind === 'enquiry' ? (
            <Mail aria-hidden="true" className="h-4 w-4 text-primary" />
          ) : (
            <PhoneCall aria-hidden="true" className="h-4 w-4 text-primary" />
          )}
          {leadHeading(lead)}
          <span className="font-normal text-muted-foreground">· {lead.name || 'Unnamed visitor'}</span>
        </h3>
        <p className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', statusTone[lead.status])}>
            <span className="sr-only">Status: </span>
            {leadStatusLabel(lead.status)}
          </span>
          <span>{owner ? `Owner: ${owner.email}` : 'No owner'}</span>
          <span>{when(lead.received_at)}</span>
        </p>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Email">{lead.email ? <EmailLink address={lead.email} /> : null}</Detail>
        <Detail label="Phone">
          {lead.phone ? (
            <a href={telHref(lead.phone)} className="text-primary underline underline-offset-2">
              {lead.phone}
            </a>
          ) : null}
        </Detail>
        {lead.kind === 'enquiry' ? (
          <Detail label="Inquiry type">{lead.type}</Detail>
        ) : (
          <>
            <Detail label="Company">{lead.company}</Detail>
            <Detail label="Industry">{lead.industry}</Detail>
            <Detail label="Best time for callback">
              {lead.callback_time
                ? `${callbackTimeLabel(lead.callback_time)}, ${callbackZoneLabel(lead.time_zone)}`
                : NO_BOOKING}
            </Detail>
          </>
        )}
      </dl>
      {lead.kind === 'enquiry' ? (
        <p className="mt-3 whitespace-pre-line text-sm">{lead.message}</p>
      ) : (
        <Transcript lead={lead} headingId={headingId} />
      )}

      <div className="mt-4 grid gap-4 border-t border-border pt-4 lg:grid-cols-2">
        <div>
          <StatusForm lead={lead} errors={errorsOf('status', 'status')} />
          <OwnerForm lead={lead} owners={owners} errors={errorsOf('owner', 'owner')} />
        </div>
        <section aria-labelledby={`${headingId}-notes ${headingId}`}>
          <h4 id={`${headingId}-notes`} className="text-sm font-semibold">
            Notes
          </h4>
          {notes.length ? (
            <ol className="mt-2 space-y-2">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-muted/60 p-2 text-sm">
                  <p className="whitespace-pre-line">{note.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {note.author_email} · {when(note.created_at)}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">No notes yet.</p>
          )}
          <NoteForm lead={lead} lastResult={mine?.intent === 'note' ? mine.reply : undefined} />
        </section>
      </div>
    </li>
  )
}

export function LeadInbox({
  query,
  leads,
  total,
  notes,
  owners,
  done,
  result,
}: {
  query: LeadQuery
  leads: Array<Serialized<Lead>>
  total: number
  notes: Array<Serialized<LeadNote>>
  owners: Owner[]
  done: { what: LeadDone; lead: string | null } | null
  result?: LeadActionResult
}) {
  const first = pageWindow(leadList, query).offset + 1
  const doneLead = done ? leads.find((lead) => leadKey(lead) === done.lead) : undefined
  return (
    <div>
      <FiltersForm query={query} owners={owners} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {total === 0
            ? 'No leads match.'
            : leads.length === 0
              ? `No leads on this page (${total} in all).`
              : `Showing ${first}–${first + leads.length - 1} of ${total} leads`}
        </p>
        <a
          href={`/admin/requests.csv${listSearch(leadList, { ...query, page: 1 })}`}
          download
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download CSV
        </a>
      </div>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-success">
        {done ? `${LEAD_DONE[done.what]}${doneLead ? ` (${doneLead.name || 'Unnamed visitor'})` : ''}` : ''}
      </p>
      <FormError id="lead-inbox-error" errors={result?.formError ? [result.formError] : undefined} />
      {leads.length === 0 ? (
        <ListEmpty>
          {total === 0 && !isFiltered(leadList, query)
            ? 'No sales requests yet.'
            : 'Nothing here. Change the search or filters.'}
        </ListEmpty>
      ) : (
        <ul aria-label="Sales requests" className="space-y-4">
          {leads.map((lead) => (
            <LeadCard
              key={leadKey(lead)}
              lead={lead}
              notes={notes.filter((note) => note.kind === lead.kind && note.source_id === lead.id)}
              owners={owners}
              result={result}
            />
          ))}
        </ul>
      )}
      <ListPager list={leadList} query={query} total={total} />
    </div>
  )
}
