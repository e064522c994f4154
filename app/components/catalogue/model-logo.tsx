/**
 * A model's logo, or the first letter of its title when it has none. The browser picks the smallest
 * stored copy that is sharp at this size (docs/decisions/025-image-variants.md).
 */
import { cn } from '~/lib/cn'
import { responsiveImage } from '~/lib/image-variants'

export function ModelLogo({
  title,
  logoUrl,
  size = 48,
  className,
}: {
  title: string
  logoUrl: string | null
  size?: number
  className?: string
}) {
  if (logoUrl) {
    const { src, srcSet } = responsiveImage(logoUrl, size)
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-xl bg-muted object-cover', className)}
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-accent font-bold text-accent-foreground',
        className,
      )}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
