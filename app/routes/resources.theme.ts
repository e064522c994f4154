/**
 * Sets the theme. remix-themes posts JSON here when JavaScript runs; the toggle's plain form posts
 * `theme=dark|light` without it, and then goes back to the page it came from.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isTheme } from 'remix-themes'
import { themeSessionResolver } from '~/.server/theme'
import { backTo } from '~/lib/safe-redirect'

export async function action({ request }: ActionFunctionArgs) {
  // remix-themes posts its JSON body with no JSON content type, so anything that is not a form
  // post is read as JSON.
  const contentType = request.headers.get('Content-Type') ?? ''
  const isForm =
    contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')
  const isJson = !isForm
  let theme: unknown
  try {
    theme = isJson
      ? ((await request.json()) as { theme?: unknown } | null)?.theme
      : (await request.formData()).get('theme')
  } catch {
    return Response.json({ success: false, message: 'The request body could not be read.' }, { status: 400 })
  }
  if (!isTheme(theme)) {
    return Response.json({ success: false, message: "Choose the theme 'dark' or 'light'." }, { status: 400 })
  }
  const session = await themeSessionResolver()(request)
  session.setTheme(theme)
  const headers = { 'Set-Cookie': await session.commit() }
  if (isJson) return Response.json({ success: true }, { headers })
  throw redirect(backTo(request), { headers })
}

export function loader() {
  throw redirect('/')
}
