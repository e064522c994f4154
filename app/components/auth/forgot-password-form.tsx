/** /forgot-password's form (docs/product.md#password-reset): the account's e-mail address. */
import type { SubmissionResult } from '@conform-to/react'
import { firstInvalid } from '~/components/ui/field'
import type { forgotPasswordSchema } from '~/lib/auth-schema'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { AuthForm } from './auth-form'
import { EmailField } from './auth-fields'

export function ForgotPasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, onFocus } = useSchemaForm<
    z.input<typeof forgotPasswordSchema>,
    z.output<typeof forgotPasswordSchema>
  >({
    id: 'forgot-password',
    lastResult,
    loadValidation: () => import('~/lib/auth-schema').then((module) => module.validateForgotPassword),
  })
  const invalid = firstInvalid(['email'], fields)
  return (
    <AuthForm action="/forgot-password" form={form} onFocus={onFocus} submitLabel="Send Reset Link">
      <EmailField field={fields.email} focus={invalid === 'email' || !lastResult} />
    </AuthForm>
  )
}
