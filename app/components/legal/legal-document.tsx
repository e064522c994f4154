/**
 * The shared layout of the legal pages (privacy, terms, cookies): one article with one h1, the
 * "last updated" line and numbered h2 sections. Plain static text, readable in both themes.
 */
import { type ReactNode } from 'react'
import { brand } from '~/lib/brand'

/** The date every legal page was last updated (docs/product.md#company-pages). */
export const LEGAL_LAST_UPDATED = 'February 7, 2024'

/** The class every link in the legal text uses. */
const legalLinkClass = 'text-primary underline underline-offset-4'

export function LegalDocument({
  title,
  lastUpdated,
  children,
}: {
  title: string
  lastUpdated: string
  children: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 text-foreground sm:px-6">
      <header className="border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
      </header>
      <div className="mt-8 space-y-10 leading-7">{children}</div>
    </article>
  )
}

/** A numbered section of a legal page: a `<section>` labelled by its h2. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 space-y-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
        {title}
      </h2>
      <div className="space-y-4 leading-7 text-muted-foreground">{children}</div>
    </section>
  )
}

/** A sub-heading inside a section (h3, so headings stay in order). */
export function LegalSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-foreground">{children}</h3>
}

/** A bulleted list in the legal text. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 leading-7">{children}</ul>
}

/** A link in the legal text (mailto and internal links alike). */
export function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={legalLinkClass}>
      {children}
    </a>
  )
}

/** The contact block every legal page ends with: the email and both offices. */
export function LegalContact() {
  return (
    <address className="rounded-lg border border-border bg-card p-5 not-italic leading-7 text-foreground">
      <p className="font-semibold">{brand.legalName}</p>
      <p>
        Email: <LegalLink href={`mailto:${brand.email}`}>{brand.email}</LegalLink>
      </p>
      <ul className="mt-3 space-y-2">
        {brand.headquarters.map((office) => (
          <li key={office.city}>
            <span className="font-medium">
              {office.city}, {office.country}:
            </span>{' '}
            <span className="text-muted-foreground">{office.address}</span>
          </li>
        ))}
      </ul>
    </address>
  )
}
