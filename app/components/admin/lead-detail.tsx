/**
 * One lead of the sales desk, opened below its line in the list (docs/product.md#admin): who and
 * how to reach them (mailto:/tel: links), the enquiry's message or the callback's preferred time
 * with the visitor's time zone, the chat transcript as the visitor saw it beside what the AI
 * Architect learned, and the desk's small POST forms: status, owner, a new note, and its author's
 * Edit (`?edit=<noteId>`) and Delete (`?deleteNote=<noteId>`, asked first) of their own notes.
 * Every form works without JavaScript.
 */
import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import { ConfirmPanel } from '~/components/admin/confirm-panel'
import { FollowUpForm } from '~/components/admin/lead-follow-up'
import { LeadTimeline } from '~/components/admin/lead-timeline'
import { ModelAccessDecision } from '~/components/admin/model-access-decision'
import { MessageText } from '~/components/chat/message-text'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { callbackTimeLabel } from '~/lib/chat'
import { cn } from '~/lib/cn'
import { learnedDetails } from '~/lib/entities/chat-request'
import { LEAD_STATUSES, leadLimits, type Lead, type LeadNote } from '~/lib/entities/lead'
import type { AccessRequest } from '~/lib/entities/organization-model'
import type { Person } from '~/lib/entities/profile'
import { speakerOf } from '~/lib/handover'
import { callbackZoneLabel, DELETE_NOTE_QUESTION, NO_BOOKING, type leadActionSchema } from '~/lib/lead-desk'
import type { TimelineEvent } from '~/lib/lead-timeline'
import { mailtoHref } from '~/lib/mailto'
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

export type Owner = Pick<Person, 'id' | 'email' | 'name'>
export type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] }

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const when = (value: Date | string) => `${dateFormat.format(new Date(value))} UTC`
export const leadKey = (lead: { kind: string; id: string }) => `${lead.kind}:${lead.id}`

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

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  if (!children) return null
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

/** The hidden fields that name the lead a form changes. */
function LeadFields({ intent, lead }: { intent: string; lead: Serialized<Lead> }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={lead.kind} />
      <input type="hidden" name="id" value={lead.id} />
    </>
  )
}

