/**
 * Records the cookie-consent choice: Accept stores 'true', Decline 'false', close hides the banner
 * for this browser session without storing a choice. Works as a plain form without JavaScript.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { closeBanner, storeConsent } from '~/.server/consent'
import { readForm } from '~/.server/input'
import { backTo } from '~/lib/safe-redirect'

// Responses, not Remix's data(): a resource route asked for directly (not through a `.data` URL)
// would drop data()'s status and headers, and answer a refusal with 200.
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  if (!form) return Response.json({ ok: false, message: 'The request body could not be read.' }, { status: 400 })
  const intent = form.get('intent')
  let setCookie: string
  if (intent === 'accept') setCookie = storeConsent('true')
  else if (intent === 'decline') setCookie = storeConsent('false')
  else if (intent === 'close') setCookie = closeBanner()
  else return Response.json({ ok: false, message: "Choose 'accept', 'decline' or 'close'." }, { status: 400 })

  const headers = { 'Set-Cookie': setCookie }
  if (form.get('js') === '1') return Response.json({ ok: true }, { headers })
  throw redirect(backTo(request), { headers })
}

export function loader() {
  throw redirect('/')
}
