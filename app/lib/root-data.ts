/** What the root loader gives every page: the session's user, the theme, the consent banner. */
import { useRouteLoaderData } from '@remix-run/react'

export interface RootData {
  /** `isAdmin`: staff's 'Dashboard' is /admin, never the customer's dashboard (docs/product.md#shell). */
  user: { email: string; isAdmin: boolean } | null
  /** A one-time message carried across a redirect (sign-up's success). */
  notice: string | null
  theme: 'dark' | 'light'
  showConsentBanner: boolean
  year: number
  /** SITE_URL: absolute links in head tags (link previews). */
  siteUrl: string
  /** Settings the browser needs; never a secret. */
  publicEnv: PublicEnv
}

export interface PublicEnv {
  locationServices: string[]
  exchangeRateServices: string[]
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root')
}

export function useOptionalUser() {
  return useRootData()?.user ?? null
}

/** Where the bar's 'Dashboard' goes: /admin for an admin, /dashboard for everyone else. */
export function dashboardHref(user: { isAdmin: boolean }) {
  return user.isAdmin ? '/admin' : '/dashboard'
}

export function usePublicEnv(): PublicEnv {
  return useRootData()?.publicEnv ?? { locationServices: [], exchangeRateServices: [] }
}
