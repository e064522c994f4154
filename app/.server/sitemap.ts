/**
 * /sitemap.xml (docs/decisions/082-a-catalogue-of-a-hundred-thousand.md): every public page and every
 * active model, within the sitemap protocol's limits of 50,000 URLs and 50 MB a file.
 *
 * While the catalogue fits in one file, /sitemap.xml is that file, as it always was. Past that it
 * is a sitemap index whose parts are /sitemap.xml?from=<slug>&to=<slug>: the active models from one
 * slug up to the next part's first, each part read by its key through an index (never at an
 * offset), the public pages in the first part. A part's bounds are slugs rather than a number, so
 * a model added or removed after a crawler read the index moves no other model out of its part.
 * Each part says when its newest model changed (`lastmod`). The page cache keeps these answers as
 * it keeps public pages (app/.server/server-hooks.ts), and they go with them when the catalogue
 * changes.
 */
import { escapeXml } from '~/lib/escape-xml'
import { PUBLIC_PAGES } from '~/lib/public-pages'
import { getConfig } from './config'
import { ANON } from './db'
import { listSitemapModels, listSitemapParts, type SitemapModel } from './models'

/** The protocol's limits for one file: URLs, and bytes before compression. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const

/** The longest slug a model can have: its title's 200 characters (migration 20261122000300_ai_models.sql). */
const LONGEST_SLUG = 200
/** A part's bound as the index writes it: a model's slug. */
const SLUG = new RegExp(`^[a-z0-9-]{1,${LONGEST_SLUG}}$`)

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

function pageEntry(siteUrl: string, path: string) {
  return `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`
}

function modelEntry(siteUrl: string, model: SitemapModel) {
  return `<url><loc>${escapeXml(`${siteUrl}/models/${model.slug}`)}</loc><lastmod>${new Date(model.updated_at).toISOString()}</lastmod></url>`
}

function urlset(siteUrl: string, pages: readonly string[], models: SitemapModel[]) {
  const urls = [...pages.map((path) => pageEntry(siteUrl, path)), ...models.map((m) => modelEntry(siteUrl, m))]
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * How many models one file lists at most: the URL limit less the public pages (which the first part
 * also lists), and fewer if that many models at the longest slug would pass the byte limit.
 */
export function modelsPerFile(siteUrl: string, limits: { urls: number; bytes: number } = SITEMAP_LIMITS) {
  const envelope = Buffer.byteLength(urlset(siteUrl, PUBLIC_PAGES, []))
  const longest =
    Buffer.byteLength(modelEntry(siteUrl, { slug: 'x'.repeat(LONGEST_SLUG), updated_at: new Date(0) })) + 1
  const byBytes = Math.floor((limits.bytes - envelope) / longest)
  return Math.max(1, Math.min(limits.urls - PUBLIC_PAGES.length, byBytes))
}

/**
 * How many models the index puts in a part: nine tenths of a file's, so the models added to a part
 * between a crawler's reading of the index and of the part still fit in it.
 */
const PART_FILL = 0.9

/** A part's address in the index: its first slug (none for the first) and the next part's (none for the last). */
function partUrl(siteUrl: string, from: string | null, to: string | null) {
  const query = new URLSearchParams()
  if (from !== null) query.set('from', from)
  if (to !== null) query.set('to', to)
  return `${siteUrl}/sitemap.xml?${query}`
}

function sitemapIndex(siteUrl: string, parts: Array<{ first: string; lastmod: Date }>) {
  const entries = parts.map(
    (part, i) =>
      `<sitemap><loc>${escapeXml(partUrl(siteUrl, i === 0 ? null : part.first, parts[i + 1]?.first ?? null))}</loc><lastmod>${new Date(part.lastmod).toISOString()}</lastmod></sitemap>`,
  )
  return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/**
 * The answer to a GET of /sitemap.xml (with `from`/`to`: one part of the index). `limits` is the
 * protocol's; tests give smaller ones to see the index at a seeded catalogue's size.
 */
export async function sitemapAnswer(url: URL, limits: { urls: number; bytes: number } = SITEMAP_LIMITS) {
  const { siteUrl } = getConfig()
  const perFile = modelsPerFile(siteUrl, limits)
  const from = url.searchParams.get('from')
  const to = url.searchParams.get('to')
  if ((from !== null && !SLUG.test(from)) || (to !== null && !SLUG.test(to)))
    return new Response('Not a part of this sitemap: from and to are model slugs.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  if (from !== null || to !== null) {
    const models = await listSitemapModels(ANON, { from, to }, perFile)
    return new Response(urlset(siteUrl, from === null ? PUBLIC_PAGES : [], models), { headers: HEADERS })
  }
  const parts = await listSitemapParts(ANON, Math.max(1, Math.floor(perFile * PART_FILL)))
  if (parts.reduce((sum, part) => sum + part.models, 0) > perFile)
    return new Response(sitemapIndex(siteUrl, parts), { headers: HEADERS })
  const models = await listSitemapModels(ANON, { from: null, to: null }, perFile)
  return new Response(urlset(siteUrl, PUBLIC_PAGES, models), { headers: HEADERS })
}
