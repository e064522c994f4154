// /reset-password under a flood (issue 27): a new password is hashed (bcrypt, the costly part) only
// for a link that can set one, and the posts one client address may make are counted before any
// link is looked up, so guessing at links cannot load the server with hashing.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetConfig } from '~/.server/config'
import { RATE_LIMITS } from '~/.server/rate-limit'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { action as resetAction } from '~/routes/reset-password'
import { formRequest, respond, routeArgs, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

// Every hash the site makes, counted (the real function still hashes).
const hashes = vi.hoisted(() => ({ count: 0 }))
vi.mock(import('~/.server/auth/passwords'), async (importOriginal) => {
  const actual = await importOriginal()
  return {
    ...actual,
    hashPassword: (password: string) => {
      hashes.count += 1
      return actual.hashPassword(password)
    },
  }
})

let db: TestDatabase
beforeAll(async () => {
  db = await useAppDatabase()
  resetConfig()
})
afterAll(() => db.close())

const wellFormedGuess = () => randomBytes(32).toString('base64url')
const reset = (address: string, token: string) =>
  respond(() =>
    resetAction(
      routeArgs(formRequest('/reset-password', { token, password: 'a-new-password-1' }), { clientAddress: address }),
    ),
  )

describe('a new password posted with a reset link', () => {
  it('is not hashed when the link is one nobody was sent', async () => {
    const before = hashes.count
    for (let n = 1; n <= 5; n++) {
      const response = await reset(`198.51.100.${n}`, wellFormedGuess())
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(AUTH_MESSAGES.resetLinkInvalid)
    }
    expect(hashes.count).toBe(before)
  })

  it('is refused past 10 an hour from one client address, before the link is looked up; others go on', async () => {
    const limit = RATE_LIMITS.newPasswordsPerAddress.limit
    expect(limit).toBe(10)
    for (let n = 0; n < limit; n++) expect((await reset('203.0.113.7', wellFormedGuess())).status).toBe(400)
    const refused = await reset('203.0.113.7', wellFormedGuess())
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe(String(60 * 60))
    expect(JSON.stringify(await refused.json())).toContain(AUTH_MESSAGES.tooManyAttempts)
    expect((await reset('203.0.113.8', wellFormedGuess())).status).toBe(400)
  })
})
