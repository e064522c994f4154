/** /login (docs/product.md#sign-in). Signed-in visitors go to /dashboard; success goes to / (or back). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useSearchParams } from '@remix-run/react'
import { redirectSignedIn } from '~/.server/auth'
import { signInAction } from '~/.server/auth/forms'
import { AuthScreen, SwitchMode } from '~/components/auth/auth-screen'
import { SignInForm } from '~/components/auth/sign-in-form'
import { brand } from '~/lib/brand'
import { safeRedirect } from '~/lib/safe-redirect'

export const meta: MetaFunction = () => [
  { title: `Sign In | ${brand.name}` },
  { name: 'description', content: `Sign in to your ${brand.name} account.` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn(request, context)
  return null
}

export function action({ request, context }: ActionFunctionArgs) {
  return signInAction(request, context)
}

export default function LoginPage() {
  const lastResult = useActionData<typeof action>()
  const [params] = useSearchParams()
  const kept = lastResult?.initialValue?.redirectTo
  const redirectTo = typeof kept === 'string' ? kept : params.get('redirectTo')
  return (
    <AuthScreen title="Welcome back" subtitle="Sign in to continue to your account">
      <SignInForm lastResult={lastResult} redirectTo={redirectTo ? safeRedirect(redirectTo, '') || null : null} />
      <SwitchMode question="Don't have an account?" label="Sign up" to="/signup" />
    </AuthScreen>
  )
}
