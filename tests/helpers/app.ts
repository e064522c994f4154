/**
 * Runs route loaders and actions against a real database: the engine given becomes the process
 * database for the file, as `getDb()` would open it in the server.
 */
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runAsServiceRole, setDb, type Engine } from '~/.server/db'
import { createTestDatabase, type EngineKind, type TestDatabase } from './database'

export async function useAppDatabase(
  kind: EngineKind = 'pglite',
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const db = await createTestDatabase(kind, options)
  setDb(db.engine)
  return {
    ...db,
    close: async () => {
      setDb(undefined)
      await db.close()
    },
  }
}

/**
 * A loader's or action's arguments as Remix passes them, with the load context the server makes
 * for each request (server/site.ts's loadContextOf): here, who the client is.
 */
export function routeArgs(req: Request, init: { clientAddress?: string; params?: Record<string, string> } = {}) {
  return { request: req, params: init.params ?? {}, context: { clientAddress: init.clientAddress } }
}

export function request(path: string, init: RequestInit & { cookie?: string | null } = {}) {
  const headers = new Headers(init.headers)
  if (init.cookie) headers.set('Cookie', init.cookie)
  return new Request(new URL(path, 'http://localhost:3000'), { ...init, headers })
}

export function formRequest(
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string | null; headers?: HeadersInit } = {},
) {
  return request(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: init.headers,
    cookie: init.cookie,
  })
}

/** The name=value part of a Set-Cookie header, to send back as a Cookie header. */
export function cookieFrom(setCookie: string | null | undefined) {
  return setCookie ? setCookie.split(';')[0]! : ''
}

/**
 * Runs a loader or action and returns its answer as a Response, whether it returned or threw one
 * (Remix's `data()` and `redirect()` both come out as Responses with their status and headers).
 */
export async function respond(run: () => unknown): Promise<Response> {
  const toResponse = (value: unknown): Response | null => {
    if (value instanceof Response) return value
    const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null
    if (wrapped && typeof wrapped === 'object' && wrapped.type === 'DataWithResponseInit') {
      return new Response(JSON.stringify(wrapped.data), wrapped.init ?? undefined)
    }
    return null
  }
  try {
    const result = await run()
    return toResponse(result) ?? new Response(JSON.stringify(result), { status: 200 })
  } catch (thrown) {
    const response = toResponse(thrown)
    if (response) return response
    throw thrown
  }
}

/** What a loader returned, unwrapped from Remix's `data()` when it set headers. */
export async function loaderData<T>(
  result: T | Promise<T>,
): Promise<T extends { data: infer D; init: unknown } ? D : T> {
  const value = (await result) as { type?: string; data?: unknown }
  return (value && typeof value === 'object' && value.type === 'DataWithResponseInit' ? value.data : value) as never
}

/** A new account (no organisation) on `engine`, signed in: the user and their session cookie. */
export async function signedInOn(engine: Engine, email: string) {
  const user = await runAsServiceRole(engine, 'fixture', (tx) =>
    createUser(tx, { email, password: 'a-good-password', name: null }),
  )
  return { user, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
}

/** The browser's cookies across responses: later Set-Cookie headers replace or clear earlier ones. */
export class CookieJar {
  private cookies = new Map<string, string>()
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const cleared = /Max-Age=0\b/i.test(line) || /Expires=Thu, 01 Jan 1970/i.test(line) || pair!.slice(at + 1) === ''
      if (cleared) this.cookies.delete(name)
      else this.cookies.set(name, pair!.slice(at + 1))
    }
    return response
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}
