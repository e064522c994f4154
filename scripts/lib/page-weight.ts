/**
 * How much JavaScript a first-time visitor of a page downloads, as the production server sends it
 * (gzip): every script the server-rendered HTML names (`<link rel="modulepreload">`, `<script src>`
 * and the imports of Remix's inline module script), each file once per page, plus the inline
 * scripts (Remix's hydration data) as they weigh gzipped on their own. One module for `npm run
 * size` and `npm run bench`, so both count the same bytes.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { deferredScripts } from '../../app/.server/paint-first'

/** The budget of issue 3 and issue 7: per public page, in bytes. */
export const JAVASCRIPT_BUDGET_BYTES = 150 * 1024

interface Download {
  bytes: number
  encoding: string
  body: string
}

/** GET as a browser would ask for it (gzip accepted), counting the bytes on the wire. */
function download(url: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
          const raw = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding'] ?? 'identity'
          const body = encoding === 'gzip' ? zlib.gunzipSync(raw).toString('utf8') : raw.toString('utf8')
          resolve({ bytes: raw.length, encoding, body })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

const IMPORT = /import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g

/**
 * The script files the page asks for before any of its JavaScript runs: those the document names,
 * and those its loader puts back after the first paint (decision 035).
 */
export function scriptUrls(html: string) {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    if (href) urls.add(href)
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(match[1]!)
  // Remix's inline module script imports the entry and route modules (also preloaded, usually).
  for (const match of html.matchAll(IMPORT)) urls.add(match[1]!)
  const deferred = deferredScripts(html)
  for (const href of deferred?.hrefs ?? []) urls.add(href)
  for (const match of deferred?.code.matchAll(IMPORT) ?? []) urls.add(match[1]!)
  return [...urls]
}

/** Inline scripts (not JSON-LD data), gzipped on their own: an upper bound of their share. */
function inlineScriptBytes(html: string) {
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('\n')
  return inline ? zlib.gzipSync(inline).length : 0
}

export interface PageWeight {
  page: string
  /** How many script files the page names. */
  files: number
  fileBytes: number
  inlineBytes: number
  total: number
}

/** The JavaScript weight of each page, in the order given. */
export async function measureJavaScript(origin: string, pages: string[]): Promise<PageWeight[]> {
  const sizes = new Map<string, number>()
  const weights: PageWeight[] = []
  for (const page of pages) {
    const html = (await download(`${origin}${page}`)).body
    let fileBytes = 0
    const urls = scriptUrls(html)
    for (const url of urls) {
      if (!sizes.has(url)) {
        const file = await download(new URL(url, origin).href)
        // The server leaves files under 1 KB uncompressed (not worth it); larger ones must not be.
        if (file.encoding !== 'gzip' && file.bytes > 1024) throw new Error(`${url} was sent without compression.`)
        sizes.set(url, file.bytes)
      }
      fileBytes += sizes.get(url)!
    }
    const inlineBytes = inlineScriptBytes(html)
    weights.push({ page, files: urls.length, fileBytes, inlineBytes, total: fileBytes + inlineBytes })
  }
  return weights
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The table both scripts print. */
export function printJavaScriptWeights(weights: PageWeight[], budget: number) {
  console.info(
    `${'page'.padEnd(30)}${'files'.padStart(7)}${'script files'.padStart(14)}${'inline'.padStart(10)}${'total'.padStart(10)}`,
  )
  for (const w of weights) {
    console.info(
      `${w.page.padEnd(30)}${String(w.files).padStart(7)}${kb(w.fileBytes).padStart(14)}${kb(w.inlineBytes).padStart(10)}${kb(w.total).padStart(10)}${w.total > budget ? '  OVER BUDGET' : ''}`,
    )
  }
}
