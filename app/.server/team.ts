/**
 * The Team section's posts (docs/product.md#dashboard, docs/decisions/068-invitations-and-roles.md):
 * invite, resend, revoke, change a role, remove, leave. Reads the form with its schema, asks the
 * database (which checks the caller's role again and keeps the last Admin) and turns its answer
 * into the page's message. An Admin-only change asked by a Member is a 403 that says why; a
 * malformed post a 400; a change the team's rules refuse (the last Admin, an address already in
 * the team) a 409. Leaving goes back to /dashboard, which then shows what a non-member sees.
 * Joining by e-mail domain (decision 069) posts here too: an Admin claims or unclaims the domain
 * and decides the requests; a person in no organisation asks to join from the access-request
 * screen, and comes back to it (Post/Redirect/Get) to see the request waiting.
 */
import { data, redirect } from '@remix-run/node'
import { ROLE_LABELS } from '~/lib/entities/organization'
import { ADMIN_INTENTS, TEAM_INTENTS, TEAM_MESSAGES, type TeamActionData, type TeamIntent } from '~/lib/team'
import { DOMAIN_MESSAGES, JOIN_OFFER_MESSAGES } from '~/lib/join-by-domain'
import { askToJoinSchema, teamChangeSchema, validateInvite } from '~/lib/team-schema'
import type { AuthUser } from './auth/provider'
import { readForm } from './input'
import { roleChangedMail } from './mail/person-mail'
import { sendToPerson } from './mail/recipients'
import { inviteMember, listPendingInvitations, resendInvitation, revokeInvitation } from './organization-invitations'
import { claimDomain, decideJoinRequest, joinRequestEmail, requestToJoin, unclaimDomain } from './organization-domains'
import { leaveOrganization, memberOrganization, removeMember, setMemberRole } from './organizations'
import { asCaller, userCaller } from './db'

type Caller = Pick<AuthUser, 'id' | 'email'>

const answer = (body: TeamActionData, status = 200) => data<TeamActionData>(body, { status })
const problem = (message: string, status: number) => answer({ kind: 'problem', message }, status)
const forbidden = () =>
  answer({ kind: 'forbidden', title: TEAM_MESSAGES.forbiddenTitle, message: TEAM_MESSAGES.forbidden }, 403)

/** Why a claim was refused (409): the team's rules, not the caller's role. */
const CLAIM_REFUSALS = {
  'free-mail': DOMAIN_MESSAGES.freeMail,
  taken: DOMAIN_MESSAGES.taken,
  'has-domain': () => DOMAIN_MESSAGES.hasDomain,
  'not-your-domain': () => DOMAIN_MESSAGES.notYourDomain,
} as const

/** A member's e-mail, for the message (read through the team's own function, as the caller). */
async function memberEmail(user: Caller, organizationId: string, memberId: string) {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ email: string }>('select email from private.organization_team($1) where user_id = $2', [
      organizationId,
      memberId,
    ]),
  )
  return rows[0]?.email ?? null
}

async function invitationEmail(user: Caller, organizationId: string, invitationId: string) {
  return (await listPendingInvitations(user, organizationId)).find((i) => i.id === invitationId)?.email ?? null
}

