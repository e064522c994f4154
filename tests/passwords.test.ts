// Passwords (app/.server/auth/passwords.ts). The hash an unknown e-mail's password is compared
// with is made ahead of time (not at start-up): it must cost what a real account's hash costs, in
// tests and in production alike, or a miss would answer faster than a wrong password and tell
// which e-mails have accounts. And hashing runs off the event loop: pages are answered meanwhile.
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** A bcrypt hash's cost factor: `$2b$12$…` → 12. */
const costOf = (hash: string) => Number(hash.split('$')[2])

async function passwordsUnder(env: string) {
  vi.stubEnv('NODE_ENV', env)
  vi.resetModules()
  return import('~/.server/auth/passwords')
}

describe('the dummy hash', () => {
  it.each(['test', 'production'])('has the cost factor of the hashes made under NODE_ENV=%s', async (env) => {
    const { DUMMY_HASH, hashPassword, verifyPassword } = await passwordsUnder(env)
    const real = await hashPassword('a-good-password')
    expect(costOf(DUMMY_HASH)).toBe(costOf(real))
    expect(await verifyPassword('not-a-real-password', null)).toBe(false)
    expect(await verifyPassword('a-good-password', real)).toBe(true)
    expect(await verifyPassword('a-wrong-password', real)).toBe(false)
  })

  it('is a hash of its own password: hashes made before (by bcryptjs) still verify', async () => {
    const { DUMMY_HASH, verifyPassword } = await passwordsUnder('production')
    expect(await verifyPassword('not-a-real-password', DUMMY_HASH)).toBe(true)
  })
})

describe('hashing at cost 12', () => {
  it('leaves the event loop free: no turn of it waits long while eight passwords are hashed', async () => {
    const { hashPassword } = await passwordsUnder('production')
    let longestGapMs = 0
    let last = performance.now()
    const timer = setInterval(() => {
      const now = performance.now()
      longestGapMs = Math.max(longestGapMs, now - last)
      last = now
    }, 5)
    const started = performance.now()
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`password-${i}`)))
    const tookMs = performance.now() - started
    clearInterval(timer)
    expect(hashes.every((hash) => costOf(hash) === 12)).toBe(true)
    // Eight hashes take a second or more of CPU; on the event loop (bcryptjs) a turn waited
    // 300 ms and more on a quiet machine. Off it, a turn waits for the operating system's
    // scheduler only: up to 170 ms seen with two cores at load 10.
    expect(tookMs).toBeGreaterThan(400)
    expect(longestGapMs).toBeLessThan(250)
  })
})
