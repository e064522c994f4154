/**
 * Every environment variable the server reads, validated once with zod. A missing or malformed
 * value stops start-up with one sentence that names the variable and says what to set.
 * Nothing in here may reach the browser: the client gets only what `publicConfig` returns.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../lib/email'
import { parseStaffHours } from './chat/staff-hours'
import { parseTrustProxy } from './client-address'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/**
 * What is wrong with an http(s) URL setting, or null. A user name or password in it is refused: a
 * URL is the kind of value that is printed, logged and sent to others (SITE_URL is in every page,
 * the location and exchange-rate services go to the browser), and a secret belongs in a variable
 * of its own (OPENAI_API_KEY, SUPABASE_ANON_KEY), which is never shown.
 */
function httpUrlProblem(value: string): 'shape' | 'credentials' | null {
  if (!/^https?:\/\/\S+$/i.test(value)) return 'shape'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'shape'
  }
  return url.username || url.password || /^https?:\/\/[^/?#]*@/i.test(value) ? 'credentials' : null
}

const CREDENTIALS_REFUSED =
  'must not carry a user name or password (user:password@): give the address alone, and any key in its own variable'

const httpUrl = (what: string) =>
  optionalString.superRefine((value, ctx) => {
    const problem = value === undefined ? null : httpUrlProblem(value)
    if (problem === 'shape') ctx.addIssue({ code: 'custom', message: `must be an http:// or https:// URL (${what})` })
    else if (problem === 'credentials') ctx.addIssue({ code: 'custom', message: CREDENTIALS_REFUSED })
  })

const urlList = (what: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problems = value === '' ? [] : value.split(',').map((url) => httpUrlProblem(url.trim()))
      if (problems.includes('shape')) {
        ctx.addIssue({ code: 'custom', message: `must be http:// or https:// URLs separated by commas (${what})` })
      } else if (problems.includes('credentials')) ctx.addIssue({ code: 'custom', message: CREDENTIALS_REFUSED })
    })

/** Far more than a machine's cores; each worker holds up to DATABASE_POOL_SIZE connections. */
const MAX_WORKERS = 64

/**
 * A Sentry DSN (https://KEY@HOST/PROJECT) as Sentry's SDK reads it (@sentry/core's DSN_REGEX, a
 * numeric project id last): checked here so a typo stops start-up with our sentence, rather than
 * losing every report after the SDK printed the whole DSN, key and all, as it does.
 */
const SENTRY_DSN = /^https?:\/\/\w+(?::\w*)?@[\w.-]+(?::\d+)?\/(?:[^?#\s]*\/)?\d+$/
/** A retention setting: a whole number of days, or unset (kept for ever). A hundred years at most. */
const retentionDays = (what: string) =>
  optionalString.refine((value) => value === undefined || (/^[1-9]\d*$/.test(value) && Number(value) <= 36_500), {
    message: `must be a whole number of days from 1 to 36500 (how long ${what} are kept), or unset to keep them for ever`,
  })

/** A whole number of `unit` from `min` to `max`; anything else is refused with the one sentence that says so. */
const wholeNumber = (min: number, max: number, unit: string) => {
  const message = `must be a number of ${unit} from ${min} to ${max}`
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message })
}

/** A provider reply's limit in tokens unless OPENAI_MAX_TOKENS says otherwise. */
export const DEFAULT_MAX_TOKENS = 400

