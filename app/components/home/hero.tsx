import { ArrowRight, Sparkles } from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'
import { marketingFigures } from '~/lib/marketing'

export function Hero() {
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="mx-auto max-w-7xl px-4 pb-20 pt-20 text-center sm:px-6 sm:pt-28"
    >
      <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-accent-foreground">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        200+ industry-specific AI models in one place
      </p>
      <h1 id="hero-title" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
        Enterprise AI, built for your industry
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Find, deploy and scale the right AI models for your business, with expert AI architects at your side and savings
        of up to 40% on AI costs.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/signup" size="lg">
          Start Your AI Journey
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <ButtonLink to="/models" size="lg" variant="outline">
          Explore AI Models
        </ButtonLink>
      </div>
      <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
        {marketingFigures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-card/70 p-5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
