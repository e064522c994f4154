/**
 * Joining by e-mail domain (docs/product.md#dashboard, docs/decisions/069-joining-by-domain.md): an
 * organisation's claimed domain and the requests to join it, as the pages show them, and every
 * message the Team section, the access-request screen and staff's Join Requests answer with.
 * Shared by the server, the pages and the tests.
 */

/** The domain of an address: what follows its last '@', lower case ('' when it has none). */
export function emailDomain(email: string) {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

/** What Team shows an Admin about the organisation's domain. */
export type DomainState =
  /** Claimed by this organisation. */
  | { kind: 'claimed'; domain: string }
  /** Not claimed: the Admin's own address's domain may be. */
  | { kind: 'claimable'; domain: string }
  /** The Admin's domain is a free-mail provider's, or another organisation's. */
  | { kind: 'unavailable'; domain: string; reason: 'free-mail' | 'taken' }

/** A request waiting in Team, its words made on the server (the page hydrates as rendered). */
export interface JoinRequestListing {
  id: string
  email: string
  /** ISO time of the request. */
  askedAt: string
  /** '27 November 2026'. */
  asked: string
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

export function joinRequestListing(requests: readonly { id: string; email: string; created_at: Date }[]) {
  return requests.map((request): JoinRequestListing => ({
    id: request.id,
    email: request.email,
    askedAt: new Date(request.created_at).toISOString(),
    asked: day.format(new Date(request.created_at)),
  }))
}

/** Team's joining panel for an Admin: the domain, and the requests waiting. */
export interface TeamJoining {
  domain: DomainState
  requests: JoinRequestListing[]
}

/** What the access-request screen offers: to ask to join, or how the request stands. */
export type JoinOffer =
  | { kind: 'ask'; organizationId: string; organizationName: string; domain: string }
  | { kind: 'pending'; organizationName: string }
  | { kind: 'rejected'; organizationName: string }

/** An organisation without a name (an approved legacy request's) is still named on the page. */
export const unnamedOrganization = (name: string | null | undefined) => name?.trim() || 'your organisation'

export const DOMAIN_MESSAGES = {
  claimed: (domain: string) => `${domain} is now claimed by your organisation.`,
  unclaimed: (domain: string) => `${domain} is no longer claimed by your organisation.`,
  notYourDomain: 'You can claim only the domain of your own e-mail address.',
  taken: (domain: string) => `${domain} is already claimed by another organisation.`,
  freeMail: (domain: string) =>
    `${domain} is a public e-mail provider’s domain: it cannot be claimed for one organisation.`,
  hasDomain: 'Your organisation has claimed another domain already. Unclaim it first.',
  notClaimed: 'Your organisation has not claimed a domain.',
  approved: (email: string) => `${email} joined your organisation as a Member.`,
  rejected: (email: string) => `The join request of ${email} was rejected.`,
  requestGone: 'That join request is no longer waiting: it was approved or rejected.',
  otherOrganization: (email: string) =>
    `${email} has joined another organisation meanwhile. Reject the request to close it.`,
} as const

/** The person's side: the access-request screen's words. */
export const JOIN_OFFER_MESSAGES = {
  ask: (organization: string, domain: string) =>
    `Your e-mail address is at ${domain}, which ${organization} has claimed. Ask to join it: its Admins approve or reject your request, and we e-mail you their answer.`,
  askButton: (organization: string) => `Ask to join ${organization}`,
  pending: (organization: string) =>
    `Your request to join ${organization} is waiting for its Admins. We will e-mail you when they decide.`,
  rejected: (organization: string) =>
    `Your request to join ${organization} was not approved. If you think this is a mistake, ask one of its Admins to invite you.`,
  noClaim: 'That organisation does not claim the domain of your e-mail address, or no longer does.',
  member: 'You belong to an organisation already.',
  alreadyAsked: 'You asked to join already: your request is waiting.',
  alreadyRejected: 'This organisation did not approve your earlier request. Ask one of its Admins to invite you.',
} as const
