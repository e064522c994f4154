/**
 * /admin/users: the Users dialog. All Users lists every account, newest first, with a search (e-mail
 * or name) and pages in the URL; 'Make admin' and 'Remove admin' ask first
 * (`?confirm=grant|revoke&user=`), then post, and say what they did (`?done=`). Nobody removes their
 * own admin access (refused with a sentence; another admin can), and the last admin is never
 * removed (the database decides, private.set_admin). Above the list, 'Invite staff' and the
 * invitations waiting, with Resend and Revoke (decision 077): staff join from an e-mail's link, not
 * through the customer sign-up. Every change is in the audit log. Roles, Activity and Settings are
 * placeholders.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { readForm } from '~/.server/input'
import { parseListQuery } from '~/.server/list-query'
import type { AuthUser } from '~/.server/auth/provider'
import { findPerson, listUsers, setAdmin } from '~/.server/profiles'
import {
  inviteStaff,
  listStaffInvitations,
  resendStaffInvitation,
  revokeStaffInvitation,
} from '~/.server/staff-invitations'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { Acknowledgement, ConfirmPanel } from '~/components/admin/confirm-panel'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { StaffInvitations } from '~/components/admin/staff-invitations'
import { UsersTable } from '~/components/admin/users-table'
import { FormError } from '~/components/ui/field'
import { adminAccessWords, adminDialog, currentTab } from '~/lib/admin'
import { userList } from '~/lib/admin-lists'
import { isEmailAddress, normaliseEmail } from '~/lib/email'
import { keysetWindow, listHref } from '~/lib/list-query'
import { STAFF_INVITATION_RESULTS } from '~/lib/staff-invitations'

const dialog = adminDialog('users')
const change = z.enum(['grant', 'revoke'])

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const params = new URL(request.url).searchParams
  const tab = currentTab(dialog, params)
  if (tab.id !== 'all-users') return { tabId: tab.id, list: null, staffInvitations: [] }
  const query = parseListQuery(userList, params)
  const [{ users, page }, staffInvitations] = await Promise.all([
    listUsers(admin.caller, query.q, keysetWindow(userList, query)),
    listStaffInvitations(admin.user),
  ])
  const userId = z.uuid().safeParse(params.get('user'))
  const person = userId.success ? await findPerson(admin.caller, userId.data) : null
  const confirm = change.safeParse(params.get('confirm'))
  const done = change.safeParse(params.get('done'))
  return {
    tabId: tab.id,
    staffInvitations,
    list: {
      query,
      users,
      page,
      selfId: admin.user.id,
      confirm: confirm.success && person ? { what: confirm.data, id: person.id, email: person.email } : null,
      done: done.success && person ? adminAccessWords[done.data].done(person.email) : null,
    },
  }
}

const changeSchema = z.object({ intent: change, userId: z.uuid() })

/** The staff invitations' posts (decision 077): an address to invite, or an open invitation to resend or revoke. */
const staffInvitationSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('invite-staff'),
    email: z
      .string()
      .trim()
      .transform(normaliseEmail)
      .refine((email) => isEmailAddress(email)),
  }),
  z.object({ intent: z.enum(['resend-staff', 'revoke-staff']), invitationId: z.uuid() }),
])

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  const fields = form ? Object.fromEntries(form) : {}
  const staff = staffInvitationSchema.safeParse(fields)
  if (staff.success) return staffInvitationAction(admin.user, staff.data)
  if (fields.intent === 'invite-staff') return staffRefusal('malformed')
  const parsed = changeSchema.safeParse(fields)
  if (!parsed.success) return data({ error: 'That change could not be read. Please try again.' }, { status: 400 })
  const { intent, userId } = parsed.data
  const result = await setAdmin(admin.caller, userId, intent === 'grant')
  if (result !== 'changed') {
    const status = result === 'not-found' ? 404 : result === 'unchanged' ? 409 : 403
    return data({ error: adminAccessWords.refused[result] }, { status })
  }
  // Back to the view the change was asked from (post/redirect/get), saying what was done to whom.
  const query = parseListQuery(userList, new URL(request.url).searchParams)
  throw redirect(listHref(userList, query, { done: intent, user: userId }))
}

/** What a staff invitation post answers: its sentence, or why not with its status. */
const staffRefusal = (reason: keyof typeof STAFF_INVITATION_RESULTS.refused) =>
  data(
    { staffError: STAFF_INVITATION_RESULTS.refused[reason].message },
    { status: STAFF_INVITATION_RESULTS.refused[reason].status },
  )

async function staffInvitationAction(user: AuthUser, post: z.infer<typeof staffInvitationSchema>) {
  if (post.intent === 'invite-staff') {
    const status = await inviteStaff(user, post.email)
    return status === 'invited' ? { staffDone: STAFF_INVITATION_RESULTS.invited(post.email) } : staffRefusal(status)
  }
  // The address for the sentence, read before the change (a revoked invitation is gone after it).
  const email = (await listStaffInvitations(user)).find((i) => i.id === post.invitationId)?.email
  const status =
    post.intent === 'resend-staff'
      ? await resendStaffInvitation(user, post.invitationId)
      : await revokeStaffInvitation(user, post.invitationId)
  if (status === 'not-admin' || status === 'not-found') return staffRefusal(status)
  if (!email) return staffRefusal('not-found')
  return { staffDone: STAFF_INVITATION_RESULTS[status](email) }
}

export default function AdminUsers() {
  const { tabId, list, staffInvitations } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const refused = answer && 'error' in answer ? answer : undefined
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <FormError id="users-error" errors={refused ? [refused.error] : undefined} />
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/users" />
      {list ? (
        <>
          <Acknowledgement message={answer && 'staffDone' in answer ? answer.staffDone : list.done} />
          <StaffInvitations
            invitations={staffInvitations}
            error={answer && 'staffError' in answer ? answer.staffError : null}
          />
          {list.confirm ? (
            <ConfirmPanel
              question={adminAccessWords[list.confirm.what].question(list.confirm.email)}
              fields={{ intent: list.confirm.what, userId: list.confirm.id }}
              confirmLabel={adminAccessWords[list.confirm.what].confirm}
              pendingText={adminAccessWords[list.confirm.what].pending}
              cancelTo={listHref(userList, list.query)}
              danger={list.confirm.what === 'revoke'}
            >
              {adminAccessWords[list.confirm.what].consequence}
            </ConfirmPanel>
          ) : null}
          <UsersTable {...list} />
        </>
      ) : (
        <TabPlaceholder tab={tab} />
      )}
    </AdminDialog>
  )
}
