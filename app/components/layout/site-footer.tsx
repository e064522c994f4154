/** The footer (docs/product.md#shell): call to action, link groups, legal links, copyright. */
import { Link, useLocation } from '@remix-run/react'
import { ArrowRight, Sparkles } from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'
import { brand } from '~/lib/brand'
import { footerCompanyLinks, footerResourceLinks, hasClosingCallToAction, legalLinks } from '~/lib/navigation'
import { useRootData } from '~/lib/root-data'
import { BrandLogo } from './brand-logo'

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground'

/** 'Intelligence at Scale': the footer's call to action, on every page without one of its own. */
function FooterCallToAction() {
  return (
    <section aria-labelledby="footer-cta" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="rounded-2xl border border-border bg-gradient-to-br from-accent to-card p-8 text-center sm:p-12">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background/70 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-foreground">
          <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
          Enterprise Solutions
        </p>
        <h2 id="footer-cta" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          Intelligence at Scale
        </h2>
        <div className="mt-6 flex justify-center">
          <ButtonLink to="/signup" size="lg">
            Talk to AI Architect
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Complimentary consultation • Custom implementation plan • Priority onboarding
        </p>
      </div>
    </section>
  )
}

export function SiteFooter() {
  const year = useRootData()?.year ?? new Date().getFullYear()
  const { pathname } = useLocation()
  return (
    <footer className="border-t border-border bg-card/60 pb-24 md:pb-0">
      {hasClosingCallToAction(pathname) ? null : <FooterCallToAction />}

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Link to="/" className="inline-flex rounded-md">
            <BrandLogo />
          </Link>
          <p className="mt-4 max-w-sm text-sm text-muted-foreground">{brand.tagline}.</p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold">
            Company
          </h2>
          <ul className="mt-4 space-y-3">
            {footerCompanyLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="text-sm font-semibold">
            Resources
          </h2>
          <ul className="mt-4 space-y-3">
            {footerResourceLinks.map((item) => (
              <li key={item.to}>
                {item.external ? (
                  <a href={item.to} className={linkClass} target="_blank" rel="noopener noreferrer">
                    {item.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:px-6 md:flex-row">
          <p className="text-sm text-muted-foreground">
            © {year} {brand.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
