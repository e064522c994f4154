/**
 * /invitation?token=… (docs/product.md#dashboard, docs/decisions/068-invitations-and-roles.md): the
 * page an invitation's e-mail links to. Signed in, the visitor joins at once and goes to Team, or
 * is told why not (the link is used, revoked or expired; it was sent to another address; they
 * belong to an organisation already). Not signed in, they see which organisation invites which
 * address, and create the account for it here (a password is all it asks) or sign in to it; both
 * come back to this page, which then joins them.
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
import { acceptInvitation, previewInvitation } from '~/.server/organization-invitations'
import { InvitationOpen, InvitationRefused } from '~/components/auth/invitation-screens'
import { brand } from '~/lib/brand'
import { LINK_PAGE_HEADERS, linkPageMeta } from '~/lib/link-pages'
import { invitationPath } from '~/lib/entities/organization'
import { INVITATION_MESSAGES } from '~/lib/team'

export const meta: MetaFunction = () => linkPageMeta('Invitation')

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS

type Refusal = keyof typeof INVITATION_MESSAGES

export type InvitationData =
  { view: 'refused'; reason: Refusal } | { view: 'open'; token: string; email: string; organisationName: string | null }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const refused = (reason: Refusal) =>
    data<InvitationData>({ view: 'refused', reason }, { status: INVITATION_MESSAGES[reason].status })

  const user = await getUser(request, context)
  if (user) {
    const { status } = await acceptInvitation(user, token)
    if (status === 'joined' || status === 'already-member') throw redirect('/dashboard?section=team')
    return refused(status)
  }
  const invitation = await previewInvitation(token)
  if (invitation.status !== 'open') return refused(invitation.status)
  return data<InvitationData>({
    view: 'open',
    token,
    email: invitation.email,
    organisationName: invitation.organizationName,
  })
}

export function action({ request, context }: ActionFunctionArgs) {
  return invitedSignUpAction(request, context)
}

export default function InvitationPage() {
  const page = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  if (page.view === 'refused') return <InvitationRefused {...INVITATION_MESSAGES[page.reason]} />
  const organisation = page.organisationName ?? 'an organisation'
  return (
    <InvitationOpen
      title={`Join ${organisation}`}
      subtitle={`You are invited to join ${organisation} on ${brand.name} with ${page.email}. Create your account for this address, or sign in if you have one.`}
      email={page.email}
      here={invitationPath(page.token)}
      lastResult={lastResult}
    />
  )
}
