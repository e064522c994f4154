/** /robots.txt: points to the sitemap and keeps the account and admin areas out of search. */
import { getConfig } from '~/.server/config'
import { SITEMAP_PATH } from '~/lib/public-pages'

export function loader() {
  const { siteUrl } = getConfig()
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /resources/',
    '',
    `Sitemap: ${siteUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
