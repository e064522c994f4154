/**
 * The end of an admin dialog's form: 'Cancel' (a link back, so it works without JavaScript) and
 * the submit button with its pending state; `danger` for a delete.
 */
import type { ReactNode } from 'react'
import { ButtonLink } from '~/components/ui/button'
import { StatusButton } from '~/components/ui/status-button'

export function DialogActions({
  cancelTo,
  pending,
  pendingText,
  danger = false,
  className,
  children,
}: {
  cancelTo: string
  pending: boolean
  pendingText: string
  danger?: boolean
  className: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <ButtonLink to={cancelTo} variant="outline" preventScrollReset>
        Cancel
      </ButtonLink>
      <StatusButton
        pending={pending}
        pendingText={pendingText}
        className={danger ? 'bg-danger text-background' : undefined}
      >
        {children}
      </StatusButton>
    </div>
  )
}
