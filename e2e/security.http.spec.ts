// Issue 7, point 3: the security headers on every page a visitor, a user or an admin can reach, and
// the attributes of every cookie the site sets, on the wire from the production build.
import { expect, test, type APIResponse } from '@playwright/test'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { createPlainUser, E2E_ADMIN, sessionCookie } from './fixtures'

function expectSecurityHeaders(response: APIResponse, path: string) {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp, path).toContain("frame-ancestors 'none'")
  expect(csp, path).toContain("object-src 'none'")
  expect(csp, path).toContain("base-uri 'self'")
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
  expect(scriptSrc, path).not.toContain("'unsafe-inline'")
  expect(scriptSrc, path).not.toContain("'unsafe-eval'")
  expect(/script-src-attr 'none'/.test(csp), path).toBe(true)
  expect(headers['x-content-type-options'], path).toBe('nosniff')
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
  expect(headers['x-powered-by'], path).toBeUndefined()
  // The test server runs in production mode.
  expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}; includeSubDomains/)
  return /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
}

/** Every public page the sitemap lists, plus the pages it leaves out on purpose. */
async function publicPages(request: { get(path: string): Promise<APIResponse> }) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(listed).toContain('/models')
  expect(listed.some((p) => p.startsWith('/models/'))).toBe(true)
  return [
    ...new Set([
      ...listed,
      '/models?search=health',
      '/models?industry=Healthcare&page=2',
      '/login',
      '/signup',
      '/chat',
    ]),
  ]
}

test.describe('security headers', () => {
  test('on every page: public, signed in, admin, refused and missing', async ({ request }) => {
    const user = await createPlainUser('headers')
    const asUser = { Cookie: await sessionCookie(user.email) }
    const asAdmin = { Cookie: await sessionCookie(E2E_ADMIN.email) }
    const visits: { path: string; headers?: Record<string, string>; status: number }[] = [
      ...(await publicPages(request)).map((path) => ({ path, status: 200 })),
      { path: '/dashboard', headers: asUser, status: 200 },
      ...[
        '/admin',
        '/admin/models',
        '/admin/models/new',
        '/admin/organizations',
        '/admin/requests',
        '/admin/users',
        '/admin/invoices',
        '/admin/blog',
      ].flatMap((path) => [
        { path, headers: asAdmin, status: 200 },
        { path, headers: asUser, status: 403 },
      ]),
      { path: '/admin', status: 403 },
      { path: '/no-such-page', status: 404 },
      { path: '/models/no-such-model', status: 404 },
    ]
    const nonces = new Set<string>()
    for (const visit of visits) {
      const label = `${visit.path} (${visit.headers === asAdmin ? 'admin' : visit.headers === asUser ? 'user' : 'visitor'})`
      const response = await request.get(visit.path, { headers: visit.headers, maxRedirects: 0 })
      expect(response.status(), label).toBe(visit.status)
      const nonce = expectSecurityHeaders(response, label)
      expect(nonce, label).toBeTruthy()
      expect(nonces.has(nonce!), `${label}: a nonce is never reused`).toBe(false)
      nonces.add(nonce!)
      // Every script the page has carries this response's nonce; none is an inline handler.
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, label).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, label).toContain(`nonce="${nonce}"`)
      // An inline handler is an attribute named on…; attribute values (a model named
      // 'x onclick=y', say) are emptied first.
      const handlers = (html.match(/<[a-z][^>]*>/gi) ?? []).filter((tag) =>
        /\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""')),
      )
      expect(handlers, label).toEqual([])
    }
  })

  test('on answers that are not pages: redirects, resources, the health check and assets', async ({ request }) => {
    for (const [path, status] of [
      ['/dashboard', 302],
      ['/logout', 302],
      ['/healthz', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/favicon.svg', 200],
      ['/uploads/nothing-here.png', 404],
      ['/models/%C3%28%FF', 400],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      expectSecurityHeaders(response, path)
    }
  })
})

