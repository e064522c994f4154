/** A labelled form field with its error beneath, wired for assistive technology. */
import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

export function Field({
  id,
  label,
  required,
  hint,
  errorId,
  errors,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
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
