/**
 * Organizations → Organizations and Join Requests: the organisations (newest first, a search by
 * name or website and pages by key, all in the URL: the admin lists' one idiom), and signed-in
 * users who belong to none yet, each with Approve (makes them an organisation's Admin) and Reject,
 * both confirmed first. Join Requests pages by key, 20 a page, without a search (decision 079); the
 * links of both are the admin lists' (~/lib/admin-lists). Above it, the requests to join an
 * organisation that claimed the person's e-mail domain (decision 069), decided the same way and
 * paged apart.
 */
import { Link } from '@remix-run/react'
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { Check, X } from '~/components/ui/icons'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { buttonClass } from '~/components/ui/button'
import {
  domainJoinRequestList,
  FIRST_JOIN_REQUEST_PAGES,
  joinRequestList,
  joinRequestsHref,
  joinRequestsPagerHref,
  type JoinRequestPages,
  organizationList,
  type DomainJoinRequestQuery,
  type JoinRequestQuery,
  type OrganizationQuery,
} from '~/lib/admin-lists'
import { PLAN_LABELS, type AdminOrganization } from '~/lib/entities/organization'
import type { Person } from '~/lib/entities/profile'
import { unnamedOrganization } from '~/lib/join-by-domain'
import { organizationSizeLabel } from '~/lib/industries'
import { groupDigits } from '~/lib/group-digits'
import { keysetTotalText, listHref, type KeysetPage } from '~/lib/list-query'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const when = (value: Date | string) => dateFormat.format(new Date(value))

/** A main line with an optional quieter one beneath it. */
function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <>
      {main}
      {sub ? <span className="block text-muted-foreground">{sub}</span> : null}
    </>
  )
}

export function OrganizationsTable({
  organizations,
  page,
  query,
}: {
  organizations: AdminOrganization[]
  page: KeysetPage
  query: OrganizationQuery
}) {
  return (
    <div>
      <ListFilterForm
        label="Search organizations"
        className="flex items-end gap-2"
        search={{
          id: 'organization-search',
          name: 'q',
          label: 'Search organizations',
          placeholder: 'Name or website',
          maxLength: organizationList.search.q.maxLength,
          value: query.q,
          className: 'flex-1',
        }}
        submit="Search"
        reset={query.q ? { to: listHref(organizationList, {}), label: 'Show all organizations' } : null}
      />
      {organizations.length === 0 ? (
        <ListEmpty className="mt-6">
          {query.q
            ? 'No organizations match your search.'
            : page.total > 0
              ? 'No organizations on this page.'
              : 'No organizations yet.'}
        </ListEmpty>
      ) : (
        <DataTable
          id="admin-organizations"
          caption={`Organizations (${keysetTotalText(page)})`}
          head={['Organization', 'Industry', 'Size', 'Contact', 'Members', 'Plan', 'Created']}
        >
          {organizations.map((org) => (
            <tr key={org.id}>
              <RowHeader>
                <Link to={`/admin/organizations/${org.id}`} className="text-primary underline-offset-2 hover:underline">
                  {org.name || 'Unnamed organization'}
                </Link>
                {org.website ? <span className="block text-muted-foreground">{org.website}</span> : null}
              </RowHeader>
              <Cell>{org.industry || '—'}</Cell>
              <Cell>{org.size ? organizationSizeLabel(org.size) : '—'}</Cell>
              <Cell>
                <TwoLines main={org.admin_email || '—'} sub={org.phone} />
              </Cell>
              <Cell>{groupDigits(org.members)}</Cell>
              <Cell>{PLAN_LABELS[org.plan]}</Cell>
              <Cell>{when(org.created_at)}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <ListKeysetPager list={organizationList} query={query} page={page} />
    </div>
  )
}

/**
 * Approve or reject one join request: links to the confirmation step (the post comes after it),
 * keeping Join Requests' pages where they stand (`pages`), so the decision comes back to them.
 */
export function DecisionLinks({
  person,
  param = 'user',
  pages = FIRST_JOIN_REQUEST_PAGES,
}: {
  person: Pick<Person, 'id' | 'email'>
  param?: 'user' | 'request'
  pages?: JoinRequestPages
}) {
  const to = (what: 'approve' | 'reject') => joinRequestsHref(pages, { confirm: what, [param]: person.id })
  return (
    <div className="flex gap-2">
      <Link
        to={to('approve')}
        preventScrollReset
        aria-label={`Approve ${person.email}`}
        className={buttonClass({ size: 'sm' })}
      >
        <Check aria-hidden="true" className="h-4 w-4" />
        Approve
      </Link>
      <Link
        to={to('reject')}
        preventScrollReset
        aria-label={`Reject ${person.email}`}
        className={buttonClass({ variant: 'outline', size: 'sm', className: 'text-danger' })}
      >
        <X aria-hidden="true" className="h-4 w-4" />
        Reject
      </Link>
    </div>
  )
}

export function JoinRequestsTable({
  people,
  query,
  page,
  pages,
}: {
  people: Person[]
  query: JoinRequestQuery
  page: KeysetPage
  pages: JoinRequestPages
}) {
  if (people.length === 0) return <ListEmpty>No join requests waiting.</ListEmpty>
  return (
    <>
      <DataTable id="admin-join-requests" caption="Join requests" head={['Name', 'Email', 'Signed up', 'Action']}>
        {people.map((person) => (
          <tr key={person.id}>
            <RowHeader>{person.name || '—'}</RowHeader>
            <Cell>{person.email}</Cell>
            <Cell>{when(person.created_at)}</Cell>
            <Cell>
              <DecisionLinks person={person} pages={pages} />
            </Cell>
          </tr>
        ))}
      </DataTable>
      <ListKeysetPager list={joinRequestList} query={query} page={page} href={joinRequestsPagerHref(pages, 'people')} />
    </>
  )
}

/** A request to join an organisation, as staff's Join Requests lists it. */
interface DomainJoinRequest {
  id: string
  email: string
  organization_name: string | null
  created_at: Date | string
}

export function DomainJoinRequestsTable({
  requests,
  query,
  page,
  pages,
}: {
  requests: readonly DomainJoinRequest[]
  query: DomainJoinRequestQuery
  page: KeysetPage
  pages: JoinRequestPages
}) {
  if (requests.length === 0) return null
  return (
    <>
      <DataTable
        id="admin-domain-join-requests"
        caption="Requests to join an organization"
        head={['Email', 'Organization', 'Asked', 'Action']}
      >
        {requests.map((request) => (
          <tr key={request.id}>
            <RowHeader>{request.email}</RowHeader>
            <Cell>{unnamedOrganization(request.organization_name)}</Cell>
            <Cell>{when(request.created_at)}</Cell>
            <Cell>
              <DecisionLinks person={request} param="request" pages={pages} />
            </Cell>
          </tr>
        ))}
      </DataTable>
      <ListKeysetPager
        list={domainJoinRequestList}
        query={query}
        page={page}
        href={joinRequestsPagerHref(pages, 'requests')}
      />
    </>
  )
}
