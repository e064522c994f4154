/** The Terms of Service: static text, rendered on the server. */
import type { MetaFunction } from '@remix-run/node'
import { TermsOfService } from '~/components/legal/terms-of-service'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Terms of Service | ${brand.name}` },
  { name: 'description', content: `The Terms of Service of ${brand.legalName}.` },
]

export default function TermsOfServicePage() {
  return <TermsOfService />
}
