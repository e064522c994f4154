/**
 * The organisation dashboard's sidebar: the organisation's own name and plan (from its record), the five
 * section links (the section lives in the URL, so they are plain links that work without
 * JavaScript; the current one has aria-current="page"), and the signed-in user with 'Sign out'
 * (and 'Admin' for staff).
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import {
  CreditCard,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Settings,
  ShieldCheck,
  Users,
  type IconComponent,
} from '~/components/ui/icons'
import { SignOutForm } from '~/components/layout/sign-out-form'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { dashboardSections, sectionHref, type DashboardSection } from '~/lib/dashboard'
import { useOptionalUser } from '~/lib/root-data'
import { ProfilePhoto } from './profile-photo'

const icons: Record<DashboardSection, IconComponent> = {
  overview: LayoutDashboard,
  billing: CreditCard,
  team: Users,
  support: LifeBuoy,
  settings: Settings,
}

export function OrganisationHeading({ name, plan }: { name: string; plan: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-teal-600 text-sm font-bold text-white"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold leading-tight" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted-foreground">{plan}</p>
      </div>
    </div>
  )
}

export function SectionNav({ current, onChoose }: { current: DashboardSection; onChoose?: () => void }) {
  return (
    <nav aria-label="Dashboard">
      <ul className="space-y-1">
        {dashboardSections.map(({ id, label }) => {
          const Icon = icons[id]
          const active = id === current
          return (
            <li key={id}>
              <Link
                to={sectionHref(id)}
                aria-current={active ? 'page' : undefined}
                onClick={onChoose}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  active
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The signed-in user (their photo, else their initial) and 'Sign out'; `extra` sits beside the button (the theme toggle on wide screens). */
export function SidebarFooter({
  email,
  photoUrl,
  extra,
}: {
  email: string
  /** The person's profile photo, shown where their initial is otherwise. */
  photoUrl: string | null
  extra?: ReactNode
}) {
  // Staff who are also an organisation reach their admin area from here too.
  const isAdmin = useOptionalUser()?.isAdmin === true
  return (
    <div className="space-y-3">
      {isAdmin ? (
        <Link to="/admin" className={buttonClass({ variant: 'outline', size: 'sm', className: 'w-full' })}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          Admin
        </Link>
      ) : null}
      <div className="flex min-w-0 items-center gap-3 px-1">
        <ProfilePhoto email={email} photoUrl={photoUrl} size={36} />
        <p className="min-w-0 flex-1 truncate text-sm font-medium" title={email}>
          <span className="sr-only">Signed in as </span>
          {email}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <div className="flex-1">
          <SignOutForm className={buttonClass({ variant: 'outline', size: 'sm', className: 'w-full' })}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </SignOutForm>
        </div>
        {extra}
      </div>
    </div>
  )
}
