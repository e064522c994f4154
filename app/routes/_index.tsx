/** Home: hero, features, vision and the model catalogue (its state in the URL, as on /models). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCatalogue } from '~/.server/catalogue'
import { Catalogue } from '~/components/catalogue/catalogue'
import { Features } from '~/components/home/features'
import { Hero } from '~/components/home/hero'
import { Vision } from '~/components/home/vision'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `${brand.name} | Industry-specific AI models for the enterprise` },
  {
    name: 'description',
    content:
      '200+ industry-specific AI models in one place, expert AI architects and enterprise-grade security. Save up to 40% on AI costs.',
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCatalogue(request)
}

export default function Home() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <Hero />
      <Features />
      <Vision />
      <Catalogue data={data} basePath="/" />
    </>
  )
}
