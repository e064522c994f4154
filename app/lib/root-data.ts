/** What the root loader gives every page: the session's user, the theme, the consent banner. */
import { useRouteLoaderData } from '@remix-run/react'

export interface RootData {
  user: { email: string } | null
  /** A one-time message carried across a redirect (sign-up's success). */
  notice: string | null
  theme: 'dark' | 'light'
  showConsentBanner: boolean
  year: number
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

export function usePublicEnv(): PublicEnv {
  return useRootData()?.publicEnv ?? { locationServices: [], exchangeRateServices: [] }
}
