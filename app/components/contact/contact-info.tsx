/** The four info cards of /contact: Headquarters, Email, Phone, Website (brand.ts holds the facts). */
import { Globe, Mail, MapPin, Phone, type IconComponent } from '~/components/ui/icons'
import type { ReactNode } from 'react'
import { brand } from '~/lib/brand'

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline break-words'

function InfoCard({ icon: Icon, title, children }: { icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-border bg-card/70 p-6">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <div className="mt-2 text-sm leading-6 text-muted-foreground">{children}</div>
    </li>
  )
}

export function ContactInfo() {
  const website = brand.website.replace(/^https?:\/\//, '')
  return (
    <section aria-labelledby="contact-info-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="contact-info-title" className="sr-only">
        How to reach us
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <InfoCard icon={MapPin} title="Headquarters">
          <ul className="space-y-3">
            {brand.headquarters.map((office) => (
              <li key={office.city}>
                <span className="font-medium text-foreground">
                  {office.city}, {office.country}
                </span>
                <br />
                {office.address}
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard icon={Mail} title="Email">
          <a href={`mailto:${brand.email}`} className={linkClass}>
            {brand.email}
          </a>
          <p className="mt-1">We answer within one business day.</p>
        </InfoCard>
        <InfoCard icon={Phone} title="Phone">
          <a href={brand.phoneHref} className={linkClass}>
            {brand.phone}
          </a>
          <p className="mt-1">Monday to Friday, business hours.</p>
        </InfoCard>
        <InfoCard icon={Globe} title="Website">
          <a href={brand.website} className={linkClass}>
            {website}
          </a>
          <p className="mt-1">Models, products and news.</p>
        </InfoCard>
      </ul>
    </section>
  )
}
