/**
 * The form's one message (docs/product.md#sign-up): green when it starts with 'Success', red
 * otherwise. An error is an alert, so screen readers announce it as soon as it appears.
 */
import { CircleAlert, CircleCheck } from 'lucide-react'
import { isSuccessMessage } from '~/lib/auth-messages'
import { cn } from '~/lib/cn'

export const AUTH_MESSAGE_ID = 'auth-message'

export function AuthMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null
  const success = isSuccessMessage(message)
  const Icon = success ? CircleCheck : CircleAlert
  return (
    <p
      id={AUTH_MESSAGE_ID}
      role={success ? 'status' : 'alert'}
      className={cn(
        'mb-5 flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium',
        success ? 'border-success/40 bg-success/10 text-success' : 'border-danger/40 bg-danger/10 text-danger',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  )
}
