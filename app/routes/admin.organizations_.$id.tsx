/**
 * /admin/organizations/{id}: one organisation as staff see it (docs/product.md#admin): its details,
 * its members a page at a time by key (`?after=` / `?before=`, the admin lists' idiom), the
 * invitations waiting and the requests to join it. Opened from the organisation's name in
 * Organizations; an id that is not one, or names no organisation, is a 404.
 */
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { parseListQuery } from '~/.server/list-query'
import { listOrganizationJoinRequests } from '~/.server/organization-domains'
import { listPendingInvitations } from '~/.server/organization-invitations'
import { openStaffOrganization } from '~/.server/organizations'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { OrganizationDetail } from '~/components/admin/organization-detail'
import { organizationMemberList } from '~/lib/admin-lists'
import { teamListing } from '~/lib/dashboard'
import { invitationListing } from '~/lib/team'
import { keysetWindow } from '~/lib/list-query'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data(null, { status: 404 })
  const list = organizationMemberList(id.data)
  const query = parseListQuery(list, new URL(request.url).searchParams)
  const [opened, invitations, requests] = await Promise.all([
    openStaffOrganization(admin.caller, id.data, keysetWindow(list, query)),
    listPendingInvitations(admin.user, id.data),
    listOrganizationJoinRequests(admin.user, id.data),
  ])
  if (!opened) throw data(null, { status: 404 })
  const now = new Date()
  const { organization, members, page } = opened
  const joinedAt = new Map(members.map((m) => [m.user_id, new Date(m.joined_at).toISOString()]))
  const sentAt = new Map(invitations.map((i) => [i.id, new Date(i.sent_at).toISOString()]))
  return {
    organization: { ...organization, created_at: new Date(organization.created_at).toISOString() },
    members: teamListing(members, now).map((m) => ({ ...m, joinedAt: joinedAt.get(m.id)! })),
    page,
    query,
    invitations: invitationListing(invitations, now).map((i) => ({ ...i, sentAt: sentAt.get(i.id)! })),
    requests: requests.map((r) => ({ id: r.id, email: r.email, askedAt: new Date(r.created_at).toISOString() })),
  }
}

export default function AdminOrganization() {
  const { organization, members, page, query, invitations, requests } = useLoaderData<typeof loader>()
  return (
    <AdminDialog
      title={organization.name || 'Unnamed organization'}
      description="An organization: its details, its members, the invitations waiting and the requests to join it."
      closeTo="/admin/organizations"
    >
      <OrganizationDetail
        organization={organization}
        members={members}
        page={page}
        list={organizationMemberList(organization.id)}
        query={query}
        invitations={invitations}
        requests={requests}
      />
    </AdminDialog>
  )
}