/** pino's levels (server/request-log.ts), the least severe first; 'silent' logs nothing. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

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
    DATABASE_URL: optionalString.refine((value) => value === undefined || isConnectionString(value), {
      message: 'must be a postgres:// or postgresql:// connection string',
    }),
    DATABASE_LISTEN_URL: optionalString.refine((value) => value === undefined || isConnectionString(value), {
      message:
        'must be a postgres:// or postgresql:// connection string (a direct or session-mode connection, where notices arrive)',
    }),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    WEB_CONCURRENCY: optionalString.refine(
      (value) => value === undefined || value === 'auto' || (/^[1-9]\d*$/.test(value) && Number(value) <= MAX_WORKERS),
      { message: `must be a number of processes from 1 to ${MAX_WORKERS}, or 'auto' (one per core)` },
    ),
    // Seconds a server told to stop (SIGTERM) goes on serving while saying it is not ready, so that
    // a load balancer that asks /healthz/ready stops sending requests before it closes: 0, at once.
    SHUTDOWN_DELAY_SECONDS: wholeNumber(0, 60, 'seconds').default(0),
    SEED_DATABASE: z.enum(['auto', 'true', 'false'], { message: "must be 'auto', 'true' or 'false'" }).default('auto'),
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
    // The most a reply may be, in the provider's tokens; a reply stopped there ends at its last
    // complete sentence (app/.server/chat/cut-reply.ts).
    OPENAI_MAX_TOKENS: wholeNumber(50, 4000, 'tokens').default(DEFAULT_MAX_TOKENS),
    // The offline AI Architect types its reply word by word, as a provider streams: milliseconds
    // between words (0: the whole reply at once).
    OFFLINE_REPLY_WORD_MS: wholeNumber(0, 1000, 'milliseconds').default(25),
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds such as 20' })
      .min(1, 'must be at least 1 second')
      .max(300, 'must be at most 300 seconds')
      .default(20),
    ADMIN_EMAIL: optionalString.refine((value) => value === undefined || isEmailAddress(value), {
      message: `must be an e-mail address of at most ${MAX_EMAIL_LENGTH} characters`,
    }),
    ADMIN_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 12, {
      message: 'must be at least 12 characters',
    }),
    // When a person from the team can join a chat ('Mon-Fri 09:00-17:00 Europe/London'); unset:
    // nobody is on duty, and a visitor who asks for a person leaves an e-mail and a time instead.
    STAFF_HOURS: optionalString.superRefine((value, ctx) => {
      const hours = value === undefined ? null : parseStaffHours(value)
      if (hours && 'problem' in hours) ctx.addIssue({ code: 'custom', message: hours.problem })
    }),
    SCHEDULING_URL: httpUrl('the page of your scheduling service').default('https://calendly.com/aivora/consultation'),
    LOCATION_SERVICE_URLS: urlList('the IP location services, comma-separated').default(
      'https://ipapi.co/json/,https://ipwho.is/,https://api.country.is/',
    ),
    EXCHANGE_RATE_SERVICE_URLS: urlList('the exchange-rate services (base USD), comma-separated').default(
      'https://open.er-api.com/v6/latest/USD,https://api.exchangerate-api.com/v4/latest/USD',
    ),
    LOG_REQUESTS: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('true'),
    // 'WARN' as well as 'warn'; unset or empty: info.
    LOG_LEVEL: optionalString
      .transform((value) => value?.toLowerCase() ?? 'info')
      .pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
    SENTRY_DSN: optionalString.refine((value) => value === undefined || SENTRY_DSN.test(value), {
      message:
        "must be the DSN of a Sentry project, such as https://KEY@o0.ingest.sentry.io/0 (the project's Client Keys page)",
    }),
    // Sentry refuses names with a slash or a line break.
    SENTRY_ENVIRONMENT: optionalString.refine((value) => value === undefined || /^[^\s/]{1,64}$/.test(value), {
      message: 'must be a name of at most 64 characters without spaces or slashes, such as production',
    }),
    METRICS_PORT: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ message: 'must be a port number such as 9464' })
        .int('must be a whole number such as 9464')
        .min(1, 'must be between 1 and 65535')
        .max(65535, 'must be between 1 and 65535')
        .optional(),
    ),
    METRICS_TOKEN: optionalString.refine((value) => value === undefined || /^[\x21-\x7e]{16,}$/.test(value), {
      message: 'must be at least 16 characters without spaces (generate one with `openssl rand -hex 32`)',
    }),
    SALES_EMAIL: optionalString.refine((value) => value === undefined || isEmailAddress(value), {
      message: `must be an e-mail address of at most ${MAX_EMAIL_LENGTH} characters (where new leads are announced)`,
    }),
    MAIL_FROM: optionalString.refine((value) => value === undefined || isEmailAddress(value), {
      message: `must be an e-mail address of at most ${MAX_EMAIL_LENGTH} characters (the sender of the site's e-mails)`,
    }),
    SMTP_URL: optionalString.refine((value) => value === undefined || isSmtpUrl(value), {
      message: 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    }),
    LEAD_RETENTION_DAYS: retentionDays('contact enquiries and booked callbacks'),
    TRANSCRIPT_RETENTION_DAYS: retentionDays('AI Architect transcripts'),
    TRUST_PROXY: optionalString
      .refine((value) => value !== 'true', {
        message:
          "must not be 'true', which would believe any client's X-Forwarded-For: give the number of proxies in front of the server (such as 1) or their addresses",
      })
      .refine((value) => value === 'true' || parseTrustProxy(value) !== null, {
        message:
          "must be the number of proxies in front of the server (such as 1), or their addresses or subnets separated by commas (such as 10.0.0.0/8 or 'loopback'), or 'false'",
      }),
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
    if (env.NODE_ENV === 'production' && !env.SITE_URL) {
      // Canonical links, the sitemap and Open Graph tags would otherwise name localhost to the
      // world. `npm start` (a local run) sets it to the local address itself (scripts/start.js).
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'must be set in production: the public address of the site, e.g. https://www.example.com (canonical links, the sitemap and Open Graph tags use it)',
      })
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: the metrics are served on a port of their own, kept from the public',
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

/** The name of every variable read here (tests/container.test.ts: compose.yaml and fly.toml set no other). */
export const CONFIG_VARIABLES = Object.keys(schema.shape)

