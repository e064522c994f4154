/** The theme choice, kept in a cookie so the server renders the right theme with no flash. */
import { createCookieSessionStorage } from '@remix-run/node'
import { createThemeSessionResolver, Theme } from 'remix-themes'
import { getConfig, getSessionSecrets } from './config'
import { cookieAttributes, THEME_COOKIE } from './cookies'

let resolver: ReturnType<typeof createThemeSessionResolver> | undefined

export function themeSessionResolver() {
  const config = getConfig()
  resolver ??= createThemeSessionResolver(
    createCookieSessionStorage({
      cookie: {
        name: THEME_COOKIE,
        ...cookieAttributes(),
        maxAge: 60 * 60 * 24 * 365,
        secrets: getSessionSecrets(config),
      },
    }),
  )
  return resolver
}

/** The visitor's theme; dark unless they chose light. */
export async function getTheme(request: Request): Promise<Theme> {
  const session = await themeSessionResolver()(request)
  return session.getTheme() === Theme.LIGHT ? Theme.LIGHT : Theme.DARK
}
