/** A model's logo, or the first letter of its title when it has none. */
import { cn } from '~/lib/cn'

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
    return (
      <img
        src={logoUrl}
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
