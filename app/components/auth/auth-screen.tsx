/**
 * The sign-in and sign-up screen (docs/product.md#sign-in: /signup is the same screen in sign-up
 * mode): the logo, a heading and subtitle, the form, the link to the other mode, and 'Back to
 * home'.
 */
import { Link } from '@remix-run/react'
import { ArrowLeft } from '~/components/ui/icons'
import type { ReactNode } from 'react'
import { BrandLogo } from '~/components/layout/brand-logo'
import { cn } from '~/lib/cn'

export function AuthScreen({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string
  subtitle: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <div className={cn('mx-auto', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="flex justify-center">
            <Link to="/" aria-label="Home">
              <BrandLogo className="h-9 w-auto" />
            </Link>
          </div>
          <h1 className="mt-6 text-center text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-center text-sm text-muted-foreground">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
        <div className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to home
          </Link>
        </div>
      </div>
    </div>
  )
}

/** The link to the other mode: 'Don't have an account? Sign up' and its opposite. */
export function SwitchMode({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {question}{' '}
      <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
    </p>
  )
}
