/**
 * The one module for table public.organization_invitations (docs/decisions/068-invitations-and-roles.md):
 * an organisation's Admin invites an address with a role, resends or revokes an open invitation,
 * and the invitee follows the link and joins. A link carries 32 random bytes; the table keeps only
 * their SHA-256. Every change runs as the caller through a security-definer function that checks
 * their role, makes the change, queues the e-mail in the outbox and writes the audit log in one
 * transaction (supabase/migrations/20261127070000_organization_invitations.sql); the open
 * invitations are read through the table's policy (its Admins only).
 */
import { randomBytes } from 'node:crypto'
import type { InvitationStatus, MemberRole, PendingInvitation } from '~/lib/entities/organization'
import type { AuthUser } from './auth/provider'
import { asCaller, asServiceRole, userCaller } from './db'
import { kickOutbox } from './mail/outbox'

/** 32 bytes in base64url: what a link carries, checked before any query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** Also the staff invitations' (./staff-invitations.ts): one shape of link. */
export function isInvitationTokenShaped(token: string | null | undefined): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token)
}

export const newToken = () => randomBytes(32).toString('base64url')

type Caller = Pick<AuthUser, 'id' | 'email'>

/** The answer of one of the database's functions, a word ('invited', 'not-admin', …). */
async function call<T extends string>(user: Caller, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await asCaller(userCaller(user), (tx) => tx.query<{ status: T }>(sql, params))
  return rows[0]!.status
}

type InviteResult = 'invited' | 'not-admin' | 'member' | 'pending'

/** Invites `email` to the organisation as `role`; the e-mail goes through the outbox. */
export async function inviteMember(
  user: Caller,
  organizationId: string,
  invitation: { email: string; role: MemberRole },
): Promise<InviteResult> {
  const status = await call<InviteResult>(user, 'select private.invite_to_organization($1, $2, $3, $4) as status', [
    organizationId,
    invitation.email,
    invitation.role,
    newToken(),
  ])
  if (status === 'invited') kickOutbox()
  return status
}

type ResendResult = 'resent' | 'not-admin' | 'not-found'

/** A new link for an open invitation: the old one stops working at once. */
export async function resendInvitation(user: Caller, organizationId: string, invitationId: string) {
  const status = await call<ResendResult>(user, 'select private.resend_organization_invitation($1, $2, $3) as status', [
    organizationId,
    invitationId,
    newToken(),
  ])
  if (status === 'resent') kickOutbox()
  return status
}

type RevokeResult = 'revoked' | 'not-admin' | 'not-found'

export function revokeInvitation(user: Caller, organizationId: string, invitationId: string) {
  return call<RevokeResult>(user, 'select private.revoke_organization_invitation($1, $2) as status', [
    organizationId,
    invitationId,
  ])
}

/** The organisation's open invitations, newest first: its Admins' only (the table's policy). */
export async function listPendingInvitations(user: Caller, organizationId: string): Promise<PendingInvitation[]> {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<PendingInvitation>(
      `select id, email, role, sent_at, expires_at from public.organization_invitations
       where organization_id = $1 and accepted_at is null
       order by created_at desc, id`,
      [organizationId],
    ),
  )
  return rows
}

/** The signed-in invitee follows the link. */
export async function acceptInvitation(
  user: Caller,
  token: string,
): Promise<{ status: InvitationStatus | 'joined' | 'already-member'; organizationName: string | null }> {
  if (!isInvitationTokenShaped(token)) return { status: 'invalid', organizationName: null }
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ status: InvitationStatus | 'joined' | 'already-member'; organization_name: string | null }>(
      'select status, organization_name from private.accept_organization_invitation($1)',
      [token],
    ),
  )
  return { status: rows[0]!.status, organizationName: rows[0]!.organization_name }
}

/**
 * What the link's page shows a visitor who is not signed in: the organisation and the address the
 * invitation is for, so they create the account with it or sign in to it. Read by the service
 * role, since the visitor is nobody yet; the token is the key, and nothing else is said of it.
 */
export async function previewInvitation(
  token: string | null | undefined,
): Promise<{ status: 'open'; email: string; organizationName: string | null } | { status: 'invalid' | 'expired' }> {
  if (!isInvitationTokenShaped(token)) return { status: 'invalid' }
  const { rows } = await asServiceRole('show an invitation to the visitor who holds its link', (tx) =>
    tx.query<{ email: string; name: string | null; expired: boolean }>(
      `select i.email, o.name, i.expires_at <= now() as expired
       from public.organization_invitations i join public.organizations o on o.id = i.organization_id
       where i.token_hash = private.invitation_token_hash($1) and i.accepted_at is null`,
      [token],
    ),
  )
  const row = rows[0]
  if (!row) return { status: 'invalid' }
  if (row.expired) return { status: 'expired' }
  return { status: 'open', email: row.email, organizationName: row.name }
}
