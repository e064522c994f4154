/**
 * Pages compressed in one call, instead of through a compression stream (decision 037).
 *
 * Why: every page is rendered whole and written at once (app/entry.server.tsx), and kept pages are
 * answered whole too (page-cache.ts). Through `compression`'s stream, a Brotli stream made per
 * answer, /models cost the server about 1.2 ms more CPU per request than compressing the same
 * bytes in one call: a sixth of a rendered page. Everything else (scripts, styles, the chat's
 * stream, the CSV export) still goes through `compression`, which sees these answers as already
 * encoded and leaves them alone.
 *
 * What it keeps from `compression`: the same negotiation (`negotiator`, Brotli preferred, then
 * gzip), the same Brotli settings, `Vary: Accept-Encoding`, nothing under 1 KB, nothing for a
 * `Cache-Control: no-transform` answer or a HEAD. A page over 256 KB (a long search) is compressed
 * on the thread pool, so it never holds up other requests.
 */
import zlib from 'node:zlib'
import type express from 'express'
import Negotiator from 'negotiator'

/** Brotli for pages and assets alike: quality 2, a 256 KB window (decision 012). */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
}

const THRESHOLD_BYTES = 1024
const IN_LINE_MAX_BYTES = 256 * 1024

type Encoding = 'br' | 'gzip'

function encodingFor(req: express.Request): Encoding | null {
  // negotiator 0.6.4 takes the server's preference as a second argument (its types predate it):
  // a browser that accepts both, at the same weight, gets Brotli, as from `compression`.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], preferred: string[]): string | undefined
  }
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], ['br', 'gzip'])
  return chosen === 'br' || chosen === 'gzip' ? chosen : null
}

function isWholePage(res: express.Response) {
  const type = res.getHeader('Content-Type')
  const cacheControl = String(res.getHeader('Cache-Control') ?? '')
  return (
    typeof type === 'string' &&
    type.startsWith('text/html') &&
    !res.getHeader('Content-Encoding') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl) &&
    res.statusCode !== 204 &&
    res.statusCode !== 304
  )
}

function compress(body: Buffer, encoding: Encoding, done: (error: Error | null, packed: Buffer) => void) {
  if (body.length > IN_LINE_MAX_BYTES) {
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS, done)
    else zlib.gzip(body, done)
    return
  }
  done(null, encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body))
}

/** A written chunk as bytes: Remix writes `Uint8Array`s, which `Buffer.concat` takes as they are. */
const asBytes = (chunk: unknown, encoding?: unknown): Uint8Array =>
  chunk instanceof Uint8Array
    ? chunk
    : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

/**
 * Registered after `compression`: an HTML answer is held until its end, then compressed whole and
 * handed to `compression` with its `Content-Encoding` set. Any other answer passes straight through.
 * What an answer is, and its encoding, are decided at its first write, so a script or a style from
 * `/assets` costs no negotiation here.
 */
export function compressWholePages(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === 'HEAD' || !req.headers['accept-encoding']) return next()
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response
    // Undecided until the first write; then the page being held with its encoding, or null (pass on).
    let page: { encoding: Encoding; held: Uint8Array[] } | null | undefined
    const holding = () => {
      if (page === undefined) {
        const encoding = isWholePage(res) ? encodingFor(req) : null
        page = encoding ? { encoding, held: [] } : null
      }
      return page
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const held = holding()?.held
      if (!held) return write(chunk, ...rest)
      held.push(asBytes(chunk, rest[0]))
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
      if (callback) process.nextTick(callback)
      return true
    }) as express.Response['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const kept = holding()
      if (!kept) return end(chunk, ...rest)
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') kept.held.push(asBytes(chunk, rest[0]))
      // `end(callback)` and `end(chunk, encoding, callback)` alike: the callback goes on with the body.
      const callback = [chunk, ...rest].find((arg) => typeof arg === 'function')
      const body = Buffer.concat(kept.held)
      res.vary('Accept-Encoding')
      if (body.length < THRESHOLD_BYTES) return end(body, callback)
      compress(body, kept.encoding, (error, packed) => {
        // Compression does not fail on bytes in memory; if it ever did, the page goes out as it is.
        if (error) return end(body, callback)
        res.setHeader('Content-Encoding', kept.encoding)
        res.setHeader('Content-Length', packed.length)
        end(packed, callback)
      })
      return res
    }) as express.Response['end']
    next()
  }
}
