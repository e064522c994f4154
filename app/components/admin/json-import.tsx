/**
 * 'Import from JSON' (docs/product.md#model-form): paste a model as JSON; a valid one fills the
 * form below and the panel closes. A disclosure panel with its own small form, so it works without
 * JavaScript; with it, Import stays disabled while the text is blank.
 */
import { Form } from '@remix-run/react'
import { FileJson } from '~/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { useIsPending } from '~/lib/use-is-pending'

const ERROR_ID = 'model-import-error'

export function JsonImport({ error }: { error?: string }) {
  const [text, setText] = useState('')
  const hydrated = useHydrated()
  const pending = useIsPending({ match: { intent: 'import' } })
  const errors = error ? [error] : undefined
  const textarea = useRef<HTMLTextAreaElement>(null)
  // With JavaScript the refused import re-renders in place: focus goes to the text it is about
  // (without, `autoFocus` does it as the page loads).
  useEffect(() => {
    if (error) textarea.current?.focus()
  }, [error])
  return (
    <details open={Boolean(error)} className="mb-6 rounded-xl border border-border bg-card p-4">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <FileJson aria-hidden="true" className="h-4 w-4" />
        Import from JSON
      </summary>
      <Form method="post" preventScrollReset className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="import" />
        <Field id="model-import-json" label="Model JSON" errorId={ERROR_ID} errors={errors}>
          <textarea
            ref={textarea}
            id="model-import-json"
            name="json"
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder='{ "title": "…", "description": "…", "category": ["…"] }'
            className={cn(controlClass, 'font-mono text-xs')}
            {...describedBy(ERROR_ID, errors, { focus: Boolean(error) })}
          />
        </Field>
        <StatusButton variant="outline" pending={pending} disabled={hydrated && text.trim() === ''}>
          Import
        </StatusButton>
      </Form>
    </details>
  )
}
