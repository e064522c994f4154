/** The /contact hero, 'Get in Touch with Us' (docs/product.md#contact). */
import { MessageSquare } from '~/components/ui/icons'

export function ContactHero() {
  return (
    <section
      aria-labelledby="contact-title"
      className="mx-auto max-w-7xl px-4 pb-12 pt-20 text-center sm:px-6 sm:pt-28"
    >
      <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-accent-foreground">
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        Contact Us
      </p>
      <h1 id="contact-title" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
        Get in Touch with <span className="text-primary">Us</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Questions about a model, a deployment or a partnership? Send us a message or book a consultation with one of our
        AI architects. We reply to every enquiry.
      </p>
    </section>
  )
}
