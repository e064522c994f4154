/**
 * The 'Schedule a Consultation' control on the contact page and the thank-you screen
 * (docs/product.md#scheduling).
 *
 * - Without JavaScript, and whenever the widget cannot be used (script blocked, offline, not ready
 *   within 8 seconds): a plain link to the scheduling page, opening in a new tab.
 * - With JavaScript: a button that reads 'Loading Calendar...' and is disabled while the widget
 *   loads, then opens the widget's popup.
 */
import { CalendarDays, LoaderCircle } from '~/components/ui/icons'
import { useEffect, useState, type ReactNode } from 'react'
import { Button, ButtonAnchor } from '~/components/ui/button'
import { useHydrated } from '~/lib/use-hydrated'
import { isCalendlyReady, loadCalendly, schedulingPopupUrl } from '~/lib/scheduling'

type Status = 'loading' | 'ready' | 'failed'

interface ScheduleButtonProps {
  /** The company's scheduling page (server config `schedulingUrl`). */
  url: string
  /** The label once ready, and of the plain link. */
  children?: ReactNode
  loadingLabel?: string
  variant?: 'primary' | 'outline' | 'ghost'
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

export function ScheduleButton({
  url,
  children = 'Schedule a Consultation',
  loadingLabel = 'Loading Calendar...',
  variant = 'primary',
  size = 'lg',
  className,
}: ScheduleButtonProps) {
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>(() => (isCalendlyReady() ? 'ready' : 'loading'))

  useEffect(() => {
    let live = true
    loadCalendly().then(
      () => {
        if (live) setStatus('ready')
      },
      () => {
        if (live) setStatus('failed')
      },
    )
    return () => {
      live = false
    }
  }, [])

  if (!hydrated || status === 'failed') {
    return (
      <ButtonAnchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant={variant}
        size={size}
        className={className}
        data-scheduling="link"
      >
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </ButtonAnchor>
    )
  }

  if (status === 'loading') {
    return (
      <Button variant={variant} size={size} className={className} disabled aria-busy="true" data-scheduling="loading">
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
        {loadingLabel}
      </Button>
    )
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-haspopup="dialog"
      data-scheduling="ready"
      onClick={() => {
        if (window.Calendly) window.Calendly.initPopupWidget({ url: schedulingPopupUrl(url) })
        else window.open(url, '_blank', 'noopener,noreferrer')
      }}
    >
      <CalendarDays aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  )
}
