/** A model's card in the catalogue grid (docs/product.md#catalogue). */
import { Link } from '@remix-run/react'
import { ArrowRight, Building2, Star } from '~/components/ui/icons'
import { responsiveImage } from '~/lib/image-variants'
import { ModelLogo } from './model-logo'
import { Price } from './price'
import { PriceTooltip } from './price-tooltip'
import type { ModelCardRow } from '~/lib/entities/ai-model'

export function Badge({
  children,
  tone = 'muted',
}: {
  children: React.ReactNode
  tone?: 'muted' | 'featured' | 'enterprise'
}) {
  const tones = {
    muted: 'bg-muted text-foreground',
    featured: 'bg-amber-100 text-amber-900',
    enterprise: 'bg-indigo-100 text-indigo-900',
  }
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  )
}

export function FlagBadges({ featured, enterprise }: { featured: boolean; enterprise: boolean }) {
  return (
    <>
      {featured ? (
        <Badge tone="featured">
          <Star aria-hidden="true" className="h-3 w-3" />
          Featured
        </Badge>
      ) : null}
      {enterprise ? (
        <Badge tone="enterprise">
          <Building2 aria-hidden="true" className="h-3 w-3" />
          Enterprise
        </Badge>
      ) : null}
    </>
  )
}

/**
 * How wide a card's cover is shown: the grid's one, two or three columns inside the 80rem page
 * (docs/product.md#catalogue), so the browser picks the stored copy it needs
 * (docs/decisions/025-image-variants.md). Without copies `sizes` is ignored.
 */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
const CARD_WIDTH = 400

/** `headingLevel`: one below the catalogue's own heading (h1 on /models, h2 on the home page). */
export function ModelCard({
  model,
  eager = false,
  headingLevel = 3,
}: {
  model: ModelCardRow
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const titleId = `model-${model.id}-title`
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card/80 shadow-sm"
    >
      {model.cover_image ? (
        <div className="relative aspect-[1200/630] bg-muted">
          <img
            {...responsiveImage(model.cover_image, CARD_WIDTH)}
            sizes={CARD_SIZES}
            alt=""
            width={1200}
            height={630}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
          <div className="absolute left-3 top-3 flex gap-2">
            <FlagBadges featured={model.is_featured} enterprise={model.is_enterprise} />
          </div>
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          <ModelLogo title={model.title} logoUrl={model.logo_url} size={44} />
          <div className="min-w-0">
            <Title id={titleId} className="text-lg font-semibold leading-snug">
              {model.title}
            </Title>
            {!model.cover_image && (model.is_featured || model.is_enterprise) ? (
              <div className="mt-1 flex flex-wrap gap-2">
                <FlagBadges featured={model.is_featured} enterprise={model.is_enterprise} />
              </div>
            ) : null}
          </div>
        </div>
        <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">
          {model.short_description || model.description}
        </p>
        {model.categories.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories">
            {model.categories.map((category) => (
              <li key={category}>
                <Badge>{category}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <div>
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              Starting from
              <PriceTooltip />
            </p>
            <p className="text-xl font-bold">
              <Price usd={model.cost} />
              <span className="text-sm font-normal text-muted-foreground">/month</span>
            </p>
          </div>
          <Link
            to={`/models/${model.slug}`}
            prefetch="intent"
            className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-muted"
            aria-label={`View Details: ${model.title}`}
          >
            View Details
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}
