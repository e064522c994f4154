/** A model's page (docs/product.md#model-page). */
import { Link } from '@remix-run/react'
import { ArrowLeft, CheckCircle2, ExternalLink } from '~/components/ui/icons'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { responsiveImage } from '~/lib/image-variants'
import { Badge, FlagBadges } from './model-card'
import { ChatLauncher } from '~/components/chat/chat-dialog'
import { CurrencyNote } from './currency-note'
import { ModelLogo } from './model-logo'
import { Price } from './price'
import { PriceTooltip } from './price-tooltip'
import type { ModelPageRow } from '~/lib/entities/ai-model'

const companyPoints = [
  '200+ industry-specific AI models',
  'Save up to 40% on AI costs',
  'Dedicated account manager',
  'Enterprise-grade security',
  '24/7 expert support',
]

function TagList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge>{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function isVideo(url: string) {
  return /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\//.test(url)
}

/** `access`: the page's 'Request access' box (decision 084), at the top of the side column. */
export function ModelDetail({ model, access }: { model: ModelPageRow; access?: React.ReactNode }) {
  const overview = model.long_description || model.description
  return (
    <article className="pb-16">
      <div className="relative">
        {model.cover_image ? (
          <img
            {...responsiveImage(model.cover_image, 1280)}
            sizes="100vw"
            alt=""
            width={1200}
            height={630}
            className="h-56 w-full object-cover sm:h-72"
          />
        ) : (
          <div className="h-40 w-full bg-gradient-to-br from-accent to-card sm:h-48" />
        )}
        {/* In the content column, lined up with the title below, not at the window's edge. */}
        <div className="absolute inset-x-0 top-4 mx-auto max-w-7xl px-4 sm:px-6">
          <Link
            to="/models"
            className="inline-flex items-center gap-2 rounded-lg bg-background/90 px-3 py-2 text-sm font-medium shadow hover:bg-background"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Models
          </Link>
        </div>
      </div>

      <div className="relative z-10 mx-auto -mt-12 grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <header className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              <ModelLogo title={model.title} logoUrl={model.logo_url} size={72} className="border-4 border-card" />
              <div className="flex-1">
                <h1 className="text-3xl font-bold tracking-tight">{model.title}</h1>
                <div className="mt-2 flex flex-wrap gap-2">
                  <FlagBadges featured={model.is_featured} enterprise={model.is_enterprise} />
                </div>
                {model.short_description ? (
                  <p className="mt-4 text-muted-foreground">{model.short_description}</p>
                ) : null}
              </div>
              <div className="shrink-0 sm:text-right">
                <p className="flex items-center gap-1 text-xs text-muted-foreground sm:justify-end">
                  Starting from
                  <PriceTooltip />
                </p>
                <p className="text-2xl font-bold">
                  <Price usd={model.cost} />
                  <span className="text-sm font-normal text-muted-foreground">/month</span>
                </p>
                <CurrencyNote className="mt-1 text-xs" />
                {model.url ? (
                  <ButtonAnchor href={model.url} target="_blank" rel="noopener noreferrer" className="mt-3">
                    Get Started
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </ButtonAnchor>
                ) : null}
                <div className="mt-3">
                  <ChatLauncher model={model.slug} about={model.title} />
                </div>
              </div>
            </div>
            <div className="mt-6 grid gap-4 sm:grid-cols-3">
              <TagList label="Industries" items={model.industry} />
              <TagList label="Categories" items={model.categories} />
              <TagList label="Subcategories" items={model.subcategories} />
            </div>
          </header>

          <section aria-labelledby="overview" className="rounded-2xl border border-border bg-card p-6">
            <h2 id="overview" className="text-xl font-semibold">
              Overview
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-muted-foreground">
              {overview.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>

          {model.industry_use.length > 0 ? (
            <section aria-labelledby="industry-applications" className="rounded-2xl border border-border bg-card p-6">
              <h2 id="industry-applications" className="text-xl font-semibold">
                Industry Applications
              </h2>
              <BulletList items={model.industry_use} />
            </section>
          ) : null}

          {model.individual_use.length > 0 ? (
            <section aria-labelledby="individual-use-cases" className="rounded-2xl border border-border bg-card p-6">
              <h2 id="individual-use-cases" className="text-xl font-semibold">
                Individual Use Cases
              </h2>
              <BulletList items={model.individual_use} />
            </section>
          ) : null}

          {model.example_media.length > 0 ? (
            <section aria-labelledby="examples" className="rounded-2xl border border-border bg-card p-6">
              <h2 id="examples" className="text-xl font-semibold">
                Examples
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {model.example_media.map((media, index) => (
                  <li key={media} className="overflow-hidden rounded-xl border border-border">
                    {isVideo(media) ? (
                      <iframe
                        src={media}
                        title={`${model.title} example video ${index + 1}`}
                        loading="lazy"
                        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                        allowFullScreen
                        className="aspect-video w-full"
                      />
                    ) : (
                      <img
                        src={media}
                        alt={`${model.title} example ${index + 1}`}
                        loading="lazy"
                        className="aspect-video w-full object-cover"
                      />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-labelledby="why-us" className="space-y-8 lg:pt-0">
          {access}
          <div className="sticky top-24 rounded-2xl border border-border bg-card p-6 shadow-sm">
            <h2 id="why-us" className="text-lg font-semibold">
              Why choose us
            </h2>
            <BulletList items={companyPoints} />
            <ButtonLink to="/contact" variant="outline" className="mt-6 w-full">
              Talk to our team
            </ButtonLink>
          </div>
        </aside>
      </div>
    </article>
  )
}

export function ModelNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Model Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The model you are looking for does not exist or is no longer available.
      </p>
      <ButtonLink to="/models" className="mt-8">
        Return to Models
      </ButtonLink>
    </section>
  )
}