/**
 * The variables whose values are secrets: a message about one of them names it and never shows
 * its value (DATABASE_URL carries the database password). Every other value may be shown.
 */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'DATABASE_LISTEN_URL',
  'SESSION_SECRET',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'OPENAI_API_KEY',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'SENTRY_DSN',
  'METRICS_TOKEN',
] as const

/**
 * The settings that are URLs: a refusal never shows their value either, since one that does not
 * parse may still hold a user name and password (`https://user:secret@ho st/v1`), and no rule can
 * tell the credentials in a broken URL from the rest of it.
 */
const URL_VARIABLES = [
  'SITE_URL',
  'SUPABASE_URL',
  'OPENAI_BASE_URL',
  'SCHEDULING_URL',
  'LOCATION_SERVICE_URLS',
  'EXCHANGE_RATE_SERVICE_URLS',
] as const

/** Parsed as `pg` will parse it, so a string it cannot read is refused here, by name. */
function isConnectionString(value: string) {
  if (!/^postgres(ql)?:\/\/\S+$/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** An SMTP server's address as nodemailer reads it; refused here, by name, when unreadable. */
function isSmtpUrl(value: string) {
  if (!/^smtps?:\/\/\S+$/.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

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
      return `${name} ${describeValue(name, env[name])} ${issue.message}.`
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
      ? ({
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          /** Where each process LISTENs for changes to public pages (decision 030). */
          listenUrl: e.DATABASE_LISTEN_URL ?? e.DATABASE_URL,
        } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const),
    seed: e.SEED_DATABASE === 'auto' ? !e.DATABASE_URL : e.SEED_DATABASE === 'true',
    /**
     * The worker processes asked for (WEB_CONCURRENCY; 'auto': one per core), sharing the port.
     * The server runs one on the embedded database, whose data directory is one process's.
     */
    /** How long SIGTERM's server goes on serving, not ready, before it closes (server/site.ts). */
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    workers: e.WEB_CONCURRENCY === 'auto' ? os.availableParallelism() : Number(e.WEB_CONCURRENCY ?? 1),
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
          maxTokens: e.OPENAI_MAX_TOKENS,
        }
      : null,
    /** The offline AI Architect's pause between the words it streams (app/.server/chat/offline-architect.ts). */
    offlineReplyWordMs: e.OFFLINE_REPLY_WORD_MS,
    /** How long a reply may wait for the provider's next words before it is cut off. */
    aiTimeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    /** When a person can join a chat (app/.server/chat/staff-hours.ts); null: nobody is ever on duty. */
    staffHours: e.STAFF_HOURS
      ? (parseStaffHours(e.STAFF_HOURS) as Exclude<ReturnType<typeof parseStaffHours>, { problem: string }>)
      : null,
    schedulingUrl: e.SCHEDULING_URL ?? 'https://calendly.com/aivora/consultation',
    logRequests: e.LOG_REQUESTS === 'true',
    /** The least severe log line written (pino's levels): a request's line is info, warn for 4xx, error for 5xx. */
    logLevel: e.LOG_LEVEL,
    /** Where errors are reported (app/.server/error-report.ts); null: nowhere but the log. */
    errorReports: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV } : null,
    /**
     * Prometheus's /metrics (server/metrics.ts): on a port of its own, behind a bearer token on the
     * site's port, or both (the port then asks for the token too); neither: not served at all.
     */
    metrics: { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null },
    mail: mailSettings(e.SMTP_URL, e.SALES_EMAIL, e.MAIL_FROM, e.SITE_URL ?? `http://localhost:${e.PORT}`, dataDir),
    /** Which proxies may name the client (Express's `trust proxy`); false: the socket's address. */
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    /**
     * How many days leads and AI Architect transcripts are kept; null: for ever. The sweep deletes
     * older ones (app/.server/sweep.ts, docs/decisions/052-erasure-and-retention.md).
     */
    retention: {
      leadDays: e.LEAD_RETENTION_DAYS ? Number(e.LEAD_RETENTION_DAYS) : null,
      transcriptDays: e.TRANSCRIPT_RETENTION_DAYS ? Number(e.TRANSCRIPT_RETENTION_DAYS) : null,
    },
    /** Public: the browser calls these itself (docs/product.md#prices). */
    locationServices: splitList(e.LOCATION_SERVICE_URLS),
    exchangeRateServices: splitList(e.EXCHANGE_RATE_SERVICE_URLS),
  }
}

