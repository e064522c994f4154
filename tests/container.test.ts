// The container's files, read as data (decision 051): what no `docker build` can check on a
// machine without Docker, and what a build would not catch anyway (a wrong port, a readiness
// probe used for liveness, a variable the server does not read). `npm run image:rehearse` runs
// the runtime stage itself.
import fs from 'node:fs'
import { parse as parseToml } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { CONFIG_VARIABLES, parseConfig } from '~/.server/config'
import { dockerignore, readDockerfile } from '../scripts/lib/dockerfile'

const { stages, problems } = readDockerfile('Dockerfile')
const runtime = stages.at(-1)!
const serverDefaultPort = parseConfig({}).port

/**
 * Compose's interpolation of the parsed file's strings: ${NAME}, ${NAME:-default}, ${NAME:?error}
 * (an error when unset or empty).
 */
function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]))
  if (typeof value !== 'string') return value
  return value.replace(/\$\{(\w+)(?:(:-|:\?)([^}]*))?\}/g, (_whole, name: string, operator?: string, word = '') => {
    const value = env[name]
    if (value) return value
    if (operator === ':?') throw new Error(`${name}: ${word}`)
    return operator === ':-' ? word : ''
  })
}

/** A 32-byte hex secret, as the documented `openssl rand -hex 32` makes. */
const SAMPLE_SECRET = 'a'.repeat(64)

