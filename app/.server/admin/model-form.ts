/**
 * The Add/Edit AI Model form's action, shared by /admin/models/new and /admin/models/{id}
 * (docs/product.md#model-form). Two intents: `import` reads pasted JSON into the form; `save`
 * validates, stores chosen images, applies the fill-ins and writes the row. Nothing is half-saved:
 * images uploaded for a save that then fails are removed again, and images a save replaced are
 * removed afterwards.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import {
  formValuesFrom,
  modelMessages,
  modelSaveErrorMessage,
  modelSchema,
  parseModelImport,
  withFillIns,
} from '~/lib/model-form'
import type { ModelFormResult } from '~/lib/admin-data'
import {
  checkImage,
  chosenFile,
  removeModelImages,
  uploadModelImage,
  type AssetFolder,
  type CheckedImage,
} from '../storage'
import { readForm } from '../input'
import { setNotice } from '../notice'
import { requireAdmin } from './guard'
import { createModel, updateModel } from '../models'

const IMAGE_FIELDS = [
  { file: 'logo_file', url: 'logo_url', folder: 'logos' },
  { file: 'cover_file', url: 'cover_image', folder: 'covers' },
] as const satisfies ReadonlyArray<{ file: string; url: string; folder: AssetFolder }>

/** Everything but the files: what the schema reads and what is echoed back to the form. */
function withoutFiles(form: FormData) {
  const fields = new FormData()
  for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value)
  return fields
}

export async function modelFormAction(request: Request, modelId: string | null) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  if (!form) {
    return data(
      { intent: 'import', importError: 'The form could not be read. Please try again.' } satisfies ModelFormResult,
      { status: 400 },
    )
  }

  const intent = form.get('intent')
  if (intent === 'import') {
    const text = form.get('json')
    const result = parseModelImport(typeof text === 'string' && text.trim() ? text : '{}')
    if ('error' in result)
      return data({ intent: 'import', importError: result.error } satisfies ModelFormResult, { status: 400 })
    return { intent: 'import', values: result.values } satisfies ModelFormResult
  }
  if (intent !== 'save')
    return data({ intent: 'import', importError: 'Unknown action.' } satisfies ModelFormResult, { status: 400 })

  const fields = withoutFiles(form)
  const values = formValuesFrom(fields)
  const imported = form.get('origin') === 'import'
  const submission = parseWithZod(fields, { schema: modelSchema })
  const refuse = (reply: Parameters<typeof submission.reply>[0], status: number) =>
    data({ intent: 'save', reply: submission.reply(reply), values, imported } satisfies ModelFormResult, { status })
  if (submission.status !== 'success') return refuse(undefined, 400)

  // Images first, judged by their bytes; a refused one stops the save before anything is stored.
  const checked: Array<{ url: (typeof IMAGE_FIELDS)[number]['url']; folder: AssetFolder; image: CheckedImage }> = []
  const imageErrors: Record<string, string[]> = {}
  for (const field of IMAGE_FIELDS) {
    const file = chosenFile(form.get(field.file))
    if (!file) continue
    const image = await checkImage(file, field.folder)
    if ('error' in image) imageErrors[field.url] = [image.error]
    else checked.push({ url: field.url, folder: field.folder, image })
  }
  if (Object.keys(imageErrors).length > 0) return refuse({ fieldErrors: imageErrors }, 400)

  const input = { ...submission.value }
  const uploaded: string[] = []
  for (const { url, folder, image } of checked) {
    const stored = await uploadModelImage(admin.caller, folder, image)
    if ('error' in stored) {
      await removeModelImages(admin.caller, uploaded)
      return refuse({ formErrors: [stored.error] }, 503)
    }
    uploaded.push(stored.url)
    input[url] = stored.url
  }

  let removeFailed = false
  try {
    const saved = withFillIns(input)
    if (modelId) {
      const result = await updateModel(admin.caller, modelId, saved)
      if (!result) {
        await removeModelImages(admin.caller, uploaded)
        return refuse({ formErrors: ['This model no longer exists.'] }, 404)
      }
      // The files this save replaced or cleared are no longer used by anything.
      const replaced = IMAGE_FIELDS.map(({ url }) => result.before[url]).filter(
        (old, i) => old && old !== saved[IMAGE_FIELDS[i]!.url],
      )
      removeFailed = (await removeModelImages(admin.caller, replaced)) !== null
    } else {
      await createModel(admin.caller, saved, { imported })
    }
  } catch (error) {
    await removeModelImages(admin.caller, uploaded)
    const message = modelSaveErrorMessage(error)
    if (message === modelMessages.saveFailed) console.error('[admin] could not save a model', error)
    return refuse(
      { formErrors: [message] },
      message === modelMessages.saveFailed ? 503 : message === modelMessages.duplicate ? 409 : 400,
    )
  }
  throw redirect('/admin/models', removeFailed ? { headers: { 'Set-Cookie': setNotice('remove-failed') } } : undefined)
}
