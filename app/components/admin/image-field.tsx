/**
 * A model image (logo or cover): its URL, or an image file to upload on save. Only raster images
 * are accepted; the server judges the bytes again and says why it refused one.
 */
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { describedBy, Field } from '~/components/ui/field'

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif'

export function ImageField({
  label,
  urlName,
  fileName,
  defaultUrl,
  errorId,
  errors,
}: {
  label: string
  urlName: string
  fileName: string
  defaultUrl: string | null
  errorId: string
  errors?: string[]
}) {
  const urlId = `model-${urlName}`
  const fileId = `model-${fileName}`
  return (
    <fieldset className="rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="flex gap-4">
        {defaultUrl ? (
          <img
            src={defaultUrl}
            alt={`Current ${label.toLowerCase()}`}
            className="h-16 w-16 shrink-0 rounded-lg border border-border object-cover"
          />
        ) : null}
        <div className="flex-1 space-y-2">
          <Field id={urlId} label={`${label} URL`} errorId={errorId} errors={errors}>
            <input
              id={urlId}
              name={urlName}
              type="text"
              inputMode="url"
              defaultValue={defaultUrl ?? ''}
              placeholder="https://"
              className={controlClass}
              {...describedBy(errorId, errors)}
            />
          </Field>
          <div>
            <label htmlFor={fileId} className="text-sm font-medium">
              Upload {label.toLowerCase()}
            </label>
            <input
              id={fileId}
              name={fileName}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-describedby={errorId}
              className={cn(
                'mt-1.5 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-accent file:px-3 file:py-2 file:text-accent-foreground',
              )}
            />
            <p className="mt-1 text-xs text-muted-foreground">
              PNG, JPEG, WebP, GIF or AVIF, up to 5 MB. Replaces the URL above.
            </p>
          </div>
        </div>
      </div>
    </fieldset>
  )
}
