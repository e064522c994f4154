/** The logo; its image follows the theme (light text on dark, dark text on light) with CSS alone. */
import { brand } from '~/lib/brand'

export function BrandLogo({ className = 'h-8 w-auto' }: { className?: string }) {
  return (
    <>
      <img
        src="/images/brand/logo-dark.svg"
        alt={brand.name}
        width={160}
        height={40}
        className={`hidden dark:block ${className}`}
      />
      <img
        src="/images/brand/logo-light.svg"
        alt={brand.name}
        width={160}
        height={40}
        className={`block dark:hidden ${className}`}
      />
    </>
  )
}
