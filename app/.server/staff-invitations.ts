/**
 * The one module for table public.staff_invitations (docs/decisions/077-confirming-addresses-and-inviting-staff.md):
 * staff invite an address from /admin/users, resend or revoke an open invitation, and the invitee
 * follows the link and becomes staff, with no organisation and no join request. The link carries
 * 32 random bytes; the table keeps only their SHA-256. Every change runs as the caller through a
 * security-definer function that checks they are staff, makes the change, queues the e-mail and
 * writes the audit log in one transaction (supabase/migrations/20261129040100_staff_invitations.sql);
 * the open invitations are read through the table's policy (staff only).
 */
import { expiryLabel } from '~/lib/team'
import type { StaffInvitationListing } from '~/lib/staff-invitations'
import type { AuthUser } from './auth/provider'
import { asCaller, asServiceRole, userCaller } from './db'
import { kickOutbox } from './mail/outbox'
import { isInvitationTokenShaped, newToken } from './organization-invitations'

type Caller = Pick<AuthUser, 'id' | 'email'>

async function call<T extends string>(user: Caller, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await asCaller(userCaller(user), (tx) => tx.query<{ status: T }>(sql, params))
  return rows[0]!.status
}

export function inviteStaff(user: Caller, email: string) {
  return call<'invited' | 'not-admin' | 'staff' | 'pending'>(user, 'select private.invite_staff($1, $2) as status', [
    email,
    newToken(),
  ]).then((status) => {
    if (status === 'invited') kickOutbox()
    return status
  })
}

export function resendStaffInvitation(user: Caller, invitationId: string) {
  return call<'resent' | 'not-admin' | 'not-found'>(user, 'select private.resend_staff_invitation($1, $2) as status', [
    invitationId,
    newToken(),
  ]).then((status) => {
    if (status === 'resent') kickOutbox()
    return status
  })
}

export function revokeStaffInvitation(user: Caller, invitationId: string) {
  return call<'revoked' | 'not-admin' | 'not-found'>(user, 'select private.revoke_staff_invitation($1) as status', [
    invitationId,
  ])
}

/** The open staff invitations, newest first, as the Users dialog lists them (staff only: the table's policy). */
export async function listStaffInvitations(user: Caller, now = new Date()): Promise<StaffInvitationListing[]> {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ id: string; email: string; expires_at: Date }>(
      `select id, email, expires_at from public.staff_invitations where accepted_at is null
       order by created_at desc, id limit 100`,
    ),
  )
  return rows.map((row) => ({ id: row.id, email: row.email, expires: expiryLabel(new Date(row.expires_at), now) }))
}

/** The signed-in invitee follows the link. */
export async function acceptStaffInvitation(
  user: Caller,
  token: string,
): Promise<'joined' | 'already-staff' | 'invalid' | 'expired' | 'wrong-account'> {
  if (!isInvitationTokenShaped(token)) return 'invalid'
  return call(user, 'select private.accept_staff_invitation($1) as status', [token])
}

/**
 * What the link's page shows a visitor who is not signed in: the address the invitation is for.
 * Read by the service role, since the visitor is nobody yet; the token is the key.
 */
export async function previewStaffInvitation(
  token: string | null | undefined,
): Promise<{ status: 'open'; email: string } | { status: 'invalid' | 'expired' }> {
  if (!isInvitationTokenShaped(token)) return { status: 'invalid' }
  const { rows } = await asServiceRole('show a staff invitation to the visitor who holds its link', (tx) =>
    tx.query<{ email: string; expired: boolean }>(
      `select email, expires_at <= now() as expired from public.staff_invitations
       where token_hash = private.invitation_token_hash($1) and accepted_at is null`,
      [token],
    ),
  )
  const row = rows[0]
  if (!row) return { status: 'invalid' }
  if (row.expired) return { status: 'expired' }
  return { status: 'open', email: row.email }
}
