/** The closing call to action of /labs. */
import { ArrowRight, Handshake } from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'
import { brand } from '~/lib/brand'

export function LabsCallToAction() {
  return (
    <section aria-labelledby="labs-cta-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="rounded-2xl border border-border bg-gradient-to-br from-accent to-card p-8 text-center sm:p-12">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-background/70 text-accent-foreground">
          <Handshake aria-hidden="true" className="h-6 w-6" />
        </span>
        <h2 id="labs-cta-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Innovate with Us?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-foreground">
          Bring us a hard problem from your industry. Our researchers and AI architects will explore it with you, from
          the first prototype to a model in production.
        </p>
        {/* Collaborating starts with a message to us; learning more, with who we are. */}
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/contact#contact-form" size="lg">
            Start Collaborating
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          {/* 'Learn More' alone does not say where it leads (a screen reader's list of links, a search engine). */}
          <ButtonLink to="/about" size="lg" variant="outline">
            Learn More<span className="sr-only"> about {brand.name}</span>
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
