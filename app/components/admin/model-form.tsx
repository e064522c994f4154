/**
 * The Add/Edit AI Model form (docs/product.md#model-form): every model field, list inputs for the
 * list fields (industry capped at 10), logo and cover images, the flags, and the red box for a
 * refused save. A plain multipart POST form: without JavaScript it works the same, with list fields
 * as text areas. The schema is the action's, so the browser warns early with its words.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { INDUSTRIES } from '~/lib/industries'
import { modelLimits } from '~/lib/entities/ai-model'
import { modelListFields, modelMessages, modelSchema, type ModelFormValues } from '~/lib/model-form'
import { describedBy, Field, firstInvalid, FormError } from '~/components/ui/field'
import { useIsPending } from '~/lib/use-is-pending'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { DialogActions } from './dialog-actions'
import { HIDDEN_MODEL_NOTICE_ID, HiddenModelNotice } from './hidden-model-notice'
import { ImageField } from './image-field'
import { ListInput } from './list-input'

/** The admin page has the schema already (the form's limits): early feedback needs no fetch. */
const validateModel = (formData: FormData) => parseWithZod(formData, { schema: modelSchema })
const FIELD_ORDER = [
  'title',
  'url',
  'description',
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'cost',
] as const

function Checkbox({
  name,
  label,
  defaultChecked,
  describedBy,
}: {
  name: string
  label: string
  defaultChecked: boolean
  describedBy?: string
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={describedBy}
        className="h-4 w-4 rounded border-border accent-[var(--primary)]"
      />
      {label}
    </label>
  )
}

export function ModelForm({
  values,
  lastResult,
  submitLabel,
  hiddenNow = false,
  fromImport = false,
}: {
  values: ModelFormValues
  lastResult: SubmissionResult<string[]> | undefined
  submitLabel: string
  /** Editing a model that is hidden now: the notice beside Active. */
  hiddenNow?: boolean
  /** The values came from a JSON import: the save is recorded as one. */
  fromImport?: boolean
}) {
  const pending = useIsPending({ match: { intent: 'save' } })
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof modelSchema>, z.output<typeof modelSchema>>({
    id: 'model-form',
    lastResult,
    loadValidation: () => Promise.resolve(validateModel),
  })

  // Without JavaScript nothing moves focus after a refused save, so the first field with an error
  // asks for it when the page loads (with JavaScript, conform does it).
  const invalid = firstInvalid(FIELD_ORDER, fields)

  const text = (
    name: keyof typeof fields & keyof ModelFormValues,
    label: string,
    options: { required?: boolean; max?: number; type?: string; rows?: number } = {},
  ) => {
    const field = fields[name]
    const common = {
      id: field.id,
      name,
      defaultValue: String(values[name] ?? ''),
      required: options.required,
      maxLength: options.max,
      autoFocus: invalid === name,
      className: cn(controlClass, Boolean(options.rows) && 'resize-y'),
      ...describedBy(field.errorId, field.errors),
    }
    return (
      <Field id={field.id} label={label} required={options.required} errorId={field.errorId} errors={field.errors}>
        {options.rows ? (
          <textarea rows={options.rows} {...common} />
        ) : (
          <input type={options.type ?? 'text'} {...common} />
        )}
      </Field>
    )
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      onFocus={onFocus}
      preventScrollReset
      className="space-y-2"
    >
      <input type="hidden" name="intent" value="save" />
      {fromImport ? <input type="hidden" name="origin" value="import" /> : null}
      <FormError id={form.errorId} errors={form.errors} />

      <div className="grid gap-x-6 md:grid-cols-2">
        {text('title', 'Title', { required: true, max: modelLimits.title })}
        {text('url', 'URL', { type: 'url', max: modelLimits.url })}
      </div>
      {text('description', 'Description', { required: true, rows: 4, max: modelLimits.description })}
      {text('short_description', 'Short Description', { max: modelLimits.shortDescription })}
      {text('long_description', 'Long Description', { rows: 6, max: modelLimits.longDescription })}
      <div className="grid gap-x-6 md:grid-cols-2">
        {text('meta_title', 'Meta Title', { max: modelLimits.metaTitle })}
        {text('meta_description', 'Meta Description', { max: modelLimits.metaDescription })}
      </div>
      <div className="grid gap-x-6 md:grid-cols-3">
        <Field
          id={fields.cost.id}
          label="Cost (USD per month)"
          required
          errorId={fields.cost.errorId}
          errors={fields.cost.errors}
        >
          <input
            id={fields.cost.id}
            name="cost"
            type="number"
            min={0}
            step={1}
            required
            defaultValue={String(values.cost)}
            autoFocus={invalid === 'cost'}
            className={controlClass}
            {...describedBy(fields.cost.errorId, fields.cost.errors)}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 pt-4 md:col-span-2">
          <Checkbox
            name="is_active"
            label="Active"
            defaultChecked={values.is_active}
            describedBy={hiddenNow ? HIDDEN_MODEL_NOTICE_ID : undefined}
          />
          <Checkbox name="is_featured" label="Featured" defaultChecked={values.is_featured} />
          <Checkbox name="is_enterprise" label="Enterprise" defaultChecked={values.is_enterprise} />
          {hiddenNow ? <HiddenModelNotice /> : null}
        </div>
      </div>

      <div className="grid gap-4 py-2 md:grid-cols-2">
        <ImageField
          label="Logo"
          urlName="logo_url"
          fileName="logo_file"
          defaultUrl={values.logo_url}
          errorId={fields.logo_url.errorId}
          errors={fields.logo_url.errors}
        />
        <ImageField
          label="Cover Image"
          urlName="cover_image"
          fileName="cover_file"
          defaultUrl={values.cover_image}
          errorId={fields.cover_image.errorId}
          errors={fields.cover_image.errors}
        />
      </div>

      <div className="grid gap-x-6 md:grid-cols-2">
        {modelListFields.map(({ name, label }) => (
          <ListInput
            key={name}
            id={fields[name].id}
            name={name}
            label={label}
            defaultItems={values[name]}
            max={name === 'industry' ? modelLimits.industryItems : modelLimits.listItems}
            maxMessage={name === 'industry' ? modelMessages.industryMax : modelMessages.listMax}
            suggestions={name === 'industry' ? INDUSTRIES : undefined}
            errorId={fields[name].errorId}
            errors={fields[name].errors}
          />
        ))}
      </div>

      <DialogActions
        cancelTo="/admin/models"
        pending={pending}
        pendingText="Saving..."
        className="sticky bottom-0 -mx-6 flex justify-end gap-3 border-t border-border bg-background px-6 py-4"
      >
        {submitLabel}
      </DialogActions>
    </Form>
  )
}
