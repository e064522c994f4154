/**
 * Records the cookie-consent choice: Accept stores 'true', Decline 'false', close hides the banner
 * for this browser session without storing a choice. Works as a plain form without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { closeBanner, storeConsent } from '~/.server/consent'
import { backTo } from '~/lib/safe-redirect'

export async function action({ request }: ActionFunctionArgs) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false, message: 'The request body could not be read.' }, { status: 400 })
  }
  const intent = form.get('intent')
  let setCookie: string
  if (intent === 'accept') setCookie = storeConsent('true')
  else if (intent === 'decline') setCookie = storeConsent('false')
  else if (intent === 'close') setCookie = closeBanner()
  else return data({ ok: false, message: "Choose 'accept', 'decline' or 'close'." }, { status: 400 })

  const headers = { 'Set-Cookie': setCookie }
  if (form.get('js') === '1') return data({ ok: true }, { headers })
  throw redirect(backTo(request), { headers })
}

export function loader() {
  throw redirect('/')
}
