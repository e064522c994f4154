/**
 * Team → joining by e-mail domain, for an Admin (docs/product.md#dashboard,
 * docs/decisions/069-joining-by-domain.md): the organisation's claimed domain (Claim or Unclaim;
 * only the domain of the Admin's own address, never a free-mail provider's), and the requests
 * waiting from people who signed up at it, each with Approve and Reject. Small post forms that
 * work without JavaScript; the words are the loader's and the action's.
 */
import type { TeamJoining } from '~/lib/join-by-domain'
import { DOMAIN_MESSAGES } from '~/lib/join-by-domain'
import { Cell, DataTable, RowHeader } from './data-table'
import { ChangeButton } from './team-change-button'

function DomainClaim({ domain }: { domain: TeamJoining['domain'] }) {
  switch (domain.kind) {
    case 'claimed':
      return (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Your organisation has claimed <strong className="text-foreground">{domain.domain}</strong>. Someone who
            signs up with an address at {domain.domain} can ask to join; you approve or reject the request below.
          </p>
          <div className="mt-4">
            <ChangeButton intent="unclaim-domain" fields={{}} label={`Unclaim ${domain.domain}`}>
              Unclaim domain
            </ChangeButton>
          </div>
        </>
      )
    case 'claimable':
      return (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Claim {domain.domain}, the domain of your own address, so that people who sign up with an address at it can
            ask to join your organisation. Nobody joins until an Admin approves.
          </p>
          <div className="mt-4">
            <ChangeButton
              intent="claim-domain"
              fields={{ domain: domain.domain }}
              label={`Claim ${domain.domain}`}
              primary
            >
              {`Claim ${domain.domain}`}
            </ChangeButton>
          </div>
        </>
      )
    case 'unavailable':
      return (
        <p className="mt-1 text-sm text-muted-foreground">
          {domain.reason === 'free-mail'
            ? DOMAIN_MESSAGES.freeMail(domain.domain)
            : DOMAIN_MESSAGES.taken(domain.domain)}{' '}
          Only the domain of your own address can be claimed.
        </p>
      )
  }
}

function JoinRequests({ requests }: { requests: TeamJoining['requests'] }) {
  if (requests.length === 0) return <p className="mt-4 text-sm text-muted-foreground">No join requests are waiting.</p>
  return (
    <DataTable id="team-join-requests" caption="Join requests waiting" head={['Email', 'Asked', 'Actions']}>
      {requests.map((request) => (
        <tr key={request.id}>
          <RowHeader>{request.email}</RowHeader>
          <Cell className="text-muted-foreground">
            <time dateTime={request.askedAt}>{request.asked}</time>
          </Cell>
          <Cell>
            <span className="flex gap-2">
              <ChangeButton
                intent="approve-join"
                fields={{ request: request.id }}
                label={`Approve the join request of ${request.email}`}
                primary
              >
                Approve
              </ChangeButton>
              <ChangeButton
                intent="reject-join"
                fields={{ request: request.id }}
                label={`Reject the join request of ${request.email}`}
              >
                Reject
              </ChangeButton>
            </span>
          </Cell>
        </tr>
      ))}
    </DataTable>
  )
}

export function TeamJoiningPanel({ joining }: { joining: TeamJoining }) {
  return (
    <>
      <section aria-labelledby="team-domain-title" className="mt-8 rounded-xl border border-border p-4 sm:p-6">
        <h2 id="team-domain-title" className="text-lg font-semibold">
          Email domain
        </h2>
        <DomainClaim domain={joining.domain} />
      </section>
      <section aria-labelledby="team-join-requests-title" className="mt-8">
        <h2 id="team-join-requests-title" className="text-lg font-semibold">
          Join requests
        </h2>
        <JoinRequests requests={joining.requests} />
      </section>
    </>
  )
}
