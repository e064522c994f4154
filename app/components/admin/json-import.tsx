/**
 * 'Import from JSON' (docs/product.md#model-form): paste a model as JSON; a valid one fills the
 * form below and the panel closes. A disclosure panel with its own small form, so it works without
 * JavaScript; with it, Import stays disabled while the text is blank.
 */
import { Form, useNavigation } from '@remix-run/react'
import { CircleAlert, FileJson } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'

export function JsonImport({ error }: { error?: string }) {
  const [text, setText] = useState('')
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import'
  return (
    <details open={Boolean(error)} className="mb-6 rounded-xl border border-border bg-card p-4">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <FileJson aria-hidden="true" className="h-4 w-4" />
        Import from JSON
      </summary>
      <Form method="post" preventScrollReset className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="import" />
        <label htmlFor="model-import-json" className="text-sm font-medium">
          Model JSON
        </label>
        <textarea
          id="model-import-json"
          name="json"
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder='{ "title": "…", "description": "…", "category": ["…"] }'
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'model-import-error' : undefined}
          className={cn(controlClass, 'font-mono text-xs')}
        />
        {error ? (
          <p id="model-import-error" role="alert" className="flex items-start gap-2 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={(hydrated && text.trim() === '') || busy}>
          Import
        </Button>
      </Form>
    </details>
  )
}
