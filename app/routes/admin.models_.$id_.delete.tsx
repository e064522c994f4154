/**
 * /admin/models/{id}/delete: 'Are you sure you want to delete this model?' (docs/product.md#admin),
 * a page of its own so it works without JavaScript. Deleting removes the model's stored images.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { deleteModel, getModelForAdmin, modelIdParam } from '~/.server/models'
import { setNotice } from '~/.server/notice'
import { removeModelImages } from '~/.server/storage'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogActions } from '~/components/admin/dialog-actions'
import { DELETE_MODEL_QUESTION } from '~/lib/admin'
import { useIsPending } from '~/lib/use-is-pending'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const model = await getModelForAdmin(admin.caller, modelIdParam(params))
  if (!model) throw data(null, { status: 404 })
  return { title: model.title }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const id = modelIdParam(params)
  let removeFailed = false
  try {
    const deleted = await deleteModel(admin.caller, id)
    if (deleted)
      removeFailed = (await removeModelImages(admin.caller, [deleted.logo_url, deleted.cover_image])) !== null
  } catch (error) {
    // A delete error is logged only (docs/product.md#admin).
    console.error('[admin] could not delete a model', error)
  }
  throw redirect('/admin/models', removeFailed ? { headers: { 'Set-Cookie': setNotice('remove-failed') } } : undefined)
}

export default function DeleteModel() {
  const { title } = useLoaderData<typeof loader>()
  const pending = useIsPending()
  return (
    <AdminDialog title="Delete AI Model" closeTo="/admin/models" size="md">
      <p className="font-medium">{DELETE_MODEL_QUESTION}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        “{title}” and its images will be removed. This cannot be undone.
      </p>
      <Form method="post">
        <DialogActions
          cancelTo="/admin/models"
          pending={pending}
          pendingText="Deleting..."
          danger
          className="mt-6 flex justify-end gap-3"
        >
          Delete
        </DialogActions>
      </Form>
    </AdminDialog>
  )
}
