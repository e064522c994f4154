/** /admin/blog: the Blog dialog; its tabs are placeholders (docs/product.md#admin). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/.server/admin/guard'
import { PlaceholderDialog } from '~/components/admin/placeholder-dialog'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context)
  return null
}

export default function AdminBlog() {
  return <PlaceholderDialog id="blog" />
}
