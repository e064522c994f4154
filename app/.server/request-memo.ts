/**
 * What the loaders of one request share. Remix gives each loader its own copy of the Request, but
 * one load context object for the whole request (server/site.ts makes it in `getLoadContext`; without
 * one, Remix makes an empty object per request). A value that the root's loader and a page's
 * loader both need (the session, the admin check) is kept against that object, so it is asked of
 * the database once per request (docs/decisions/039-one-request-one-session-read.md).
 *
 * Only reads are shared. An action runs with the same context before the page's loaders (a form
 * posted without JavaScript) and may change what they must read (sign-in, sign-out), so anything
 * an action asks is asked afresh. The loaders after an action are given a GET request.
 */
import type { AppLoadContext } from '@remix-run/node'

const memos = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>()

/** What a loader or action passes on: its own request, and the request's load context if it has one. */
interface RequestScope {
  request: Request
  context?: AppLoadContext
}

/** `compute()`, once per request and `key`, for the loaders of a request; every time otherwise. */
export function oncePerRequest<T>(scope: RequestScope, key: string, compute: () => Promise<T>): Promise<T> {
  const { request, context } = scope
  if (!context || (request.method !== 'GET' && request.method !== 'HEAD')) return compute()
  let memo = memos.get(context)
  if (!memo) {
    memo = new Map()
    memos.set(context, memo)
  }
  let pending = memo.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = compute()
    memo.set(key, pending)
  }
  return pending
}
