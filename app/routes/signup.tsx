/** /signup (docs/product.md#sign-up): the sign-in screen in sign-up mode, for organisations. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { redirectSignedIn } from '~/.server/auth'
import { signUpAction } from '~/.server/auth/forms'
import { AuthScreen, SwitchMode } from '~/components/auth/auth-screen'
import { SignUpForm } from '~/components/auth/sign-up-form'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Create your account | ${brand.name}` },
  { name: 'description', content: `Create an organisation account with ${brand.name} and start your AI journey.` },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn(request, context)
  return null
}

export function action({ request, context }: ActionFunctionArgs) {
  return signUpAction(request, context)
}

export default function SignUpPage() {
  const lastResult = useActionData<typeof action>()
  return (
    <AuthScreen
      title="Create your account"
      subtitle={`Start your AI journey with ${brand.name}: tell us about your organisation.`}
      wide
    >
      <SignUpForm lastResult={lastResult} />
      <SwitchMode question="Already have an account?" label="Sign in" to="/login" />
    </AuthScreen>
  )
}
