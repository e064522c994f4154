/**
 * The one accessible field of every form (docs/architecture.md#forms): a real label with the
 * required mark, the control, and the field's error list beneath it. The control is tied to the
 * list by `describedBy` (`aria-invalid`, `aria-describedby`); the list is a live region, so an
 * error that appears is announced, and it is always in the page so the tie never dangles. The red
 * box (`FormError`) is for an error that belongs to no field (a refused save, a rate limit).
 */
import { CircleAlert } from '~/components/ui/icons'
import type { ReactNode } from 'react'

type Errors = string[] | null | undefined

/** A field's errors, each on its own line, under the id its control is described by. */
function ErrorList({ id, errors }: { id: string; errors: Errors }) {
  const shown = errors?.filter(Boolean) ?? []
  return (
    <div id={id} aria-live="polite" className="mt-1 min-h-5 text-sm text-danger">
      {shown.length ? (
        <ul>
          {shown.map((error) => (
            <li key={error}>
              <CircleAlert aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-3px]" />
              {error}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export function Field({
  id,
  label,
  required,
  markOptional,
  hint,
  errorId,
  errors,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  /** Says '(optional)' beside the label of a field that is not required. */
  markOptional?: boolean
  hint?: ReactNode
  errorId: string
  errors?: Errors
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : markOptional ? (
          <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
        ) : null}
      </label>
      {hint ? <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p> : null}
      {children}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/**
 * The attributes that tie a control to its field's error list, and (without JavaScript, after the
 * server refused the form) `autoFocus` on the first invalid field, which conform cannot move.
 */
export function describedBy(errorId: string, errors?: Errors, options: { focus?: boolean; also?: string } = {}) {
  return {
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': [errorId, options.also].filter(Boolean).join(' '),
    ...(options.focus ? { autoFocus: true } : {}),
  } as const
}

/** The name of the first field, in the form's order, that has an error: the one to focus. */
export function firstInvalid<Name extends string>(
  order: readonly Name[],
  fields: Record<Name, { errors?: Errors }>,
): Name | undefined {
  return order.find((name) => (fields[name].errors?.length ?? 0) > 0)
}

/** The red box above a form for an error of the whole form (a refused save, a failed send). */
export function FormError({ id, errors }: { id: string; errors?: Errors }) {
  if (!errors?.length) return null
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/10 p-4 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
      <p>{errors[0]}</p>
    </div>
  )
}

/** What the red asterisk means, said once above a form's fields. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={className ?? 'mb-4 text-sm text-muted-foreground'}>
      Fields marked{' '}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  )
}
