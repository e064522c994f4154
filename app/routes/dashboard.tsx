/**
 * /dashboard (docs/product.md#dashboard): no session → /login. A member of an organisation sees its
 * dashboard, with the section from the URL, the organisation's name and plan in the header, and on
 * Team its real members; their visit is recorded for 'Last active'. Staff who belong to no
 * organisation go to /admin; everyone else sees the thank-you screen. A failed read is logged and
 * shows the thank-you screen without a name.
 */
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { isSignedInAdmin } from '~/.server/admin/guard'
import { requireUser } from '~/.server/auth'
import { isEmailUnconfirmed } from '~/.server/auth/email-confirmation'
import { getConfig } from '~/.server/config'
import { listOrganisationInvoices } from '~/.server/invoices'
import { joinOffer, teamJoining } from '~/.server/organization-domains'
import { listPendingInvitations } from '~/.server/organization-invitations'
import { loadOverview } from '~/.server/organisation-overview'
import { openMemberDashboard, type MemberDashboard } from '~/.server/organizations'
import { loadSupportSection, memberSupportAction } from '~/.server/support-forms'
import { teamAction } from '~/.server/team'
import { twoFactorStatus } from '~/.server/two-factor'
import { requireTwoFactorIfAsked } from '~/.server/two-factor/forms'
import { loadProfile } from '~/.server/profiles'
import { loadSettings, settingsAction } from '~/.server/settings'
import { OrganisationDashboard } from '~/components/dashboard/organisation-dashboard'
import { EmailConfirmationBanner } from '~/components/dashboard/email-confirmation-banner'
import { ThankYou } from '~/components/dashboard/thank-you'
import { brand } from '~/lib/brand'
import { organisationName, parseSection, teamListing, type DashboardSection, type TeamListing } from '~/lib/dashboard'
import { PLAN_LABELS } from '~/lib/entities/organization'
import type { InvoiceSummary } from '~/lib/entities/invoice'
import type { Overview } from '~/lib/overview'
import type { JoinOffer, TeamJoining } from '~/lib/join-by-domain'
import type { OwnProfile } from '~/lib/entities/profile'
import type { PersonSettings, SettingsActionData } from '~/lib/settings'
import type { SupportActionData } from '~/lib/support'
import { invitationListing, type InvitationListing } from '~/lib/team'

export const meta: MetaFunction = () => [{ title: `Dashboard | ${brand.name}` }, { name: 'robots', content: 'noindex' }]

// A page about one signed-in user: never stored by a shared cache or the back-forward cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export type DashboardData =
  | {
      view: 'organisation'
      email: string
      section: DashboardSection
      organisationName: string
      /** The plan as the sidebar says it ('Enterprise Plan'). */
      plan: string
      /** The members, on the Team section only. */
      team: TeamListing[] | null
      /** The signed-in member's id (their own row in Team). */
      me: string
      /** An Admin of the organisation: invites, changes roles and removes. */
      canManage: boolean
      /** The open invitations, on the Team section and for an Admin only. */
      invitations: InvitationListing[] | null
      /** The claimed domain and the join requests waiting, on the Team section and for an Admin only. */
      joining: TeamJoining | null
      /** The member's own settings: Settings shows them, the sidebar their photo. */
      settings: PersonSettings
      /** The member's two-factor authentication is on (read on the Settings section only). */
      twoFactorOn: boolean
      /** The built-in account's address is not confirmed yet (decision 077). */
      emailUnconfirmed: boolean
      /** The organisation's support tickets, on the Support section only (decision 083). */
      support: Awaited<ReturnType<typeof loadSupportSection>> | null
      /** The organisation's figures, models and latest events, on the Overview only (decisions 084, 089). */
      overview: Overview | null
      /** The organisation's invoices, on the Billing section only (decision 085). */
      invoices: InvoiceSummary[] | null
    }
  | {
      view: 'thank-you'
      name: string | null
      schedulingUrl: string
      joinOffer: JoinOffer | null
      email: string
      emailUnconfirmed: boolean
    }

