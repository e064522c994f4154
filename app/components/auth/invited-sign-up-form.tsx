/**
 * The invitee's sign-up on the invitation's page (app/routes/invitation.tsx): the address is the
 * invitation's, shown and not editable; a password is all it asks. In the one form idiom
 * (docs/decisions/022-one-form-idiom.md), so it works without JavaScript.
 */
import type { SubmissionResult } from '@conform-to/react'
import { firstInvalid } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import type { invitedSignUpSchema } from '~/lib/auth-schema'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { AuthForm } from './auth-form'
import { PasswordField } from './auth-fields'

export function InvitedSignUpForm({
  lastResult,
  email,
  action,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  email: string
  action: string
}) {
  const { form, fields, onFocus } = useSchemaForm<
    z.input<typeof invitedSignUpSchema>,
    z.output<typeof invitedSignUpSchema>
  >({
    id: 'invited-sign-up',
    lastResult,
    loadValidation: () => import('~/lib/auth-schema').then((module) => module.validateInvitedSignUp),
  })
  const invalid = firstInvalid(['password'], fields)
  return (
    <AuthForm action={action} form={form} onFocus={onFocus} submitLabel="Create account and join">
      <div className="mb-4">
        <label htmlFor="invited-email" className="text-sm font-medium text-foreground">
          Email
        </label>
        <input
          id="invited-email"
          type="email"
          value={email}
          readOnly
          autoComplete="username"
          className={controlClass}
        />
      </div>
      <PasswordField
        field={fields.password}
        focus={invalid === 'password' || !lastResult}
        autoComplete="new-password"
      />
    </AuthForm>
  )
}
