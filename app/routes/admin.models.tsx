/**
 * /admin/models: the AI Models Management dialog. Only List View works (docs/product.md#admin); the
 * other tabs say so. The list pages by key, 25 models a page (decision 079). The action takes the
 * list's featured and active toggles, and comes back to the page it was posted from.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { listModelsForAdmin, setModelFlag } from '~/.server/models'
import { readForm } from '~/.server/input'
import { parseListQuery } from '~/.server/list-query'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogTabs, TabPlaceholder } from '~/components/admin/dialog-tabs'
import { ModelList } from '~/components/admin/model-list'
import { FormError } from '~/components/ui/field'
import { adminDialog, currentTab } from '~/lib/admin'
import { modelList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'

const dialog = adminDialog('models')

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const url = new URL(request.url)
  const tab = currentTab(dialog, url.searchParams)
  const query = parseListQuery(modelList, url.searchParams)
  const list =
    tab.id === 'list-view' ? await listModelsForAdmin(admin.caller, query.q, keysetWindow(modelList, query)) : null
  return { tabId: tab.id, query, list }
}

const toggleSchema = z.object({
  intent: z.literal('toggle'),
  id: z.uuid(),
  flag: z.enum(['is_featured', 'is_active']),
  value: z.enum(['true', 'false']).transform((v) => v === 'true'),
})

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  const parsed = toggleSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return data({ error: 'That change could not be read. Please try again.' }, { status: 400 })
  try {
    const changed = await setModelFlag(admin.caller, parsed.data.id, parsed.data.flag, parsed.data.value)
    if (!changed) return data({ error: 'That model no longer exists.' }, { status: 404 })
  } catch (error) {
    // A toggle error is logged only (docs/product.md#admin); the list shows the model as it is.
    console.error('[admin] could not toggle a model flag', error)
  }
  const url = new URL(request.url)
  throw redirect(`${url.pathname}${url.search}`)
}

export default function AdminModels() {
  const { tabId, query, list } = useLoaderData<typeof loader>()
  // A refused toggle (a model deleted meanwhile, a hand-made request) says why above the list.
  const refused = useActionData<typeof action>()
  const tab = dialog.tabs.find((t) => t.id === tabId)!
  return (
    <AdminDialog title={dialog.title} description={dialog.description} closeTo="/admin">
      <FormError id="model-list-error" errors={refused ? [refused.error] : undefined} />
      <DialogTabs label={`${dialog.title} tabs`} tabs={dialog.tabs} current={tab} basePath="/admin/models" />
      {list ? <ModelList {...list} query={query} /> : <TabPlaceholder tab={tab} />}
    </AdminDialog>
  )
}
