// The hash an unknown e-mail's password is compared with is made ahead of time (not at start-up):
// it must cost what a real account's hash costs, in tests and in production alike, or a miss
// would answer faster than a wrong password and tell which e-mails have accounts.
import bcrypt from 'bcryptjs'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the dummy hash', () => {
  it.each(['test', 'production'])('has the cost factor of the hashes made under NODE_ENV=%s', async (env) => {
    vi.stubEnv('NODE_ENV', env)
    vi.resetModules()
    const { DUMMY_HASH, hashPassword, verifyPassword } = await import('~/.server/auth/passwords')
    const real = await hashPassword('a-good-password')
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(bcrypt.getRounds(real))
    expect(await verifyPassword('not-a-real-password', null)).toBe(false)
    expect(await verifyPassword('a-good-password', real)).toBe(true)
  })
})
