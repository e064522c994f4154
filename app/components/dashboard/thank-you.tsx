/**
 * The screen for signed-in users who are not (yet) an organisation (docs/product.md#dashboard):
 * their access request is under review, and 'Let's Talk' opens the scheduling popup (a plain link
 * to the scheduling page without JavaScript or when the widget cannot load). Someone whose address
 * is at a domain an organisation has claimed is offered to ask to join it, then told how their
 * request stands (docs/decisions/069-joining-by-domain.md); the form works without JavaScript.
 */
import { Form, Link } from '@remix-run/react'
import { ArrowLeft, LogOut } from '~/components/ui/icons'
import { BrandLogo } from '~/components/layout/brand-logo'
import { SignOutForm } from '~/components/layout/sign-out-form'
import { ThemeToggle } from '~/components/layout/theme-toggle'
import { ScheduleButton } from '~/components/scheduling/schedule-button'
import { buttonClass } from '~/components/ui/button'
import { StatusButton } from '~/components/ui/status-button'
import { sectionHref } from '~/lib/dashboard'
import { JOIN_OFFER_MESSAGES, type JoinOffer } from '~/lib/join-by-domain'
import { useIsPending } from '~/lib/use-is-pending'

/** The request to join the organisation that claimed the person's domain, and how it stands. */
function JoinPanel({ offer, problem }: { offer: JoinOffer | null; problem: string | null }) {
  const pending = useIsPending({ formAction: sectionHref('team'), match: { intent: 'ask-to-join' } })
  return (
    <>
      {problem ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm font-medium text-danger"
        >
          {problem}
        </p>
      ) : null}
      {offer?.kind === 'ask' ? (
        <Form
          method="post"
          action={sectionHref('team')}
          className="mt-6 rounded-xl border border-border p-4 text-left"
          aria-labelledby="join-offer-text"
        >
          <p id="join-offer-text" className="text-sm text-foreground">
            {JOIN_OFFER_MESSAGES.ask(offer.organizationName, offer.domain)}
          </p>
          <input type="hidden" name="intent" value="ask-to-join" />
          <input type="hidden" name="organization" value={offer.organizationId} />
          <StatusButton pending={pending} pendingText="Sending..." className="mt-4">
            {JOIN_OFFER_MESSAGES.askButton(offer.organizationName)}
          </StatusButton>
        </Form>
      ) : offer ? (
        <p
          role="status"
          className={`mt-6 rounded-lg border p-3 text-sm font-medium ${offer.kind === 'pending' ? 'border-success/50 bg-success/10' : 'border-border'}`}
        >
          {offer.kind === 'pending'
            ? JOIN_OFFER_MESSAGES.pending(offer.organizationName)
            : JOIN_OFFER_MESSAGES.rejected(offer.organizationName)}
        </p>
      ) : null}
    </>
  )
}

export function ThankYou({
  name,
  schedulingUrl,
  joinOffer = null,
  problem = null,
}: {
  name: string | null
  schedulingUrl: string
  /** The organisation that claimed the person's domain, or their request to it. */
  joinOffer?: JoinOffer | null
  /** Why asking to join was refused. */
  problem?: string | null
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center rounded-md">
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <SignOutForm className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </SignOutForm>
        </div>
      </div>

      <div className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <section
          aria-labelledby="thank-you-title"
          className="w-full max-w-xl rounded-2xl border border-border bg-card/80 p-8 text-center shadow-sm backdrop-blur sm:p-10"
        >
          <h1 id="thank-you-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {name ? `Thank you ${name}` : 'Thank you for your interest'}
          </h1>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">
            We will review your access request to our platform shortly. If you are looking for custom AI solutions,
            schedule a callback with our team.
          </p>
          <JoinPanel offer={joinOffer} problem={problem} />
          <div className="mt-8 flex flex-col items-center gap-4">
            <ScheduleButton url={schedulingUrl}>Let&apos;s Talk</ScheduleButton>
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to home
            </Link>
          </div>
        </section>
      </div>
    </div>
  )
}