export async function teamAction(request: Request, user: Caller) {
  const form = await readForm(request)
  if (!form) return problem(TEAM_MESSAGES.invalidRequest, 400)
  const intent = form.get('intent')
  if (typeof intent !== 'string' || !(TEAM_INTENTS as readonly string[]).includes(intent))
    return problem(TEAM_MESSAGES.invalidRequest, 400)

  if (intent === 'ask-to-join') return askToJoin(form, user)

  const organization = await memberOrganization(user)
  // Not (or no longer) a member: the dashboard says what they may do now.
  if (!organization) throw redirect('/dashboard')
  if (ADMIN_INTENTS.includes(intent as TeamIntent) && organization.role !== 'admin') return forbidden()

  if (intent === 'invite') {
    const submission = validateInvite(form)
    if (submission.status !== 'success')
      return answer({ kind: 'invite', result: submission.reply(), message: null }, 400)
    const { email, role } = submission.value
    const status = await inviteMember(user, organization.id, { email, role })
    if (status === 'not-admin') return forbidden()
    if (status !== 'invited') {
      const message = status === 'member' ? TEAM_MESSAGES.alreadyMember(email) : TEAM_MESSAGES.alreadyInvited(email)
      return answer({ kind: 'invite', result: submission.reply({ formErrors: [message] }), message: null }, 409)
    }
    return answer({
      kind: 'invite',
      result: submission.reply({ resetForm: true }),
      message: TEAM_MESSAGES.invited(email),
    })
  }

  const parsed = teamChangeSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return problem(TEAM_MESSAGES.invalidRequest, 400)
  const change = parsed.data
  switch (change.intent) {
    case 'resend': {
      const email = await invitationEmail(user, organization.id, change.invitation)
      const status = await resendInvitation(user, organization.id, change.invitation)
      if (status === 'not-admin') return forbidden()
      if (status === 'not-found' || !email) return problem(TEAM_MESSAGES.invitationGone, 404)
      return answer({ kind: 'done', message: TEAM_MESSAGES.resent(email) })
    }
    case 'revoke': {
      const email = await invitationEmail(user, organization.id, change.invitation)
      const status = await revokeInvitation(user, organization.id, change.invitation)
      if (status === 'not-admin') return forbidden()
      if (status === 'not-found' || !email) return problem(TEAM_MESSAGES.invitationGone, 404)
      return answer({ kind: 'done', message: TEAM_MESSAGES.revoked(email) })
    }
    case 'role': {
      const email = await memberEmail(user, organization.id, change.member)
      const status = await setMemberRole(user, organization.id, change.member, change.role)
      if (status === 'not-admin') return forbidden()
      if (status === 'not-found' || !email) return problem(TEAM_MESSAGES.memberGone, 404)
      if (status === 'last-admin') return problem(TEAM_MESSAGES.lastAdmin, 409)
      const label = ROLE_LABELS[change.role]
      // An optional notice to the member (mail/recipients.ts): only while their notifications are on.
      if (status !== 'unchanged')
        sendToPerson('role-changed', email, (language) =>
          roleChangedMail(email, { organization: organization.name, role: change.role }, language),
        )
      const message =
        status === 'unchanged' ? TEAM_MESSAGES.roleUnchanged(email, label) : TEAM_MESSAGES.roleChanged(email, label)
      return answer({ kind: 'done', message })
    }
    case 'remove': {
      const email = await memberEmail(user, organization.id, change.member)
      const status = await removeMember(user, organization.id, change.member)
      if (status === 'not-admin') return forbidden()
      if (status === 'not-found' || !email) return problem(TEAM_MESSAGES.memberGone, 404)
      if (status === 'last-admin') return problem(TEAM_MESSAGES.lastAdmin, 409)
      // Removing oneself is leaving: the dashboard is no longer theirs.
      if (change.member === user.id) throw redirect('/dashboard')
      return answer({ kind: 'done', message: TEAM_MESSAGES.removed(email) })
    }
    case 'leave': {
      const status = await leaveOrganization(user, organization.id)
      if (status === 'last-admin') return problem(TEAM_MESSAGES.lastAdmin, 409)
      throw redirect('/dashboard')
    }
    case 'claim-domain': {
      const { domain } = change
      const status = await claimDomain(user, organization.id, domain)
      if (status === 'not-admin') return forbidden()
      // Claimed already by this organisation (a second click, another Admin): the same answer.
      if (status === 'claimed' || status === 'already')
        return answer({ kind: 'done', message: DOMAIN_MESSAGES.claimed(domain) })
      return problem(CLAIM_REFUSALS[status](domain), 409)
    }
    case 'unclaim-domain': {
      const { status, domain } = await unclaimDomain(user, organization.id)
      if (status === 'not-admin') return forbidden()
      if (status === 'not-found' || !domain) return problem(DOMAIN_MESSAGES.notClaimed, 404)
      return answer({ kind: 'done', message: DOMAIN_MESSAGES.unclaimed(domain) })
    }
    case 'approve-join':
    case 'reject-join': {
      const email = await joinRequestEmail(user, organization.id, change.request)
      // Another organisation's request is no request of this one: the same answer as one decided.
      if (!email) return problem(DOMAIN_MESSAGES.requestGone, 404)
      const status = await decideJoinRequest(userCaller(user), change.request, change.intent === 'approve-join')
      if (status === 'not-allowed') return forbidden()
      if (status === 'not-found') return problem(DOMAIN_MESSAGES.requestGone, 404)
      if (status === 'other-organization') return problem(DOMAIN_MESSAGES.otherOrganization(email), 409)
      return answer({
        kind: 'done',
        message: status === 'approved' ? DOMAIN_MESSAGES.approved(email) : DOMAIN_MESSAGES.rejected(email),
      })
    }
  }
}

/** The access-request screen's post: ask to join the organisation that claimed one's domain. */
async function askToJoin(form: FormData, user: Caller) {
  const parsed = askToJoinSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return problem(TEAM_MESSAGES.invalidRequest, 400)
  const status = await requestToJoin(user, parsed.data.organization)
  switch (status) {
    case 'requested':
      throw redirect('/dashboard')
    case 'no-claim':
      return problem(JOIN_OFFER_MESSAGES.noClaim, 409)
    case 'member':
      return problem(JOIN_OFFER_MESSAGES.member, 409)
    case 'pending':
      return problem(JOIN_OFFER_MESSAGES.alreadyAsked, 409)
    case 'rejected':
      return problem(JOIN_OFFER_MESSAGES.alreadyRejected, 409)
  }
}
