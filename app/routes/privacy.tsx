/** The Privacy Policy: static text, rendered on the server. */
import type { MetaFunction } from '@remix-run/node'
import { PrivacyPolicy } from '~/components/legal/privacy-policy'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Privacy Policy | ${brand.name}` },
  { name: 'description', content: `The Privacy Policy of ${brand.legalName}.` },
]

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />
}
