/**
 * The dashboard's note that the account's address is not confirmed yet, with 'Send again'
 * (docs/product.md#dashboard): a plain form posting to /confirm-email, which answers on its own page.
 */
import { Form } from '@remix-run/react'
import { StatusButton } from '~/components/ui/status-button'
import { EMAIL_CONFIRMATION_PATH, EMAIL_CONFIRMATION_WORDS as WORDS } from '~/lib/email-confirmation'
import { useIsPending } from '~/lib/use-is-pending'

export function EmailConfirmationBanner({ email }: { email: string }) {
  const pending = useIsPending({ formAction: EMAIL_CONFIRMATION_PATH })
  return (
    <section
      aria-labelledby="email-confirmation-title"
      className="border-b border-primary/40 bg-primary/10 px-4 py-3 text-sm sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="email-confirmation-title" className="font-semibold">
            {WORDS.bannerTitle}
          </h2>
          <p className="text-muted-foreground">{WORDS.banner(email)}</p>
        </div>
        <Form method="post" action={EMAIL_CONFIRMATION_PATH}>
          <StatusButton pending={pending} pendingText={WORDS.sending} variant="outline" size="sm">
            {WORDS.sendAgain}
          </StatusButton>
        </Form>
      </div>
    </section>
  )
}
