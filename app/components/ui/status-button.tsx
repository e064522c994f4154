/**
 * The one submit button of every form (docs/architecture.md#forms): while its form is pending
 * (`useIsPending`) it is disabled, marked busy and shows a spinner with the pending words the
 * product gives ('Please wait...', 'Sending...', 'Saving...').
 */
import { LoaderCircle } from '~/components/ui/icons'
import type { ComponentProps, ReactNode } from 'react'
import { Button } from './button'

export function StatusButton({
  pending,
  pendingText,
  icon,
  children,
  disabled,
  type = 'submit',
  ...props
}: ComponentProps<typeof Button> & {
  pending: boolean
  /** What the button reads while pending; without it the label stays beside the spinner. */
  pendingText?: string
  /** An icon shown when not pending (the spinner takes its place). */
  icon?: ReactNode
}) {
  return (
    <Button type={type} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : icon}
      {pending && pendingText ? pendingText : children}
    </Button>
  )
}
