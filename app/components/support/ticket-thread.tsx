/**
 * What both sides of a support ticket see (docs/decisions/083-support-that-answers.md): the thread,
 * oldest first, each message with who wrote it and when (UTC), its lines kept; and the reply form,
 * a plain POST that works without JavaScript. A member sees staff's replies as the support team's;
 * staff see every author's address.
 */
import { Form } from '@remix-run/react'
import { describedBy, Field, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { cn } from '~/lib/cn'
import { ticketLimits, type TicketMessage } from '~/lib/entities/support-ticket'
import { SUPPORT_TEAM, type SupportFormErrors } from '~/lib/support'
import { useIsPending } from '~/lib/use-is-pending'

/** A row as the page receives it: its dates as text. */
export type Received<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] }

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
/** A moment as every page of the support desk says it: 'Nov 27, 2026, 5:37 PM UTC'. */
export const supportTime = (value: Date | string) => `${dateFormat.format(new Date(value))} UTC`

export function TicketThread({
  messages,
  staffView,
}: {
  messages: ReadonlyArray<Received<TicketMessage>>
  /** Staff see who of the staff wrote; a member sees 'Support team'. */
  staffView: boolean
}) {
  return (
    <ol aria-label="Messages" className="mt-4 space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            'rounded-lg border p-3 sm:p-4',
            message.from_staff ? 'border-primary/30 bg-primary/5' : 'border-border bg-card',
          )}
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">
              {message.from_staff && !staffView
                ? SUPPORT_TEAM
                : `${message.author_email ?? 'A former member'}${message.from_staff ? ` (${SUPPORT_TEAM})` : ''}`}
            </span>
            {' · '}
            <time dateTime={new Date(message.created_at).toISOString()}>{supportTime(message.created_at)}</time>
          </p>
          <p className="mt-1.5 whitespace-pre-wrap text-sm wrap-anywhere">{message.body}</p>
        </li>
      ))}
    </ol>
  )
}

/** The reply box under a thread; after a refusal, its sentence beside it and the text kept. */
export function ReplyForm({
  action,
  ticketId,
  errors,
  typed,
  hint,
}: {
  action: string
  ticketId: string
  /** The refusal of this form's last post, if it was this one. */
  errors: SupportFormErrors | null
  /** The text of that post, put back. */
  typed?: string
  hint: string
}) {
  const pending = useIsPending({ formAction: action, match: { intent: 'reply', ticket: ticketId } })
  const id = `reply-${ticketId}`
  const error = errors?.fields.message
  return (
    <Form method="post" action={action} preventScrollReset className="mt-4">
      <FormError id={`${id}-form-error`} errors={errors?.form ? [errors.form] : null} />
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="ticket" value={ticketId} />
      <Field id={id} label="Reply" hint={hint} required errorId={`${id}-error`} errors={error ? [error] : null}>
        <textarea
          id={id}
          name="message"
          rows={4}
          defaultValue={typed}
          required
          maxLength={ticketLimits.message}
          className={cn(controlClass, 'resize-y')}
          {...describedBy(`${id}-error`, error ? [error] : null, { focus: Boolean(error) })}
        />
      </Field>
      <StatusButton pending={pending} pendingText="Sending...">
        Send reply
      </StatusButton>
    </Form>
  )
}
