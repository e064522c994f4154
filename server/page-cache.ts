/**
 * The rendered HTML of public pages, kept in this process for a few seconds (decisions 012, 030).
 *
 * Why: every page is rendered by React on the server from the database, and on the embedded
 * database every query waits its turn on one connection. A public page is the same for every
 * visitor who is not signed in, apart from the few cookies it reads (theme, consent) and the CSP
 * nonce, so rendering it once per few seconds serves a burst of visitors at the cost of one.
 *
 * What is kept: GETs of public pages (`isPublicPage`), keyed by host, URL and the values of the
 * cookies the render reads. Every cookie the site uses is named in app/.server/cookies.ts: a
 * personal one (a session, a chat, a notice) means a page made for that visitor, which is rendered
 * for them and never kept; a cookie that is not ours (analytics, a CDN's) is ignored. Only a whole
 * 200 text/html answer that sets no cookie is kept. The request's nonce is cut out of the kept
 * HTML, and each answer from the cache gets the nonce helmet made for it, so every script still
 * carries a nonce of its own response.
 *
 * Each GET or HEAD of a public page says what the cache did in `X-Page-Cache`: `hit` (from
 * memory), `miss` (rendered, and kept if the answer may be) or `bypass` (rendered for this visitor
 * alone: a personal cookie, a HEAD without a fresh copy, an answer that may not be kept).
 *
 * How fresh: `clear()` empties it. The site calls it whenever public pages may show something else
 * (app/.server/public-pages-changed.ts): the database announces every change to a table they read,
 * in every process on the same database, and the module that wrote says so in its own process at
 * once. Nothing else empties it: a staff write that no public page shows (a lead's status, a note)
 * leaves every copy warm (decision 082). `ttlMs` bounds the age of a copy all the same. An
 * old copy is still served while one request renders its replacement, so visitors never queue
 * behind a burst of renders when a copy ages out.
 *
 * Besides HTML, an XML answer is kept (the sitemap, app/routes/sitemap[.]xml.ts): it carries no
 * nonce, so it is served as it was rendered.
 */
import type express from 'express'
import { parse } from 'cookie'

interface Entry {
  /** The HTML split at each place the nonce stood, as bytes (no encoding per answer). */
  parts: Buffer[]
  /** The headers the app set (the type; not those of helmet and compression, which run again). */
  headers: Array<[string, string | number | string[]]>
  storedAt: number
  refreshing: boolean
}

/** The app's own rules: which pages are public and which cookies a render reads (app/.server/cookies.ts). */
interface PublicPageRules {
  isPublicPage(path: string): boolean
  /** 'personal' for a cookie that makes a page for its visitor alone. */
  cookieUse(name: string): string | null
  /** The cookies a public page's render reads (theme, consent): part of the key. */
  renderCookies: readonly string[]
}

interface PageCacheOptions {
  /** Which pages may be kept and how they are keyed (the app's, through server hooks). */
  rules: PublicPageRules
  /** How old a copy may be before it is rendered again. */
  ttlMs?: number
  /** How many pages (URL and render cookies) are kept; the least recently used go first. */
  maxEntries?: number
  /** A page larger than this is not kept (page 200 of a search, say). */
  maxEntryBytes?: number
  /** The request's CSP nonce, as the security headers were made with it. */
  nonceOf(res: express.Response): string
  /** What the cache did with each public page it was asked for, as X-Page-Cache says (the metrics). */
  answered?(result: 'hit' | 'miss' | 'bypass'): void
}

interface PageCache {
  middleware: express.RequestHandler
  /** How many answers came from the cache and how many were rendered (for tests and measures). */
  stats(): { hits: number; misses: number; entries: number }
  clear(): void
}

/** Headers of the transport that compression sets again for each answer. */
const TRANSPORT_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding'])

/** The answers that may be kept: pages, and the sitemap's XML. */
const KEPT_TYPES = /^(text\/html|application\/xml)\b/

/** Says what the cache did with a page: answered from memory, rendered for it, or rendered for this visitor alone. */
const PAGE_CACHE_HEADER = 'X-Page-Cache'

/**
 * The cache key of a public page's request, or null when it must be rendered for its visitor (it
 * carries a personal cookie). Cookies that are not ours are neither: no render reads them.
 */
function keyOf(req: express.Request, rules: PublicPageRules): string | null {
  const header = req.headers.cookie
  const cookies = header ? parse(header) : {}
  if (Object.keys(cookies).some((name) => rules.cookieUse(name) === 'personal')) return null
  const rendered = rules.renderCookies.map((name) => `${name}=${cookies[name] ?? ''}`).join(';')
  return `${req.hostname} ${req.originalUrl} ${rendered}`
}

