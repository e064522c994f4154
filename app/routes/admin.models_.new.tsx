/** /admin/models/new: the Add AI Model dialog (defaults in docs/product.md#model-form). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/.server/admin/guard'
import { modelFormAction } from '~/.server/admin/model-form'
import { ModelEditor } from '~/components/admin/model-editor'
import { newModelValues } from '~/lib/model-form'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context)
  return null
}

export function action({ request }: ActionFunctionArgs) {
  return modelFormAction(request, null)
}

export default function AddModel() {
  return <ModelEditor title="Add AI Model" submitLabel="Add Model" values={newModelValues} />
}
