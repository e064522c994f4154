/** /sitemap.xml: every public page and every active model; past the protocol's limits, an index of parts (app/.server/sitemap.ts). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { sitemapAnswer } from '~/.server/sitemap'

export function loader({ request }: LoaderFunctionArgs) {
  return sitemapAnswer(new URL(request.url))
}
