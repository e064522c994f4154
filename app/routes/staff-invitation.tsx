/**
 * /staff-invitation?token=… (docs/product.md#admin, docs/decisions/077-confirming-addresses-and-inviting-staff.md):
 * the page a staff invitation's e-mail links to. Signed in with the invited address, the visitor
 * becomes staff at once and goes to /admin (no organisation, no join request), or is told why not
 * (the link is used, revoked or expired; it was sent to another address). Not signed in, they see
 * the address, and create the account for it here (a password is all it asks) or sign in to it;
 * both come back to this page.
 */
import type { SubmissionResult } from '@conform-to/react'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getUser } from '~/.server/auth'
import { invitedSignUpAction } from '~/.server/auth/forms'
import { acceptStaffInvitation, previewStaffInvitation } from '~/.server/staff-invitations'
import { InvitationOpen, InvitationRefused } from '~/components/auth/invitation-screens'
import { LINK_PAGE_HEADERS, linkPageMeta } from '~/lib/link-pages'
import { STAFF_INVITATION_REFUSALS, STAFF_INVITATION_WORDS, staffInvitationPath } from '~/lib/staff-invitations'

export const meta: MetaFunction = () => linkPageMeta('Staff invitation')

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS

type Refusal = keyof typeof STAFF_INVITATION_REFUSALS

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const refused = (reason: Refusal) =>
    data({ view: 'refused' as const, reason }, { status: STAFF_INVITATION_REFUSALS[reason].status })

  const user = await getUser(request, context)
  if (user) {
    const status = await acceptStaffInvitation(user, token)
    if (status === 'joined' || status === 'already-staff') throw redirect('/admin')
    return refused(status)
  }
  const invitation = await previewStaffInvitation(token)
  if (invitation.status !== 'open') return refused(invitation.status)
  return data({ view: 'open' as const, token, email: invitation.email })
}

export function action({ request, context }: ActionFunctionArgs) {
  return invitedSignUpAction(request, context, { preview: previewStaffInvitation, path: staffInvitationPath })
}

export default function StaffInvitationPage() {
  const page = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  if (page.view === 'refused') return <InvitationRefused {...STAFF_INVITATION_REFUSALS[page.reason]} />
  return (
    <InvitationOpen
      title={STAFF_INVITATION_WORDS.joinTitle}
      subtitle={STAFF_INVITATION_WORDS.joinSubtitle(page.email)}
      email={page.email}
      here={staffInvitationPath(page.token)}
      lastResult={lastResult}
    />
  )
}
