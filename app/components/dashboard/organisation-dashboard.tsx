/**
 * The organisation dashboard (docs/product.md#dashboard): a sidebar and one section at a time.
 *
 * On wide screens the sidebar is always there. On small screens it sits behind a menu button: a
 * <details> element, so it opens without JavaScript; a choice is a link, which reloads the page
 * with the menu closed, and with JavaScript the menu is closed when the section changes.
 */
import { useLocation } from '@remix-run/react'
import { Menu, X } from '~/components/ui/icons'
import { useEffect, useRef } from 'react'
import { ThemeToggle } from '~/components/layout/theme-toggle'
import type { DashboardSection, TeamListing } from '~/lib/dashboard'
import type { Overview } from '~/lib/overview'
import type { PersonSettings, SettingsActionData } from '~/lib/settings'
import { BillingSection } from './billing-section'
import type { Received } from '~/components/support/ticket-thread'
import type { InvoiceSummary } from '~/lib/entities/invoice'
import { OrganisationHeading, SectionNav, SidebarFooter } from './dashboard-sidebar'
import { OverviewSection } from './overview-section'
import { SettingsSection } from './settings-section'
import { SupportSection, type SupportAccess } from './support-section'
import { TeamSection, type TeamAccess } from './team-section'

type BillingInvoices = ReadonlyArray<Received<InvoiceSummary>>

interface SettingsAccess {
  saved: PersonSettings
  result: SettingsActionData | undefined
}

function CurrentSection({
  section,
  email,
  team,
  settings,
  twoFactorOn,
  teamAccess,
  support,
  overview,
  invoices,
}: {
  section: DashboardSection
  email: string
  overview: Overview | null
  team: readonly TeamListing[]
  settings: SettingsAccess
  twoFactorOn: boolean
  teamAccess: TeamAccess
  support: SupportAccess | null
  invoices: BillingInvoices
}) {
  switch (section) {
    case 'billing':
      return <BillingSection invoices={invoices} />
    case 'team':
      return <TeamSection members={team} access={teamAccess} />
    case 'support':
      return support ? <SupportSection support={support} /> : null
    case 'settings':
      return (
        <SettingsSection email={email} settings={settings.saved} result={settings.result} twoFactorOn={twoFactorOn} />
      )
    default:
      return overview ? <OverviewSection email={email} overview={overview} /> : null
  }
}

export function OrganisationDashboard({
  section,
  email,
  organisationName,
  plan,
  team,
  settings,
  twoFactorOn,
  teamAccess,
  support,
  overview,
  invoices,
}: {
  section: DashboardSection
  email: string
  /** The organisation's figures, models and latest events, on the Overview (decisions 084, 089). */
  overview: Overview | null
  organisationName: string
  plan: string
  /** The organisation's members (given on the Team section). */
  team: readonly TeamListing[]
  /** The person's saved settings (the photo is in the sidebar too), and the answer to their last save. */
  settings: SettingsAccess
  /** Whether the member's two-factor authentication is on (read on the Settings section). */
  twoFactorOn: boolean
  /** What the member may change in Team, and the answer to their last change. */
  teamAccess: TeamAccess
  /** The organisation's tickets, on the Support section (decision 083). */
  support: SupportAccess | null
  /** The organisation's invoices, on the Billing section (decision 085). */
  invoices: BillingInvoices
}) {
  const location = useLocation()
  const menu = useRef<HTMLDetailsElement>(null)

  // The menu closes after a choice (also when the chosen section is the one already shown).
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location.key])

  return (
    <div className="min-h-screen">
      {/* Small screens: a bar with the organisation, the theme and the menu button. */}
      <div className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur md:hidden">
        <div className="flex h-16 items-center justify-between gap-3 px-4">
          <OrganisationHeading name={organisationName} plan={plan} />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <details ref={menu} className="mobile-menu group">
              <summary
                aria-label="Dashboard menu"
                className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg hover:bg-muted"
              >
                <Menu aria-hidden="true" className="h-5 w-5 group-open:hidden" />
                <X aria-hidden="true" className="hidden h-5 w-5 group-open:block" />
              </summary>
              <div className="absolute inset-x-0 top-16 border-b border-border bg-background px-4 pb-4 pt-3 shadow-lg">
                <SectionNav
                  current={section}
                  onChoose={() => {
                    if (menu.current) menu.current.open = false
                  }}
                />
                <div className="mt-3 border-t border-border pt-3">
                  <SidebarFooter email={email} photoUrl={settings.saved.photoUrl} />
                </div>
              </div>
            </details>
          </div>
        </div>
      </div>

      {/* Wide screens: the fixed sidebar. */}
      <div className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-card/90 backdrop-blur md:flex">
        <div className="flex h-16 items-center border-b border-border px-4">
          <OrganisationHeading name={organisationName} plan={plan} />
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <SectionNav current={section} />
        </div>
        <div className="border-t border-border px-3 py-4">
          <SidebarFooter email={email} photoUrl={settings.saved.photoUrl} extra={<ThemeToggle />} />
        </div>
      </div>

      <div className="md:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          <CurrentSection
            section={section}
            email={email}
            team={team}
            settings={settings}
            twoFactorOn={twoFactorOn}
            teamAccess={teamAccess}
            support={support}
            overview={overview}
            invoices={invoices}
          />
        </div>
      </div>
    </div>
  )
}
