// The environment is validated once; a malformed value stops start-up with a sentence naming it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, getSessionSecrets, parseConfig, redactSecrets, SECRET_VARIABLES } from '~/.server/config'

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
    [{ WEB_CONCURRENCY: 'many' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '65' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '2.5' }, 'WEB_CONCURRENCY'],
    [{ DATABASE_LISTEN_URL: 'mysql://localhost/db' }, 'DATABASE_LISTEN_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ SHUTDOWN_DELAY_SECONDS: 'soon' }, 'SHUTDOWN_DELAY_SECONDS'],
    [{ SHUTDOWN_DELAY_SECONDS: '61' }, 'SHUTDOWN_DELAY_SECONDS'],
    [{ SHUTDOWN_DELAY_SECONDS: '-1' }, 'SHUTDOWN_DELAY_SECONDS'],
    [{ STAFF_HOURS: 'weekdays 9-5' }, 'STAFF_HOURS'],
    [{ STAFF_HOURS: 'Mon-Fri 09:00-17:00 Nowhere/Special' }, 'STAFF_HOURS'],
    [{ OPENAI_MAX_TOKENS: 'lots' }, 'OPENAI_MAX_TOKENS'],
    [{ OPENAI_MAX_TOKENS: '49' }, 'OPENAI_MAX_TOKENS'],
    [{ OPENAI_MAX_TOKENS: '4001' }, 'OPENAI_MAX_TOKENS'],
    [{ OPENAI_MAX_TOKENS: '400.5' }, 'OPENAI_MAX_TOKENS'],
    [{ OFFLINE_REPLY_WORD_MS: 'fast' }, 'OFFLINE_REPLY_WORD_MS'],
    [{ OFFLINE_REPLY_WORD_MS: '-1' }, 'OFFLINE_REPLY_WORD_MS'],
    [{ OFFLINE_REPLY_WORD_MS: '1001' }, 'OFFLINE_REPLY_WORD_MS'],
  ])('refuses %o with a sentence naming %s', (env, name) => {
    const message = failure(env)
    expect(message).toContain(name)
    expect(message).toMatch(/\.$|See \.env\.example\.$/)
  })

  it('reads STAFF_HOURS, nobody on duty unless set, and says what is wrong with a bad value', () => {
    expect(parseConfig({}).staffHours).toBeNull()
    const hours = parseConfig({ STAFF_HOURS: ' Mon-Fri  09:00-17:00 Europe/London ' }).staffHours
    expect(hours).toMatchObject({
      start: 540,
      end: 1020,
      timeZone: 'Europe/London',
      text: 'Mon-Fri 09:00-17:00 Europe/London',
    })
    expect(failure({ STAFF_HOURS: 'Mon-Fri 9-5' })).toContain(
      `STAFF_HOURS is set to "Mon-Fri 9-5" but must read like 'Mon-Fri 09:00-17:00 Europe/London' (days, hours, time zone).`,
    )
  })

  it('goes on serving SHUTDOWN_DELAY_SECONDS after SIGTERM, none unless set', () => {
    expect(parseConfig({}).shutdownDelayMs).toBe(0)
    expect(parseConfig({ SHUTDOWN_DELAY_SECONDS: '10' }).shutdownDelayMs).toBe(10_000)
    expect(failure({ SHUTDOWN_DELAY_SECONDS: '2.5' })).toContain(
      'SHUTDOWN_DELAY_SECONDS is set to "2.5" but must be a number of seconds from 0 to 60.',
    )
  })

  it('types the offline reply OFFLINE_REPLY_WORD_MS apart, 25 ms unless set, 0 for all at once', () => {
    expect(parseConfig({}).offlineReplyWordMs).toBe(25)
    expect(parseConfig({ OFFLINE_REPLY_WORD_MS: '0' }).offlineReplyWordMs).toBe(0)
    expect(parseConfig({ OFFLINE_REPLY_WORD_MS: '5' }).offlineReplyWordMs).toBe(5)
    expect(failure({ OFFLINE_REPLY_WORD_MS: '2.5' })).toContain(
      'OFFLINE_REPLY_WORD_MS is set to "2.5" but must be a number of milliseconds from 0 to 1000.',
    )
  })

  it('asks the provider for at most OPENAI_MAX_TOKENS tokens, 400 unless set, from 50 to 4000', () => {
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x' }).openai?.maxTokens).toBe(400)
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x', OPENAI_MAX_TOKENS: '50' }).openai?.maxTokens).toBe(50)
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x', OPENAI_MAX_TOKENS: '4000' }).openai?.maxTokens).toBe(4000)
    expect(failure({ OPENAI_MAX_TOKENS: '10' })).toContain(
      'OPENAI_MAX_TOKENS is set to "10" but must be a number of tokens from 50 to 4000.',
    )
  })

  it('logs at LOG_LEVEL, one of pino’s levels, info unless set', () => {
    expect(parseConfig({}).logLevel).toBe('info')
    expect(parseConfig({ LOG_LEVEL: ' ' }).logLevel).toBe('info')
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']) {
      expect(parseConfig({ LOG_LEVEL: level }).logLevel).toBe(level)
    }
    expect(parseConfig({ LOG_LEVEL: ' WARN ' }).logLevel).toBe('warn')
    expect(failure({ LOG_LEVEL: 'verbose' })).toContain(
      'LOG_LEVEL is set to "verbose" but must be one of trace, debug, info, warn, error, fatal, silent.',
    )
    expect(failure({ LOG_LEVEL: '30' })).toContain('LOG_LEVEL is set to "30"')
  })

  it('reports errors to SENTRY_DSN when it is a DSN, and never shows a refused one', () => {
    expect(parseConfig({}).errorReports).toBeNull()
    expect(parseConfig({ SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/456' }).errorReports).toEqual({
      dsn: 'https://abc123@o1.ingest.sentry.io/456',
      environment: 'development',
    })
    expect(
      parseConfig({ SENTRY_DSN: 'https://abc123@sentry.example.com/456', SENTRY_ENVIRONMENT: 'staging' }).errorReports
        ?.environment,
    ).toBe('staging')
    for (const dsn of ['https://secret-key-9d1f@sentry.example.com/456', 'https://key9d1f@host/project', 'key9d1f']) {
      const message = failure({ SENTRY_DSN: dsn })
      expect(message).toContain('SENTRY_DSN is set but must be the DSN of a Sentry project')
      expect(message).not.toContain('9d1f')
    }
    expect(failure({ SENTRY_ENVIRONMENT: 'a/b' })).toContain('SENTRY_ENVIRONMENT is set to "a/b" but must be')
  })

  it('serves metrics on METRICS_PORT or to METRICS_TOKEN, never by default', () => {
    expect(parseConfig({}).metrics).toEqual({ port: null, token: null })
    expect(parseConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, token: null })
    const token = 'metrics-token-canary-0a1b2c3d'
    expect(parseConfig({ METRICS_TOKEN: token }).metrics).toEqual({ port: null, token })
    expect(failure({ METRICS_PORT: 'abc' })).toContain('METRICS_PORT is set to "abc" but must be a port number')
    expect(failure({ PORT: '8080', METRICS_PORT: '8080' })).toContain(
      'METRICS_PORT is set to "8080" but must differ from PORT',
    )
    const short = failure({ METRICS_TOKEN: 'short-canary' })
    expect(short).toContain('METRICS_TOKEN is set but must be at least 16 characters')
    expect(short).not.toContain('short-canary')
  })

  it('runs one process unless WEB_CONCURRENCY asks for more; auto is one per core', () => {
    expect(parseConfig({}).workers).toBe(1)
    expect(parseConfig({ WEB_CONCURRENCY: ' ' }).workers).toBe(1)
    expect(parseConfig({ WEB_CONCURRENCY: '4' }).workers).toBe(4)
    expect(parseConfig({ WEB_CONCURRENCY: 'auto' }).workers).toBe(os.availableParallelism())
    expect(failure({ WEB_CONCURRENCY: 'lots' })).toContain(
      `WEB_CONCURRENCY is set to "lots" but must be a number of processes from 1 to 64, or 'auto' (one per core).`,
    )
  })

  it('listens for changes on DATABASE_URL unless DATABASE_LISTEN_URL names another connection', () => {
    const url = 'postgresql://app:pw@pooler.example:6543/app'
    const direct = 'postgresql://app:pw@db.example:5432/app'
    expect(parseConfig({ DATABASE_URL: url }).database).toMatchObject({ url, listenUrl: url })
    expect(parseConfig({ DATABASE_URL: url, DATABASE_LISTEN_URL: direct }).database).toMatchObject({
      url,
      listenUrl: direct,
    })
    expect(redactSecrets(`cannot reach ${direct}`, { DATABASE_LISTEN_URL: direct })).toBe(
      'cannot reach [DATABASE_LISTEN_URL]',
    )
  })

  it('requires a shared SESSION_SECRET for production on a database server', () => {
    expect(failure({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toContain('SESSION_SECRET')
  })

  it('requires SITE_URL in production, and only there', () => {
    expect(failure({ NODE_ENV: 'production' })).toMatch(/SITE_URL is not set and must be set in production/)
    expect(parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com/' }).siteUrl).toBe(
      'https://www.example.com',
    )
    expect(parseConfig({ NODE_ENV: 'development' }).siteUrl).toBe('http://localhost:3000')
  })

  it('refuses a connection string pg could not read, by name', () => {
    expect(failure({ DATABASE_URL: 'postgresql://app:pw@db.example:not-a-port/app' })).toContain('DATABASE_URL')
  })

  // Values no code would produce by chance: none may appear in the sentence about them.
  const canaries = {
    DATABASE_URL: 'mysql://app:canary-db-password-5e1@db.example/app',
    SESSION_SECRET: 'canary-short-secret',
    ADMIN_PASSWORD: 'canary-adm',
  }

  it.each(Object.entries(canaries))('names a malformed %s without showing its value', (name, value) => {
    const message = failure({
      ...(name === 'ADMIN_PASSWORD' ? { ADMIN_EMAIL: 'root@example.com' } : {}),
      [name]: value,
    })
    expect(message).toContain(`${name} is set but`)
    expect(message).not.toContain('canary')
  })

  it.each([
    ['OPENAI_BASE_URL', 'https://user:canary-secret@ho st/v1'],
    ['OPENAI_BASE_URL', 'https://canary-user:canary-secret@[::1/v1'],
    ['SUPABASE_URL', 'https://canary-user:canary-secret@exa mple.supabase.co'],
    ['SCHEDULING_URL', 'ftp://canary-user:canary-secret@example.com'],
    ['LOCATION_SERVICE_URLS', 'https://ipapi.co/json/,https://canary:canary-secret@bad host/'],
  ])('names a malformed %s without showing the URL or its credentials', (name, value) => {
    const message = failure({
      ...(name === 'SUPABASE_URL' ? { SUPABASE_ANON_KEY: 'anon' } : {}),
      [name]: value,
    })
    expect(message).toContain(`${name} is set but must be`)
    expect(message).not.toContain('canary')
    expect(message).not.toContain('user')
  })

  it.each([
    ['OPENAI_BASE_URL', 'https://user:canary-secret@api.example.com/v1'],
    ['OPENAI_BASE_URL', 'https://canary-token@api.example.com/v1'],
    ['SITE_URL', 'https://admin:canary-secret@www.example.com'],
    ['SCHEDULING_URL', 'https://canary-user:@calendly.com/us'],
    ['EXCHANGE_RATE_SERVICE_URLS', 'https://a:canary-secret@open.er-api.com/v6/latest/USD'],
  ])('refuses a well-formed %s that carries a user name or password, by name and without it', (name, value) => {
    const message = failure({ [name]: value })
    expect(message).toMatch(
      new RegExp(`^Invalid configuration: ${name} is set but must not carry a user name or password`),
    )
    expect(message).not.toContain('canary')
  })

  it('shows the value of a setting that is no secret', () => {
    expect(failure({ PORT: 'abc' })).toContain('PORT is set to "abc" but')
  })

  it('redacts every secret value, and the password inside DATABASE_URL, from any text', () => {
    const env = {
      DATABASE_URL: 'postgresql://app:canary%40pw-77@db.example:5432/app',
      SESSION_SECRET: `canary-first-${'a'.repeat(24)},canary-second-${'b'.repeat(24)}`,
      SUPABASE_ANON_KEY: 'canary-anon-key',
      SUPABASE_SERVICE_ROLE_KEY: 'canary-service-key',
      OPENAI_API_KEY: 'sk-canary-openai',
      ADMIN_PASSWORD: 'canary-admin-password',
      SITE_URL: 'https://www.example.com',
    }
    const text = [
      env.DATABASE_URL,
      'password canary@pw-77 refused',
      `canary-second-${'b'.repeat(24)}`,
      env.SUPABASE_ANON_KEY,
      env.SUPABASE_SERVICE_ROLE_KEY,
      env.OPENAI_API_KEY,
      env.ADMIN_PASSWORD,
      env.SITE_URL,
    ].join(' ')
    const redacted = redactSecrets(text, env)
    expect(redacted).not.toContain('canary')
    expect(redacted).toContain('[DATABASE_URL]')
    expect(redacted).toContain('https://www.example.com')
    expect(SECRET_VARIABLES).toEqual(expect.arrayContaining(Object.keys(env).filter((name) => name !== 'SITE_URL')))
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