/** Every Set-Cookie of a response, one string each. */
function setCookies(response: Response) {
  return response.headers.getSetCookie()
}

/**
 * Walks through every way the site sets a cookie: the chat id, the theme, the consent choice and
 * the closed banner, sign-up (the session and the one-time notice), the notice's clearing, sign-in
 * and sign-out. Returns each cookie's Set-Cookie line by name.
 */
async function everyCookie(baseURL: string) {
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const seen = new Map<string, string[]>()
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('X-Forwarded-For', address)
    const response = await fetch(new URL(path, baseURL), { ...init, headers, redirect: 'manual' })
    expect(response.status, path).toBeLessThan(500)
    for (const line of setCookies(response)) {
      const name = line.slice(0, line.indexOf('='))
      seen.set(name, [...(seen.get(name) ?? []), line])
    }
    return response
  }
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  await send('/chat')
  await send('/resources/theme', form({ theme: 'light' }))
  await send('/resources/consent', form({ intent: 'accept' }))
  await send('/resources/consent', form({ intent: 'close' }))
  const email = `cookies-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'a-strong-password'
  const signedUp = await send(
    '/signup',
    form({
      email,
      password,
      orgName: 'Cookie Audit Ltd',
      industry: 'Healthcare',
      orgSize: '51-200',
      country: 'GB',
      useCase: 'Checking every cookie the site sets.',
      website: 'https://cookies.example',
      phone: '20 7946 0958',
    }),
  )
  expect(signedUp.status, 'sign-up redirects home').toBe(302)
  const notice = setCookies(signedUp)
    .find((line) => line.startsWith('notice='))!
    .split(';')[0]!
  await send('/', { headers: { Cookie: notice } })
  const signedIn = await send('/login', form({ email, password }))
  expect(signedIn.status, 'sign-in redirects home').toBe(302)
  const session = setCookies(signedIn)
    .find((line) => line.startsWith('__session='))!
    .split(';')[0]!
  await send('/logout', { method: 'POST', headers: { Cookie: session } })
  return seen
}

const EVERY_COOKIE = ['chat_id', 'theme', 'gdpr-consent', 'consent-banner-closed', '__session', 'notice']

test.describe('cookies', () => {
  test.describe.configure({ mode: 'serial' })
  let https: ProductionServer

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    // A production site on https, as deployed: the public address decides Secure.
    https = await startProductionServer({
      port: Number(process.env.E2E_PORT ?? 3100) + 60,
      seeded: true,
      env: { SITE_URL: 'https://aivora.example', ...VISITORS_VIA_LOOPBACK_PROXY },
    })
  })
  test.afterAll(async () => {
    await https?.stop()
  })

  test('in production on https: every cookie is httpOnly, SameSite=Lax, Secure and site-wide', async () => {
    test.setTimeout(60_000)
    const seen = await everyCookie(https.url)
    expect([...seen.keys()].sort()).toEqual([...EVERY_COOKIE].sort())
    for (const [name, lines] of seen) {
      for (const line of lines) {
        expect(line, name).toMatch(/;\s*HttpOnly/i)
        expect(line, name).toMatch(/;\s*SameSite=Lax/i)
        expect(line, name).toMatch(/;\s*Secure/i)
        expect(line, name).toMatch(/;\s*Path=\/(;|$)/i)
      }
    }
  })

  test('on a local production build over http: httpOnly and SameSite=Lax, without Secure (which the browser would drop)', async ({
    baseURL,
  }) => {
    test.setTimeout(60_000)
    const seen = await everyCookie(baseURL!)
    expect([...seen.keys()].sort()).toEqual([...EVERY_COOKIE].sort())
    for (const [name, lines] of seen) {
      for (const line of lines) {
        expect(line, name).toMatch(/;\s*HttpOnly/i)
        expect(line, name).toMatch(/;\s*SameSite=Lax/i)
        expect(line, name).not.toMatch(/;\s*Secure/i)
      }
    }
  })
})
