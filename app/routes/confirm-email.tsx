/**
 * /confirm-email (docs/product.md#sign-up, docs/decisions/077-confirming-addresses-and-inviting-staff.md):
 * the page a confirmation e-mail links to. Opening the link confirms the built-in account's address
 * (no session needed: the link is the proof) and spends it; a second visit, an unknown link or an
 * expired one says so. A post here is the dashboard's 'Send again', for the signed-in account;
 * without a link, the page says where the link is.
 */
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/.server/auth'
import { confirmEmail, resendEmailConfirmation } from '~/.server/auth/email-confirmation'
import { AuthScreen } from '~/components/auth/auth-screen'
import { ButtonLink } from '~/components/ui/button'
import { LINK_PAGE_HEADERS, linkPageMeta } from '~/lib/link-pages'
import {
  EMAIL_CONFIRMATION_OUTCOMES,
  EMAIL_CONFIRMATION_WORDS,
  type EmailConfirmationOutcome,
} from '~/lib/email-confirmation'

export const meta: MetaFunction = () => linkPageMeta('Confirm your e-mail address')

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS

const answer = (outcome: EmailConfirmationOutcome) =>
  data({ outcome }, { status: EMAIL_CONFIRMATION_OUTCOMES[outcome].status })

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  // No link: the page after 'Send again' (its answer is the action's), or a visit by hand.
  if (token === null) return { outcome: null }
  return answer(await confirmEmail(token))
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  return answer(await resendEmailConfirmation(user))
}

export default function ConfirmEmailPage() {
  const loaded = useLoaderData<typeof loader>() as { outcome: EmailConfirmationOutcome | null }
  const posted = useActionData<typeof action>()
  const outcome = posted?.outcome ?? loaded.outcome
  const { title, message } = outcome ? EMAIL_CONFIRMATION_OUTCOMES[outcome] : EMAIL_CONFIRMATION_WORDS.noLink
  return (
    <AuthScreen title={title} subtitle={message}>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Return to Home
        </ButtonLink>
      </div>
    </AuthScreen>
  )
}
