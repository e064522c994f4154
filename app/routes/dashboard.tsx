/**
 * /dashboard (docs/product.md#dashboard): no session → /login. An organisation profile (is_org
 * true) sees the organisation dashboard, with the section from the URL; everyone else sees the
 * thank-you screen. A failed profile load is logged and shows the thank-you screen without a name.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/.server/auth'
import { getConfig } from '~/.server/config'
import { loadProfile } from '~/.server/profiles'
import { OrganisationDashboard } from '~/components/dashboard/organisation-dashboard'
import { ThankYou } from '~/components/dashboard/thank-you'
import { brand } from '~/lib/brand'
import { parseSection, type DashboardSection } from '~/lib/dashboard'
import type { OwnProfile } from '~/lib/entities/profile'

export const meta: MetaFunction = () => [{ title: `Dashboard | ${brand.name}` }, { name: 'robots', content: 'noindex' }]

// A page about one signed-in user: never stored by a shared cache or the back-forward cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export type DashboardData =
  | { view: 'organisation'; email: string; section: DashboardSection }
  | { view: 'thank-you'; name: string | null; schedulingUrl: string }

export async function loader({ request }: LoaderFunctionArgs): Promise<DashboardData> {
  const user = await requireUser(request)

  let profile: OwnProfile | null = null
  try {
    profile = await loadProfile(user)
  } catch (error) {
    // An unreachable database is a 503 page, not a profile that failed to load.
    if (error instanceof Response) throw error
    console.error(`[dashboard] could not load the profile of user ${user.id}; showing the thank-you screen`, error)
  }

  if (profile?.is_org) {
    const section = parseSection(new URL(request.url).searchParams.get('section'))
    return { view: 'organisation', email: user.email, section }
  }
  return { view: 'thank-you', name: profile?.name?.trim() || null, schedulingUrl: getConfig().schedulingUrl }
}

export default function DashboardPage() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'organisation') return <OrganisationDashboard section={data.section} email={data.email} />
  return <ThankYou name={data.name} schedulingUrl={data.schedulingUrl} />
}
