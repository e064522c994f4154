/** Sign Out: a POST that ends the user's session and goes to /. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { signOut } from '~/.server/auth'

export async function action({ request }: ActionFunctionArgs) {
  throw redirect('/', { headers: await signOut(request) })
}

export function loader() {
  throw redirect('/')
}
