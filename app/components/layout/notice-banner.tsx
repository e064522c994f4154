/**
 * A one-time notice at the top of the page (sign-up's success after the redirect to /). Green for
 * messages starting with 'Success', red otherwise (docs/product.md#shell). Announced politely.
 */
import { CheckCircle2, XCircle } from '~/components/ui/icons'
import { isSuccessMessage } from '~/lib/auth-messages'
import { cn } from '~/lib/cn'

export function NoticeBanner({ message }: { message: string | null }) {
  if (!message) return null
  const success = isSuccessMessage(message)
  const Icon = success ? CheckCircle2 : XCircle
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 rounded-lg border px-4 py-3 text-sm font-medium',
          success ? 'border-success/40 bg-success/10 text-success' : 'border-danger/40 bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
        {message}
      </p>
    </div>
  )
}
