/** /models: the catalogue on a page of its own. State in the URL: ?q=&industry=&page=. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCatalogue } from '~/.server/catalogue'
import { Catalogue } from '~/components/catalogue/catalogue'
import { brand } from '~/lib/brand'

export const meta: MetaFunction = () => [
  { title: `AI Models Catalog | ${brand.name}` },
  { name: 'description', content: 'Browse 200+ industry-specific AI models: search by name and filter by industry.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCatalogue(request)
}

export default function ModelsPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="pt-8">
      <Catalogue data={data} basePath="/models" headingLevel={1} />
    </div>
  )
}
