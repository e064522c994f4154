/**
 * Every environment variable the server reads, validated once with zod. A missing or malformed
 * value stops start-up with one sentence that names the variable and says what to set.
 * Nothing in here may reach the browser: the client gets only what `publicConfig` returns.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const httpUrl = (what: string) =>
  optionalString.refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), {
    message: `must be an http:// or https:// URL (${what})`,
  })

const urlList = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || value.split(',').every((url) => /^https?:\/\/\S+$/.test(url.trim())), {
      message: `must be http:// or https:// URLs separated by commas (${what})`,
    })

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number such as 3000' })
      .int('must be a whole number such as 3000')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: optionalString,
    SITE_URL: httpUrl('the public address of the site, e.g. https://www.example.com'),
    DATA_DIR: optionalString,
    DATABASE_URL: optionalString.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\/\S+$/.test(value),
      { message: 'must be a postgres:// or postgresql:// connection string' },
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SEED_DATABASE: z
      .enum(['auto', 'true', 'false'], { message: "must be 'auto', 'true' or 'false'" })
      .default('auto'),
    SESSION_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters (several may be given, separated by commas)',
    }),
    SUPABASE_URL: httpUrl('your Supabase project URL'),
    SUPABASE_ANON_KEY: optionalString,
    SUPABASE_SERVICE_ROLE_KEY: optionalString,
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: httpUrl('an OpenAI-compatible API base URL'),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    OPENAI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds such as 20' })
      .min(1, 'must be at least 1 second')
      .max(300, 'must be at most 300 seconds')
      .default(20),
    ADMIN_EMAIL: optionalString.refine(
      (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      { message: 'must be an e-mail address' },
    ),
    ADMIN_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 12, {
      message: 'must be at least 12 characters',
    }),
    SCHEDULING_URL: httpUrl('the page of your scheduling service').default(
      'https://calendly.com/aivora/consultation',
    ),
    LOCATION_SERVICE_URLS: urlList('the IP location services, comma-separated').default(
      'https://ipapi.co/json/,https://ipwho.is/,https://api.country.is/',
    ),
    EXCHANGE_RATE_SERVICE_URLS: urlList('the exchange-rate services (base USD), comma-separated').default(
      'https://open.er-api.com/v6/latest/USD,https://api.exchangerate-api.com/v4/latest/USD',
    ),
    LOG_REQUESTS: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('true'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message: 'must be set together with the other Supabase variable (SUPABASE_URL and SUPABASE_ANON_KEY)',
      })
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set together with the other admin variable (ADMIN_EMAIL and ADMIN_PASSWORD)',
      })
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET && !env.SUPABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'must be set in production when DATABASE_URL is used (several server processes must share it); generate one with `openssl rand -hex 32`',
      })
    }
  })

export type Config = ReturnType<typeof buildConfig>

/** Thrown when the environment is unusable; its message is the sentence to show the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

function buildConfig(env: Record<string, string | undefined>) {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const sentences = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const shown = env[name] === undefined ? 'is not set and' : `is set to "${String(env[name]).slice(0, 60)}" but`
      return `${name} ${shown} ${issue.message}.`
    })
    throw new ConfigError(`Invalid configuration: ${sentences.join(' ')} See .env.example.`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR ?? '.data')
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const),
    seed: e.SEED_DATABASE === 'auto' ? !e.DATABASE_URL : e.SEED_DATABASE === 'true',
    sessionSecrets: e.SESSION_SECRET ? e.SESSION_SECRET.split(',').map((s) => s.trim()) : null,
    supabase:
      e.SUPABASE_URL && e.SUPABASE_ANON_KEY
        ? { url: e.SUPABASE_URL, anonKey: e.SUPABASE_ANON_KEY, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY }
        : null,
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL,
          transcriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
        }
      : null,
    /** How long a reply may wait for the provider's next words before it is cut off. */
    aiTimeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    schedulingUrl: e.SCHEDULING_URL ?? 'https://calendly.com/aivora/consultation',
    logRequests: e.LOG_REQUESTS === 'true',
    /** Public: the browser calls these itself (SPEC 7, external lookups). */
    locationServices: splitList(e.LOCATION_SERVICE_URLS),
    exchangeRateServices: splitList(e.EXCHANGE_RATE_SERVICE_URLS),
  }
}

function splitList(value: string) {
  return value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

let current: Config | undefined

/** The validated configuration, read from the environment on first use. */
export function getConfig(): Config {
  current ??= buildConfig(process.env)
  return current
}

/** Parse a given environment without caching it (tests, and the start-up check). */
export function parseConfig(env: Record<string, string | undefined>): Config {
  return buildConfig(env)
}

/** Forget the cached configuration, so the next `getConfig` reads the environment again (tests). */
export function resetConfig() {
  current = undefined
}

/**
 * The secrets that sign cookies. Without SESSION_SECRET a random one is made on first start and kept
 * in DATA_DIR, so a fresh clone has sessions that survive restarts and no secret is ever a default.
 */
export function getSessionSecrets(config: Config = getConfig()): string[] {
  if (config.sessionSecrets) return config.sessionSecrets
  const file = path.join(config.dataDir, 'session-secret')
  try {
    return [fs.readFileSync(file, 'utf8').trim()]
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 })
    const secret = randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return [secret]
    } catch {
      // Another process wrote it first: use theirs.
      return [fs.readFileSync(file, 'utf8').trim()]
    }
  }
}
