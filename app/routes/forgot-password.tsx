/**
 * /forgot-password (docs/product.md#password-reset): the account's address, then the same answer
 * whether or not it has an account (post/redirect/get to ?sent=1).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CircleCheck } from '~/components/ui/icons'
import { forgotPasswordAction } from '~/.server/auth/forms'
import { AuthScreen, SwitchMode } from '~/components/auth/auth-screen'
import { ForgotPasswordForm } from '~/components/auth/forgot-password-form'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Forgot Password | ${brand.name}` },
  { name: 'description', content: `Reset the password of your ${brand.name} account.` },
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context)
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password"
    >
      {sent ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-success/50 bg-success/10 p-4 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
          <span>{AUTH_MESSAGES.resetSent}</span>
        </p>
      ) : (
        <ForgotPasswordForm lastResult={lastResult} />
      )}
      <SwitchMode question="Remembered it?" label="Sign in" to="/login" />
    </AuthScreen>
  )
}
