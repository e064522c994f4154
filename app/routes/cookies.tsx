/** The Cookie Policy: static text, rendered on the server. */
import type { MetaFunction } from '@remix-run/node'
import { CookiePolicy } from '~/components/legal/cookie-policy'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `Cookie Policy | ${brand.name}` },
  { name: 'description', content: `The Cookie Policy of ${brand.legalName}.` },
]

export default function CookiePolicyPage() {
  return <CookiePolicy />
}
