/** The navigation bar (docs/product.md#shell): links, logo, theme toggle, account links ('Admin' for staff), mobile menu. */
import { Link, NavLink, useLocation } from '@remix-run/react'
import { Menu, X } from '~/components/ui/icons'
import { useEffect, useRef } from 'react'
import { buttonClass, ButtonLink } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { mainNav, showsFixedButton } from '~/lib/navigation'
import { dashboardHref, useOptionalUser } from '~/lib/root-data'
import { BrandLogo } from './brand-logo'
import { SignOutForm } from './sign-out-form'
import { ThemeToggle } from './theme-toggle'

/** Clicking a link to the page already shown still takes the visitor to its top. */
function scrollTopIfSamePage(to: string) {
  return () => {
    if (typeof window !== 'undefined' && window.location.pathname === to) {
      window.scrollTo({ top: 0, behavior: 'smooth' })
    }
  }
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  )

export function SiteHeader() {
  const user = useOptionalUser()
  const location = useLocation()
  const menu = useRef<HTMLDetailsElement>(null)

  // The mobile menu closes after a choice.
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location.pathname])

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="flex shrink-0 items-center rounded-md" onClick={scrollTopIfSamePage('/')}>
            <BrandLogo />
          </Link>

          <ul className="hidden items-center gap-1 md:flex">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} prefetch="intent" className={navLinkClass} onClick={scrollTopIfSamePage(item.to)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>

          <div className="hidden items-center gap-2 md:flex">
            <ThemeToggle />
            {user ? (
              <>
                {user.isAdmin ? (
                  <ButtonLink to="/admin" variant="ghost" size="sm">
                    Admin
                  </ButtonLink>
                ) : null}
                <ButtonLink to={dashboardHref(user)} variant="ghost" size="sm">
                  Dashboard
                </ButtonLink>
                <SignOutForm className={buttonClass({ variant: 'ghost', size: 'sm' })}>Sign Out</SignOutForm>
              </>
            ) : (
              <ButtonLink to="/login" variant="ghost" size="sm">
                Sign In
              </ButtonLink>
            )}
            <ButtonLink to="/signup" size="sm">
              Talk to AI Architect
            </ButtonLink>
          </div>

          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <details ref={menu} className="mobile-menu group">
              <summary
                className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg hover:bg-muted"
                aria-label="Menu"
              >
                <Menu aria-hidden="true" className="h-5 w-5 group-open:hidden" />
                <X aria-hidden="true" className="hidden h-5 w-5 group-open:block" />
              </summary>
              <div className="absolute inset-x-0 top-16 border-b border-border bg-background px-4 pb-6 pt-2 shadow-lg">
                <ul className="flex flex-col">
                  {mainNav.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        className={({ isActive }) => cn(navLinkClass({ isActive }), 'block py-3 text-base')}
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <div className="mt-3 flex flex-col gap-2 border-t border-border pt-4">
                  {user ? (
                    <>
                      {user.isAdmin ? (
                        <ButtonLink to="/admin" variant="outline">
                          Admin
                        </ButtonLink>
                      ) : null}
                      <ButtonLink to={dashboardHref(user)} variant="outline">
                        Dashboard
                      </ButtonLink>
                      <SignOutForm className={buttonClass({ variant: 'outline', className: 'w-full' })}>
                        Sign Out
                      </SignOutForm>
                    </>
                  ) : (
                    <ButtonLink to="/login" variant="outline">
                      Sign In
                    </ButtonLink>
                  )}
                </div>
              </div>
            </details>
          </div>
        </nav>
      </header>
      {/* On mobile, 'Talk to AI Architect' is also a fixed button at the bottom (docs/product.md#shell),
          in a landmark of its own; not on the pages it would cover the form or chat of, or lead to.
          It says, seen and heard, that it goes to sign-up: the floating 'Ask the AI Architect' just
          above it opens the chat, and the two names alone would not tell them apart. */}
      {showsFixedButton(location.pathname) ? (
        <nav aria-label="Talk to AI Architect" data-fixed-bar className="fixed inset-x-4 bottom-4 z-30 md:hidden">
          <ButtonLink to="/signup" size="lg" className="w-full shadow-lg" aria-describedby="fixed-bar-hint">
            Talk to AI Architect
            <span aria-hidden="true" className="font-normal opacity-90">
              · <span id="fixed-bar-hint">Sign up</span>
            </span>
          </ButtonLink>
        </nav>
      ) : null}
    </>
  )
}
