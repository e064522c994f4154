/**
 * /login/two-factor (docs/product.md#two-factor): sign-in's second step, for an account whose
 * password was right and whose two-factor is on. The code from the authenticator app or a
 * recovery code; right, the session starts and sign-in goes on where it was going.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useSearchParams } from '@remix-run/react'
import { secondStepAction, secondStepLoader } from '~/.server/two-factor/forms'
import { AuthScreen } from '~/components/auth/auth-screen'
import { CodeForm } from '~/components/two-factor/code-form'
import { brand } from '~/lib/brand'
import { safeRedirect } from '~/lib/safe-redirect'

export const meta: MetaFunction = () => [
  { title: `Two-factor authentication | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export function loader({ request }: LoaderFunctionArgs) {
  return secondStepLoader(request)
}

export function action({ request, context }: ActionFunctionArgs) {
  return secondStepAction(request, context)
}

export default function TwoFactorStepPage() {
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const redirectTo = safeRedirect(params.get('redirectTo'), '')
  return (
    <AuthScreen
      title="Two-factor authentication"
      subtitle="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
    >
      <CodeForm
        id="sign-in-code"
        action={`/login/two-factor${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ''}`}
        label="Authentication code"
        hint="A recovery code works once."
        submitLabel="Verify"
        error={result?.error ?? null}
        focus
      >
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      </CodeForm>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthScreen>
  )
}
