/**
 * /contact (docs/product.md#contact): the hero, the four info cards, the contact form, 'Talk to Our
 * Experts' with the scheduling widget, and 'Follow Us'.
 *
 * The action (docs/product.md#contact): bad input → 400 with the field errors and the typed
 * values, nothing saved; a filled honeypot → the usual success answer, nothing saved; more than 5
 * messages from one address in 10 minutes → 429; a failed insert → 503 'Something went wrong.
 * Please try again.' with the typed values kept; success → redirect to /contact?sent=1, so a reload
 * never sends the message twice.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { rateLimitAddress } from '~/.server/client-address'
import { getConfig } from '~/.server/config'
import { ANON } from '~/.server/db'
import { createEnquiry } from '~/.server/enquiry'
import { readForm } from '~/.server/input'
import { kickOutbox } from '~/.server/mail/outbox'
import { hitRateLimits, RATE_LIMITS, rateLimit } from '~/.server/rate-limit'
import { ContactFormSection, type ContactResult } from '~/components/contact/contact-form'
import { ContactHero } from '~/components/contact/contact-hero'
import { ContactInfo } from '~/components/contact/contact-info'
import { FollowUs } from '~/components/contact/follow-us'
import { TalkToExperts } from '~/components/contact/talk-to-experts'
import { brand } from '~/lib/brand'
import { contactMessages, HONEYPOT_FIELD } from '~/lib/contact'
import { validateContact } from '~/lib/contact-schema'

const SENT_LOCATION = '/contact?sent=1#contact-form'

export const meta: MetaFunction = () => [
  { title: `Contact Us | ${brand.name}` },
  {
    name: 'description',
    content: `Get in touch with ${brand.name}: send us a message, schedule a consultation with our AI architects, or reach our offices in Mumbai and Atlanta by email or phone.`,
  },
]

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  return {
    schedulingUrl: getConfig().schedulingUrl,
    sent: url.searchParams.get('sent') === '1',
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  if (!form) {
    const unreadable: ContactResult = {
      status: 'error',
      error: { '': ['The form could not be read. Please try again.'] },
    }
    return data(unreadable, { status: 400 })
  }

  // Robots fill in every field; people never see this one. Answer as if it worked.
  const trap = form.get(HONEYPOT_FIELD)
  if (typeof trap === 'string' && trap.trim() !== '') throw redirect(SENT_LOCATION)

  const submission = validateContact(form)
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 })
  }

  try {
    const allowed = await hitRateLimits([rateLimit('contact', rateLimitAddress(context))])
    if (!allowed) {
      return data(submission.reply({ formErrors: [contactMessages.tooMany] }), {
        status: 429,
        headers: { 'Retry-After': String(RATE_LIMITS.contact.windowSeconds) },
      })
    }
    await createEnquiry(ANON, submission.value)
    // Its notification was queued with it; send it now, in the background.
    kickOutbox()
  } catch (error) {
    console.error('[contact] could not save an enquiry', error)
    return data(submission.reply({ formErrors: [contactMessages.failure] }), { status: 503 })
  }

  throw redirect(SENT_LOCATION)
}

export default function ContactPage() {
  const { schedulingUrl, sent } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as ContactResult | undefined
  return (
    <>
      <ContactHero />
      <ContactInfo />
      {/* The form and 'Talk to Our Experts' are about as tall as each other, side by side on a
          desktop; 'Follow Us' runs under both, so neither column ends in a tall empty space. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactFormSection sent={sent} lastResult={lastResult} />
        </div>
        <div className="lg:col-span-2">
          <TalkToExperts schedulingUrl={schedulingUrl} />
        </div>
        <div className="lg:col-span-5">
          <FollowUs />
        </div>
      </div>
    </>
  )
}
