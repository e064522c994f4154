/**
 * Requests → Sales, the sales desk's inbox (docs/product.md#admin): a search-and-filter GET form
 * (so every view is a URL: the admin lists' one idiom, ~/lib/admin-lists), the desk's New and
 * Unassigned counts as links to those views, the CSV export of the view, pages, and the leads as a
 * compact list, newest first, one line each (who, what kind, industry or inquiry type, status,
 * owner, when), so a screen holds a page of them (decision 075). A lead's line is a link that
 * selects it (`lead` in the URL, so it works without JavaScript and can be sent to a colleague);
 * the selected lead opens below its line (./lead-detail.tsx). A page holding one lead opens it. A
 * change is acknowledged in a status line at the top.
 */
import { Link } from '@remix-run/react'
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { buttonClass } from '~/components/ui/button'
import { FormError } from '~/components/ui/field'
import { Download, Layers, Mail, PhoneCall } from '~/components/ui/icons'
import { leadList, type LeadQuery } from '~/lib/admin-lists'
import { cn } from '~/lib/cn'
import { groupDigits } from '~/lib/group-digits'
import { LEAD_KINDS, LEAD_STATUSES, leadStatusLabel, type Lead, type LeadNote } from '~/lib/entities/lead'
import {
  DUE_TODAY,
  followUpShortLabel,
  isDue,
  LEAD_DONE,
  leadHeading,
  ownerShortName,
  triageCount,
  type LeadDone,
  type LeadsToTriage,
} from '~/lib/lead-desk'
import type { TimelineEvent } from '~/lib/lead-timeline'
import type { AccessRequest } from '~/lib/entities/organization-model'
import { isFiltered, keysetShown, keysetShownText, listHref, listSearch, type KeysetPage } from '~/lib/list-query'
import { BulkCheckbox, BulkForm } from './lead-bulk'
import { LeadDetail, leadKey, type LeadActionResult, type Owner, type Serialized } from './lead-detail'

export type { LeadActionResult } from './lead-detail'

const statusTone: Record<string, string> = {
  new: 'bg-accent text-accent-foreground',
  contacted: 'bg-muted text-foreground',
  qualified: 'bg-muted text-foreground',
  won: 'bg-success/15 text-foreground',
  lost: 'bg-danger/10 text-foreground',
}

// The line's date, short enough for its column (the heading says UTC; the detail's notes say it in full).
const lineDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

/** The line's columns, the same for the heading row and every lead. */
const columns =
  'grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 gap-y-0.5 sm:grid-cols-[1.25rem_minmax(0,2.4fr)_minmax(0,1.3fr)_6.5rem_minmax(0,1.4fr)_7.5rem_10rem]'

function FiltersForm({ query, owners }: { query: LeadQuery; owners: Owner[] }) {
  return (
    <ListFilterForm
      label="Search and filter leads"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
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
        {
          id: 'lead-due-filter',
          name: 'due',
          label: 'Follow-up',
          value: query.due,
          all: 'Any',
          options: [DUE_TODAY],
        },
      ]}
      submit="Filter"
      reset={isFiltered(leadList, query) ? { to: listHref(leadList, {}), label: 'Clear' } : null}
    />
  )
}

/** New, Unassigned and Due today, each a link to the leads it counts. */
function TriageLinks({ counts, due }: { counts: LeadsToTriage; due: number }) {
  const link = (label: string, count: number, to: string) => (
    <Link to={to} className="font-medium text-primary underline underline-offset-2">
      {label} ({triageCount(count)})
    </Link>
  )
  return (
    <p className="flex gap-4 text-sm">
      {link('New', counts.new, listHref(leadList, { status: 'new' }))}
      {link('Unassigned', counts.unassigned, listHref(leadList, { owner: 'none' }))}
      {link(DUE_TODAY.label, due, listHref(leadList, { due: DUE_TODAY.value }))}
    </p>
  )
}

