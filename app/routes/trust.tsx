/**
 * /trust: Trust & FAQ, the knowledge base as a public page (docs/decisions/058-what-sales-knows-in-one-place.md).
 * Rendered on the server from the published articles (kept between changes like the catalogue), with
 * FAQPage structured data; every answer is an anchor the AI Architect links to.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getConfig } from '~/.server/config'
import { publicKnowledge } from '~/.server/knowledge'
import { TrustPage } from '~/components/knowledge/trust-page'
import { JsonLd } from '~/components/json-ld'
import { faqPageData, TRUST_PATH, trustPage } from '~/lib/knowledge-page'

// The request is not needed: the page is the same for every visitor.
export async function loader(_args: LoaderFunctionArgs) {
  const { siteUrl } = getConfig()
  return { siteUrl, articles: await publicKnowledge() }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const canonical = loaded ? `${loaded.siteUrl}${TRUST_PATH}` : undefined
  return [
    { title: trustPage.title },
    { name: 'description', content: trustPage.description },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
    { property: 'og:title', content: trustPage.title },
    { property: 'og:description', content: trustPage.description },
  ]
}

export default function Trust() {
  const { siteUrl, articles } = useLoaderData<typeof loader>()
  return (
    <>
      <JsonLd data={faqPageData(articles, siteUrl)} />
      <TrustPage articles={articles} />
    </>
  )
}
