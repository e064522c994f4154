/** Every URL no other route claims: a real 404, inside the site's layout. */
import { data } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/node'
import { ErrorPage } from '~/components/layout/error-page'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Page not found | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

// The 404 page offers the AI Architect's launcher, like the public pages (root.tsx reads this).
export const handle = { notFound: true }

export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return <ErrorPage status={404} />
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />
}
