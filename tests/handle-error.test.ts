// A failing loader or action is logged by app/entry.server.tsx's handleError in one line that
// names the request's id, read from the load context the server made (server/site.ts): the id of
// the request's own log line and of its X-Request-Id header (decision 048). Never the query string.
import type { ActionFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { expectLoggedErrors } from './setup'
import { handleError } from '~/entry.server'

function args(url: string, context: ActionFunctionArgs['context'], method = 'POST'): ActionFunctionArgs {
  return { request: new Request(url, { method }), params: {}, context }
}

describe('handleError', () => {
  it('names the request’s id, and not its query string', () => {
    const error = new Error('the action failed')
    handleError(
      error,
      args('http://localhost/reset-password?token=reset-token-5e1f0a&email=alice@example.com', {
        requestId: '0b7e6a52-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      }),
    )
    const [[line, logged]] = expectLoggedErrors() as [[string, unknown]]
    expect(line).toBe('[error] POST /reset-password (request 0b7e6a52-1c2d-4e3f-8a9b-0c1d2e3f4a5b):')
    expect(logged).toBe(error)
  })

  it('says so when the request came without one (a test, another server)', () => {
    handleError(new Error('the loader failed'), args('http://localhost/models', {}, 'GET'))
    const [[line]] = expectLoggedErrors() as [[string]]
    expect(line).toBe('[error] GET /models (request unknown):')
  })

  it('logs nothing for a request the visitor abandoned', () => {
    const abandoned = new AbortController()
    abandoned.abort()
    const request = new Request('http://localhost/models', { signal: abandoned.signal })
    handleError(new Error('aborted'), { request, params: {}, context: { requestId: 'x' } })
    expect(expectLoggedErrors()).toEqual([])
  })
})
