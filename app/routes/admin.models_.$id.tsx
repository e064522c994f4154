/**
 * /admin/models/{id}: the Edit AI Model dialog. Editing starts with active on (docs/product.md#quirks);
 * a model hidden now gets a notice beside the switch, since saving as it stands publishes it.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { modelFormAction } from '~/.server/admin/model-form'
import { getModelForAdmin, modelIdParam } from '~/.server/models'
import { ModelEditor } from '~/components/admin/model-editor'
import { formValuesOfModel } from '~/lib/model-form'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const model = await getModelForAdmin(admin.caller, modelIdParam(params))
  if (!model) throw data(null, { status: 404 })
  return { values: formValuesOfModel(model), hiddenNow: !model.is_active }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = modelIdParam(params)
  return modelFormAction(request, id)
}

export default function EditModel() {
  const { values, hiddenNow } = useLoaderData<typeof loader>()
  return <ModelEditor title="Edit AI Model" submitLabel="Save Changes" values={values} hiddenNow={hiddenNow} />
}
