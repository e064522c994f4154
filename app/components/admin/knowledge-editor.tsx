/**
 * The Add/Edit Knowledge Article dialog (docs/decisions/058-what-sales-knows-in-one-place.md): a
 * plain POST form, the same with or without JavaScript; each field's message beside it, the red
 * box for a refused save. The schema is the action's, so the browser warns early with its words.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData } from '@remix-run/react'
import { describedBy, Field, firstInvalid, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { KNOWLEDGE_LANGUAGES, KNOWLEDGE_TOPICS, knowledgeLimits } from '~/lib/entities/knowledge'
import type { knowledgeSchema, KnowledgeFormValues } from '~/lib/knowledge-form'
import { cn } from '~/lib/cn'
import { useIsPending } from '~/lib/use-is-pending'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { AdminDialog } from './admin-dialog'
import { DialogActions } from './dialog-actions'

const FIELD_ORDER = ['question', 'answer', 'topic', 'language', 'slug', 'keywords', 'position'] as const

interface Result {
  reply: SubmissionResult<string[]>
  values: KnowledgeFormValues
}

export function KnowledgeEditor({
  title,
  submitLabel,
  values,
}: {
  title: string
  submitLabel: string
  values: KnowledgeFormValues
}) {
  const result = useActionData<Result>()
  const shown = result?.values ?? values
  const pending = useIsPending()
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof knowledgeSchema>, z.output<typeof knowledgeSchema>>({
    id: 'knowledge-form',
    lastResult: result?.reply,
    loadValidation: () => import('~/lib/knowledge-form').then((m) => m.validateKnowledge),
  })
  // Without JavaScript nothing moves focus after a refused save: the first field with an error asks for it.
  const invalid = firstInvalid(FIELD_ORDER, fields)
  const control = (name: (typeof FIELD_ORDER)[number]) => ({
    id: fields[name].id,
    name,
    autoFocus: invalid === name,
    ...describedBy(fields[name].errorId, fields[name].errors),
  })
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: fields[name].id,
    errorId: fields[name].errorId,
    errors: fields[name].errors,
  })

  return (
    <AdminDialog title={title} closeTo="/admin/knowledge">
      <Form method="post" {...getFormProps(form)} noValidate onFocus={onFocus} preventScrollReset className="space-y-2">
        <FormError id={form.errorId} errors={form.errors} />
        <Field {...field('question')} label="Question" required>
          <input
            type="text"
            required
            maxLength={knowledgeLimits.question}
            defaultValue={shown.question}
            className={controlClass}
            {...control('question')}
          />
        </Field>
        <Field
          {...field('answer')}
          label="Answer"
          required
          hint="Paragraphs apart by a blank line, '- ' for a list, **bold**, and links to this site's pages: [Contact us](/contact)."
        >
          <textarea
            rows={10}
            required
            maxLength={knowledgeLimits.answer}
            defaultValue={shown.answer}
            className={cn(controlClass, 'resize-y')}
            {...control('answer')}
          />
        </Field>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field {...field('topic')} label="Topic" required>
            <select defaultValue={shown.topic} className={controlClass} {...control('topic')}>
              {KNOWLEDGE_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </select>
          </Field>
          <Field {...field('language')} label="Language" required>
            <select defaultValue={shown.language} className={controlClass} {...control('language')}>
              {KNOWLEDGE_LANGUAGES.map((language) => (
                <option key={language.value} value={language.value}>
                  {language.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field
            {...field('slug')}
            label="Slug"
            markOptional
            hint="Its anchor on /trust. Empty: made from the question. A translation: the English slug, then -es or -fr."
          >
            <input
              type="text"
              maxLength={knowledgeLimits.slug}
              defaultValue={shown.slug}
              className={controlClass}
              {...control('slug')}
            />
          </Field>
          <Field {...field('position')} label="Position" hint="Its place within its topic: lower comes first.">
            <input
              type="number"
              min={0}
              max={knowledgeLimits.position}
              step={1}
              defaultValue={shown.position}
              className={controlClass}
              {...control('position')}
            />
          </Field>
        </div>
        <Field
          {...field('keywords')}
          label="Keywords"
          markOptional
          hint="One per line: other words people use for this (SOC 2, BAA, on-prem). They help the AI Architect find it."
        >
          <textarea
            rows={4}
            defaultValue={shown.keywords}
            className={cn(controlClass, 'resize-y')}
            {...control('keywords')}
          />
        </Field>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium">
          <input
            type="checkbox"
            name="published"
            defaultChecked={shown.published}
            className="h-4 w-4 rounded border-border accent-[var(--primary)]"
          />
          Published on /trust and used by the AI Architect
        </label>
        <DialogActions
          cancelTo="/admin/knowledge"
          pending={pending}
          pendingText="Saving..."
          className="sticky bottom-0 -mx-6 flex justify-end gap-3 border-t border-border bg-background px-6 py-4"
        >
          {submitLabel}
        </DialogActions>
      </Form>
    </AdminDialog>
  )
}
