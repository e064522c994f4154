/**
 * /reset-password (docs/product.md#password-reset): where a reset link leads. Built-in accounts:
 * `?token=` is the link's one-time token. Supabase Auth: /auth/confirm verified the link and
 * started a session. A link that is unknown, spent or expired gets a 400 page saying so, with the
 * way to ask for a new one.
 */
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { canResetPassword } from '~/.server/auth'
import { resetPasswordAction } from '~/.server/auth/forms'
import { AuthScreen, SwitchMode } from '~/components/auth/auth-screen'
import { ResetPasswordForm } from '~/components/auth/reset-password-form'
import { FormError } from '~/components/ui/field'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Reset Password | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

// The page's address holds a key to an account: no cache keeps it.
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const headers: HeadersFunction = () => PRIVATE

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const valid = await canResetPassword(request, token)
  return data({ valid, token: valid ? token : null }, { status: valid ? 200 : 400, headers: PRIVATE })
}

export function action({ request, context }: ActionFunctionArgs) {
  return resetPasswordAction(request, context)
}

export default function ResetPasswordPage() {
  const { valid, token } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <AuthScreen title="Choose a new password" subtitle="Your new password signs you in from now on, everywhere">
      {valid ? (
        <ResetPasswordForm lastResult={lastResult} token={token} />
      ) : (
        <>
          <FormError id="reset-link-invalid" errors={[AUTH_MESSAGES.resetLinkInvalid]} />
          <p className="text-center text-sm">
            <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
              Ask for a new link
            </Link>
          </p>
        </>
      )}
      <SwitchMode question="Remembered it?" label="Sign in" to="/login" />
    </AuthScreen>
  )
}
