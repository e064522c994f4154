/**
 * The Team section's changes (docs/product.md#dashboard, docs/decisions/068-invitations-and-roles.md):
 * the forms' intents, and every message they answer with. Shared by the action, the page and the
 * tests; the schema that checks a post is ./team-schema.ts (zod stays out of the page's script).
 */
import type { SubmissionResult } from '@conform-to/react'
import { INVITATION_VALID_DAYS, ROLE_LABELS, type MemberRole } from './entities/organization'

/** The Team section's forms, told apart by their `intent` field. */
export const TEAM_INTENTS = [
  'invite',
  'resend',
  'revoke',
  'role',
  'remove',
  'leave',
  // Joining by e-mail domain (decision 069): the Admin's claim and decisions, the person's request.
  'claim-domain',
  'unclaim-domain',
  'approve-join',
  'reject-join',
  'ask-to-join',
] as const
export type TeamIntent = (typeof TEAM_INTENTS)[number]

/** The changes only an Admin may make. */
export const ADMIN_INTENTS: readonly TeamIntent[] = [
  'invite',
  'resend',
  'revoke',
  'role',
  'remove',
  'claim-domain',
  'unclaim-domain',
  'approve-join',
  'reject-join',
]

/** The roles in the order the forms offer them. */
export const ROLE_OPTIONS: readonly { value: MemberRole; label: string }[] = [
  { value: 'member', label: ROLE_LABELS.member },
  { value: 'admin', label: ROLE_LABELS.admin },
]

export const TEAM_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidRole: 'Please choose Admin or Member',
  invalidRequest: 'This request could not be read. Reload the page and try again.',
  invited: (email: string) => `Invitation sent to ${email}. The link works for ${INVITATION_VALID_DAYS} days.`,
  alreadyMember: (email: string) => `${email} is already a member of your organisation.`,
  alreadyInvited: (email: string) => `${email} already has an invitation waiting. Use Resend below to send a new link.`,
  resent: (email: string) => `A new invitation was sent to ${email}. The earlier link no longer works.`,
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
  invitationGone: 'That invitation is no longer waiting: it was accepted or revoked.',
  roleChanged: (email: string, role: string) => `${email} is now ${role === 'Admin' ? 'an Admin' : 'a Member'}.`,
  roleUnchanged: (email: string, role: string) => `${email} is already ${role === 'Admin' ? 'an Admin' : 'a Member'}.`,
  removed: (email: string) => `${email} was removed from your organisation.`,
  memberGone: 'That person is no longer a member of your organisation.',
  lastAdmin: 'Your organisation needs at least one Admin. Make another member an Admin first, then try again.',
  forbiddenTitle: 'Only an Admin can do this',
  forbidden:
    'Inviting people, changing roles, removing members, claiming the e-mail domain and deciding join requests are for your organisation’s Admins. Ask an Admin of your organisation if you need a change.',
} as const

/** An open invitation as the Team section lists it: the words made on the server. */
export interface InvitationListing {
  id: string
  email: string
  role: (typeof ROLE_LABELS)[MemberRole]
  /** ISO time the link stops working. */
  expiresAt: string
  /** 'Expires 4 December 2026' or 'Expired'. */
  expires: string
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

/** 'Expires 4 December 2026', or 'Expired' once `now` is past it (Team's and the Users dialog's invitations). */
export const expiryLabel = (expiresAt: Date, now: Date) =>
  expiresAt <= now ? 'Expired' : `Expires ${day.format(expiresAt)}`

export function invitationListing(
  invitations: readonly { id: string; email: string; role: MemberRole; expires_at: Date }[],
  now: Date,
): InvitationListing[] {
  return invitations.map((invitation) => {
    const expiresAt = new Date(invitation.expires_at)
    return {
      id: invitation.id,
      email: invitation.email,
      role: ROLE_LABELS[invitation.role],
      expiresAt: expiresAt.toISOString(),
      expires: expiryLabel(expiresAt, now),
    }
  })
}

/** What the Team section shows after a post (app/.server/team.ts). */
export type TeamActionData =
  | { kind: 'invite'; result: SubmissionResult<string[]>; message: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'problem'; message: string }
  | { kind: 'forbidden'; title: string; message: string }

/** The invitation link's page (app/routes/invitation.tsx): why a link does not let the visitor join. */
export const INVITATION_MESSAGES = {
  invalid: {
    status: 404,
    title: 'This invitation link does not work',
    message:
      'It was used already, revoked, or replaced by a newer one. Ask an Admin of the organisation to send you a new invitation.',
  },
  expired: {
    status: 410,
    title: 'This invitation has expired',
    message: 'Invitation links work for 7 days. Ask an Admin of the organisation to resend it.',
  },
  'wrong-account': {
    status: 403,
    title: 'This invitation is for another e-mail address',
    message:
      'You are signed in with an address the invitation was not sent to. Sign out, then open the link again and sign in or create an account with the address that received it.',
  },
  'other-organization': {
    status: 409,
    title: 'You already belong to an organisation',
    message:
      'An account belongs to one organisation for now. Leave your current organisation from its Team page first, then open the link again.',
  },
} as const