export async function loader({ request, context }: LoaderFunctionArgs): Promise<DashboardData> {
  const user = await requireUser(request, context)
  const params = new URL(request.url).searchParams
  const section = parseSection(params.get('section'))

  let member: MemberDashboard | null = null
  let settings: PersonSettings | null = null
  let profile: OwnProfile | null = null
  let isAdmin = false
  let offer: JoinOffer | null = null
  let emailUnconfirmed = false
  try {
    ;[member, settings, emailUnconfirmed] = await Promise.all([
      openMemberDashboard(user, { team: section === 'team' }),
      loadSettings(user),
      isEmailUnconfirmed(user),
    ])
    if (!member) {
      profile = await loadProfile(user)
      // The root's loader has asked the admin guard already in this request: its answer, not a new read.
      isAdmin = await isSignedInAdmin(request, context)
      if (!isAdmin) offer = await joinOffer(user)
    }
  } catch (error) {
    // An unreachable database is a 503 page, not a membership that failed to load.
    if (error instanceof Response) throw error
    console.error(`[dashboard] could not load the organisation of user ${user.id}; showing the thank-you screen`, error)
  }

  if (member && settings) {
    // An organisation that requires two-factor: a member without it sets it up first (decision 071).
    await requireTwoFactorIfAsked(request, user, member.organization.require_two_factor)
    const canManage = member.organization.role === 'admin'
    const now = new Date()
    const invitations =
      section === 'team' && canManage
        ? invitationListing(await listPendingInvitations(user, member.organization.id), now)
        : null
    const joining = section === 'team' && canManage ? await teamJoining(user, member.organization.id) : null
    return {
      view: 'organisation',
      email: user.email,
      section,
      organisationName: organisationName(member.organization),
      plan: PLAN_LABELS[member.organization.plan],
      team: member.team ? teamListing(member.team, now) : null,
      me: user.id,
      canManage,
      invitations,
      joining,
      settings,
      twoFactorOn: section === 'settings' && (await twoFactorStatus(request, user)).enabled,
      emailUnconfirmed,
      support: section === 'support' ? await loadSupportSection(user, member.organization.id, params) : null,
      overview: section === 'overview' ? await loadOverview(user, member.organization.id) : null,
      invoices: section === 'billing' ? await listOrganisationInvoices(user, member.organization.id) : null,
    }
  }
  if (isAdmin) throw redirect('/admin')
  return {
    view: 'thank-you',
    name: profile?.name?.trim() || null,
    schedulingUrl: getConfig().schedulingUrl,
    joinOffer: offer,
    email: user.email,
    emailUnconfirmed,
  }
}

/**
 * The Settings section's forms (app/.server/settings.ts) post to ?section=settings, Support's
 * (app/.server/support-forms.ts) to ?section=support; the rest are Team's (app/.server/team.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const section = new URL(request.url).searchParams.get('section')
  if (section === 'settings') return settingsAction(request, user)
  if (section === 'support') return memberSupportAction(request, user)
  return teamAction(request, user)
}

const isSettingsAnswer = (answer: unknown): answer is SettingsActionData =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && answer.kind === 'settings'
const isSupportAnswer = (answer: unknown): answer is SupportActionData =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && answer.kind === 'support'

export default function DashboardPage() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const banner = data.emailUnconfirmed ? <EmailConfirmationBanner email={data.email} /> : null
  if (data.view === 'organisation') {
    return (
      <>
        {/* Beside the fixed sidebar on wide screens, not under it. */}
        {banner ? <div className="md:pl-64">{banner}</div> : null}
        <OrganisationDashboard
          section={data.section}
          email={data.email}
          organisationName={data.organisationName}
          plan={data.plan}
          team={data.team ?? []}
          settings={{ saved: data.settings, result: isSettingsAnswer(answer) ? answer : undefined }}
          teamAccess={{
            me: data.me,
            canManage: data.canManage,
            invitations: data.invitations ?? [],
            joining: data.joining,
            result: isSettingsAnswer(answer) || isSupportAnswer(answer) ? undefined : answer,
          }}
          twoFactorOn={data.twoFactorOn}
          support={data.support ? { ...data.support, result: isSupportAnswer(answer) ? answer : undefined } : null}
          overview={data.overview}
          invoices={data.invoices ?? []}
        />
      </>
    )
  }
  return (
    <>
      {banner}
      <ThankYou
        name={data.name}
        schedulingUrl={data.schedulingUrl}
        joinOffer={data.joinOffer}
        problem={
          !isSettingsAnswer(answer) && !isSupportAnswer(answer) && answer?.kind === 'problem' ? answer.message : null
        }
      />
    </>
  )
}
