/**
 * A labelled form field with its error beneath, wired for assistive technology, and the red box
 * for an error that belongs to the whole form. Shared by every form of the site.
 */
import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

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
  hint?: string
  errorId: string
  errors?: string[]
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
      <p id={errorId} className="mt-1 min-h-5 text-sm text-danger">
        {errors?.[0] ? (
          <>
            <CircleAlert aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-3px]" />
            {errors[0]}
          </>
        ) : null}
      </p>
    </div>
  )
}

/** The attributes that tie a control to its field's error. */
export function describedBy(errorId: string, errors?: string[]) {
  return { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': errorId } as const
}

/** The red box above a form for an error of the whole form (a refused save, a failed send). */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/10 p-4 text-sm font-medium text-foreground"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
      <p>{errors[0]}</p>
    </div>
  )
}
