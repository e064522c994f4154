/**
 * /settings/two-factor (docs/product.md#two-factor): the signed-in person turns two-factor
 * authentication on (QR code, a correct code, recovery codes shown once) or off (a current code);
 * an organisation's Admin requires it of the members. Members sent here by that requirement reach
 * the dashboard once it is on.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/.server/auth'
import { settingsAction, settingsLoader } from '~/.server/two-factor/forms'
import { AuthScreen } from '~/components/auth/auth-screen'
import { TwoFactorSettings } from '~/components/two-factor/two-factor-settings'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Two-factor authentication | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

// The secret and the recovery codes are in these answers: never kept by any cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, context }: LoaderFunctionArgs) {
  return settingsLoader(request, await requireUser(request, context))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return settingsAction(request, await requireUser(request, context), context)
}

export default function TwoFactorSettingsPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <AuthScreen
      wide
      title="Two-factor authentication"
      subtitle="A code from an authenticator app on your phone, asked for at sign-in after your password."
    >
      <TwoFactorSettings page={page} result={result} />
    </AuthScreen>
  )
}
