/**
 * `npm run size`: how much JavaScript a first-time visitor of each public page downloads, as the
 * production server sends it (gzip). Counted: every script the server-rendered HTML names
 * (`<link rel="modulepreload">` and `<script src>`), each file once per page, plus the inline
 * scripts (Remix's hydration data) as they weigh inside the gzipped document. Exits 1 when a
 * page's total is over the budget (150 KB unless `--budget N`, in KB of 1,024 bytes).
 *
 *   npm run size [-- --port 3211] [--budget 150] [--rebuild]
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { option } from './lib/options'
import { publicPages, startProductionServer } from './lib/production-server'

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

/** The script files the page asks for before any of its JavaScript runs. */
function scriptUrls(html: string) {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    if (href) urls.add(href)
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(match[1]!)
  // Remix's inline module script imports the entry and route modules (also preloaded, usually).
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]!)
  return [...urls]
}

/** Inline scripts (not JSON-LD data), gzipped on their own: an upper bound of their share. */
function inlineScriptBytes(html: string) {
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n')
  return inline ? zlib.gzipSync(inline).length : 0
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const port = Number(option('port', '3211'))
  const budget = Number(option('budget', '150')) * 1024
  const server = await startProductionServer(port)
  let over = false
  try {
    console.info(`JavaScript per page, gzip as served (budget ${kb(budget)}):\n`)
    console.info(`${'page'.padEnd(30)}${'files'.padStart(7)}${'script files'.padStart(14)}${'inline'.padStart(10)}${'total'.padStart(10)}`)
    const sizes = new Map<string, number>()
    for (const page of await publicPages(server.origin)) {
      const html = (await download(`${server.origin}${page}`)).body
      let files = 0
      const urls = scriptUrls(html)
      for (const url of urls) {
        if (!sizes.has(url)) {
          const file = await download(new URL(url, server.origin).href)
          // The server leaves files under 1 KB uncompressed (not worth it); larger ones must not be.
          if (file.encoding !== 'gzip' && file.bytes > 1024) throw new Error(`${url} was sent without compression.`)
          sizes.set(url, file.bytes)
        }
        files += sizes.get(url)!
      }
      const inline = inlineScriptBytes(html)
      const total = files + inline
      if (total > budget) over = true
      console.info(`${page.padEnd(30)}${String(urls.length).padStart(7)}${kb(files).padStart(14)}${kb(inline).padStart(10)}${kb(total).padStart(10)}${total > budget ? '  OVER BUDGET' : ''}`)
    }
  } finally {
    await server.stop()
  }
  if (over) {
    console.error(`\nAt least one page sends more than ${kb(budget)} of JavaScript.`)
    process.exit(1)
  }
}

await main()