function ChoiceForm({
  lead,
  intent,
  label,
  value,
  options,
  errors,
}: {
  lead: Serialized<Lead>
  intent: 'status' | 'owner'
  label: 'Status' | 'Owner'
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  errors?: string[] | null
}) {
  const pending = useIsPending({ match: { intent, kind: lead.kind, id: lead.id } })
  const id = `${intent}-${lead.kind}-${lead.id}`
  return (
    <Form method="post" preventScrollReset className="flex items-end gap-2">
      <LeadFields intent={intent} lead={lead} />
      <Field id={id} label={label} errorId={`${id}-error`} errors={errors} className="flex-1">
        <select
          id={id}
          name={intent}
          defaultValue={value}
          key={`${leadKey(lead)}-${value}`}
          className={controlClass}
          {...describedBy(`${id}-error`, errors)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
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

/**
 * A note's text box, for a new note or its author's edit of one. A new note's box is emptied once
 * it is added (each redirect back is a new location), so a second click cannot add it twice.
 */
function NoteTextForm({
  lead,
  note,
  lastResult,
  clearWhenAdded,
}: {
  lead: Serialized<Lead>
  note?: Serialized<LeadNote>
  lastResult?: SubmissionResult<string[]>
  clearWhenAdded?: boolean
}) {
  const intent = note ? 'note-edit' : 'note'
  const pending = useIsPending({ match: { intent, kind: lead.kind, id: lead.id } })
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof leadActionSchema>, z.output<typeof leadActionSchema>>({
    id: note ? `note-edit-${note.id}` : `note-${lead.kind}-${lead.id}`,
    lastResult,
    constraint: { note: { required: true, maxLength: leadLimits.note } },
    loadValidation: () => import('~/lib/lead-desk').then((module) => module.validateLeadAction),
  })
  const location = useLocation()
  useEffect(() => {
    if (clearWhenAdded) form.reset()
    // Only a new location (the redirect after 'Note added.') empties it, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, clearWhenAdded])
  const field = (fields as unknown as Record<'note', typeof fields.intent>).note
  const { key: noteKey, ...noteProps } = getTextareaProps(field)
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate onFocus={onFocus} className="mt-3">
      <LeadFields intent={intent} lead={lead} />
      {note ? <input type="hidden" name="noteId" value={note.id} /> : null}
      <Field id={field.id} label={note ? 'Edit the note' : 'Add a note'} errorId={field.errorId} errors={field.errors}>
        <textarea
          key={noteKey}
          {...noteProps}
          defaultValue={noteProps.defaultValue ?? note?.body}
          rows={note ? 3 : 2}
          autoFocus={Boolean(note || (lastResult && field.errors?.length))}
          className={cn(controlClass, 'resize-y')}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <StatusButton pending={pending} pendingText={note ? 'Saving...' : 'Adding...'} size="sm">
          {note ? 'Save note' : 'Add note'}
        </StatusButton>
        {note ? (
          <Link
            to={`?${withoutParam(location.search, 'edit')}`}
            preventScrollReset
            className="text-sm text-primary underline"
          >
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** The current query without one parameter (closing an edit or a confirmation). */
function withoutParam(search: string, name: string) {
  const params = new URLSearchParams(search)
  params.delete(name)
  return params.toString()
}
const withParam = (search: string, name: string, value: string) => {
  const params = new URLSearchParams(search)
  params.delete('edit')
  params.delete('deleteNote')
  params.delete('done')
  params.set(name, value)
  return `?${params}`
}

function Notes({
  lead,
  notes,
  me,
  editing,
  deleting,
  result,
  added,
  headingId,
}: {
  lead: Serialized<Lead>
  notes: Array<Serialized<LeadNote>>
  me: string
  editing: string | null
  deleting: string | null
  result?: LeadActionResult
  added: boolean
  headingId: string
}) {
  const { search } = useLocation()
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold">
        Notes
      </h4>
      {notes.length ? (
        <ol className="mt-2 space-y-2">
          {notes.map((note) => {
            const mine = note.author_id === me
            return (
              <li key={note.id} className="rounded-lg bg-muted/60 p-2 text-sm">
                {mine && editing === note.id ? (
                  <NoteTextForm
                    lead={lead}
                    note={note}
                    lastResult={result?.intent === 'note-edit' ? result.reply : undefined}
                  />
                ) : (
                  <p className="whitespace-pre-line">{note.body}</p>
                )}
                <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                  <span>
                    {note.author_email} · {when(note.created_at)}
                    {note.edited_at ? ` · edited ${when(note.edited_at)}` : ''}
                  </span>
                  {mine && editing !== note.id
                    ? (
                        [
                          ['edit', 'Edit'],
                          ['deleteNote', 'Delete'],
                        ] as const
                      ).map(([param, label]) => (
                        <Link
                          key={param}
                          to={withParam(search, param, note.id)}
                          preventScrollReset
                          className="text-primary underline"
                        >
                          {label}
                          <span className="sr-only"> your note of {when(note.created_at)}</span>
                        </Link>
                      ))
                    : null}
                </p>
                {mine && deleting === note.id ? (
                  <div className="mt-2">
                    <ConfirmPanel
                      question={DELETE_NOTE_QUESTION}
                      fields={{ intent: 'note-delete', kind: lead.kind, id: lead.id, noteId: note.id }}
                      confirmLabel="Delete note"
                      pendingText="Deleting..."
                      cancelTo={`?${withoutParam(search, 'deleteNote')}`}
                      danger
                    >
                      {note.body.length > 120 ? `${note.body.slice(0, 120)}…` : note.body}
                    </ConfirmPanel>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">No notes yet.</p>
      )}
      <NoteTextForm
        lead={lead}
        lastResult={result?.intent === 'note' ? result.reply : undefined}
        clearWhenAdded={added}
      />
    </section>
  )
}

function Transcript({ lead }: { lead: Serialized<Lead> }) {
  const captured = learnedDetails(lead.captured, lead.email)
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
      <section aria-label="What the AI Architect learned" className="rounded-lg bg-muted/60 p-3">
        <h4 className="text-sm font-semibold">What the AI Architect learned</h4>
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

export function LeadDetail({
  lead,
  notes,
  owners,
  me,
  editing,
  deleting,
  added,
  result,
  headingId,
  timeline,
  access,
  today,
}: {
  lead: Serialized<Lead>
  /** A model access lead's request (decision 084), read for the open lead. */
  access: AccessRequest | null
  /** Today (YYYY-MM-DD, UTC). */
  today: string
  notes: Array<Serialized<LeadNote>>
  owners: Owner[]
  /** Its timeline, newest first (decision 080). */
  timeline: TimelineEvent[]
  /** The admin reading: their own notes get Edit and Delete. */
  me: string
  editing: string | null
  deleting: string | null
  /** A note was just added to this lead: its box starts empty again. */
  added: boolean
  result?: LeadActionResult
  headingId: string
}) {
  const mine = result?.lead === leadKey(lead) ? result : undefined
  const errorsOf = (intent: string, field: string) =>
    mine?.intent === intent ? (mine.reply?.error?.[field] ?? mine.reply?.error?.['']) : undefined
  return (
    <section
      aria-label={`Details of ${lead.name || 'Unnamed visitor'}`}
      className="border-t border-border bg-card px-4 pb-5 pt-3"
    >
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
        ) : lead.kind === 'access' ? (
          <Detail label="Organisation">{lead.company}</Detail>
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
      ) : lead.kind === 'access' ? (
        access ? (
          <ModelAccessDecision
            request={access}
            today={today}
            errors={(field) => (mine?.intent?.startsWith('access-') ? errorsOf(mine.intent, field) : undefined)}
          />
        ) : null
      ) : (
        <Transcript lead={lead} />
      )}

      <div className="mt-4 grid gap-4 border-t border-border pt-4 lg:grid-cols-2">
        <div>
          <ChoiceForm
            lead={lead}
            intent="status"
            label="Status"
            value={lead.status}
            options={LEAD_STATUSES}
            errors={errorsOf('status', 'status')}
          />
          <ChoiceForm
            lead={lead}
            intent="owner"
            label="Owner"
            value={lead.owner_id ?? ''}
            options={[{ value: '', label: 'Nobody' }, ...owners.map((o) => ({ value: o.id, label: o.email }))]}
            errors={errorsOf('owner', 'owner')}
          />
          <FollowUpForm lead={lead} errors={errorsOf('follow-up', 'followUp')} />
        </div>
        <Notes
          lead={lead}
          notes={notes}
          me={me}
          editing={editing}
          deleting={deleting}
          result={mine}
          added={added}
          headingId={`${headingId}-notes`}
        />
      </div>
      <LeadTimeline events={timeline} headingId={`${headingId}-timeline`} />
    </section>
  )
}
