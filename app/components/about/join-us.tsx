/** 'Join Us': the closing call to action of /about. */
import { ArrowRight, Users } from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'

export function JoinUs() {
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="rounded-2xl border border-border bg-gradient-to-br from-accent to-card p-8 text-center sm:p-12">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-background/70 text-accent-foreground">
          <Users aria-hidden="true" className="h-6 w-6" />
        </span>
        <h2 id="join-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          Join Us
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-foreground">
          Whether you are starting your first AI project or scaling hundreds of models, we would love to help you shape
          what comes next.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signup" size="lg">
            Get Started
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
