/**
 * The loaders of one request share one Request (patches/README.md), so what is kept per request
 * (the session, the admin check) is asked of the database once, not once per loader. Loaded as
 * the production server loads it (CommonJS), which is what the patch changes.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { callRouteLoader } = require('@remix-run/server-runtime/dist/data.js') as {
  callRouteLoader: (args: {
    loadContext: unknown
    loader: (args: { request: Request }) => unknown
    params: Record<string, string>
    request: Request
    routeId: string
    singleFetch: boolean
  }) => Promise<unknown>
}

async function requestsSeenBy(routeIds: string[], request: Request) {
  const seen: Request[] = []
  for (const routeId of routeIds) {
    await callRouteLoader({
      loadContext: {},
      loader: ({ request: given }) => {
        seen.push(given)
        return null
      },
      params: {},
      request,
      routeId,
      singleFetch: true,
    })
  }
  return seen
}

describe('the request a loader is given', () => {
  it('is one object for every loader of a request, without ?_routes and empty ?index', async () => {
    const request = new Request('http://localhost/admin/models?q=vision&index&_routes=root', {
      headers: { Cookie: 'session=abc' },
    })
    const [root, admin, models] = await requestsSeenBy(['root', 'routes/admin', 'routes/admin.models'], request)
    expect(admin).toBe(root)
    expect(models).toBe(root)
    expect(root!.url).toBe('http://localhost/admin/models?q=vision')
    expect(root!.headers.get('Cookie')).toBe('session=abc')
  })

  it('is a different object for another request, even to the same address', async () => {
    const [first] = await requestsSeenBy(['root'], new Request('http://localhost/about'))
    const [second] = await requestsSeenBy(['root'], new Request('http://localhost/about'))
    expect(second).not.toBe(first)
  })

  it('follows its request when the visitor goes away', async () => {
    const visitor = new AbortController()
    const [given] = await requestsSeenBy(['root'], new Request('http://localhost/', { signal: visitor.signal }))
    expect(given!.signal.aborted).toBe(false)
    visitor.abort()
    expect(given!.signal.aborted).toBe(true)
  })
})
