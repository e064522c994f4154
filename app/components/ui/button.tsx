/** The site's button look, shared by <button>, <Link> and <a> so every call to action matches. */
import { Link, type LinkProps } from '@remix-run/react'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

type Variant = 'primary' | 'outline' | 'ghost'
type Size = 'sm' | 'md' | 'lg'

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90 shadow-sm',
  outline: 'border border-border bg-transparent text-foreground hover:bg-muted',
  ghost: 'bg-transparent text-foreground hover:bg-muted',
}

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
}

export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
    variants[variant],
    sizes[size],
    className,
  )
}

interface Look {
  variant?: Variant
  size?: Size
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />
}

export function ButtonAnchor({ variant, size, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a className={buttonClass({ variant, size, className })} {...props} />
}
