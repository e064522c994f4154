/**
 * Fields of the auth forms. Labels are real <label>s; the one field the message concerns is marked
 * invalid and described by the message. Required marks are shown, but the browser's own validation
 * is off (the forms use noValidate) so our own messages (docs/product.md#sign-up) are the ones
 * people see.
 */
import { Eye, EyeOff } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { AUTH_MESSAGE_ID } from './auth-message'

interface FieldState {
  /** The field the form's message is about. */
  invalidField: string | null
}

/** Marks the field the message is about; `autoFocus` puts the cursor there in a page the server sent. */
export function invalidProps(name: string, state: FieldState) {
  return state.invalidField === name
    ? { 'aria-invalid': true as const, 'aria-describedby': AUTH_MESSAGE_ID, autoFocus: true }
    : {}
}

function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-foreground">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  )
}

export function Field({
  label,
  htmlFor,
  required,
  className,
  children,
}: {
  label: string
  htmlFor: string
  required?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('mb-4', className)}>
      <FieldLabel htmlFor={htmlFor} required={required}>
        {label}
      </FieldLabel>
      {children}
    </div>
  )
}

/** The password with a show/hide toggle (the toggle needs JavaScript, so it appears with it). */
export function PasswordField({
  autoComplete,
  state,
}: {
  autoComplete: 'current-password' | 'new-password'
  state: FieldState
}) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  return (
    <Field label="Password" htmlFor="password">
      <div className="relative">
        <input
          id="password"
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-required="true"
          maxLength={72}
          className={cn(controlClass, hydrated && 'pr-11')}
          {...invalidProps('password', state)}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls="password"
            className="absolute right-1 top-1/2 mt-0.75 flex h-9 w-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        ) : null}
      </div>
    </Field>
  )
}
