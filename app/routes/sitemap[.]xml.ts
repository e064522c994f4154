/** /sitemap.xml: every public page and every active model. */
import { getConfig } from '~/.server/config'
import { ANON } from '~/.server/db'
import { listActiveSlugs } from '~/.server/models'
import { escapeXml } from '~/lib/escape-xml'
import { PUBLIC_PAGES } from '~/lib/public-pages'

export async function loader() {
  const { siteUrl } = getConfig()
  const models = await listActiveSlugs(ANON)
  const urls = [
    ...PUBLIC_PAGES.map((path) => `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`),
    ...models.map(
      (m) =>
        `<url><loc>${escapeXml(`${siteUrl}/models/${m.slug}`)}</loc><lastmod>${new Date(m.updated_at).toISOString()}</lastmod></url>`,
    ),
  ]
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