describe('the Dockerfile', () => {
  it('has nothing dockerfile-utils calls an error or a warning', () => {
    expect(problems.map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`)).toEqual([])
  })

  it('starts every stage from Node of the engines field on Debian slim', () => {
    const engines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node
    const major = /(\d+)/.exec(engines)![1]
    const images = stages.map((stage) => stage.base).filter((base) => !stages.some((stage) => stage.name === base))
    expect(images).toEqual([`node:${major}-bookworm-slim`])
  })

  it('runs the server as a user that is not root, in production mode, with node as the process that gets SIGTERM', () => {
    expect(runtime.user).toBeTruthy()
    expect(runtime.user).not.toMatch(/^(root|0)(:|$)/)
    expect(runtime.env.NODE_ENV).toBe('production')
    // Exec form, node itself: npm or a shell as PID 1 would not pass SIGTERM on.
    expect(runtime.cmd).toEqual(['node', 'build/server.js'])
  })

  it("exposes the server's default port and listens on it", () => {
    expect(runtime.expose).toEqual([String(serverDefaultPort)])
    expect(runtime.env.PORT).toBe(String(serverDefaultPort))
  })

  it('checks liveness, not readiness, without curl, which the slim image lacks', () => {
    const check = runtime.healthcheck!
    expect(check.command[0]).toBe('node')
    expect(check.command.join(' ')).toContain('/healthz/live')
    expect(check.command.join(' ')).not.toContain('/healthz/ready')
    expect(check.flags).toMatchObject({ interval: expect.any(String), timeout: expect.any(String) })
  })

  it("keeps DATA_DIR on a volume, in a directory of the server's own below the volume's root", () => {
    const dataDir = runtime.env.DATA_DIR!
    const volume = runtime.volumes.find((candidate) => dataDir.startsWith(`${candidate}/`))
    expect(volume, `${dataDir} is on no VOLUME (${runtime.volumes.join(', ')})`).toBeDefined()
    // The volume is made the server user's before USER switches to it.
    const run = stages.at(-1)!.steps.find((step) => step.kind === 'run' && step.command.includes(volume!))
    expect(run?.kind === 'run' && run.command).toBe(
      `mkdir -m 700 ${volume} && chown ${runtime.user}:${runtime.user} ${volume}`,
    )
  })

  it('copies from the build context only what exists and .dockerignore lets through', () => {
    const ignored = dockerignore('.')
    const sources = stages.flatMap((stage) =>
      stage.steps.flatMap((step) => (step.kind === 'copy' && step.from === null ? step.sources : [])),
    )
    expect(sources).toContain('supabase')
    for (const source of sources.filter((path) => path !== '.')) {
      expect(fs.existsSync(source), source).toBe(true)
      expect(ignored.ignores(source), source).toBe(false)
    }
  })

  it("leaves this machine's dependencies, build, data and secrets out of the build context", () => {
    const ignored = dockerignore('.')
    for (const path of [
      'node_modules/sharp/package.json',
      'build/server.js',
      '.data/db/PG_VERSION',
      '.env',
      '.git/HEAD',
    ])
      expect(ignored.ignores(path), path).toBe(true)
    expect(ignored.ignores('.env.example')).toBe(false)
  })

  it('installs only production dependencies in the stage the runtime copies node_modules from', () => {
    const copy = runtime.steps.find(
      (step) => step.kind === 'copy' && step.sources.some((path) => path.endsWith('node_modules')),
    )
    const from = stages.find((stage) => copy?.kind === 'copy' && stage.name === copy.from)!
    expect(from.steps.filter((step) => step.kind === 'run').map((step) => step.kind === 'run' && step.command)).toEqual(
      ['npm install --omit=dev'],
    )
  })
})

describe('compose.yaml', () => {
  const raw: unknown = parseYaml(fs.readFileSync('compose.yaml', 'utf8'))
  const secrets = { SESSION_SECRET: SAMPLE_SECRET, POSTGRES_PASSWORD: 'b'.repeat(32) }
  interface Service {
    environment: Record<string, string>
    depends_on?: Record<string, { condition: string }>
    healthcheck?: { test: string[] }
    volumes?: string[]
    stop_grace_period?: string
  }
  const compose = interpolate(raw, secrets) as { services: Record<string, Service>; volumes: object }
  const { site, db } = compose.services as { site: Service; db: Service }

  it('refuses to start without the secrets, which have no default', () => {
    expect(() => interpolate(raw, { POSTGRES_PASSWORD: 'x' })).toThrow(/SESSION_SECRET/)
    expect(() => interpolate(raw, { SESSION_SECRET: SAMPLE_SECRET })).toThrow(/POSTGRES_PASSWORD/)
  })

  it('sets only variables the server reads, and they pass its validation in production', () => {
    expect(Object.keys(site.environment).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([])
    const config = parseConfig({ ...runtime.env, ...site.environment })
    expect(config.isProduction).toBe(true)
    expect(config.database.kind).toBe('postgres')
  })

  it("reaches PostgreSQL by its service name, as the user and database PostgreSQL's image makes, once it is healthy", () => {
    const url = new URL(site.environment.DATABASE_URL!)
    expect(url.hostname).toBe('db')
    expect(decodeURIComponent(url.username)).toBe(db.environment.POSTGRES_USER)
    expect(url.password).toBe(secrets.POSTGRES_PASSWORD)
    expect(url.pathname).toBe(`/${db.environment.POSTGRES_DB}`)
    expect(site.depends_on?.db?.condition).toBe('service_healthy')
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready')
  })

  it("keeps each service's data on a named volume: the site's on the image's volume", () => {
    const named = Object.keys(compose.volumes)
    const mounts = (service: Service) => (service.volumes ?? []).map((mount) => mount.split(':'))
    expect(mounts(site).some(([name, target]) => named.includes(name!) && runtime.volumes.includes(target!))).toBe(true)
    expect(mounts(db).some(([name, target]) => named.includes(name!) && target === '/var/lib/postgresql/data')).toBe(
      true,
    )
  })

  it('gives the server longer to stop than its workers get (15 s)', () => {
    expect(parseInt(site.stop_grace_period ?? '10', 10)).toBeGreaterThan(15)
  })
})

describe('fly.toml', () => {
  const fly = parseToml(fs.readFileSync('fly.toml', 'utf8')) as {
    kill_signal: string
    kill_timeout: string
    env: Record<string, string>
    mounts: { destination: string }
    http_service: { internal_port: number; checks: Array<{ path: string }> }
    checks: Record<string, { path: string; port: number }>
  }

  it("routes to the image's port while /healthz/ready answers, and watches /healthz/live", () => {
    expect(fly.http_service.internal_port).toBe(Number(runtime.env.PORT))
    expect(fly.http_service.checks.map((check) => check.path)).toEqual(['/healthz/ready'])
    expect(Object.values(fly.checks).map((check) => [check.path, check.port])).toEqual([
      ['/healthz/live', Number(runtime.env.PORT)],
    ])
  })

  it('mounts its volume where the image keeps DATA_DIR, and stops the server with SIGTERM and time to finish', () => {
    expect(runtime.volumes).toContain(fly.mounts.destination)
    expect(fly.kill_signal).toBe('SIGTERM')
    expect(parseInt(fly.kill_timeout, 10)).toBeGreaterThan(15)
  })

  it('sets only variables the server reads, valid in production on the embedded database', () => {
    expect(Object.keys(fly.env).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([])
    const config = parseConfig({ ...runtime.env, ...fly.env })
    expect(config.siteUrl).toMatch(/^https:\/\//)
    expect(config.database.kind).toBe('pglite')
    expect(config.trustProxy).not.toBe(false)
  })
})
