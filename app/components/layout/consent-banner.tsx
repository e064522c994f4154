/**
 * The cookie-consent banner: rendered by the server while no choice exists. Accept stores 'true',
 * Decline 'false', the close icon hides it without storing a choice. A plain form without
 * JavaScript; with it, the banner hides at once and the choice is saved in the background (and
 * mirrored to local storage under the same 'gdpr-consent' key: docs/product.md#cookies).
 */
import { Link, useFetcher } from '@remix-run/react'
import { X } from '~/components/ui/icons'
import { useState } from 'react'
import { Button } from '~/components/ui/button'

export function ConsentBanner() {
  const fetcher = useFetcher()
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto max-w-3xl rounded-xl border border-border bg-card p-5 shadow-2xl md:bottom-6"
    >
      <form
        method="post"
        action="/resources/consent"
        onSubmit={(event) => {
          event.preventDefault()
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
          const intent = submitter?.value ?? 'close'
          if (intent === 'accept' || intent === 'decline') {
            try {
              window.localStorage.setItem('gdpr-consent', intent === 'accept' ? 'true' : 'false')
            } catch {
              // Storage may be unavailable (private mode); the cookie still records the choice.
            }
          }
          setHidden(true)
          fetcher.submit({ intent, js: '1' }, { method: 'post', action: '/resources/consent' })
        }}
      >
        <div className="flex items-start gap-4">
          <div className="flex-1">
            <h2 id="consent-title" className="text-base font-semibold">
              We value your privacy
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              We use cookies to keep you signed in, remember your preferences and understand how our site is used. Read
              our{' '}
              <Link to="/cookies" className="text-primary underline underline-offset-4">
                Cookie Policy
              </Link>
              .
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="accept" size="sm">
                Accept
              </Button>
              <Button type="submit" name="intent" value="decline" variant="outline" size="sm">
                Decline
              </Button>
            </div>
          </div>
          <button
            type="submit"
            name="intent"
            value="close"
            aria-label="Close"
            className="inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </form>
    </section>
  )
}
