/**
 * /reset-password's form (docs/product.md#password-reset): the new password, by sign-up's rules,
 * with the link's token carried along (built-in accounts).
 */
import type { SubmissionResult } from '@conform-to/react'
import { firstInvalid } from '~/components/ui/field'
import type { resetPasswordSchema } from '~/lib/auth-schema'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { AuthForm } from './auth-form'
import { PasswordField } from './auth-fields'

export function ResetPasswordForm({
  lastResult,
  token,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  token: string | null
}) {
  const { form, fields, onFocus } = useSchemaForm<
    z.input<typeof resetPasswordSchema>,
    z.output<typeof resetPasswordSchema>
  >({
    id: 'reset-password',
    lastResult,
    loadValidation: () => import('~/lib/auth-schema').then((module) => module.validateResetPassword),
  })
  const invalid = firstInvalid(['password'], fields)
  return (
    // The token stays in the address too: a refused post re-renders this page from its loader.
    <AuthForm
      action={token ? `/reset-password?${new URLSearchParams({ token })}` : '/reset-password'}
      form={form}
      onFocus={onFocus}
      submitLabel="Set New Password"
    >
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <PasswordField
        field={fields.password}
        focus={invalid === 'password' || !lastResult}
        autoComplete="new-password"
        label="New password"
      />
    </AuthForm>
  )
}
