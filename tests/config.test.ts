// The environment is validated once; a malformed value stops start-up with a sentence naming it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, getSessionSecrets, parseConfig } from '~/.server/config'

function failure(env: Record<string, string>) {
  try {
    parseConfig({ NODE_ENV: 'test', ...env })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('configuration', () => {
  it('runs with nothing configured: embedded database, offline assistant, no Supabase', () => {
    const config = parseConfig({})
    expect(config.database.kind).toBe('pglite')
    expect(config.seed).toBe(true)
    expect(config.openai).toBeNull()
    expect(config.supabase).toBeNull()
    expect(config.initialAdmin).toBeNull()
    expect(config.port).toBe(3000)
    expect(config.siteUrl).toBe('http://localhost:3000')
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SUPABASE_URL: 'https://x.supabase.co' }, 'SUPABASE_ANON_KEY'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SEED_DATABASE: 'yes' }, 'SEED_DATABASE'],
    [{ OPENAI_BASE_URL: 'ftp://models' }, 'OPENAI_BASE_URL'],
  ])('refuses %o with a sentence naming %s', (env, name) => {
    const message = failure(env)
    expect(message).toContain(name)
    expect(message).toMatch(/\.$|See \.env\.example\.$/)
  })

  it('requires a shared SESSION_SECRET for production on a database server', () => {
    expect(failure({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toContain('SESSION_SECRET')
  })

  it('makes a random session secret once and keeps it in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-site-config-'))
    try {
      const config = parseConfig({ DATA_DIR: dir })
      const [first] = getSessionSecrets(config)
      expect(first).toMatch(/^[0-9a-f]{64}$/)
      expect(getSessionSecrets(config)).toEqual([first])
      expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o077).toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('accepts several session secrets for rotation', () => {
    const config = parseConfig({ SESSION_SECRET: `${'a'.repeat(32)},${'b'.repeat(32)}` })
    expect(getSessionSecrets(config)).toEqual(['a'.repeat(32), 'b'.repeat(32)])
  })
})
