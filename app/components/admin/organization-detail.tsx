/**
 * One organisation as staff see it (/admin/organizations/{id}, docs/product.md#admin): its details
 * as sign-up gave them, its plan, claimed e-mail domain and two-factor rule; its members a page at
 * a time by key (newest first, the admin lists' pager); the invitations waiting and the requests to
 * join it, each request with Approve and Reject (the Join Requests tab's confirmation step, so the
 * decision is made, e-mailed and audited in one place). Read-only otherwise: the team is its
 * Admins' to change.
 */
import { Link } from '@remix-run/react'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { DecisionLinks } from '~/components/admin/people-tables'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { Badge } from '~/components/dashboard/status-badge'
import { findCountry } from '~/lib/countries'
import type { TeamListing } from '~/lib/dashboard'
import { PLAN_LABELS, type OrganizationRow } from '~/lib/entities/organization'
import { groupDigits } from '~/lib/group-digits'
import { organizationSizeLabel } from '~/lib/industries'
import type { KeysetPage, ListDeclaration } from '~/lib/list-query'
import type { InvitationListing } from '~/lib/team'

/** The organisation's record as the page shows it (dates as ISO strings, made on the server). */
type OrganizationSummary = Pick<
  OrganizationRow,
  'name' | 'size' | 'industry' | 'use_case' | 'website' | 'phone' | 'country' | 'plan' | 'require_two_factor'
> & { created_at: string; domain: string | null }

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const when = (value: Date | string) => dateFormat.format(new Date(value))

/** A website as a link that leaves the site, only when it is an http(s) address. */
function Website({ url }: { url: string }) {
  const safe = /^https?:\/\//i.test(url)
  return safe ? (
    <a href={url} rel="noopener noreferrer nofollow" target="_blank" className="text-primary underline">
      {url}
    </a>
  ) : (
    <>{url}</>
  )
}

function Details({ organization }: { organization: OrganizationSummary }) {
  const country = organization.country ? findCountry(organization.country)?.name : null
  const rows: [string, React.ReactNode][] = [
    ['Plan', PLAN_LABELS[organization.plan]],
    ['Created', when(organization.created_at)],
    ['Industry', organization.industry || '—'],
    ['Size', organization.size ? organizationSizeLabel(organization.size) : '—'],
    ['Country', country || '—'],
    ['Website', organization.website ? <Website url={organization.website} /> : '—'],
    [
      'Phone',
      organization.phone ? <a href={`tel:${organization.phone.replace(/\s+/g, '')}`}>{organization.phone}</a> : '—',
    ],
    ['Email domain', organization.domain ?? 'None claimed'],
    ['Two-factor authentication', organization.require_two_factor ? 'Required of every member' : 'Not required'],
  ]
  return (
    <section aria-labelledby="organization-details">
      <h3 id="organization-details" className="text-base font-semibold">
        Details
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="mt-0.5 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {organization.use_case ? (
        <div className="mt-3 text-sm">
          <p className="text-muted-foreground">Use case</p>
          <p className="mt-0.5 whitespace-pre-line break-words">{organization.use_case}</p>
        </div>
      ) : null}
    </section>
  )
}

export function OrganizationDetail({
  organization,
  members,
  page,
  list,
  query,
  invitations,
  requests,
}: {
  organization: OrganizationSummary
  members: readonly (TeamListing & { joinedAt: string })[]
  page: KeysetPage
  list: ListDeclaration
  query: { after: string | null; before: string | null }
  invitations: readonly (InvitationListing & { sentAt: string })[]
  requests: readonly { id: string; email: string; askedAt: string }[]
}) {
  return (
    <div className="space-y-8">
      <Details organization={organization} />
      <section aria-label="Members">
        {members.length === 0 ? (
          <ListEmpty className="mt-6">{page.total > 0 ? 'No members on this page.' : 'No members.'}</ListEmpty>
        ) : (
          <DataTable
            id="admin-organization-members"
            caption={`Members (${groupDigits(page.total)})`}
            head={['Name', 'Email', 'Role', 'Joined', 'Last active']}
          >
            {members.map((member) => (
              <tr key={member.id}>
                <RowHeader>{member.name || '—'}</RowHeader>
                <Cell>{member.email}</Cell>
                <Cell>
                  <Badge tone={member.role === 'Admin' ? 'blue' : 'grey'}>{member.role}</Badge>
                </Cell>
                <Cell>{when(member.joinedAt)}</Cell>
                <Cell>{member.lastActive}</Cell>
              </tr>
            ))}
          </DataTable>
        )}
        <ListKeysetPager list={list} query={query} page={page} />
      </section>
      <section aria-label="Invitations waiting">
        {invitations.length === 0 ? (
          <ListEmpty className="mt-6">No invitations are waiting.</ListEmpty>
        ) : (
          <DataTable
            id="admin-organization-invitations"
            caption={`Invitations waiting (${groupDigits(invitations.length)})`}
            head={['Email', 'Role', 'Sent', 'Expires']}
          >
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <RowHeader>{invitation.email}</RowHeader>
                <Cell>
                  <Badge tone={invitation.role === 'Admin' ? 'blue' : 'grey'}>{invitation.role}</Badge>
                </Cell>
                <Cell>{when(invitation.sentAt)}</Cell>
                <Cell>{invitation.expires}</Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section aria-label="Join requests">
        {requests.length === 0 ? (
          <ListEmpty className="mt-6">No requests to join are waiting.</ListEmpty>
        ) : (
          <DataTable
            id="admin-organization-join-requests"
            caption={`Join requests (${groupDigits(requests.length)})`}
            head={['Email', 'Asked', 'Action']}
          >
            {requests.map((request) => (
              <tr key={request.id}>
                <RowHeader>{request.email}</RowHeader>
                <Cell>{when(request.askedAt)}</Cell>
                <Cell>
                  <DecisionLinks person={request} param="request" />
                </Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <p className="text-sm">
        <Link to="/admin/organizations" className="text-primary underline">
          All organizations
        </Link>
      </p>
    </div>
  )
}
