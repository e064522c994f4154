/**
 * Staff join by invitation (docs/product.md#admin, docs/decisions/077-confirming-addresses-and-inviting-staff.md):
 * the link's page and every word the Users dialog and that page say about it.
 */
import { brand } from './brand'

/** The page a staff invitation's e-mail links to (app/routes/staff-invitation.tsx). */
export function staffInvitationPath(token: string) {
  return `/staff-invitation?${new URLSearchParams({ token })}`
}

export const STAFF_INVITATION_WORDS = {
  formTitle: 'Invite staff',
  formHelp: `Staff reach the admin area. They join from the e-mail's link, not through the customer sign-up, so no organisation is made for them.`,
  send: 'Send invitation',
  sending: 'Sending...',
  waitingTitle: 'Invitations waiting',
  tableLabel: 'Pending staff invitations',
  none: 'No staff invitation is waiting.',
  resend: 'Resend',
  revoke: 'Revoke',
  joinTitle: `Join the ${brand.name} staff`,
  joinSubtitle: (email: string) =>
    `You are invited to join the ${brand.name} staff with ${email}. Create your account for this address, or sign in if you have one.`,
} as const

/** What a post to the Users dialog's staff forms answers: its sentence and status. */
export const STAFF_INVITATION_RESULTS = {
  invited: (email: string) => `Invitation sent to ${email}. The link works for 7 days.`,
  resent: (email: string) => `A new invitation was sent to ${email}. The earlier link no longer works.`,
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
  refused: {
    staff: { message: 'That address already belongs to staff.', status: 409 },
    pending: { message: 'That address has an invitation waiting: resend it from the list below.', status: 409 },
    'not-found': { message: 'That invitation is no longer waiting: it was accepted or revoked.', status: 404 },
    'not-admin': { message: 'You are no longer an admin: another admin has just removed your access.', status: 403 },
    malformed: { message: 'Please enter a valid email address', status: 400 },
  },
} as const

/** Why the link's page refuses: its heading, sentence and status. */
export const STAFF_INVITATION_REFUSALS = {
  invalid: {
    status: 404,
    title: 'This invitation link does not work',
    message: 'It was used already, revoked, or replaced by a newer one. Ask an admin to send you a new invitation.',
  },
  expired: {
    status: 410,
    title: 'This invitation has expired',
    message: 'Invitation links work for 7 days. Ask an admin to resend it.',
  },
  'wrong-account': {
    status: 403,
    title: 'This invitation is for another e-mail address',
    message:
      'You are signed in with an address the invitation was not sent to. Sign out, then open the link again and sign in or create an account with the address that received it.',
  },
} as const

export interface StaffInvitationListing {
  id: string
  email: string
  /** 'Expires 4 December 2026' or 'Expired'. */
  expires: string
}
