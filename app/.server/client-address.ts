/**
 * Who the client is. The one place that decides which address a request comes from, for the
 * per-address rate limits and the address stored with a session (decision 016).
 *
 * By default that is the address of the socket: headers such as X-Forwarded-For are written by
 * the client, and trusting them lets anyone pick a new address per request. Behind proxies the
 * operator names them with TRUST_PROXY and Express's own `trust proxy` setting picks the address
 * the nearest untrusted hop gave. Whatever comes out is checked to be an IP address; anything
 * else falls back to the socket's.
 *
 * The server (server/site.ts) resolves the address once per request through `resolveClientAddress`
 * and hands it to the app in the request's load context, as it does the CSP nonce; loaders and
 * actions read it from their `context` with `clientAddress`. A request from anywhere else (a unit
 * test, another server) has none, and counts as 'unknown'.
 */
import net from 'node:net'
import type { AppLoadContext } from '@remix-run/node'

/** Express's named ranges for `trust proxy`. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** What TRUST_PROXY may hold, as Express's `trust proxy` takes it: off, a hop count, or proxies. */
type TrustProxy = false | number | string[]

/**
 * TRUST_PROXY parsed: '' or 'false' → false (the socket address); '1', '2' → that many proxy
 * hops; 'loopback,10.0.0.0/8' → those proxies. Null when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops <= 20 ? hops : null
  }
  const entries = text.split(',').map((entry) => entry.trim())
  return entries.every(isProxyEntry) ? entries : null
}

function isProxyEntry(entry: string) {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = net.isIP(address)
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * `value` as one IP address in a single spelling (IPv6 lower-case and compressed, IPv4-mapped
 * IPv6 as plain IPv4), or null when it is not an IP address.
 */
export function normaliseAddress(value: string | null | undefined): string | null {
  if (!value) return null
  // A zone (fe80::1%eth0) names the server's own interface, not the client.
  const address = value.trim().replace(/%.*$/, '')
  const family = net.isIP(address)
  if (family === 4) return address
  if (family !== 6) return null
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical)
  if (!mapped) return canonical
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * The client's address, as the server resolves it for each request: Express's `req.ip` (which
 * follows `trust proxy`) when it is an IP address, else the socket's; '' when the socket is
 * already gone.
 */
export function resolveClientAddress(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return normaliseAddress(req.ip) ?? normaliseAddress(req.socket.remoteAddress) ?? ''
}

/** The caller's address as the server resolved it; null outside the HTTP server (unit tests). */
export function clientAddress(context: AppLoadContext | undefined): string | null {
  return normaliseAddress(context?.clientAddress)
}

/**
 * Who a per-address rate limit counts: the address, except that IPv6 counts by /64, the block one
 * subscriber or host usually holds whole (otherwise every one of its addresses would be a new
 * visitor). 'unknown' when there is no address, so such requests share one count.
 */
export function rateLimitAddress(context: AppLoadContext | undefined): string {
  const address = clientAddress(context)
  if (!address) return 'unknown'
  if (!address.includes(':')) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight groups of a compressed IPv6 address (as `normaliseAddress` writes it). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right]
}
