/**
 * The confirmation step of an admin change that matters (grant or revoke admin, approve or reject
 * a join request): a panel in the dialog, opened by a link (so it works without JavaScript), that
 * asks the question and posts only when confirmed. Its confirm button takes the focus when it
 * opens, so a keyboard user answers it at once; Cancel is a link back.
 */
import { Form, Link } from '@remix-run/react'
import { useId, type ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { StatusButton } from '~/components/ui/status-button'
import { cn } from '~/lib/cn'
import { useIsPending } from '~/lib/use-is-pending'

export function ConfirmPanel({
  question,
  children,
  fields,
  confirmLabel,
  pendingText,
  cancelTo,
  danger = false,
}: {
  question: string
  children?: ReactNode
  /** The hidden fields the confirmed post sends (its intent and the row's id). */
  fields: Record<string, string>
  confirmLabel: string
  pendingText: string
  cancelTo: string
  danger?: boolean
}) {
  const titleId = useId()
  const textId = useId()
  const pending = useIsPending({ match: fields })
  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      className="mb-5 rounded-xl border-2 border-primary bg-card p-5"
    >
      <h3 id={titleId} className="font-semibold">
        {question}
      </h3>
      {children ? (
        <div id={textId} className="mt-1 text-sm text-muted-foreground">
          {children}
        </div>
      ) : null}
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={cancelTo} preventScrollReset className={buttonClass({ variant: 'outline' })}>
          Cancel
        </Link>
        <StatusButton
          pending={pending}
          pendingText={pendingText}
          autoFocus
          className={cn(danger && 'bg-danger text-background')}
        >
          {confirmLabel}
        </StatusButton>
      </Form>
    </section>
  )
}

/** The one-line acknowledgement of a change, read out when it appears. */
export function Acknowledgement({ message }: { message: string | null }) {
  return (
    <p role="status" className="mb-3 min-h-5 text-sm font-medium text-success">
      {message ?? ''}
    </p>
  )
}
