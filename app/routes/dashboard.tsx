/**
 * /dashboard (docs/product.md#dashboard): no session → /login. An organisation profile (is_org
 * true) sees the organisation dashboard, with the section from the URL and its own name in the
 * header; an admin goes to /admin (staff are not waiting for access); everyone else sees the
 * thank-you screen. A failed profile load is logged and shows the thank-you screen without a name.
 */
import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { isSignedInAdmin } from '~/.server/admin/guard'
import { requireUser } from '~/.server/auth'
import { getConfig } from '~/.server/config'
import { loadProfile } from '~/.server/profiles'
import { OrganisationDashboard } from '~/components/dashboard/organisation-dashboard'
import { ThankYou } from '~/components/dashboard/thank-you'
import { brand } from '~/lib/brand'
import { organisationName, parseSection, SETTINGS_NOT_SAVED, type DashboardSection } from '~/lib/dashboard'
import type { OwnProfile } from '~/lib/entities/profile'

export const meta: MetaFunction = () => [{ title: `Dashboard | ${brand.name}` }, { name: 'robots', content: 'noindex' }]

// A page about one signed-in user: never stored by a shared cache or the back-forward cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export type DashboardData =
  | {
      view: 'organisation'
      email: string
      section: DashboardSection
      organisationName: string
      /** 'Save Changes' was pressed without JavaScript: say that nothing was saved. */
      settingsNotSaved: boolean
    }
  | { view: 'thank-you'; name: string | null; schedulingUrl: string }

export async function loader({ request, context }: LoaderFunctionArgs): Promise<DashboardData> {
  const user = await requireUser(request, context)

  let profile: OwnProfile | null = null
  let isAdmin = false
  try {
    profile = await loadProfile(user)
    // The root's loader has asked the admin guard already in this request: its answer, not a new read.
    if (!profile?.is_org) isAdmin = await isSignedInAdmin(request, context)
  } catch (error) {
    // An unreachable database is a 503 page, not a profile that failed to load.
    if (error instanceof Response) throw error
    console.error(`[dashboard] could not load the profile of user ${user.id}; showing the thank-you screen`, error)
  }

  if (profile?.is_org) {
    const params = new URL(request.url).searchParams
    const section = parseSection(params.get('section'))
    return {
      view: 'organisation',
      email: user.email,
      section,
      organisationName: organisationName(profile),
      settingsNotSaved: section === 'settings' && params.get(SETTINGS_NOT_SAVED.name) === SETTINGS_NOT_SAVED.value,
    }
  }
  if (isAdmin) throw redirect('/admin')
  return { view: 'thank-you', name: profile?.name?.trim() || null, schedulingUrl: getConfig().schedulingUrl }
}

export default function DashboardPage() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'organisation') {
    return (
      <OrganisationDashboard
        section={data.section}
        email={data.email}
        organisationName={data.organisationName}
        settingsNotSaved={data.settingsNotSaved}
      />
    )
  }
  return <ThankYou name={data.name} schedulingUrl={data.schedulingUrl} />
}
