/**
 * Reading the site's own /sitemap.xml as a crawler does, to find a model page to measure. Past
 * 50,000 URLs the answer is a sitemap index whose `<loc>`s are its parts, not pages
 * (app/.server/sitemap.ts, decision 082); reading only the first file then found no model page,
 * and the tenfold step of `npm run bench:scale` lost its 'a model page' row.
 */

/** A sitemap's `<loc>`s, unescaped, and whether it is an index of sitemaps rather than a list of pages. */
export function readSitemap(xml: string): { index: boolean; locs: string[] } {
  const index = /<sitemapindex[\s>]/.test(xml)
  if (!index && !/<urlset[\s>]/.test(xml)) throw new Error('Not a sitemap: neither a <urlset> nor a <sitemapindex>.')
  const locs = [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) =>
    m[1]!
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  )
  return { index, locs }
}

/** A `<loc>`'s path and query, to ask of `origin` (the site may name another origin in SITE_URL). */
const pathOf = (loc: string) => {
  const url = new URL(loc, 'http://sitemap.invalid')
  return `${url.pathname}${url.search}`
}

/**
 * The path of the first model page the site's sitemap lists, following an index to its parts in
 * order until one lists a model (the first part also lists the public pages). `read` returns the
 * text at a path of the site; null when no part lists a model.
 */
export async function firstModelPage(read: (path: string) => Promise<string>): Promise<string | null> {
  const pending = ['/sitemap.xml']
  for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
    const { index, locs } = readSitemap(await read(path))
    // An index's parts are read in turn; the protocol does not nest indexes, so nor does this.
    if (index) {
      if (path !== '/sitemap.xml') throw new Error(`${path} is a sitemap index inside a sitemap index.`)
      pending.push(...locs.map(pathOf))
      continue
    }
    const model = locs.map(pathOf).find((page) => /^\/models\/[a-z0-9-]+$/.test(page))
    if (model) return model
  }
  return null
}