function LeadLine({
  lead,
  owner,
  selected,
  href,
  headingId,
  today,
}: {
  lead: Serialized<Lead>
  owner: Owner | undefined
  selected: boolean
  href: string
  headingId: string
  /** Today's date (YYYY-MM-DD, UTC), for whether its follow-up is due. */
  today: string
}) {
  const Icon = { enquiry: Mail, callback: PhoneCall, access: Layers }[lead.kind]
  const due = isDue(lead, today)
  return (
    <div
      className={cn(
        columns,
        'relative items-center px-4 py-2 text-sm hover:bg-muted/60 max-sm:[&>*:not(:first-child)]:col-start-2',
        selected && 'bg-accent/40 hover:bg-accent/40',
      )}
    >
      <BulkCheckbox leadKey={leadKey(lead)} name={lead.name || 'Unnamed visitor'} />
      <h3 id={headingId} className="flex min-w-0 items-center gap-2">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
        <span className="sr-only">{leadHeading(lead)} · </span>
        {/* The whole line is the link's target (the ::after covers it); its name is the lead's. */}
        <Link
          to={href}
          preventScrollReset
          aria-current={selected ? 'true' : undefined}
          className="truncate font-semibold after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {lead.name || 'Unnamed visitor'}
        </Link>
        {lead.company ? <span className="truncate text-muted-foreground">· {lead.company}</span> : null}
      </h3>
      <span className="truncate text-muted-foreground">
        {lead.kind === 'enquiry'
          ? lead.type || 'Contact enquiry'
          : lead.kind === 'access'
            ? `Model access: ${lead.type}`
            : lead.industry || leadHeading(lead)}
      </span>
      <span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', statusTone[lead.status])}>
          <span className="sr-only">Status: </span>
          {leadStatusLabel(lead.status)}
        </span>
      </span>
      {/* A name, short enough for its column: the address is whole in the open lead's Owner select. */}
      <span className="truncate text-muted-foreground">{owner ? `Owner: ${ownerShortName(owner)}` : 'No owner'}</span>
      <span className={cn('truncate tabular-nums', due ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
        {lead.follow_up_on ? (
          <>
            <span className="sr-only">Follow-up: </span>
            {due ? 'Due ' : ''}
            {followUpShortLabel(lead.follow_up_on, today)}
          </>
        ) : null}
      </span>
      <span className="truncate text-muted-foreground tabular-nums">{lineDate.format(new Date(lead.received_at))}</span>
    </div>
  )
}

/**
 * What a refusal says at the top of the inbox: its own sentence, or, when the form it is about is
 * not on the page (the lead is not open, the note not being edited: a post from elsewhere), the
 * field's; a form that is shown says it beside its field.
 */
function refusalAtTop(result: LeadActionResult | undefined, open: string | null, editing: string | null) {
  if (!result) return undefined
  if (result.formError) return [result.formError]
  if (result.lead === open && (result.intent !== 'note-edit' || editing)) return undefined
  const said = [...new Set(Object.values(result.reply?.error ?? {}).flatMap((errors) => errors ?? []))]
  return said.length ? said : undefined
}

export function LeadInbox({
  query,
  leads,
  page,
  notes,
  owners,
  counts,
  due,
  timeline,
  today,
  me,
  selected,
  editing,
  deleting,
  done,
  result,
  access,
}: {
  query: LeadQuery
  /** The open lead's model access request, when it is one (decision 084). */
  access: AccessRequest | null
  leads: Array<Serialized<Lead>>
  /** The page by key, with the count of leads up to its bound (decision 078). */
  page: KeysetPage
  notes: Array<Serialized<LeadNote>>
  owners: Owner[]
  counts: LeadsToTriage
  /** How many leads are due for a follow-up (capped as the counts are). */
  due: number
  /** The open lead's timeline. */
  timeline: TimelineEvent[]
  today: string
  me: string
  /** The open lead's key (`enquiry:<id>`), from the URL. */
  selected: string | null
  editing: string | null
  deleting: string | null
  done: { what: LeadDone; lead: string | null } | null
  result?: LeadActionResult
}) {
  const shown = keysetShown(page)
  const total = page.total
  const doneLead = done ? leads.find((lead) => leadKey(lead) === done.lead) : undefined
  // One lead on the page (the link in a notification: ?q=<email>) opens by itself.
  const open = selected ?? (leads.length === 1 ? leadKey(leads[0]!) : null)
  return (
    <div>
      <FiltersForm query={query} owners={owners} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {total === 0
            ? 'No leads match.'
            : leads.length === 0
              ? `No leads on this page (${groupDigits(shown.total)}${shown.totalPast ? '+' : ''} in all).`
              : shown.positionPast
                ? `Showing ${leads.length} leads past the first ${groupDigits(shown.total)}`
                : `Showing ${keysetShownText(shown)} ${shown.total === 1 ? 'lead' : 'leads'}`}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <TriageLinks counts={counts} due={due} />
          <a
            href={`/admin/requests.csv${listSearch(leadList, { ...query, after: null, before: null })}`}
            download
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        </div>
      </div>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-success">
        {/* A refusal posted from a page that said a change was saved no longer says so (the URL still does). */}
        {done && !result ? `${LEAD_DONE[done.what]}${doneLead ? ` (${doneLead.name || 'Unnamed visitor'})` : ''}` : ''}
      </p>
      <FormError id="lead-inbox-error" errors={refusalAtTop(result, open, editing)} />
      {leads.length === 0 ? (
        <ListEmpty>
          {total === 0 && !isFiltered(leadList, query)
            ? 'No sales requests yet.'
            : 'Nothing here. Change the search or filters.'}
        </ListEmpty>
      ) : (
        <div className="overflow-hidden rounded-xl border border-border">
          <div
            aria-hidden="true"
            className={cn(
              columns,
              'hidden border-b border-border bg-muted/60 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:grid',
            )}
          >
            <span />
            <span>Lead</span>
            <span>Industry or inquiry</span>
            <span>Status</span>
            <span>Owner</span>
            <span>Follow-up</span>
            <span>Received (UTC)</span>
          </div>
          <ul aria-label="Sales requests" className="divide-y divide-border">
            {leads.map((lead) => {
              const key = leadKey(lead)
              const isOpen = key === open
              const headingId = `lead-${lead.kind}-${lead.id}-heading`
              return (
                <li
                  key={key}
                  id={`lead-${lead.kind}-${lead.id}`}
                  aria-labelledby={headingId}
                  // Clear of the dialog's sticky title when the link's #lead-… scrolls it into view.
                  className="scroll-mt-24"
                >
                  <LeadLine
                    lead={lead}
                    owner={owners.find((o) => o.id === lead.owner_id)}
                    selected={isOpen}
                    href={`${listHref(leadList, query, isOpen ? {} : { lead: key })}#lead-${lead.kind}-${lead.id}`}
                    headingId={headingId}
                    today={today}
                  />
                  {isOpen ? (
                    <LeadDetail
                      lead={lead}
                      notes={notes.filter((note) => note.kind === lead.kind && note.source_id === lead.id)}
                      owners={owners}
                      me={me}
                      editing={editing}
                      deleting={deleting}
                      added={done?.what === 'note' && done.lead === key}
                      result={result}
                      headingId={headingId}
                      timeline={timeline}
                      access={access && access.id === lead.id && lead.kind === 'access' ? access : null}
                      today={today}
                    />
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {/* Below the lines, so a screen still holds ten of them; the checkboxes join it by `form`. */}
      {leads.length ? <BulkForm owners={owners} /> : null}
      <ListKeysetPager list={leadList} query={query} page={page} />
    </div>
  )
}
