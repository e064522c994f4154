/** /about: the company, its mission and values, its areas of innovation. Static, rendered on the server. */
import type { MetaFunction } from '@remix-run/node'
import { AboutHero } from '~/components/about/about-hero'
import { InnovationAreas } from '~/components/about/innovation-areas'
import { JoinUs } from '~/components/about/join-us'
import { Mission } from '~/components/about/mission'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `About Us | ${brand.name}` },
  {
    name: 'description',
    content: `${brand.name} is innovating the future of AI: 200+ industry-specific AI models, 2,500+ active users in 15+ industries, and our mission, values and areas of AI innovation.`,
  },
]

export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <Mission />
      <InnovationAreas />
      <JoinUs />
    </>
  )
}
