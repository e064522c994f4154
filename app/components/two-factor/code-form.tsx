/**
 * One form that asks for a two-factor code (sign-in's second step, turning two-factor on or off):
 * a plain POST form that works without JavaScript, the code's field with its error tied to it, and
 * the submit button. The field takes the app's six digits or, where `recovery` says so, a recovery
 * code (letters too), so it is a text box with the one-time-code autofill hint.
 */
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { useIsPending } from '~/lib/use-is-pending'

export function CodeForm({
  id,
  action,
  intent,
  label,
  hint,
  submitLabel,
  error,
  focus = false,
  variant,
  children,
}: {
  id: string
  action: string
  intent?: string
  label: string
  hint: string
  submitLabel: string
  error: string | null
  focus?: boolean
  variant?: 'primary' | 'outline'
  /** Hidden fields the post carries. */
  children?: ReactNode
}) {
  const pending = useIsPending({ formAction: action, match: intent ? { intent } : undefined })
  const fieldId = `${id}-code`
  const errorId = `${fieldId}-error`
  return (
    <Form method="post" action={action} noValidate className="mt-4">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
      <Field id={fieldId} label={label} hint={hint} required errorId={errorId} errors={error ? [error] : null}>
        <input
          id={fieldId}
          name="code"
          type="text"
          required
          maxLength={40}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className={controlClass}
          {...describedBy(errorId, error ? [error] : null, { focus: focus || Boolean(error) })}
        />
      </Field>
      <StatusButton pending={pending} pendingText="Please wait..." variant={variant} className="mt-1">
        {submitLabel}
      </StatusButton>
    </Form>
  )
}
