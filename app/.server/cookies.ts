/**
 * The attributes every cookie we set carries: none is for scripts (httpOnly), none is sent on
 * cross-site posts (SameSite=Lax), and in production on https none travels over plain HTTP
 * (Secure). A local production build on http://localhost keeps working without Secure.
 */
import { getConfig } from './config'

export function cookieAttributes() {
  const config = getConfig()
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction && config.siteUrl.startsWith('https://'),
  }
}
