/**
 * The person's profile photo (docs/product.md#dashboard, docs/decisions/070-settings-that-stay.md):
 * their stored photo in its smaller copies, or, without one, their initial on the prototype's
 * gradient. `ProfilePhoto` is what Settings and the sidebar show; `ProfilePhotoField` is Settings'
 * file input (part of the Settings form through its `form` attribute, so 'Save Changes' sends it)
 * and its 'Remove photo' form.
 */
import { Form } from '@remix-run/react'
import { StatusButton } from '~/components/ui/status-button'
import { sectionHref } from '~/lib/dashboard'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, responsiveImage } from '~/lib/image-variants'
import { cn } from '~/lib/cn'
import { SETTINGS_FIELDS } from '~/lib/settings'
import { useIsPending } from '~/lib/use-is-pending'

/** The id of the Settings form, which the file input joins. */
export const SETTINGS_FORM_ID = 'settings-form'

export function ProfilePhoto({
  email,
  photoUrl,
  size,
  label,
}: {
  email: string
  photoUrl: string | null
  /** CSS pixels: 80 in Settings, 36 in the sidebar. */
  size: 80 | 36
  /** Its accessible name; none when the e-mail beside it says who it is. */
  label?: string
}) {
  const box = size === 80 ? 'h-20 w-20' : 'h-9 w-9'
  if (photoUrl) {
    const { src, srcSet } = responsiveImage(photoUrl, size)
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={`${size}px`}
        width={size}
        height={size}
        alt={label ?? ''}
        className={cn(box, 'shrink-0 rounded-full object-cover')}
      />
    )
  }
  const initial = email.charAt(0).toUpperCase() || '?'
  if (size === 36)
    return (
      <span
        aria-hidden="true"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
      >
        {initial}
      </span>
    )
  return (
    <svg
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      viewBox="0 0 80 80"
      className="h-20 w-20 shrink-0 rounded-full"
    >
      <defs>
        <linearGradient id="avatar-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#6366f1" />
          <stop offset="100%" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <circle cx="40" cy="40" r="40" fill="url(#avatar-gradient)" />
      <text
        x="40"
        y="40"
        dy="0.35em"
        textAnchor="middle"
        fontSize="34"
        fontWeight="600"
        fill="#ffffff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initial}
      </text>
    </svg>
  )
}

export function ProfilePhotoField({
  email,
  photoUrl,
  error,
}: {
  email: string
  photoUrl: string | null
  /** Why the last photo was refused, if it was. */
  error: string | null
}) {
  const removing = useIsPending({ formAction: sectionHref('settings'), match: { intent: 'remove-photo' } })
  const hintId = 'photo-hint'
  const errorId = 'photo-error'
  return (
    <div className="mt-4 flex flex-wrap items-start gap-4">
      <ProfilePhoto email={email} photoUrl={photoUrl} size={80} label="Profile photo" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">Profile photo</p>
        <p className="truncate text-sm text-muted-foreground">{email}</p>
        <label htmlFor={SETTINGS_FIELDS.photo} className="mt-3 block text-sm font-medium">
          {photoUrl ? 'Choose a new photo' : 'Choose a photo'}
        </label>
        <input
          // A new input after each stored photo: the file just saved is not sent again.
          key={photoUrl ?? 'none'}
          id={SETTINGS_FIELDS.photo}
          name={SETTINGS_FIELDS.photo}
          type="file"
          form={SETTINGS_FORM_ID}
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          // With JavaScript, a file over the limit is stopped here, with the server's own words:
          // sent, it would be refused by its size before it reached the action.
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.setCustomValidity(file && file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : '')
          }}
          className="mt-1 block w-full max-w-sm text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
        />
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          PNG, JPEG, WebP, GIF or AVIF, up to 5 MB. Saved with &lsquo;Save Changes&rsquo;.
        </p>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        {photoUrl ? (
          <Form method="post" action={sectionHref('settings')} className="mt-3">
            <input type="hidden" name="intent" value="remove-photo" />
            <StatusButton type="submit" variant="outline" size="sm" pending={removing}>
              Remove photo
            </StatusButton>
          </Form>
        ) : null}
      </div>
    </div>
  )
}
