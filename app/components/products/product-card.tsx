/** One in-house product on /products: name, tagline, description, features, highlight and a call to action. */
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Check,
  MessagesSquare,
  Shirt,
  Sparkles,
  Stethoscope,
  WandSparkles,
} from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import type { Product } from '~/lib/products'

const icons = {
  enterprise: Building2,
  messages: MessagesSquare,
  fashion: Shirt,
  studio: WandSparkles,
  missions: Stethoscope,
  verification: BadgeCheck,
} as const satisfies Record<Product['key'], unknown>

export function ProductCard({ product, featured = false }: { product: Product; featured?: boolean }) {
  const Icon = icons[product.key]
  const titleId = `product-${product.key}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-card/80 p-6 shadow-sm sm:p-8',
        featured ? 'border-primary/70' : 'border-border',
      )}
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
            {product.name}
          </h2>
          <p className="mt-1 font-medium text-primary">{product.tagline}</p>
        </div>
      </div>
      <p className="mt-5 leading-7 text-muted-foreground">{product.description}</p>
      <ul className="mt-5 space-y-2.5" aria-label={`${product.name} features`}>
        {product.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-foreground">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-2 rounded-xl bg-accent px-4 py-3 text-sm font-semibold text-accent-foreground">
        <Sparkles aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {product.highlight}
      </p>
      <div className="mt-auto pt-6">
        {/* The target was left open; a demo request goes through /contact (docs/product.md#company-pages). */}
        <ButtonLink to="/contact" variant={featured ? 'primary' : 'outline'}>
          Request a demo
          <span className="sr-only"> of {product.name}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
    </article>
  )
}
