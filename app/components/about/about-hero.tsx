/** The /about hero: heading, two call-to-action buttons and the marketing figures. */
import { ArrowRight, Sparkles } from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'
import { brand } from '~/lib/brand'
import { marketingFigures } from '~/lib/marketing'

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 pb-16 pt-20 text-center sm:px-6 sm:pt-28">
      <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-accent-foreground">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        About {brand.name}
      </p>
      <h1 id="about-title" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
        Innovating the Future of <span className="text-primary">AI</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        {brand.name} brings industry-specific AI models, expert AI architects and enterprise-grade security together, so
        organisations can put AI to work with confidence, and save up to 40% on AI costs while they do.
      </p>
      {/* The obvious destinations (docs/product.md#company-pages): our products, and the labs our teams run. */}
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/products" size="lg">
          View Our Solutions
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <ButtonLink to="/labs" size="lg" variant="outline">
          Meet Our Team
        </ButtonLink>
      </div>
      <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
        {marketingFigures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-xl border border-border bg-card/70 p-5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
