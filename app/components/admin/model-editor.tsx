/**
 * The Add/Edit AI Model dialog: the JSON import panel above the form. An import's values replace
 * the form's (it remounts with them) and close the panel.
 */
import { useActionData } from '@remix-run/react'
import type { ModelFormResult } from '~/lib/admin-data'
import type { ModelFormValues } from '~/lib/model-form'
import { AdminDialog } from './admin-dialog'
import { JsonImport } from './json-import'
import { ModelForm } from './model-form'

export function ModelEditor({
  title,
  submitLabel,
  values,
  hiddenNow = false,
}: {
  title: string
  submitLabel: string
  values: ModelFormValues
  hiddenNow?: boolean
}) {
  const result = useActionData<ModelFormResult>()
  const imported = result?.intent === 'import' && result.values ? result.values : undefined
  const shown = result?.values ?? values
  // A form filled from JSON is saved as an import (the audit log says so), also after a refused save.
  const fromImport = Boolean(imported) || (result?.intent === 'save' && result.imported === true)
  return (
    <AdminDialog title={title} closeTo="/admin/models">
      <JsonImport
        key={imported ? JSON.stringify(imported) : 'import'}
        error={result?.intent === 'import' ? result.importError : undefined}
      />
      <ModelForm
        key={imported ? JSON.stringify(imported) : 'form'}
        values={shown}
        lastResult={result?.intent === 'save' ? result.reply : undefined}
        submitLabel={submitLabel}
        hiddenNow={hiddenNow}
        fromImport={fromImport}
      />
    </AdminDialog>
  )
}
