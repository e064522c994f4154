/** 'Follow Us' (docs/product.md#contact): the company's professional and photo-sharing networks, in a new tab. */
import type { SVGProps } from 'react'
import { buttonClass } from '~/components/ui/button'
import { brand } from '~/lib/brand'

// Brand marks drawn in the same 24 px stroke style as the site's other icons.
function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  )
}

function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </svg>
  )
}

const networks = [
  { name: 'LinkedIn', href: brand.social.linkedin, Icon: LinkedInIcon },
  { name: 'Instagram', href: brand.social.instagram, Icon: InstagramIcon },
] as const

export function FollowUs() {
  return (
    <section aria-labelledby="follow-title" className="rounded-2xl border border-border bg-card/70 p-6 sm:p-8">
      <h2 id="follow-title" className="text-2xl font-bold tracking-tight">
        Follow Us
      </h2>
      <p className="mt-2 text-muted-foreground">News from our labs, new models and events.</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {networks.map(({ name, href, Icon }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline' })}>
              <Icon aria-hidden="true" className="h-4 w-4" />
              {name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
