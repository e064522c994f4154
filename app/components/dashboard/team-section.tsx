/**
 * Team: the organisation's members (docs/product.md#dashboard), each with their name, e-mail, role
 * (Admin or Member) and when they last opened the dashboard. An Admin also invites people, sees
 * the invitations still waiting (Resend, Revoke), changes a member's role and removes a member;
 * every member may leave. Each change is a small post form that works without JavaScript
 * (app/.server/team.ts answers it). An Admin-only change asked by a Member shows a page that says
 * why (403). The words are the loader's and the action's, made on the server, so the page hydrates
 * as it was rendered.
 */
import { Form } from '@remix-run/react'
import { Button, ButtonLink } from '~/components/ui/button'
import type { TeamListing } from '~/lib/dashboard'
import type { TeamJoining } from '~/lib/join-by-domain'
import { ROLE_OPTIONS, type InvitationListing, type TeamActionData } from '~/lib/team'
import { Cell, DataTable } from './data-table'
import { SectionHeader } from './section-header'
import { Badge } from './status-badge'
import { ChangeButton, TEAM_ACTION } from './team-change-button'
import { TeamInviteForm } from './team-invite-form'
import { TeamJoiningPanel } from './team-joining'

/** What the signed-in member may do in Team, and the answer to their last change. */
export interface TeamAccess {
  me: string
  canManage: boolean
  invitations: readonly InvitationListing[]
  /** The claimed domain and the join requests waiting (an Admin's, on Team). */
  joining: TeamJoining | null
  result: TeamActionData | undefined
}

/** Two letters for the avatar: the name's initials, else the e-mail's first letter. */
function initials(member: Pick<TeamListing, 'name' | 'email'>) {
  if (!member.name) return member.email.charAt(0).toUpperCase()
  return member.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/** The role select in a member's row: the site's control look, sized for a table row. */
const ROW_SELECT =
  'block rounded-lg border border-border bg-background px-2 py-1.5 text-sm text-foreground shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring'

/** An Admin's controls on another member's row: their role, and Remove. */
function MemberActions({ member }: { member: TeamListing }) {
  const current = member.role === 'Admin' ? 'admin' : 'member'
  return (
    <span className="flex items-center gap-2">
      <Form method="post" action={TEAM_ACTION} className="flex items-center gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="member" value={member.id} />
        <select name="role" defaultValue={current} aria-label={`Role of ${member.email}`} className={ROW_SELECT}>
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" size="sm" aria-label={`Change the role of ${member.email}`}>
          Change role
        </Button>
      </Form>
      <ChangeButton intent="remove" fields={{ member: member.id }} label={`Remove ${member.email}`}>
        Remove
      </ChangeButton>
    </span>
  )
}

/** The answer to the last change: a success (status) or a refusal (alert). */
function ChangeMessage({ result }: { result: TeamActionData | undefined }) {
  if (result?.kind === 'done')
    return (
      <p role="status" className="mt-6 rounded-lg border border-success/50 bg-success/10 p-3 text-sm font-medium">
        {result.message}
      </p>
    )
  if (result?.kind === 'problem')
    return (
      <p
        role="alert"
        className="mt-6 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm font-medium text-danger"
      >
        {result.message}
      </p>
    )
  return null
}

/** The 403 page: an Admin-only change asked by a Member, and why it was refused. */
function AdminsOnly({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Team" description="The people in your organisation and what they may do." />
      <div role="alert" className="mt-6 rounded-xl border border-danger/50 bg-danger/10 p-6">
        <p className="text-sm font-semibold text-danger">403</p>
        <h2 className="mt-1 text-xl font-bold">{title}</h2>
        <p className="mt-2 text-foreground">{message}</p>
      </div>
      <ButtonLink to={TEAM_ACTION} variant="outline" className="mt-6">
        Back to Team
      </ButtonLink>
    </section>
  )
}

function Invitations({ invitations }: { invitations: readonly InvitationListing[] }) {
  if (invitations.length === 0) return <p className="mt-6 text-sm text-muted-foreground">No invitations are waiting.</p>
  return (
    <DataTable id="team-invitations" caption="Pending invitations" head={['Email', 'Role', 'Expires', 'Actions']}>
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium sm:px-6">
            {invitation.email}
          </th>
          <Cell>
            <Badge tone={invitation.role === 'Admin' ? 'blue' : 'grey'}>{invitation.role}</Badge>
          </Cell>
          <Cell className="text-muted-foreground">
            <time dateTime={invitation.expiresAt}>{invitation.expires}</time>
          </Cell>
          <Cell>
            <span className="flex gap-2">
              <ChangeButton
                intent="resend"
                fields={{ invitation: invitation.id }}
                label={`Resend the invitation to ${invitation.email}`}
              >
                Resend
              </ChangeButton>
              <ChangeButton
                intent="revoke"
                fields={{ invitation: invitation.id }}
                label={`Revoke the invitation to ${invitation.email}`}
              >
                Revoke
              </ChangeButton>
            </span>
          </Cell>
        </tr>
      ))}
    </DataTable>
  )
}

export function TeamSection({ members, access }: { members: readonly TeamListing[]; access: TeamAccess }) {
  const { me, canManage, invitations, joining, result } = access
  if (result?.kind === 'forbidden') return <AdminsOnly title={result.title} message={result.message} />
  const head = ['Name', 'Email', 'Role', 'Last active', ...(canManage ? ['Actions'] : [])]
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Team" description="The people in your organisation and what they may do." />
      <ChangeMessage result={result} />
      <DataTable id="team" caption="Team members" head={head}>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium sm:px-6">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                >
                  {initials(member)}
                </span>
                {member.name ?? (
                  <span className="text-muted-foreground">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No name given</span>
                  </span>
                )}
              </span>
            </th>
            <Cell className="text-muted-foreground">{member.email}</Cell>
            <Cell>
              <Badge tone={member.role === 'Admin' ? 'blue' : 'grey'}>{member.role}</Badge>
            </Cell>
            <Cell className="text-muted-foreground">
              {member.lastActiveAt ? (
                <time dateTime={member.lastActiveAt}>{member.lastActive}</time>
              ) : (
                member.lastActive
              )}
            </Cell>
            {canManage ? (
              <Cell>
                {member.id === me ? (
                  <span className="text-muted-foreground">You</span>
                ) : (
                  <MemberActions member={member} />
                )}
              </Cell>
            ) : null}
          </tr>
        ))}
      </DataTable>
      {canManage ? (
        <>
          <TeamInviteForm
            lastResult={result?.kind === 'invite' ? result.result : undefined}
            sent={result?.kind === 'invite' ? result.message : null}
          />
          <section aria-labelledby="team-pending-title" className="mt-8">
            <h2 id="team-pending-title" className="text-lg font-semibold">
              Invitations waiting
            </h2>
            <Invitations invitations={invitations} />
          </section>
          {joining ? <TeamJoiningPanel joining={joining} /> : null}
        </>
      ) : (
        <p className="mt-6 text-sm text-muted-foreground">
          Only your organisation’s Admins invite people, change roles and remove members.
        </p>
      )}
      <section aria-labelledby="team-leave-title" className="mt-8 rounded-xl border border-border p-4 sm:p-6">
        <h2 id="team-leave-title" className="text-lg font-semibold">
          Leave this organisation
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          You lose access to its dashboard at once. An Admin can invite you again. The only Admin cannot leave.
        </p>
        <Form method="post" action={TEAM_ACTION} className="mt-4">
          <input type="hidden" name="intent" value="leave" />
          <Button type="submit" variant="outline">
            Leave organisation
          </Button>
        </Form>
      </section>
    </section>
  )
}
