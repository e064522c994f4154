/**
 * The e-mail and password fields both auth forms share, in the site's one `Field`: the label with
 * its required mark, the error beside the field, and (without JavaScript, after the server's
 * answer) focus on the first invalid field. The password has a show/hide toggle, which needs
 * JavaScript, so it appears with it.
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Eye, EyeOff } from '~/components/ui/icons'
import { useState } from 'react'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { MAX_PASSWORD } from '~/lib/auth-messages'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'

type Meta = FieldMetadata<string | undefined>

export function EmailField({ field, focus }: { field: Meta; focus: boolean }) {
  const { key, ...props } = getInputProps(field, { type: 'email' })
  return (
    <Field className="mb-2" id={field.id} label="Email address" required errorId={field.errorId} errors={field.errors}>
      <input
        key={key}
        {...props}
        autoComplete="email"
        aria-required="true"
        className={controlClass}
        {...describedBy(field.errorId, field.errors, { focus })}
      />
    </Field>
  )
}

export function PasswordField({
  field,
  focus,
  autoComplete,
  label = 'Password',
}: {
  field: Meta
  focus: boolean
  autoComplete: 'current-password' | 'new-password'
  label?: string
}) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const { key, ...props } = getInputProps(field, { type: visible ? 'text' : 'password' })
  return (
    <Field className="mb-2" id={field.id} label={label} required errorId={field.errorId} errors={field.errors}>
      <div className="relative">
        <input
          key={key}
          {...props}
          autoComplete={autoComplete}
          aria-required="true"
          maxLength={MAX_PASSWORD}
          className={cn(controlClass, hydrated && 'pr-11')}
          {...describedBy(field.errorId, field.errors, { focus })}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={field.id}
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
