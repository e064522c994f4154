/**
 * The shared frame of both auth forms (docs/architecture.md#forms): a plain POST form (works
 * without JavaScript) wired by conform, the form's message for what belongs to no field (wrong
 * credentials, a taken address, a rate limit), the fields, and the submit button that reads
 * 'Please wait...' and is disabled while the post is under way.
 */
import { getFormProps, type FormMetadata } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormError, RequiredNote } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useIsPending } from '~/lib/use-is-pending'

export function AuthForm({
  action,
  form,
  onFocus,
  submitLabel,
  children,
}: {
  action: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's metadata
  form: FormMetadata<any>
  onFocus: () => void
  submitLabel: string
  children: ReactNode
}) {
  const pending = useIsPending({ formAction: action })
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate onFocus={onFocus}>
      <FormError id={form.errorId} errors={form.errors} />
      <RequiredNote />
      {children}
      <StatusButton pending={pending} pendingText="Please wait..." size="lg" className="mt-2 w-full">
        {submitLabel}
      </StatusButton>
    </Form>
  )
}
