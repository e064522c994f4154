/**
 * /login's form (docs/product.md#sign-in): e-mail, password, 'Forgot password?' (a link to
 * /forgot-password, docs/product.md#password-reset), 'Sign In'.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { firstInvalid } from '~/components/ui/field'
import type { signInSchema } from '~/lib/auth-schema'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { AuthForm } from './auth-form'
import { EmailField, PasswordField } from './auth-fields'

export function SignInForm({
  lastResult,
  redirectTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  redirectTo: string | null
}) {
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof signInSchema>, z.output<typeof signInSchema>>({
    id: 'sign-in',
    lastResult,
    loadValidation: () => import('~/lib/auth-schema').then((module) => module.validateSignIn),
  })
  // Without JavaScript nothing can move focus after a refused post, so the first invalid field
  // asks for it as the page loads (with JavaScript, conform does it).
  const invalid = firstInvalid(['email', 'password'], fields)
  return (
    <AuthForm action="/login" form={form} onFocus={onFocus} submitLabel="Sign In">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <EmailField field={fields.email} focus={invalid === 'email' || !lastResult} />
      <PasswordField field={fields.password} focus={invalid === 'password'} autoComplete="current-password" />
      <div className="mb-4 flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
    </AuthForm>
  )
}