function splitAt(html: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = []
  let from = 0
  for (let at = html.indexOf(separator); at >= 0; at = html.indexOf(separator, from)) {
    parts.push(html.subarray(from, at))
    from = at + separator.length
  }
  parts.push(html.subarray(from))
  return parts
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? 5_000
  const maxEntries = options.maxEntries ?? 500
  const maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<Entry | undefined>>()
  // Bumped by every change: a render that began before it must not be kept after it.
  let generation = 0
  let hits = 0
  let misses = 0

  function serve(res: express.Response, entry: Entry) {
    hits++
    options.answered?.('hit')
    res.status(200)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader(PAGE_CACHE_HEADER, 'hit')
    const nonce = Buffer.from(options.nonceOf(res))
    res.end(Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part]))))
  }

  /** Lets the app render this answer for its visitor alone. */
  function bypass(res: express.Response, next: express.NextFunction) {
    options.answered?.('bypass')
    res.setHeader(PAGE_CACHE_HEADER, 'bypass')
    next()
  }

  /** Lets the app render, passing its answer on as it streams, and keeps a copy if it may. */
  function renderAndKeep(key: string, res: express.Response, next: express.NextFunction, stale: Entry | undefined) {
    misses++
    // Visitors asking for this page meanwhile wait for this render rather than start their own.
    let settle: (entry: Entry | undefined) => void = () => {}
    const made = stale ? undefined : new Promise<Entry | undefined>((resolve) => (settle = resolve))
    if (made) rendering.set(key, made)
    let settled = false
    const done = (entry: Entry | undefined) => {
      if (settled) return
      settled = true
      if (stale) stale.refreshing = false
      if (made && rendering.get(key) === made) rendering.delete(key)
      settle(entry)
    }
    const startedIn = generation
    const before = new Set(res.getHeaderNames())
    const chunks: Buffer[] = []
    let bytes = 0
    let keep = true
    let headers: Entry['headers'] | null = null
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response

    const take = (chunk: unknown, encoding: unknown) => {
      // The app's headers are all set by its first write; compression adds its own after this.
      if (!headers) {
        const type = String(res.getHeader('content-type') ?? '')
        keep &&= res.statusCode === 200 && KEPT_TYPES.test(type) && !res.hasHeader('set-cookie')
        headers = res
          .getHeaderNames()
          .filter((name) => !before.has(name) && !TRANSPORT_HEADERS.has(name))
          .map((name) => [name, res.getHeader(name)!])
        if (!res.headersSent) res.setHeader(PAGE_CACHE_HEADER, keep ? 'miss' : 'bypass')
        options.answered?.(keep ? 'miss' : 'bypass')
      }
      if (!keep || chunk == null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      bytes += buffer.length
      if (bytes > maxEntryBytes) keep = false
      else chunks.push(buffer)
    }
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      take(chunk, encoding)
      return write(chunk, encoding, callback)
    }) as express.Response['write']
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      take(chunk, encoding)
      return end(chunk, encoding, callback)
    }) as express.Response['end']

    // Only an answer sent whole is kept; a visitor who left mid-page leaves nothing behind.
    res.once('finish', () => {
      if (!keep || !headers || generation !== startedIn) {
        // The page is no longer one to keep (a model hidden by another process, say): nor is its old copy.
        if (stale && entries.get(key) === stale) entries.delete(key)
        return done(undefined)
      }
      const nonce = options.nonceOf(res)
      const entry = {
        parts: splitAt(Buffer.concat(chunks), Buffer.from(nonce)),
        headers,
        storedAt: Date.now(),
        refreshing: false,
      }
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      done(entry)
    })
    res.once('close', () => done(undefined))
    next()
  }

  const middleware: express.RequestHandler = (req, res, next) => {
    // A POST changes no copy by itself: what it wrote, if public pages show it, says so (see above).
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!options.rules.isPublicPage(req.path)) return next()
    const key = keyOf(req, options.rules)
    if (!key) return bypass(res, next)
    const entry = entries.get(key)
    // A HEAD is answered from a fresh copy, but never renders one to keep (its answer has no body).
    if (req.method === 'HEAD')
      return entry && Date.now() - entry.storedAt < ttlMs ? serve(res, entry) : bypass(res, next)
    if (!entry) {
      const pending = rendering.get(key)
      if (!pending) return renderAndKeep(key, res, next, undefined)
      // Served from the copy being made, or rendered for this visitor when none could be kept.
      return void pending.then((made) => (made ? serve(res, made) : bypass(res, next)))
    }
    // Most recently used last: the first key is the one to drop.
    entries.delete(key)
    entries.set(key, entry)
    if (Date.now() - entry.storedAt < ttlMs || entry.refreshing) return serve(res, entry)
    entry.refreshing = true
    renderAndKeep(key, res, next, entry)
  }

  function clear() {
    generation++
    entries.clear()
  }

  return { middleware, stats: () => ({ hits, misses, entries: entries.size }), clear }
}
