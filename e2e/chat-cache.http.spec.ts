/**
 * /chat shows one visitor's own conversation, so nothing may keep it: no shared cache, no
 * back-forward cache. Every answer the route gives says `Cache-Control: private, no-store`: the
 * page, its data request (the model pages' chat dialog loads its history from it), the action's
 * redirects, its refusals and the data-request answers of the action.
 */
import { expect, test } from '@playwright/test'

const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`

let address = 0
async function ask(path: string, init: { body?: Record<string, string>; cookie?: string } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: init.body ? 'POST' : 'GET',
    body: init.body ? new URLSearchParams(init.body) : undefined,
    headers: {
      // Each request its own visitor: the chat's per-address limit counts them apart.
      'X-Forwarded-For': `10.233.${Math.floor(++address / 250) % 250}.${address % 250}`,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response
}

test('every answer of /chat is private and never stored', async () => {
  const first = await ask('/chat')
  const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!
  const answers: [string, Response, number][] = [
    ['the page', first, 200],
    ['the page again, with its chat', await ask('/chat', { cookie }), 200],
    ['the page with the schedule form open', await ask('/chat?schedule=1', { cookie }), 200],
    ['its data request', await ask('/chat.data', { cookie }), 200],
    [
      'a message sent without JavaScript: the redirect',
      await ask('/chat', { cookie, body: { message: 'Hello' } }),
      302,
    ],
    ['a message sent with JavaScript', await ask('/chat.data', { cookie, body: { message: 'Hello again' } }), 202],
    ['an empty message', await ask('/chat', { cookie, body: { message: '' } }), 400],
    ['an empty message, with JavaScript', await ask('/chat.data', { cookie, body: { message: '' } }), 400],
    ['an unknown intent', await ask('/chat', { cookie, body: { intent: 'other' } }), 400],
    ['an incomplete booking', await ask('/chat', { cookie, body: { intent: 'schedule' } }), 400],
  ]
  for (const [what, response, status] of answers) {
    expect(response.status, what).toBe(status)
    expect(response.headers.get('cache-control'), what).toBe('private, no-store')
  }
})