/**
 * Where the site's e-mails go (docs/architecture.md#mail): through SMTP_URL, or, without it, into
 * DATA_DIR/mail as .eml files. Without SALES_EMAIL, lead notifications go to sales@ the site's
 * host name; without MAIL_FROM, they come from no-reply@ it.
 */
function mailSettings(
  smtpUrl: string | undefined,
  salesEmail: string | undefined,
  from: string | undefined,
  siteUrl: string,
  dataDir: string,
) {
  let host = 'localhost'
  try {
    host = new URL(siteUrl).hostname.replace(/^www\./, '') || host
  } catch {
    // SITE_URL passed its own check; an address URL cannot read keeps the local default here.
  }
  return {
    smtpUrl: smtpUrl ?? null,
    salesEmail: salesEmail ?? `sales@${host}`,
    salesEmailIsDefault: salesEmail === undefined,
    from: from ?? `no-reply@${host}`,
    dir: path.join(dataDir, 'mail'),
  }
}

/** How a refused variable is described: its value only when that is no secret and no URL (PORT=abc). */
function describeValue(name: string, value: string | undefined) {
  if (value === undefined) return 'is not set and'
  if ([...SECRET_VARIABLES, ...URL_VARIABLES].includes(name as never)) return 'is set but'
  return `is set to ${JSON.stringify(value.slice(0, 60))} but`
}

/**
 * `text` with the value of every secret variable set in `env` replaced by its name: for the
 * messages of errors we did not write (a driver's, a migration's), printed where an operator or
 * a log collector reads them.
 */
export function redactSecrets(text: string, env: Record<string, string | undefined> = process.env): string {
  let redacted = text
  for (const name of SECRET_VARIABLES) {
    const value = env[name]
    if (!value) continue
    // Each secret whole, then what a message might quote of it: one secret of a rotation list,
    // the password of a connection string.
    const parts =
      name === 'SESSION_SECRET'
        ? value.split(',')
        : name === 'DATABASE_URL' || name === 'DATABASE_LISTEN_URL' || name === 'SMTP_URL'
          ? [passwordOf(value)]
          : []
    const secrets = [value, ...parts].map((part) => part?.trim() ?? '').filter((part) => part.length >= 6)
    for (const secret of secrets) {
      redacted = redacted.split(secret).join(`[${name}]`)
    }
  }
  return redacted
}

/** The password in a connection string, decoded, as a driver might repeat it. */
function passwordOf(url: string | undefined) {
  try {
    return url ? decodeURIComponent(new URL(url).password) : undefined
  } catch {
    return undefined
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
