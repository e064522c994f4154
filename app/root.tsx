import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useEffect, useRef, type ReactNode } from 'react'
import { Theme, ThemeProvider, useTheme } from '~/lib/theme'
import { getSession } from '~/.server/auth'
import { isSignedInAdmin } from '~/.server/admin/guard'
import { takeNotice } from '~/.server/notice'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { NoticeBanner } from '~/components/layout/notice-banner'
import { getConfig } from '~/.server/config'
import { shouldShowConsentBanner } from '~/.server/consent'
import { getTheme } from '~/.server/theme'
import { ConsentBanner } from '~/components/layout/consent-banner'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { ErrorPage } from '~/components/layout/error-page'
import { ArchitectLauncher } from '~/components/chat/architect-launcher'
import { ChatDialogProvider } from '~/components/chat/chat-dialog'
import { useNonce } from '~/components/nonce'
import { brand } from '~/lib/brand'
import { isAppArea, showsArchitectLauncher } from '~/lib/navigation'
import { useRootData, type RootData } from '~/lib/root-data'
import { SocialImageTags } from '~/components/layout/social-image'
import stylesheet from '~/styles/app.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // Icons and the manifest are made at build (scripts/build-images.ts); the SVG is for browsers that take it.
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export const meta: MetaFunction = () => [
  { title: `${brand.name} | Industry-specific AI models for the enterprise` },
  {
    name: 'description',
    content:
      '200+ industry-specific AI models in one place, expert AI architects and enterprise-grade security. Save up to 40% on AI costs.',
  },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = getConfig()
  const [session, theme, showConsentBanner] = await Promise.all([
    getSession(request, context),
    getTheme(request),
    shouldShowConsentBanner(request),
  ])
  const { user, headers } = session
  // Whether the bar's 'Dashboard' leads to /admin: asked once with the admin pages' own guard. Only
  // a link depends on it (the guard decides access), so a failed check leaves it /dashboard.
  const isAdmin = user ? await isSignedInAdmin(request, context) : false
  const notice = takeNotice(request)
  if (notice.clear) headers.append('Set-Cookie', notice.clear)
  return data(
    {
      user: user ? { email: user.email, isAdmin } : null,
      notice: notice.message,
      theme,
      showConsentBanner,
      year: new Date().getFullYear(),
      siteUrl: config.siteUrl,
      publicEnv: {
        locationServices: config.locationServices,
        exchangeRateServices: config.exchangeRateServices,
      },
    } satisfies RootData,
    { headers },
  )
}

/**
 * The page scrolls smoothly to the top on every path change, not on the first load
 * (docs/product.md#shell). Back and Forward are not a change of page but a return to one: there
 * ScrollRestoration puts the visitor where they were (a catalogue scrolled through to its 40th card).
 */
function useScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  // The page last scrolled for: a query of its own changing (Show More's ?page=2) is no change of page.
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const before = shown.current
    shown.current = pathname + hash
    if (before === null || before === shown.current) return
    if (hash || navigationType === 'POP') return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  }, [pathname, hash, navigationType])
}

/**
 * The root element says whether the app has taken the page over: `data-hydration="pending"` as
 * the server sends it, `"done"` once hydrated. The scripts load after the first paint (decision
 * 035), so a page is shown, and its links and forms work as plain HTML, for a moment before the
 * app takes over; the browser tests wait for "done" before they act as a visitor with JavaScript
 * (e2e/fixtures.ts). React writes the attribute only when its value changes, and it never does,
 * so a later render does not set it back.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydration = 'done'
  }, [])
}

function Document({ theme, children }: { theme: string; children: ReactNode }) {
  const nonce = useNonce()
  useMarkHydrated()
  const siteUrl = useRootData()?.siteUrl
  return (
    <html lang="en" className={theme} data-hydration="pending">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <Meta />
        {siteUrl ? <SocialImageTags siteUrl={siteUrl} /> : null}
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          Skip to content
        </a>
        <div className="page-background" aria-hidden="true" />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell({
  showChrome,
  showConsentBanner,
  notice = null,
  notFound = false,
  children,
}: {
  showChrome: boolean
  showConsentBanner: boolean
  notice?: string | null
  /** The 404 page, which offers the AI Architect too. */
  notFound?: boolean
  children: ReactNode
}) {
  // Another page loading: the page shown is the region that is about to change. (A catalogue
  // loading its next page or filter marks only itself.)
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname
  // The 404 page: this boundary's, or the catch-all route's (app/routes/$.tsx names itself).
  const matches = useMatches()
  const isNotFound = notFound || matches.some((match) => (match.handle as { notFound?: boolean } | undefined)?.notFound)
  // The same for every visitor (a link, or the model page's slug), so cached pages may hold it.
  const launcher = showChrome && showsArchitectLauncher(pathname, isNotFound)
  return (
    <ChatDialogProvider withDialog={launcher}>
      <NavigationProgress />
      {showChrome ? <SiteHeader /> : null}
      <main
        id="main"
        aria-busy={loadingPage || undefined}
        className={showChrome ? 'min-h-[60vh] pt-16' : 'min-h-screen'}
      >
        <NoticeBanner message={notice} />
        {children}
      </main>
      {showChrome ? <SiteFooter /> : null}
      {launcher ? <ArchitectLauncher /> : null}
      {showConsentBanner ? <ConsentBanner /> : null}
    </ChatDialogProvider>
  )
}

function App() {
  const data = useLoaderData<typeof loader>()
  const [theme] = useTheme()
  const { pathname } = useLocation()
  useScrollToTopOnPathChange()
  return (
    <Document theme={theme ?? data.theme}>
      <Shell showChrome={!isAppArea(pathname)} showConsentBanner={data.showConsentBanner} notice={data.notice}>
        <Outlet />
      </Shell>
    </Document>
  )
}

export default function AppWithProviders() {
  const data = useLoaderData<typeof loader>()
  return (
    <ThemeProvider specifiedTheme={data.theme === 'light' ? Theme.LIGHT : Theme.DARK} themeAction="/resources/theme">
      <App />
    </ThemeProvider>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const theme = data?.theme === 'light' ? Theme.LIGHT : Theme.DARK
  return (
    <ThemeProvider specifiedTheme={theme} themeAction="/resources/theme">
      <Document theme={theme}>
        <Shell showChrome={Boolean(data) && !isAppArea(pathname)} showConsentBanner={false} notFound={status === 404}>
          <ErrorPage status={status} />
        </Shell>
      </Document>
    </ThemeProvider>
  )
}
