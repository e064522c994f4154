/**
 * /models/{slug}: one model, with its head tags and structured data for search engines, and
 * 'Request access' (decision 084): the form for an organisation's Admin, sign-in for a visitor, the
 * reason for anyone else. Its POST is the request (app/.server/model-access-forms.ts). A visitor's
 * page is the same for every visitor, so the page cache may keep it; a signed-in person's is theirs.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getUser } from '~/.server/auth'
import { accessOnModelPage } from '~/.server/model-access'
import { modelAccessAction, signInToRequest } from '~/.server/model-access-forms'
import { RequestAccess, type RequestAccessState } from '~/components/catalogue/request-access'
import { getConfig } from '~/.server/config'
import { publicModel } from '~/.server/models'
import type { ChatModelHandle } from '~/components/chat/architect-launcher'
import { ModelDetail, ModelNotFound } from '~/components/catalogue/model-detail'
import type { SocialCoverHandle } from '~/components/layout/social-image'
import { JsonLd } from '~/components/json-ld'
import { brand } from '~/lib/brand'
import { cutAtWord } from '~/lib/cut-at-word'

/** Slugs are short lower-case ASCII (docs/product.md#catalogue). */
const SLUG = /^[a-z0-9-]{1,220}$/

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? ''
  // A slug in another case is the same model: one permanent redirect to its canonical URL, query
  // kept (decision 024). The target is built from the slug's own characters, never another host.
  const lower = slug.toLowerCase()
  if (lower !== slug && SLUG.test(lower)) {
    throw redirect(`/models/${lower}${new URL(request.url).search}`, 301)
  }
  // Slugs are short and ASCII; anything else cannot name a model.
  const model = SLUG.test(slug) ? await publicModel(slug) : null
  if (!model) throw data({ slug }, { status: 404 })
  const { siteUrl } = getConfig()
  const user = await getUser(request, context)
  const access: RequestAccessState = user
    ? { signedIn: true, ...(await accessOnModelPage(user, model.slug)) }
    : { signedIn: false, signInHref: signInToRequest(model.slug) }
  const requested = new URL(request.url).searchParams.get('requested') === '1'
  // The query selects exactly the page's columns (MODEL_PAGE_COLUMNS).
  return { siteUrl, model, access, requested }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const slug = params.slug ?? ''
  if (!SLUG.test(slug)) throw data({ slug }, { status: 404 })
  return modelAccessAction(request, context, slug)
}

function absolute(siteUrl: string, url: string | null) {
  if (!url) return undefined
  return url.startsWith('/') ? `${siteUrl}${url}` : url
}

// The link-preview image (og:image, twitter:image) is the cover's 1200×630 copy, set by the root.
// The site-wide AI Architect launcher carries the page's model (its slug), as the page's own button does.
export const handle: SocialCoverHandle & ChatModelHandle = {
  socialCover: (data) => (data as Awaited<ReturnType<typeof loader>> | undefined)?.model.cover_image,
  chatModel: (data) => (data as Awaited<ReturnType<typeof loader>> | undefined)?.model.slug,
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: `Model Not Found | ${brand.name}` }, { name: 'robots', content: 'noindex' }]
  const { model, siteUrl } = loaded
  const title = model.meta_title || model.title
  const description = model.meta_description || model.short_description || cutAtWord(model.description, 160)
  const canonical = `${siteUrl}/models/${model.slug}`
  return [
    { title },
    { name: 'description', content: description },
    ...(model.meta_keywords.length > 0 ? [{ name: 'keywords', content: model.meta_keywords.join(', ') }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: brand.name },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
}

/** JSON-LD Product with its offer, so search engines can show the price. */
function StructuredData({ model, siteUrl }: Awaited<ReturnType<typeof loader>>) {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model.title,
    description: model.short_description || cutAtWord(model.description, 300),
    image: absolute(siteUrl, model.cover_image) ?? absolute(siteUrl, model.logo_url),
    category: model.categories[0],
    brand: { '@type': 'Brand', name: brand.name },
    url: `${siteUrl}/models/${model.slug}`,
    offers: {
      '@type': 'Offer',
      price: model.cost,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${siteUrl}/models/${model.slug}`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: model.cost,
        priceCurrency: 'USD',
        unitText: 'MONTH',
      },
    },
  }
  return <JsonLd data={json} />
}

export default function ModelPage() {
  const loaded = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <>
      <StructuredData {...loaded} />
      <ModelDetail
        model={loaded.model}
        access={
          <RequestAccess
            modelTitle={loaded.model.title}
            state={loaded.access}
            requested={loaded.requested}
            result={result}
          />
        }
      />
    </>
  )
}

export function ErrorBoundary() {
  return <ModelNotFound />
}
